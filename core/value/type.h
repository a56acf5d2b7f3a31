// GLSL scalar, vector and matrix types, as the catalog and the buffers see them.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace il {

// Int64 and Uint64: GL_ARB_gpu_shader_int64's int64_t and uint64_t (ARB extension 178). Half: GL_NV_gpu_shader5's
// float16_t (IEEE 754 binary16), carried through the buffers as the low 16 bits of a uint (storage_bits).
enum class Scalar : uint8_t { Bool, Int, Uint, Float, Double, Int64, Uint64, Half };

// A floating-point scalar type: float, double or half.
constexpr bool is_float_scalar(Scalar s) { return s == Scalar::Float || s == Scalar::Double || s == Scalar::Half; }

// cols == 1 for scalars and vectors; a matCxR has cols C and rows R (GLSL 4.50 §4.1.6).
struct Type {
    Scalar scalar = Scalar::Float;
    uint8_t rows = 1;
    uint8_t cols = 1;

    constexpr int components() const { return rows * cols; }
    constexpr bool is_float() const { return is_float_scalar(scalar); }
    constexpr bool is_half() const { return scalar == Scalar::Half; }
    constexpr bool is_matrix() const { return cols > 1; }
    constexpr bool is_int64() const { return scalar == Scalar::Int64 || scalar == Scalar::Uint64; }
    constexpr bool is_integer() const { return scalar == Scalar::Int || scalar == Scalar::Uint || is_int64(); }
    // The width of a component's format: 16 for a half, 64 for double and the 64-bit integers, else 32.
    constexpr int component_bits() const { return scalar == Scalar::Double || is_int64() ? 64 : is_half() ? 16 : 32; }
    // The width a component takes in a buffer: a half travels in a 32-bit word (packFloat2x16's low half).
    constexpr int storage_bits() const { return component_bits() == 64 ? 64 : 32; }
    constexpr bool operator==(const Type& o) const {
        return scalar == o.scalar && rows == o.rows && cols == o.cols;
    }
    constexpr bool operator!=(const Type& o) const { return !(*this == o); }
    constexpr Type with_scalar(Scalar s) const { return Type{s, rows, cols}; }
};

constexpr Type kBool{Scalar::Bool}, kInt{Scalar::Int}, kUint{Scalar::Uint}, kFloat{Scalar::Float},
    kDouble{Scalar::Double}, kInt64{Scalar::Int64}, kUint64{Scalar::Uint64}, kHalf{Scalar::Half};
constexpr Type vec_of(Scalar s, int n) { return Type{s, static_cast<uint8_t>(n), 1}; }
constexpr Type mat_of(Scalar s, int cols, int rows) {
    return Type{s, static_cast<uint8_t>(rows), static_cast<uint8_t>(cols)};
}

// "uint", "uvec3", "dvec2", "mat2x3", "dmat4", "int64_t", "u64vec2", "float16_t", "f16vec3": the GLSL spelling (square matrices as matN).
std::string type_name(Type t);
std::string_view scalar_name(Scalar s);
// Inverse of type_name; also accepts "mat2x2"-style spellings of square matrices.
std::optional<Type> parse_type_name(std::string_view name);

}  // namespace il
