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

}  // namespace

void matrix_product(const Value* in, Expected* out) {
    const Grid a = left_grid(in[0]), b = right_grid(in[1]);
    const Scalar s = in[0].type.scalar;
    const Type t = in[0].type.cols == 1 ? vec_of(s, b.cols) : in[1].type.cols == 1 ? vec_of(s, a.rows)
                                                                                    : mat_of(s, b.cols, a.rows);
    Value reference = make_value(t);
    std::vector<Bound> bounds(t.components());
    Value row = make_value(vec_of(s, a.cols)), column = make_value(vec_of(s, a.cols));
    for (int c = 0; c < b.cols; ++c)
        for (int r = 0; r < a.rows; ++r) {
            for (int k = 0; k < a.cols; ++k) {
                row.bits[k] = a.at(r, k);
                column.bits[k] = b.at(k, c);
            }
            const int i = c * a.rows + r;
            set_rounded(reference, i, dot_reference(row, column));
            bounds[i] = bound_of(dot_steps(row, column));
        }
    out[0].reference = reference;
    out[0].rule = assemble_rule(reference, bounds, kMatrixWhy);
}

}  // namespace il::ref::op
