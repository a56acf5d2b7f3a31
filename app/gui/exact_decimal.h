// The exact decimal value a float or double holds: every binary fraction has a finite decimal expansion, so
// 0.1 typed into a float box is exactly 0.100000001490116119384765625. No ImGui call here.
#pragma once
#include <cstdint>
#include <string>

#include "value/type.h"

namespace il::gui {

// The exact value of one float or double component's bits, in plain positional notation ("-0", "inf", "nan" for
// those); empty for other scalar types.
std::string exact_decimal(Scalar s, uint64_t bits);

// The IEEE-754 fields in words, with zero written as zero: "+0 (zero)", "+ 2^-1 x 1.0000000 (normal)".
std::string fields_text(Scalar s, uint64_t bits);

}  // namespace il::gui
