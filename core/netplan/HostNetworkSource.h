#pragma once

#include "HostNetwork.h"

#include <QList>

#include <optional>

namespace sparkwire::netplan {

// Where the IPv4 addresses and routes of this host (its network namespace) come from: the
// kernel over netlink for the helper and the CLI, fixed rows in tests.
class HostNetworkSource
{
public:
    virtual ~HostNetworkSource() = default;
    // Every address and every route, default routes included (the policy decides what
    // counts); nullopt with *error when they cannot be read.
    virtual std::optional<QList<HostNetwork>> read(QString *error) const = 0;
};

} // namespace sparkwire::netplan
