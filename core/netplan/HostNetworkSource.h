#pragma once

#include "HostNetwork.h"
#include "common/Result.h"

#include <QList>

namespace sparkwire::netplan {

// Where the IPv4 addresses and routes of this host (its network namespace) come from: the
// kernel over netlink for the helper and the CLI, fixed rows in tests.
class HostNetworkSource
{
public:
    virtual ~HostNetworkSource() = default;
    // Every address and every route, default routes included (the policy decides what
    // counts); Unavailable (Protocol for an answer that cannot be read) otherwise.
    virtual Result<QList<HostNetwork>> read() const = 0;
};

} // namespace sparkwire::netplan
