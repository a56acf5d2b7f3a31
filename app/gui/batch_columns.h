// What each batch table column shows for one row, as text a person reads and sorts by: every output of the GPU and
// of the reference, the largest ULP distance, the rule that decided the verdict. No ImGui call here.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "engine/evaluate.h"
#include "gui/number_display.h"

namespace il::gui {

// "2147483649u; borrow 1u": every output, the return value first, later ones by name.
// `d` is the column's display (number_display.h): "0x80000001; borrow 0x00000001" in hex.
std::string outputs_text(const std::vector<std::string>& names, const std::vector<Value>& values,
                         NumberDisplay d = NumberDisplay::Value);
std::string gpu_outputs_text(const CaseResult& r, NumberDisplay d = NumberDisplay::Value);
std::string reference_outputs_text(const CaseResult& r, NumberDisplay d = NumberDisplay::Value);
std::string inputs_text(const std::vector<Value>& inputs, NumberDisplay d = NumberDisplay::Value);

// The largest ULP distance over every output component the spec defines; nullopt when none has one (NaN involved,
// not run, or no GPU).
std::optional<uint64_t> case_max_ulp(const CaseResult& r);

// The rule of the output that decided the case's verdict (the first one as bad as the case), with its reason:
// "return: ulp (at most 5.0 ULP): within 3 ULP". Empty when nothing was judged.
std::string deciding_rule_text(const CaseResult& r);

// A rule in a few words: "exact", "ulp (at most 2.5 ULP)", "precision undefined by the spec", "any-of (2 accepted
// results)", with "; denormals may flush to zero" and the like.
std::string rule_summary(const Rule& r);

// The rule applied to this case's numbers, one sentence: "measured 3 ULP; allowed 6.0 ULP for these inputs: within
// the bound", "precision undefined by the spec: any answer that is not NaN is accepted; measured 2 ULP", or for an
// interval bound the results it accepts: "accepted for these inputs: 2 to 2.0000005; measured 0 ULP from the
// reference: inside". Empty for exact and any-of rules, or without a GPU result.
std::string rule_for_case(const Expected& e, const OutputJudgement* j);

// The note column: the case's note, else each output's reason.
std::string note_text(const CaseResult& r);

// Copy texts. The call as GLSL that `intrinsic-lab eval` and the paste dialog read back: "usubBorrow(1u, 2u)".
std::string call_text(const Overload& o, const std::vector<Value>& inputs);
// Every component's bits in hex: "0x3f800000", "(0x00000001, 0x00000002)" for a vector; values joined with "; ".
std::string hex_text(const std::vector<Value>& values);

// GLSL scalar-broadcast constructors written out: "uvec4(0u)" → "uvec4(0u, 0u, 0u, 0u)" (GLSL 4.50 §5.4.2: a single
// scalar argument sets every component). Other text is returned unchanged.
std::string expand_broadcast_constructors(const std::string& text);

}  // namespace il::gui
