#include "PlanModel.h"

#include "hw/InventoryMonitor.h"
#include "netplan/NetplanWriter.h"
#include "topology/HostPlanInputs.h"

using namespace sparkwire;

PlanModel::PlanModel(hw::InventoryMonitor *inventory, QObject *parent)
    : QObject(parent)
    , m_inventory(inventory)
{
    m_spec.port = cabledPort();
    recompute();
    // New addresses elsewhere on the host (say, DHCP on the management port) can make the
    // plan overlap; names can change with the hardware.
    connect(inventory, &hw::InventoryMonitor::inventoryChanged, this, &PlanModel::recompute);
}

int PlanModel::cabledPort() const
{
    bool up[2] = {false, false};
    for (const hw::Cx7Port &port : m_inventory->inventory().ports)
        if (port.port >= 0 && port.port < 2 && port.link.carrier)
            up[port.port] = true;
    return up[0] && !up[1] ? 0 : 1;
}

void PlanModel::setChoice(const topology::TopologySpec &spec, int node)
{
    m_spec = spec;
    m_node = node;
    recompute();
}

QStringList PlanModel::thisNodeNetdevs() const
{
    QStringList netdevs;
    if (const topology::NodePlan *n = m_result.plan.node(m_node))
        for (const topology::PlannedNetdev &d : n->netdevs)
            netdevs << d.netdev;
    return netdevs;
}

void PlanModel::recompute()
{
    topology::AddressPlanner planner;
    topology::applyHostToPlanner(planner, m_node, m_inventory->inventory(),
                                 m_inventory->networksInUse());
    m_result = planner.plan(m_spec);
    if (m_result.ok() && !m_result.plan.node(m_node))
        m_result.problems << topology::PlanProblem{
            topology::PlanInput::Nodes,
            tr("This Spark's node number %1 is not in the plan.").arg(m_node)};
    m_yaml = m_result.ok() ? netplan::renderNodeNetplan(m_result.plan, m_node) : QByteArray();
    Q_EMIT changed();
}
