// Sweep cases by index: known answers of the seeded generator (worked out from its definition, splitmix64 and
// the distribution in vectors/generators.h, outside this code), and fill_bits and fill_records agreeing with
// fill everywhere.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <vector>

#include "batch/case_source.h"
#include "catalog/catalog.h"
#include "vectors/generators.h"

namespace il {
namespace {

// The 64-bit special values hold the boundaries a 64-bit integer built-in is likeliest to get wrong: 0, ±1,
// INT64_MIN and INT64_MAX (UINT64_MAX) with a neighbour, and the values around 2^32 and 2^31 where a value leaves
// 32 bits (packInt2x32's halves, a sign-extended int).
TEST(SpecialValues, Int64AndUint64HoldTheirBoundaries) {
    auto holds = [](Scalar s, uint64_t v) {
        const std::vector<uint64_t> b = special_bits(s);
        return std::find(b.begin(), b.end(), v) != b.end();
    };
    for (uint64_t v : {0ull, 1ull, ~0ull /* -1 */, 0x8000000000000000ull /* INT64_MIN */, 0x8000000000000001ull,
                       0x7fffffffffffffffull /* INT64_MAX */, 0xffffffffull, 0x100000000ull, 0x100000001ull,
                       0xffffffff00000000ull /* -2^32 */, 0x80000000ull, 0xffffffff80000000ull /* INT_MIN */})
        EXPECT_TRUE(holds(Scalar::Int64, v)) << std::hex << v;
    for (uint64_t v : {0ull, 1ull, ~0ull /* UINT64_MAX */, 0xfffffffffffffffeull, 0x8000000000000000ull,
                       0x7fffffffffffffffull, 0xffffffffull, 0x100000000ull, 0x100000001ull, 0x1ffffffffull})
        EXPECT_TRUE(holds(Scalar::Uint64, v)) << std::hex << v;
}

struct Known {
    const char* declaration;
    uint64_t seed, random_index;
    std::vector<uint64_t> bits;
};

TEST(SweepSourceTest, SeededCasesHaveKnownBits) {
    // Random case r of seed s starts splitmix64 at s ^ (0xd1b54a32d192ed03 * (r + 1)). The cases below take a
    // special in some component (one draw in 8 for uints, 16 for floats), so both branches of each draw are
    // covered; for doubles a special also leaves the second number of the state for the next component.
    const Known known[] = {
        {"uint usubBorrow(uint x, uint y, out uint borrow)", 5, 0, {0x2a6ddb0a, 0xabf89206}},
        {"uint usubBorrow(uint x, uint y, out uint borrow)", 5, 13, {0x1f, 0x093a02a4}},
        {"uint usubBorrow(uint x, uint y, out uint borrow)", 5, 15, {0x2408bebd, 0x10001}},
        {"uint packUnorm2x16(vec2 v)", 7, 0, {0x5678bf18, 0x371f5a75}},
        {"uint packUnorm2x16(vec2 v)", 7, 8, {0x40000000, 0x3f08e7c2}},
        {"uint packUnorm2x16(vec2 v)", 7, 21, {0x1eb7e479, 0x3f000000}},
        {"double fma(double a, double b, double c)", 11, 0,
         {0x4000000000000000, 0x81b735b4de3c6f48, 0x31380691dc9ae3b2}},
        {"double fma(double a, double b, double c)", 11, 3,
         {0xa4061d121197ae0a, 0x398e2ad41c3d34e4, 0x0}},
        {"double fma(double a, double b, double c)", 11, 4,
         {0xfff0000000000000, 0xf34e7e882a9e16f8, 0x36ca65813558e39e}},
    };
    for (const Known& k : known) {
        const Overload& o = *Catalog::get().by_declaration(k.declaration);
        SweepSource src(o, 100, k.seed);
        std::vector<uint64_t> bits(k.bits.size());
        src.fill_bits(src.specials() + k.random_index, 1, bits.data());
        EXPECT_EQ(bits, k.bits) << k.declaration << " seed " << k.seed << " random case " << k.random_index;
        std::vector<Value> in;
        for (const Param& p : o.inputs()) in.push_back(make_value(p.type));
        src.fill(src.specials() + k.random_index, in.data());
        std::vector<uint64_t> filled;
        for (const Value& v : in)
            for (int c = 0; c < v.size(); ++c) filled.push_back(v.bits[c]);
        EXPECT_EQ(filled, k.bits) << k.declaration;
    }
}

TEST(SweepSourceTest, FillBitsAgreesWithFillForEveryRow) {
    for (const Overload& o : Catalog::get().rows()) {
        SweepSource src(o, 300, 77);
        const uint64_t first = src.specials() > 40 ? src.specials() - 40 : 0;  // across the specials' end
        const size_t n = 120;
        std::vector<Value> in;
        size_t comps = 0;
        for (const Param& p : o.inputs()) {
            in.push_back(make_value(p.type));
            comps += static_cast<size_t>(p.type.components());
        }
        std::vector<uint64_t> bits(n * comps);
        src.fill_bits(first, n, bits.data());
        const uint64_t* b = bits.data();
        for (size_t i = 0; i < n; ++i) {
            src.fill(first + i, in.data());
            for (const Value& v : in)
                for (int c = 0; c < v.size(); ++c) ASSERT_EQ(*b++, v.bits[c]) << o.declaration() << " case " << i;
        }
        ListSource list(in.data(), in.size(), 1);  // the last case, held in memory
        std::vector<uint64_t> held(comps);
        list.fill_bits(0, 1, held.data());
        EXPECT_TRUE(std::equal(held.begin(), held.end(), bits.end() - static_cast<long>(comps))) << o.declaration();
    }
}

// Records with room between components and past the last one: each component at its own offset and width.
FlatLayout spaced_layout(const Overload& o) {
    FlatLayout l;
    for (const Param& p : o.inputs())
        for (int c = 0; c < p.type.components(); ++c) {
            l.offset.push_back(static_cast<uint32_t>(12 * l.offset.size() + 4));
            l.wide.push_back(p.type.component_bits() == 64);
        }
    return l;
}

// Records that are the components in order (std430 records of scalars and vec2s), where every component has one
// width; else none (an empty layout).
FlatLayout dense_layout(const Overload& o) {
    FlatLayout l;
    for (const Param& p : o.inputs())
        for (int c = 0; c < p.type.components(); ++c) l.wide.push_back(p.type.component_bits() == 64);
    if (std::adjacent_find(l.wide.begin(), l.wide.end(), std::not_equal_to<>()) != l.wide.end()) return {};
    for (size_t c = 0; c < l.wide.size(); ++c) l.offset.push_back(static_cast<uint32_t>(c * (l.wide[c] ? 8 : 4)));
    l.dense32 = !l.wide.empty() && !l.wide[0];
    l.dense64 = !l.wide.empty() && l.wide[0];
    return l;
}

uint64_t component_at(const FlatLayout& l, size_t c, const uint8_t* record) {
    uint64_t v = 0;
    std::memcpy(&v, record + l.offset[c], l.wide[c] ? 8 : 4);
    return v;
}

// fill_records (the vectorized draw, in blocks of 256) writes what fill does, component by component, and
// leaves the bytes between components alone, in spaced and dense records; the default CaseSource::fill_records
// (ListSource) too.
TEST(SweepSourceTest, FillRecordsAgreesWithFillForEveryRow) {
    int dense_rows = 0;
    for (const Overload& o : Catalog::get().rows()) {
        SweepSource src(o, 700, 78);
        const uint64_t first = src.specials() > 30 ? src.specials() - 30 : 0;
        const size_t n = 600;  // past two blocks
        std::vector<Value> in, all;
        for (const Param& p : o.inputs()) in.push_back(make_value(p.type));
        for (size_t i = 0; i < n; ++i) {
            src.fill(first + i, in.data());
            all.insert(all.end(), in.begin(), in.end());
        }
        const FlatLayout spaced = spaced_layout(o), dense = dense_layout(o);
        dense_rows += !dense.offset.empty();
        for (const FlatLayout* l : {&spaced, &dense}) {
            if (l->offset.empty()) continue;
            const size_t stride = l == &spaced ? 12 * l->offset.size() + 8 : l->offset.back() + (l->wide[0] ? 8 : 4);
            std::vector<uint8_t> records(n * stride, 0xa5), listed(n * stride, 0xa5);
            src.fill_records(first, n, *l, records.data(), stride);
            for (size_t i = 0; i < n; ++i) {
                size_t c = 0;
                for (size_t a = 0; a < in.size(); ++a) {
                    const Value& v = all[i * in.size() + a];
                    for (int k = 0; k < v.size(); ++k, ++c) {
                        const uint64_t want = l->wide[c] ? v.bits[k] : static_cast<uint32_t>(v.bits[k]);
                        ASSERT_EQ(component_at(*l, c, records.data() + i * stride), want)
                            << o.declaration() << " case " << i << " component " << c << " dense " << (l == &dense);
                    }
                }
                if (l == &spaced) {
                    ASSERT_EQ(records[i * stride], 0xa5) << o.declaration();  // before the first component
                }
            }
            ListSource list(all.data(), in.size(), n);
            list.fill_records(0, n, *l, listed.data(), stride);
            ASSERT_EQ(listed, records) << o.declaration();
        }
    }
    EXPECT_GT(dense_rows, 300);  // most rows: every input of one scalar width
}

TEST(SweepSourceTest, SpecialCountsAreTheListsLengths) {
    for (Scalar s : {Scalar::Float, Scalar::Double, Scalar::Int, Scalar::Uint, Scalar::Bool})
        EXPECT_EQ(special_bits(s).size(), special_count(s));
}

}  // namespace
}  // namespace il

