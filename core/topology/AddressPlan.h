#pragma once

#include "PlannedAddress.h"
#include "TopologySpec.h"
#include "common/Result.h"

#include <QList>
#include <QString>

namespace sparkwire::topology {

// One netdev of one node as the plan configures it.
struct PlannedNetdev
{
    int port = 0;
    int half = 0;
    QString netdev;
    QString subnet;         // "192.168.177.0/24"; empty in link-local mode
    PlannedAddress address; // 192.168.177.1/24; null in link-local mode
    int peerNode = 0;       // 0 for a switch
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

// Which input of the plan a problem is about, so a form can mark that field (never by
// matching the translated message).
enum class PlanInput
{
    Nodes,
    Port,
    Mtu,
    Subnet,
    Cabling,
    NetdevNames,
};

struct PlanProblem
{
    PlanInput input = PlanInput::Nodes;
    QString message; // says what is wrong and how to fix it (translated)
};

// A plan, or why there is none: every problem at once (a form shows them all).
struct PlanResult
{
    AddressPlan plan;
    QList<PlanProblem> problems;
    bool ok() const { return problems.isEmpty(); }
    bool concerns(PlanInput input) const
    {
        for (const PlanProblem &p : problems)
            if (p.input == input)
                return true;
        return false;
    }
    QStringList messages() const
    {
        QStringList out;
        for (const PlanProblem &p : problems)
            out << p.message;
        return out;
    }
    // As one Error (InvalidInput): the first problem as the message, all of them as detail.
    Status status() const
    {
        if (ok())
            return {};
        return makeError(ErrorCode::InvalidInput, problems.first().message,
                         messages().join(QLatin1Char('\n')));
    }
};

} // namespace sparkwire::topology
