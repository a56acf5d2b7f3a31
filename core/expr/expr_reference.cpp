#include "expr/expr_reference.h"

#include <algorithm>
#include <bit>
#include <cfenv>
#include <cmath>
#include <map>

#include "compare/compare.h"
#include "engine/evaluate.h"
#include "precision/interval.h"
#include "precision/why_text.h"
#include "value/literal.h"

namespace il::expr {
namespace {

constexpr long double kInf = std::numeric_limits<long double>::infinity();
// A set of more distinct values than this is kept as the interval around them.
constexpr size_t kMaxDiscrete = 16;
// A rule's interval of at most this many values (a correctly rounded step: the exact result's two neighbours) is kept
// as those values; a wider one (a / b's 2.5 ULP, a built-in's bound) as an interval.
constexpr size_t kMaxDiscreteInterval = 2;
// The most values of one operand's set a definition is evaluated at, and the most evaluations of one operation.
constexpr size_t kMaxChoices = 64, kMaxEvaluations = 4096;

constexpr const char* kExprWhy =
    "each operation by its catalog definition: + - * correctly rounded, / within 2.5 ULP (GLSL 4.50 §4.7.1), "
    "integer operations exact (§4.1.3, §5.9), swizzles, indices and ?: exact (§5.5, §5.9), built-ins by their own "
    "bounds (§8); a set of operand values carried through the later operations";

// What one component of a quantity may be: some discrete values (bits of the component's type), or every value of
// the type in [lo, hi]; or undefined (the spec allows any result).
struct Comp {
    std::vector<uint64_t> values;
    bool range = false;
    long double lo = 0, hi = 0;
    bool nan = false;  // with range: a NaN is allowed too
    bool undefined = false;
};

// One node's value: the reference (every operation taking its reference result) and the set per component.
struct Quant {
    Value ref;
    std::vector<Comp> c;
    std::string why;  // the spec sentences behind undefined components
    bool exact() const {
        for (size_t i = 0; i < c.size(); ++i)
            if (c[i].undefined || c[i].range || c[i].values.size() != 1 || c[i].values[0] != ref.bits[i]) return false;
        return true;
    }
};

Value scalar(Scalar s, uint64_t bits) {
    Value v = make_value(Type{s});
    v.bits[0] = bits;
    return v;
}

long double ld_of(Scalar s, uint64_t bits) {
    switch (s) {
        case Scalar::Float:
        case Scalar::Double: return component_ld(scalar(s, bits), 0);
        case Scalar::Int: return static_cast<int32_t>(static_cast<uint32_t>(bits));
        case Scalar::Uint: return static_cast<uint32_t>(bits);
        default: return bits != 0;
    }
}

uint64_t bits_of(Scalar s, long double x) {
    Value v = make_value(Type{s});
    if (s == Scalar::Float || s == Scalar::Double) set_rounded(v, 0, x);
    else if (s == Scalar::Int) v.set_i(0, static_cast<int32_t>(x));
    else if (s == Scalar::Uint) v.set_u(0, static_cast<uint32_t>(x));
    else v.set_b(0, x != 0);
    return v.bits[0];
}

bool is_float(Scalar s) { return s == Scalar::Float || s == Scalar::Double; }

Quant exact_quant(const Value& v) {
    Quant q;
    q.ref = v;
    q.c.resize(size_t(v.size()));
    for (int i = 0; i < v.size(); ++i) q.c[size_t(i)].values = {v.bits[i]};
    return q;
}

void add_value(Comp& c, uint64_t bits) {
    if (std::find(c.values.begin(), c.values.end(), bits) == c.values.end()) c.values.push_back(bits);
}

// Makes c a range holding everything it held.
void widen(Comp& c, Scalar s) {
    if (c.range) return;
    long double lo = kInf, hi = -kInf;
    for (uint64_t b : c.values) {
        const long double x = ld_of(s, b);
        if (std::isnan(x)) { c.nan = true; continue; }
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    c.range = true;
    c.lo = lo;
    c.hi = hi;
    c.values.clear();
}

void merge(Comp& into, const Comp& from, Scalar s) {
    into.undefined |= from.undefined;
    if (!into.range && !from.range) {
        for (uint64_t b : from.values) add_value(into, b);
        if (into.values.size() <= kMaxDiscrete) return;
    }
    widen(into, s);
    Comp f = from;
    widen(f, s);
    into.lo = std::min(into.lo, f.lo);
    into.hi = std::max(into.hi, f.hi);
    into.nan |= f.nan;
}

std::vector<uint64_t> choices(const Comp& c, Scalar s);

// The set a row's reference and rule give for its output (precision/rule.h's kinds, component by component).
Quant from_expected(const Expected& e) {
    const Value& r = e.reference;
    const Scalar s = r.type.scalar;
    Quant q;
    q.ref = r;
    q.c.resize(size_t(r.size()));
    const Rule& rule = e.rule;
    for (int i = 0; i < r.size(); ++i) {
        Comp& c = q.c[size_t(i)];
        if (rule.kind == RuleKind::Undefined || (rule.undefined_components >> i & 1)) {
            c.undefined = true;
            q.why = rule.why.str();
            continue;
        }
        c.values = {r.bits[i]};
        switch (rule.kind) {
            case RuleKind::AnyOf:
                for (const Value& a : rule.alternatives) add_value(c, a.bits[i]);
                break;
            case RuleKind::Ulp: {
                if (std::isinf(rule.ulp) || is_nan(r, i)) {
                    c.values.clear();
                    c.range = true;
                    c.lo = -kInf;
                    c.hi = kInf;
                    c.nan = std::isinf(rule.ulp);
                    break;
                }
                // The values within rule.ulp steps of the reference, as the judge counts ULP distance.
                Value v = r;
                Value w = r;
                for (int k = 0; k < static_cast<int>(rule.ulp); ++k) {
                    if (s == Scalar::Double) {
                        v.set_d(i, std::nextafter(v.d(i), -INFINITY));
                        w.set_d(i, std::nextafter(w.d(i), INFINITY));
                    } else {
                        v.set_f(i, std::nextafter(v.f(i), -INFINITY));
                        w.set_f(i, std::nextafter(w.f(i), INFINITY));
                    }
                }
                c.values.clear();
                c.range = true;
                c.lo = component_ld(v, i);
                c.hi = component_ld(w, i);
                break;
            }
            case RuleKind::Interval: {
                if (is_nan(rule.lo, i) || is_nan(rule.hi, i)) break;
                c.values.clear();
                c.range = true;
                c.lo = std::min(ld_of(s, rule.lo.bits[i]), ld_of(s, r.bits[i]));
                c.hi = std::max(ld_of(s, rule.hi.bits[i]), ld_of(s, r.bits[i]));
                // A correctly rounded step's two neighbours stay two values, so that what follows is evaluated at
                // each (a * b's two roundings, each minus c) rather than over the interval between them.
                std::vector<uint64_t> few = choices(c, s);
                if (!few.empty() && few.size() <= kMaxDiscreteInterval) {
                    c.range = false;
                    c.values = {r.bits[i]};
                    for (uint64_t b : few) add_value(c, b);
                }
                break;
            }
            default: break;
        }
        if (rule.denormal_flush && r.type.is_float()) {
            bool denormal = is_denormal(r, i);
            for (const Value& a : rule.alternatives) denormal |= is_denormal(a, i);
            if (denormal) {
                Comp z;
                z.values = {bits_of(s, 0.0L), bits_of(s, -0.0L)};
                merge(c, z, s);
            }
        }
    }
    return q;
}

// Component i of a quantity whose scalar operand is shared by every component.
size_t lane(const Quant& q, int i) { return q.c.size() == 1 ? 0 : size_t(i); }

// Every value of a component's set, or empty when there are more than kMaxChoices.
std::vector<uint64_t> choices(const Comp& c, Scalar s) {
    if (!c.range) return c.values;
    std::vector<uint64_t> out;
    if (c.nan) out.push_back(bits_of(s, NAN));
    if (!(c.lo <= c.hi)) return out;
    if (!is_float(s)) {
        if (c.hi - c.lo >= kMaxChoices) return {};
        for (long double x = c.lo; x <= c.hi; ++x) out.push_back(bits_of(s, x));
        return out;
    }
    for (long double x = c.lo;;) {
        if (out.size() >= kMaxChoices) return {};
        if (x == 0) {
            out.push_back(bits_of(s, -0.0L));
            out.push_back(bits_of(s, 0.0L));
        } else {
            out.push_back(bits_of(s, x));
        }
        if (x >= c.hi || std::isinf(x)) break;
        Value v = scalar(s, bits_of(s, x));
        if (s == Scalar::Double) v.set_d(0, std::nextafter(v.d(0), INFINITY));
        else v.set_f(0, std::nextafter(v.f(0), INFINITY));
        x = component_ld(v, 0);
    }
    return out;
}

// A set as an interval of reals for the interval arithmetic: denormals also as the zero they may be flushed to, as
// iv::input does, and a NaN as an undefined result's cause.
Interval interval_of(const Comp& c, Scalar s) {
    Comp w = c;
    widen(w, s);
    Interval r{w.lo, w.hi, 0};
    if (w.nan) r = {-kInf, kInf, Interval::kNanInput};
    const long double m = format_of_width(s == Scalar::Double ? 64 : 32).min_normal();
    if (r.lo < m && r.lo > -m) r.lo = std::min(r.lo, 0.0L), r.hi = std::max(r.hi, 0.0L);
    if (r.hi < m && r.hi > -m) r.lo = std::min(r.lo, 0.0L), r.hi = std::max(r.hi, 0.0L);
    return r;
}

Comp comp_of(const Interval& r) {
    Comp c;
    Bound b = bound_of(r);
    if (b.kind == Bound::Undefined) {
        c.undefined = true;
        return c;
    }
    c.range = true;
    c.lo = b.kind == Bound::Range ? b.lo : -kInf;
    c.hi = b.kind == Bound::Range ? b.hi : kInf;
    c.nan = b.kind != Bound::Range;
    return c;
}

// x * y + z with one rounding (glibc's fma and fmaf are correctly rounded in every rounding mode). The operands go
// through volatile variables and the result into one, so that the compiler neither merges the calls of different
// modes nor moves them past fesetround.
uint64_t fused_round(Scalar s, long double x, long double y, long double z, int mode) {
    std::fesetround(mode);
    uint64_t bits;
    if (s == Scalar::Double) {
        volatile double a = double(x), b = double(y), c = double(z);
        volatile double r = std::fma(a, b, c);
        bits = double_bits(r);
    } else {
        volatile float a = float(x), b = float(y), c = float(z);
        volatile float r = std::fma(a, b, c);
        bits = float_bits(r);
    }
    std::fesetround(FE_TONEAREST);
    return bits;
}

// §5.5: the components `which` of q, in order: exact, no rounding. An operand shared by every component (a scalar
// operand of a vector operation, `lane`) is kept as it is when `shared`.
Quant pick(const Quant& q, const std::vector<int>& which, bool shared = false) {
    if (shared && q.c.size() == 1) return q;
    const Scalar s = q.ref.type.scalar;
    Quant r;
    r.ref = make_value(which.size() == 1 ? Type{s} : vec_of(s, int(which.size())));
    for (size_t k = 0; k < which.size(); ++k) {
        r.ref.bits[k] = q.ref.bits[size_t(which[k])];
        r.c.push_back(q.c[size_t(which[k])]);
        if (r.c.back().undefined) r.why = q.why;  // the reason of an undefined component, not of another
    }
    return r;
}

// The product a * b + c would fuse with when node `id` is one, or a selection of one's components ((a * b).x,
// (a * b)[1]: each selected component is a product of the operands' components); -1 otherwise. `chain`: the
// selections from the product outwards.
int product_under(const Expression& e, int id, std::vector<int>* chain = nullptr) {
    std::vector<int> sel;
    for (;;) {
        const Node& k = e.nodes[size_t(id)];
        if (k.kind == Node::Swizzle || k.kind == Node::Index) {
            sel.push_back(id);
            id = k.kids[0];
            continue;
        }
        // A matrix product is a sum of products per component (§5.10), covered by its row's own bound: no a * b.
        if (k.kind != Node::Binary || k.text != "*" || !k.row || k.operand_types[0].is_matrix() ||
            k.operand_types[1].is_matrix())
            return -1;
        if (chain) *chain = std::vector<int>(sel.rbegin(), sel.rend());
        return id;
    }
}

bool undefined_operand(const std::vector<Quant>& ops, Quant& q) {
    for (const Quant& o : ops)
        for (const Comp& c : o.c)
            if (c.undefined) {
                for (Comp& r : q.c) r = Comp{}, r.undefined = true;
                q.why = o.why;
                return true;
            }
    return false;
}

class Evaluator {
public:
    Evaluator(const Expression& e, const Catalog& cat, int glsl) : e_(e), cat_(cat), glsl_(glsl) {}
    std::map<int, int> fuse;  // node id of a contraction point -> 1: its left product fused, 2: its right

    Quant eval(int id) {
        const Node& n = e_.nodes[size_t(id)];
        switch (n.kind) {
            case Node::Literal: return exact_quant(n.literal);
            case Node::Variable: return exact_quant(e_.variables[size_t(n.variable)].value);
            case Node::Swizzle:
            case Node::Index: return pick(eval(n.kids[0]), n.components);
            case Node::Select: return selection(n);
            default: break;
        }
        auto f = fuse.find(id);
        if (f != fuse.end() && f->second) return fused(n, f->second);
        std::vector<Quant> ops;
        for (size_t k = 0; k < n.kids.size(); ++k) {
            // A vector constructor converts its operands itself, component by component.
            const Type t = n.vector_constructor ? e_.nodes[size_t(n.kids[k])].type : n.operand_types[k];
            ops.push_back(convert(eval(n.kids[k]), t, n));
        }
        if (n.vector_constructor) return construct(n, ops);
        if (!n.row) return ops[0];  // float(x) of a float x
        return apply(*n.row, ops, n);
    }

private:
    // §4.1.10's implicit conversion, component by component through the conversion constructor's row (§4.1.10:
    // "the conversion is the same as the constructor's", §5.4.1).
    Quant convert(const Quant& q, Type to, const Node& n) {
        if (q.ref.type == to) return q;
        const Scalar from = q.ref.type.scalar;
        Quant r;
        r.ref = make_value(to);
        r.why = q.why;
        for (size_t j = 0; j < q.c.size(); ++j) {
            Quant one = convert_scalar(component(q, j), from, to.scalar, n);
            if (!one.why.empty()) r.why = one.why;
            r.ref.bits[j] = one.ref.bits[0];
            r.c.push_back(one.c[0]);
        }
        return r;
    }

    static Quant component(const Quant& q, size_t j) {
        Quant one;
        one.ref = scalar(q.ref.type.scalar, q.ref.bits[j]);
        one.c = {q.c[j]};
        one.why = q.why;
        return one;
    }

    Quant convert_scalar(const Quant& one, Scalar from, Scalar to, const Node& n) {
        if (from == to) return one;
        for (const Overload* o : cat_.overloads_of(type_name(Type{to})))
            if (o->inputs().size() == 1 && o->inputs()[0].type == Type{from}) return apply(*o, {one}, n);
        throw ExpressionError("no conversion row " + type_name(Type{to}) + "(" + type_name(Type{from}) + ")",
                              n.column);
    }

    // §5.4.2's constructors, each component converted as its scalar constructor converts it (§5.4.1): the operands'
    // components in order, a matrix's column by column (component col · rows + row), up to the last one the result
    // takes; a vector's one scalar in every component; a matrix's one scalar on its diagonal, exact zeros elsewhere;
    // a matrix from a matrix, its components where both have them and the identity's elsewhere.
    Quant construct(const Node& n, const std::vector<Quant>& ops) {
        const Scalar to = n.type.scalar;
        Quant r;
        r.ref = make_value(n.type);
        const int rows = n.type.rows, cols = n.type.cols, want = n.type.components();
        auto put = [&](int k, const Quant& one) {
            if (!one.why.empty()) r.why = one.why;
            r.ref.bits[k] = one.ref.bits[0];
            r.c[size_t(k)] = one.c[0];
        };
        auto converted = [&](const Quant& q, int j) {
            return convert_scalar(component(q, size_t(j)), q.ref.type.scalar, to, n);
        };
        // 0.0 or 1.0 of a float matrix (the only matrices an expression takes, supported_type).
        auto constant = [&](float x) { return exact_quant(scalar(to, std::bit_cast<uint32_t>(x))); };
        r.c.resize(size_t(want));
        const Type from = ops[0].ref.type;
        const bool diagonal = n.type.is_matrix() && ops.size() == 1 && from.components() == 1;
        if (diagonal || from.is_matrix()) {  // the parser takes a matrix argument only alone, into a matrix
            const Quant& m = ops[0];
            const int m_rows = diagonal ? 0 : from.rows, m_cols = diagonal ? 0 : from.cols;
            for (int col = 0; col < cols; ++col)
                for (int row = 0; row < rows; ++row) {
                    const int k = col * rows + row;
                    if (diagonal) put(k, col == row ? converted(m, 0) : constant(0.0f));
                    else if (col < m_cols && row < m_rows) put(k, converted(m, col * m_rows + row));
                    else put(k, constant(col == row ? 1.0f : 0.0f));
                }
            return r;
        }
        int k = 0;
        for (size_t a = 0; a < ops.size() && k < want; ++a)
            for (int j = 0, n_a = int(ops[a].c.size()); j < n_a && k < want; ++j) put(k++, converted(ops[a], j));
        for (; k < want; ++k) put(k, component(r, 0));  // a vector's splat
        return r;
    }

    // §5.9: c ? a : b is a or b, exactly. Both operands are evaluated here (the reference never runs the other's
    // side effects, there being none) but only the chosen one's set is the result: an undefined or NaN value of the
    // other does not reach it. A condition that may be either (an operand set on both sides of a comparison) allows
    // either operand's values.
    Quant selection(const Node& n) {
        const Quant c = eval(n.kids[0]);
        const Quant a = convert(eval(n.kids[1]), n.operand_types[1], n);
        const Quant b = convert(eval(n.kids[2]), n.operand_types[2], n);
        Quant undefined;
        undefined.ref = make_value(n.type);
        undefined.c.resize(size_t(n.type.components()));
        if (undefined_operand({c}, undefined)) return undefined;  // an undefined condition: every component
        bool may_true = false, may_false = false;
        for (uint64_t v : choices(c.c[0], Scalar::Bool)) (v ? may_true : may_false) = true;
        if (may_true != may_false) return may_true ? a : b;
        Quant q = c.ref.bits[0] ? a : b;
        const Quant& other = c.ref.bits[0] ? b : a;
        for (size_t i = 0; i < q.c.size(); ++i) merge(q.c[i], other.c[i], n.type.scalar);
        if (q.why.empty()) q.why = other.why;
        return q;
    }

    // Component-wise + - * / only: a matrix product (§5.10, m * v a vector too) is a sum of products per component.
    static bool interval_op(const Overload& o) {
        const std::string& f = o.function;
        for (const Param& p : o.inputs())
            if (p.type.is_matrix()) return false;
        return o.ret && o.ret->is_float() && !o.ret->is_matrix() &&
               (f == "operator+" || f == "operator-" || f == "operator*" || f == "operator/");
    }

    Quant apply(const Overload& row, const std::vector<Quant>& ops, const Node& n) {
        std::vector<Value> refs;
        for (const Quant& o : ops) refs.push_back(o.ref);
        Quant q = from_expected(reference_for(row, refs, glsl_)[0]);
        bool all_exact = true;
        for (const Quant& o : ops) all_exact &= o.exact();
        if (all_exact || undefined_operand(ops, q)) return q;
        const Scalar s = row.ret->scalar;
        bool some_range = false;
        for (const Quant& o : ops)
            for (const Comp& c : o.c) some_range |= c.range;
        // An interval operand of + - * /: §4.7.1's interval arithmetic; a few values: each, by the definition.
        if (interval_op(row) && some_range) {
            const Precision p = precision_of(s);
            for (int i = 0; i < int(q.c.size()); ++i) {
                Interval a = interval_of(ops[0].c[lane(ops[0], i)], ops[0].ref.type.scalar);
                if (ops.size() == 1) {
                    q.c[size_t(i)] = comp_of(iv::neg(a));
                    continue;
                }
                Interval b = interval_of(ops[1].c[lane(ops[1], i)], ops[1].ref.type.scalar);
                const std::string& f = row.function;
                Interval r = f == "operator+"   ? iv::add(a, b, p)
                             : f == "operator-" ? iv::sub(a, b, p)
                             : f == "operator*" ? iv::mul(a, b, p)
                                                : iv::div(a, b, p);
                q.c[size_t(i)] = comp_of(r);
                if (q.c[size_t(i)].undefined) q.why = bound_of(r).note;
            }
            return q;
        }
        // Every other operation: its definition at each combination of its operands' values.
        struct Slot {
            size_t op, comp;
            std::vector<uint64_t> values;
        };
        std::vector<Slot> slots;
        size_t total = 1;
        for (size_t k = 0; k < ops.size(); ++k)
            for (size_t j = 0; j < ops[k].c.size(); ++j) {
                std::vector<uint64_t> v = choices(ops[k].c[j], ops[k].ref.type.scalar);
                if (v.empty())
                    throw ExpressionError("operand " + std::to_string(k + 1) + " of '" + n.text +
                                              "' is known only within an interval of more than " +
                                              std::to_string(kMaxChoices) +
                                              " values; the reference evaluates this operation at each value",
                                          n.column);
                total *= v.size();
                if (total > kMaxEvaluations)
                    throw ExpressionError("the operands of '" + n.text + "' have more than " +
                                              std::to_string(kMaxEvaluations) + " combinations of allowed values",
                                          n.column);
                slots.push_back({k, j, std::move(v)});
            }
        std::vector<size_t> at(slots.size(), 0);
        for (size_t count = 0; count < total; ++count) {
            std::vector<Value> in = refs;
            for (size_t s2 = 0; s2 < slots.size(); ++s2) in[slots[s2].op].bits[slots[s2].comp] = slots[s2].values[at[s2]];
            Quant one = from_expected(reference_for(row, in, glsl_)[0]);
            for (size_t i = 0; i < q.c.size(); ++i) merge(q.c[i], one.c[i], s);
            if (!one.why.empty()) q.why = one.why;
            for (size_t s2 = 0; s2 < slots.size(); ++s2) {  // the next combination
                if (++at[s2] < slots[s2].values.size()) break;
                at[s2] = 0;
            }
        }
        return q;
    }

    // a * b + c as one fused operation: the product exact, one rounding (fma's reference value, §8.3), for every
    // allowed operand value and, for a denormal operand, also its flushed zero (§4.7.1). side 1: the left operand
    // is the product; 2: the right. a * b - c is fma(a, b, -c) and c - a * b is fma(-a, b, c): negation is exact.
    // A selection of the product's components ((a * b).x + c) fuses each selected component: the operands' same
    // components.
    Quant fused(const Node& n, int side) {
        std::vector<int> chain;
        const Node& prod = e_.nodes[size_t(product_under(e_, n.kids[size_t(side - 1)], &chain))];
        Quant a = convert(eval(prod.kids[0]), prod.operand_types[0], prod);
        Quant b = convert(eval(prod.kids[1]), prod.operand_types[1], prod);
        for (int id : chain) {
            a = pick(a, e_.nodes[size_t(id)].components, true);
            b = pick(b, e_.nodes[size_t(id)].components, true);
        }
        Quant c = convert(eval(n.kids[size_t(2 - side)]), n.operand_types[size_t(2 - side)], n);
        const bool negate_c = n.text == "-" && side == 1, negate_a = n.text == "-" && side == 2;
        const Scalar s = n.type.scalar;
        Quant q;
        q.ref = make_value(n.type);
        q.c.resize(size_t(n.type.components()));
        auto value = [&](Scalar t, uint64_t bits, bool neg) {
            long double x = ld_of(t, bits);
            return neg ? -x : x;
        };
        auto fma_bits = [&](uint64_t x, uint64_t y, uint64_t z, int mode = FE_TONEAREST) {
            const long double X = value(s, x, negate_a), Y = value(s, y, false), Z = value(s, z, negate_c);
            return fused_round(s, X, Y, Z, mode);
        };
        const bool all_discrete = [&] {
            for (const Quant* o : {&a, &b, &c})
                for (const Comp& k : o->c)
                    if (k.range) return false;
            return true;
        }();
        const int width = s == Scalar::Double ? 64 : 32;
        for (int i = 0; i < n.type.components(); ++i)
            q.ref.bits[i] = fma_bits(a.ref.bits[lane(a, i)], b.ref.bits[lane(b, i)], c.ref.bits[lane(c, i)]);
        if (undefined_operand({a, b, c}, q)) return q;
        for (int i = 0; i < n.type.components(); ++i) {
            const Comp &ca = a.c[lane(a, i)], &cb = b.c[lane(b, i)], &cc = c.c[lane(c, i)];
            Comp& r = q.c[size_t(i)];
            if (all_discrete) {
                const uint64_t sign = uint64_t{1} << (width - 1);
                auto with_flush = [&](const Comp& k) {  // a denormal also as the zero of its sign
                    std::vector<uint64_t> v = k.values;
                    for (uint64_t x : k.values)
                        if (denormal_bits(x, width)) v.push_back(x & sign);
                    return v;
                };
                Comp acc;
                for (uint64_t x : with_flush(ca))
                    for (uint64_t y : with_flush(cb))
                        for (uint64_t z : with_flush(cc)) {
                            if (nan_bits(x, width) || nan_bits(y, width) || nan_bits(z, width)) {
                                acc.undefined = true;  // a NaN operand, as the operator rows say
                                q.why = kNanInputWhy;
                                continue;
                            }
                            // One rounding, to nearest or (§4.7.1: the rounding mode "must not affect the
                            // result by more than 1 ULP") to either neighbour.
                            const uint64_t f = fma_bits(x, y, z);
                            if (nan_bits(f, width)) {  // 0 * Inf or Inf - Inf: undefined, as fma's row says
                                acc.undefined = true;
                                q.why = kIeeeNanWhy;
                                continue;
                            }
                            Comp one;
                            one.values = {f};
                            add_value(one, fma_bits(x, y, z, FE_DOWNWARD));
                            add_value(one, fma_bits(x, y, z, FE_UPWARD));
                            if (denormal_bits(f, width)) one.values.push_back(f & sign);
                            merge(acc, one, s);
                        }
                r = acc;
                continue;
            }
            // A set operand: the exact product lies inside the correctly rounded product's interval, so the fused
            // result lies inside the interval of that interval plus c, rounded once more (what iv::sum says of a
            // fused a * b + c).
            const Precision p = precision_of(s);
            Interval ia = interval_of(ca, s), ib = interval_of(cb, s), ic = interval_of(cc, s);
            if (negate_a) ia = iv::neg(ia);
            Interval prodi = iv::mul(ia, ib, p);
            Interval res = negate_c ? iv::sub(prodi, ic, p) : iv::add(prodi, ic, p);
            r = comp_of(res);
            if (r.undefined) q.why = bound_of(res).note;
        }
        return q;
    }

    const Expression& e_;
    const Catalog& cat_;
    int glsl_;  // the profile's #version (Expected::glsl)
};

// A contraction point: a float + or - one of whose operands is a float product of the same type (the fused form
// then has the same operands and type). Returns the sides that may fuse (bit 1: left, bit 2: right).
int fusable_sides(const Expression& e, const Node& n) {
    if (n.kind != Node::Binary || (n.text != "+" && n.text != "-") || !n.row || !n.type.is_float()) return 0;
    int sides = 0;
    for (int side = 1; side <= 2; ++side) {
        const Node& k = e.nodes[size_t(n.kids[size_t(side - 1)])];
        if (product_under(e, n.kids[size_t(side - 1)]) >= 0 && k.type == n.type &&
            n.operand_types[size_t(side - 1)] == n.type)
            sides |= side;
    }
    return sides;
}

Expected expected_of(const Quant& q) {
    Expected e;
    e.name = "return";
    e.reference = q.ref;
    const Scalar s = q.ref.type.scalar;
    bool all_undefined = true, all_exact = true, all_discrete = true;
    uint32_t undefined = 0;
    size_t most = 1;
    for (size_t i = 0; i < q.c.size(); ++i) {
        const Comp& c = q.c[i];
        all_undefined &= c.undefined;
        if (c.undefined) { undefined |= 1u << i; continue; }
        all_exact &= !c.range && c.values.size() == 1 && c.values[0] == q.ref.bits[i];
        all_discrete &= !c.range;
        if (!c.range) most = std::max(most, c.values.size());
    }
    const std::string why = join_why({kExprWhy, q.why});
    if (all_undefined) {
        e.rule = undefined_rule(why);
        return e;
    }
    if (all_exact) {
        e.rule = exact_rule(why);
    } else if (all_discrete) {
        e.rule.kind = RuleKind::AnyOf;
        e.rule.why = why;
        for (size_t k = 1; k < most; ++k) {  // values[0] is the reference
            Value v = q.ref;
            for (size_t i = 0; i < q.c.size(); ++i)
                if (!q.c[i].undefined) v.bits[i] = q.c[i].values[std::min(k, q.c[i].values.size() - 1)];
            e.rule.alternatives.push_back(v);
            e.rule.labels.push_back("allowed value");
        }
    } else {
        e.rule.kind = RuleKind::Interval;
        e.rule.why = why;
        e.rule.lo = e.rule.hi = q.ref;
        for (size_t i = 0; i < q.c.size(); ++i) {
            if (q.c[i].undefined) continue;
            Comp w = q.c[i];
            widen(w, s);
            if (!(w.lo <= w.hi)) continue;  // only NaN: the reference's NaN
            e.rule.lo.bits[i] = bits_of(s, w.lo);
            e.rule.hi.bits[i] = bits_of(s, w.hi);
        }
    }
    e.rule.undefined_components = undefined;
    return e;
}

}  // namespace

std::vector<Alternative> reference_alternatives(const Expression& e, bool precise, int glsl) {
    const Catalog& cat = Catalog::get();
    std::vector<int> points;
    std::vector<std::vector<int>> options;  // per point: 0 (unfused) and each fusable side
    if (!precise)
        for (size_t id = 0; id < e.nodes.size(); ++id) {
            const int sides = fusable_sides(e, e.nodes[id]);
            if (!sides) continue;
            points.push_back(int(id));
            options.push_back({0});
            if (sides & 1) options.back().push_back(1);
            if (sides & 2) options.back().push_back(2);
        }
    size_t total = 1;
    for (const auto& o : options) {
        total *= o.size();
        if (total > kMaxAlternatives)
            throw ExpressionError("more than " + std::to_string(kMaxAlternatives) +
                                      " ways to contract a * b + c in this expression (use --precise)",
                                  0);
    }
    std::vector<Alternative> out;
    std::vector<size_t> at(points.size(), 0);
    for (size_t v = 0; v < total; ++v) {
        Evaluator ev(e, cat, glsl);
        std::string label;
        for (size_t k = 0; k < points.size(); ++k) {
            const int side = options[k][at[k]];
            ev.fuse[points[k]] = side;
            if (side)
                label += (label.empty() ? "" : ", ") +
                         node_text(e, e.nodes[size_t(points[k])].kids[size_t(side - 1)]);
        }
        // One way to fuse: "fused"; more: which products are kept exact.
        if (label.empty()) label = "unfused";
        else if (total == 2) label = "fused";
        else label = "fused (" + label + ")";
        out.push_back({label, expected_of(ev.eval(e.root))});
        for (size_t k = 0; k < points.size(); ++k) {
            if (++at[k] < options[k].size()) break;
            at[k] = 0;
        }
    }
    return out;
}

}  // namespace il::expr
