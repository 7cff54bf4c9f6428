#include <mcl/bn_c384_256.h>
#include "bn_c_test.hpp"

