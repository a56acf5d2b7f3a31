#include <cstdio>
#include <nlohmann/json.hpp>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"
#include "vectors/tool_version.h"

namespace il::cli {

int cmd_list(const Options& o) {
    if (!o.positional.empty()) throw UsageError("list takes no arguments, got '" + o.positional[0] + "'");
    const Catalog& cat = Catalog::get();
    nlohmann::json fns = nlohmann::json::array();
    if (!o.json)
        std::printf("%-18s %-62s %-6s %s\n", "function", "overload", "since",
                    ("in #version " + std::to_string(o.profile.glsl)).c_str());
    for (const std::string& name : cat.functions()) {
        nlohmann::json overloads = nlohmann::json::array();
        for (const Overload* ov : cat.overloads_of(name)) {
            Availability a = availability(*ov, o.profile);
            std::string since = a.first_version ? version_label(a.first_version) : "-";
            if (o.json) {
                overloads.push_back({{"declaration", ov->declaration()}, {"first_version", a.first_version},
                                     {"available", a.available}, {"via_extension", a.via_extension},
                                     {"extensions", ov->extensions}, {"source", a.source}});
            } else {
                std::string avail = a.available ? (a.via_extension.empty() ? "yes" : "yes via " + a.via_extension) : "no";
                std::printf("%-18s %-62s %-6s %s\n", name.c_str(), ov->declaration().c_str(), since.c_str(), avail.c_str());
            }
        }
        if (o.json) {
            const Overload& first = *cat.overloads_of(name).front();
            fns.push_back({{"function", name}, {"chapter", first.chapter}, {"section", first.section},
                           {"summary", first.summary}, {"overloads", overloads}});
        }
    }
    if (o.json) {
        nlohmann::json j = {{"schema", "intrinsic-lab.list/1"}, {"tool", kTool}, {"profile", {{"glsl", o.profile.glsl}, {"extensions", o.profile.extensions}}},
                            {"functions", fns}};
        std::printf("%s", format_json(j).c_str());
    }
    return kOk;
}

}  // namespace il::cli
