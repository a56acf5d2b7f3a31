// CPU references for the GLSL 4.50 §5.10 linear algebraic multiply: matrix * vector, vector * matrix and
// matrix * matrix. Each result component is the dot product of a row of the left operand and a column of the right
// one, with §8.5 dot's reference and bound (reference/geometric.h).
#include <vector>

#include "reference/geometric.h"
#include "reference/operators.h"

namespace il::ref::op {

namespace {

constexpr const char* kMatrixWhy =
    "GLSL 4.50 §5.10: m * v, v * m and m * m perform a linear algebraic multiply: each component of the result is "
    "the inner product of a row of the left operand and a column of the right operand (a vector on the left is a "
    "row, on the right a column); §4.7.1: a + b, a * b: Correctly rounded; a * b + c: Correctly rounded single "
    "operation or sequence of two correctly rounded operations (bounded as dot: interval arithmetic over the "
    "products and their sums in every order)";

// An operand as rows x cols, column-major (§4.1.6): a vector is one row on the left of *, one column on the right.
struct Grid {
    const Value& v;
    int rows, cols;
    uint64_t at(int r, int c) const { return v.bits[c * rows + r]; }
};

Grid left_grid(const Value& v) { return v.type.cols > 1 ? Grid{v, v.type.rows, v.type.cols} : Grid{v, 1, v.size()}; }
Grid right_grid(const Value& v) { return v.type.cols > 1 ? Grid{v, v.type.rows, v.type.cols} : Grid{v, v.size(), 1}; }

// Result component i, column-major: the row of the left operand and the column of the right one it multiplies.
void operands_of(const Value* in, int i, Value& row, Value& column) {
    const Grid a = left_grid(in[0]), b = right_grid(in[1]);
    const Scalar s = in[0].type.scalar;
    row = make_value(vec_of(s, a.cols));
    column = make_value(vec_of(s, a.cols));
    const int r = i % a.rows, c = i / a.rows;
    for (int k = 0; k < a.cols; ++k) {
        row.bits[k] = a.at(r, k);
        column.bits[k] = b.at(k, c);
    }
}

// One component's value and bound, dot's (reference/geometric.h): the exact sum rounded once, and the interval of
// its steps.
long double product_value(const Value* in, int i) {
    Value row, column;
    operands_of(in, i, row, column);
    return dot_reference(row, column);
}

Bound product_bound(const Value* in, int i, const Value&) {
    Value row, column;
    operands_of(in, i, row, column);
    return bound_of(dot_steps(row, column));
}

// The screens of the three shapes over k x k float matrices (the catalog's), from every input component in order
// (x[0 .. n) the first operand's, n its size): component c's row and column gathered, then dot's screen.
enum class Shape { MatrixVector, VectorMatrix, MatrixMatrix };

template <Shape S>
int side(int n) {
    return S == Shape::VectorMatrix ? n : n == 4 ? 2 : n == 9 ? 3 : 4;
}

// The indices into x of component c's row (flat[0 .. k)) and column (flat[k .. 2k)); returns 2k.
template <Shape S>
int reads(int n, int c, int* flat) {
    const int k = side<S>(n);
    const int r = S == Shape::VectorMatrix ? 0 : c % k, col = S == Shape::VectorMatrix ? c : c / k;
    for (int j = 0; j < k; ++j) {
        flat[j] = S == Shape::VectorMatrix ? j : j * k + r;
        flat[k + j] = n + (S == Shape::MatrixVector ? j : col * k + j);
    }
    return 2 * k;
}

template <Shape S>
void gather(const double* x, int n, int c, double* pair) {
    int flat[8];
    for (int j = 0, m = reads<S>(n, c, flat); j < m; ++j) pair[j] = x[flat[j]];
}

template <Shape S>
double screen_value(const double* x, int n, int c) {
    double pair[8];
    gather<S>(x, n, c, pair);
    return dot_screen_value(pair, side<S>(n), 0);
}

template <Shape S>
double screen_bound(const double* x, int n, int c) {
    double pair[8];
    gather<S>(x, n, c, pair);
    return dot_screen_bound(pair, side<S>(n), 0);
}

template <Shape S>
constexpr LaneScreen kScreen{
    .vector_value = screen_value<S>, .vector_bound = screen_bound<S>, .vector_reads = reads<S>, .flush_hull = true};

}  // namespace

void matrix_product(const Value* in, Expected* out) {
    const Grid a = left_grid(in[0]), b = right_grid(in[1]);
    const Scalar s = in[0].type.scalar;
    const Type t = in[0].type.cols == 1 ? vec_of(s, b.cols) : in[1].type.cols == 1 ? vec_of(s, a.rows)
                                                                                    : mat_of(s, b.cols, a.rows);
    Value reference = make_value(t);
    std::vector<Bound> bounds(t.components());
    for (int i = 0; i < t.components(); ++i) {
        set_rounded(reference, i, product_value(in, i));
        bounds[i] = product_bound(in, i, reference);
    }
    out[0].reference = reference;
    out[0].rule = assemble_rule(reference, bounds, kMatrixWhy);
}

// Each shape's definition: the reference above (the rule over every component), and per component its value, bound
// and screen for the bulk judge.
const Lanes matrix_vector_lanes{2, product_value, product_bound, kMatrixWhy, matrix_product, false,
                                &kScreen<Shape::MatrixVector>};
const Lanes vector_matrix_lanes{2, product_value, product_bound, kMatrixWhy, matrix_product, false,
                                &kScreen<Shape::VectorMatrix>};
const Lanes matrix_matrix_lanes{2, product_value, product_bound, kMatrixWhy, matrix_product, false,
                                &kScreen<Shape::MatrixMatrix>};

}  // namespace il::ref::op
