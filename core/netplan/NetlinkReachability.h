#pragma once

#include "KernelReachability.h"

namespace sparkwire::netplan {

// KernelReachability over a plain NETLINK_ROUTE socket (RTM_GETROUTE dumps and lookups,
// RTM_GETNEIGH), in the network namespace of the calling process.
class NetlinkReachability : public KernelReachability
{
public:
    Result<QList<ReachedDestination>> gatewaysAndNeighbours() const override;
    Result<std::optional<QString>> deviceFor(quint32 address) const override;
};

} // namespace sparkwire::netplan
