#include "gui/file_browser.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>

namespace il::gui {
namespace fs = std::filesystem;
namespace {

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool ends_with(const std::string& s, const char* tail) {
    std::string t(tail);
    return s.size() >= t.size() && s.compare(s.size() - t.size(), t.size(), t) == 0;
}

bool is_dir(const std::string& p) {
    std::error_code ec;
    return !p.empty() && fs::is_directory(p, ec);
}

std::string home() {
    const char* h = std::getenv("HOME");
    return h && *h ? h : "";
}

}  // namespace

std::string default_directory(const std::vector<std::string>& recent_files) {
    for (const std::string& f : recent_files) {
        std::string d = fs::path(f).parent_path().string();
        if (is_dir(d)) return d;
    }
    std::error_code ec;
    std::string cwd = fs::current_path(ec).string();
    if (!ec && cwd != "/" && ::access(cwd.c_str(), W_OK) == 0) return cwd;
    if (is_dir(home())) return home();
    return fs::temp_directory_path(ec).string();
}

int clamp_highlight(int i, size_t count) { return count == 0 ? 0 : std::clamp(i, 0, static_cast<int>(count) - 1); }

void FileBrowser::open(Mode m, const std::string& dir, const std::string& file_name) {
    mode_ = m;
    name = file_name;
    filter.clear();
    error_.clear();
    if (!go(dir)) {
        std::string why = error_;
        go(default_directory({}));
        error_ = why;
    }
}

bool FileBrowser::go(const std::string& dir) {
    std::error_code ec;
    fs::path p = fs::absolute(dir, ec).lexically_normal();
    std::string s = p.string();
    if (s.size() > 1 && s.back() == '/') s.pop_back();
    fs::directory_iterator it(s, fs::directory_options::skip_permission_denied, ec);
    if (ec) {
        error_ = s + ": " + ec.message();
        return false;
    }
    std::vector<FileEntry> list;
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        if (ec) break;
        FileEntry e;
        e.name = it->path().filename().string();
        if (e.name.empty() || e.name[0] == '.') continue;  // hidden, as file managers do; typed paths still reach them
        std::error_code ec2;
        e.is_dir = it->is_directory(ec2);
        if (!e.is_dir && !it->is_regular_file(ec2)) continue;
        if (!e.is_dir) e.size = it->file_size(ec2);
        list.push_back(std::move(e));
    }
    std::sort(list.begin(), list.end(), [](const FileEntry& a, const FileEntry& b) {
        if (a.is_dir != b.is_dir) return a.is_dir;
        std::string la = lower(a.name), lb = lower(b.name);
        return la != lb ? la < lb : a.name < b.name;
    });
    entries_ = std::move(list);
    dir_ = s;
    error_.clear();
    filter.clear();
    highlight_ = 0;
    return true;
}

void FileBrowser::up() {
    std::string parent = fs::path(dir_).parent_path().string();
    if (!parent.empty() && parent != dir_) go(parent);
}

bool FileBrowser::listed(const FileEntry& e) const {
    if (e.is_dir || mode_ == Mode::Save) return true;
    return ends_with(lower(e.name), ".json") || ends_with(lower(e.name), ".json.gz");
}

std::vector<const FileEntry*> FileBrowser::shown() const {
    std::vector<const FileEntry*> v;
    const bool typed_path = filter.find('/') != std::string::npos || (!filter.empty() && filter[0] == '~');
    const std::string f = lower(filter);
    for (const FileEntry& e : entries_)
        if (listed(e) && (typed_path || f.empty() || lower(e.name).find(f) != std::string::npos)) v.push_back(&e);
    return v;
}

void FileBrowser::move(int delta) { highlight_ = clamp_highlight(highlight_ + delta, shown().size()); }

std::string FileBrowser::resolve(const std::string& typed) const {
    if (typed.empty()) return dir_;
    if (typed[0] == '~' && (typed.size() == 1 || typed[1] == '/')) return home() + typed.substr(1);
    if (typed[0] == '/') return typed;
    return (fs::path(dir_) / typed).lexically_normal().string();
}

std::string FileBrowser::activate() {
    // A path typed in the filter: a folder opens, a file is picked.
    if (filter.find('/') != std::string::npos || filter == ".." || (!filter.empty() && filter[0] == '~')) {
        std::string p = resolve(filter);
        std::error_code ec;
        if (is_dir(p)) {
            go(p);
            return "";
        }
        if (fs::is_regular_file(p, ec) || mode_ == Mode::Save) {
            if (mode_ == Mode::Load) return p;
            if (is_dir(fs::path(p).parent_path().string())) {
                go(fs::path(p).parent_path().string());
                name = fs::path(p).filename().string();
            }
            return "";
        }
        error_ = p + ": no such file or folder";
        return "";
    }
    auto list = shown();
    if (list.empty()) return "";
    const FileEntry& e = *list[static_cast<size_t>(clamp_highlight(highlight_, list.size()))];
    std::string p = (fs::path(dir_) / e.name).string();
    if (e.is_dir) {
        go(p);
        return "";
    }
    if (mode_ == Mode::Save) {
        name = e.name;
        return "";
    }
    return p;
}

std::string FileBrowser::target() const {
    if (name.empty()) return "";
    return resolve(name);
}

}  // namespace il::gui
