#include "expr/expression.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <string_view>

#include "catalog/resolve.h"
#include "value/literal.h"

namespace il::expr {
namespace {

struct Token {
    enum Kind { Number, Name, Symbol, End };
    Kind kind = End;
    std::string text;
    size_t column = 0;  // 1-based
};

// Symbols longest first, so that "<<" is not read as "<" "<".
const char* const kSymbols[] = {"<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "^^", "++", "--", "+=", "-=", "*=",
                                "/=", "+",  "-",  "*",  "/",  "%",  "<",  ">",  "&",  "|",  "^",  "~",  "!",  "(",
                                ")",  ",",  "?",  ":",  "=",  ".",  "[",  "]"};

std::vector<Token> tokenize(const std::string& s) {
    std::vector<Token> out;
    size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (std::isspace(c)) { ++i; continue; }
        Token t;
        t.column = i + 1;
        if (std::isdigit(c) || (c == '.' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1])))) {
            // A GLSL number: digits, '.', an exponent with its sign, a suffix (u, f, lf), hex digits after 0x.
            size_t j = i;
            const bool hex = s.compare(i, 2, "0x") == 0 || s.compare(i, 2, "0X") == 0;
            while (j < s.size()) {
                const unsigned char d = static_cast<unsigned char>(s[j]);
                if (std::isalnum(d) || d == '.' || d == '_') { ++j; continue; }
                if (!hex && (d == '+' || d == '-') && (s[j - 1] == 'e' || s[j - 1] == 'E')) { ++j; continue; }
                break;
            }
            t.kind = Token::Number;
            t.text = s.substr(i, j - i);
            i = j;
        } else if (std::isalpha(c) || c == '_') {
            size_t j = i;
            while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
            t.kind = Token::Name;
            t.text = s.substr(i, j - i);
            i = j;
        } else {
            for (const char* sym : kSymbols)
                if (s.compare(i, std::char_traits<char>::length(sym), sym) == 0) {
                    t.text = sym;
                    break;
                }
            if (t.text.empty()) throw ExpressionError("unexpected character '" + s.substr(i, 1) + "'", i + 1);
            t.kind = Token::Symbol;
            i += t.text.size();
        }
        out.push_back(std::move(t));
    }
    Token end;
    end.column = s.size() + 1;
    out.push_back(end);
    return out;
}

// GLSL 4.50 §5.1's binary operators, by precedence (higher binds tighter).
int precedence(const std::string& op) {
    static const std::map<std::string, int> k = {{"||", 1}, {"^^", 2}, {"&&", 3}, {"|", 4},  {"^", 5},
                                                 {"&", 6},  {"==", 7}, {"!=", 7}, {"<", 8},  {">", 8},
                                                 {"<=", 8}, {">=", 8}, {"<<", 9}, {">>", 9}, {"+", 10},
                                                 {"-", 10}, {"*", 11}, {"/", 11}, {"%", 11}};
    auto it = k.find(op);
    return it == k.end() ? 0 : it->second;
}

std::string unsupported_symbol(const std::string& s) {
    if (s == ":") return "':' without a '?' before it (the selection operator is c ? a : b)";
    if (s == "?") return "'?' where no condition comes before it";
    if (s == "=" || (s.size() == 2 && s[1] == '=' && s != "==" && s != "<=" && s != ">=" && s != "!="))
        return "assignment '" + s + "' is not supported: give inputs as name=value arguments";
    if (s == "++" || s == "--") return "'" + s + "' (increment/decrement) is not supported";
    if (s == ",") return "the sequence operator ',' is not supported outside a call";
    if (s == ".") return "'.' selects components of a vector: it follows one, as in v.yx";
    if (s == "]") return "unbalanced bracket: ']' has no '['";
    if (s == "[") return "'[' indexes a vector: it follows one, as in v[1]";
    return "";
}

class Parser {
public:
    Parser(std::vector<Token> t, Expression& e) : tokens_(std::move(t)), e_(e) {}

