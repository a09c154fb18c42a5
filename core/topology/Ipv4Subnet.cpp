#include "Ipv4Subnet.h"

#include "PlannedAddress.h"

#include <QCoreApplication>

#include <QRegularExpression>
#include <QStringList>

namespace sparkwire::topology {

namespace {
quint32 maskOf(int prefix)
{
    return prefix == 0 ? 0 : ~quint32(0) << (32 - prefix);
}

// Strict dotted quad: four decimal octets, no leading zeros (which some parsers read as octal).
std::optional<quint32> parseAddress(const QString &text)
{
    static const QRegularExpression octet(QStringLiteral("^(0|[1-9][0-9]{0,2})$"));
    const QStringList parts = text.split(QLatin1Char('.'));
    if (parts.size() != 4)
        return std::nullopt;
    quint32 value = 0;
    for (const QString &part : parts) {
        if (!octet.match(part).hasMatch())
            return std::nullopt;
        const int n = part.toInt();
        if (n > 255)
            return std::nullopt;
        value = (value << 8) | quint32(n);
    }
    return value;
}

std::optional<std::pair<quint32, int>> parseCidr(const QString &cidr)
{
    const int slash = cidr.indexOf(QLatin1Char('/'));
    if (slash < 0 || cidr.count(QLatin1Char('/')) != 1)
        return std::nullopt;
    const std::optional<quint32> address = parseAddress(cidr.left(slash));
    static const QRegularExpression prefixPattern(QStringLiteral("^(0|[1-9][0-9]?)$"));
    const QString prefixText = cidr.mid(slash + 1);
    if (!address || !prefixPattern.match(prefixText).hasMatch())
        return std::nullopt;
    const int prefix = prefixText.toInt();
    if (prefix > 32)
        return std::nullopt;
    return std::pair{*address, prefix};
}
} // namespace

Ipv4Subnet::Ipv4Subnet(quint32 network, int prefix)
    : m_network(network & maskOf(prefix))
    , m_prefix(prefix)
{}

Result<Ipv4Subnet> Ipv4Subnet::parse(const QString &cidr)
{
    const auto parsed = parseCidr(cidr.trimmed());
    if (!parsed)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate(
                "Ipv4Subnet", "'%1' is not an IPv4 network in CIDR form, like 192.168.177.0/24.")
                .arg(cidr));
    if ((parsed->first & ~maskOf(parsed->second)) != 0)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("Ipv4Subnet", "'%1' has host bits set; the network is %2.")
                .arg(cidr, Ipv4Subnet(parsed->first, parsed->second).toString()));
    return Ipv4Subnet(parsed->first, parsed->second);
}

std::optional<Ipv4Subnet> Ipv4Subnet::parseInterface(const QString &cidr, quint32 *host)
{
    const auto parsed = parseCidr(cidr.trimmed());
    if (!parsed)
        return std::nullopt;
    if (host)
        *host = parsed->first;
    return Ipv4Subnet(parsed->first, parsed->second);
}

std::optional<Ipv4Subnet> Ipv4Subnet::next(int n) const
{
    const quint64 start = quint64(m_network) + quint64(n) * size();
    if (n < 0 || start + size() - 1 > 0xffffffffULL)
        return std::nullopt;
    return Ipv4Subnet(quint32(start), m_prefix);
}

QString Ipv4Subnet::hostAddress(int n) const
{
    return PlannedAddress::hostOf(*this, n).toString();
}

bool Ipv4Subnet::overlaps(const Ipv4Subnet &o) const
{
    const int prefix = std::min(m_prefix, o.m_prefix);
    return (m_network & maskOf(prefix)) == (o.m_network & maskOf(prefix));
}

bool Ipv4Subnet::contains(quint32 address) const
{
    return (address & maskOf(m_prefix)) == m_network;
}

QString Ipv4Subnet::toString() const
{
    return addressToString(m_network) + QLatin1Char('/') + QString::number(m_prefix);
}

QString Ipv4Subnet::addressToString(quint32 a)
{
    return QStringLiteral("%1.%2.%3.%4")
        .arg(a >> 24)
        .arg((a >> 16) & 0xff)
        .arg((a >> 8) & 0xff)
        .arg(a & 0xff);
}

} // namespace sparkwire::topology
