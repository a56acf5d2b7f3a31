// CPU references for GLSL 4.50 §8.6 Matrix Functions. Matrices are column-major: component c * rows + r is column c,
// row r (§4.1.6). matrixCompMult and outerProduct are one correctly rounded multiply per component, transpose moves
// bits; determinant and inverse are computed in long double from the cofactors and rounded once to the type, as the
// spec leaves their precision undefined.
#include "reference/matrix.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "precision/interval.h"
#include "precision/why_text.h"
#include "reference/choices.h"

namespace il::ref {

namespace {

constexpr const char* kCompMultWhy =
    "GLSL 4.50 §8.6 matrixCompMult: Multiply matrix x by matrix y component-wise, i.e., result[i][j] is the scalar "
    "product of x[i][j] and y[i][j]; §4.7.1: a * b: Correctly rounded";
constexpr const char* kOuterWhy =
    "GLSL 4.50 §8.6 outerProduct: Treats the first parameter c as a column vector (matrix with one column) and the "
    "second parameter r as a row vector (matrix with one row) and does a linear algebraic matrix multiply c * r, "
    "yielding a matrix whose number of rows is the number of components in c and whose number of columns is the "
    "number of components in r; §4.7.1: a * b: Correctly rounded";
constexpr const char* kTransposeWhy = "GLSL 4.50 §8.6 transpose: Returns a matrix that is the transpose of m";
constexpr const char* kDeterminantWhy =
    "GLSL 4.50 §8.6 determinant: Returns the determinant of m; §4.7.1: Built-in functions not listed above and not "
    "defined as equations of the above have undefined precision. These include, for example, the trigonometric "
    "functions and determinant";
constexpr const char* kInverseWhy =
    "GLSL 4.50 §8.6 inverse: Returns a matrix that is the inverse of m. The values in the returned matrix are "
    "undefined if m is singular or poorly-conditioned (nearly singular); §4.7.1: Built-in functions not listed "
    "above and not defined as equations of the above have undefined precision";
constexpr const char* kSingularWhy =
    "m is singular or poorly-conditioned: its 1-norm condition number is infinite or at least 2^24 (2^53 for dmat), "
    "so one rounding of an entry can change the inverse completely, or its determinant is below the smallest normal "
    "value of the type, where the determinant itself may be flushed to 0";
constexpr const char* kNonFiniteWhy =
    "m has a NaN or an infinite entry, or entries so large that a product of them overflows, so some order of "
    "evaluation meets Inf - Inf (a NaN) and the spec, leaving the precision undefined, gives no value";

using LD = long double;
using Square = std::array<std::array<LD, 4>, 4>;  // [row][column]

// The bits of a single correctly rounded product a * b in type t: a float product is exact in double.
uint64_t product_bits(Type t, double a, double b) {
    return encode(t, t.scalar == Scalar::Double ? a * b : static_cast<double>(static_cast<float>(a * b)));
}

// A scalar of v's component type holding component i of v, so that evaluate_flushing can see one input value.
Value scalar_of(const Value& v, int i) {
    Value s = make_value(Type{v.type.scalar});
    s.bits[0] = v.bits[i];
    return s;
}

Square square_of(const Value& m) {
    Square a{};
    for (int c = 0; c < m.type.cols; ++c)
        for (int r = 0; r < m.type.rows; ++r) a[r][c] = m.type.scalar == Scalar::Double ? m.d(c * m.type.rows + r)
                                                                                          : m.f(c * m.type.rows + r);
    return a;
}

// The determinant of the n x n square that rows rows[0 .. n) and columns cols[0 .. n) of a make, by Laplace
// expansion along its first row; a minor is a shorter list of columns, not a copy.
LD det_of(const Square& a, const int* rows, const int* cols, int n) {
    if (n == 1) return a[rows[0]][cols[0]];
    if (n == 2) return a[rows[0]][cols[0]] * a[rows[1]][cols[1]] - a[rows[0]][cols[1]] * a[rows[1]][cols[0]];
    LD s = 0;
    for (int c = 0; c < n; ++c) {
        int rest[3];
        for (int j = 0, k = 0; j < n; ++j)
            if (j != c) rest[k++] = cols[j];
        const LD e = a[rows[0]][cols[c]];
        s += (c % 2 ? -e : e) * det_of(a, rows + 1, rest, n - 1);
    }
    return s;
}

constexpr int kInOrder[4] = {0, 1, 2, 3};

LD det(const Square& a, int n) { return det_of(a, kInOrder, kInOrder, n); }

// The determinant of the n-1 square left when row `row` and column `col` are removed.
LD minor_det(const Square& a, int n, int row, int col) {
    int rows[3], cols[3];
    for (int j = 0, r = 0, c = 0; j < n; ++j) {
        if (j != row) rows[r++] = j;
        if (j != col) cols[c++] = j;
    }
    return det_of(a, rows, cols, n - 1);
}

// A zero entry of the result as +0.0: the -0.0 that negating a zero cofactor leaves is not part of the answer.
LD unsigned_zero(LD x) { return x == 0 ? 0.0L : x; }

LD norm1(const Square& a, int n) {
    LD most = 0;
    for (int c = 0; c < n; ++c) {
        LD sum = 0;
        for (int r = 0; r < n; ++r) sum += std::fabs(a[r][c]);
        most = std::max(most, sum);
    }
    return most;
}

// No NaN or infinite entry, and no product of n entries beyond the largest finite value of the type.
bool finite_products(const Value& m, int n) {
    const LD largest = m.type.scalar == Scalar::Double ? std::numeric_limits<double>::max()
                                                       : std::numeric_limits<float>::max();
    LD most = 0;
    for (int i = 0; i < m.size(); ++i) {
        const LD v = std::fabs(static_cast<LD>(num(m, i)));
        if (!std::isfinite(v)) return false;
        most = std::max(most, v);
    }
    return std::pow(most, n) <= largest;
}

Rule precision_undefined(const char* why) {
    Rule r = precision_undefined_rule(why);
    r.denormal_flush = true;
    return r;
}

}  // namespace

namespace {

Type outer_type(const Value* in) { return mat_of(in[0].type.scalar, in[1].size(), in[0].size()); }
Type transposed_type(const Value* in) { return mat_of(in[0].type.scalar, in[0].type.rows, in[0].type.cols); }

// Component i of x times component i of y, as the one float or double multiply it is, also with each denormal
// operand flushed.
template <class C>
void matrixCompMult_lane(const Value* in, int i, C& c) {
    evaluate_flushing(c, i, in, {"x", "y"},
                      [](const Value* v, int k) { return product_bits(v[0].type, num(v[0], k), num(v[1], k)); });
    if (any_nan(in, 2, i)) c.set_undefined(i, kNanOperandWhy);
}

// Component k is column j, row i of c * r: c[i] * r[j].
template <class C>
void outerProduct_lane(const Value* in, int k, C& c) {
    const Value &col = in[0], &row = in[1];
    const Type t = c.reference().type;
    const Value pair[2] = {scalar_of(col, k % col.size()), scalar_of(row, k / col.size())};
    evaluate_flushing(c, k, pair, {"c", "r"},
                      [t](const Value* v, int) { return product_bits(t, num(v[0], 0), num(v[1], 0)); });
    if (any_nan(pair, 2, 0)) c.set_undefined(k, kNanOperandWhy);
}

// Component k of the transpose (column c, row r of an n-row result) is row c, column r of m: bits moved, nothing
// computed.
template <class C>
void transpose_lane(const Value* in, int k, C& c) {
    const Value& m = in[0];
    const int rows = m.type.cols;  // the result's rows
    c.reference().bits[k] = m.bits[(k % rows) * m.type.rows + k / rows];
}

}  // namespace

IL_DEFINE_CHOICES(matrixCompMult, 2, nullptr, "x[i][j] * y[i][j], rounded to nearest", kCompMultWhy)
IL_DEFINE_CHOICES(outerProduct, 2, outer_type, "c[i] * r[j], rounded to nearest", kOuterWhy)
IL_DEFINE_CHOICES(transpose, 1, transposed_type, "", kTransposeWhy)

namespace {

// The determinant's one component: its exact value (long double cofactors), and precision undefined, or undefined
// where a product of entries is not finite. The bound carries no sentence: the reference writes the rule's.
LD determinant_value(const Value* in, int) { return unsigned_zero(det(square_of(in[0]), in[0].type.cols)); }
Bound determinant_bound(const Value* in, int, const Value&) {
    return finite_products(in[0], in[0].type.cols) ? precision_undefined_bound("") : undefined_bound("");
}
Type scalar_result(const Value* in) { return Type{in[0].type.scalar}; }

}  // namespace

void determinant(const Value* in, Expected* out) {
    Value d = make_value(scalar_result(in));
    set_rounded(d, 0, determinant_value(in, 0));
    out[0].reference = d;
    out[0].rule = determinant_bound(in, 0, d).kind == Bound::Undefined
                      ? undefined_rule(join_why({kDeterminantWhy, kNonFiniteWhy}))
                      : precision_undefined(kDeterminantWhy);
}

const Lanes determinant_lanes{1, determinant_value, determinant_bound, kDeterminantWhy, determinant, false, nullptr,
                              scalar_result};

namespace {

// The inverse of m (the transposed cofactors over the determinant, in long double) and why it may be undefined: one
// computation per matrix, which every component's lane reads. Kept per thread for the last two matrices asked for:
// the lanes of one case come one after another, and the bulk judge asks for a case with a denormal entry both as
// given and with its denormals flushed, component by component.
struct InverseOf {
    Value m;
    Square b{};  // [row][column]
    const char* undefined = nullptr;  // kNonFiniteWhy, kSingularWhy, or null: precision undefined
};

const InverseOf& inverse_of(const Value& m) {
    thread_local std::array<InverseOf, 2> memo;
    thread_local size_t older = 0;
    for (const InverseOf& e : memo)
        if (e.m == m) return e;
    InverseOf& last = memo[older];
    older ^= 1;
    last.m = m;
    const int n = m.type.cols;
    const Square a = square_of(m);
    const LD d = det(a, n);
    Square& b = last.b;
    b = Square{};
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const LD minor = minor_det(a, n, r, c);
            b[c][r] = unsigned_zero(((r + c) % 2 ? -minor : minor) / d);
        }
    const bool dbl = m.type.scalar == Scalar::Double;
    const LD condition = d == 0 ? std::numeric_limits<LD>::infinity() : norm1(a, n) * norm1(b, n);
    const LD smallest_normal = dbl ? std::numeric_limits<double>::min() : std::numeric_limits<float>::min();
    last.undefined = !finite_products(m, n) ? kNonFiniteWhy
                     : !(condition < std::ldexp(1.0L, dbl ? 53 : 24)) || std::fabs(d) < smallest_normal ? kSingularWhy
                                                                                                           : nullptr;
    return last;
}

// Component i (column i / n, row i % n) of the inverse, and its bound: precision undefined, or undefined. The bound
// carries no sentence: the reference writes the rule's.
LD inverse_value(const Value* in, int i) {
    const int n = in[0].type.rows;
    return inverse_of(in[0]).b[i % n][i / n];
}
Bound inverse_bound(const Value* in, int, const Value&) {
    return inverse_of(in[0]).undefined ? undefined_bound("") : precision_undefined_bound("");
}

}  // namespace

void inverse(const Value* in, Expected* out) {
    const Value& m = in[0];
    Value inv = make_value(m.type);
    for (int i = 0; i < m.size(); ++i) set_rounded(inv, i, inverse_value(in, i));
    out[0].reference = inv;
    const char* undefined = inverse_of(m).undefined;
    out[0].rule = undefined ? undefined_rule(join_why({kInverseWhy, undefined})) : precision_undefined(kInverseWhy);
}

const Lanes inverse_lanes{1, inverse_value, inverse_bound, kInverseWhy, inverse};

}  // namespace il::ref
