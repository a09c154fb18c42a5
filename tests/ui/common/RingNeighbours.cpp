#include "RingNeighbours.h"

namespace sparkwire::testing {

const QString kRingB = QString(64, QLatin1Char('b'));
const QString kRingC = QString(64, QLatin1Char('c'));

discovery::CablingMap RingCabling::map() const
{
    QList<discovery::NeighbourLink> links;
    const QStringList netdevs[2] = {{"enp1s0f0np0", "enP2p1s0f0np0"},
                                    {"enp1s0f1np1", "enP2p1s0f1np1"}};
    for (int port = 0; port < 2; ++port)
        for (int half = 0; half < 2; ++half) {
            discovery::NeighbourLink l;
            l.localNetdev = netdevs[port][half];
            l.localPort = port;
            l.localHalf = half;
            l.peerId = port == 0 ? kRingB : kRingC;
            l.peerHostname =
                port == 0 ? QStringLiteral("spark-ring-b") : QStringLiteral("spark-ring-c");
            l.peerPort = 1 - port;
            l.peerHalf = half;
            l.peerNetdev = netdevs[1 - port][half];
            l.peerAddress = QStringLiteral("fe80::%1%%2").arg(port + 2).arg(l.localNetdev);
            links << l;
        }
    return discovery::CablingMap::fromLinks(links);
}

std::optional<QString> RingPeers::pairedName(const QString &id) const
{
    if (id == kRingB)
        return QStringLiteral("spark-ring-b");
    if (id == kRingC)
        return QStringLiteral("spark-ring-c");
    return std::nullopt;
}

OneLanPeer::OneLanPeer(mdns::LanService service, const QString &serviceName, quint16 port)
{
    m_peer.service = service;
    m_peer.serviceName = serviceName;
    m_peer.hostName = serviceName + QStringLiteral(".local");
    m_peer.address = QStringLiteral("192.0.2.7");
    m_peer.port = port;
}

QList<mdns::LanPeer> OneLanPeer::peers() const
{
    return {m_peer};
}

} // namespace sparkwire::testing
