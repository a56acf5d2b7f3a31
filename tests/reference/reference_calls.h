// Shared by the reference tests: parse a literal, call one reference function, read back bits.
#pragma once
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catalog/overload.h"
#include "value/literal.h"

namespace il::testing_calls {

inline Value lit(const std::string& text) {
    ParseResult r = parse_literal(text);
    EXPECT_TRUE(r) << text << ": " << r.error.message;
    return r.value.value_or(Value{});
}

inline std::vector<uint64_t> bits_of(const Value& v) { return {v.bits.begin(), v.bits.begin() + v.size()}; }

// One output ("return") from `fn` over the parsed `args`.
inline Expected call(ReferenceFn fn, const std::vector<std::string>& args) {
    std::vector<Value> in;
    for (const std::string& a : args) in.push_back(lit(a));
    Expected out{"return", {}, {}};
    fn(in.data(), &out);
    return out;
}

}  // namespace il::testing_calls
