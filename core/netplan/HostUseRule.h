#pragma once

#include "HostNetwork.h"
#include "ReachedDestination.h"
#include "topology/Ipv4Subnet.h"

#include <QList>
#include <QSet>
#include <QStringList>

namespace sparkwire::netplan {

// NetplanPolicy's rule about what this host uses now: a CX-7 subnet must not overlap the
// host's addresses and routes outside its CX-7 netdevs, nor contain a destination the host
// reaches outside them (a nameserver, a gateway, a peer: on the cable that traffic would go
// to whoever answers there, issue #25). Both lists are empty where the caller cannot know
// them (the peer responder); the helper checks again with the real ones.
class HostUseRule
{
public:
    HostUseRule(QList<HostNetwork> hostNetworks, QList<ReachedDestination> destinations);

    // What is wrong with `text` (an address as written, in `subnet`) on the CX-7 netdevs
    // `cx7`: at most one sentence for the overlaps and one for the captured destinations
    // (NetplanPolicy::reachedOutside says which count).
    QStringList problems(const QString &text, const topology::Ipv4Subnet &subnet,
                         const QSet<QString> &cx7) const;

private:
    QList<HostNetwork> m_host;
    QList<ReachedDestination> m_destinations;
};

} // namespace sparkwire::netplan
