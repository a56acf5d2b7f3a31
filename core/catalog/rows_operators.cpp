// GLSL 4.50 §5 operators as rows: the function is "operator" and the operator's spelling ("operator/"), the call is
// the expression itself ("{0} / {1}"). §5.9 arithmetic, bitwise, shift, relational, equality and logical operators;
// §5.10 matrix products; §5.4.1 conversion constructors (function "int", call "int({0})").
#include <optional>

#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/operators.h"

namespace il {

namespace {

using rows::kCore;
using rows::kFp64;
constexpr rows::Chapter kExpressions{"operators", "GLSL 4.50 §5.9"};
constexpr rows::Chapter kMatrixOps{"operators", "GLSL 4.50 §5.10"};
constexpr rows::Chapter kConversions{"conversions", "GLSL 4.50 §5.4.1"};

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
            const char* summary, const rows::Chapter& where = kExpressions) {
    const Type scalar{s};
    for (Type t : gen_types(s)) {
        rows.push_back(operator_row(where, symbol, t, {{"a", t}, {"b", t}}, def, first, summary));
        if (t.rows == 1) continue;
        rows.push_back(operator_row(where, symbol, t, {{"a", t}, {"b", scalar}}, def, first, summary));
        rows.push_back(operator_row(where, symbol, t, {{"a", scalar}, {"b", t}}, def, first, summary));
    }
}

void unary(std::vector<Overload>& rows, const char* symbol, Scalar s, const rows::Definition& def, int first,
           const char* summary, const rows::Chapter& where = kExpressions) {
    for (Type t : gen_types(s)) rows.push_back(operator_row(where, symbol, t, {{"a", t}}, def, first, summary));
}

// E1 << E2 and E1 >> E2 for every size of one integer type: E2 of E1's type, or (E1 a vector) E1's scalar type;
// with `count`, also E2 of that scalar type (an int shift count for a 64-bit E1, §5.9: "One operand can be signed
// while the other is unsigned", and the extension makes both sizes integers).
void shifts(std::vector<Overload>& rows, Scalar s, int first, const rows::Chapter& where,
            std::optional<Scalar> count = std::nullopt) {
    for (const char* symbol : {"<<", ">>"})
        for (Type t : gen_types(s)) {
            const rows::Definition def = symbol[0] == '<' ? rows::Definition(ref::op::shl_choices) : ref::op::shr_choices;
            const bool wide = t.component_bits() == 64;
            const std::string range = std::string("undefined for b outside [0, ") + (wide ? "63]" : "31]");
            const std::string summary = symbol[0] == '<' ? "a shifted left by b bits; " + range
                                                         : std::string("a shifted right by b bits (") +
                                                               (wide ? "int64_t" : "int") + ": sign-extended); " + range;
            for (std::optional<Scalar> c : {std::optional<Scalar>(s), count}) {
                if (!c) continue;
                rows.push_back(operator_row(where, symbol, t, {{"a", t}, {"b", t.with_scalar(*c)}}, def, first, summary));
                if (t.rows > 1)
                    rows.push_back(operator_row(where, symbol, t, {{"a", t}, {"b", Type{*c}}}, def, first, summary));
            }
        }
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

void add_bit_rows(std::vector<Overload>& rows) {
    using namespace ref::op;
    for (Scalar s : {Scalar::Int, Scalar::Uint}) {
        binary(rows, "&", s, bit_and_choices, kIntegerOps, "bitwise and");
        binary(rows, "|", s, bit_or_choices, kIntegerOps, "bitwise inclusive or");
        binary(rows, "^", s, bit_xor_choices, kIntegerOps, "bitwise exclusive or");
        unary(rows, "~", s, bit_not_choices, kIntegerOps, "one's complement");
        // E1 << E2 has E1's type; E2 is a vector of E1's size or a scalar.
        shifts(rows, s, kIntegerOps, kExpressions);
    }
}

// a < b, a > b, a <= b, a >= b on scalars of one type.
void relational(std::vector<Overload>& rows, Scalar s, int first, const rows::Chapter& where) {
    using namespace ref::op;
    const Type t{s};
    const std::pair<const char*, const ref::ChoiceLanes*> ops[] = {
        {"<", &less_choices}, {">", &greater_choices}, {"<=", &less_equal_choices}, {">=", &greater_equal_choices}};
    for (const auto& [symbol, def] : ops)
        rows.push_back(
            operator_row(where, symbol, kBool, {{"a", t}, {"b", t}}, *def, first, std::string("a ") + symbol + " b"));
}

// a == b and a != b for every size of one type: one bool, over every component of a vector.
void equality(std::vector<Overload>& rows, Scalar s, int first, const rows::Chapter& where) {
    using namespace ref::op;
    for (Type t : gen_types(s)) {
        const bool vector = t.rows > 1;
        rows.push_back(operator_row(where, "==", kBool, {{"a", t}, {"b", t}},
                                    vector ? rows::Definition(equal_choices) : scalar_equal_choices, first,
                                    vector ? "true when every component of a equals b's" : "a == b"));
        rows.push_back(operator_row(where, "!=", kBool, {{"a", t}, {"b", t}},
                                    vector ? rows::Definition(not_equal_choices) : scalar_not_equal_choices, first,
                                    vector ? "true when some component of a differs from b's" : "a != b"));
    }
}

void add_comparison_rows(std::vector<Overload>& rows) {
    using namespace ref::op;
    for (Scalar s : {Scalar::Float, Scalar::Double, Scalar::Int, Scalar::Uint}) relational(rows, s, kFirst, kExpressions);
    for (Scalar s : {Scalar::Float, Scalar::Double, Scalar::Int, Scalar::Uint, Scalar::Bool})
        equality(rows, s, kFirst, kExpressions);
    rows.push_back(operator_row(kExpressions, "&&", kBool, {{"a", kBool}, {"b", kBool}}, logical_and_choices, kFirst,
                                "logical and"));
    rows.push_back(operator_row(kExpressions, "||", kBool, {{"a", kBool}, {"b", kBool}}, logical_or_choices, kFirst,
                                "logical inclusive or"));
    rows.push_back(operator_row(kExpressions, "^^", kBool, {{"a", kBool}, {"b", kBool}}, logical_xor_choices, kFirst,
                                "logical exclusive or"));
    rows.push_back(operator_row(kExpressions, "!", kBool, {{"a", kBool}}, logical_not_choices, kFirst, "logical not"));
}

void add_matrix_product_rows(std::vector<Overload>& rows) {
    for (int n = 2; n <= 4; ++n) {
        const Type m = mat_of(Scalar::Float, n, n), v = vec_of(Scalar::Float, n);
        rows.push_back(operator_row(kMatrixOps, "*", v, {{"m", m}, {"v", v}}, ref::op::matrix_vector_lanes, kFirst,
                                    "the linear algebraic product m * v (v a column)"));
        rows.push_back(operator_row(kMatrixOps, "*", v, {{"v", v}, {"m", m}}, ref::op::vector_matrix_lanes, kFirst,
                                    "the linear algebraic product v * m (v a row)"));
        rows.push_back(operator_row(kMatrixOps, "*", m, {{"a", m}, {"b", m}}, ref::op::matrix_matrix_lanes, kFirst,
                                    "the linear algebraic product a * b"));
    }
}

// The conversion constructor to(x) of a `from` x: function "int", call "int({0})".
Overload conversion_row(const rows::Chapter& where, Scalar to, Scalar from, const std::vector<std::string>& extensions,
                        const rows::Definition& def, int first_version) {
    const std::string name = type_name(Type{to});
    Overload o = rows::row(where, name, Type{to}, {{"x", Type{from}}}, "", extensions, def,
                           name + "(x): " + type_name(Type{from}) + " converted");
    o.first_version = first_version;
    return o;
}

void add_conversion_rows(std::vector<Overload>& rows) {
    using namespace ref::op;
    struct Target {
        Scalar to;
        const ref::ChoiceLanes& def;
    };
    const Target targets[] = {{Scalar::Int, to_int_choices},
                              {Scalar::Uint, to_uint_choices},
                              {Scalar::Float, to_float_choices},
                              {Scalar::Double, to_double_choices},
                              {Scalar::Bool, to_bool_choices}};
    const Scalar sources[] = {Scalar::Int, Scalar::Uint, Scalar::Float, Scalar::Double, Scalar::Bool};
    for (const Target& t : targets)
        for (Scalar from : sources) {
            if (from == t.to) continue;
            rows.push_back(conversion_row(kConversions, t.to, from,
                                          t.to == Scalar::Double || from == Scalar::Double ? kFp64 : kCore, t.def,
                                          kFirst));
        }
}

// GL_ARB_gpu_shader_int64 (written against GLSL 4.50; it needs GLSL 4.00): its §4.1.3 makes "integer" include
// int64_t and uint64_t, so §5.9's integer operators take them, and its §5.4.1 adds the conversions to and from them.
// Every row needs the extension: no first core version (availability() takes #version 4.00 from the types).
constexpr rows::Chapter kInt64Expressions{"operators", "GL_ARB_gpu_shader_int64 §5.9"};
constexpr rows::Chapter kInt64Conversions{"conversions", "GL_ARB_gpu_shader_int64 §5.4.1"};
constexpr int kInt64First = 0;

void add_int64_operator_rows(std::vector<Overload>& rows) {
    using namespace ref::op;
    const size_t first = rows.size();
    const rows::Chapter& where = kInt64Expressions;
    for (Scalar s : {Scalar::Int64, Scalar::Uint64}) {
        binary(rows, "+", s, iadd64_choices, kInt64First, "a + b, the low 64 bits", where);
        binary(rows, "-", s, isub64_choices, kInt64First, "a - b, the low 64 bits", where);
        binary(rows, "*", s, imul64_choices, kInt64First, "a * b; undefined where it overflows", where);
        binary(rows, "/", s, idiv64_choices, kInt64First, "a / b; undefined for b = 0", where);
        binary(rows, "%", s, imod64_choices, kInt64First, "a % b; undefined for b = 0 or a negative operand", where);
        unary(rows, "-", s, neg64_choices, kInt64First, "-a", where);
        binary(rows, "&", s, bit_and_choices, kInt64First, "bitwise and", where);
        binary(rows, "|", s, bit_or_choices, kInt64First, "bitwise inclusive or", where);
        binary(rows, "^", s, bit_xor_choices, kInt64First, "bitwise exclusive or", where);
        unary(rows, "~", s, bit_not_choices, kInt64First, "one's complement", where);
        shifts(rows, s, kInt64First, where, Scalar::Int);
        relational(rows, s, kInt64First, where);
        equality(rows, s, kInt64First, where);
    }
    // int64_t(x) and uint64_t(x) of every other scalar type, then int(x) ... bool(x) of int64_t and uint64_t.
    const Scalar others[] = {Scalar::Int, Scalar::Uint, Scalar::Float, Scalar::Double, Scalar::Bool};
    auto conversion = [&](Scalar to, Scalar from, const ref::ChoiceLanes& def) {
        rows.push_back(conversion_row(kInt64Conversions, to, from, kCore, def, kInt64First));
    };
    for (Scalar to : {Scalar::Int64, Scalar::Uint64}) {
        const ref::ChoiceLanes& def = to == Scalar::Int64 ? to_int64_choices : to_uint64_choices;
        for (Scalar from : others) conversion(to, from, def);
        conversion(to, to == Scalar::Int64 ? Scalar::Uint64 : Scalar::Int64, def);
    }
    const std::pair<Scalar, const ref::ChoiceLanes*> narrower[] = {{Scalar::Int, &int_of64_choices},
                                                                   {Scalar::Uint, &uint_of64_choices},
                                                                   {Scalar::Float, &float_of64_choices},
                                                                   {Scalar::Double, &double_of64_choices},
                                                                   {Scalar::Bool, &bool_of64_choices}};
    for (const auto& [to, def] : narrower)
        for (Scalar from : {Scalar::Int64, Scalar::Uint64}) conversion(to, from, *def);
    for (size_t k = first; k < rows.size(); ++k) rows[k].extensions = {"GL_ARB_gpu_shader_int64"};
}

// GL_NV_gpu_shader5 (NVIDIA extension 389; it requires GLSL 1.50) adds float16_t and f16vec2-4,
// which §5.9's arithmetic, relational and equality operators take as they take float, and §5.4.1's constructors
// between float16_t and the other scalar types. The extension gives half no precision: the rows are judged by
// GL_AMD_gpu_shader_half_float's §4.7.1, which applies the table "to all floating operations, including single-,
// double- and half-precision operations", in half ULPs.
constexpr rows::Chapter kHalfExpressions{"operators", "GL_NV_gpu_shader5 §5.9"};
constexpr rows::Chapter kHalfConversions{"conversions", "GL_NV_gpu_shader5 §5.4.1"};

void add_half_operator_rows(std::vector<Overload>& rows) {
    using namespace ref::op;
    const size_t first = rows.size();
    const rows::Chapter& where = kHalfExpressions;
    const Scalar h = Scalar::Half;
    binary(rows, "+", h, add_lanes, 0, "a + b, correctly rounded in half", where);
    binary(rows, "-", h, sub_lanes, 0, "a - b, correctly rounded in half", where);
    binary(rows, "*", h, mul_lanes, 0, "a * b, correctly rounded in half", where);
    binary(rows, "/", h, div_lanes, 0, "a / b, within 2.5 half ULP", where);
    unary(rows, "-", h, neg_choices, 0, "-a", where);
    relational(rows, h, 0, where);
    equality(rows, h, 0, where);
    const std::pair<Scalar, const ref::ChoiceLanes*> from_half[] = {{Scalar::Int, &int_of16_choices},
                                                                    {Scalar::Uint, &uint_of16_choices},
                                                                    {Scalar::Float, &float_of16_choices},
                                                                    {Scalar::Double, &double_of16_choices},
                                                                    {Scalar::Bool, &bool_of16_choices}};
    for (const auto& [other, def] : from_half) {
        rows.push_back(conversion_row(kHalfConversions, h, other, kCore, to_half_choices, 0));
        rows.push_back(conversion_row(kHalfConversions, other, h, kCore, *def, 0));
    }
    for (size_t k = first; k < rows.size(); ++k) rows[k].extensions = {"GL_NV_gpu_shader5"};
}

}  // namespace

void add_operator_rows(std::vector<Overload>& rows) {
    add_arithmetic_rows(rows);
    add_bit_rows(rows);
    add_comparison_rows(rows);
    add_matrix_product_rows(rows);
    add_conversion_rows(rows);
    add_int64_operator_rows(rows);
    add_half_operator_rows(rows);
}

}  // namespace il
