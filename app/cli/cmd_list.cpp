#include <cstdio>
#include <nlohmann/json.hpp>

#include "catalog/availability.h"
#include "catalog/catalog.h"
#include "catalog/groups.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "vectors/domain.h"
#include "vectors/json_format.h"
#include "vectors/vectors_json.h"
#include "vectors/tool_version.h"

namespace il::cli {
namespace {

size_t available_rows(const RowGroup& g, const Profile& p) {
    size_t n = 0;
    for (const Overload* o : g.rows) n += availability(*o, p).available;
    return n;
}

bool enabled(const std::string& extension, const Profile& p) {
    for (const std::string& e : p.extensions)
        if (e == extension) return true;
    return false;
}

void print_text(const Catalog& cat, const Profile& p) {
    const std::string in_version = "in #version " + std::to_string(p.glsl);
    for (const RowGroup& g : chapter_groups(cat)) {
        std::printf("%s (%s): %zu overloads, %zu available %s\n", g.section.c_str(), g.name.c_str(), g.rows.size(),
                    available_rows(g, p), in_version.c_str());
        std::printf("  %-18s %-62s %-6s %s\n", "function", "overload", "since", in_version.c_str());
        for (const Overload* ov : g.rows) {
            Availability a = availability(*ov, p);
            std::string since = a.first_version ? version_label(a.first_version) : "-";
            std::string avail = a.available ? (a.via_extension.empty() ? "yes" : "yes via " + a.via_extension) : "no";
            std::printf("  %-18s %-62s %-6s %s\n", ov->function.c_str(), ov->declaration().c_str(), since.c_str(),
                        avail.c_str());
        }
        std::printf("\n");
    }
    std::printf("by extension (--ext NAME brings its rows to a #version without them):\n");
    for (const RowGroup& g : extension_groups(cat)) {
        std::printf("  %s: needs #version %d, %zu overloads, %s\n   ", g.name.c_str(), extension_min_version(g.name),
                    g.rows.size(), enabled(g.name, p) ? "enabled" : "not enabled");
        for (const std::string& f : g.functions()) std::printf(" %s", f.c_str());
        std::printf("\n");
    }
}

nlohmann::json group_json(const RowGroup& g, const Profile& p) {
    return {{"overloads", g.rows.size()}, {"available", available_rows(g, p)}, {"functions", g.functions()}};
}

}  // namespace

int cmd_list(const Options& o) {
    if (!o.positional.empty()) throw UsageError("list takes no arguments, got '" + o.positional[0] + "'");
    const Catalog& cat = Catalog::get();
    if (!o.json) {
        print_text(cat, o.profile);
        return kOk;
    }
    nlohmann::json fns = nlohmann::json::array();
    for (const std::string& name : cat.functions()) {
        nlohmann::json overloads = nlohmann::json::array();
        for (const Overload* ov : cat.overloads_of(name)) {
            Availability a = availability(*ov, o.profile);
            nlohmann::json j = {{"declaration", ov->declaration()}, {"first_version", a.first_version},
                                {"available", a.available},          {"via_extension", a.via_extension},
                                {"extensions", ov->extensions},      {"source", a.source}};
            if (const std::string domain = domain_text(*ov); !domain.empty()) j["random_domain"] = domain;
            overloads.push_back(std::move(j));
        }
        const Overload& first = *cat.overloads_of(name).front();
        fns.push_back({{"function", name}, {"chapter", first.chapter}, {"section", first.section},
                       {"summary", first.summary}, {"overloads", overloads}});
    }
    nlohmann::json chapters = nlohmann::json::array(), extensions = nlohmann::json::array();
    for (const RowGroup& g : chapter_groups(cat)) {
        nlohmann::json j = {{"chapter", g.name}, {"section", g.section}};
        j.update(group_json(g, o.profile));
        chapters.push_back(j);
    }
    for (const RowGroup& g : extension_groups(cat)) {
        nlohmann::json j = {{"extension", g.name}, {"min_glsl", extension_min_version(g.name)},
                            {"enabled", enabled(g.name, o.profile)}};
        j.update(group_json(g, o.profile));
        extensions.push_back(j);
    }
    nlohmann::json j = {{"schema", "intrinsic-lab.list/1"},
                        {"tool", kTool},
                        {"profile", {{"glsl", o.profile.glsl}, {"extensions", o.profile.extensions}}},
                        {"chapters", chapters},
                        {"extensions", extensions},
                        {"functions", fns}};
    std::printf("%s", format_json(j).c_str());
    return kOk;
}

}  // namespace il::cli
