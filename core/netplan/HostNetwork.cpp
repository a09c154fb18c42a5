#include "HostNetwork.h"

#include <QCoreApplication>

namespace sparkwire::netplan {

QString HostNetwork::toString() const
{
    if (kind == Kind::Address)
        return QCoreApplication::translate("HostNetwork", "%1 (an address on %2)")
            .arg(subnet.toString(), netdev);
    if (netdev.isEmpty())
        return QCoreApplication::translate("HostNetwork", "%1 (a route without a device)")
            .arg(subnet.toString());
    return QCoreApplication::translate("HostNetwork", "%1 (a route via %2)")
        .arg(subnet.toString(), netdev);
}

} // namespace sparkwire::netplan
