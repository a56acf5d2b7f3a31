// Whole numbers in options (--seed, --random, --threads): decimal digits only, so that "010" is not read as
// octal 8 and "0x10" not as 16 by one parser and as 0 by another.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace il {

// `text` as a decimal number from 0 to `max`: digits only, no sign, space, 0x or leading zero ("0" itself is
// fine). nullopt with `error` set to a sentence naming the text otherwise:
//   "'010' has a leading zero (write 10; octal is not read)"   "'0x10' is not a decimal number"
//   "'' is empty"   "'99999999999999999999' is above 18446744073709551615"
std::optional<uint64_t> parse_decimal(std::string_view text, uint64_t max, std::string* error);

}  // namespace il
