// libFuzzer target: the vectors-file loader must accept a document or throw VectorsError naming the
// problem; any other exception or crash is a bug.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "catalog/catalog.h"
#include "vectors/vectors_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    try {
        il::VectorFile f = il::parse_vectors(text, "fuzz.json", il::Catalog::get());
        for (const il::InputCase& c : f.cases)
            if (!c.overload || c.inputs.size() != c.overload->inputs().size()) std::abort();
    } catch (const il::VectorsError& e) {
        if (std::string(e.what()).empty()) std::abort();
    }
    return 0;
}