    int parse() {
        int root = conditional();
        const Token& t = peek();
        if (t.kind != Token::End) {
            if (t.text == ")") throw ExpressionError("unbalanced parenthesis: ')' has no '('", t.column);
            std::string why = unsupported_symbol(t.text);
            throw ExpressionError(why.empty() ? "unexpected '" + t.text + "' after a complete expression" : why,
                                  t.column);
        }
        return root;
    }

private:
    const Token& peek() const { return tokens_[pos_]; }
    Token take() { return tokens_[pos_++]; }
    // Whether the next token is the symbol s.
    bool at(std::string_view s) const { return peek().kind == Token::Symbol && peek().text == s; }
    // Takes the symbol closing `open` ("]" or ")"), or names the unclosed one: "unbalanced bracket: '[' at column 3
    // is not closed".
    void close(const Token& open, std::string_view closer, const char* what) {
        if (!at(closer))
            throw ExpressionError("unbalanced " + std::string(what) + ": '" + open.text + "' at column " +
                                      std::to_string(open.column) + " is not closed",
                                  peek().column);
        take();
    }

    // The type check, the shader text and the reference recurse through the tree: its depth is bounded as the
    // parser's own recursion is, so that a long chain (a + a + ..., v.xy.xy..., c ? a : c ? a : ...) is refused
    // rather than overflowing the stack.
    int add(Node n) {
        int depth = 1;
        for (int k : n.kids) depth = std::max(depth, 1 + height_[size_t(k)]);
        if (depth > kMaxHeight)
            throw ExpressionError("operations nested more than " + std::to_string(kMaxHeight) + " deep", n.column);
        height_.push_back(depth);
        e_.nodes.push_back(std::move(n));
        return static_cast<int>(e_.nodes.size() - 1);
    }

    // §5.1: ?: below every binary operator and right-associative; its middle operand a whole expression, its last
    // an assignment expression (here: another conditional).
    int conditional() {
        const int c = binary(1);
        if (!at("?")) return c;
        const Token q = take();
        Depth depth(depth_, q.column);
        const int a = conditional();
        if (!at(":"))
            throw ExpressionError("'?' at column " + std::to_string(q.column) + " has no ':'", peek().column);
        take();
        const int b = conditional();
        Node n;
        n.kind = Node::Select;
        n.text = "?:";
        n.column = q.column;
        n.kids = {c, a, b};
        return add(std::move(n));
    }

    int binary(int min_prec) {
        int left = unary();
        for (;;) {
            const Token& t = peek();
            if (t.kind != Token::Symbol) {
                if (t.kind != Token::End)
                    throw ExpressionError("expected an operator before '" + t.text + "'", t.column);
                return left;
            }
            int p = precedence(t.text);
            if (p == 0 || p < min_prec) {
                if (p == 0 && t.text != ")" && t.text != "," && t.text != "?" && t.text != ":" && t.text != "]") {
                    std::string why = unsupported_symbol(t.text);
                    throw ExpressionError(why.empty() ? "unexpected '" + t.text + "'" : why, t.column);
                }
                return left;
            }
            Token op = take();
            int right = binary(p + 1);  // left-associative (§5.1)
            Node n;
            n.kind = Node::Binary;
            n.text = op.text;
            n.column = op.column;
            n.kids = {left, right};
            left = add(std::move(n));
        }
    }

    // Each level of parentheses, unary operators, calls and ?: operands recurses: a bound, so that no text
    // overflows the stack.
    struct Depth {
        int& d;
        explicit Depth(int& x, size_t column) : d(x) {
            if (++d > kMaxDepth)
                throw ExpressionError("nested deeper than " + std::to_string(kMaxDepth) + " levels", column);
        }
        ~Depth() { --d; }
    };

