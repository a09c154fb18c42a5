#pragma once

#include <QString>
#include <QtGlobal>

namespace sparkwire::netplan {

// One IPv4 address this host reaches now, and through which netdev: its nameservers, the
// gateways and neighbours of its netdevs, the peers of its open TCP connections. A plan
// whose CX-7 subnet contains one that is reached outside the CX-7 netdevs would move it onto
// the cable, toward whoever answers there (docs/security.md, "Destinations stay where they
// are"). HostDestinationSource gathers them; NetplanPolicy decides which count.
struct ReachedDestination
{
    enum class Kind
    {
        Nameserver,
        Gateway,
        Neighbour,
        TcpPeer
    };
    Kind kind = Kind::Neighbour;
    quint32 address = 0;
    QString netdev; // the netdev it leaves through now ("lo" for this host's own addresses)
    QString source; // nameservers: the file that names it ("etc/resolv.conf"); else empty

    // "10.60.0.53 (a nameserver in etc/resolv.conf)"
    QString toString() const;
    bool operator==(const ReachedDestination &o) const
    {
        return kind == o.kind && address == o.address && netdev == o.netdev && source == o.source;
    }
};

} // namespace sparkwire::netplan
