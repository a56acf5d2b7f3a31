// GLSL 4.50 §8.6 Matrix Functions: a single-precision and a double-precision version of each, every matrix size.
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/matrix.h"

namespace il {

void add_matrix_rows(std::vector<Overload>& rows) {
    const rows::Chapter where{"matrix", "GLSL 4.50 §8.6"};
    for (Scalar s : {Scalar::Float, Scalar::Double}) {
        const bool dbl = s == Scalar::Double;
        const std::vector<std::string>& ext = dbl ? rows::kFp64 : rows::kCore;
        const std::string kind = dbl ? " (double)" : " (float)";
        for (int cols = 2; cols <= 4; ++cols)
            for (int n = 2; n <= 4; ++n) {
                const Type m = mat_of(s, cols, n);
                rows.push_back(rows::row(where, "matrixCompMult", m, {{"x", m}, {"y", m}},
                                         dbl ? "matrixCompMult (genDType)" : "matrixCompMult (genType)", ext,
                                         ref::matrixCompMult_choices, "result[i][j] = x[i][j] * y[i][j]"));
                // c is a column of n rows, r a row of `cols` columns: c * r is a matCOLSxN.
                rows.push_back(rows::row(where, "outerProduct", m, {{"c", vec_of(s, n)}, {"r", vec_of(s, cols)}},
                                         "outerProduct" + kind, ext, ref::outerProduct_choices,
                                         "the matrix product c * r of column c and row r"));
                rows.push_back(rows::row(where, "transpose", mat_of(s, n, cols), {{"m", m}}, "transpose" + kind, ext,
                                         ref::transpose_choices, "the transpose of m"));
            }
        for (int n = 2; n <= 4; ++n) {
            const Type m = mat_of(s, n, n);
            rows.push_back(rows::row(where, "determinant", Type{s}, {{"m", m}}, "determinant" + kind, ext,
                                     ref::determinant_lanes, "the determinant of m"));
            rows.push_back(rows::row(where, "inverse", m, {{"m", m}}, "inverse" + kind, ext, ref::inverse_lanes,
                                     "the inverse of m; undefined if m is singular or poorly-conditioned"));
        }
    }
}

}  // namespace il
