#include "FabricRules.h"

#include <algorithm>

namespace sparkwire::topology {

const QList<Ipv4Subnet> &FabricRules::privateRanges()
{
    static const QList<Ipv4Subnet> ranges{*Ipv4Subnet::parse(QStringLiteral("10.0.0.0/8")),
                                          *Ipv4Subnet::parse(QStringLiteral("172.16.0.0/12")),
                                          *Ipv4Subnet::parse(QStringLiteral("192.168.0.0/16"))};
    return ranges;
}

const Ipv4Subnet &FabricRules::linkLocalRange()
{
    static const Ipv4Subnet range = *Ipv4Subnet::parse(QStringLiteral("169.254.0.0/16"));
    return range;
}

bool FabricRules::within(const Ipv4Subnet &subnet, const Ipv4Subnet &range)
{
    return subnet.prefix() >= range.prefix() && range.contains(subnet.network());
}

bool FabricRules::isPrivate(const Ipv4Subnet &subnet)
{
    const QList<Ipv4Subnet> &ranges = privateRanges();
    return std::any_of(ranges.cbegin(), ranges.cend(),
                       [&](const Ipv4Subnet &r) { return within(subnet, r); });
}

bool FabricRules::isLinkLocal(const Ipv4Subnet &subnet)
{
    return within(subnet, linkLocalRange());
}

} // namespace sparkwire::topology
