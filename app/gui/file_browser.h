// The Load and Export dialogs' model: a directory listing (folders first, then files, by name), a type-to-filter
// box, a highlighted entry that Up/Down move and Enter opens, the parent folder, and for an export the file name
// and the format. No ImGui call here: the panel (panel_files.cpp) draws it and the tests drive it directly.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace il::gui {

// What an export writes: a results document (its inputs read back as vectors), or piglit shader_runner tests
// (export/piglit_export.h): one .shader_test for a case, a folder of them for a batch.
enum class ExportFormat { Json, Piglit };

struct FileEntry {
    std::string name;
    bool is_dir = false;
    uintmax_t size = 0;
};

// Where a dialog opens: the folder of the most recent file that still exists, else the working directory when it
// can be written and is not the root (a program started from a desktop menu runs in /), else $HOME, else /tmp.
std::string default_directory(const std::vector<std::string>& recent_files);

class FileBrowser {
public:
    enum class Mode { Load, Save };

    // Lists `dir` (falls back to default_directory() when it cannot be read); `name` is the export's file name.
    void open(Mode m, const std::string& dir, const std::string& name = "");
    Mode mode() const { return mode_; }
    // Lists `dir`; false (and error()) when it is not a readable folder: the listing stays as it was.
    bool go(const std::string& dir);
    void up();  // the parent folder
    void reload() { go(dir_); }
    const std::string& dir() const { return dir_; }
    const std::string& error() const { return error_; }

    // The filter: a part of the name, case-insensitive. A filter that names a folder or file ("/tmp", "~/x.json",
    // "../out") is where Enter goes.
    std::string filter;
    // The entries the filter lets through, in display order (folders first).
    std::vector<const FileEntry*> shown() const;
    int highlighted() const { return highlight_; }
    void move(int delta);  // Up/Down
    void highlight(int i) { highlight_ = i; }

    // Enter (or a double click) on the highlighted entry, or on a path typed in the filter: a folder is opened
    // (returns ""); a file returns its path (Load) or becomes the file name (Save, returns "").
    std::string activate();

    // Save: the file name (or, for a piglit batch, the folder name) in dir().
    std::string name;
    ExportFormat format = ExportFormat::Json;
    // dir()/name, with "~" expanded; an absolute name stands for itself.
    std::string target() const;
    // Only .json and .json.gz files are listed for Load; Save lists every file, so that what would be replaced shows.
    bool listed(const FileEntry& e) const;

private:
    Mode mode_ = Mode::Load;
    std::string dir_, error_;
    std::vector<FileEntry> entries_;
    int highlight_ = 0;
    std::string resolve(const std::string& typed) const;
};

// Keeps the highlight inside [0, count) (0 for an empty list).
int clamp_highlight(int i, size_t count);

}  // namespace il::gui
