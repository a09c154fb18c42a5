#pragma once

#include <QColor>
#include <QPen>

class QValueAxis;

// One look for every chart and legend: the Okabe–Ito palette (told apart with the common
// colour-vision deficiencies), tx solid and rx dashed, and axis ticks at 1-2-5 steps with as
// many decimals as the step needs, so no two tick labels read the same ("0, 0, 1, 1").
namespace ChartStyle {

enum class Role
{
    Half0,   // twin half 0 (and the first series of other charts)
    Half1,   // twin half 1 (and the second series)
    Sum,     // the port: both halves summed
    Warning, // a reference line: an expected floor, a limit
};

QColor colour(Role role);
// Solid for tx (and series that are no direction), dashed for rx; the sum drawn wider.
QPen pen(Role role, bool rx = false);
// A dotted pen for reference lines.
QPen referencePen();

// The tick step for [0, span] with at most maxTicks intervals: 1, 2 or 5 × 10^k.
double niceStep(double span, int maxTicks = 5);
// Decimals that tell ticks `step` apart: 0 for steps of 1 and more, 1 for 0.5, 2 for 0.05.
int decimalsFor(double step);
// Range [low, high] with ticks at multiples of niceStep(high - low), labelled with
// decimalsFor(step) decimals.
void applyTicks(QValueAxis *axis, double low, double high, int maxTicks = 5);
// Ticks as applyTicks() makes them for the axis's present range, which stays as it is (a span
// the person zoomed to).
void fitTicks(QValueAxis *axis, int maxTicks = 5);

} // namespace ChartStyle
