// The values one argument takes in the structured grid of `sweep --exhaustive` for an overload of two or three
// scalar inputs (batch/grid_source.h says how the grid is built from them; docs/exhaustive-grid.md lists them).
// Each set is in increasing order of its bits:
// - float, in an overload of two inputs (4,096 values): both signs × every biased exponent 0..255 × the mantissas
//   0x000000, 0x000001, 0x2aaaaa, 0x3fffff, 0x400000, 0x400001, 0x555555, 0x7fffff. Value v is the bits
//   (v >> 11) << 31 | ((v >> 3) & 0xff) << 23 | mantissa[v & 7].
// - float, in an overload of three inputs (520 values): both signs × every biased exponent × the mantissa 0, and
//   the special values whose mantissa is not 0: ±denormal min (0x00000001), ±denormal max (0x007fffff),
//   ±FLT_MAX (0x7f7fffff) and ±qNaN (0x7fc00000). The two-input set would give 4,096^3 cases.
// - int and uint (182 values, the same bits for both): 0 and ±(2^k - 1), ±2^k, ±(2^k + 1) for k = 0..31, as
//   32-bit two's complement patterns (so 0, ±1 … ±5, INT_MIN, INT_MAX, INT_MIN + 1, UINT_MAX, UINT_MAX - 1).
// The special values of a float (±0, ±denormal min and max, ±smallest normal, ±1, ±FLT_MAX, ±Inf, qNaN) are members
// of both float sets, so every pair and triple of them is a grid point.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "value/type.h"

namespace il {

// The values of one argument of scalar type `s` (float, int or uint) in a grid of `arguments` inputs (2 or 3).
const std::vector<uint32_t>& grid_values(Scalar s, size_t arguments);

// The 8 mantissas of the two-input float set, in increasing order: the set is sign × exponent × these, so a shader
// derives value v from them (the formula above) instead of holding all 4,096 values.
const std::vector<uint32_t>& pair_mantissas();

}  // namespace il
