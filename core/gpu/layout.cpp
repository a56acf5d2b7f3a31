#include "gpu/layout.h"

#include <cstring>

namespace il {
namespace {

// Byte offset of component c of a member (column-major matrices with their stride).
size_t component_offset(const MemberLayout& m, int c) {
    const int size = m.type.storage_bits() / 8;
    if (m.type.is_matrix()) return m.offset + (c / m.type.rows) * m.matrix_stride + (c % m.type.rows) * size;
    return m.offset + c * size;
}

}  // namespace

FlatLayout flat_layout(const std::vector<MemberLayout>& members) {
    FlatLayout l;
    for (const MemberLayout& m : members)
        for (int c = 0, n = m.type.components(); c < n; ++c) {
            l.offset.push_back(static_cast<uint32_t>(component_offset(m, c)));
            l.wide.push_back(m.type.component_bits() == 64);
        }
    l.dense32 = l.dense64 = !l.offset.empty();
    for (size_t c = 0; c < l.offset.size(); ++c) {
        l.dense32 = l.dense32 && !l.wide[c] && l.offset[c] == 4 * c;
        l.dense64 = l.dense64 && l.wide[c] && l.offset[c] == 8 * c;
    }
    return l;
}

void pack_flat_cases(const FlatLayout& l, const uint64_t* comps, size_t n, uint8_t* records, size_t stride) {
    const size_t per = l.offset.size();
    if (l.dense64 && stride == 8 * per) {  // the records are the component bits themselves
        std::memcpy(records, comps, n * stride);
        return;
    }
    if (l.dense32 && stride == 4 * per) {
        // The records are one array of 32-bit words: a narrowing copy the compiler vectorizes.
        uint32_t* words = reinterpret_cast<uint32_t*>(records);
        for (size_t i = 0, total = n * per; i < total; ++i) words[i] = static_cast<uint32_t>(comps[i]);
        return;
    }
    for (size_t i = 0; i < n; ++i) pack_flat(l, comps + i * per, records + i * stride);
}

void pack_inputs(const Kernel& k, const Value* inputs, uint8_t* record) {
    for (size_t a = 0; a < k.inputs.size(); ++a) {
        const MemberLayout& m = k.inputs[a];
        const Value& v = inputs[a];
        const bool wide = m.type.component_bits() == 64;
        for (int c = 0, n = m.type.components(); c < n; ++c) {
            uint8_t* dst = record + component_offset(m, c);
            if (wide) {
                std::memcpy(dst, &v.bits[c], 8);
            } else {
                const uint32_t w = static_cast<uint32_t>(v.bits[c]);
                std::memcpy(dst, &w, 4);
            }
        }
    }
}

namespace {

// The component bits of `members` from a record into out[], whose types stay as they are.
void unpack_members(const std::vector<MemberLayout>& members, const uint8_t* record, Value* out) {
    for (size_t o = 0; o < members.size(); ++o) {
        const MemberLayout& m = members[o];
        Value& v = out[o];
        const bool wide = m.type.component_bits() == 64;
        for (int c = 0, n = m.type.components(); c < n; ++c) {
            const uint8_t* src = record + component_offset(m, c);
            if (wide) {
                std::memcpy(&v.bits[c], src, 8);
            } else {
                uint32_t x;
                std::memcpy(&x, src, 4);
                v.bits[c] = x;
            }
        }
    }
}

}  // namespace

// The inputs keep their parameter types: a bool input is stored as an int of the same bits (0 or 1).
void unpack_inputs(const Kernel& k, const uint8_t* record, Value* in) { unpack_members(k.inputs, record, in); }

bool unpack_outputs(const Kernel& k, const uint8_t* record, Value* out) {
    for (size_t o = 0; o < k.outputs.size(); ++o) out[o].type = k.outputs[o].type;
    unpack_members(k.outputs, record, out);
    int32_t written = 0;
    std::memcpy(&written, record + k.written_offset, 4);
    return written == 1;
}

void poison_records(const Kernel& k, uint8_t* records, size_t n) {
    // 64 bytes of the pattern at a time: vector stores at any optimization level (a word loop stays scalar at -O2).
    uint32_t block[16];
    for (uint32_t& w : block) w = Runner::kPoison;
    const size_t bytes = n * static_cast<size_t>(k.out_stride);  // a multiple of 4
    size_t at = 0;
    for (; at + sizeof block <= bytes; at += sizeof block) std::memcpy(records + at, block, sizeof block);
    std::memcpy(records + at, block, bytes - at);
}

}  // namespace il
