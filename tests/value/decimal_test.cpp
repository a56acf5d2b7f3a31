// Option numbers are decimal: known answers and the refusals that name the text.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "value/decimal.h"

namespace il {
namespace {

TEST(ParseDecimal, KnownValues) {
    std::string e;
    EXPECT_EQ(parse_decimal("0", 10, &e), 0u);
    EXPECT_EQ(parse_decimal("10", 10, &e), 10u);
    EXPECT_EQ(parse_decimal("1024", 1024, &e), 1024u);
    EXPECT_EQ(parse_decimal("18446744073709551615", std::numeric_limits<uint64_t>::max(), &e),
              std::numeric_limits<uint64_t>::max());
}

TEST(ParseDecimal, RefusalsNameTheText) {
    const std::pair<const char*, const char*> bad[] = {
        {"010", "'010' has a leading zero (write 10; octal is not read)"},
        {"00", "'00' has a leading zero (write 0; octal is not read)"},
        {"0x10", "'0x10' is not a decimal number"},
        {"-1", "'-1' is not a decimal number"},
        {"+1", "'+1' is not a decimal number"},
        {" 5", "' 5' is not a decimal number"},
        {"1e3", "'1e3' is not a decimal number"},
        {"", "'' is empty"},
        {"1025", "'1025' is above 1024"},
        {"18446744073709551616", "'18446744073709551616' is above 18446744073709551615"},
        {"\x1b[31m", "'\\x1b[31m' is not a decimal number"},
        {"5", "'5' is above 3"},
    };
    for (const auto& [text, message] : bad) {
        std::string e;
        const std::string t = text;
        const uint64_t max = t.size() > 10 ? std::numeric_limits<uint64_t>::max() : t == "5" ? 3 : 1024;
        EXPECT_FALSE(parse_decimal(text, max, &e)) << text;
        EXPECT_EQ(e, message);
    }
}

}  // namespace
}  // namespace il
