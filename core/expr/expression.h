// A GLSL expression over named inputs (`a * b + c`, `float(i) / 3.0`, `sqrt(x) * 2.0`): parsed with GLSL 4.50
// §5.1's precedence, type-checked by §6.1's overload resolution against the catalog's rows (catalog/resolve.h), each
// operator and built-in call bound to the row whose definition the reference evaluates (expr/expr_reference.h).
#pragma once
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "value/value.h"

namespace il::expr {

// Bad expression text or an unsupported construct; `column` is 1-based into the expression (0: not a place in it).
struct ExpressionError : std::runtime_error {
    ExpressionError(const std::string& message, size_t column)
        : std::runtime_error(message), column(column) {}
    size_t column;
};

struct Node {
    // Swizzle: v.yx (kids: v); Index: v[1] (kids: v and the index literal); Select: c ? a : b (kids: c, a, b).
    enum Kind { Literal, Variable, Unary, Binary, Call, Swizzle, Index, Select };
    Kind kind = Literal;
    std::string text;     // the literal as written, the variable's name, the operator's symbol, the function's name,
                          // a swizzle's letters ("yx")
    size_t column = 0;    // 1-based column of its token (an operator's symbol, a function's name, a swizzle's
                          // letters, an index's '[', a selection's '?')
    std::vector<int> kids;

    // Filled by the type check.
    Type type;
    Value literal;            // Literal
    int variable = -1;        // Variable: index into Expression::variables
    const Overload* row = nullptr;  // Unary, Binary, Call: the row it runs (null for a vector constructor or an
                                    // identity constructor such as float(x) of a float x)
    std::vector<Type> operand_types;  // each operand converted to this type first (§4.1.10's implicit conversions)
    bool vector_constructor = false;  // vecN(...), ivecN(...), matN(...), …: the operands' components in order,
                                      // a matrix's column by column, matN(s) s on the diagonal, matN(m) m over the
                                      // identity (§5.4.2)
    std::vector<int> components;      // Swizzle, Index: the operand's components it selects, in order (§5.5)
    int first_version = 0;            // the first #version with this construct, where it is later than 1.10 and
                                      // no row says so (a scalar's swizzle: 420)
};

struct Variable {
    std::string name;
    Value value;
};

struct Expression {
    std::string text;  // as given
    std::vector<Node> nodes;
    int root = -1;
    std::vector<Variable> variables;  // in order of first use
    Type type() const { return nodes[static_cast<size_t>(root)].type; }
};

// Parses and type-checks `text` with the given variable values (name=literal, as eval's arguments parse them).
// Throws ExpressionError naming the construct and its column.
Expression parse_expression(const std::string& text, const std::vector<Variable>& values, const Catalog& catalog);

// The expression as parsed, every operation in parentheses: variables by name ("((a * b) + c)"), or, with
// `placeholders`, as {k} for variable k (a catalog call template, shadergen/shadergen.h).
std::string parenthesised(const Expression& e, bool placeholders = false);
// The same of the sub-expression at node `id`, without its outer parentheses ("a * b").
std::string node_text(const Expression& e, int id);

// "a=1.5" or "a:float=1.5" (the value converted to the declared type as a constructor would): one variable.
// Throws ExpressionError (column into `arg`) on bad text.
Variable parse_assignment(const std::string& arg);

}  // namespace il::expr
