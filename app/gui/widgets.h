// Small widgets the panels share: the bit strip, verdict labels, the packing picture.
#pragma once
#include <imgui.h>

#include <string>

#include "gui/bit_tools.h"
#include "gui/packing_layout.h"
#include "gui/ui.h"
#include "precision/rule.h"
#include "value/value.h"

namespace il::gui {

// One cell per bit, most significant first (a double in two rows of 32), coloured by field; bits set in
// `highlight` (an XOR) are outlined in red. Returns the bit clicked when `editable`, else -1.
// With `index_labels`, the index of every fourth bit (and the top one) is written under its cell.
// With `nibbles` (editable strips), a hex digit typed while the strip is hovered or has the keyboard sets the
// nibble under the mouse (or, from the keyboard, the top one) and moves to the next one to the right, as a hex
// editor does: typing 3f800000 over a float's strip makes 1.0. The cursor nibble is outlined.
int bit_strip(const char* id, Scalar s, uint64_t bits, uint64_t highlight, float cell, bool editable,
              bool index_labels = false, NibbleEntry* nibbles = nullptr);

void verdict_text(Verdict v);
void help_marker(const char* text);
// Text in the monospace font.
void mono_text(const Ui& ui, const std::string& s, const ImVec4* colour = nullptr);
// Text that keeps to the column width.
void wrapped_dim(const std::string& s);

// `s` cut to fit `width` with "..." at the end where it does not fit (the whole text when it does).
std::string elide(const std::string& s, float width);
// One line of text in the space left on the line: cut with "..." when it does not fit, the whole text in a tooltip
// on hover. Returns true when the text is hovered.
bool cell_text(const std::string& s, const ImVec4* colour = nullptr);

// Which bits of the packed value hold which component, with each lane's bits and the component's value.
void packing_picture(const Ui& ui, const PackLayout& layout, const Value& packed, const Value& vector);

}  // namespace il::gui
