#include "InventoryMonitor.h"

#include "InventoryScanner.h"
#include "NetlinkLinkSource.h"
#include "VerbsRdmaSource.h"

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
