#define MCL_FP_BIT 256
#include "she_c_impl.hpp"
