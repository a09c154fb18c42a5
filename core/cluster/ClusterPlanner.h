#pragma once

#include "ClusterPlan.h"
#include "MemberState.h"
#include "common/Result.h"
#include "hw/HostInventory.h"
#include <QHash>
#include <QList>
#include <QString>

namespace sparkwire::cluster {

// Plans every member in one go, from the members' own states. The cabling is what the
// members heard (each link reported by key ids, kept only when both ends are members);
// node numbers come from NodeNumbering unless the person chose them.
class ClusterPlanner
{
public:
    struct Inputs
    {
        QString seatId;
        QList<ClusterMember> members; // id + the name the seat paired it as; node may be 0
        QList<MemberState> states;    // one per member, same ids
        QString subnetBase = QStringLiteral("192.168.177.0/24");
        int mtu = 9000;
        QString name; // empty: the default name
        // What the seat found on itself and no member's state carries: the destinations it
        // reaches outside its CX-7 ports now (its nameservers, gateways, neighbours, open TCP
        // peers, as "a.b.c.d/32"). The planner refuses a subnet that holds one, naming it, as
        // it does a member's management address; each member's helper checks its own.
        QList<hw::NetworkInUse> seatInUse;
    };
    // InvalidInput with every problem in detail: a member without state, cabling that makes
    // no topology, a node number twice, a subnet clash...
    static Result<ClusterPlan> plan(const Inputs &inputs);

    // The cabling the members' links describe, by key id (one entry per cable, both twins
    // folded), and the topology it makes. InvalidInput when it is not 2-node, a ring of 3 to 8
    // or a switch.
    struct Cabling
    {
        topology::Topology topology = topology::Topology::TwoNode;
        QList<ClusterCable> cables; // empty: a switch star
        int switchPort = 1;         // switch star: the port every member is cabled on
    };
    static Result<Cabling> cablingOf(const QList<ClusterMember> &members,
                                     const QList<MemberState> &states);
};

} // namespace sparkwire::cluster
