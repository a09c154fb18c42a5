#pragma once

#include "AddressPlan.h"
#include "Ipv4Subnet.h"
#include "NetdevNames.h"

#include <QHash>

namespace sparkwire::topology {

// Computes every node's addresses from a topology. Rules: one subnet per cable-twin (never
// both twins of a node on one subnet), the same subnet on both ends of a cable, host part =
// node number (192.168.177.2 is always node 2), MTU from the spec. Subnets are consecutive
// blocks of the base's size. Deterministic: the same input gives the same plan.
class AddressPlanner
{
public:
    // Networks already on the host (management LAN, docker, routes): a plan that overlaps
    // one is refused and the message says which.
    void setNetworksInUse(const QList<QPair<QString, Ipv4Subnet>> &inUse) { m_inUse = inUse; }
    // Netdev names per node; nodes without an entry get DGX OS defaults.
    void setNames(int node, const NetdevNames &names) { m_names.insert(node, names); }

    PlanResult plan(const TopologySpec &spec) const;

private:
    QList<PlanProblem> validateSpec(const TopologySpec &spec) const;
    NetdevNames namesOf(int node) const;

    QList<QPair<QString, Ipv4Subnet>> m_inUse; // (where it was seen, network)
    QHash<int, NetdevNames> m_names;
};

} // namespace sparkwire::topology
