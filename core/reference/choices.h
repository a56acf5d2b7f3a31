// What the chapter references share: per-component sets of the results the spec allows, turned into one Rule, and
// the inputs a conforming GPU may see once it flushes denormals (GLSL 4.50 §4.7.1).
#pragma once
#include <array>
#include <bit>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "compare/compare.h"
#include "precision/half.h"
#include "precision/lanes.h"
#include "precision/rule.h"
#include "reference/components.h"

namespace il::ref {

// Component i of an argument that may be a scalar shared by every component (min(vec3, float), step(float, vec4)).
inline int lane(const Value& v, int i) { return v.size() == 1 ? 0 : i; }

// The bits of a half, float or double component of scalar type s as a double (exact for all three): what a
// component function (reference/components.h) reads.
inline double num(uint64_t bits, Scalar s) {
    if (s == Scalar::Double) return std::bit_cast<double>(bits);
    if (s == Scalar::Half) [[unlikely]]
        return half::to_double(static_cast<uint16_t>(bits));
    return static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(bits)));
}
// A half, float or double component as a double.
inline double num(const Value& v, int i) { return num(v.bits[i], v.type.scalar); }
// The bits of x as a component of a half, float or double type; x must be representable when s is half or float. A
// NaN becomes the quiet NaN without payload, whatever the host produced. Inline: every lane of a choice set calls it.
inline uint64_t encode(Scalar s, double x) {
    if (std::isnan(x)) x = std::numeric_limits<double>::quiet_NaN();
    if (s == Scalar::Double) return std::bit_cast<uint64_t>(x);
    if (s == Scalar::Half) [[unlikely]]
        return half::from_double(x);
    // A denormal float (or zero) from its bits: |x| · 2^149 rounded to an integer (adding and removing 2^52 rounds
    // ties to even, as the conversion does). The conversion itself would give a denormal, which some processors
    // finish in microcode at a hundred times its cost (precision/ld_convert.h).
    if (const double a = std::fabs(x); a < 0x1p-126) {
        const double units = (a * 0x1p149 + 0x1p52) - 0x1p52;
        return (std::signbit(x) ? 0x80000000u : 0u) | static_cast<uint32_t>(units);
    }
    return std::bit_cast<uint32_t>(static_cast<float>(x));
}
inline uint64_t encode(Type t, double x) { return encode(t.scalar, x); }
// `yes` where `condition` holds and `no` elsewhere, by a mask instead of a branch: a comparison of a sweep's random
// operands goes either way about half the time, and a branch on it is mispredicted as often.
inline uint64_t select_bits(bool condition, uint64_t yes, uint64_t no) {
    const uint64_t mask = 0 - static_cast<uint64_t>(condition);
    return (yes & mask) | (no & ~mask);
}
// Stores x as component i of v, as encode gives its bits.
inline void put(Value& v, int i, double x) { v.bits[i] = encode(v.type, x); }
// True when component lane(in[k], i) of any of the first n inputs is a NaN.
inline bool any_nan(const Value* in, int n, int i) {
    for (int k = 0; k < n; ++k)
        if (is_nan(in[k], lane(in[k], i))) return true;
    return false;
}

// Sets of results: the reference, plus per component the other results the spec allows, each under a label
// ("round half away from zero", "denormal x flushed"). rule() makes one AnyOf alternative per label, equal to the
// reference in the components that label does not name, so the judge's per-component any-of test is exact.
class Choices {
public:
    // glsl: the #version whose text judges (Expected::glsl); a lane reads it where GLSL 4.60 reworded a sentence.
    Choices(Type type, std::string reference_label, int glsl);

    int glsl() const { return glsl_; }