    int unary() {
        Depth depth(depth_, peek().column);
        const Token& t = peek();
        if (t.kind == Token::Symbol && (t.text == "-" || t.text == "~" || t.text == "!")) {
            Token op = take();
            int x = unary();
            Node n;
            n.kind = Node::Unary;
            n.text = op.text;
            n.column = op.column;
            n.kids = {x};
            return add(std::move(n));
        }
        if (t.kind == Token::Symbol && t.text == "+")
            throw ExpressionError("unary '+' is not supported (the catalog has no row for it)", t.column);
        return postfix(primary());
    }

    // §5.5: v.yx and v[1] bind tighter than any unary or binary operator, and chain: v.zyx.x, v[2].
    int postfix(int x) {
        for (;;) {
            const Token& t = peek();
            if (t.kind != Token::Symbol) return x;
            if (t.text == "++" || t.text == "--") throw ExpressionError(unsupported_symbol(t.text), t.column);
            if (t.text == ".") {
                const Token dot = take();
                const Token name = take();
                if (name.kind != Token::Name)
                    throw ExpressionError("'.' at column " + std::to_string(dot.column) +
                                              " is not followed by a swizzle such as xy, rgba or stpq",
                                          name.column);
                Node n;
                n.kind = Node::Swizzle;
                n.text = name.text;
                n.column = name.column;
                n.kids = {x};
                x = add(std::move(n));
                continue;
            }
            if (t.text == "[") {
                const Token open = take();
                if (at("]")) throw ExpressionError("'[ ]' needs an index", peek().column);
                const int index = conditional();
                close(open, "]", "bracket");
                Node n;
                n.kind = Node::Index;
                n.text = "[]";
                n.column = open.column;
                n.kids = {x, index};
                x = add(std::move(n));
                continue;
            }
            return x;
        }
    }

    int primary() {
        Token t = take();
        if (t.kind == Token::End) throw ExpressionError("the expression ends where an operand is expected", t.column);
        if (t.kind == Token::Number || (t.kind == Token::Name && (t.text == "true" || t.text == "false"))) {
            Node n;
            n.kind = Node::Literal;
            n.text = t.text;
            n.column = t.column;
            return add(std::move(n));
        }
        if (t.kind == Token::Name) {
            Node n;
            n.text = t.text;
            n.column = t.column;
            if (at("(")) {
                const Token open = take();
                n.kind = Node::Call;
                if (!at(")")) {
                    for (;;) {
                        n.kids.push_back(conditional());
                        if (at(",")) { take(); continue; }
                        break;
                    }
                }
                close(open, ")", "parenthesis");
            } else {
                n.kind = Node::Variable;
            }
            return add(std::move(n));
        }
        if (t.text == "(") {
            int x = conditional();
            close(t, ")", "parenthesis");
            return x;
        }
        if (t.text == ")") throw ExpressionError("expected an operand before ')'", t.column);
        std::string why = unsupported_symbol(t.text);
        throw ExpressionError(why.empty() ? "expected an operand, got '" + t.text + "'" : why, t.column);
    }

    static constexpr int kMaxDepth = 256, kMaxHeight = 1000;
    std::vector<int> height_;  // per node: the longest path to a leaf, in nodes
    std::vector<Token> tokens_;
    size_t pos_ = 0;
    int depth_ = 0;
    Expression& e_;
};

// Float matrices: the catalog's §5.10 products (m * v, v * m, m * m) and §8.6's matrix built-ins take them. Every
// scalar and vector type (int64_t and uint64_t with GL_ARB_gpu_shader_int64's rows).
bool supported_type(Type t) {
    if (t.is_matrix()) return t.scalar == Scalar::Float;
    return true;
}

std::string arg_types(const Expression& e, const Node& n) {
    std::string s;
    for (size_t k = 0; k < n.kids.size(); ++k) s += (k ? ", " : "") + type_name(e.nodes[size_t(n.kids[k])].type);
    return s;
}

class Checker {
public:
    Checker(Expression& e, const std::vector<Variable>& values, const Catalog& c) : e_(e), values_(values), cat_(c) {}

