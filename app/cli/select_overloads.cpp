#include "cli/select_overloads.h"

#include "cli/options.h"

namespace il::cli {

std::vector<const Overload*> select_overloads(const Catalog& cat, const std::vector<std::string>& functions) {
    std::vector<const Overload*> rows;
    for (const std::string& f : functions) {
        if (const Overload* exact = cat.by_declaration(f)) {
            rows.push_back(exact);
            continue;
        }
        auto of = cat.overloads_of(f);
        if (of.empty())
            throw UsageError("--function " + f +
                             ": unknown function or declaration (intrinsic-lab list shows the catalog, e.g. usubBorrow "
                             "or \"uint usubBorrow(uint x, uint y, out uint borrow)\")");
        rows.insert(rows.end(), of.begin(), of.end());
    }
    return rows;
}

}  // namespace il::cli