namespace il {
namespace {

// The special cases come first, as the cartesian product of each input's specials with the last input varying
// fastest, and component c of a vector input taking special k + c (vectors/generators.h), worked by hand from the
// lists: float 19 values (+0, -0, the least denormal, ...), int and uint 14.
TEST(SweepSourceTest, SpecialCasesComeFirstInProductOrder) {
    const Overload& pow = *Catalog::get().by_declaration("float pow(float x, float y)");
    SweepSource p(pow, 0, 1);
    ASSERT_EQ(p.specials(), 19u * 19u);
    std::vector<uint64_t> bits(2);
    p.fill_bits(1, 1, bits.data());  // x = +0, y = -0
    EXPECT_EQ(bits, (std::vector<uint64_t>{0x00000000, 0x80000000}));
    p.fill_bits(19 + 2, 1, bits.data());  // x = -0, y = the least denormal
    EXPECT_EQ(bits, (std::vector<uint64_t>{0x80000000, 0x00000001}));
    p.fill_bits(19 * 19 - 1, 1, bits.data());  // NaN, NaN
    EXPECT_EQ(bits, (std::vector<uint64_t>{0x7fc00000, 0x7fc00000}));

    const Overload& insert =
        *Catalog::get().by_declaration("uvec2 bitfieldInsert(uvec2 base, uvec2 insert, int offset, int bits)");
    SweepSource b(insert, 0, 1);
    ASSERT_EQ(b.specials(), 14u * 14u * 14u * 14u);
    // Case 14^3 + 1: base from special 1 (1, then 2 in its second component), insert from special 0 (0, 1),
    // offset special 0 (0), bits special 1 (1). The last uint special is 32, and the component after it wraps to 0.
    std::vector<uint64_t> six(6);
    b.fill_bits(14 * 14 * 14 + 1, 1, six.data());
    EXPECT_EQ(six, (std::vector<uint64_t>{1, 2, 0, 1, 0, 1}));
    b.fill_bits(14 * 14 * 14 * 13, 1, six.data());
    EXPECT_EQ(six, (std::vector<uint64_t>{32, 0, 0, 1, 0, 0}));
    // special_cases gives the same cases as Values.
    const std::vector<std::vector<Value>> cases = special_cases(insert);
    ASSERT_EQ(cases.size(), b.specials());
    EXPECT_EQ(cases[14 * 14 * 14 + 1][0].bits[1], 2u);
    EXPECT_EQ(cases[14 * 14 * 14 + 1][3].bits[0], 1u);
}

TEST(ExhaustiveSourceTest, EveryPatternInOrderFirstAndLastKnown) {
    const ExhaustiveSource all(0, ExhaustiveSource::kPatterns);
    EXPECT_EQ(all.size(), 4294967296ull);
    std::vector<Value> in = {make_value(kFloat)};
    all.fill(0, in.data());
    EXPECT_EQ(in[0].bits[0], 0x00000000u);
    all.fill(all.size() - 1, in.data());
    EXPECT_EQ(in[0].bits[0], 0xffffffffu);
    all.fill(0x3f800000, in.data());
    EXPECT_EQ(in[0].bits[0], 0x3f800000u) << "1.0f";
    // The last three patterns into records 12 bytes apart, the input at offset 4.
    FlatLayout l;
    l.offset = {4};
    l.wide = {0};
    std::vector<uint8_t> records(3 * 12, 0xab);
    all.fill_records(all.size() - 3, 3, l, records.data(), 12);
    const uint32_t want[3] = {0xfffffffd, 0xfffffffe, 0xffffffff};
    for (int i = 0; i < 3; ++i) {
        uint32_t got = 0;
        std::memcpy(&got, records.data() + 12 * i + 4, 4);
        EXPECT_EQ(got, want[i]) << i;
        EXPECT_EQ(records[12 * i], 0xab) << "bytes outside the input stay";
    }
}

TEST(ExhaustiveSourceTest, ARangeStartsAtItsFirstPatternAndExcludesItsEnd) {
    const ExhaustiveSource r(0x3f800000, 0x3f810000);
    EXPECT_EQ(r.size(), 65536u);
    uint64_t bits[4];
    r.fill_bits(0, 2, bits);
    r.fill_bits(r.size() - 2, 2, bits + 2);
    EXPECT_EQ(bits[0], 0x3f800000u);
    EXPECT_EQ(bits[1], 0x3f800001u);
    EXPECT_EQ(bits[2], 0x3f80fffeu);
    EXPECT_EQ(bits[3], 0x3f80ffffu);
    FlatLayout dense;
    dense.offset = {0};
    dense.wide = {0};
    dense.dense32 = true;
    std::vector<uint32_t> rec(r.size());
    r.fill_records(0, rec.size(), dense, reinterpret_cast<uint8_t*>(rec.data()), 4);
    for (size_t i = 0; i < rec.size(); ++i) ASSERT_EQ(rec[i], 0x3f800000u + i) << i;
}

TEST(ExhaustiveSourceTest, OnlyOneThirtyTwoBitScalarInputQualifies) {
    const Catalog& cat = Catalog::get();
    for (const char* ok : {"float exp2(float x)", "float inversesqrt(float x)", "int findMSB(int value)",
                           "uint bitfieldReverse(uint value)", "vec2 unpackHalf2x16(uint v)"})
        EXPECT_EQ(exhaustive_unsupported(*cat.by_declaration(ok)), "") << ok;
    const std::pair<const char*, const char*> refused[] = {
        {"uint usubBorrow(uint x, uint y, out uint borrow)", "has 2 inputs"},
        {"uint packUnorm2x16(vec2 v)", "has an input of 2 components"},
        {"double sqrt(double x)", "has a 64-bit input (double)"},
        {"bool any(bvec2 x)", "has an input of 2 components"},
    };
    for (const auto& [decl, why] : refused) {
        const Overload* o = cat.by_declaration(decl);
        ASSERT_NE(o, nullptr) << decl;
        EXPECT_EQ(exhaustive_unsupported(*o).rfind(why, 0), 0u) << decl << ": " << exhaustive_unsupported(*o);
    }
}

}  // namespace
}  // namespace il
