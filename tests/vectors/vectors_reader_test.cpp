// The streaming reader: chunks in file order, the profile before the first chunk wherever it stands in the
// document, the same messages as a whole-document parse (line:column across buffer refills included), and
// files that are not files (a directory, an empty file, a FIFO with no writer).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <chrono>
#include <fstream>
#include <thread>

#include "catalog/catalog.h"
#include "vectors/json_read.h"
#include "vectors/vectors_reader.h"

namespace il {
namespace {

namespace fs = std::filesystem;

std::string usub_case(uint32_t x, uint32_t y, const std::string& extra = "") {
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  R"({"function": "usubBorrow", "inputs": [{"name": "x", "type": "uint", "bits": ["0x%08x"]}, )"
                  R"({"name": "y", "type": "uint", "bits": ["0x%08x"]}]%s})",
                  x, y, extra.c_str());
    return buf;
}

std::string document(size_t n, const std::string& before = R"("schema": "intrinsic-lab.vectors/1", )",
                     const std::string& after = "") {
    std::string s = "{" + before + "\"cases\": [\n";
    for (size_t i = 0; i < n; ++i) s += (i ? ",\n" : "") + usub_case(static_cast<uint32_t>(i), 1);
    return s + "\n]" + after + "}\n";
}

struct Collected {
    std::optional<Profile> profile;
    bool header = false;
    size_t header_before_cases = 0;  // cases handed on before the header: must stay 0
    std::vector<size_t> chunk_sizes, firsts;
    std::vector<InputCase> cases;
};

Collected read_text(const std::string& text, size_t chunk = 4, bool keep = true) {
    Collected c;
    VectorsSink sink;
    sink.header = [&](const std::optional<Profile>& p) {
        c.header = true;
        c.profile = p;
    };
    sink.chunk = [&](std::vector<InputCase>& cases, size_t first) {
        if (!c.header) c.header_before_cases += cases.size();
        c.chunk_sizes.push_back(cases.size());
        c.firsts.push_back(first);
        for (InputCase& x : cases) c.cases.push_back(std::move(x));
    };
    VectorsReadOptions o;
    o.chunk_size = chunk;
    o.keep_known_fields = keep;
    read_vectors_text(text, "t.json", Catalog::get(), sink, o);
    return c;
}

std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const VectorsError& e) {
        return e.what();
    }
    return "";
}

