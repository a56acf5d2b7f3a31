// The "ui" part of state.json: batch splitter height, random count and seed, UI scale setting, window size. Each
// value is checked and clamped as it is read: a hand-edited file gives defaults, never a broken window.
#pragma once
#include <cstddef>
#include <nlohmann/json.hpp>

#include "gui/ui.h"

namespace il::gui {

// state.json keeps at most this many batch rows (about 1 MB of JSON); a bigger batch keeps its first rows.
inline constexpr size_t kSavedBatchRows = 10000;

nlohmann::json save_ui(const Ui& ui, int window_width, int window_height);
void restore_ui(Ui& ui, const nlohmann::json& saved_ui);
// Sets width and height from the saved window size when there is a usable one.
void saved_window_size(const nlohmann::json& saved_ui, int& width, int& height);

}  // namespace il::gui
