// Writes the current back buffer as a PNG (read before the swap, flipped to top-down rows).
#pragma once
#include <string>

namespace il::gui {

// Returns the error, empty on success.
std::string write_screenshot(const std::string& path, int width, int height);

}  // namespace il::gui
