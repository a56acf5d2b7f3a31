// The Load and Export dialog: the listing (folders first, only JSON files for Load), type-to-filter, Up/Down and
// Enter, Backspace for the parent folder, a typed path, the default folder, the overwrite prompt, and the export
// formats: JSON results, and piglit .shader_test files written by the same code as `intrinsic-lab export`.
#include <gtest/gtest.h>

#include <fstream>

#include "export/piglit_export.h"
#include "gui/file_browser.h"
#include "gui/ui_state.h"
#include "panels_fixture.h"

namespace il::gui {
namespace {

namespace fs = std::filesystem;

void touch(const fs::path& p, const std::string& text = "x") { std::ofstream(p) << text; }

std::vector<std::string> names(const FileBrowser& fb) {
    std::vector<std::string> v;
    for (const FileEntry* e : fb.shown()) v.push_back(e->is_dir ? e->name + "/" : e->name);
    return v;
}

std::string read(const fs::path& p) {
    std::ifstream in(p);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

class Files : public testing::Test {
protected:
    void SetUp() override {
        root_ = fs::temp_directory_path() / ("il-files-" + std::to_string(::getpid()));
        fs::remove_all(root_);
        fs::create_directories(root_ / "Sub");
        fs::create_directories(root_ / "alpha");
        fs::create_directories(root_ / ".hidden");
        touch(root_ / "b.json");
        touch(root_ / "A.JSON");
        touch(root_ / "c.json.gz");
        touch(root_ / "notes.txt");
    }
    void TearDown() override { fs::remove_all(root_); }
    fs::path root_;
};

TEST_F(Files, LoadListsFoldersFirstThenJsonFilesByName) {
    FileBrowser fb;
    fb.open(FileBrowser::Mode::Load, root_.string());
    EXPECT_EQ(fb.dir(), root_.string());
    EXPECT_EQ(names(fb), (std::vector<std::string>{"alpha/", "Sub/", "A.JSON", "b.json", "c.json.gz"}))
        << "hidden entries and files Load cannot read are left out";
    fb.open(FileBrowser::Mode::Save, root_.string(), "out.json");
    EXPECT_EQ(names(fb), (std::vector<std::string>{"alpha/", "Sub/", "A.JSON", "b.json", "c.json.gz", "notes.txt"}))
        << "an export lists every file, so that what it would replace shows";
}

TEST_F(Files, TypeToFilterUpDownEnterAndTheParent) {
    FileBrowser fb;
    fb.open(FileBrowser::Mode::Load, root_.string());
    fb.filter = "J";  // case-insensitive
    EXPECT_EQ(names(fb), (std::vector<std::string>{"A.JSON", "b.json", "c.json.gz"}));
    fb.move(+1);
    fb.move(+5);  // stops at the last
    EXPECT_EQ(fb.highlighted(), 2);
    fb.move(-1);
    EXPECT_EQ(fb.activate(), (root_ / "b.json").string());

    fb.filter = "su";
    EXPECT_EQ(fb.activate(), "") << "a folder opens";
    EXPECT_EQ(fb.dir(), (root_ / "Sub").string());
    EXPECT_TRUE(fb.filter.empty());
    EXPECT_TRUE(fb.shown().empty());
    fb.up();
    EXPECT_EQ(fb.dir(), root_.string());

    // A typed path: a folder opens, a file is picked, a missing one is said.
    fb.filter = (root_ / "alpha").string() + "/";
    EXPECT_EQ(fb.activate(), "");
    EXPECT_EQ(fb.dir(), (root_ / "alpha").string());
    fb.filter = "../b.json";
    EXPECT_EQ(fb.activate(), (root_ / "b.json").string());
    fb.filter = "../nothing/";
    EXPECT_EQ(fb.activate(), "");
    EXPECT_NE(fb.error().find("no such file or folder"), std::string::npos) << fb.error();
}

TEST_F(Files, SaveTakesANameFromTheListingAndAnUnreadableFolderSaysSo) {
    FileBrowser fb;
    fb.open(FileBrowser::Mode::Save, root_.string(), "x.json");
    fb.filter = "b.j";
    EXPECT_EQ(fb.activate(), "");
    EXPECT_EQ(fb.name, "b.json");
    EXPECT_EQ(fb.target(), (root_ / "b.json").string());
    EXPECT_FALSE(fb.go((root_ / "b.json").string())) << "a file is not a folder";
    EXPECT_FALSE(fb.error().empty());
    EXPECT_EQ(fb.dir(), root_.string()) << "the listing stays";
}

TEST_F(Files, TheDefaultFolderIsTheLastFilesThenAWritableWorkingDirectoryThenHome) {
    EXPECT_EQ(default_directory({(root_ / "alpha" / "x.json").string()}), (root_ / "alpha").string());
    fs::path old = fs::current_path();
    fs::current_path(root_ / "Sub");
    EXPECT_EQ(default_directory({"/no/such/folder/x.json"}), (root_ / "Sub").string())
        << "a recent file whose folder is gone is skipped";
    fs::current_path("/");
    const char* home = std::getenv("HOME");
    std::string saved_home = home ? home : "";
    setenv("HOME", root_.c_str(), 1);
    EXPECT_EQ(default_directory({}), root_.string()) << "started from a desktop menu, in /: the home folder";
    setenv("HOME", saved_home.c_str(), 1);
    fs::current_path(old);
}

TEST_F(Panels, LoadDialogByKeyboardFiltersOpensAFolderAndLoads) {
    session_.load_preset("msad4");
    frames(2);
    fs::create_directories(dir_ / "vectors");
    ASSERT_EQ(session_.state.select_function("fma"), true);
    frames(2);
    session_.batch.clear();
    session_.batch.add_special(*session_.state.overload(), 3);
    frames(2);
    ASSERT_EQ(session_.export_batch((dir_ / "vectors" / "fma3.json").string()), "");
    touch(dir_ / "vectors" / "zzz.json", "{");

    start_path(*ui_, PathAction::LoadFile);
    frames(2);
    EXPECT_EQ(ui_->files.dir(), dir_.string()) << "the working directory, writable and not /";
    type("vec");
    press(kKeyEnter);  // the folder "vectors" opens
    frames(1);
    EXPECT_EQ(ui_->files.dir(), (dir_ / "vectors").string());
    session_.state.select_function("msad4");
    press(kKeyDown);   // fma3.json, zzz.json: Down moves to the second, Up back to the first
    press(kKeyUp);
    press(kKeyEnter);
    frames(1);
    EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
    EXPECT_EQ(session_.batch.size(), 3u) << session_.message;
    EXPECT_EQ(session_.state.overload()->function, "fma");
    ASSERT_FALSE(ui_->recent_files.empty());
    EXPECT_EQ(ui_->recent_files.front(), (dir_ / "vectors" / "fma3.json").string());

    // Opened again: in the last file's folder; Backspace in the empty filter goes up.
    start_path(*ui_, PathAction::LoadFile);
    frames(2);
    EXPECT_EQ(ui_->files.dir(), (dir_ / "vectors").string());
    EXPECT_EQ(ui_->files.highlighted(), 0) << "the last file is highlighted";
    press(kKeyBackspace);
    frames(1);
    EXPECT_EQ(ui_->files.dir(), dir_.string());
    press(kKeyEscape);
    frames(1);
    EXPECT_FALSE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel));
}

TEST_F(Panels, ExportWritesPiglitWithTheCommandLinesExporterAndAsksBeforeReplacing) {
    session_.load_preset("msad4");
    frames(2);
    ui_->export_format = ExportFormat::Piglit;  // the format the last export chose
    press(kKeyE, true);
    frames(2);
    EXPECT_EQ(ui_->files.name, "intrinsic-lab-msad4.shader_test");
    press(kKeyEnter);
    frames(1);
    fs::path out = dir_ / "intrinsic-lab-msad4.shader_test";
    ASSERT_TRUE(fs::exists(out)) << session_.message;
    const Overload& o = *session_.state.overload();
    std::string expect = piglit_shader_test(
        piglit_case(o, session_.state.profile(), *session_.state.input_values(), "from the playground"));
    EXPECT_EQ(read(out), expect) << "the exporter `intrinsic-lab export --format piglit` uses";
    EXPECT_NE(expect.find("[require]"), std::string::npos);
    EXPECT_NE(expect.find("probe ssbo uint 1 0 == 153"), std::string::npos)
        << "msad4's reference page example, probed bit for bit:\n" << expect;

    // The batch as a folder of tests, one per row; the second export asks first.
    press(kKeyEscape);
    start_path(*ui_, PathAction::ExportBatch);
    frames(2);
    EXPECT_EQ(ui_->files.name, "intrinsic-lab-msad4-piglit");
    press(kKeyEnter);
    frames(1);
    fs::path folder = dir_ / "intrinsic-lab-msad4-piglit";
    size_t n = 0;
    for (const auto& e : fs::directory_iterator(folder)) n += e.path().extension() == ".shader_test";
    EXPECT_EQ(n, session_.batch.size());
    EXPECT_TRUE(fs::exists(folder / piglit_file_name(*session_.batch.rows()[0].overload, 0)));
    touch(folder / "000-msad4-uint.shader_test", "old");
    start_path(*ui_, PathAction::ExportBatch);
    frames(2);
    press(kKeyEnter);
    frames(1);
    EXPECT_TRUE(ui_->overwrite_asked);
    EXPECT_EQ(ui_->would_replace.size(), session_.batch.size());
    EXPECT_EQ(read(folder / "000-msad4-uint.shader_test"), "old") << "not replaced without asking";
    press(kKeyEnter);
    frames(1);
    EXPECT_NE(read(folder / "000-msad4-uint.shader_test"), "old");

    // The format is kept with the state.
    nlohmann::json saved = save_ui(*ui_, 0, 0);
    EXPECT_EQ(saved["export_format"], "piglit");
    Ui back(session_);
    restore_ui(back, saved);
    EXPECT_EQ(back.export_format, ExportFormat::Piglit);
}

}  // namespace
}  // namespace il::gui
