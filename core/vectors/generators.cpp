#include "vectors/generators.h"

#include <cstdlib>

#include "precision/half.h"

namespace il {

const std::vector<uint64_t>& random_specials(Scalar s) {
    static const std::vector<uint64_t> lists[] = {special_bits(Scalar::Float), special_bits(Scalar::Double),
                                                  special_bits(Scalar::Int),   special_bits(Scalar::Uint),
                                                  special_bits(Scalar::Bool),  special_bits(Scalar::Int64),
                                                  special_bits(Scalar::Uint64), special_bits(Scalar::Half)};
    // random_component's constant counts (tests/vectors check them too).
    static const bool counted = [] {
        for (Scalar t : {Scalar::Float, Scalar::Double, Scalar::Int, Scalar::Uint, Scalar::Bool, Scalar::Int64,
                         Scalar::Uint64, Scalar::Half})
            if (special_bits(t).size() != special_count(t)) std::abort();
        return true;
    }();
    (void)counted;
    switch (s) {
        case Scalar::Float: return lists[0];
        case Scalar::Double: return lists[1];
        case Scalar::Int: return lists[2];
        case Scalar::Uint: return lists[3];
        case Scalar::Bool: break;
        case Scalar::Int64: return lists[5];
        case Scalar::Uint64: return lists[6];
        case Scalar::Half: return lists[7];
    }
    return lists[4];
}

std::vector<uint64_t> special_bits(Scalar s) {
    switch (s) {
        case Scalar::Float:
            return {0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000,
                    0x80800000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x3f000000, 0xbf000000,
                    0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000};
        case Scalar::Double:
            return {0x0000000000000000, 0x8000000000000000, 0x0000000000000001, 0x8000000000000001,
                    0x000fffffffffffff, 0x800fffffffffffff, 0x0010000000000000, 0x8010000000000000,
                    0x3ff0000000000000, 0xbff0000000000000, 0x4000000000000000, 0xc000000000000000,
                    0x3fe0000000000000, 0xbfe0000000000000, 0x7fefffffffffffff, 0xffefffffffffffff,
                    0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000};
        case Scalar::Int:
            return {0, 1, 2, 0xffffffff /* -1 */, 0xfffffffe /* -2 */, 0x80000000 /* INT_MIN */,
                    0x7fffffff /* INT_MAX */, 0x80000001, 0x7ffffffe, 0x00010000, 0x0000ffff, 0x00000100, 31, 32};
        case Scalar::Uint:
            return {0, 1, 2, 0xffffffff, 0xfffffffe, 0x80000000, 0x7fffffff, 0x80000001, 0x00010000, 0x0000ffff,
                    0x00010001, 0x00000100, 31, 32};
        case Scalar::Bool:
            return {0, 1};
        // 0, ±1, ±2, INT64_MIN, INT64_MAX and their neighbours, and the 2^32 and 2^31 boundaries where a 64-bit
        // value leaves 32 bits (packInt2x32's halves, a sign-extended int).
        case Scalar::Int64:
            return {0, 1, 2, 0xffffffffffffffff /* -1 */, 0xfffffffffffffffe /* -2 */,
                    0x8000000000000000 /* INT64_MIN */, 0x7fffffffffffffff /* INT64_MAX */, 0x8000000000000001,
                    0x00000000ffffffff /* 2^32 - 1 */, 0x0000000100000000 /* 2^32 */, 0x0000000100000001,
                    0xffffffff00000000 /* -2^32 */, 0x0000000080000000 /* 2^31 */, 0xffffffff80000000 /* INT_MIN */};
        case Scalar::Uint64:
            return {0, 1, 2, 0xffffffffffffffff /* UINT64_MAX */, 0xfffffffffffffffe, 0x8000000000000000,
                    0x7fffffffffffffff, 0x8000000000000001, 0x00000000ffffffff /* 2^32 - 1 */,
                    0x0000000100000000 /* 2^32 */, 0x0000000100000001, 0xffffffff00000000, 0x0000000080000000,
                    0x00000001ffffffff};
        case Scalar::Half: return {half::kSpecials.begin(), half::kSpecials.end()};
    }
    return {};
}

std::vector<uint64_t> special_case_bits(const Overload& o) {
    const std::vector<Param> ins = o.inputs();
    std::vector<std::vector<uint64_t>> lists;
    size_t total = 1, per = 0;
    for (const Param& p : ins) {
        lists.push_back(special_bits(p.type.scalar));
        total *= lists.back().size();
        per += static_cast<size_t>(p.type.components());
    }
    std::vector<uint64_t> bits;
    bits.reserve(total * per);
    std::vector<size_t> idx(ins.size(), 0);
    for (size_t n = 0; n < total; ++n) {
        for (size_t a = 0; a < ins.size(); ++a)
            for (int k = 0, nk = ins[a].type.components(); k < nk; ++k)
                bits.push_back(lists[a][(idx[a] + static_cast<size_t>(k)) % lists[a].size()]);
        for (size_t a = ins.size(); a-- > 0;) {
            if (++idx[a] < lists[a].size()) break;
            idx[a] = 0;
        }
    }
    return bits;
}

std::vector<std::vector<Value>> special_cases(const Overload& o) {
    const std::vector<Param> ins = o.inputs();
    if (ins.empty()) return {{}};  // one case of no inputs
    const std::vector<uint64_t> bits = special_case_bits(o);
    std::vector<std::vector<Value>> cases;
    size_t at = 0;
    while (at < bits.size()) {
        std::vector<Value> c;
        for (const Param& p : ins) {
            Value v = make_value(p.type);
            for (int k = 0; k < v.size(); ++k) v.bits[k] = bits[at++];
            c.push_back(v);
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

uint64_t RandomInputs::next_u64() { return splitmix64(state_); }

uint64_t RandomInputs::component(Scalar s) { return random_component(s, state_, random_specials(s).data()); }

std::vector<Value> RandomInputs::next(const Overload& o) {
    std::vector<Value> c;
    for (const Param& p : o.inputs()) {
        Value v = make_value(p.type);
        for (int k = 0; k < v.size(); ++k) v.bits[k] = component(p.type.scalar);
        c.push_back(v);
    }
    return c;
}

}  // namespace il
