// libFuzzer target: the GLSL-literal parser must answer every text with a value or an error, and a
// value's formatted text must parse back to the same bits.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "value/format.h"
#include "value/literal.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    il::ParseResult r = il::parse_literal(text);
    if (!r) {
        if (r.error.message.empty() || r.error.column > size) std::abort();
        return 0;
    }
    il::ParseResult back = il::parse_literal(il::value_text(*r.value));
    if (!back || !(*back.value == *r.value)) std::abort();
    return 0;
}
