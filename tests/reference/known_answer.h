// Table-driven known answers for CPU references: the inputs as GLSL literals, the expected reference bits, and the
// rule the spec gives (kind, AnyOf alternatives and labels, interval ends, undefined components, a fragment of why).
#pragma once
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "catalog/overload.h"
#include "value/literal.h"

namespace il::known_answer {

struct Case {
    const char* name = "";                       // shown when the case fails
    ReferenceFn fn = nullptr;
    std::vector<const char*> in{};               // GLSL literals, one per in parameter
    int outputs = 1;                             // outputs the reference fills
    int output = 0;                              // the output this case checks
    const char* type = "";                       // GLSL type of that output
    RuleKind kind = RuleKind::Exact;
    std::vector<uint64_t> reference{};
    std::vector<std::vector<uint64_t>> others{};  // AnyOf: the alternatives after the reference, in order
    std::vector<std::string> labels{};            // AnyOf: their labels
    uint32_t undefined = 0;                      // undefined_components
    std::vector<uint64_t> lo{}, hi{};            // Interval only
    const char* why = "";                        // a fragment the rule's why contains
    bool flush = true;                           // denormal_flush (float and double outputs)
    int glsl = 450;                              // the profile's #version the reference judges by

    friend void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }
};

inline Value literal(const char* text) {
    ParseResult r = parse_literal(text);
    EXPECT_TRUE(r) << text << ": " << r.error.message;
    return r.value.value_or(Value{});
}

inline std::vector<uint64_t> bits_of(const Value& v) { return {v.bits.begin(), v.bits.begin() + v.size()}; }

inline void check(const Case& c) {
    std::vector<Value> in;
    for (const char* text : c.in) in.push_back(literal(text));
    std::vector<Expected> out(c.outputs);
    for (Expected& e : out) e.glsl = c.glsl;
    c.fn(in.data(), out.data());
    const Expected& e = out[c.output];
    const Rule& r = e.rule;
    EXPECT_EQ(type_name(e.reference.type), c.type);
    EXPECT_EQ(bits_of(e.reference), c.reference);
    EXPECT_EQ(r.kind, c.kind) << r.why;
    EXPECT_EQ(r.undefined_components, c.undefined);
    EXPECT_NE(r.why.find(c.why), std::string::npos) << r.why;
    if (c.kind != RuleKind::Undefined && e.reference.type.is_float()) {
        EXPECT_EQ(r.denormal_flush, c.flush);
    }
    if (c.kind == RuleKind::AnyOf) {
        ASSERT_FALSE(r.alternatives.empty());
        EXPECT_EQ(r.alternatives.front(), e.reference);
        std::vector<std::vector<uint64_t>> others;
        for (size_t a = 1; a < r.alternatives.size(); ++a) {
            EXPECT_EQ(r.alternatives[a].type, e.reference.type);
            others.push_back(bits_of(r.alternatives[a]));
        }
        EXPECT_EQ(others, c.others);
        EXPECT_EQ(std::vector<std::string>(r.labels.begin() + 1, r.labels.end()), c.labels);
    } else {
        EXPECT_TRUE(r.alternatives.empty());
    }
    if (c.kind == RuleKind::Interval) {
        EXPECT_EQ(bits_of(r.lo), c.lo);
        EXPECT_EQ(bits_of(r.hi), c.hi);
    }
}

}  // namespace il::known_answer
