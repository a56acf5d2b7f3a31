#include "report/case_scan.h"

#include <array>
#include <algorithm>
#include <charconv>
#include <cstring>
#ifdef __SSE2__
#include <emmintrin.h>
#endif


#include "report/case_extent_impl.h"
#include "vectors/json_read.h"

namespace il {
namespace {

struct Stop {
    bool more;  // the text ended (NeedMore); else GiveUp
};

bool blank(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

// A key of an object being read, with its length and first 7 bytes in one word: a key given twice is looked for
// by comparing words, not strings (most keys of a case are four letters long).
struct Key {
    std::string_view text;
    uint64_t word;
};
uint64_t key_word(std::string_view k) {
    uint64_t w = k.size();
    for (size_t i = 0; i < k.size() && i < 7; ++i) w |= uint64_t{static_cast<unsigned char>(k[i])} << (8 * (i + 1));
    return w;
}

// The value of a hex digit, or -1.
constexpr std::array<int8_t, 256> kHexDigit = [] {
    std::array<int8_t, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[c] = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    return t;
}();

// The scanner's working arrays, kept from case to case on each reader thread: no allocation per case.
struct Scratch {
    std::vector<Key> keys;  // keys of the objects being read, innermost last
    std::vector<uint64_t> inputs, bits;
    std::vector<size_t> input_ends;
};
thread_local Scratch scratch;

// A recursive-descent reader of one case; throws Stop.
class Scanner {
public:
    Scanner(const char* begin, const char* end, ScannedCases& out) : p_(begin), end_(end), out_(out) {
        keys_.clear();
    }

    void read_case() {
        const size_t outs0 = out_.outputs.size(), bits0 = out_.bits.size();
        blanks();
        const char* start = p_;
        if (peek() != '{') throw Stop{false};
        ++p_;
        size_t keys_mark = keys_.size();
        bool has_function = false, has_overload = false, has_inputs = false, has_gpu = false;
        std::string_view function, overload;
        inputs_.clear();
        input_ends_.clear();
        blanks();
        if (peek() == '}') throw Stop{false};  // no function: check_result_case says so
        for (;;) {
            std::string_view k = key(keys_mark);
            if (k == "function") {
                function = string_value();
                has_function = true;
            } else if (k == "overload") {
                overload = string_value();
                has_overload = true;
            } else if (k == "verdict") {
                string_value();
            } else if (k == "inputs") {
                read_inputs();
                has_inputs = true;
            } else if (k == "gpu") {
                read_outputs(true);
                has_gpu = true;
            } else if (k == "reference") {
                read_outputs(false);
            } else {
                value(2);
            }
            blanks();
            char c = peek();
            ++p_;
            if (c == '}') break;
            if (c != ',') throw Stop{false};
        }
        keys_.resize(keys_mark);
        if (!has_function || !has_inputs) throw Stop{false};
        (void)has_overload;
        // The key, as case_key() writes it.
        ScannedCases::Case sc;
        sc.key_begin = out_.keys.size();
        out_.keys.append(function);
        out_.keys += '|';
        out_.keys.append(overload);
        for (size_t i = 0, b = 0; i < input_ends_.size(); ++i) {
            out_.keys += '|';
            for (; b < input_ends_[i]; ++b) {
                char buf[24];
                auto r = std::to_chars(buf, buf + sizeof buf, inputs_[b]);
                out_.keys.append(buf, r.ptr);
                out_.keys += ',';
            }
        }
        sc.key_end = out_.keys.size();
        sc.text_begin = out_.text.size();
        out_.text.append(start, p_);
        sc.text_end = out_.text.size();
        // Output names point into the batch's copy of the text.
        const size_t shift = sc.text_begin;
        for (size_t i = outs0; i < out_.outputs.size(); ++i) {
            out_.outputs[i].name_begin = out_.outputs[i].name_begin - static_cast<size_t>(start - base_) + shift;
            out_.outputs[i].name_end = out_.outputs[i].name_end - static_cast<size_t>(start - base_) + shift;
        }
        sc.out_begin = outs0;
        sc.out_end = out_.outputs.size();
        sc.has_gpu = has_gpu;
        (void)bits0;
        out_.cases.push_back(sc);
    }
    void read_extent() {
        blanks();
        value(1, true);
    }
    const char* position() const { return p_; }
    void set_base(const char* b) { base_ = b; }

private:
    char peek() const {
        if (p_ >= end_) throw Stop{true};
        return *p_;
    }
    void blanks() {
        while (p_ < end_ && blank(*p_)) ++p_;
    }
    void expect(char c) {
        blanks();
        if (peek() != c) throw Stop{false};
        ++p_;
    }
    // An object's key (no escapes), refused when the object has it already.
    std::string_view key(size_t mark) {
        blanks();
        if (peek() != '"') throw Stop{false};
        std::string_view k = string_body();
        const uint64_t word = key_word(k);
        for (size_t i = mark; i < keys_.size(); ++i)
            if (keys_[i].word == word && keys_[i].text == k) throw Stop{false};
        keys_.push_back({k, word});
        expect(':');
        return k;
    }
    std::string_view string_value() {
        blanks();
        if (peek() != '"') throw Stop{false};
        return string_body();
    }
    // At '"': the string's bytes (valid UTF-8, no escape, no control character).
    std::string_view string_body() {
        const char* s = ++p_;
        for (;;) {
            plain_run();
            if (p_ >= end_) throw Stop{true};
            unsigned char c = static_cast<unsigned char>(*p_);
            if (c == '"') break;
            if (c == '\\' || c < 0x20) throw Stop{false};
            if (c < 0x80) {
                ++p_;
                continue;
            }
            utf8(c);
        }
        std::string_view v(s, static_cast<size_t>(p_ - s));
        ++p_;
        return v;
    }
    // Skips bytes that need no look (ASCII other than '"', '\\' and control characters) 16 at a time: the long
    // "why" texts are most of a results file.
    void plain_run() {
#ifdef __SSE2__
        const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), space = _mm_set1_epi8(0x20);
        while (end_ - p_ >= 16) {
            __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p_));
            // Signed: bytes from 0x80 up are negative, so "less than 0x20" takes them and the control characters.
            __m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                        _mm_cmplt_epi8(v, space));
            int mask = _mm_movemask_epi8(stop);
            if (mask) {
                p_ += __builtin_ctz(static_cast<unsigned>(mask));
                return;
            }
            p_ += 16;
        }
#endif
    }
    void cont(unsigned char lo = 0x80, unsigned char hi = 0xbf) {
        if (++p_ >= end_) throw Stop{true};
        unsigned char c = static_cast<unsigned char>(*p_);
        if (c < lo || c > hi) throw Stop{false};
    }
    // RFC 3629's well-formed sequences, as nlohmann's lexer checks them.
    void utf8(unsigned char c) {
        if (c >= 0xc2 && c <= 0xdf) {
            cont();
        } else if (c == 0xe0) {
            cont(0xa0), cont();
        } else if ((c >= 0xe1 && c <= 0xec) || c == 0xee || c == 0xef) {
            cont(), cont();
        } else if (c == 0xed) {
            cont(0x80, 0x9f), cont();
        } else if (c == 0xf0) {
            cont(0x90), cont(), cont();
        } else if (c >= 0xf1 && c <= 0xf3) {
            cont(), cont(), cont();
        } else if (c == 0xf4) {
            cont(0x80, 0x8f), cont(), cont();
        } else {
            throw Stop{false};
        }
        ++p_;
    }
    bool digit() const { return p_ < end_ && *p_ >= '0' && *p_ <= '9'; }
    // A JSON number that the strict reader takes as it is: integers of at most 18 digits (they fit 64 bits),
    // exponents of at most 2 digits (no overflow to infinity).
    void number() {
        if (*p_ == '-') ++p_;
        if (!digit()) throw Stop{p_ >= end_};
        size_t digits = 0;
        if (*p_ == '0') {
            ++p_, ++digits;
        } else {
            while (digit()) ++p_, ++digits;
        }
        bool integer = true;
        if (p_ < end_ && *p_ == '.') {
            integer = false;
            ++p_;
            if (!digit()) throw Stop{p_ >= end_};
            while (digit()) ++p_;
        }
        if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) {
            integer = false;
            ++p_;
            if (p_ < end_ && (*p_ == '+' || *p_ == '-')) ++p_;
            if (!digit()) throw Stop{p_ >= end_};
            size_t e = 0;
            while (digit()) ++p_, ++e;
            if (e > 2) throw Stop{false};
        }
        if (p_ >= end_) throw Stop{true};  // the number may go on
        if (integer && digits > 18) throw Stop{false};
    }
    void literal(std::string_view word) {
        for (char c : word) {
            if (p_ >= end_) throw Stop{true};
            if (*p_++ != c) throw Stop{false};
        }
    }
    // Any value, checked as the strict reader checks it; `depth` counts the containers it would open.
    // `loose`: only brackets and strings matter (value_extent).
    void value(size_t depth, bool loose = false) {
        blanks();
        char c = peek();
        if (c == '"') {
            if (!loose) {
                string_body();
                return;
            }
            for (++p_;; ++p_) {
                if (p_ >= end_) throw Stop{true};
                if (*p_ == '\\') {
                    ++p_;
                    continue;
                }
                if (*p_ == '"') break;
            }
            ++p_;
            return;
        }
        if (c == '{' || c == '[') {
            if (depth > kMaxJsonDepth) throw Stop{false};
            if (loose) return container_extent();
            ++p_;
            const bool object = c == '{';
            size_t mark = keys_.size();
            blanks();
            if (peek() == (object ? '}' : ']')) {
                ++p_;
                return;
            }
            for (;;) {
                if (object) key(mark);
                value(depth + 1);
                blanks();
                char d = peek();
                ++p_;
                if (d == (object ? '}' : ']')) break;
                if (d != ',') throw Stop{false};
            }
            keys_.resize(mark);
            return;
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            if (loose) return scalar_extent();
            return number();
        }
        if (loose) return scalar_extent();
        if (c == 't') return literal("true");
        if (c == 'f') return literal("false");
        if (c == 'n') return literal("null");
        throw Stop{false};
    }
    void container_extent() {
        size_t depth = 0;
        for (;; ++p_) {
            if (p_ >= end_) throw Stop{true};
            char c = *p_;
            if (c == '"') {
                for (++p_;; ++p_) {
                    if (p_ >= end_) throw Stop{true};
                    if (*p_ == '\\') {
                        ++p_;
                        continue;
                    }
                    if (*p_ == '"') break;
                }
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0) {
                    ++p_;
                    return;
                }
            }
        }
    }
    void scalar_extent() {
        while (p_ < end_ && !blank(*p_) && *p_ != ',' && *p_ != '}' && *p_ != ']') ++p_;
        if (p_ >= end_) throw Stop{true};
    }
    // Calls element() for each element of the array that starts here (none for []).
    template <typename F>
    void for_each_element(F element) {
        expect('[');
        blanks();
        if (peek() == ']') {
            ++p_;
            return;
        }
        for (;;) {
            element();
            blanks();
            char c = peek();
            ++p_;
            if (c == ']') return;
            if (c != ',') throw Stop{false};
        }
    }
    // Calls member(key) for each member of the object that starts here, which must have one; key() stops the scan
    // at a key given twice.
    template <typename F>
    void for_each_member(F member) {
        expect('{');
        const size_t mark = keys_.size();
        blanks();
        if (peek() == '}') throw Stop{false};
        for (;;) {
            member(key(mark));
            blanks();
            char c = peek();
            ++p_;
            if (c == '}') break;
            if (c != ',') throw Stop{false};
        }
        keys_.resize(mark);
    }
    // "bits": hex strings as parse_hex() in diff.cpp reads them.
    void hex_bits(std::vector<uint64_t>& to) {
        for_each_element([&] {
            std::string_view s = string_value();
            if (s.size() < 3 || s.size() > 18 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X')) throw Stop{false};
            uint64_t v = 0;
            for (size_t k = 2; k < s.size(); ++k) {
                int d = kHexDigit[static_cast<unsigned char>(s[k])];
                if (d < 0) throw Stop{false};
                v = v << 4 | static_cast<uint64_t>(d);
            }
            to.push_back(v);
        });
    }
    // [{"bits": [...], …}, …]
    void read_inputs() {
        for_each_element([&] {
            bool bits = false;
            for_each_member([&](std::string_view k) {
                if (k == "bits") {
                    hex_bits(inputs_);
                    bits = true;
                } else {
                    value(4);
                }
            });
            if (!bits) throw Stop{false};
            input_ends_.push_back(inputs_.size());
        });
    }
    // [{"name": "...", "bits": [...], …}, …]: kept for "gpu", checked only for "reference".
    void read_outputs(bool keep) {
        const size_t first_output = out_.outputs.size();
        for_each_element([&] {
            bool has_name = false, has_bits = false;
            std::string_view name;
            const size_t bits_begin = out_.bits.size();
            for_each_member([&](std::string_view k) {
                if (k == "name") {
                    name = string_value();
                    has_name = true;
                } else if (k == "bits") {
                    if (keep) {
                        hex_bits(out_.bits);
                    } else {
                        scratch_.clear();
                        hex_bits(scratch_);
                    }
                    has_bits = true;
                } else {
                    value(4);
                }
            });
            if (!has_name || !has_bits) throw Stop{false};
            // An output name given twice: left to the full reader, which refuses it with the place.
            for (size_t o = first_output; o < out_.outputs.size() && keep; ++o)
                if (std::string_view(base_ + out_.outputs[o].name_begin, out_.outputs[o].name_end - out_.outputs[o].name_begin) == name)
                    throw Stop{false};
            if (keep) {
                size_t at = static_cast<size_t>(name.data() - base_);
                out_.outputs.push_back({at, at + name.size(), bits_begin, out_.bits.size()});
            }
        });
    }

    const char* p_;
    const char* end_;
    const char* base_ = nullptr;
    ScannedCases& out_;
    std::vector<Key>& keys_ = scratch.keys;
    std::vector<uint64_t>& inputs_ = scratch.inputs;
    std::vector<uint64_t>& scratch_ = scratch.bits;
    std::vector<size_t>& input_ends_ = scratch.input_ends;
};

}  // namespace

