#pragma once

#include "NeighbourTable.h"
#include "topology/TopologySpec.h"

#include <QList>
#include <QString>

namespace sparkwire::discovery {

struct CablingWarning
{
    QString id;      // stable: "ring-p0-p0", "one-twin", "two-cables", "peer-on-both-ports", ...
    QString message; // cause, evidence and fix, in words
};

struct PeerLinks
{
    QString id;
    QString hostname;
    QList<NeighbourLink> links;
};

// What the neighbour table means: which peers, over which cables, what topology, and what is
// wrong with it. Seen from this node, so a ring shows as two peers on two ports.
struct CablingMap
{
    // No peer seen, cables a plan cannot be made for yet, or a complete topology.
    enum class State
    {
        NoPeer,
        Partial,
        Complete,
    };
    State state = State::NoPeer;
    // What the cables make, when Complete.
    sparkwire::topology::Topology shape = sparkwire::topology::Topology::TwoNode;
    // The name for JSON and the CLI only ("two-node", "ring3", "switch", "partial", "none");
    // code branches on state and shape.
    QString topology = QStringLiteral("none");
    QList<PeerLinks> peers;
    QList<CablingWarning> warnings;

    static CablingMap fromLinks(const QList<NeighbourLink> &links);
};

} // namespace sparkwire::discovery
