// The folded variant of a row's compute shader: every input a constant holding the case's bits (constant_text.h),
// so that the compiler can evaluate the call while compiling (GLSL 4.50 §4.3.3: a built-in called with constant
// expressions is itself a constant expression, except those with out parameters). Many cases share one shader:
// its first invocation runs every case's call in turn, case k writing record k, so one compile covers an overload.
#pragma once
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "catalog/profile.h"
#include "shadergen/shadergen.h"

namespace il {

// The cases' inputs as constant expressions: one vector of texts (one per in parameter) per case; a case with an
// input that has no literal is left out (its entry empty).
std::vector<std::vector<std::string>> constant_inputs(const Overload& o, const std::vector<std::vector<Value>>& cases,
                                                      std::vector<std::string>* why_not);

// For the driver: the row's output records and written flag (as generate_shader), no input buffer; invocation 0
// runs every literal case (the non-empty entries of `literals`, in order), the k-th writing record k.
GeneratedShader generate_folded_shader(const Overload& o, const Profile& p,
                                       const std::vector<std::vector<std::string>>& literals);

// For glslang's front end: the same calls, each result stored straight into its buffer member
// (il_out[k].r0 = call;) so that a folded call is an OpStore of a constant in the SPIR-V. Only rows whose one
// output is the return value (no out parameter, no inout memory) and no helper function.
bool glslang_foldable(const Overload& o);
std::string generate_glslang_fold_shader(const Overload& o, const Profile& p,
                                         const std::vector<std::vector<std::string>>& literals);

}  // namespace il
