#include "HostPlanInputs.h"

namespace sparkwire::topology {

void applyHostToPlanner(AddressPlanner &planner, int thisNode, const hw::HostInventory &inventory,
                        const QList<hw::NetworkInUse> &networksInUse)
{
    if (!inventory.ports.isEmpty()) {
        NetdevNames names = NetdevNames::dgxOsDefaults();
        for (const hw::Cx7Port &port : inventory.ports)
            names.set(port.port, port.half, port.netdev);
        planner.setNames(thisNode, names);
    }
    QList<QPair<QString, Ipv4Subnet>> inUse;
    for (const auto &network : networksInUse)
        if (const auto subnet = Ipv4Subnet::parseInterface(network.cidr))
            inUse.append({network.where, *subnet});
    planner.setNetworksInUse(inUse);
}

} // namespace sparkwire::topology
