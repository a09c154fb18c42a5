#include "ChartStyle.h"

#include "common/ChartPalette.h"
#include "common/TickSteps.h"

#include <QValueAxis>

#include <cmath>
#include <optional>
#include <utility>

namespace ChartStyle {

QColor colour(Role role)
{
    namespace Palette = sparkwire::common::ChartPalette;
    switch (role) {
    case Role::Half0:
        return QColor(QLatin1String(Palette::kHalf0));
    case Role::Half1:
        return QColor(QLatin1String(Palette::kHalf1));
    case Role::Sum:
        break;
    case Role::Warning:
        return QColor(QLatin1String(Palette::kWarning));
    }
    return QColor(QLatin1String(Palette::kSum));
}

QPen pen(Role role, bool rx)
{
    QPen p(colour(role));
    p.setWidthF(role == Role::Sum ? 2.2 : 1.6);
    p.setStyle(rx ? Qt::DashLine : Qt::SolidLine);
    return p;
}

QPen referencePen()
{
    QPen p(colour(Role::Warning));
    p.setWidthF(1.5);
    p.setStyle(Qt::DotLine);
    return p;
}

double niceStep(double span, int maxTicks)
{
    return sparkwire::common::TickSteps::niceStep(span, maxTicks);
}

int decimalsFor(double step)
{
    return sparkwire::common::TickSteps::decimalsFor(step);
}

namespace {
// Ticks at multiples of `step` from 0, labelled with as many decimals as the step needs; with
// a range, the range changes too.
void setTicks(QValueAxis *axis, double step, std::optional<std::pair<double, double>> range)
{
    // A visible axis with dynamic ticks makes a label item for every step of its range at
    // once, so the coarser of the old and new steps must be in force while the range changes:
    // 0..10 Gb/s in steps of 2 widened to 0..200 made 100 labels, laid out the chart with them
    // and threw 95 away (24 ms of a tick; a 110 ms stall of the GUI thread on CI).
    const bool dynamic = axis->tickType() == QValueAxis::TicksDynamic;
    const bool coarserFirst = !dynamic || step >= axis->tickInterval();
    axis->setTickAnchor(0);
    if (coarserFirst)
        axis->setTickInterval(step);
    if (range)
        axis->setRange(range->first, range->second);
    if (!coarserFirst)
        axis->setTickInterval(step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimalsFor(step)) +
                         QStringLiteral("f"));
}
} // namespace

void applyTicks(QValueAxis *axis, double low, double high, int maxTicks)
{
    if (!(high > low))
        high = low + 1;
    const double step = niceStep(high - low, maxTicks);
    const double from = std::floor(low / step + 1e-9) * step;
    const double to = std::ceil(high / step - 1e-9) * step;
    setTicks(axis, step, std::pair(from, to));
}

void fitTicks(QValueAxis *axis, int maxTicks)
{
    const double span = axis->max() - axis->min();
    if (span > 0)
        setTicks(axis, niceStep(span, maxTicks), std::nullopt);
}

} // namespace ChartStyle