    void check(int id) {
        Node& n = e_.nodes[size_t(id)];
        for (int k : n.kids) check(k);
        switch (n.kind) {
            case Node::Literal: literal(n); break;
            case Node::Variable: variable(n); break;
            case Node::Unary: op(n, "operator" + n.text); break;
            case Node::Binary: op(n, "operator" + n.text); break;
            case Node::Call: call(n); break;
            case Node::Swizzle: swizzle(n); break;
            case Node::Index: index(n); break;
            case Node::Select: select(n); break;
        }
        if (!supported_type(n.type))
            throw ExpressionError("type " + type_name(n.type) + " is not supported (scalars and vectors, and float "
                                  "matrices, only)", n.column);
    }

private:
    void literal(Node& n) {
        ParseResult r = parse_literal(n.text);
        if (!r) throw ExpressionError("'" + n.text + "': " + r.error.message, n.column + r.error.column);
        n.literal = *r.value;
        n.type = n.literal.type;
    }

    void variable(Node& n) {
        for (size_t k = 0; k < e_.variables.size(); ++k)
            if (e_.variables[k].name == n.text) {
                n.variable = int(k);
                n.type = e_.variables[k].value.type;
                return;
            }
        for (const Variable& v : values_)
            if (v.name == n.text) {
                n.variable = int(e_.variables.size());
                n.type = v.value.type;
                e_.variables.push_back(v);
                return;
            }
        if (!cat_.overloads_of(n.text).empty())
            throw ExpressionError("'" + n.text + "' is a function: call it as " + n.text + "(...)", n.column);
        throw ExpressionError("no value for '" + n.text + "' (give it as " + n.text + "=VALUE)", n.column);
    }

    std::vector<Value> args_of(const Node& n) {
        std::vector<Value> a;
        for (int k : n.kids) a.push_back(make_value(e_.nodes[size_t(k)].type));
        return a;
    }

    void bind(Node& n, const std::string& function) { bind(n, function, args_of(n)); }

    void bind(Node& n, const std::string& function, const std::vector<Value>& args) {
        Resolution r = resolve(cat_, function, args);
        if (!r.overload) throw ExpressionError(r.error, n.column);
        const Overload& o = *r.overload;
        if (!o.ret || o.outputs().size() != 1 || o.one_active_invocation || o.inputs().size() != o.params.size())
            throw ExpressionError(o.declaration() + " is not supported in an expression (only built-ins with a "
                                  "return value and no out parameters)", n.column);
        n.row = &o;
        n.type = *o.ret;
        for (const Param& p : o.inputs()) n.operand_types.push_back(p.type);
    }

    void op(Node& n, const std::string& function) {
        if (cat_.overloads_of(function).empty())
            throw ExpressionError("operator '" + n.text + "' is not in the catalog", n.column);
        // §5.9: a shift's operands may differ in signedness, and the result has the left operand's type; the rows
        // take the left operand's scalar type as the count (and an int count for a 64-bit left operand), so a count
        // of the other signedness and the same size is converted to it first, bit for bit (§5.4.1): a negative
        // count stays out of range.
        if (n.text == "<<" || n.text == ">>") {
            const Type l = e_.nodes[size_t(n.kids[0])].type, r = e_.nodes[size_t(n.kids[1])].type;
            const bool integers = l.is_integer() && r.is_integer();
            const Scalar to = l.component_bits() == r.component_bits() ? l.scalar : Scalar::Int;
            // A row whose left operand is l itself (resolution could otherwise convert l: int64_t to uint64_t).
            auto keeps_left = [&](const std::vector<Value>& args) {
                const Overload* o = resolve(cat_, function, args).overload;
                return o && o->inputs()[0].type == l;
            };
            const std::vector<Value> as_is{make_value(l), make_value(r)};
            if (integers && !keeps_left(as_is) && r.scalar != to &&
                r.component_bits() == Type{to}.component_bits()) {
                const std::vector<Value> converted{make_value(l), make_value(r.with_scalar(to))};
                if (keeps_left(converted)) return bind(n, function, converted);
            }
        }
        bind(n, function);
    }

