#include "CablingPlan.h"

#include <QCoreApplication>
#include <QSet>

namespace sparkwire::discovery {

Result<topology::TopologySpec> specFromCabling(const CablingMap &map, topology::TopologySpec base)
{
    if (map.state == CablingMap::State::NoPeer)
        return makeError(
            ErrorCode::NotFound,
            QCoreApplication::translate("CablingPlan", "No peer has been seen on any CX-7 port."));
    if (map.state == CablingMap::State::Partial)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "CablingPlan", "The cabling is incomplete (see the warnings)."));
    QList<PeerLinks> peers = map.peers;
    std::sort(peers.begin(), peers.end(),
              [](const PeerLinks &a, const PeerLinks &b) { return a.hostname < b.hostname; });

    topology::TopologySpec spec = base;
    if (map.shape == topology::Topology::Switch) {
        spec.topology = topology::Topology::Switch;
        spec.nodes = int(peers.size()) + 1;
        spec.port = peers.first().links.first().localPort;
        spec.cables.reset();
        return spec;
    }
    // Node-to-node cables as seen from here: one per (local port, peer, peer port).
    QList<topology::Cable> cables;
    QSet<QString> seen;
    for (int i = 0; i < peers.size(); ++i)
        for (const NeighbourLink &l : peers[i].links) {
            const QString key = QStringLiteral("%1/%2/%3").arg(l.localPort).arg(i).arg(l.peerPort);
            if (!seen.contains(key)) {
                seen.insert(key);
                cables << topology::Cable{1, l.localPort, i + 2, l.peerPort};
            }
        }
    if (map.shape == topology::Topology::TwoNode) {
        spec.topology = topology::Topology::TwoNode;
        spec.nodes = 2;
        spec.port = cables.first().portA;
        cables = {cables.first()}; // a second cable to the same peer adds nothing
    } else {
        spec.topology = topology::Topology::Ring;
        spec.nodes = 3;
        // The cable between the two peers is not visible from here: it closes the ring from
        // the port each peer has left.
        const int freeOf2 = 1 - cables[0].portB;
        const int freeOf3 = 1 - cables[1].portB;
        cables << topology::Cable{2, freeOf2, 3, freeOf3};
    }
    spec.cables = cables;
    return spec;
}

} // namespace sparkwire::discovery
