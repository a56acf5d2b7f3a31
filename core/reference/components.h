// Exact component functions: a built-in whose component i is a function of the bits of component i of each input
// (a scalar input's only one) and of the inputs' scalar types, written once. Its lane template (reference/choices.h)
// calls it for the reference and the bulk judge's sets; lift_components runs it over the raw bits of many cases at
// once, on their records, which the bulk judge's match pass calls in place of the lane (ChoiceLanes::components).
// The files that define component functions are compiled at -O3, without contraction (core/CMakeLists.txt).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "value/type.h"

namespace il::ref {

// Component i's bits, or undefined: `why` is 0 where the component is defined, otherwise the index (from 1) of the
// sentence the lane cites.
struct ComponentResult {
    uint64_t bits = 0;
    uint8_t why = 0;
};

// The records of n cases at one component: input k's bits at in[k] + j * in_stride (8 bytes for a 64-bit scalar
// type, 4 otherwise), the GPU's at gpu + j * out_stride (8 bytes where gpu_wide; a bool read as 0 or 1). Where the
// result is a float or a double (gpu_float), a denormal result is left to the full path (the bulk judge counts such
// a result, and may accept it flushed): its case is not matched here, unless `kept` is given, where a defined
// denormal result that the GPU gave as it is keeps the match and counts in kept[j] (a definition that takes it as a
// match: one IEEE step, or a choice set with the denormal flush).
struct ComponentRecords {
    const Scalar* scalars;  // each input's
    const uint8_t* in[4];
    size_t in_stride;
    const uint8_t* gpu;
    size_t out_stride;
    bool gpu_wide, gpu_bool, gpu_float = false;
    uint8_t* kept = nullptr;
};

// A component function's match over n cases (the bulk judge's first look): for each case j, match[j] is cleared
// unless the component is undefined or the GPU's bits are its result, and undefined[j] is set where it is
// undefined.
using ComponentMatch = void (*)(const ComponentRecords& r, size_t n, uint8_t* match, uint8_t* undefined);

// f(std::integral_constant<Scalar, s>) for an integer scalar type s (int, uint, int64_t, uint64_t), so that a loop
// in f sees the type as a constant.
template <class F>
[[gnu::always_inline]] inline void with_integer_scalar(Scalar s, F f) {
    switch (s) {
        case Scalar::Int: return f(std::integral_constant<Scalar, Scalar::Int>{});
        case Scalar::Uint: return f(std::integral_constant<Scalar, Scalar::Uint>{});
        case Scalar::Int64: return f(std::integral_constant<Scalar, Scalar::Int64>{});
        default: return f(std::integral_constant<Scalar, Scalar::Uint64>{});
    }
}

// A reduction's look at one component of n cases (a == b of vectors): all[j] is cleared where the function's result
// for case j is 0. The GPU's fields of the records are not read.
using ComponentAll = void (*)(const ComponentRecords& r, size_t n, uint8_t* all);

// The same for a float or double.
template <class F>
[[gnu::always_inline]] inline void with_float_scalar(Scalar s, F f) {
    if (s == Scalar::Double) return f(std::integral_constant<Scalar, Scalar::Double>{});
    return f(std::integral_constant<Scalar, Scalar::Float>{});
}

namespace component_detail {

template <Scalar S>
constexpr bool kWide = S == Scalar::Int64 || S == Scalar::Uint64 || S == Scalar::Double;

template <bool Wide>
[[gnu::always_inline]] inline uint64_t bits_at(const uint8_t* p) {
    if constexpr (Wide) {
        uint64_t w;
        std::memcpy(&w, p, 8);
        return w;
    } else {
        uint32_t w;
        std::memcpy(&w, p, 4);
        return w;
    }
}

// Whether bits of a float (Wide: a double) are a denormal's.
template <bool Wide>
[[gnu::always_inline]] inline bool is_denormal_bits(uint64_t bits) {
    if constexpr (Wide) return (bits & 0x7ff0000000000000ull) == 0 && (bits & 0x000fffffffffffffull) != 0;
    else return (bits & 0x7f800000u) == 0 && (bits & 0x007fffffu) != 0;
}

// The loop itself, with every type a constant: Result(j) the function's result for case j. FloatResult: the result
// is a float (a double where GpuWide), and a denormal one clears the case's match, or with Keeps (r.kept) counts
// where the GPU gave it.
template <bool GpuWide, bool FloatResult, bool Keeps, class Result>
[[gnu::always_inline]] inline void match_loop(const ComponentRecords& r, size_t n, uint8_t* __restrict match,
                                              uint8_t* __restrict undefined, Result result) {
    // Locals: the byte stores below may alias r.
    const uint8_t* g = r.gpu;
    uint8_t* __restrict kept = r.kept;
    const size_t stride = r.out_stride;
    const bool is_bool = r.gpu_bool;
    for (size_t j = 0; j < n; ++j, g += stride) {
        const ComponentResult c = result(j);
        uint64_t gpu = bits_at<GpuWide>(g);
        if (is_bool) gpu = gpu != 0;
        const bool u = c.why != 0, equal = c.bits == gpu;
        bool keep = u | equal;
        if constexpr (FloatResult) {
            const bool denormal = is_denormal_bits<GpuWide>(c.bits);
            if constexpr (Keeps) {
                const bool as_given = (!u) & equal;
                keep &= (!denormal) | as_given;
                kept[j] += static_cast<uint8_t>(denormal & as_given);
            } else {
                keep &= !denormal;
            }
        }
        match[j] &= static_cast<uint8_t>(keep);
        undefined[j] |= static_cast<uint8_t>(u);
    }
}

// match_loop with the GPU's width and, for a lift that takes floats, the float result as constants.
template <bool TakesFloats, class Result>
[[gnu::always_inline]] inline void match_with(const ComponentRecords& r, size_t n, uint8_t* match,
                                              uint8_t* undefined, Result result) {
    if constexpr (TakesFloats) {
        if (r.gpu_float && r.kept) {
            if (r.gpu_wide) match_loop<true, true, true>(r, n, match, undefined, result);
            else match_loop<false, true, true>(r, n, match, undefined, result);
            return;
        }
        if (r.gpu_float) {
            if (r.gpu_wide) match_loop<true, true, false>(r, n, match, undefined, result);
            else match_loop<false, true, false>(r, n, match, undefined, result);
            return;
        }
    }
    if (r.gpu_wide) match_loop<true, false, false>(r, n, match, undefined, result);
    else match_loop<false, false, false>(r, n, match, undefined, result);
}

}  // namespace component_detail

// An int or uint operand's value, from its low 32 bits.
inline int64_t integer_of(uint64_t bits, Scalar s) {
    return s == Scalar::Int ? int64_t{static_cast<int32_t>(bits)} : int64_t{static_cast<uint32_t>(bits)};
}

// Which scalar types a lift takes: integers (int, uint, int64_t, uint64_t) or floats (float, double).
enum class Takes { Integers, Floats };

template <Takes T, class F>
[[gnu::always_inline]] inline void with_scalar(Scalar s, F f) {
    if constexpr (T == Takes::Integers) with_integer_scalar(s, f);
    else with_float_scalar(s, f);
}

// Fn(a, b, scalar of a, scalar of b) over n cases, one loop per pair of scalar types (integers, or with
// Takes::Floats floats).
template <ComponentResult (*Fn)(uint64_t, uint64_t, Scalar, Scalar), Takes T = Takes::Integers>
[[gnu::flatten]] void lift_components(const ComponentRecords& r, size_t n, uint8_t* match, uint8_t* undefined) {
    using namespace component_detail;
    with_scalar<T>(r.scalars[0], [&](auto sa) {
        with_scalar<T>(r.scalars[1], [&](auto sb) {
            auto result = [a = r.in[0], b = r.in[1], stride = r.in_stride, sa, sb](size_t j) {
                return Fn(bits_at<kWide<sa.value>>(a + j * stride), bits_at<kWide<sb.value>>(b + j * stride),
                          sa.value, sb.value);
            };
            match_with<T == Takes::Floats>(r, n, match, undefined, result);
        });
    });
}

// Fn(a, b, scalar of a, scalar of b), a result of 0 or 1, folded into all[j] over n cases of integer inputs.
template <ComponentResult (*Fn)(uint64_t, uint64_t, Scalar, Scalar)>
[[gnu::flatten]] void lift_all(const ComponentRecords& r, size_t n, uint8_t* all) {
    using namespace component_detail;
    with_integer_scalar(r.scalars[0], [&](auto sa) {
        with_integer_scalar(r.scalars[1], [&](auto sb) {
            const uint8_t *a = r.in[0], *b = r.in[1];
            const size_t stride = r.in_stride;
            for (size_t j = 0; j < n; ++j)
                all[j] &= static_cast<uint8_t>(Fn(bits_at<kWide<sa.value>>(a + j * stride),
                                                  bits_at<kWide<sb.value>>(b + j * stride), sa.value, sb.value)
                                                   .bits != 0);
        });
    });
}

// The same for three inputs.
template <ComponentResult (*Fn)(uint64_t, uint64_t, uint64_t, Scalar, Scalar, Scalar), Takes T = Takes::Integers>
[[gnu::flatten]] void lift_components(const ComponentRecords& r, size_t n, uint8_t* match, uint8_t* undefined) {
    using namespace component_detail;
    with_scalar<T>(r.scalars[0], [&](auto sa) {
        with_scalar<T>(r.scalars[1], [&](auto sb) {
            with_scalar<T>(r.scalars[2], [&](auto sc) {
                auto result = [a = r.in[0], b = r.in[1], c = r.in[2], stride = r.in_stride, sa, sb, sc](size_t j) {
                    return Fn(bits_at<kWide<sa.value>>(a + j * stride), bits_at<kWide<sb.value>>(b + j * stride),
                              bits_at<kWide<sc.value>>(c + j * stride), sa.value, sb.value, sc.value);
                };
                match_with<T == Takes::Floats>(r, n, match, undefined, result);
            });
        });
    });
}

// The same for four inputs.
template <ComponentResult (*Fn)(uint64_t, uint64_t, uint64_t, uint64_t, Scalar, Scalar, Scalar, Scalar)>
[[gnu::flatten]] void lift_components(const ComponentRecords& r, size_t n, uint8_t* match, uint8_t* undefined) {
    using namespace component_detail;
    with_integer_scalar(r.scalars[0], [&](auto sa) {
        with_integer_scalar(r.scalars[1], [&](auto sb) {
            with_integer_scalar(r.scalars[2], [&](auto sc) {
                with_integer_scalar(r.scalars[3], [&](auto sd) {
                    auto result = [a = r.in[0], b = r.in[1], c = r.in[2], d = r.in[3], stride = r.in_stride, sa, sb,
                                   sc, sd](size_t j) {
                        return Fn(bits_at<kWide<sa.value>>(a + j * stride), bits_at<kWide<sb.value>>(b + j * stride),
                                  bits_at<kWide<sc.value>>(c + j * stride), bits_at<kWide<sd.value>>(d + j * stride),
                                  sa.value, sb.value, sc.value, sd.value);
                    };
                    match_with<false>(r, n, match, undefined, result);
                });
            });
        });
    });
}

// The same for one input.
template <ComponentResult (*Fn)(uint64_t, Scalar), Takes T = Takes::Integers>
[[gnu::flatten]] void lift_components(const ComponentRecords& r, size_t n, uint8_t* match, uint8_t* undefined) {
    using namespace component_detail;
    with_scalar<T>(r.scalars[0], [&](auto sa) {
        auto result = [a = r.in[0], stride = r.in_stride, sa](size_t j) {
            return Fn(bits_at<kWide<sa.value>>(a + j * stride), sa.value);
        };
        match_with<T == Takes::Floats>(r, n, match, undefined, result);
    });
}

}  // namespace il::ref
