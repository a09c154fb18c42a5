#include "InventoryScanner.h"

#include "LinkSource.h"
#include "PciAddress.h"
#include "SysfsLinkSource.h"
#include "SysfsRdmaSource.h"

#include <QSysInfo>
#include <QtDebug>

#include <algorithm>

namespace sparkwire::hw {

namespace {
constexpr int kArphrdEther = 1;

struct Candidate
{
    QString netdev;
    QString pciPath; // relative to the sysfs root
    PciAddress pci;
};

std::optional<int> resolveV2Ipv4GidIndex(const RoceState &roce)
{
    for (const GidEntry &gid : roce.gids) // sorted by index: the lowest wins, as in show_gids
        if (gid.isRoceV2Ipv4())
            return gid.index;
    return std::nullopt;
}
} // namespace

InventoryScanner::InventoryScanner(const SysfsReader &sysfs, const RdmaSource *liveRdma,
                                   const LinkSource *liveLinks)
    : m_sysfs(sysfs)
    , m_liveRdma(liveRdma)
    , m_liveLinks(liveLinks)
    , m_hostname(QSysInfo::machineHostName())
{
    // Only the machine's own /sys goes with the machine's /etc (a fixture tree never does).
    if (!m_sysfs.isRealSysfs())
        return;
    Result<FabricDescription> fabric = FabricDescription::load(FabricDescription::systemPath());
    if (fabric) {
        m_fabric = std::move(*fabric);
    } else {
        m_fabricError = fabric.error().message;
        qWarning().noquote() << m_fabricError << "- the fabric description is not used";
    }
}

HostInventory InventoryScanner::scan() const
{
    const SysfsLinkSource treeLinkSource(m_sysfs);
    const SysfsRdmaSource treeRdma(m_sysfs);
    const QHash<QString, LinkState> treeLinks = treeLinkSource.links();
    const QHash<QString, LinkState> liveLinks =
        m_liveLinks ? m_liveLinks->links() : QHash<QString, LinkState>();
    auto linkOf = [&](const QString &netdev) {
        const auto live = liveLinks.constFind(netdev);
        return live != liveLinks.constEnd() ? *live : treeLinks.value(netdev);
    };
    auto speedOf = [&](const QString &netdev, const LinkState &link) {
        const auto speed = m_sysfs.readInteger(QStringLiteral("class/net/%1/speed").arg(netdev));
        return link.carrier && speed && *speed > 0 ? int(*speed) : -1;
    };

    HostInventory inventory;
    inventory.hostname = m_hostname;
    QList<Candidate> cx7;
    struct Described // a netdev the fabric description places
    {
        QString netdev;
        QString pci;      // its PCI function (a virtio NIC's parent)
        QString wiredPci; // what it would show as a wired interface
    };
    QList<Described> described;

    for (const QString &netdev : m_sysfs.list(QStringLiteral("class/net"))) {
        const QString classPath = QStringLiteral("class/net/") + netdev;
        const std::optional<QString> devicePath = m_sysfs.resolve(classPath);
        if (!devicePath || devicePath->startsWith(QLatin1String("devices/virtual/")))
            continue; // loopback, bridges, veth, docker...
        if (m_sysfs.readInteger(classPath + QLatin1String("/type")).value_or(0) != kArphrdEther)
            continue;
        if (m_sysfs.exists(classPath + QLatin1String("/wireless")) ||
            m_sysfs.exists(classPath + QLatin1String("/phy80211")))
            continue; // not wired
        const std::optional<QString> busPath =
            m_sysfs.resolve(classPath + QLatin1String("/device"));
        if (!busPath)
            continue;
        const QString busAddress = busPath->section(QLatin1Char('/'), -1);
        const std::optional<PciAddress> pci = PciAddress::parse(busAddress);
        const auto vendor = m_sysfs.readInteger(*busPath + QLatin1String("/vendor"));

        if (pci && vendor == kMellanoxVendorId) {
            cx7.append({netdev, *busPath, *pci});
            continue;
        }
        if (m_fabric.find(netdev)) {
            // A virtio NIC's device is virtioN below its PCI function: name that function.
            const std::optional<PciAddress> parent =
                PciAddress::parse(busPath->section(QLatin1Char('/'), -2, -2));
            described.append({netdev,
                              pci      ? busAddress
                              : parent ? parent->toString()
                                       : QString(),
                              pci ? busAddress : QString()});
            continue;
        }
        WiredInterface wired;
        wired.netdev = netdev;
        wired.pci = pci ? busAddress : QString();
        wired.link = linkOf(netdev);
        wired.speedMbps = speedOf(netdev, wired.link);
        inventory.management.append(wired);
    }

    for (const Candidate &c : cx7) {
        Cx7Port port;
        port.netdev = c.netdev;
        port.pci = c.pci.toString();
        port.port = c.pci.function;
        // Half = rank of this function's domain among its twins (lower domain = half 0).
        port.half = 0;
        for (const Candidate &other : cx7) {
            if (&other == &c || !other.pci.sameSlotAndFunction(c.pci))
                continue;
            if (other.pci.domain < c.pci.domain)
                ++port.half;
            if (port.twin.isEmpty() || other.pci.domain < c.pci.domain)
                port.twin = other.netdev;
        }
        const QStringList rdma = m_sysfs.list(c.pciPath + QLatin1String("/infiniband"));
        port.rdmaDevice = rdma.value(0);
        inventory.ports.append(port);
    }
    for (const Described &d : std::as_const(described)) {
        const QString &netdev = d.netdev;
        const FabricDescription::Entry &entry = *m_fabric.find(netdev);
        if (inventory.findPort(entry.port, entry.half)) {
            // A PCI-placed CX-7 function holds that place: this netdev stays what it was.
            WiredInterface wired;
            wired.netdev = netdev;
            wired.pci = d.wiredPci;
            wired.link = linkOf(netdev);
            wired.speedMbps = speedOf(netdev, wired.link);
            inventory.management.append(wired);
            continue;
        }
        Cx7Port port;
        port.netdev = netdev;
        port.pci = d.pci;
        port.port = entry.port;
        port.half = entry.half;
        const QString twin = m_fabric.twinOf(entry);
        for (const Described &other : std::as_const(described))
            if (other.netdev == twin)
                port.twin = twin;
        if (!entry.rdmaDevice.isEmpty() &&
            m_sysfs.exists(QStringLiteral("class/infiniband/") + entry.rdmaDevice))
            port.rdmaDevice = entry.rdmaDevice;
        inventory.ports.append(port);
    }

    for (Cx7Port &port : inventory.ports) {
        port.link = linkOf(port.netdev);
        port.speedMbps = speedOf(port.netdev, port.link);
        if (!port.rdmaDevice.isEmpty()) {
            const std::optional<RoceState> tree = treeRdma.portState(port.rdmaDevice);
            const std::optional<RoceState> live =
                m_liveRdma ? m_liveRdma->portState(port.rdmaDevice) : std::nullopt;
            port.roce = live ? *live : tree.value_or(RoceState());
            if (live && tree) { // what rdma-core does not report, sysfs does
                if (port.roce.rate.isEmpty())
                    port.roce.rate = tree->rate;
                if (port.roce.physState.isEmpty() || port.roce.physState.front().isDigit())
                    port.roce.physState = tree->physState;
            }
            port.roce.v2Ipv4GidIndex = resolveV2Ipv4GidIndex(port.roce);
        }
    }

    std::sort(inventory.ports.begin(), inventory.ports.end(),
              [](const Cx7Port &a, const Cx7Port &b) {
                  return std::tie(a.port, a.half, a.netdev) < std::tie(b.port, b.half, b.netdev);
              });
    std::sort(inventory.management.begin(), inventory.management.end(),
              [](const WiredInterface &a, const WiredInterface &b) { return a.netdev < b.netdev; });
    return inventory;
}

} // namespace sparkwire::hw
