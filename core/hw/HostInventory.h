#pragma once

#include <QList>
#include <QMetaType>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::hw {

// One entry of an RDMA port's GID table (what `show_gids` prints).
struct GidEntry
{
    int index = -1;
    QString type;   // "RoCE v1", "RoCE v2" or "IB"
    QString gid;    // compressed IPv6 text, e.g. "::ffff:192.168.177.11"
    QString ipv4;   // the IPv4 address when the GID is IPv4-mapped, else empty
    QString netdev; // the netdev the GID belongs to, when known

    bool isRoceV2Ipv4() const { return type == QLatin1String("RoCE v2") && !ipv4.isEmpty(); }
    bool operator==(const GidEntry &o) const
    {
        return index == o.index && type == o.type && gid == o.gid && ipv4 == o.ipv4 &&
               netdev == o.netdev;
    }
};

// The RoCE side of one CX-7 function (port 1 of its RDMA device).
struct RoceState
{
    QString state;                     // "ACTIVE", "DOWN", ... (empty when unknown)
    QString physState;                 // "LinkUp", "Disabled", ...
    QString linkLayer;                 // "Ethernet" on a Spark
    QString rate;                      // as reported; never use it for utilisation
    std::optional<int> activeMtu;      // bytes; only rdma-core knows it (live mode)
    QList<GidEntry> gids;              // non-empty entries, by index
    std::optional<int> v2Ipv4GidIndex; // resolved, never assumed to be 3

    bool operator==(const RoceState &o) const
    {
        return state == o.state && physState == o.physState && linkLayer == o.linkLayer &&
               rate == o.rate && activeMtu == o.activeMtu && gids == o.gids &&
               v2Ipv4GidIndex == o.v2Ipv4GidIndex;
    }
};

// Link-level state of any netdev: from netlink when live, else from the sysfs tree.
struct LinkState
{
    bool carrier = false;
    QString operstate; // "up", "down", "unknown", ...
    int mtu = 0;
    QString mac;
    QStringList ipv4; // "a.b.c.d/len"
    QStringList ipv6; // "x::y/len"

    bool operator==(const LinkState &o) const
    {
        return carrier == o.carrier && operstate == o.operstate && mtu == o.mtu && mac == o.mac &&
               ipv4 == o.ipv4 && ipv6 == o.ipv6;
    }
    bool operator!=(const LinkState &o) const { return !(*this == o); }
};

// An IPv4 network this host already uses outside its CX-7 ports (InventoryMonitor finds them
// live; the address planner avoids them). Here, not in the monitor, so that code which only
// plans needs none of the live sources.
struct NetworkInUse
{
    QString cidr;  // as configured, e.g. "192.168.1.50/24"
    QString where; // e.g. "address on enP7s7", "route via wlP9s9"
};

// One CX-7 netdev: a twin half of a physical QSFP port.
struct Cx7Port
{
    QString netdev;
    QString rdmaDevice; // empty when the function has no RDMA device
    QString pci;        // "0000:01:00.1"
    int port = -1;      // physical QSFP port: the PCI function
    int half = -1;      // twin half: 0 for the lower PCI domain
    QString twin;       // netdev of the other half, empty when there is none
    int speedMbps = -1; // -1 when unknown (no link)
    LinkState link;
    RoceState roce;

    bool operator==(const Cx7Port &o) const
    {
        return netdev == o.netdev && rdmaDevice == o.rdmaDevice && pci == o.pci && port == o.port &&
               half == o.half && twin == o.twin && speedMbps == o.speedMbps && link == o.link &&
               roce == o.roce;
    }
};

// A wired netdev that is not a CX-7 function (the RJ45 management port, say).
struct WiredInterface
{
    QString netdev;
    QString pci;
    int speedMbps = -1;
    LinkState link;

    bool operator==(const WiredInterface &o) const
    {
        return netdev == o.netdev && pci == o.pci && speedMbps == o.speedMbps && link == o.link;
    }
};

struct HostInventory
{
    QString hostname;
    QList<Cx7Port> ports;             // sorted by port, then half
    QList<WiredInterface> management; // sorted by name

    const Cx7Port *findPort(int port, int half) const
    {
        for (const Cx7Port &p : ports)
            if (p.port == port && p.half == half)
                return &p;
        return nullptr;
    }
    const Cx7Port *findNetdev(const QString &netdev) const
    {
        for (const Cx7Port &p : ports)
            if (p.netdev == netdev)
                return &p;
        return nullptr;
    }
    // Every CX-7 netdev of this host: all that Sparkwire's netplan may configure.
    QSet<QString> cx7Netdevs() const
    {
        QSet<QString> netdevs;
        for (const Cx7Port &p : ports)
            netdevs.insert(p.netdev);
        return netdevs;
    }
    bool operator==(const HostInventory &o) const
    {
        return hostname == o.hostname && ports == o.ports && management == o.management;
    }
    bool operator!=(const HostInventory &o) const { return !(*this == o); }
};

} // namespace sparkwire::hw

Q_DECLARE_METATYPE(sparkwire::hw::HostInventory)
