// A typed GLSL value carried as bits, so that NaN payloads and -0.0 survive every hop.
#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <string>

#include "value/type.h"

namespace il {

constexpr int kMaxComponents = 16;  // dmat4

struct Value {
    Type type;
    // One entry per component, column-major for matrices; 32-bit types use the low 32 bits.
    std::array<uint64_t, kMaxComponents> bits{};

    int size() const { return type.components(); }
    bool operator==(const Value& o) const {
        if (type != o.type) return false;
        for (int i = 0; i < size(); ++i)
            if (bits[i] != o.bits[i]) return false;
        return true;
    }

    float f(int i) const { return std::bit_cast<float>(static_cast<uint32_t>(bits[i])); }
    double d(int i) const { return std::bit_cast<double>(bits[i]); }
    uint32_t u(int i) const { return static_cast<uint32_t>(bits[i]); }
    int32_t i(int i) const { return static_cast<int32_t>(static_cast<uint32_t>(bits[i])); }
    bool b(int i) const { return bits[i] != 0; }
    int64_t i64(int i) const { return static_cast<int64_t>(bits[i]); }

    void set_f(int i, float v) { bits[i] = std::bit_cast<uint32_t>(v); }
    void set_d(int i, double v) { bits[i] = std::bit_cast<uint64_t>(v); }
    void set_u(int i, uint32_t v) { bits[i] = v; }
    void set_i(int i, int32_t v) { bits[i] = static_cast<uint32_t>(v); }
    void set_b(int i, bool v) { bits[i] = v ? 1u : 0u; }
    void set_i64(int i, int64_t v) { bits[i] = static_cast<uint64_t>(v); }
};

inline Value make_value(Type t) { return Value{t, {}}; }

inline uint32_t float_bits(float f) { return std::bit_cast<uint32_t>(f); }
inline float bits_float(uint32_t u) { return std::bit_cast<float>(u); }
inline uint64_t double_bits(double d) { return std::bit_cast<uint64_t>(d); }
inline double bits_double(uint64_t u) { return std::bit_cast<double>(u); }

// Component as a double (exact for every type but int64_t and uint64_t beyond 2^53, which round).
double component_as_double(const Value& v, int i);
// Hex of one component, zero-padded to its width: "0x3f800000", "0x3ff0000000000000".
std::string component_hex(const Value& v, int i);

}  // namespace il
