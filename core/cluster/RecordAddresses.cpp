#include "RecordAddresses.h"

#include <QCoreApplication>

#include <algorithm>

namespace sparkwire::cluster::RecordAddresses {

Result<topology::AddressPlan> plan(const ClusterRecord &record,
                                   const topology::AddressPlanner &planner)
{
    QList<topology::Cable> cables;
    for (const ClusterCable &c : record.cabling) {
        const ClusterMember *a = record.member(c.idA);
        const ClusterMember *b = record.member(c.idB);
        if (!a || !b)
            return makeError(ErrorCode::InvalidInput,
                             QStringLiteral("a cable of the cluster record names no member"));
        topology::Cable cable{a->node, c.portA, b->node, c.portB};
        if (cable.nodeA > cable.nodeB) {
            std::swap(cable.nodeA, cable.nodeB);
            std::swap(cable.portA, cable.portB);
        }
        cables << cable;
    }
    std::sort(cables.begin(), cables.end(), [](const topology::Cable &x, const topology::Cable &y) {
        return std::tie(x.nodeA, x.portA) < std::tie(y.nodeA, y.portA);
    });
    topology::TopologySpec spec;
    spec.topology = record.topology;
    spec.nodes = int(record.members.size());
    spec.port = cables.isEmpty() ? record.switchPort : cables.first().portA;
    spec.subnetBase = record.subnetBase;
    spec.mtu = record.mtu;
    if (record.topology != topology::Topology::Switch)
        spec.cables = cables;
    const topology::PlanResult planned = planner.plan(spec);
    if (!planned.ok())
        return planned.status().error();
    return planned.plan;
}

QList<topology::PlannedAddress> addressesOf(const topology::AddressPlan &plan, int node)
{
    QList<topology::PlannedAddress> out;
    if (const topology::NodePlan *n = plan.node(node))
        for (const topology::PlannedNetdev &d : n->netdevs)
            if (!d.address.isNull())
                out << d.address;
    return out;
}

QHash<QString, QList<topology::PlannedAddress>>
reachableFrom(const ClusterRecord &record, const topology::AddressPlan &plan, const QString &selfId)
{
    QHash<QString, QList<topology::PlannedAddress>> out;
    const ClusterMember *self = record.member(selfId);
    if (!self)
        return out;
    for (const ClusterMember &m : record.members) {
        if (m.id == selfId)
            continue;
        // Only the member's addresses on a link to selfId (or on the switch): in a ring its
        // other links lie in subnets selfId is not on.
        QList<topology::PlannedAddress> addresses;
        if (const topology::NodePlan *node = plan.node(m.node))
            for (const topology::PlannedNetdev &d : node->netdevs)
                if (!d.address.isNull() && (d.peerNode == self->node || d.peerNode == 0))
                    addresses << d.address;
        if (!addresses.isEmpty())
            out.insert(m.id, addresses);
    }
    return out;
}

QHash<QString, QList<topology::PlannedAddress>> reachableFrom(const ClusterRecord &record,
                                                              const QString &selfId)
{
    const Result<topology::AddressPlan> planned = plan(record);
    if (!planned)
        return {};
    return reachableFrom(record, *planned, selfId);
}

Status checkPeerAddresses(const ClusterRecord &record, const QString &selfId, const QString &peerId,
                          const QList<topology::PlannedAddress> &addresses)
{
    const ClusterMember *self = record.member(selfId);
    const ClusterMember *peer = record.member(peerId);
    if (!self || !peer)
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate(
                             "RecordAddresses", "the cluster record does not name this Spark"));
    const Result<topology::AddressPlan> planned = plan(record);
    if (!planned)
        return planned.error();
    const QList<topology::PlannedAddress> own = addressesOf(*planned, self->node);
    const QList<topology::PlannedAddress> peerOwn = addressesOf(*planned, peer->node);
    for (const topology::PlannedAddress &a : addresses) {
        if (own.contains(a))
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate("RecordAddresses",
                                                         "%1 is this Spark's own planned address")
                                 .arg(a.toString()));
        const bool onOwnSubnet =
            std::any_of(own.begin(), own.end(), [&](const topology::PlannedAddress &o) {
                return o.subnet() == a.subnet() &&
                       !topology::PlannedAddress::hostOf(o.subnet(),
                                                         int(a.host() - o.subnet().network()))
                            .isNull();
            });
        if (!onOwnSubnet)
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "RecordAddresses",
                                 "%1 is not a host address on a subnet the plan gives this Spark")
                                 .arg(a.toString()));
        if (!peerOwn.contains(a))
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "RecordAddresses", "%1 is not an address the plan gives the seat")
                                 .arg(a.toString()));
    }
    return {};
}

std::optional<QString> memberWithAddress(const ClusterRecord &record, const QStringList &addresses)
{
    const Result<topology::AddressPlan> planned = plan(record);
    if (!planned)
        return std::nullopt;
    std::optional<QString> found;
    for (const ClusterMember &m : record.members) {
        const QList<topology::PlannedAddress> own = addressesOf(*planned, m.node);
        const bool matches =
            std::any_of(own.begin(), own.end(), [&](const topology::PlannedAddress &a) {
                return addresses.contains(a.hostText());
            });
        if (matches && found)
            return std::nullopt; // two members claim this Spark's addresses: say nothing
        if (matches)
            found = m.id;
    }
    return found;
}

QList<TwinPeer> twinPeers(const ClusterRecord &record, const QString &selfId)
{
    QList<TwinPeer> out;
    const ClusterMember *self = record.member(selfId);
    const Result<topology::AddressPlan> planned = plan(record);
    if (!self || !planned)
        return out;
    if (const topology::NodePlan *node = planned->node(self->node))
        for (const topology::PlannedNetdev &d : node->netdevs)
            if (const ClusterMember *peer = record.memberByNode(d.peerNode))
                out.append({d.port, d.half, peer->id, peer->hostname});
    return out;
}

} // namespace sparkwire::cluster::RecordAddresses
