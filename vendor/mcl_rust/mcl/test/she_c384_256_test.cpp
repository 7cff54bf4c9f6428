#define MCL_FP_BIT 384
#define MCL_FR_BIT 256
#include "she_c_test.hpp"