    void call(Node& n) {
        std::optional<Type> t = parse_type_name(n.text);
        if (!t) {
            if (cat_.overloads_of(n.text).empty())
                throw ExpressionError("unknown function '" + n.text + "' (intrinsic-lab list shows the catalog)",
                                      n.column);
            bind(n, n.text);
            return;
        }
        if (!supported_type(*t))
            throw ExpressionError("constructor " + n.text + " is not supported (scalars, vectors and float "
                                  "matrices only)", n.column);
        if (t->components() == 1) {
            if (n.kids.size() != 1 || e_.nodes[size_t(n.kids[0])].type.components() != 1)
                throw ExpressionError("constructor " + n.text + "(" + arg_types(e_, n) +
                                      ") is not supported: a scalar constructor takes one scalar", n.column);
            if (e_.nodes[size_t(n.kids[0])].type == *t) {  // float(x) of a float x: x itself (§5.4.1)
                n.type = *t;
                n.operand_types = {*t};
                return;
            }
            bind(n, n.text);
            return;
        }
        // §5.4.2: a vector from one scalar (every component) or from components enough to fill it, in order; the
        // last argument may have more than it needs ("vec3(vec4) // drops the fourth component"), but an argument
        // after the last one used is an error. A matrix takes the same, column by column, or one scalar (its
        // diagonal), or one matrix alone (resized).
        int have = 0, before_last = 0;
        bool matrix_argument = false;
        for (int k : n.kids) {
            const Type a = e_.nodes[size_t(k)].type;
            before_last = have;
            have += a.components();
            matrix_argument = matrix_argument || a.is_matrix();
        }
        n.type = *t;
        for (int k : n.kids) n.operand_types.push_back(e_.nodes[size_t(k)].type.with_scalar(t->scalar));
        n.vector_constructor = true;
        if (matrix_argument) {
            if (!t->is_matrix() || n.kids.size() != 1)
                throw ExpressionError("constructor " + n.text + "(" + arg_types(e_, n) + ") is not supported: a " +
                                          "matrix argument constructs a matrix, and is then its only argument " +
                                          "(GLSL 4.50 §5.4.2)",
                                      n.column);
            return;
        }
        if (n.kids.size() == 1 && have == 1) return;  // a vector's splat, a matrix's diagonal
        if (have < t->components() || before_last >= t->components())
            throw ExpressionError("constructor " + n.text + "(" + arg_types(e_, n) + ") has " +
                                      std::to_string(have) + " components for " + std::to_string(t->components()) +
                                      (have > t->components() ? " (an argument after the last one used)" : ""),
                                  n.column);
    }

