#pragma once

#include "AddressPlanner.h"
#include "hw/HostInventory.h"

namespace sparkwire::topology {

// Feeds what this host knows into a planner: its own netdev names (from the inventory, so
// mlx5-style names are right) for its node number, and the networks it already uses.
void applyHostToPlanner(AddressPlanner &planner, int thisNode, const hw::HostInventory &inventory,
                        const QList<hw::NetworkInUse> &networksInUse);

} // namespace sparkwire::topology
