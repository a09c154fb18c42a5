#include "HostPlanInputs.h"

namespace sparkwire::topology {

void applyHostToPlanner(AddressPlanner &planner, int thisNode, const hw::HostInventory &inventory,
                        const QList<hw::NetworkInUse> &networksInUse)
{
    applyNamesToPlanner(planner, thisNode, inventory);
    planner.setNetworksInUse(plannerNetworks(networksInUse));
}

void applyNamesToPlanner(AddressPlanner &planner, int node, const hw::HostInventory &inventory)
{
    if (inventory.ports.isEmpty())
        return;
    NetdevNames names = NetdevNames::dgxOsDefaults();
    for (const hw::Cx7Port &port : inventory.ports)
        names.set(port.port, port.half, port.netdev);
    planner.setNames(node, names);
}

QList<QPair<QString, Ipv4Subnet>> plannerNetworks(const QList<hw::NetworkInUse> &networksInUse)
{
    QList<QPair<QString, Ipv4Subnet>> inUse;
    for (const auto &network : networksInUse)
        if (const auto subnet = Ipv4Subnet::parseInterface(network.cidr))
            inUse.append({network.where, *subnet});
    return inUse;
}

} // namespace sparkwire::topology
