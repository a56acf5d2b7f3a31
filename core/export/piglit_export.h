// One case as a self-contained piglit shader_runner test (.shader_test): the generated compute shader, its input
// SSBO filled with the case's bits, and probes. Exact outputs are probed bit for bit (`probe ssbo uint`); every
// output component also gets a pass flag computed in the shader against what the rule accepts (the reference,
// each any-of alternative, the ULP or interval range as ordered bit patterns, a NaN for a NaN, a flushed
// denormal), so any-of and ULP rules check on a driver with no intrinsic-lab installed.
#pragma once
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "catalog/profile.h"
#include "precision/rule.h"

namespace il {

// Another result the spec allows for the case as a whole (an expression's fused form beside the unfused one): a
// component passes when it passes for `expected` or for any of these, and a result of more than one component passes
// only when all of them pass for `expected` or all for one of these (the judge takes one alternative for the whole).
struct PiglitAlternative {
    std::string label;               // "fused"
    std::vector<Expected> expected;  // one per output
};

struct PiglitCase {
    const Overload* overload = nullptr;
    Profile profile;
    std::vector<Value> inputs;
    std::vector<Expected> expected;  // one per output, as reference_for() gives them
    std::string origin;              // a comment line: where the case came from ("cases.json $.cases[3]")
    std::string tool_version;        // "intrinsic-lab 0.1.0"
    // An expression's: its other ways of evaluating, and its shader (the result declared precise when it is); an
    // empty `shader` is generate_shader()'s for the overload.
    std::string expected_label;  // "unfused": what `expected` is, when there are alternatives
    std::vector<PiglitAlternative> alternatives;
    std::string shader;
};

// The .shader_test text. Throws std::invalid_argument for a profile below #version 1.40 (no std430 layout, so
// the input offsets would be the driver's choice).
std::string piglit_shader_test(const PiglitCase& c);

// The case as `intrinsic-lab export` writes it: the reference and the rules from reference_for(), this tool's
// version. The playground's Export uses it too, so both write the same file for the same case.
PiglitCase piglit_case(const Overload& o, const Profile& p, std::vector<Value> inputs, std::string origin);

// An expression case (expr/expr_eval.h, evaluated with or without a runner) as `intrinsic-lab export` writes it:
// its row as the overload, its shader, the expression as written as `expected` and each fused form as an
// alternative. `x` must outlive the PiglitCase (it holds the row).
namespace expr {
struct ExpressionEvaluation;
}
PiglitCase piglit_expression_case(const expr::ExpressionEvaluation& x, std::string origin);

// A file name for case `index`: "003-fma-double.shader_test" (function and first parameter's type).
std::string piglit_file_name(const Overload& o, size_t index);

}  // namespace il
