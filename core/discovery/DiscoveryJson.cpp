#include "DiscoveryJson.h"

#include <QJsonArray>

namespace sparkwire::discovery {

QJsonObject discoveryToJson(const QString &selfId, const QString &hostname, const CablingMap &map,
                            const QSet<QString> &pairedIds)
{
    QJsonArray peers;
    for (const PeerLinks &p : map.peers) {
        QJsonArray links;
        for (const NeighbourLink &l : p.links)
            links.append(QJsonObject{{QLatin1String("local_netdev"), l.localNetdev},
                                     {QLatin1String("local_port"), l.localPort},
                                     {QLatin1String("local_half"), l.localHalf},
                                     {QLatin1String("peer_netdev"), l.peerNetdev},
                                     {QLatin1String("peer_port"), l.peerPort},
                                     {QLatin1String("peer_half"), l.peerHalf},
                                     {QLatin1String("peer_mac"), l.peerMac}});
        peers.append(QJsonObject{{QLatin1String("id"), p.id},
                                 {QLatin1String("hostname"), p.hostname},
                                 {QLatin1String("paired"), pairedIds.contains(p.id)},
                                 {QLatin1String("links"), links}});
    }
    QJsonArray warnings;
    for (const CablingWarning &w : map.warnings)
        warnings.append(
            QJsonObject{{QLatin1String("id"), w.id}, {QLatin1String("message"), w.message}});
    return {{QLatin1String("self"),
             QJsonObject{{QLatin1String("id"), selfId}, {QLatin1String("hostname"), hostname}}},
            {QLatin1String("peers"), peers},
            {QLatin1String("topology"), map.topology},
            {QLatin1String("warnings"), warnings}};
}

} // namespace sparkwire::discovery
