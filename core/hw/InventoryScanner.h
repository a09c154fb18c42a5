#pragma once

#include "FabricDescription.h"
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
// Netdevs it cannot place that way (other ConnectX-7 hosts, VMs with virtio NICs and
// soft-RoCE) are placed by a fabric description (FabricDescription; on the real /sys,
// /etc/sparkwire/fabric.conf when it exists): a PCI-placed CX-7 function always wins over
// the file, so a Spark is recognised exactly as without it.
class InventoryScanner
{
public:
    explicit InventoryScanner(const SysfsReader &sysfs, const RdmaSource *liveRdma = nullptr,
                              const LinkSource *liveLinks = nullptr);

    void setHostname(const QString &hostname) { m_hostname = hostname; }
    void setFabric(FabricDescription fabric) { m_fabric = std::move(fabric); }
    // Why the system's fabric description was not used (malformed, unreadable); empty when
    // it was, or when there is none.
    const QString &fabricError() const { return m_fabricError; }
    HostInventory scan() const;

    static constexpr int kMellanoxVendorId = 0x15b3;

private:
    const SysfsReader &m_sysfs;
    const RdmaSource *m_liveRdma;
    const LinkSource *m_liveLinks;
    QString m_hostname;
    FabricDescription m_fabric;
    QString m_fabricError;
};

} // namespace sparkwire::hw
