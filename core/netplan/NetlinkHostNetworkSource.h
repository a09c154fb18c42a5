#pragma once

#include "HostNetworkSource.h"

namespace sparkwire::netplan {

// Reads the host's IPv4 addresses (RTM_GETADDR) and routes of every table (RTM_GETROUTE)
// with a plain NETLINK_ROUTE socket: no libnl, so the privileged helper stays small. A
// multipath route gives one row per next hop.
class NetlinkHostNetworkSource : public HostNetworkSource
{
public:
    Result<QList<HostNetwork>> read() const override;
};

} // namespace sparkwire::netplan
