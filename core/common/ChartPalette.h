#pragma once

// The colours of every chart, the same in the window's charts (ui's ChartStyle turns them into
// QColors) and in the SVG charts core writes for kept results: Okabe & Ito, "Color Universal
// Design" (2008), told apart with the common colour-vision deficiencies.
namespace sparkwire::common::ChartPalette {

inline constexpr const char *kHalf0 = "#0072b2";   // blue: twin half 0, the first series
inline constexpr const char *kHalf1 = "#e69f00";   // orange: twin half 1, the second series
inline constexpr const char *kSum = "#000000";     // black: the port, both halves summed
inline constexpr const char *kWarning = "#d55e00"; // vermillion: reference lines, limits

} // namespace sparkwire::common::ChartPalette
