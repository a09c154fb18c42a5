#include "HostUseRule.h"

#include "NetplanPolicy.h"

#include <QCoreApplication>

namespace sparkwire::netplan {

HostUseRule::HostUseRule(QList<HostNetwork> hostNetworks, QList<ReachedDestination> destinations)
    : m_host(std::move(hostNetworks))
    , m_destinations(std::move(destinations))
{}

QStringList HostUseRule::problems(const QString &text, const topology::Ipv4Subnet &subnet,
                                  const QSet<QString> &cx7) const
{
    QStringList problems;
    QStringList clashes;
    for (const HostNetwork &n : m_host) {
        // The CX-7 netdevs' own addresses and routes are what this file replaces; the
        // default route overlaps everything and is not the CX-7's business.
        if (cx7.contains(n.netdev) ||
            (n.kind == HostNetwork::Kind::Route && n.subnet.prefix() == 0))
            continue;
        if (subnet.overlaps(n.subnet) && !clashes.contains(n.toString()))
            clashes << n.toString();
    }
    if (!clashes.isEmpty())
        problems << QCoreApplication::translate("NetplanPolicy",
                                                "%1 overlaps what this host already uses outside "
                                                "its CX-7 ports: %2; choose another subnet")
                        .arg(text, clashes.join(QStringLiteral(", ")));
    // The default route is no clash, but what goes through it is: a nameserver, a gateway, a
    // peer inside this subnet would leave through the cable instead, to whoever answers there
    // (issue #25).
    QStringList captured;
    for (const ReachedDestination &d : m_destinations) {
        if (!NetplanPolicy::reachedOutside(d, cx7) || !subnet.contains(d.address))
            continue;
        const QString item = QCoreApplication::translate("NetplanPolicy", "%1 through %2")
                                 .arg(d.toString(), d.netdev);
        if (!captured.contains(item))
            captured << item;
    }
    if (!captured.isEmpty())
        problems << QCoreApplication::translate(
                        "NetplanPolicy", "%1 contains what this host reaches outside its CX-7 "
                                         "ports now: %2; on the CX-7 link that traffic would go to "
                                         "whoever answers there; choose another subnet (e.g. "
                                         "sparkwirectl cluster apply --subnet)")
                        .arg(text, captured.join(QStringLiteral(", ")));
    return problems;
}

} // namespace sparkwire::netplan
