#ifndef _ERRNO_H
#define _ERRNO_H
#define ENOMEM 12
#define EINVAL 22
static int errno;
#endif
