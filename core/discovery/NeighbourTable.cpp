#include "NeighbourTable.h"

#include <algorithm>

namespace sparkwire::discovery {

NeighbourTable::Heard NeighbourTable::heard(const QString &localNetdev, int localPort,
                                            int localHalf, const Beacon &b, qint64 nowMs,
                                            const QString &peerAddress)
{
    const QString key = localNetdev + QLatin1Char('|') + b.id + QLatin1Char('|') + b.netdev;
    const auto known = m_links.constFind(key);
    const Heard heard = known == m_links.constEnd() ? Heard::New
                        : b.seq < known->lastSeq    ? Heard::Restarted
                                                    : Heard::Known;
    m_links[key] = {localNetdev, localPort, localHalf, b.id,  b.claimedHostname,
                    b.netdev,    b.port,    b.half,    b.mac, peerAddress,
                    nowMs,       b.seq};
    return heard;
}

bool NeighbourTable::expire(qint64 nowMs)
{
    const auto before = m_links.size();
    m_links.removeIf([nowMs](const auto &it) { return nowMs - it.value().lastSeenMs > kExpiryMs; });
    return m_links.size() != before;
}

bool NeighbourTable::dropLocal(const QString &localNetdev)
{
    const auto before = m_links.size();
    m_links.removeIf([&](const auto &it) { return it.value().localNetdev == localNetdev; });
    return m_links.size() != before;
}

QList<NeighbourLink> NeighbourTable::links() const
{
    QList<NeighbourLink> links = m_links.values();
    std::sort(links.begin(), links.end(), [](const NeighbourLink &a, const NeighbourLink &b) {
        return std::tie(a.localPort, a.localHalf, a.peerHostname, a.peerId, a.peerNetdev) <
               std::tie(b.localPort, b.localHalf, b.peerHostname, b.peerId, b.peerNetdev);
    });
    return links;
}

} // namespace sparkwire::discovery
