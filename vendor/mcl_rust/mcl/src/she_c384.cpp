#define MCL_FP_BIT 384
#include "she_c_impl.hpp"
