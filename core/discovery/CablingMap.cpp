#include "CablingMap.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace sparkwire::discovery {

namespace {
QString twin(int half)
{
    return half == 0 ? QStringLiteral("a") : QStringLiteral("b");
}
} // namespace

CablingMap CablingMap::fromLinks(const QList<NeighbourLink> &links)
{
    CablingMap map;
    QMap<QString, PeerLinks> byPeer;
    QMap<int, QSet<QString>> peersOnPort;             // local port -> peer ids
    QMap<QPair<int, int>, QSet<QString>> peersOnHalf; // (local port, half) -> peer ids
    for (const NeighbourLink &l : links) {
        PeerLinks &p = byPeer[l.peerId];
        p.id = l.peerId;
        p.hostname = l.peerHostname;
        p.links << l;
        peersOnPort[l.localPort].insert(l.peerId);
        peersOnHalf[{l.localPort, l.localHalf}].insert(l.peerId);
    }
    map.peers = byPeer.values();
    if (links.isEmpty())
        return map; // NoPeer, "none"

    const bool star = std::any_of(peersOnHalf.cbegin(), peersOnHalf.cend(),
                                  [](const QSet<QString> &s) { return s.size() > 1; });
    bool partial = false;
    // A cabled port should show both twins.
    for (auto it = peersOnPort.cbegin(); it != peersOnPort.cend(); ++it) {
        const int port = it.key();
        for (int half = 0; half < 2; ++half) {
            if (!peersOnHalf.value({port, half}).isEmpty())
                continue;
            partial = true;
            map.warnings << CablingWarning{
                QStringLiteral("one-twin"),
                QCoreApplication::translate(
                    "CablingMap",
                    "Port %1: only twin %2 sees the peer; twin %3 has no link or hears nothing. "
                    "A QSFP port carries two ~100 Gb/s twins and full speed needs both: check that "
                    "the cable is seated and that the peer's twin %3 is up.")
                    .arg(port)
                    .arg(twin(1 - half), twin(half))};
        }
    }
    if (!star) {
        for (const PeerLinks &p : std::as_const(map.peers)) {
            QSet<int> localPorts, peerPorts;
            for (const NeighbourLink &l : p.links) {
                localPorts.insert(l.localPort);
                peerPorts.insert(l.peerPort);
                if (l.localPort == 0 && l.peerPort == 0 && map.peers.size() == 2)
                    map.warnings << CablingWarning{
                        QStringLiteral("ring-p0-p0"),
                        QCoreApplication::translate(
                            "CablingMap",
                            "Port 0 is cabled to port 0 of %1. A three-Spark ring needs each port "
                            "0 "
                            "cabled to the next Spark's port 1 (p0 → p1); p0 ↔ p0 leaves the ring "
                            "broken. Move one end of this cable to %1's port 1.")
                            .arg(p.hostname)};
            }
            if (localPorts.size() > 1 && map.peers.size() == 1)
                map.warnings << CablingWarning{
                    QStringLiteral("two-cables"),
                    QCoreApplication::translate(
                        "CablingMap",
                        "Two cables run to %1. A second cable between the same two Sparks adds "
                        "nothing (one port already carries both twins); remove it, or use "
                        "it for a third Spark.")
                        .arg(p.hostname)};
            else if (localPorts.size() > 1)
                map.warnings << CablingWarning{
                    QStringLiteral("peer-on-both-ports"),
                    QCoreApplication::translate(
                        "CablingMap",
                        "%1 is seen on both of this Spark's ports. Each port should lead to a "
                        "different Spark; check the cabling.")
                        .arg(p.hostname)};
        }
    }
    // remove duplicates of ring-p0-p0 (one per twin)
    QSet<QString> seen;
    QList<CablingWarning> unique;
    for (const CablingWarning &w : std::as_const(map.warnings))
        if (!seen.contains(w.id + w.message)) {
            seen.insert(w.id + w.message);
            unique << w;
        }
    map.warnings = unique;

    const auto complete = [&map](topology::Topology shape) {
        map.state = CablingMap::State::Complete;
        map.shape = shape;
        map.topology = topology::TopologySpec::topologyName(shape);
    };
    if (star)
        complete(topology::Topology::Switch);
    else if (!partial && map.peers.size() == 1)
        complete(topology::Topology::TwoNode);
    else if (!partial && map.peers.size() == 2 && peersOnPort.size() == 2)
        complete(topology::Topology::Ring);
    else {
        map.state = CablingMap::State::Partial;
        map.topology = QStringLiteral("partial");
    }
    return map;
}

} // namespace sparkwire::discovery
