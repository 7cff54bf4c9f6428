/*
	dirty hack to make multi instance of pairing functions
	This feature (MCL_NAMESPACE_BN) has been deprecated.
*/
#include <stdio.h>
int main()
{
	puts("This feature has been deprecated.");
}