// The line:column the whole-document parser reported: characters before the last one read.
std::string old_line_column(const std::string& text, size_t byte) {
    size_t line = 1, col = 1;
    for (size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return std::to_string(line) + ":" + std::to_string(col);
}

TEST(VectorsReader, ChunksInFileOrder) {
    Collected c = read_text(document(10), 4);
    EXPECT_TRUE(c.header);
    EXPECT_FALSE(c.profile);
    EXPECT_EQ(c.chunk_sizes, (std::vector<size_t>{4, 4, 2}));
    EXPECT_EQ(c.firsts, (std::vector<size_t>{0, 4, 8}));
    ASSERT_EQ(c.cases.size(), 10u);
    for (size_t i = 0; i < c.cases.size(); ++i) EXPECT_EQ(c.cases[i].inputs[0].u(0), i);
}

TEST(VectorsReader, ProfileAfterTheCasesStillComesFirst) {
    Collected c = read_text(document(9, "", R"(, "profile": {"glsl": 330, "extensions": ["GL_ARB_gpu_shader5"]},
                                              "schema": "intrinsic-lab.vectors/1")"),
                            2);
    EXPECT_EQ(c.header_before_cases, 0u);
    ASSERT_TRUE(c.profile);
    EXPECT_EQ(c.profile->glsl, 330);
    EXPECT_EQ(c.profile->extensions, std::vector<std::string>{"GL_ARB_gpu_shader5"});
    EXPECT_EQ(c.cases.size(), 9u);
}

TEST(VectorsReader, SchemaProblemsAfterTheCasesComeBeforeAnyCase) {
    size_t handed = 0;
    VectorsSink sink;
    sink.chunk = [&](std::vector<InputCase>& cases, size_t) { handed += cases.size(); };
    std::string missing = error_of([&] { read_vectors_text(document(5, ""), "t.json", Catalog::get(), sink); });
    EXPECT_EQ(missing, "t.json: $.schema: missing");
    std::string wrong = error_of([&] {
        read_vectors_text(document(5, "", R"(, "schema": "intrinsic-lab.vectors/2")"), "t.json", Catalog::get(), sink);
    });
    EXPECT_EQ(wrong, "t.json: $.schema: 'intrinsic-lab.vectors/2' is not intrinsic-lab.vectors/1");
    EXPECT_EQ(handed, 0u);
}

TEST(VectorsReader, KeepsUnknownFieldsAndDropsRewrittenOnes) {
    std::string doc = R"({"schema": "intrinsic-lab.vectors/1", "cases": [)" +
                      usub_case(1, 2, R"(, "title": "t", "verdict": "match", "gpu": [{"name": "return"}])") + "]}";
    Collected full = read_text(doc, 4, true);
    ASSERT_EQ(full.cases.size(), 1u);
    EXPECT_EQ(full.cases[0].original["title"], "t");
    EXPECT_TRUE(full.cases[0].original.contains("gpu"));
    EXPECT_TRUE(full.cases[0].original.contains("inputs"));
    Collected trimmed = read_text(doc, 4, false);
    EXPECT_EQ(trimmed.cases[0].original, nlohmann::json({{"title", "t"}}));
    Collected none = read_text(document(1), 4, false);
    EXPECT_TRUE(none.cases[0].original.is_null());
}

TEST(VectorsReader, MessagesNamePathsAsBefore) {
    struct Bad {
        std::string doc, message;
    };
    const std::vector<Bad> bad = {
        {"[1, 2]", "t.json: $: expected an object"},
        {R"({"schema": 1, "cases": []})", "t.json: $.schema: expected a string, found number"},
        {R"({"schema": "intrinsic-lab.vectors/1"})", "t.json: $.cases: missing"},
        {R"({"schema": "intrinsic-lab.vectors/1", "cases": {}})", "t.json: $.cases: expected an array"},
        {R"({"schema": "intrinsic-lab.vectors/1", "cases": [7]})", "t.json: $.cases[0]: expected an object"},
        {R"({"schema": "intrinsic-lab.vectors/1", "profile": {"glsl": 470}, "cases": []})",
         "t.json: $.profile.glsl: expected one of"},
        {R"({"schema": "intrinsic-lab.vectors/1", "cases": [)" + usub_case(1, 2) + "," +
             R"({"function": "usubBorrow", "inputs": [{"name": "x", "type": "uint", "bits": [3]}]}]})",
         "t.json: $.cases[1].inputs[0].bits[0]: expected a hex string, found number"},
        {R"({"schema": "intrinsic-lab.vectors/1", "cases": [1e999]})", "t.json: not usable JSON (number overflow"},
        {"", "t.json: is empty: no JSON document"},
        {R"({"schema": "intrinsic-lab.vectors/1", "profile": {"glsl": 450, "extensions": ["GL_FOO\n#define x"]},
             "cases": []})",
         "t.json: $.profile.extensions[0]: unknown extension 'GL_FOO\\n#define x'; known: GL_ARB_gpu_shader5"},
        {R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "fma", "inputs": [1, 2, 3, 4, 5]}]})",
         "t.json: $.cases[0].inputs: 5 inputs; no catalog function takes more than 4"},
        {R"({"schema": "intrinsic-lab.vectors/1", "cases": [)" + usub_case(1, 2) + "," +
             R"({"function": "usubBorrow", "title": )" + std::string(100000, '[') + std::string(100000, ']') + "}]}",
         "t.json: $.cases[1]: nested deeper than 64 levels"},
        {R"({"schema": "intrinsic-lab.vectors/1", "profile": )" + std::string(65, '[') + std::string(65, ']') +
             R"(, "cases": []})",
         "t.json: $.profile: nested deeper than 64 levels"},
    };
    for (const Bad& b : bad) {
        std::string e = error_of([&] { read_text(b.doc); });
        EXPECT_EQ(e.rfind(b.message, 0), 0u) << b.doc << "\n" << e;
    }
}

