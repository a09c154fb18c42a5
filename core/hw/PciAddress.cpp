#include "PciAddress.h"

#include <QRegularExpression>

namespace sparkwire::hw {

std::optional<PciAddress> PciAddress::parse(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^([0-9a-fA-F]{4,8}):([0-9a-fA-F]{2}):([01][0-9a-fA-F])\\.([0-7])$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    PciAddress a;
    a.domain = m.captured(1).toInt(nullptr, 16);
    a.bus = m.captured(2).toInt(nullptr, 16);
    a.device = m.captured(3).toInt(nullptr, 16);
    a.function = m.captured(4).toInt();
    return a;
}

QString PciAddress::toString() const
{
    return QStringLiteral("%1:%2:%3.%4")
        .arg(domain, 4, 16, QLatin1Char('0'))
        .arg(bus, 2, 16, QLatin1Char('0'))
        .arg(device, 2, 16, QLatin1Char('0'))
        .arg(function);
}

} // namespace sparkwire::hw
