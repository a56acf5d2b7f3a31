// Colours and fonts: verdicts (match green, accepted teal, violation red, undefined grey, unavailable orange) and
// float fields (sign, exponent, mantissa).
#pragma once
#include <imgui.h>

#include "gui/bit_tools.h"
#include "gui/ui.h"
#include "precision/rule.h"

namespace il::gui {

ImVec4 verdict_colour(Verdict v);
ImVec4 field_colour(BitField f);
ImVec4 component_colour(int component);  // x, y, z, w in the packing picture

inline const ImVec4 kDim{0.60f, 0.63f, 0.68f, 1.0f};
inline const ImVec4 kError{0.96f, 0.38f, 0.36f, 1.0f};
inline const ImVec4 kGood{0.38f, 0.82f, 0.45f, 1.0f};
inline const ImVec4 kWarn{0.98f, 0.62f, 0.22f, 1.0f};
inline const ImVec4 kAccent{0.45f, 0.68f, 0.98f, 1.0f};

// Loads DejaVu Sans / Sans Mono (fonts-dejavu-core) when present, else ImGui's built-in font; sets the style.
void setup_theme(Ui& ui, float scale = 1.0f);

}  // namespace il::gui
