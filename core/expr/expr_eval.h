// One expression through the GPU and its reference (expr/expr_reference.h): the shader computes it as written, from
// its variables in the input buffer, and the GPU's bits are judged against every alternative the spec allows.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/evaluate.h"
#include "expr/expr_reference.h"
#include "expr/expression.h"

namespace il::expr {

struct ExpressionEvaluation {
    Expression expression;
    bool precise = false;
    Overload row;  // the expression as a row: its variables the parameters, its text the call
    std::vector<Alternative> alternatives;  // [0] as written
    // One case: its expected output is alternatives[0]'s, its judgement that of the alternative the GPU's result
    // agrees with (`chosen`), a match against another alternative counting as accepted.
    BatchEvaluation batch;
    size_t chosen = 0;
    std::vector<OutputJudgement> per_alternative;  // with a GPU result: the judgement against each alternative
};

// The expression as a catalog row: function "expression", the variables as parameters, the fully parenthesised
// text as its call; the first #version is the highest of its operations'.
Overload expression_row(const Expression& e);
// Its compute shader: generate_shader's for the row, the result declared `precise` when asked (GLSL 4.50 §4.7.2).
GeneratedShader expression_shader(const Overload& row, const Profile& p, bool precise);

// A GPU result against every alternative: each one's judgement, and the case's: that of the first alternative with
// the best verdict (match, accepted, undefined, violation), where a match or an acceptance of any alternative but the
// first is accepted, its reasons naming the alternative and its distances counted from the first's reference.
struct AlternativeJudgement {
    size_t chosen = 0;
    OutputJudgement judgement;
    std::vector<OutputJudgement> each;
};
AlternativeJudgement judge_alternatives(const std::vector<Alternative>& alternatives, const Value& gpu);

// The reference, and with a runner the GPU's result judged. Throws ExpressionError as reference_alternatives does.
std::unique_ptr<ExpressionEvaluation> evaluate_expression(Expression e, const Profile& p, bool precise,
                                                          Runner* runner);

// After settle_case: r's GPU result (when it ran and wrote) against every alternative, into `each`, and r taking the
// judgement of the one it agrees with (`chosen`; judge_alternatives).
void judge_case(const std::vector<Alternative>& alternatives, CaseResult& r, std::vector<OutputJudgement>& each,
                size_t& chosen);

// Many input sets of one expression: one kernel compiled, every set's inputs through one dispatch (as evaluate() runs
// a catalog row's batch), each case judged against its own alternatives (the reference depends on the inputs).
struct ExpressionCase {
    std::vector<Alternative> alternatives;         // [0] as written; empty where `error` is set
    std::vector<OutputJudgement> per_alternative;  // with a GPU result: the judgement against each alternative
    size_t chosen = 0;
    std::string error;  // what the reference could not evaluate for these inputs: the case has no verdict
    size_t error_column = 0;
};
struct ExpressionBatch {
    Expression expression;  // as parsed; its variables' values are those it was parsed with
    bool precise = false;
    Overload row;
    BatchEvaluation batch;            // case k: input set k, in the order of expression.variables
    std::vector<ExpressionCase> cases;  // one per case of `batch`
};
// Each input set holds a value of each variable's type, in the order of e.variables; another count or type throws
// ExpressionError naming the set and the variable (column 0). evaluate_expression is the batch of one.
std::unique_ptr<ExpressionBatch> evaluate_expression_batch(const Expression& e,
                                                           const std::vector<std::vector<Value>>& inputs,
                                                           const Profile& p, bool precise, Runner* runner);

// The "expression" member of a case in a results document: the text, the parsed form, precise, each alternative
// (label, reference bits, rule kind, interval ends or accepted values, and with a GPU result its verdict) and the
// alternative the result was judged as (docs/schema/vectors.schema.json).
nlohmann::json expression_json(const ExpressionEvaluation& x);
// The same for case k of a batch (no alternatives where the reference could not evaluate it).
nlohmann::json expression_json(const ExpressionBatch& x, size_t k);
// One alternative's allowed set in words: the value, "undefined", or the reference and its interval.
std::string alternative_text(const Expected& e);

}  // namespace il::expr
