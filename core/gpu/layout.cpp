#include "gpu/layout.h"

#include <cstring>

namespace il {
namespace {

// Byte offset of component c of a member (column-major matrices with their stride).
size_t component_offset(const MemberLayout& m, int c) {
    const int size = m.type.component_bits() / 8;
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

bool unpack_outputs(const Kernel& k, const uint8_t* record, Value* out) {
    for (size_t o = 0; o < k.outputs.size(); ++o) {
        const MemberLayout& m = k.outputs[o];
        Value& v = out[o];
        v.type = m.type;
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
    int32_t written = 0;
    std::memcpy(&written, record + k.written_offset, 4);
    return written == 1;
}

void poison_records(const Kernel& k, uint8_t* records, size_t n) {
    const size_t words = n * static_cast<size_t>(k.out_stride) / 4;
    uint32_t* w = reinterpret_cast<uint32_t*>(records);
    for (size_t i = 0; i < words; ++i) w[i] = Runner::kPoison;
}

}  // namespace il