    Value& reference() { return reference_; }
    const Value& reference() const { return reference_; }
    // Allows `bits` for component i (ignored where it equals the reference's bits); `why`, if given, is appended
    // once to the rule's why.
    void allow(int i, const std::string& label, uint64_t bits, const char* why = nullptr);
    // Allows, for component i, the zero of the other sign of the reference and of each result allowed so far that
    // is a zero (float and double results).
    void allow_other_zero(int i, const std::string& label, const char* why = nullptr);
    void set_undefined(int i, const char* why);
    // Leaves `bits` of component i undefined (a NaN field of a packed uint): the other bits are judged. They go to
    // Rule::undefined_bits, which holds for every component: for results of one component.
    void set_undefined_bits(int i, uint64_t bits, const char* why);
    void note(const char* why);
    uint32_t undefined() const { return undefined_; }

    // Exact when nothing was allowed, AnyOf otherwise; undefined when every component is; denormal_flush for
    // float and double results (GLSL 4.50 §4.7.1).
    Rule rule(SpecText why) const;

private:
    Value reference_;
    std::string reference_label_;
    std::vector<std::pair<std::string, std::vector<std::pair<int, uint64_t>>>> allowed_;
    std::vector<std::string> notes_;
    uint32_t undefined_ = 0;
    uint64_t undefined_bits_ = 0;
    int glsl_;
};

// Calls fn(in, i), which returns the bits of result component i, first with the inputs as given (the reference),
// then with every non-empty subset of the inputs whose component i is a denormal replaced by a zero of its sign,
// allowing each different result under a label naming the flushed inputs ("denormal x, y flushed"). `names` holds
// the GLSL name of every input fn reads (at most 4).
template <typename Fn>
void evaluate_flushing(Choices& c, int i, const Value* in, std::initializer_list<const char*> names, Fn fn);

// The same calls as Choices, for one component and one GPU answer, keeping only what decides the verdict: whether
// the answer is the reference, an allowed result, or undefined. It allocates nothing, so the batch engine's bulk
// judge runs a definition's lane function (ChoiceLanes) through it case after case. What it cannot decide alone
// (a denormal input, whose flushed results it does not evaluate; an answer outside the set) is unsure.
class LaneSet {
public:
    LaneSet(Type type, int lane, uint64_t gpu, int glsl)
        : reference_(make_value(type)), lane_(lane), gpu_(gpu), glsl_(glsl) {}
    // The same set as a new LaneSet(type, lane, gpu) of this one's type: the bulk judge keeps one per output and
    // resets it for every component, clearing only the type's components.
    // Only the lane's component is cleared: a lane function writes and reads its own component alone.
    void reset(int lane, uint64_t gpu) {
        reference_.bits[lane] = 0;
        lane_ = lane;
        gpu_ = gpu;
        n_allowed_ = 0;
        undefined_ = unsure_ = flushed_known_ = false;
        flushed_ = undefined_bits_ = 0;
    }
    // Whether the case may have a denormal input component (the bulk judge knows it per case): without one,
    // evaluate_flushing has nothing to flush and skips looking.
    void set_denormal_inputs(bool may) { denormal_inputs_ = may; }
    bool denormal_inputs() const { return denormal_inputs_; }

    Value& reference() { return reference_; }
    const Value& reference() const { return reference_; }
    int glsl() const { return glsl_; }
    void allow(int i, const char* label, uint64_t bits, const char* why = nullptr);
    void allow_other_zero(int i, const char* label, const char* why = nullptr);
    void set_undefined(int i, const char*) { undefined_ |= i == lane_; }
    void set_undefined_bits(int i, uint64_t bits, const char*) {
        if (i == lane_) undefined_bits_ |= bits;
    }
    void note(const char*) {}
    void set_unsure() { unsure_ = true; }
    // The lane's result with every denormal input of the lane flushed to a zero of its sign (evaluate_flushing):
    // what the batch engine's denormal counts compare the GPU's answer with. Unknown where the lane has a denormal
    // input and did not go through evaluate_flushing.
    void set_flushed(int i, uint64_t bits) {
        if (i != lane_) return;
        flushed_ = bits;
        flushed_known_ = true;
    }
    bool flushed_known() const { return flushed_known_; }
    uint64_t flushed() const { return flushed_; }
    // What the lane function said of the lane: undefined, and whether `bits` is the reference or an allowed result
    // (a reduction over components, such as vector ==, reads each component's set so).
    bool undefined() const { return undefined_; }
    bool allows(uint64_t bits) const {
        if (bits == reference_.bits[lane_]) return true;
        for (int k = 0; k < n_allowed_; ++k)
            if (allowed_[k] == bits) return true;
        return false;
    }

