#include "GidText.h"

#include <QHostAddress>

namespace sparkwire::hw::GidText {

namespace {
QString fromAddress(const QHostAddress &address)
{
    if (address.protocol() != QAbstractSocket::IPv6Protocol)
        return {};
    const Q_IPV6ADDR raw = address.toIPv6Address();
    bool allZero = true;
    for (unsigned char byte : raw.c)
        allZero = allZero && byte == 0;
    return allZero ? QString() : address.toString();
}
} // namespace

QString normalise(const QString &gid)
{
    // A GID's text is eight groups of four hex digits; anything else is not a GID.
    if (gid.size() != 39 || gid.count(QLatin1Char(':')) != 7)
        return {};
    QHostAddress address;
    if (!address.setAddress(gid))
        return {};
    return fromAddress(address);
}

QString fromRaw(const unsigned char raw[16])
{
    return fromAddress(QHostAddress(raw));
}

QString mappedIpv4(const QString &normalisedGid)
{
    QHostAddress address(normalisedGid);
    bool ok = false;
    const quint32 v4 = address.toIPv4Address(&ok); // true only for ::ffff:a.b.c.d
    return ok ? QHostAddress(v4).toString() : QString();
}

QString typeName(const QString &sysfsType)
{
    if (sysfsType.contains(QLatin1String("v2")))
        return QStringLiteral("RoCE v2");
    if (sysfsType.contains(QLatin1String("v1")))
        return QStringLiteral("RoCE v1");
    if (sysfsType == QLatin1String("IB"))
        return QStringLiteral("IB");
    return {};
}

} // namespace sparkwire::hw::GidText
