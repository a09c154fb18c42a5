#include "TickSteps.h"

#include <cmath>
#include <initializer_list>

namespace sparkwire::common::TickSteps {

double niceStep(double span, int maxTicks)
{
    if (!(span > 0) || maxTicks < 1)
        return 1;
    const double raw = span / maxTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * magnitude >= raw * (1 - 1e-9))
            return factor * magnitude;
    return 10 * magnitude;
}

int decimalsFor(double step)
{
    if (!(step > 0) || step >= 1)
        return 0;
    // 0.5 -> 1, 0.2 -> 1, 0.05 -> 2: enough to show the step's first significant digit.
    return int(std::ceil(-std::log10(step) - 1e-9));
}

} // namespace sparkwire::common::TickSteps
