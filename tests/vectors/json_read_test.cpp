// parse_json_strict: the reader of whole documents (diff, gating, the playground's state.json) refuses what
// nlohmann's own parser takes silently, and names the file and the JSON path.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "vectors/json_read.h"
#include "vectors/vectors_json.h"

namespace il {
namespace {

std::string error_of(const std::string& text) {
    try {
        parse_json_strict(text, "r.json");
    } catch (const VectorsError& e) {
        return e.what();
    }
    return "";
}

std::string nested(const std::string& open, const std::string& close, size_t levels) {
    std::string s;
    for (size_t i = 0; i < levels; ++i) s += open;
    for (size_t i = 0; i < levels; ++i) s += close;
    return s;
}

TEST(JsonReadStrict, ReadsWhatIsValid) {
    nlohmann::json j = parse_json_strict(R"({"a": [1, -2, 18446744073709551615, 0.5, "x\u0041", null, true], "b": {}})", "r.json");
    EXPECT_EQ(j["a"][2].get<uint64_t>(), 18446744073709551615ull);
    EXPECT_EQ(j["a"][4], "xA");
    EXPECT_EQ(j["a"][1].get<int64_t>(), -2);
    EXPECT_TRUE(j["b"].is_object());
    EXPECT_EQ(parse_json_strict(nested("[", "]", kMaxJsonDepth), "r.json").dump(), nested("[", "]", kMaxJsonDepth));
}

TEST(JsonReadStrict, MessagesNameTheFileAndThePath) {
    struct Bad {
        std::string text, message;
    };
    const std::vector<Bad> bad = {
        {R"({"a": 1, "a": 2})", "r.json: $: key \"a\" given twice"},
        {R"({"device": {"renderer": "x", "rend\u0065rer": "y"}})", "r.json: $.device: key \"renderer\" given twice"},
        {R"({"cases": [{}, {"gpu": [{"bits": [], "bits": []}]}]})", "r.json: $.cases[1].gpu[0]: key \"bits\" given twice"},
        {R"({"a b": {"x": 1, "x": 1}})", "r.json: $[\"a b\"]: key \"x\" given twice"},
        {R"({"cases": [1, 2, 123456789012345678901234567890]})",
         "r.json: $.cases[2]: integer 123456789012345678901234567890 is out of range (JSON integers here fit 64 bits)"},
        {R"({"n": -9223372036854775809})", "r.json: $.n: integer -9223372036854775809 is out of range"},
        {"{\"device\": " + nested("[", "]", 100000) + "}", "r.json: $.device" + nested("[0]", "", 63) + ": nested deeper than 64 levels"},
        {nested("{\"a\":", "}", 70), "r.json: $" + nested(".a", "", 64) + ": nested deeper than 64 levels"},
        {"{\"a\": 1,\n \"b\": }", "r.json:2:7: not valid JSON (parse error"},
        {"", "r.json: is empty: no JSON document"},
        {"[1e999]", "r.json: not usable JSON (number overflow"},
    };
    for (const Bad& b : bad) {
        std::string e = error_of(b.text);
        EXPECT_EQ(e.rfind(b.message, 0), 0u) << b.text.substr(0, 80) << "\n" << e;
    }
}

// One string, number or key longer than kMaxJsonValueBytes is refused with its path while it is read, before
// nlohmann copies it (a 2 GB string would otherwise cost three times its size); the limit itself is read.
TEST(JsonReadStrict, HugeSingleValuesAreRefusedWithThePath) {
    const std::string big(kMaxJsonValueBytes + 1, 'x');
    const std::string fits(kMaxJsonValueBytes - 8, 'x');  // with ": " and its quotes: under the limit
    EXPECT_EQ(parse_json_strict("{\"a\": \"" + fits + "\"}", "r.json")["a"].get<std::string>().size(), fits.size());
    const std::string message = ": a single value longer than 4 MiB (the limit of one JSON string or number here); "
                                "refused before it is read into memory";
    EXPECT_EQ(error_of("{\"state\": {\"n\": 1, \"note\": \"" + big + "\"}}"), "r.json: $.state.note" + message);
    EXPECT_EQ(error_of("[1, \"" + big + "\"]"), "r.json: $[1]" + message);
    EXPECT_EQ(error_of("{\"a\": [0." + std::string(kMaxJsonValueBytes, '1') + "]}"), "r.json: $.a[0]" + message);
    EXPECT_EQ(error_of("{\"a\": {\"" + big + "\": 1}}"), "r.json: $.a (a key in it)" + message);
}

TEST(JsonReadStrict, PathKeysThatAreNotIdentifiersAreQuotedAndEscaped) {
    EXPECT_EQ(json_path_key("$", "cases"), "$.cases");
    EXPECT_EQ(json_path_key("$", "a.b"), "$[\"a.b\"]");
    EXPECT_EQ(json_path_key("$", "\x1b[31m"), "$[\"\\u001b[31m\"]");
    EXPECT_EQ(json_path_key("$", ""), "$[\"\"]");
}

}  // namespace
}  // namespace il
