#include "ChartStyle.h"

#include <QValueAxis>

#include <cmath>

namespace ChartStyle {

QColor colour(Role role)
{
    // Okabe & Ito, "Color Universal Design" (2008): blue, orange, black, vermillion.
    switch (role) {
    case Role::Half0:
        return QColor(0x00, 0x72, 0xb2);
    case Role::Half1:
        return QColor(0xe6, 0x9f, 0x00);
    case Role::Sum:
        return QColor(0x00, 0x00, 0x00);
    case Role::Warning:
        return QColor(0xd5, 0x5e, 0x00);
    }
    return QColor(0x00, 0x00, 0x00);
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

void applyTicks(QValueAxis *axis, double low, double high, int maxTicks)
{
    if (!(high > low))
        high = low + 1;
    const double step = niceStep(high - low, maxTicks);
    const double from = std::floor(low / step + 1e-9) * step;
    const double to = std::ceil(high / step - 1e-9) * step;
    axis->setRange(from, to);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimalsFor(step)) +
                         QStringLiteral("f"));
}

} // namespace ChartStyle