    // §5.5: up to four component names, all from one set (xyzw, rgba, stpq), each a component the vector has. GLSL
    // 4.20 extended it to scalars ("float height; height.x; // is legal"), whose one component is x, r or s.
    void swizzle(Node& n) {
        const Type t = e_.nodes[size_t(n.kids[0])].type;
        const std::string what = "swizzle '." + n.text + "'";
        if (t.is_matrix())
            throw ExpressionError(what + " of the " + type_name(t) +
                                      " operand: only a vector's or a scalar's components are selected (a matrix's "
                                      "column is m[i], GLSL 4.50 §5.6)",
                                  n.column);
        if (t.components() == 1) n.first_version = 420;
        if (n.text.size() > 4)
            throw ExpressionError(what + " names " + std::to_string(n.text.size()) +
                                      " components; a swizzle names at most 4 (GLSL 4.50 §5.5)",
                                  n.column);
        static const std::string kSets[] = {"xyzw", "rgba", "stpq"};
        int set = -1;
        for (size_t k = 0; k < n.text.size(); ++k) {
            int in = -1;
            size_t at = std::string::npos;
            for (int s = 0; s < 3 && in < 0; ++s)
                if ((at = kSets[s].find(n.text[k])) != std::string::npos) in = s;
            const size_t column = n.column + k;
            if (in < 0)
                throw ExpressionError(what + ": '" + n.text.substr(k, 1) +
                                          "' is not a component name (x y z w, r g b a or s t p q; GLSL 4.50 §5.5)",
                                      column);
            if (set >= 0 && in != set)
                throw ExpressionError(what + " mixes the component sets " + kSets[set] + " and " + kSets[in] +
                                          " (GLSL 4.50 §5.5 allows one set per selection)",
                                      column);
            set = in;
            if (int(at) >= t.components())
                throw ExpressionError(what + " selects '" + n.text.substr(k, 1) + "', which the " + type_name(t) +
                                          " operand does not have (GLSL 4.50 §5.5)",
                                      column);
            n.components.push_back(int(at));
        }
        n.type = n.components.size() == 1 ? Type{t.scalar} : vec_of(t.scalar, int(n.components.size()));
        n.operand_types = {t};
    }

    // §5.5: a vector indexed by a constant integral expression in range (out of range is a compile-time error);
    // here the index is an integer literal. §5.6: a matrix's index selects a column, a vector of its rows.
    void index(Node& n) {
        const Type t = e_.nodes[size_t(n.kids[0])].type;
        const Node& i = e_.nodes[size_t(n.kids[1])];
        if (t.components() == 1)
            throw ExpressionError("'[ ]' of the " + type_name(t) + " operand: only a vector or a matrix is indexed",
                                  n.column);
        if (i.kind != Node::Literal || (i.type != kInt && i.type != kUint))
            throw ExpressionError("'[ ]' takes an integer literal as its index (a constant index), not " +
                                      (i.kind == Node::Literal ? "a " + type_name(i.type) + " literal"
                                                               : "an expression of type " + type_name(i.type)),
                                  i.column);
        const long long k = i.type == kInt ? i.literal.i(0) : i.literal.u(0);
        const int count = t.is_matrix() ? t.cols : t.components();
        if (k < 0 || k >= count)
            throw ExpressionError("index " + i.text + " is out of range for the " + type_name(t) + " operand (0 to " +
                                      std::to_string(count - 1) + (t.is_matrix() ? "; GLSL 4.50 §5.6)" : "; GLSL 4.50 §5.5)"),
                                  i.column);
        if (t.is_matrix()) {  // column k: components k * rows .. k * rows + rows - 1 (column-major, value.h)
            for (int r = 0; r < t.rows; ++r) n.components.push_back(int(k) * t.rows + r);
            n.type = vec_of(t.scalar, t.rows);
            n.operand_types = {t, i.type};
            return;
        }
        n.components = {int(k)};
        n.type = Type{t.scalar};
        n.operand_types = {t, i.type};
    }

    // §5.9: a scalar bool condition; the second and third operands of one type, or one converting to the other's
    // (§4.1.10), which is the result's type.
    void select(Node& n) {
        const Type c = e_.nodes[size_t(n.kids[0])].type, a = e_.nodes[size_t(n.kids[1])].type,
                   b = e_.nodes[size_t(n.kids[2])].type;
        if (c != kBool)
            throw ExpressionError("the condition of ?: has type " + type_name(c) +
                                      ": it must be a bool scalar (GLSL 4.50 §5.9)",
                                  n.column);
        Type t = a;
        if (a != b) {
            if (implicit_conversion_cost(b, a)) t = a;
            else if (implicit_conversion_cost(a, b)) t = b;
            else
                throw ExpressionError("the operands of ?: are " + type_name(a) + " and " + type_name(b) +
                                          ": neither converts to the other (GLSL 4.50 §5.9)",
                                      n.column);
        }
        n.type = t;
        n.operand_types = {kBool, t, t};
    }

