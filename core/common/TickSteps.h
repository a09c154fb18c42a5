#pragma once

// Axis tick steps every chart shares (the dashboard's Qt Charts, the fleet plots, the SVG charts
// core writes for kept results): 1, 2 or 5 × 10^k, labelled with just enough decimals that no
// two ticks read the same.
namespace sparkwire::common::TickSteps {

// The step for [0, span] with at most maxTicks intervals.
double niceStep(double span, int maxTicks = 5);
// Decimals that tell ticks `step` apart: 0 for steps of 1 and more, 1 for 0.5, 2 for 0.05.
int decimalsFor(double step);

} // namespace sparkwire::common::TickSteps