ScanResult scan_case(std::string_view text, ScannedCases& out, size_t& length) {
    const size_t outs = out.outputs.size(), bits = out.bits.size(), keys = out.keys.size();
    Scanner s(text.data(), text.data() + text.size(), out);
    s.set_base(text.data());
    try {
        s.read_case();
    } catch (const Stop& stop) {
        out.outputs.resize(outs);
        out.bits.resize(bits);
        out.keys.resize(keys);
        return stop.more ? ScanResult::NeedMore : ScanResult::GiveUp;
    }
    length = static_cast<size_t>(s.position() - text.data());
    return ScanResult::Ok;
}

ScanResult value_extent(std::string_view text, size_t& length) {
    ScannedCases unused;
    Scanner s(text.data(), text.data() + text.size(), unused);
    try {
        s.read_extent();
    } catch (const Stop& stop) {
        return stop.more ? ScanResult::NeedMore : ScanResult::GiveUp;
    }
    length = static_cast<size_t>(s.position() - text.data());
    return ScanResult::Ok;
}

#ifdef IL_CASE_EXTENT_AVX2
ScanResult case_extent_avx2(std::string_view text, size_t& length, bool& has_gpu);    // case_extent_avx2.cpp
ScanResult case_extent_avx512(std::string_view text, size_t& length, bool& has_gpu);  // case_extent_avx512.cpp
#endif

