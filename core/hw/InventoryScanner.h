#pragma once

#include "HostInventory.h"
#include "SysfsReader.h"

namespace sparkwire::hw {

class LinkSource;
class RdmaSource;

// Builds the host inventory. Hardware identity (which netdev is a CX-7 function, its RDMA
// device, PCI address, port and twin half) always comes from the sysfs tree. Link state and
// addresses come from the live link source for netdevs it knows by name, else from the
// tree; RoCE state from the live RDMA source for devices it knows, else from the tree.
// Nothing relies on interface names: CX-7 is PCI vendor 0x15b3, the port is the PCI
// function, and twins share bus/device/function in different PCI domains.
class InventoryScanner
{
public:
    explicit InventoryScanner(const SysfsReader &sysfs, const RdmaSource *liveRdma = nullptr,
                              const LinkSource *liveLinks = nullptr);

    void setHostname(const QString &hostname) { m_hostname = hostname; }
    HostInventory scan() const;

    static constexpr int kMellanoxVendorId = 0x15b3;

private:
    const SysfsReader &m_sysfs;
    const RdmaSource *m_liveRdma;
    const LinkSource *m_liveLinks;
    QString m_hostname;
};

} // namespace sparkwire::hw
