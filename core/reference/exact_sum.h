// Exact sums of products of up to three float or double factors, rounded once: the values of dot, cross, reflect
// and the sums of squares under length, distance and normalize (reference/geometric.cpp).
#pragma once
#include <array>
#include <bit>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <initializer_list>

#include "precision/interval.h"
#include "value/float_format.h"

namespace il::ref {

// A two's complement fixed-point integer whose least significant bit is 2^kLsb, held as the words that hold its
// terms (lo_ .. hi_) and, above them, the sign's infinite extension: all zeros or all ones. The smallest product
// added is 2^-3222 (three double denormals) and no sum reaches 2^3100, so every addition is exact. Only the words a
// term reaches are ever written: a sum of a few terms costs a few words, where a whole 6,656-bit array would be
// cleared, and a carry of a negative term run through, for every sum.
class ExactSum {
public:
    // Adds ±2^scale · f0 · f1 · …; the factors are finite, at most four of them.
    void add_product(std::initializer_list<long double> factors, int scale = 0, bool negative = false) {
        assert(factors.size() >= 1 && factors.size() <= 4);
        // Each long double product is split into its rounded value and its exact error, so the terms always sum to
        // the exact product.
        std::array<long double, 8> terms;
        int n = 1;
        terms[0] = *factors.begin();
        for (auto f = factors.begin() + 1; f != factors.end(); ++f) {
            std::array<long double, 8> next;
            int m = 0;
            for (int k = 0; k < n; ++k) {
                const long double p = terms[k] * *f;
                next[m++] = p;
                if (p != 0) next[m++] = product_error(terms[k], *f, p);
            }
            for (int k = 0; k < m; ++k) terms[k] = next[k];
            n = m;
        }
        // Without a scale, no std::ldexp call: a sum of squares adds six terms a component.
        for (int k = 0; k < n; ++k) add_exact(scale == 0 ? terms[k] : std::ldexp(terms[k], scale), negative);
    }

    int sign() const {
        if (ext_) return -1;
        for (int k = lo_; k <= hi_; ++k)
            if (w_[k]) return 1;
        return 0;
    }

    // Rounded to nearest even with `digits` (at most 64) significand bits and least normal exponent `emin`; an exact
    // 0 is +0.
    long double rounded(int digits, int emin) const {
        if (lo_ > hi_) return 0;
        // The magnitude, one word above the terms' for the carry of negating the most negative value.
        std::array<uint64_t, kWords + 1> m;
        const bool negative = ext_ != 0;
        uint64_t carry = 1;
        for (int k = lo_; k <= hi_; ++k) {
            m[k] = negative ? ~w_[k] + carry : w_[k];
            carry = negative && carry && m[k] == 0;
        }
        const int top_word = hi_ + 1;
        m[top_word] = negative ? carry : 0;
        int top = -1;
        for (int k = top_word; k >= lo_ && top < 0; --k)
            if (m[k]) top = k * 64 + 63 - std::countl_zero(m[k]);
        if (top < 0) return 0;
        // Bits lo_ * 64 and up are the words'; those below are zeros.
        auto bit = [&](int i) { return i >= lo_ * 64 && i / 64 <= top_word && (m[i / 64] >> (i % 64) & 1); };
        const int last = std::max(top + kLsb - (digits - 1), emin - (digits - 1)) - kLsb;  // last kept bit
        const int lsb = std::max(last, 0);
        // A value below the least denormal's half keeps no bit (last > top).
        unsigned __int128 kept = lsb <= top ? bits(m, lsb, top) : 0;
        // Any bit below the rounding bit: bits 0 .. below - 1, of which words lo_ .. top_word may be set.
        bool sticky = false;
        const int below = last - 1;
        for (int k = lo_; k < below / 64 && k <= top_word && !sticky; ++k) sticky = m[k] != 0;
        if (!sticky && below > 0 && below % 64 && below / 64 >= lo_ && below / 64 <= top_word)
            sticky = (m[below / 64] & ((uint64_t{1} << (below % 64)) - 1)) != 0;
        if (bit(last - 1) && (sticky || (kept & 1))) ++kept;
        // kept < 2^65 times 2^(lsb + kLsb) >= 2^-3328: exact, as std::ldexp would give it.
        const long double r = static_cast<long double>(kept) * pow2_ld(lsb + kLsb);
        return negative ? -r : r;
    }