namespace {

// The best copy the processor runs: 2 AVX-512BW, 1 AVX2, 0 the baseline.
int extent_level() {
#ifdef IL_CASE_EXTENT_AVX2
    static const int level = !__builtin_cpu_supports("popcnt")   ? 0
                             : __builtin_cpu_supports("avx512bw") ? 2
                             : __builtin_cpu_supports("avx2")     ? 1
                                                                  : 0;
    return level;
#else
    return 0;
#endif
}

ScanResult extent_at(int level, std::string_view text, size_t& length, bool& has_gpu) {
#ifdef IL_CASE_EXTENT_AVX2
    if (level == 2) return case_extent_avx512(text, length, has_gpu);
    if (level == 1) return case_extent_avx2(text, length, has_gpu);
#endif
    (void)level;
#ifdef __SSE2__
    return extent_of<Sse2Blocks>(text, length, has_gpu);
#else
    return extent_of<ByteBlocks>(text, length, has_gpu);
#endif
}

}  // namespace

ScanResult case_extent(std::string_view text, size_t& length, bool& has_gpu) {
    return extent_at(extent_level(), text, length, has_gpu);
}

bool case_extent_at(int level, std::string_view text, size_t& length, bool& has_gpu, ScanResult& result) {
    if (level < 0 || level > extent_level()) return false;
    result = extent_at(level, text, length, has_gpu);
    return true;
}

int compare_scanned(const ScannedCases& sa, const ScannedCases::Case& a, const ScannedCases& sb,
                    const ScannedCases::Case& b) {
    if (!a.has_gpu || !b.has_gpu) return -1;
    for (size_t i = a.out_begin; i < a.out_end; ++i) {
        const ScannedCases::Output& oa = sa.outputs[i];
        const ScannedCases::Output* ob = nullptr;
        for (size_t j = b.out_begin; j < b.out_end && !ob; ++j)
            if (sb.name(sb.outputs[j]) == sa.name(oa)) ob = &sb.outputs[j];
        if (!ob || ob->bits_end - ob->bits_begin != oa.bits_end - oa.bits_begin) return 1;
        for (size_t k = 0; k < oa.bits_end - oa.bits_begin; ++k)
            if (sa.bits[oa.bits_begin + k] != sb.bits[ob->bits_begin + k]) return 1;
    }
    return 0;
}

}  // namespace il
