#pragma once

#include "topology/Ipv4Subnet.h"

#include <QString>

namespace sparkwire::netplan {

// One IPv4 network this host already uses: an interface address (its subnet) or a route
// (its destination). A plan must not overlap any of them outside the CX-7 netdevs, or the
// CX-7 would take traffic meant for the management LAN or whatever else the route serves.
struct HostNetwork
{
    enum class Kind
    {
        Address,
        Route
    };
    Kind kind = Kind::Address;
    QString netdev; // empty for a route without a device (blackhole, unreachable, prohibit)
    topology::Ipv4Subnet subnet;

    // "10.1.0.0/16 (an address on enP7s7)", "172.16.0.0/12 (a route via enP7s7)"
    QString toString() const;
};

} // namespace sparkwire::netplan