TEST(VectorsReader, LineAndColumnAcrossBufferRefills) {
    // About 3 MB: the syntax errors lie beyond the first refills of the file reader's 1 MB buffer.
    std::string good = document(20000);
    fs::path dir = fs::temp_directory_path() / ("il-reader-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::vector<size_t> cuts;
    for (size_t at : {good.size() / 3, good.size() / 2, good.size() * 3 / 4}) {
        cuts.push_back(good.find(",\n", at) + 2);                  // at the start of a line
        cuts.push_back(good.find("\"function\": ", at) + 12);      // in the middle of one
    }
    for (size_t cut : cuts) {
        std::string text = good.substr(0, cut) + "}" + good.substr(cut);
        // Where the whole-document parser stopped, as the reference for the message.
        size_t byte = 0;
        try {
            [[maybe_unused]] nlohmann::json j = nlohmann::json::parse(text);
        } catch (const nlohmann::json::parse_error& e) {
            byte = e.byte;
        }
        ASSERT_GT(byte, 0u);
        std::string want = "t.json:" + old_line_column(text, byte) + ": not valid JSON";
        EXPECT_EQ(error_of([&] { read_text(text); }).rfind(want, 0), 0u) << want;
        fs::path file = dir / "t.json";
        std::ofstream(file, std::ios::binary) << text;
        std::string from_file = error_of([&] { VectorsReader::open(file.string()).read(Catalog::get(), {}); });
        EXPECT_EQ(from_file.rfind(file.string() + ":" + old_line_column(text, byte) + ": not valid JSON", 0), 0u)
            << from_file;
    }
    fs::remove_all(dir);
}

TEST(VectorsReader, LineAndColumnOfEveryTruncation) {
    // Every prefix of a small document with blank lines and CRLF: the error at each point, newline or not.
    std::string doc = "{\n\n  \"schema\": \"intrinsic-lab.vectors/1\",\r\n  \"cases\": [\n" + usub_case(1, 2) +
                      ",\n\n" + usub_case(3, 4) + "\n  ]\n}";
    for (size_t n = 1; n < doc.size(); ++n) {
        std::string text = doc.substr(0, n);
        size_t byte = 0;
        try {
            [[maybe_unused]] nlohmann::json j = nlohmann::json::parse(text);
        } catch (const nlohmann::json::parse_error& e) {
            byte = e.byte;
        }
        ASSERT_GT(byte, 0u) << n;
        std::string want = "t.json:" + old_line_column(text, byte) + ": not valid JSON";
        std::string got = error_of([&] { read_text(text); });
        EXPECT_EQ(got.rfind(want, 0), 0u) << n << "\n" << got << "\nwant " << want;
    }
}

TEST(VectorsReader, FilesThatAreNotVectorsFiles) {
    fs::path dir = fs::temp_directory_path() / ("il-reader-files-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    EXPECT_EQ(error_of([&] { VectorsReader::open(dir.string()); }), dir.string() + ": is a directory, not a JSON file");
    fs::path empty = dir / "empty.json";
    std::ofstream(empty).close();
    EXPECT_EQ(error_of([&] { VectorsReader::open(empty.string()).read(Catalog::get(), {}); }),
              empty.string() + ": is empty: no JSON document");
    // A FIFO with no writer reads as empty after a bounded wait instead of blocking in open() for ever...
    fs::path fifo = dir / "fifo.json";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string e = error_of([&] { VectorsReader::open(fifo.string()).read(Catalog::get(), {}); });
    EXPECT_NE(e.find("is empty"), std::string::npos) << e;
    EXPECT_NE(e.find("FIFO"), std::string::npos) << e;
    // ...and one whose writer comes after the reader opened it is read whole.
    std::thread late([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        std::ofstream(fifo) << R"({"schema": "intrinsic-lab.vectors/1", "cases": [{"function": "usubBorrow", )"
                            << R"("inputs": [{"name": "x", "type": "uint", "text": ["1u"]}, )"
                            << R"({"name": "y", "type": "uint", "text": ["2u"]}]}]})";
    });
    size_t read = 0;
    VectorsSink sink;
    sink.chunk = [&](std::vector<InputCase>& cases, size_t) { read += cases.size(); };
    EXPECT_EQ(error_of([&] { VectorsReader::open(fifo.string()).read(Catalog::get(), sink); }), "");
    late.join();
    EXPECT_EQ(read, 1u);
    EXPECT_EQ(error_of([&] { VectorsReader::open((dir / "missing.json").string()); }),
              (dir / "missing.json").string() + ": cannot be read (No such file or directory)");
    // A document read whole (a report, state.json) stops at its size limit, a regular file and a device alike.
    fs::path big = dir / "big.json";
    std::ofstream(big) << "[" << std::string((size_t{1} << 20) + 10, ' ') << "]";
    EXPECT_EQ(error_of([&] { read_json_file(big.string(), size_t{1} << 20); }),
              big.string() + ": is larger than 1 MiB, the limit of a document read whole (a report, state.json); stopped "
                             "reading");
    EXPECT_EQ(error_of([&] { read_json_file("/dev/zero", size_t{1} << 20); }),
              "/dev/zero: gave more than 1 MiB, the limit of a document read whole (a report, state.json); stopped reading");
    EXPECT_EQ(read_json_file(big.string()).size(), (size_t{1} << 20) + 12);
    fs::remove_all(dir);
}

TEST(VectorsReader, NoCatalogRowTakesMoreInputsThanTheReaderAccepts) {
    for (const Overload& o : Catalog::get().rows()) EXPECT_LE(o.inputs().size(), 4u) << o.declaration();
}

TEST(VectorsReader, WholeDocumentFunctionsReadTheSameCases) {
    std::string doc = document(100, R"("schema": "intrinsic-lab.vectors/1", "profile": {"glsl": 400}, )");
    VectorFile vf = parse_vectors(doc, "t.json", Catalog::get());
    ASSERT_TRUE(vf.profile);
    EXPECT_EQ(vf.profile->glsl, 400);
    ASSERT_EQ(vf.cases.size(), 100u);
    EXPECT_EQ(vf.cases[99].inputs[0].u(0), 99u);
    EXPECT_EQ(vf.cases[99].original["function"], "usubBorrow");
}

// Strict reading: what nlohmann would take silently (the last of two keys, an escaped key missed by the scan
// ahead, a 65-bit integer as a rounded double, a bool of bits 2) is an error naming the place.
TEST(VectorsReader, StrictReadingNamesThePlace) {
    const std::string head = R"({"schema": "intrinsic-lab.vectors/1", )";
    const std::vector<std::pair<std::string, std::string>> bad = {
        {head + R"("schema": "intrinsic-lab.vectors/1", "cases": []})", "t.json: $.schema: given twice"},
        {head + R"("profile": {"glsl": 450}, "profile": {"glsl": 330}, "cases": []})", "t.json: $.profile: given twice"},
        {head + R"("pr\u006ffile": {"glsl": 450}, "profile": {"glsl": 330}, "cases": []})",
         "t.json: $.profile: given twice"},
        {head + R"("cases": [{"function": "usubBorrow", "function": "uaddCarry", "inputs": []}]})",
         "t.json: $.cases[0].function: given twice"},
        {head + R"("cases": [{"function": "usubBorrow", "inputs": [{"name": "x", "name": "y"}]}]})",
         "t.json: $.cases[0]….name: given twice"},
        {head + R"("cases": [{"function": "usubBorrow", "x": 123456789012345678901234567890}]})",
         "t.json: $.cases[0]: integer 123456789012345678901234567890 is out of range (JSON integers here fit 64 bits)"},
        {head + R"("title": 18446744073709551616, "cases": []})",
         "t.json: $.title: integer 18446744073709551616 is out of range"},
        {head + R"("profile": {"glsl": 4294967746}, "cases": []})", "t.json: $.profile.glsl: expected one of"},
        {head + R"("profile": {"glsl": -4294966846}, "cases": []})", "t.json: $.profile.glsl: expected one of"},
        {head + R"("cases": [{"function": "any", "inputs": [{"name": "x", "type": "bvec2", "bits": ["0x00000001", "0x00000002"]}]}]})",
         "t.json: $.cases[0].inputs[0].bits[1]: '0x00000002' is not a bool (0x00000000 or 0x00000001)"},
    };
    for (const auto& [doc, message] : bad) {
        std::string e = error_of([&] { read_text(doc); });
        EXPECT_EQ(e.rfind(message, 0), 0u) << doc << "\n" << e;
    }
}

// A single string or number over kMaxJsonValueBytes, even in a field nobody reads, and a case over it (a 40 MB
// array of small numbers would take a gigabyte as a DOM) are refused with the path before they are held whole.
TEST(VectorsReader, HugeValuesAreRefusedBeforeTheyAreHeld) {
    const std::string head = R"({"schema": "intrinsic-lab.vectors/1", )";
    const std::string big(kMaxJsonValueBytes + 10, 'x');
    std::string array = "[0";
    while (array.size() <= kMaxJsonValueBytes) array += ",0";
    array += "]";
    // usub_case's buffer is short: the extra field goes in before its closing brace here.
    auto with = [](const std::string& extra) {
        std::string c = usub_case(1, 2);
        return c.substr(0, c.size() - 1) + extra + "}";
    };
    const std::string one = ": a single value longer than 4 MiB (the limit of one JSON string or number here); refused "
                            "before it is read into memory";
    const std::vector<std::pair<std::string, std::string>> bad = {
        {head + R"("device": {"renderer": ")" + big + R"("}, "cases": []})", "t.json: $.device" + one},
        {head + R"("title": ")" + big + R"(", "cases": []})", "t.json: $.title" + one},
        {head + R"("cases": [)" + with(R"(, "note": ")" + big + "\"") + "]}", "t.json: $.cases[0]" + one},
        {head + R"("cases": [)" + usub_case(1, 2) + "," + with(R"(, "extra": )" + array) + "]}",
         "t.json: $.cases[1]: longer than 4 MiB (the limit of one case, schema or profile); refused before it is read "
         "into memory"},
    };
    for (const auto& [doc, message] : bad) {
        std::string e = error_of([&] { read_text(doc); });
        EXPECT_EQ(e, message) << e.substr(0, 300);
    }
    // Unknown fields under the limit still round-trip.
    std::string fits(size_t{1} << 20, 'y');
    Collected c = read_text(head + R"("cases": [)" + with(R"(, "note": ")" + fits + "\"") + "]}");
    ASSERT_EQ(c.cases.size(), 1u);
    EXPECT_EQ(c.cases[0].original["note"].get<std::string>(), fits);
}

// The profile after the cases is found by a scan ahead; an escaped key is the same key there too.
TEST(VectorsReader, EscapedProfileKeyAfterTheCasesIsHonoured) {
    Collected c = read_text(document(3, R"("schema": "intrinsic-lab.vectors/1", )", R"(, "pr\u006ffile": {"glsl": 330})"));
    EXPECT_EQ(c.header_before_cases, 0u);
    ASSERT_TRUE(c.profile);
    EXPECT_EQ(c.profile->glsl, 330);
}

// A profile after the cases that the scan could not read ahead (its text is over 1 MiB) is refused rather than
// ignored: the cases would have run, and been labelled, under GLSL 450.
TEST(VectorsReader, ProfileAfterTheCasesTooBigToScanIsRefused) {
    std::string pad(size_t{1} << 21, ' ');
    std::string doc = document(3, R"("schema": "intrinsic-lab.vectors/1", )",
                               R"(, "profile": {"glsl": 330, "extensions": [)" + pad + "]}");  // closes the profile
    EXPECT_EQ(error_of([&] { read_text(doc); }),
              "t.json: $.profile: comes after $.cases and could not be read ahead; put \"profile\" before \"cases\"");
}

}  // namespace
}  // namespace il