    // kLaneMatch, kLaneAccepted, kLaneUndefined or kLaneUnsure (precision/lanes.h), as judge() decides the lane
    // under the rule Choices::rule() would make; *ulp gets the distance output_verdict() counts, and
    // *nan_against_number whether an accepted answer is a NaN against a number or a number against a NaN (the
    // batch tally's ULP histogram counts those apart).
    uint32_t outcome(uint64_t* ulp, bool* nan_against_number) const;

private:
    Value reference_;
    int lane_;
    uint64_t gpu_;
    std::array<uint64_t, 8> allowed_;  // the results allowed for the lane, besides the reference (n_allowed_ of them)
    int n_allowed_ = 0;
    bool undefined_ = false, unsure_ = false;
    uint64_t undefined_bits_ = 0;  // the lane's bits left undefined (set_undefined_bits)
    uint64_t flushed_ = 0;
    bool flushed_known_ = false;
    bool denormal_inputs_ = true;
    int glsl_;
};

// The same results as for Choices, the lane's alone, with the one of every denormal input flushed kept apart
// (LaneSet::set_flushed).
template <typename Fn>
void evaluate_flushing(LaneSet& c, int i, const Value* in, std::initializer_list<const char*> names, Fn fn);

// The same calls again, keeping only the lane's reference bits and what decides it before the GPU's answer: plain
// (nothing undefined, no bit left undefined, nothing the set could not decide), undefined, or neither. The bulk
// judge's first look at a case with no denormal input (ChoiceLanes::match). Where the GPU's bits are a plain lane's
// reference bits, the lane matches whatever else the spec allows, so allow() keeps nothing; an undefined lane is
// undefined whatever the GPU wrote. LaneSet::outcome decides so (its undefined tests come first, then the
// reference's bits), and so does judge()'s decide() on the full path, which also takes the case LaneSet leaves to
// it as unsure past 8 allowed results: a match at ULP 0, or an undefined component, as the bulk judge counts them.
class MatchSet {
public:
    // kPlainOtherZero: plain, and the lane allows the other zero of a zero reference (allow_other_zero).
    enum Kind : uint8_t { kPlain, kUndefined, kNeither, kPlainOtherZero };
    MatchSet(Type type, int glsl) : reference_(make_value(type)), glsl_(glsl) {}
    // Before each lane: as LaneSet::reset, only the lane's component is cleared.
    void reset(int lane) {
        reference_.bits[lane] = 0;
        lane_ = lane;
        undefined_ = undefined_bits_ = unsure_ = other_zero_ = false;
    }
    // In LaneSet::outcome's order: unsure first, then undefined, then undefined bits.
    Kind kind() const {
        if (unsure_) return kNeither;
        if (undefined_) return kUndefined;
        if (undefined_bits_) return kNeither;
        return static_cast<Kind>(other_zero_ * kPlainOtherZero);
    }

