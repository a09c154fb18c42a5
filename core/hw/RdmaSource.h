#pragma once

#include "HostInventory.h"

#include <QString>

#include <optional>

namespace sparkwire::hw {

// Where RoCE port state and the GID table come from: rdma-core on a real machine, the
// sysfs tree for fixtures and the demo.
class RdmaSource
{
public:
    virtual ~RdmaSource() = default;
    // Port 1 of the named RDMA device, or nullopt when this source does not know it.
    // v2Ipv4GidIndex is left for the scanner to resolve.
    virtual std::optional<RoceState> portState(const QString &rdmaDevice) const = 0;
};

} // namespace sparkwire::hw
