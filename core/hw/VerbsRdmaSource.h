#pragma once

#include "RdmaSource.h"

#include <QString>

namespace sparkwire::hw {

// RoCE state from rdma-core (libibverbs): port state, active_mtu and the GID table with
// types, as NCCL and perftest see them. On a kernel without RDMA support (CI, most
// workstations) the device list fails; error() then says why and portState() knows nothing.
class VerbsRdmaSource : public RdmaSource
{
public:
    VerbsRdmaSource();
    std::optional<RoceState> portState(const QString &rdmaDevice) const override;

    // The names rdma-core lists; empty when it lists none or failed.
    QStringList devices() const { return m_devices; }
    QString error() const { return m_error; }

private:
    QStringList m_devices;
    QString m_error;
};

} // namespace sparkwire::hw
