#include "InventoryMonitor.h"

#include "InventoryScanner.h"
#include "NetlinkLinkSource.h"
#include "SysfsLinkSource.h"
#include "VerbsRdmaSource.h"

#include <QSet>

#include <algorithm>

namespace sparkwire::hw {

InventoryMonitor::InventoryMonitor(const Options &options, QObject *parent)
    : QObject(parent)
    , m_sysfs(options.sysfsRoot)
{
    if (options.live) {
        m_netlink = std::make_unique<NetlinkLinkSource>();
        if (!m_netlink->isValid()) {
            m_warnings.append(m_netlink->error());
            m_netlink.reset();
        } else {
            connect(m_netlink.get(), &LinkSource::linksChanged, this, &InventoryMonitor::refresh);
        }
        if (m_sysfs.isRealSysfs()) {
            m_verbs = std::make_unique<VerbsRdmaSource>();
            if (!m_verbs->error().isEmpty())
                m_warnings.append(m_verbs->error());
        }
    }
    m_scanner = std::make_unique<InventoryScanner>(m_sysfs, m_verbs.get(), m_netlink.get());
    if (!options.hostname.isEmpty())
        m_scanner->setHostname(options.hostname);
    m_inventory = m_scanner->scan();
}

InventoryMonitor::~InventoryMonitor() = default;

void InventoryMonitor::refresh()
{
    HostInventory now = m_scanner->scan();
    if (now == m_inventory)
        return;
    m_inventory = std::move(now);
    Q_EMIT inventoryChanged(m_inventory);
}

} // namespace sparkwire::hw

namespace sparkwire::hw {

QList<InventoryMonitor::NetworkInUse> InventoryMonitor::networksInUse() const
{
    QSet<QString> cx7;
    for (const Cx7Port &port : m_inventory.ports)
        cx7.insert(port.netdev);
    // As in the scanner: live state for netdevs netlink knows, the tree's for the rest.
    QHash<QString, LinkState> links = SysfsLinkSource(m_sysfs).links();
    if (m_netlink)
        links.insert(m_netlink->links());
    QList<NetworkInUse> result;
    QStringList names = links.keys();
    std::sort(names.begin(), names.end());
    for (const QString &name : names) {
        if (cx7.contains(name) || name == QLatin1String("lo"))
            continue;
        for (const QString &address : links.value(name).ipv4)
            result.append({address, tr("address on %1").arg(name)});
    }
    if (m_netlink)
        for (const auto &[cidr, oif] : m_netlink->ipv4Routes())
            if (!cx7.contains(oif) && oif != QLatin1String("lo"))
                result.append({cidr, oif.isEmpty() ? tr("route") : tr("route via %1").arg(oif)});
    return result;
}

} // namespace sparkwire::hw
