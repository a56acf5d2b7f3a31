// The accuracy table's functions (the float one-input built-ins and the unpack functions of one uint) with the
// bound GLSL 4.50 §4.7.1 gives each, in short, beside the published single-precision bounds of CUDA and OpenCL for
// the same function. Data only; accuracy.cpp prints the sources with every table.
#pragma once
#include <string_view>
#include <vector>

namespace il {

struct PublishedBound {
    const char* function;     // the GLSL name
    const char* glsl;         // GLSL 4.50 §4.7.1 in short: "(3 + 2·|x|) ULP", "exact", "inherited from …"
    const char* cuda = nullptr;    // the CUDA function, null where it has none
    int cuda_ulp = -1;             // its maximum ULP error over the full range
    const char* opencl = nullptr;  // the OpenCL C function, null where Table 7.1 has none
    int opencl_ulp = -1;
};

// The default functions of `intrinsic-lab accuracy`, in the table's order.
const std::vector<PublishedBound>& published_bounds();
const PublishedBound* published_bound(std::string_view function);  // null for a function not in the list

extern const char* const kGlslBoundSource;
extern const char* const kCudaBoundSource;
extern const char* const kOpenClBoundSource;

}  // namespace il