    long double to_ld() const { return rounded(64, -16382); }
    long double to(Scalar s) const { return s == Scalar::Double ? rounded(53, -1022) : rounded(24, -126); }

private:
    static constexpr int kWords = 104;
    static constexpr int kLsb = -3328;
    std::array<uint64_t, kWords> w_;  // words lo_ .. hi_ hold the value; the others are never read
    int lo_ = kWords, hi_ = -1;       // none yet: the value is 0
    uint64_t ext_ = 0;                // every word above hi_: 0, or ~0 for a negative value

    // Bits lo .. hi (hi - lo < 64, hi < 64 * (kWords + 1)) of the words m, those below lo_ being zeros.
    unsigned __int128 bits(const std::array<uint64_t, kWords + 1>& m, int lo, int hi) const {
        unsigned __int128 r = 0;
        for (int k = hi / 64; k >= lo / 64; --k) r = r << 64 | (k >= lo_ ? m[k] : 0);
        r >>= lo % 64;
        return r & ((static_cast<unsigned __int128>(1) << (hi - lo + 1)) - 1);
    }

    // The words lo .. hi made part of the value: zeros below lo_, the sign's extension above hi_.
    void cover(int lo, int hi) {
        if (lo_ > hi_) {
            for (int k = lo; k <= hi; ++k) w_[k] = ext_;
            lo_ = lo;
            hi_ = hi;
            return;
        }
        for (int k = lo; k < lo_; ++k) w_[k] = 0;
        for (int k = hi_ + 1; k <= hi; ++k) w_[k] = ext_;
        lo_ = std::min(lo_, lo);
        hi_ = std::max(hi_, hi);
    }

    void add_exact(long double v, bool negative) {
        if (v == 0) return;
        if (v < 0) {
            v = -v;
            negative = !negative;
        }
        uint64_t mant;
        int pos;  // the bit of the array where mant's bit 0 goes
        if constexpr (kX87LongDouble) {
            const ld_bits::Parts p = ld_bits::parts(v);  // normal: every term is at least 2^-3222
            mant = p.m;
            pos = (p.se & 0x7fff) - 16383 - 63 - kLsb;
        } else {
            int e;
            mant = static_cast<uint64_t>(std::ldexp(std::frexp(v, &e), 64));
            pos = e - 64 - kLsb;
        }
        const int first = pos / 64;
        const uint64_t parts[2] = {mant << (pos % 64), pos % 64 ? mant >> (64 - pos % 64) : 0};
        cover(first, first + 1);
        uint64_t carry = 0;
        for (int k = first; k <= hi_; ++k) {
            const int n = k - first;
            if (n >= 2 && carry == 0) return;
            const uint64_t part = n < 2 ? parts[n] : 0;
            const unsigned __int128 w = w_[k];
            const unsigned __int128 r = negative ? w - part - carry : w + part + carry;
            w_[k] = static_cast<uint64_t>(r);
            carry = (r >> 64) != 0;
        }
        if (carry == 0) return;
        // A carry (or borrow) out of the top word meets the sign's extension: all ones plus a carry are all zeros,
        // all zeros less a borrow all ones; otherwise the top grows by a word (1, or all ones less 1).
        if (negative ? ext_ == 0 : ext_ != 0) {
            ext_ = ~ext_;
            return;
        }
        assert(hi_ + 1 < kWords);
        w_[++hi_] = negative ? ~uint64_t{1} : 1;
    }
};

}  // namespace il::ref
