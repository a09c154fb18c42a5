#include "RecordAddresses.h"

#include "topology/AddressPlanner.h"

#include <algorithm>

namespace sparkwire::cluster::RecordAddresses {

Result<topology::AddressPlan> plan(const ClusterRecord &record)
{
    // The spec ClusterPlanner gave the planner: cables by node number, the lower node first,
    // in node order; the first cable's port (or the switch port) as the spec's port.
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
    const topology::PlanResult planned = topology::AddressPlanner().plan(spec);
    if (!planned.ok())
        return planned.status().error();
    return planned.plan;
}

namespace {
QString bare(const QString &address)
{
    return address.section(QLatin1Char('/'), 0, 0);
}
} // namespace

QHash<QString, QStringList> reachableFrom(const ClusterRecord &record, const QString &selfId)
{
    QHash<QString, QStringList> out;
    const ClusterMember *self = record.member(selfId);
    const Result<topology::AddressPlan> planned = plan(record);
    if (!self || !planned)
        return out;
    for (const ClusterMember &m : record.members) {
        if (m.id == selfId)
            continue;
        QStringList addresses;
        if (const topology::NodePlan *node = planned->node(m.node))
            for (const topology::PlannedNetdev &d : node->netdevs)
                if (!d.address.isEmpty() && (d.peerNode == self->node || d.peerNode == 0))
                    addresses << bare(d.address);
        if (!addresses.isEmpty())
            out.insert(m.id, addresses);
    }
    return out;
}

std::optional<QString> memberWithAddress(const ClusterRecord &record, const QStringList &addresses)
{
    const Result<topology::AddressPlan> planned = plan(record);
    if (!planned)
        return std::nullopt;
    std::optional<QString> found;
    for (const ClusterMember &m : record.members) {
        const topology::NodePlan *node = planned->node(m.node);
        if (!node)
            continue;
        const bool matches = std::any_of(
            node->netdevs.begin(), node->netdevs.end(), [&](const topology::PlannedNetdev &d) {
                return !d.address.isEmpty() && addresses.contains(bare(d.address));
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