    Value& reference() { return reference_; }
    const Value& reference() const { return reference_; }
    int glsl() const { return glsl_; }
    // Only cases without a denormal input come here: evaluate_flushing has nothing to flush.
    bool denormal_inputs() const { return false; }
    void allow(int, const char*, uint64_t, const char* = nullptr) {}
    // LaneSet::allow_other_zero's first case, the other zero of a zero reference, which the bulk judge's match pass
    // tests at the end of the lane: every lane calls it once its reference is final. (The other zeros of allowed
    // results, which this set does not keep, are left to LaneSet.)
    void allow_other_zero(int i, const char*, const char* = nullptr) { other_zero_ |= i == lane_; }
    void set_undefined(int i, const char*) { undefined_ |= i == lane_; }
    void set_undefined_bits(int i, uint64_t bits, const char*) { undefined_bits_ |= i == lane_ && bits != 0; }
    void note(const char*) {}
    void set_unsure() { unsure_ = true; }
    void set_flushed(int, uint64_t) {}

private:
    Value reference_;
    int lane_ = 0;
    bool undefined_ = false, undefined_bits_ = false, unsure_ = false, other_zero_ = false;
    int glsl_;
};

// Without a denormal input, the reference alone.
template <typename Fn>
void evaluate_flushing(MatchSet& c, int i, const Value* in, std::initializer_list<const char*>, Fn fn) {
    c.reference().bits[i] = fn(in, i);
}

// Lane i of n cases through MatchSet c, the lane function inlined: the inputs of case j at in + j * stride; its
// reference bits into reference[j], its MatchSet::Kind into kind[j]. The bulk judge runs a block of cases
// component by component, so the set's bookkeeping stays out of the way of the lane's own arithmetic. Flattened:
// a lane template that calls another (min_lane, min_or_max_lane) inlines whole.
template <void (*Lane)(const Value*, int, MatchSet&)>
[[gnu::flatten]] void match_cases(const Value* in, int stride, size_t n, int i, MatchSet& c, uint64_t* reference,
                                  uint8_t* kind) {
    for (size_t j = 0; j < n; ++j, in += stride) {
        c.reset(i);
        Lane(in, i, c);
        reference[j] = c.reference().bits[i];
        kind[j] = c.kind();
    }
}

// A built-in defined lane by lane as a set of results: the reference and the other results the spec allows
// (§8.3's ties, signed zeros, equal operands, flushed denormal inputs), or undefined. One lane function, a
// template over Choices, LaneSet and MatchSet, gives the reference (evaluate), the bulk judge's decision and its
// first look at a block of cases.
struct ChoiceLanes {
    int arity = 1;
    Type (*result)(const Value* in) = nullptr;  // the result's type; null: the first input's
    const char* reference_label = "";
    const char* why = "";
    void (*full)(const Value* in, int i, Choices& c) = nullptr;
    void (*fast)(const Value* in, int i, LaneSet& c) = nullptr;
    void (*match)(const Value* in, int stride, size_t n, int i, MatchSet& c, uint64_t* reference,
                  uint8_t* kind) = nullptr;  // match_cases of the lane
    ReferenceFn reference = nullptr;  // the catalog's entry point: evaluate(*this, …)
    // A built-in of several outputs (frexp's significand and exponent, modf's two parts, umulExtended's msb and
    // lsb) has one lane template per output: `next` is the definition of the next output, in the order of the
    // overload's outputs (the return value first, then the out parameters); null for the last. Its arity and why
    // are this one's.
    const ChoiceLanes* next = nullptr;
    // False for a float result that is never denormal (unpackHalf2x16: every half is a normal float or a zero): its
    // rule does not carry Rule::denormal_flush, which could accept nothing there.
    bool denormal_flush = true;
    // The output after the last one defined here, where it is defined by value and bound instead (precision/lanes.h):
    // GL_NV_shader_atomic_float's atomicAdd, mem's original contents and then the + operator's sum. Null for none.
    const Lanes* next_lanes = nullptr;
    // The lane as an exact component function of integer inputs (reference/components.h), lifted over many cases:
    // the bulk judge's match pass runs it on the inputs' raw bits instead of `match`. Its results are the lane's
    // reference and undefined components, as MatchSet gives them (a lane defined so is plain wherever it is defined).
    // Null for the others.
    ComponentMatch components = nullptr;
    // The same function lifted over float and double inputs, where the result is not a float (a comparison, isnan):
    // a case without a denormal input has no choice there but the reference and, for a NaN operand, undefined.
    ComponentMatch float_components = nullptr;
    // A lane of one bool that is the conjunction of a component function over every component of integer inputs
    // (lift_all), or, `all_negated`, its negation: a == b and a != b of vectors, which the bulk judge's match pass
    // folds over the records. Null for the others.
    ComponentAll all_components = nullptr;
    bool all_negated = false;
    int outputs() const { return next ? 1 + next->outputs() : next_lanes ? 2 : 1; }
};

