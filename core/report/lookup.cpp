#include "report/lookup.h"

#include <sstream>

namespace il {
namespace {

struct Signature {
    std::string ret, name;
    std::vector<std::pair<bool, std::string>> params;  // (is_out, type)
};

// Splits "ret name(type a, out type b)" into its types; parameter names are dropped.
bool parse_signature(const std::string& decl, Signature& s) {
    size_t open = decl.find('('), close = decl.rfind(')');
    if (open == std::string::npos || close == std::string::npos || close < open) return false;
    std::istringstream head(decl.substr(0, open));
    if (!(head >> s.ret >> s.name)) return false;
    std::string list = decl.substr(open + 1, close - open - 1);
    size_t at = 0;
    while (at < list.size()) {
        size_t comma = list.find(',', at);
        if (comma == std::string::npos) comma = list.size();
        std::istringstream p(list.substr(at, comma - at));
        std::string word;
        std::vector<std::string> words;
        while (p >> word) words.push_back(word);
        at = comma + 1;
        if (words.empty() || (words.size() == 1 && words[0] == "void")) continue;
        bool out = words[0] == "out";
        if (out || words[0] == "in") words.erase(words.begin());
        if (words.empty()) return false;
        s.params.emplace_back(out, words[0]);
    }
    return true;
}

}  // namespace

const Overload* find_overload(const Catalog& c, const std::string& declaration) {
    if (const Overload* o = c.by_declaration(declaration)) return o;
    Signature want;
    if (!parse_signature(declaration, want)) return nullptr;
    for (const Overload* o : c.overloads_of(want.name)) {
        Signature have;
        if (!parse_signature(o->declaration(), have)) continue;
        if (have.ret == want.ret && have.params == want.params) return o;
    }
    return nullptr;
}

}  // namespace il
