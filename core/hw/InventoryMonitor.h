#pragma once

#include "HostInventory.h"
#include "SysfsReader.h"

#include <QObject>

#include <memory>

namespace sparkwire::hw {

class InventoryScanner;
class NetlinkLinkSource;
class VerbsRdmaSource;

// The inventory of this host, kept current. It wires the sources the way the design asks:
// with the real /sys, rdma-core and netlink are used; with an injected sysfs root, netlink
// still supplies live state for netdevs of the same name (the namespace testbed), unless
// `live` is off (the demo, which must never look at the system).
class InventoryMonitor : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString sysfsRoot = QStringLiteral("/sys");
        bool live = true;
        QString hostname; // empty: this machine's
    };

    explicit InventoryMonitor(const Options &options, QObject *parent = nullptr);
    ~InventoryMonitor() override;

    const HostInventory &inventory() const { return m_inventory; }
    const SysfsReader &sysfs() const { return m_sysfs; }
    // Why a live source is missing ("netlink: ...", "rdma-core lists no devices: ..."),
    // one line each; empty when every source asked for is working.
    QStringList sourceWarnings() const { return m_warnings; }

    // IPv4 networks this host already uses outside its CX-7 ports (the management LAN,
    // docker, routes): an addressing plan must not overlap them.
    using NetworkInUse = hw::NetworkInUse;
    QList<NetworkInUse> networksInUse() const;

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void inventoryChanged(const sparkwire::hw::HostInventory &inventory);

private:
    SysfsReader m_sysfs;
    std::unique_ptr<NetlinkLinkSource> m_netlink;
    std::unique_ptr<VerbsRdmaSource> m_verbs;
    std::unique_ptr<InventoryScanner> m_scanner;
    HostInventory m_inventory;
    QStringList m_warnings;
};

} // namespace sparkwire::hw
