#include "report/published_bounds.h"

namespace il {

const char* const kGlslBoundSource =
    "GLSL 4.50 §4.7.1 (Range and Precision), the precision table: functions it does not list and that the "
    "specification does not define by an equation of listed operations have undefined precision";
const char* const kCudaBoundSource =
    "CUDA C++ Programming Guide, appendix Mathematical Functions, Single-Precision Floating-Point Functions: maximum "
    "ULP error over the full range, default compiler flags (-prec-sqrt=true: sqrtf correctly rounded; no "
    "-use_fast_math)";
const char* const kOpenClBoundSource =
    "OpenCL 1.2 specification, §7.4 Relative Error as ULPs, Table 7.1: ULP values for single precision built-in math "
    "functions (full profile, without -cl-fp32-correctly-rounded-divide-sqrt)";

namespace {

constexpr const char* kUndefinedPrecision = "undefined (not in §4.7.1's table)";
constexpr const char* kExact = "exact";

}  // namespace

const std::vector<PublishedBound>& published_bounds() {
    static const std::vector<PublishedBound> k = {
        {"radians", "inherited from (π / 180) · x"},
        {"degrees", "inherited from (180 / π) · x"},
        {"sin", kUndefinedPrecision, "sinf", 2, "sin", 4},
        {"cos", kUndefinedPrecision, "cosf", 2, "cos", 4},
        {"tan", kUndefinedPrecision, "tanf", 4, "tan", 5},
        {"asin", kUndefinedPrecision, "asinf", 2, "asin", 4},
        {"acos", kUndefinedPrecision, "acosf", 2, "acos", 4},
        {"atan", kUndefinedPrecision, "atanf", 2, "atan", 5},
        {"sinh", "inherited from (e^x - e^-x) / 2", "sinhf", 3, "sinh", 4},
        {"cosh", "inherited from (e^x + e^-x) / 2", "coshf", 2, "cosh", 4},
        {"tanh", "inherited from sinh(x) / cosh(x)", "tanhf", 2, "tanh", 5},
        {"asinh", kUndefinedPrecision, "asinhf", 3, "asinh", 4},
        {"acosh", kUndefinedPrecision, "acoshf", 4, "acosh", 4},
        {"atanh", kUndefinedPrecision, "atanhf", 3, "atanh", 5},
        {"exp", "(3 + 2·|x|) ULP", "expf", 2, "exp", 3},
        {"log", "3 ULP outside [0.5, 2]; absolute 2^-21 inside", "logf", 1, "log", 3},
        {"exp2", "(3 + 2·|x|) ULP", "exp2f", 2, "exp2", 3},
        {"log2", "3 ULP outside [0.5, 2]; absolute 2^-21 inside", "log2f", 1, "log2", 3},
        {"sqrt", "inherited from 1.0 / inversesqrt(x)", "sqrtf", 0, "sqrt", 3},
        {"inversesqrt", "2 ULP", "rsqrtf", 2, "rsqrt", 2},
        {"abs", kExact, "fabsf", 0, "fabs", 0},
        {"sign", kExact},
        {"floor", kExact, "floorf", 0, "floor", 0},
        {"ceil", kExact, "ceilf", 0, "ceil", 0},
        {"trunc", kExact, "truncf", 0, "trunc", 0},
        {"round", "exact (either way at .5)", "roundf", 0, "round", 0},
        {"roundEven", kExact, "rintf", 0, "rint", 0},
        {"fract", "inherited from x - floor(x)"},
        {"frexp", kExact, "frexpf", 0, "frexp", 0},
        {"unpackUnorm2x16", "inherited from f / 65535.0 (a / b: 2.5 ULP)"},
        {"unpackSnorm2x16", "inherited from clamp(f / 32767.0, -1, +1)"},
        {"unpackUnorm4x8", "inherited from f / 255.0 (a / b: 2.5 ULP)"},
        {"unpackSnorm4x8", "inherited from clamp(f / 127.0, -1, +1)"},
        {"unpackHalf2x16", kExact},
    };
    return k;
}

const PublishedBound* published_bound(std::string_view function) {
    for (const PublishedBound& b : published_bounds())
        if (function == b.function) return &b;
    return nullptr;
}

}  // namespace il
