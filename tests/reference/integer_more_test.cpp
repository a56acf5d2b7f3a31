// Known answers for GLSL 4.50 §8.8 umulExtended, imulExtended, bitfieldExtract, bitfieldInsert, bitfieldReverse,
// bitCount, findLSB and findMSB: int and uint forms, worked bit by bit on two's complement encodings.
#include "known_answer.h"
#include "reference/integer.h"

namespace il::known_answer {
namespace {

constexpr auto kUndefined = RuleKind::Undefined;

class IntegerMore : public testing::TestWithParam<Case> {};
TEST_P(IntegerMore, KnownAnswer) { check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MulExtended, IntegerMore,
    testing::Values(
        // (2^32 - 1)^2 = 2^64 - 2^33 + 1 = 0xFFFFFFFE_00000001.
        Case{.name = "umulExtended max msb", .fn = ref::umulExtended, .in = {"0xFFFFFFFFu", "0xFFFFFFFFu"},
             .outputs = 2, .type = "uint", .reference = {0xFFFFFFFE}, .why = "The 32 most-significant bits"},
        Case{.name = "umulExtended max lsb", .fn = ref::umulExtended, .in = {"0xFFFFFFFFu", "0xFFFFFFFFu"},
             .outputs = 2, .output = 1, .type = "uint", .reference = {0x00000001}},
        // 2^16 * 2^16 = 2^32 carries exactly one bit into msb.
        Case{.name = "umulExtended uvec3 msb", .fn = ref::umulExtended,
             .in = {"uvec3(0x10000u, 3u, 0x80000000u)", "uvec3(0x10000u, 5u, 2u)"}, .outputs = 2, .type = "uvec3",
             .reference = {1, 0, 1}},
        Case{.name = "umulExtended uvec3 lsb", .fn = ref::umulExtended,
             .in = {"uvec3(0x10000u, 3u, 0x80000000u)", "uvec3(0x10000u, 5u, 2u)"}, .outputs = 2, .output = 1,
             .type = "uvec3", .reference = {0, 15, 0}},
        // INT_MIN * INT_MIN = 2^62; INT_MIN * INT_MAX = -2^62 + 2^31 = 0xC0000000_80000000; -1 * 1 = -1.
        Case{.name = "imulExtended msb", .fn = ref::imulExtended,
             .in = {"ivec4(-2147483648, -2147483648, -1, 6)", "ivec4(-2147483648, 2147483647, 1, -7)"}, .outputs = 2,
             .type = "ivec4", .reference = {0x40000000, 0xC0000000, 0xFFFFFFFF, 0xFFFFFFFF}},
        Case{.name = "imulExtended lsb", .fn = ref::imulExtended,
             .in = {"ivec4(-2147483648, -2147483648, -1, 6)", "ivec4(-2147483648, 2147483647, 1, -7)"}, .outputs = 2,
             .output = 1, .type = "ivec4", .reference = {0x00000000, 0x80000000, 0xFFFFFFFF, 0xFFFFFFD6}},
        Case{.name = "imulExtended ivec2 msb", .fn = ref::imulExtended, .in = {"ivec2(65536, 3)", "ivec2(-65536, 4)"},
             .outputs = 2, .type = "ivec2", .reference = {0xFFFFFFFF, 0}}));

INSTANTIATE_TEST_SUITE_P(
    Bitfields, IntegerMore,
    testing::Values(
        // Bits 11..15 of 0xF800 are 11111: as int the top field bit is copied up (-1), as uint it is 0x1F.
        Case{.name = "bitfieldExtract int sign-extends", .fn = ref::bitfieldExtract, .in = {"0xF800", "11", "5"},
             .type = "int", .reference = {0xFFFFFFFF}, .why = "set to the value of bit offset + bits - 1"},
        Case{.name = "bitfieldExtract uint", .fn = ref::bitfieldExtract, .in = {"0xF800u", "11", "5"},
             .type = "uint", .reference = {0x1F}},
        // (0x12345678 >> 4) & 0xFF = 0x67, bit 7 clear; -1 gives 0xFF, bit 7 set.
        Case{.name = "bitfieldExtract ivec3", .fn = ref::bitfieldExtract,
             .in = {"ivec3(0x12345678, -1, -2147483648)", "4", "8"}, .type = "ivec3",
             .reference = {0x67, 0xFFFFFFFF, 0}},
        Case{.name = "bitfieldExtract whole word", .fn = ref::bitfieldExtract,
             .in = {"uvec2(0x80000001u, 7u)", "0", "32"}, .type = "uvec2", .reference = {0x80000001, 7}},
        Case{.name = "bitfieldExtract zero bits", .fn = ref::bitfieldExtract, .in = {"ivec2(-1, 5)", "31", "0"},
             .type = "ivec2", .reference = {0, 0}, .why = "If bits is zero, the result will be zero"},
        Case{.name = "bitfieldExtract past bit 31", .fn = ref::bitfieldExtract, .in = {"uvec4(1u, 2u, 3u, 4u)", "30",
             "3"}, .type = "uvec4", .kind = kUndefined, .reference = {0, 0, 0, 0}, .undefined = 0xF,
             .why = "greater than the number of bits used to store the operand"},
        Case{.name = "bitfieldExtract negative offset", .fn = ref::bitfieldExtract, .in = {"1", "-1", "2"},
             .type = "int", .kind = kUndefined, .reference = {0}, .undefined = 0x1},
        Case{.name = "bitfieldInsert uint", .fn = ref::bitfieldInsert, .in = {"0xFFFFFFFFu", "0u", "8", "8"},
             .type = "uint", .reference = {0xFFFF00FF}, .why = "taken from bits [0, bits - 1] of insert"},
        // Only the low 3 bits of insert are used: 0xF -> 111 at bits 29..31.
        Case{.name = "bitfieldInsert ivec2", .fn = ref::bitfieldInsert, .in = {"ivec2(0, 0x12345678)", "ivec2(15, -1)",
             "29", "3"}, .type = "ivec2", .reference = {0xE0000000, 0xF2345678}},
        Case{.name = "bitfieldInsert uvec3 whole word", .fn = ref::bitfieldInsert,
             .in = {"uvec3(0x12345678u, 0u, 1u)", "uvec3(0xABCDu, 0xFFFFFFFFu, 0u)", "0", "32"}, .type = "uvec3",
             .reference = {0xABCD, 0xFFFFFFFF, 0}},
        Case{.name = "bitfieldInsert zero bits", .fn = ref::bitfieldInsert, .in = {"0x1234u", "0xFFFFu", "4", "0"},
             .type = "uint", .reference = {0x1234}, .why = "the result will simply be base"},
        // offset 32 with bits 0 is an empty field at the top (offset + bits <= 32): base, with no shift by 32.
        Case{.name = "bitfieldInsert zero bits at 32", .fn = ref::bitfieldInsert, .in = {"0x1234u", "0xFFFFu", "32", "0"},
             .type = "uint", .reference = {0x1234}, .why = "the result will simply be base"},
        Case{.name = "bitfieldInsert past bit 31", .fn = ref::bitfieldInsert, .in = {"ivec4(1, 2, 3, 4)",
             "ivec4(0, 0, 0, 0)", "16", "17"}, .type = "ivec4", .kind = kUndefined,
             .reference = {1, 2, 3, 4}, .undefined = 0xF},
        Case{.name = "bitfieldReverse uint", .fn = ref::bitfieldReverse, .in = {"1u"}, .type = "uint",
             .reference = {0x80000000}, .why = "bit (bits - 1) - n of value"},
        // 0x12345678 = 0001 0010 0011 0100 0101 0110 0111 1000, reversed 0001 1110 0110 1010 0010 1100 0100 1000.
        Case{.name = "bitfieldReverse ivec4", .fn = ref::bitfieldReverse,
             .in = {"ivec4(0x12345678, -1, 0, -2147483648)"}, .type = "ivec4",
             .reference = {0x1E6A2C48, 0xFFFFFFFF, 0, 1}},
        Case{.name = "bitfieldReverse uvec2", .fn = ref::bitfieldReverse, .in = {"uvec2(0xF0000000u, 0x00000003u)"},
             .type = "uvec2", .reference = {0x0000000F, 0xC0000000}}));

INSTANTIATE_TEST_SUITE_P(
    Counting, IntegerMore,
    testing::Values(
        Case{.name = "bitCount ivec2", .fn = ref::bitCount, .in = {"ivec2(-1, 7)"}, .type = "ivec2",
             .reference = {32, 3}, .why = "number of one bits"},
        // bitCount of a uint returns an int.
        Case{.name = "bitCount uvec3", .fn = ref::bitCount, .in = {"uvec3(0u, 0x80000000u, 0xF0F0F0F0u)"},
             .type = "ivec3", .reference = {0, 1, 16}},
        Case{.name = "bitCount int min", .fn = ref::bitCount, .in = {"-2147483648"}, .type = "int", .reference = {1}},
        Case{.name = "findLSB ivec4", .fn = ref::findLSB, .in = {"ivec4(0, 1, -2147483648, 24)"}, .type = "ivec4",
             .reference = {0xFFFFFFFF, 0, 31, 3}, .why = "If value is zero, -1 will be returned"},
        Case{.name = "findLSB uvec2", .fn = ref::findLSB, .in = {"uvec2(0u, 0x80000000u)"}, .type = "ivec2",
             .reference = {0xFFFFFFFF, 31}},
        // Negative: the most significant zero bit. -2 = 0xFFFFFFFE: bit 0; INT_MIN = 0x80000000: bit 30.
        Case{.name = "findMSB ivec4", .fn = ref::findMSB, .in = {"ivec4(-1, -2, -2147483648, 2147483647)"},
             .type = "ivec4", .reference = {0xFFFFFFFF, 0, 30, 30}, .why = "most significant zero bit"},
        Case{.name = "findMSB ivec2", .fn = ref::findMSB, .in = {"ivec2(0, 1)"}, .type = "ivec2",
             .reference = {0xFFFFFFFF, 0}},
        Case{.name = "findMSB uvec3", .fn = ref::findMSB, .in = {"uvec3(0u, 0xFFFFFFFFu, 1u)"}, .type = "ivec3",
             .reference = {0xFFFFFFFF, 31, 0}}));

}  // namespace
}  // namespace il::known_answer
