// GLSL 4.50 §5 operators as rows: the function is "operator" and the operator's spelling ("operator/"), the call is
// the expression itself ("{0} / {1}"). §5.9 arithmetic operators.
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/operators.h"

namespace il {

namespace {

using rows::kCore;
using rows::kFp64;
constexpr rows::Chapter kExpressions{"operators", "GLSL 4.50 §5.9"};

// GLSL 1.10 has + - * / and the comparisons; %, the bitwise and shift operators and uint came with GLSL 1.30.
constexpr int kFirst = 110, kIntegerOps = 130;

const std::vector<std::string>& extensions_of(Scalar s) { return s == Scalar::Double ? kFp64 : kCore; }

Overload operator_row(const rows::Chapter& where, const std::string& symbol, Type ret, std::vector<Param> params,
                      const rows::Definition& def, int first_version, const std::string& summary) {
    Overload o = rows::row(where, "operator" + symbol, ret, std::move(params), "", extensions_of(ret.scalar), def,
                           summary);
    for (const Param& p : o.params)
        if (p.type.scalar == Scalar::Double) o.extensions = kFp64;
    o.call = o.params.size() == 1 ? symbol + "{0}" : "{0} " + symbol + " {1}";
    o.first_version = first_version;
    return o;
}

// a op b for every size of one scalar type: the same type on both sides, then vector op scalar and scalar op vector.
void binary(std::vector<Overload>& rows, const char* symbol, Scalar s, const rows::Definition& def, int first,
            const char* summary) {
    const Type scalar{s};
    for (Type t : gen_types(s)) {
        rows.push_back(operator_row(kExpressions, symbol, t, {{"a", t}, {"b", t}}, def, first, summary));
        if (t.rows == 1) continue;
        rows.push_back(operator_row(kExpressions, symbol, t, {{"a", t}, {"b", scalar}}, def, first, summary));
        rows.push_back(operator_row(kExpressions, symbol, t, {{"a", scalar}, {"b", t}}, def, first, summary));
    }
}

void unary(std::vector<Overload>& rows, const char* symbol, Scalar s, const rows::Definition& def, int first,
           const char* summary) {
    for (Type t : gen_types(s)) rows.push_back(operator_row(kExpressions, symbol, t, {{"a", t}}, def, first, summary));
}

void add_arithmetic_rows(std::vector<Overload>& rows) {
    using namespace ref::op;
    for (Scalar s : {Scalar::Float, Scalar::Double}) {
        binary(rows, "+", s, add_lanes, kFirst, "a + b, correctly rounded");
        binary(rows, "-", s, sub_lanes, kFirst, "a - b, correctly rounded");
        binary(rows, "*", s, mul_lanes, kFirst, "a * b, correctly rounded");
        binary(rows, "/", s, div_lanes, kFirst, "a / b, within 2.5 ULP for |b| in [2^-126, 2^126]");
    }
    for (Scalar s : {Scalar::Int, Scalar::Uint}) {
        binary(rows, "+", s, iadd_choices, kFirst, "a + b, the low 32 bits");
        binary(rows, "-", s, isub_choices, kFirst, "a - b, the low 32 bits");
        binary(rows, "*", s, imul_choices, kFirst, "a * b, the low 32 bits");
        binary(rows, "/", s, idiv_choices, kFirst, "a / b; undefined for b = 0");
        binary(rows, "%", s, imod_choices, kIntegerOps, "a % b; undefined for b = 0 or a negative operand");
    }
    for (Scalar s : {Scalar::Float, Scalar::Double, Scalar::Int, Scalar::Uint})
        unary(rows, "-", s, neg_choices, kFirst, "-a");
}

}  // namespace

void add_operator_rows(std::vector<Overload>& rows) {
    add_arithmetic_rows(rows);
}

}  // namespace il
