#include "PlannedAddress.h"

#include <QCoreApplication>

namespace sparkwire::topology {

PlannedAddress::PlannedAddress(quint32 host, int prefix)
    : m_host(host)
    , m_prefix(prefix)
{}

Result<PlannedAddress> PlannedAddress::parse(const QString &cidr)
{
    quint32 host = 0;
    const std::optional<Ipv4Subnet> subnet = Ipv4Subnet::parseInterface(cidr, &host);
    if (!subnet)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "PlannedAddress",
                             "'%1' is not an IPv4 address with its prefix, like 192.168.177.2/24.")
                             .arg(cidr));
    return PlannedAddress(host, subnet->prefix());
}

PlannedAddress PlannedAddress::hostOf(const Ipv4Subnet &subnet, int n)
{
    // /31 and /32 have no network/broadcast addresses to avoid; plans never use them.
    if (n < 1 || quint64(n) >= subnet.size() - 1)
        return {};
    return PlannedAddress(subnet.network() + quint32(n), subnet.prefix());
}

QString PlannedAddress::hostText() const
{
    return isNull() ? QString() : Ipv4Subnet::addressToString(m_host);
}

QString PlannedAddress::toString() const
{
    return isNull() ? QString() : hostText() + QLatin1Char('/') + QString::number(m_prefix);
}

QStringList PlannedAddress::hostTexts(const QList<PlannedAddress> &addresses)
{
    QStringList out;
    for (const PlannedAddress &a : addresses)
        out << a.hostText();
    return out;
}

QStringList PlannedAddress::toStrings(const QList<PlannedAddress> &addresses)
{
    QStringList out;
    for (const PlannedAddress &a : addresses)
        out << a.toString();
    return out;
}

} // namespace sparkwire::topology
