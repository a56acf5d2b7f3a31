#include "vectors/json_read.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "value/printable.h"
#include "vectors/vectors_json.h"

namespace il {

using nlohmann::json;

std::string json_path_key(const std::string& parent, const std::string& key) {
    bool identifier = !key.empty() && (std::isalpha(static_cast<unsigned char>(key[0])) || key[0] == '_');
    for (char c : key)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') identifier = false;
    if (identifier) return parent + "." + key;
    return parent + "[" + json(key).dump(-1, ' ', true, json::error_handler_t::replace) + "]";
}

namespace {

class StrictBuilder;

// The text as the parser reads it, one character at a time, with the place of the last SAX event: a token
// (or a run of blanks) that grows past kMaxJsonValueBytes stops the parse before nlohmann has copied it.
struct Cursor {
    const char* pos;
    const char* end;
    const char* mark;
    StrictBuilder* builder;
    [[noreturn]] void too_long() const;
};

struct CursorIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = char;
    Cursor* c = nullptr;
    char operator*() const { return *c->pos; }
    CursorIterator& operator++() {
        if (static_cast<size_t>(++c->pos - c->mark) > kMaxJsonValueBytes) c->too_long();
        return *this;
    }
    bool operator==(const CursorIterator& o) const { return ended() == o.ended(); }
    bool operator!=(const CursorIterator& o) const { return !(*this == o); }

private:
    bool ended() const { return !c || c->pos == c->end; }
};

// Builds the document from SAX events, keeping the path of the value being built.
class StrictBuilder {
public:
    StrictBuilder(std::string_view text, const std::string& file, size_t max_depth, const std::string& root,
                  Cursor& cursor)
        : text_(text), file_(file), max_depth_(max_depth), root_path_(root), cursor_(cursor) {}

    bool null() { return add(json(nullptr)); }
    bool boolean(bool v) { return add(json(v)); }
    bool number_integer(json::number_integer_t v) { return add(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return add(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t& raw) {
        // nlohmann reads an integer that fits no 64-bit type as a double: 1e29 would come back rounded.
        if (raw.find_first_of(".eE") == std::string::npos)
            fail(path(stack_.size()), "integer " + raw + " is out of range (JSON integers here fit 64 bits)");
        return add(json(v));
    }
    bool string(json::string_t& v) { return add(json(std::move(v))); }
    bool binary(json::binary_t&) { return true; }  // JSON text has none
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(json::string_t& k) {
        cursor_.mark = cursor_.pos;
        Level& top = stack_.back();
        if (top.value->contains(k)) fail(path(stack_.size() - 1), "key " + quoted(k) + " given twice");
        top.key = std::move(k);
        key_done_ = true;
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) {
        std::string what = ex.what();
        if (!dynamic_cast<const json::parse_error*>(&ex)) {
            // e.g. out_of_range 406: a number too large for any JSON number type.
            auto cut = what.find("] ");
            fail_plain(file_ + ": not usable JSON (" + (cut == std::string::npos ? what : what.substr(cut + 2)) + ")");
        }
        if (text_.empty()) throw JsonSyntaxError(printable(file_ + ": is empty: no JSON document"));
        auto cut = what.find("parse error");
        throw JsonSyntaxError(printable(file_ + ":" + line_column(position) + ": not valid JSON (" +
                                        (cut == std::string::npos ? what : what.substr(cut)) + ")"));
    }

    json take() { return std::move(root_); }

    [[noreturn]] void too_long() {
        bool in_key = !stack_.empty() && stack_.back().value->is_object() && !key_done_;
        std::string at = in_key ? path(stack_.size() - 1) + " (a key in it)" : path(stack_.size());
        fail(at, "a single value longer than " + std::to_string(kMaxJsonValueBytes >> 20) +
                     " MiB (the limit of one JSON string or number here); refused before it is read into memory");
    }

private:
    struct Level {
        json* value;
        std::string key;  // the key of the value being built, in an object
    };

    [[noreturn]] void fail(const std::string& at, const std::string& msg) { fail_plain(file_ + ": " + at + ": " + msg); }
    [[noreturn]] static void fail_plain(const std::string& msg) { throw VectorsError(printable(msg)); }
    static std::string quoted(const std::string& k) { return json(k).dump(-1, ' ', true, json::error_handler_t::replace); }

    // The path of the value about to be placed inside the `levels` outermost containers.
    std::string path(size_t levels) const {
        std::string p = root_path_;
        for (size_t i = 0; i < levels; ++i) {
            const Level& l = stack_[i];
            // An outer level already holds the child being built; the innermost one gets the next value.
            size_t index = l.value->size() - (i + 1 < stack_.size() ? 1 : 0);
            if (l.value->is_array()) p += "[" + std::to_string(index) + "]";
            else p = json_path_key(p, l.key);
        }
        return p;
    }
    std::string line_column(size_t position) const {
        size_t end = std::min(position ? position - 1 : 0, text_.size());
        size_t line = 1, col = 1;
        for (size_t i = 0; i < end; ++i) {
            if (text_[i] == '\n') line = 1 + line, col = 1;
            else ++col;
        }
        return std::to_string(line) + ":" + std::to_string(col);
    }

    json* place(json&& v) {
        if (stack_.empty()) {
            root_ = std::move(v);
            return &root_;
        }
        json& top = *stack_.back().value;
        if (top.is_array()) {
            top.push_back(std::move(v));
            return &top.back();
        }
        json& slot = top[stack_.back().key];
        slot = std::move(v);
        return &slot;
    }
    bool add(json&& v) {
        cursor_.mark = cursor_.pos;
        key_done_ = false;
        place(std::move(v));
        return true;
    }
    bool open(json&& v) {
        cursor_.mark = cursor_.pos;
        key_done_ = false;
        if (stack_.size() >= max_depth_) fail(path(stack_.size()), "nested deeper than " + std::to_string(max_depth_) + " levels");
        json* p = place(std::move(v));
        stack_.push_back({p, {}});
        return true;
    }
    bool close() {
        cursor_.mark = cursor_.pos;
        key_done_ = false;
        stack_.pop_back();
        return true;
    }

    std::string_view text_;
    const std::string& file_;
    size_t max_depth_;
    const std::string& root_path_;
    Cursor& cursor_;
    bool key_done_ = false;  // a key was read and its value not yet
    json root_;
    std::vector<Level> stack_;
};

void Cursor::too_long() const { builder->too_long(); }

}  // namespace

json parse_json_strict(std::string_view text, const std::string& file, size_t max_depth, const std::string& root) {
    Cursor cursor{text.data(), text.data() + text.size(), text.data(), nullptr};
    StrictBuilder b(text, file, max_depth, root, cursor);
    cursor.builder = &b;
    json::sax_parse(CursorIterator{&cursor}, CursorIterator{}, &b);
    return b.take();
}

}  // namespace il