    Expression& e_;
    const std::vector<Variable>& values_;
    const Catalog& cat_;
};

void emit(const Expression& e, int id, bool placeholders, std::string& s) {
    const Node& n = e.nodes[size_t(id)];
    switch (n.kind) {
        case Node::Literal: s += n.text; break;
        case Node::Variable: s += placeholders ? "{" + std::to_string(n.variable) + "}" : n.text; break;
        case Node::Unary:
            s += "(" + n.text;
            emit(e, n.kids[0], placeholders, s);
            s += ")";
            break;
        case Node::Binary:
            s += "(";
            emit(e, n.kids[0], placeholders, s);
            s += " " + n.text + " ";
            emit(e, n.kids[1], placeholders, s);
            s += ")";
            break;
        case Node::Call:
            s += n.text + "(";
            for (size_t k = 0; k < n.kids.size(); ++k) {
                if (k) s += ", ";
                emit(e, n.kids[k], placeholders, s);
            }
            s += ")";
            break;
        case Node::Swizzle:  // the operand is a name, a call or in parentheses: the '.' binds to all of it
            emit(e, n.kids[0], placeholders, s);
            s += "." + n.text;
            break;
        case Node::Index:
            emit(e, n.kids[0], placeholders, s);
            s += "[" + e.nodes[size_t(n.kids[1])].text + "]";
            break;
        case Node::Select:
            s += "(";
            emit(e, n.kids[0], placeholders, s);
            s += " ? ";
            emit(e, n.kids[1], placeholders, s);
            s += " : ";
            emit(e, n.kids[2], placeholders, s);
            s += ")";
            break;
    }
}

}  // namespace

Expression parse_expression(const std::string& text, const std::vector<Variable>& values, const Catalog& catalog) {
    Expression e;
    e.text = text;
    if (text.find_first_not_of(" \t") == std::string::npos) throw ExpressionError("the expression is empty", 1);
    Parser p(tokenize(text), e);
    e.root = p.parse();
    Checker(e, values, catalog).check(e.root);
    for (const Variable& v : values) {
        bool used = false;
        for (const Variable& u : e.variables) used |= u.name == v.name;
        if (!used) throw ExpressionError("'" + v.name + "' has a value but is not in the expression", 0);
    }
    return e;
}

std::string parenthesised(const Expression& e, bool placeholders) {
    std::string s;
    emit(e, e.root, placeholders, s);
    return s;
}

std::string node_text(const Expression& e, int id) {
    std::string s;
    emit(e, id, false, s);
    if (s.size() > 1 && s.front() == '(' && s.back() == ')') s = s.substr(1, s.size() - 2);
    return s;
}

Variable parse_assignment(const std::string& arg) {
    const size_t eq = arg.find('=');
    if (eq == std::string::npos) throw ExpressionError("expected NAME=VALUE", 1);
    std::string name = arg.substr(0, eq);
    std::optional<Type> declared;
    const size_t colon = name.find(':');
    if (colon != std::string::npos) {
        declared = parse_type_name(name.substr(colon + 1));
        if (!declared) throw ExpressionError("'" + name.substr(colon + 1) + "' is not a GLSL type", colon + 2);
        name = name.substr(0, colon);
    }
    if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_'))
        throw ExpressionError("'" + name + "' is not a variable name", 1);
    for (char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            throw ExpressionError("'" + name + "' is not a variable name", 1);
    ParseResult r = parse_literal(arg.substr(eq + 1));
    if (!r) throw ExpressionError(r.error.message, eq + 2 + r.error.column);
    Variable v{name, *r.value};
    if (declared && *declared != v.value.type) {
        std::optional<Value> c = implicit_convert(v.value, *declared);
        if (!c)
            throw ExpressionError("a " + type_name(v.value.type) + " value does not convert implicitly to " +
                                      type_name(*declared),
                                  eq + 2);
        v.value = *c;
    }
    return v;
}

}  // namespace il::expr
