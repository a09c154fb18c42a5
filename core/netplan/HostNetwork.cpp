#include "HostNetwork.h"

namespace sparkwire::netplan {

QString HostNetwork::toString() const
{
    if (kind == Kind::Address)
        return QStringLiteral("%1 (an address on %2)").arg(subnet.toString(), netdev);
    if (netdev.isEmpty())
        return QStringLiteral("%1 (a route without a device)").arg(subnet.toString());
    return QStringLiteral("%1 (a route via %2)").arg(subnet.toString(), netdev);
}

} // namespace sparkwire::netplan
