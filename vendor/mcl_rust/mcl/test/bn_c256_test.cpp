#include <mcl/bn_c256.h>
#include "bn_c_test.hpp"

