#pragma once

#include "ReachedDestination.h"
#include "common/Result.h"

#include <QList>

#include <optional>

namespace sparkwire::netplan {

// What the kernel knows about where this host's traffic goes: the kernel over netlink for
// the helper and the CLI (NetlinkReachability), fixed rows in tests.
class KernelReachability
{
public:
    virtual ~KernelReachability() = default;
    // The gateway of every IPv4 route (each next hop of a multipath one) and every IPv4
    // neighbour entry that is not failed, each with its netdev; Unavailable otherwise.
    virtual Result<QList<ReachedDestination>> gatewaysAndNeighbours() const = 0;
    // The netdev the kernel sends to `address` through now (`ip route get`, policy rules
    // included; "lo" for this host's own addresses); nullopt when no route leads there.
    virtual Result<std::optional<QString>> deviceFor(quint32 address) const = 0;
};

} // namespace sparkwire::netplan