void evaluate(const ChoiceLanes& d, const Value* in, Expected* out);

extern const char* const kFlushInputWhy;  // GLSL 4.50 §4.7.1, for a flushed input
extern const char* const kEqualOperandWhy;  // GLSL 4.50 §4.7.1: -0.0 = +0.0, so either zero may be returned
extern const char* const kNanOperandWhy;  // GLSL 4.50 §4.7.1 on NaN operands (4.60 wording)

// Allows, for float component i, every one of the first n operands whose value equals the reference's (the other
// zero, for a zero result): a selection such as min or clamp may return either of two equal operands. Two floats
// of one type with equal values have equal bits, which allow() ignores, except +0.0 and -0.0: only a zero reference
// has an equal operand of other bits, a zero of either sign.
template <class C>
void allow_equal_operands(C& c, const Value* in, int n, int i) {
    const uint64_t magnitude = c.reference().type.scalar == Scalar::Double ? ~(uint64_t{1} << 63) : 0x7fffffffu;
    if ((c.reference().bits[i] & magnitude) != 0) return;
    for (int k = 0; k < n; ++k) {
        const uint64_t bits = in[k].bits[lane(in[k], i)];
        if ((bits & magnitude) == 0) c.allow(i, "an equal operand (-0.0 = +0.0)", bits, kEqualOperandWhy);
    }
}
// MatchSet keeps no allowed result.
inline void allow_equal_operands(MatchSet&, const Value*, int, int) {}

// ---- implementation ----

// The bulk judge calls these for every component of every case: they are defined here so that they inline into the
// lane functions.
inline void LaneSet::allow(int i, const char*, uint64_t bits, const char*) {
    if (i != lane_ || bits == reference_.bits[i]) return;
    if (n_allowed_ == static_cast<int>(allowed_.size())) {
        unsure_ = true;
        return;
    }
    allowed_[n_allowed_++] = bits;
}

inline void LaneSet::allow_other_zero(int i, const char* label, const char* why) {
    if (i != lane_ || !reference_.type.is_float()) return;
    const uint64_t sign = reference_.type.scalar == Scalar::Double ? uint64_t{1} << 63 : uint64_t{1} << 31;
    const int before = n_allowed_;
    if ((reference_.bits[i] & ~sign) == 0) allow(i, label, reference_.bits[i] ^ sign, why);
    for (int k = 0; k < before; ++k)
        if ((allowed_[k] & ~sign) == 0) allow(i, label, allowed_[k] ^ sign, why);
}

