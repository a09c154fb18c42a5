#include "ReachedDestination.h"

#include "topology/Ipv4Subnet.h"

#include <QCoreApplication>

namespace sparkwire::netplan {

QString ReachedDestination::toString() const
{
    const QString a = topology::Ipv4Subnet::addressToString(address);
    switch (kind) {
    case Kind::Nameserver:
        return QCoreApplication::translate("ReachedDestination", "%1 (a nameserver in %2)")
            .arg(a, source);
    case Kind::Gateway:
        return QCoreApplication::translate("ReachedDestination", "%1 (a gateway)").arg(a);
    case Kind::Neighbour:
        return QCoreApplication::translate("ReachedDestination", "%1 (a neighbour)").arg(a);
    case Kind::TcpPeer:
        return QCoreApplication::translate("ReachedDestination",
                                           "%1 (the peer of an open TCP connection)")
            .arg(a);
    }
    return a;
}

} // namespace sparkwire::netplan
