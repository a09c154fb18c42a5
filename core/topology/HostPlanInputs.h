#pragma once

#include "AddressPlanner.h"
#include "hw/HostInventory.h"

namespace sparkwire::topology {

// Feeds what this host knows into a planner: its own netdev names (from the inventory, so
// mlx5-style names are right) for its node number, and the networks it already uses.
void applyHostToPlanner(AddressPlanner &planner, int thisNode, const hw::HostInventory &inventory,
                        const QList<hw::NetworkInUse> &networksInUse);

// The netdev names alone, for one node (a cluster plans every member from its inventory).
void applyNamesToPlanner(AddressPlanner &planner, int node, const hw::HostInventory &inventory);
// Networks in use as the planner takes them; rows that are not a.b.c.d/nn are left out.
QList<QPair<QString, Ipv4Subnet>> plannerNetworks(const QList<hw::NetworkInUse> &networksInUse);

} // namespace sparkwire::topology
