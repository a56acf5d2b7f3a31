// Constant folding against run time. The same cases as a runtime evaluation, compiled a second time with every
// input a constant (fold_shader.h), so that the driver's compiler may evaluate the call while compiling, and once
// more through glslang's front end (glslang_fold.h). Each folded result is judged against the case's reference
// with the same rule as the runtime one; "fold-differs" marks folded bits that differ from the runtime bits.
// GLSL 4.50 §4.3.3 makes a built-in call with constant arguments a constant expression and says nothing that
// exempts it from §4.7.1's precision: a folded result is held to the same bound as a computed one.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/evaluate.h"
#include "fold/glslang_fold.h"

namespace il {

// Literal cases per folded shader (driver and glslang alike): a shader is compiled per group.
inline constexpr size_t kFoldCasesPerShader = 256;

struct FoldSide {
    // driver: "ran", "no literal", "did not compile", "driver fault", "not run", "not compiled" (INT_MIN / -1);
    // glslang: "folded", "not folded", "no literal", "out parameters", "rejected", "not linked", "internal error"
    std::string status;
    std::string note;
    CaseResult result;     // gpu: the folded bits (when has_bits), judged against the case's reference
    bool has_bits = false;
    bool differs = false;  // the bits differ from the runtime GPU bits
};

struct FoldCase {
    std::vector<std::string> constants;  // the inputs as written in the folded shaders; empty with no_literal
    std::string no_literal;              // why an input has no constant ("no literal: x: NaN has no GLSL literal…")
    FoldSide driver, glslang;
};

struct FoldEvaluation {
    const Kernel* kernel = nullptr;  // the driver's folded kernel; null without a runner or without a literal case
    std::string glslang_source;      // a shader glslang compiled (the first rejected one if any); empty when none
    GlslangFold glslang;             // its status and error (stores are read per group)
    std::vector<FoldCase> cases;     // one per case of the runtime evaluation
};

// Folds every case of `runtime` (whose GPU bits, when present, are the runtime ones). A null runner folds
// through glslang only; with_glslang false skips glslang.
FoldEvaluation evaluate_folded(const BatchEvaluation& runtime, Runner* runner, bool with_glslang = true);

// The case's "fold" member (schema vectors/1, optional): constants, driver and glslang sides, fold_differs.
nlohmann::json fold_json(const FoldEvaluation& f, size_t index);
// The text block under a case in eval's output.
std::string describe_fold(const BatchEvaluation& runtime, const FoldEvaluation& f, size_t index);
// True where either side's bits differ from the runtime bits.
bool fold_differs(const FoldCase& c);

}  // namespace il
