// Known answers for GLSL 4.50 §8.6 Matrix Functions, float and double, square and non-square. Matrices are written
// column by column, as GLSL constructors take them; the expected bits are in the same column-major order.
#include "known_answer.h"
#include "reference/matrix.h"

namespace il::known_answer {
namespace {

constexpr auto kAnyOf = RuleKind::AnyOf, kUlp = RuleKind::Ulp, kUndefined = RuleKind::Undefined;

class Matrix : public testing::TestWithParam<Case> {};
TEST_P(Matrix, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    ComponentWise, Matrix,
    testing::Values(
        Case{.name = "matrixCompMult mat2", .fn = ref::matrixCompMult, .in = {"mat2(1.0, 2.0, 3.0, 4.0)",
             "mat2(5.0, 6.0, 7.0, 8.0)"}, .type = "mat2", .reference = {0x40A00000, 0x41400000, 0x41A80000, 0x42000000},
             .why = "result[i][j] is the scalar product of x[i][j] and y[i][j]"},
        // 2^-126 * 0.5 = 2^-127 is a denormal result (flushable); 2^-149 * 2^100 = 2^-49, or 0 with the denormal
        // input flushed; (1 + 2^-23) * (1 + 2^-23) rounds to 1 + 2^-22 (0x3f800002).
        Case{.name = "matrixCompMult mat2x3", .fn = ref::matrixCompMult,
             .in = {"mat2x3(floatBits(0x00800000), floatBits(0x00000001), floatBits(0x3f800001), 1.0, -0.0, inf)",
                    "mat2x3(0.5, floatBits(0x71800000), floatBits(0x3f800001), nan, 2.0, 2.0)"},
             .type = "mat2x3", .kind = kAnyOf,
             .reference = {0x00400000, 0x27000000, 0x3F800002, 0x7FC00000, 0x80000000, 0x7F800000},
             .others = {{0x00400000, 0x00000000, 0x3F800002, 0x7FC00000, 0x80000000, 0x7F800000}},
             .labels = {"denormal x flushed"}, .undefined = 0b001000, .why = "Correctly rounded"},
        Case{.name = "matrixCompMult dmat4x2", .fn = ref::matrixCompMult,
             .in = {"dmat4x2(1.0lf, 2.0lf, 3.0lf, 4.0lf, 5.0lf, 6.0lf, 7.0lf, 8.0lf)", "dmat4x2(0.5lf)"},
             .type = "dmat4x2",
             .reference = {0x3FE0000000000000, 0, 0, 0x4000000000000000, 0, 0, 0, 0}},
        // c * r: column j is c * r[j]; 3 rows (c) by 2 columns (r) is a mat2x3.
        Case{.name = "outerProduct mat2x3", .fn = ref::outerProduct, .in = {"vec3(1.0, 2.0, 3.0)", "vec2(4.0, 5.0)"},
             .type = "mat2x3", .reference = {0x40800000, 0x41000000, 0x41400000, 0x40A00000, 0x41200000, 0x41700000},
             .why = "linear algebraic matrix multiply c * r"},
        Case{.name = "outerProduct mat4x2", .fn = ref::outerProduct, .in = {"vec2(1.0, -1.0)",
             "vec4(0.5, floatBits(0x00000001), nan, 2.0)"}, .type = "mat4x2", .kind = kAnyOf,
             .reference = {0x3F000000, 0xBF000000, 0x00000001, 0x80000001, 0x7FC00000, 0x7FC00000, 0x40000000,
                           0xC0000000},
             .others = {{0x3F000000, 0xBF000000, 0x00000000, 0x80000000, 0x7FC00000, 0x7FC00000, 0x40000000,
                         0xC0000000}},
             .labels = {"denormal r flushed"}, .undefined = 0b00110000},
        Case{.name = "outerProduct dmat3", .fn = ref::outerProduct, .in = {"dvec3(1.0lf, 2.0lf, 3.0lf)",
             "dvec3(1.0lf, 0.0lf, -1.0lf)"}, .type = "dmat3",
             .reference = {0x3FF0000000000000, 0x4000000000000000, 0x4008000000000000, 0, 0, 0,
                           0xBFF0000000000000, 0xC000000000000000, 0xC008000000000000}},
        // mat2x3 (columns (1,2,3), (4,5,6)) transposes to mat3x2 with columns (1,4), (2,5), (3,6); bits move as
        // they are, NaN payload included.
        Case{.name = "transpose mat2x3", .fn = ref::transpose, .in = {"mat2x3(1.0, 2.0, 3.0, 4.0, 5.0, "
             "floatBits(0x7fc00001))"}, .type = "mat3x2",
             .reference = {0x3F800000, 0x40800000, 0x40000000, 0x40A00000, 0x40400000, 0x7FC00001},
             .why = "transpose of m"},
        Case{.name = "transpose dmat2", .fn = ref::transpose, .in = {"dmat2(1.0lf, 2.0lf, 3.0lf, 4.0lf)"},
             .type = "dmat2", .reference = {0x3FF0000000000000, 0x4008000000000000, 0x4000000000000000,
                                            0x4010000000000000}},
        Case{.name = "transpose mat4x3", .fn = ref::transpose,
             .in = {"mat4x3(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0)"}, .type = "mat3x4",
             .reference = {0x3F800000, 0x40800000, 0x40E00000, 0x41200000, 0x40000000, 0x40A00000, 0x41000000,
                           0x41300000, 0x40400000, 0x40C00000, 0x41100000, 0x41400000}}));

// determinant and inverse: the spec leaves their precision undefined (an Ulp rule with an infinite bound), and the
// inverse undefined for a singular or poorly-conditioned m.
INSTANTIATE_TEST_SUITE_P(
    DeterminantInverse, Matrix,
    testing::Values(
        // Columns (1, 2) and (3, 4): 1 * 4 - 3 * 2 = -2.
        Case{.name = "determinant mat2", .fn = ref::determinant, .in = {"mat2(1.0, 2.0, 3.0, 4.0)"}, .type = "float",
             .kind = kUlp, .reference = {0xC0000000}, .why = "have undefined precision"},
        Case{.name = "determinant mat3", .fn = ref::determinant,
             .in = {"mat3(2.0, 0.0, 0.0, 0.0, 3.0, 0.0, 1.0, 5.0, 4.0)"}, .type = "float", .kind = kUlp,
             .reference = {0x41C00000}},
        // Swapping two rows of the identity: -1.
        Case{.name = "determinant mat4", .fn = ref::determinant,
             .in = {"mat4(0.0, 1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0)"},
             .type = "float", .kind = kUlp, .reference = {0xBF800000}},
        Case{.name = "determinant dmat4", .fn = ref::determinant, .in = {"dmat4(2.0lf)"}, .type = "double",
             .kind = kUlp, .reference = {0x4030000000000000}},
        // 1e20 * 1e20 overflows float: an evaluation may meet Inf - Inf.
        Case{.name = "determinant overflow", .fn = ref::determinant, .in = {"mat2(1e20, 1e20, 1e20, 1e20)"},
             .type = "float", .kind = kUndefined, .reference = {0}, .why = "Inf - Inf"},
        // Columns (4, 7) and (2, 6): det 10, inverse columns (0.6, -0.7) and (-0.2, 0.4), each rounded once.
        Case{.name = "inverse mat2", .fn = ref::inverse, .in = {"mat2(4.0, 7.0, 2.0, 6.0)"}, .type = "mat2",
             .kind = kUlp, .reference = {0x3F19999A, 0xBF333333, 0xBE4CCCCD, 0x3ECCCCCD},
             .why = "undefined if m is singular or poorly-conditioned"},
        Case{.name = "inverse mat3", .fn = ref::inverse, .in = {"mat3(2.0)"}, .type = "mat3", .kind = kUlp,
             .reference = {0x3F000000, 0, 0, 0, 0x3F000000, 0, 0, 0, 0x3F000000}},
        // det 0: the cofactors over 0 are infinities.
        Case{.name = "inverse singular", .fn = ref::inverse, .in = {"mat2(1.0, 2.0, 2.0, 4.0)"}, .type = "mat2",
             .kind = kUndefined, .reference = {0x7F800000, 0xFF800000, 0xFF800000, 0x7F800000},
             .why = "singular or poorly-conditioned"},
        // diag(1, 2^-40): condition number 2^40, past 2^24 for mat2 but within 2^53 for dmat2.
        Case{.name = "inverse poorly-conditioned mat2", .fn = ref::inverse,
             .in = {"mat2(1.0, 0.0, 0.0, floatBits(0x2b800000))"}, .type = "mat2", .kind = kUndefined,
             .reference = {0x3F800000, 0, 0, 0x53800000}},
        // Well-conditioned (a multiple of the identity), but det = 2^-140 is below 2^-126: it may flush to 0.
        Case{.name = "inverse tiny determinant", .fn = ref::inverse, .in = {"mat2(floatBits(0x1c800000))"},
             .type = "mat2", .kind = kUndefined, .reference = {0x62800000, 0, 0, 0x62800000},
             .why = "below the smallest normal value"},
        Case{.name = "inverse dmat2", .fn = ref::inverse, .in = {"dmat2(1.0lf, 0.0lf, 0.0lf, "
             "doubleBits(0x3d70000000000000))"}, .type = "dmat2", .kind = kUlp,
             .reference = {0x3FF0000000000000, 0, 0, 0x4270000000000000}},
        Case{.name = "inverse dmat4", .fn = ref::inverse, .in = {"dmat4(4.0lf)"}, .type = "dmat4", .kind = kUlp,
             .reference = {0x3FD0000000000000, 0, 0, 0, 0, 0x3FD0000000000000, 0, 0, 0, 0, 0x3FD0000000000000, 0,
                           0, 0, 0, 0x3FD0000000000000}}));

}  // namespace
}  // namespace il::known_answer
