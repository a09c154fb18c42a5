#include "DemoCabling.h"

namespace sparkwire::sim {

DemoCabling::DemoCabling(const hw::HostInventory &self, QObject *parent)
    : discovery::CablingSource(parent)
{
    const QStringList peerNetdevs = {QStringLiteral("enp1s0f1np1"),
                                     QStringLiteral("enP2p1s0f1np1")};
    for (const hw::Cx7Port &port : self.ports) {
        if (port.port != 1 || !port.link.carrier)
            continue;
        discovery::NeighbourLink l;
        l.localNetdev = port.netdev;
        l.localPort = port.port;
        l.localHalf = port.half;
        l.peerId = QString(64, QLatin1Char('b'));
        l.peerHostname = QLatin1String(kPeerHostname);
        l.peerNetdev = peerNetdevs.value(port.half);
        l.peerPort = 1;
        l.peerHalf = port.half;
        l.peerMac = QStringLiteral("4c:bb:47:2e:60:%1").arg(port.half, 2, 10, QLatin1Char('0'));
        m_links << l;
    }
}

discovery::CablingMap DemoCabling::map() const
{
    return discovery::CablingMap::fromLinks(m_links);
}

void DemoCabling::unplug(int half)
{
    for (int i = 0; i < m_links.size(); ++i)
        if (m_links[i].localHalf == half)
            m_unplugged << m_links.takeAt(i--);
    Q_EMIT cablingChanged();
}

void DemoCabling::plugIn(int half)
{
    for (int i = 0; i < m_unplugged.size(); ++i)
        if (m_unplugged[i].localHalf == half)
            m_links << m_unplugged.takeAt(i--);
    Q_EMIT cablingChanged();
}

} // namespace sparkwire::sim
