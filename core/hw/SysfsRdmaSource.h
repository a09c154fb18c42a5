#pragma once

#include "RdmaSource.h"
#include "SysfsReader.h"

namespace sparkwire::hw {

// RoCE port state and GIDs from class/infiniband/<dev>/ports/1 (kernel ABI
// sysfs-class-infiniband). It cannot know active_mtu: that needs rdma-core.
class SysfsRdmaSource : public RdmaSource
{
public:
    explicit SysfsRdmaSource(const SysfsReader &sysfs)
        : m_sysfs(sysfs)
    {}
    std::optional<RoceState> portState(const QString &rdmaDevice) const override;

private:
    const SysfsReader &m_sysfs;
};

} // namespace sparkwire::hw