// judge()'s decide() under the rule Choices::rule() makes: undefined components first; with undefined bits,
// undefined where the other bits are the reference's or an allowed result's (a packed uint: no NaN, no ULP figure);
// the reference's bits match; two NaNs are accepted (NaN payloads); then the any-of alternatives, whose component is
// the reference's or an allowed result, compared bit for bit or as two NaNs; then a zero where the reference or an
// allowed result is denormal (Rule::denormal_flush, set for float results; the bulk judge leaves a denormal
// reference of a definition without it to the full path). Every violation is left to the full path. The ULP
// figure is output_verdict's: the distance from the reference where neither is a NaN.
inline uint32_t LaneSet::outcome(uint64_t* ulp, bool* nan_against_number) const {
    *ulp = 0;
    *nan_against_number = false;
    if (unsure_) return kLaneUnsure;
    if (undefined_) return kLaneUndefined;
    const uint64_t r = reference_.bits[lane_];
    if (undefined_bits_) {
        const uint64_t judged = ~undefined_bits_;
        bool agree = ((r ^ gpu_) & judged) == 0;
        for (int k = 0; k < n_allowed_; ++k) agree |= ((allowed_[k] ^ gpu_) & judged) == 0;
        return agree ? kLaneUndefined : kLaneUnsure;
    }
    if (r == gpu_) return kLaneMatch;
    const Type t = reference_.type;
    const bool is_float = t.is_float();
    const int width = t.component_bits();
    const bool gpu_nan = is_float && nan_bits(gpu_, width), ref_nan = is_float && nan_bits(r, width);
    if (gpu_nan && ref_nan) return kLaneAccepted;
    auto accept = [&] {
        *nan_against_number = gpu_nan != ref_nan;
        if (is_float && !gpu_nan && !ref_nan) *ulp = float_ulp_distance(r, gpu_, width);
        return kLaneAccepted;
    };
    for (int k = 0; k < n_allowed_; ++k)
        if (allowed_[k] == gpu_ || (gpu_nan && nan_bits(allowed_[k], width))) return accept();
    if (is_float && zero_bits(gpu_, width)) {
        bool denormal = denormal_bits(r, width);
        for (int k = 0; k < n_allowed_; ++k) denormal |= denormal_bits(allowed_[k], width);
        if (denormal) return accept();
    }
    return kLaneUnsure;
}

void flush_component(Value& v, int i);

template <typename Fn>
void evaluate_flushing(Choices& c, int i, const Value* in, std::initializer_list<const char*> names, Fn fn) {
    c.reference().bits[i] = fn(in, i);
    const int n = static_cast<int>(names.size());
    std::array<Value, 4> copy{};
    std::vector<int> denormal;
    for (int k = 0; k < n; ++k) {
        copy[k] = in[k];
        if (is_denormal(in[k], lane(in[k], i))) denormal.push_back(k);
    }
    for (uint32_t mask = 1; mask < (1u << denormal.size()); ++mask) {
        std::array<Value, 4> flushed = copy;
        std::string label = "denormal ";
        for (size_t d = 0, named = 0; d < denormal.size(); ++d) {
            if (!(mask >> d & 1)) continue;
            flush_component(flushed[denormal[d]], lane(in[denormal[d]], i));
            label += (named++ ? ", " : "") + std::string(names.begin()[denormal[d]]);
        }
        c.allow(i, label + " flushed", fn(flushed.data(), i), kFlushInputWhy);
    }
}

// The flushed results of a lane that may have a denormal input, apart from evaluate_flushing: the bulk judge sees
// few such cases, and the common one (no denormal input) stays small enough to inline into the lane function.
template <typename Fn>
[[gnu::noinline]] void evaluate_flushed_inputs(LaneSet& c, int i, const Value* in, int n, Fn fn) {
    std::array<int, 4> denormal{};
    int n_denormal = 0;
    for (int k = 0; k < n; ++k)
        if (is_denormal(in[k], lane(in[k], i))) denormal[n_denormal++] = k;
    if (n_denormal == 0) {
        c.set_flushed(i, c.reference().bits[i]);
        return;
    }
    // Each input copied once; per subset, only its denormal components change (flush_component's zero of the
    // denormal's sign: its sign bit alone).
    std::array<Value, 4> flushed;
    for (int k = 0; k < n; ++k) flushed[k] = in[k];
    const uint32_t all = (1u << n_denormal) - 1;
    for (uint32_t mask = 1; mask <= all; ++mask) {
        for (int d = 0; d < n_denormal; ++d) {
            const Value& v = in[denormal[d]];
            const int l = lane(v, i);
            const uint64_t sign = uint64_t{1} << (v.type.component_bits() - 1);
            flushed[denormal[d]].bits[l] = mask >> d & 1 ? v.bits[l] & sign : v.bits[l];
        }
        const uint64_t bits = fn(flushed.data(), i);
        c.allow(i, "", bits);
        if (mask == all) c.set_flushed(i, bits);
    }
}

