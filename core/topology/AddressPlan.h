#pragma once

#include "TopologySpec.h"

#include <QList>
#include <QString>

namespace sparkwire::topology {

// One netdev of one node as the plan configures it.
struct PlannedNetdev
{
    int port = 0;
    int half = 0;
    QString netdev;
    QString subnet;   // "192.168.177.0/24"; empty in link-local mode
    QString address;  // "192.168.177.1/24"; empty in link-local mode
    int peerNode = 0; // 0 for a switch
    int peerPort = -1;
};

struct NodePlan
{
    int node = 0; // 1-based
    QList<PlannedNetdev> netdevs;
};

struct AddressPlan
{
    TopologySpec spec;
    QList<Cable> cables;
    QList<NodePlan> nodes;

    const NodePlan *node(int n) const
    {
        for (const NodePlan &p : nodes)
            if (p.node == n)
                return &p;
        return nullptr;
    }
};

// A plan, or why there is none (each problem says what is wrong and how to fix it).
struct PlanResult
{
    AddressPlan plan;
    QStringList errors;
    bool ok() const { return errors.isEmpty(); }
};

} // namespace sparkwire::topology
