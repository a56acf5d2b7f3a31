#include "catalog/groups.h"

#include <algorithm>
#include <set>

#include "catalog/availability.h"

namespace il {

std::vector<std::string> RowGroup::functions() const {
    std::vector<std::string> names;
    std::set<std::string> seen;
    for (const Overload* o : rows)
        if (seen.insert(o->function).second) names.push_back(o->function);
    return names;
}

std::vector<RowGroup> chapter_groups(const Catalog& catalog) {
    std::vector<RowGroup> groups;
    for (const Overload& o : catalog.rows()) {
        auto g = std::find_if(groups.begin(), groups.end(),
                              [&](const RowGroup& x) { return x.name == o.chapter && x.section == o.section; });
        if (g == groups.end()) g = groups.insert(groups.end(), RowGroup{o.chapter, o.section, {}});
        g->rows.push_back(&o);
    }
    return groups;
}

std::vector<RowGroup> extension_groups(const Catalog& catalog) {
    std::vector<RowGroup> groups;
    for (const std::string& e : known_extensions()) {
        RowGroup g{e, "", {}};
        for (const Overload& o : catalog.rows())
            if (std::find(o.extensions.begin(), o.extensions.end(), e) != o.extensions.end()) g.rows.push_back(&o);
        if (!g.rows.empty()) groups.push_back(std::move(g));
    }
    return groups;
}

}  // namespace il
