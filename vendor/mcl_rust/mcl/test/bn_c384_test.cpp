#include <mcl/bn_c384.h>
#include "bn_c_test.hpp"