template <typename Fn>
inline void evaluate_flushing(LaneSet& c, int i, const Value* in, std::initializer_list<const char*> names, Fn fn) {
    c.reference().bits[i] = fn(in, i);
    if (c.denormal_inputs()) evaluate_flushed_inputs(c, i, in, static_cast<int>(names.size()), fn);
    else c.set_flushed(i, c.reference().bits[i]);
}

}  // namespace il::ref

// The lane template `lane` instantiated for each choice set, in ChoiceLanes' order: full, fast, match.
#define IL_CHOICE_LANES(lane) lane<Choices>, lane<LaneSet>, match_cases<lane<MatchSet>>

// Defines the reference `name` and its definition `name_choices` from the lane template `name_lane` (a function
// template over the choice set: Choices for the reference, LaneSet and MatchSet for the bulk judge). `result`: the
// result's type from the inputs, or nullptr for the first input's.
#define IL_DEFINE_CHOICES(name, arity, result, label, why)                                 \
    void name(const Value* in, Expected* out) { evaluate(name##_choices, in, out); }     \
    const ChoiceLanes name##_choices{arity, result, label, why, IL_CHOICE_LANES(name##_lane), name};

// The same, with the definition's fields after `reference` given as designated initializers (the component
// functions below, ChoiceLanes::components and float_components).
#define IL_DEFINE_CHOICES_WITH(name, n_inputs, result_type, label_text, why_text, ...)                         \
    void name(const Value* in, Expected* out) { evaluate(name##_choices, in, out); }                       \
    const ChoiceLanes name##_choices{.arity = n_inputs,                                                    \
                                     .result = result_type,                                                \
                                     .reference_label = label_text,                                        \
                                     .why = why_text,                                                      \
                                     .full = name##_lane<Choices>,                                         \
                                     .fast = name##_lane<LaneSet>,                                         \
                                     .match = match_cases<name##_lane<MatchSet>>,                          \
                                     .reference = name,                                                    \
                                     __VA_ARGS__};

// A lane written as a component function of integer inputs (reference/components.h), name##_component, lifted for
// the bulk judge by lift_components.
#define IL_DEFINE_COMPONENT_CHOICES(name, n_inputs, result_type, label_text, why_text) \
    IL_DEFINE_CHOICES_WITH(name, n_inputs, result_type, label_text, why_text,            \
                           .components = lift_components<name##_component>)

// The same for a component function of float and double inputs alone (the §8.3 functions that round to an integer).
#define IL_DEFINE_FLOAT_COMPONENT_CHOICES(name, n_inputs, result_type, label_text, why_text) \
    IL_DEFINE_CHOICES_WITH(name, n_inputs, result_type, label_text, why_text,                  \
                           .float_components = lift_components<name##_component, Takes::Floats>)

// The same for a component function that also takes float and double inputs (float_components).
#define IL_DEFINE_NUMERIC_COMPONENT_CHOICES(name, n_inputs, result_type, label_text, why_text) \
    IL_DEFINE_CHOICES_WITH(name, n_inputs, result_type, label_text, why_text,                    \
                           .components = lift_components<name##_component>,                      \
                           .float_components = lift_components<name##_component, Takes::Floats>)

// The same for a built-in of two outputs, each given by its lane template, result type and label: the reference
// `name` and its definition `name_choices`, whose `next` is the second output's.
#define IL_DEFINE_CHOICES_2(name, arity, why, lane, result, label, lane2, result2, label2)      \
    const ChoiceLanes name##_second_choices{arity, result2, label2, why, IL_CHOICE_LANES(lane2)}; \
    void name(const Value* in, Expected* out) { evaluate(name##_choices, in, out); }            \
    const ChoiceLanes name##_choices{arity, result, label, why, IL_CHOICE_LANES(lane), name,      \
                                    &name##_second_choices};
