// Known answers for GLSL 4.50 §8.11's atomic memory functions on one int or uint: the returned original contents
// (output 0) and mem's new contents (output 1), worked by hand: wraparound, signed against unsigned min and max,
// the bit-wise operations, exchange, and compare-exchange with equal and unequal operands.
#include "known_answer.h"
#include "reference/atomic.h"

namespace il::known_answer {
namespace {

class Atomic : public testing::TestWithParam<Case> {};
TEST_P(Atomic, KnownAnswer) { check(GetParam()); }

constexpr uint64_t kMinus1 = 0xffffffffu, kMinus5 = 0xfffffffbu, kMinus3 = 0xfffffffdu;

INSTANTIATE_TEST_SUITE_P(
    Memory, Atomic,
    testing::Values(
        Case{.name = "add returns the original", .fn = ref::atomicAdd, .in = {"0xFFFFFFFFu", "2u"}, .outputs = 2,
             .output = 0, .type = "uint", .reference = {0xffffffffu}, .why = "return the original value read"},
        // 0xFFFFFFFF + 2 wraps to 1 (the low-order 32 bits).
        Case{.name = "add wraps", .fn = ref::atomicAdd, .in = {"0xFFFFFFFFu", "2u"}, .outputs = 2, .output = 1,
             .type = "uint", .reference = {1}, .why = "low-order 32 bits"},
        Case{.name = "add int overflow", .fn = ref::atomicAdd, .in = {"2147483647", "1"}, .outputs = 2, .output = 1,
             .type = "int", .reference = {0x80000000u}},
        // Signed: -1 < 1; unsigned: 1 < 0xFFFFFFFF.
        Case{.name = "min int", .fn = ref::atomicMin, .in = {"-1", "1"}, .outputs = 2, .output = 1, .type = "int",
             .reference = {kMinus1}, .why = "minimum of the value of data and the contents of mem"},
        Case{.name = "min uint", .fn = ref::atomicMin, .in = {"0xFFFFFFFFu", "1u"}, .outputs = 2, .output = 1,
             .type = "uint", .reference = {1}},
        Case{.name = "max int", .fn = ref::atomicMax, .in = {"-5", "-7"}, .outputs = 2, .output = 1, .type = "int",
             .reference = {kMinus5}},
        Case{.name = "max uint", .fn = ref::atomicMax, .in = {"0x80000000u", "0x7FFFFFFFu"}, .outputs = 2, .output = 1,
             .type = "uint", .reference = {0x80000000u}},
        Case{.name = "and", .fn = ref::atomicAnd, .in = {"0xF0F0u", "0xFF00u"}, .outputs = 2, .output = 1,
             .type = "uint", .reference = {0xf000}, .why = "bit-wise AND"},
        Case{.name = "or", .fn = ref::atomicOr, .in = {"0xF0F0u", "0xFF00u"}, .outputs = 2, .output = 1,
             .type = "uint", .reference = {0xfff0}},
        Case{.name = "xor", .fn = ref::atomicXor, .in = {"0xF0F0", "0xFF00"}, .outputs = 2, .output = 1,
             .type = "int", .reference = {0x0ff0}},
        Case{.name = "exchange returns", .fn = ref::atomicExchange, .in = {"5", "-3"}, .outputs = 2, .output = 0,
             .type = "int", .reference = {5}},
        Case{.name = "exchange stores", .fn = ref::atomicExchange, .in = {"5", "-3"}, .outputs = 2, .output = 1,
             .type = "int", .reference = {kMinus3}, .why = "simply copying the value of data"},
        // compare equal to mem: data is stored; unequal: mem keeps its contents. Either way 7 is returned.
        Case{.name = "compswap equal", .fn = ref::atomicCompSwap, .in = {"7u", "7u", "9u"}, .outputs = 2,
             .output = 1, .type = "uint", .reference = {9}, .why = "If the values are equal"},
        Case{.name = "compswap unequal", .fn = ref::atomicCompSwap, .in = {"7u", "8u", "9u"}, .outputs = 2,
             .output = 1, .type = "uint", .reference = {7}},
        Case{.name = "compswap returns", .fn = ref::atomicCompSwap, .in = {"7u", "7u", "9u"}, .outputs = 2,
             .output = 0, .type = "uint", .reference = {7}}));

}  // namespace
}  // namespace il::known_answer
