#pragma once

#include "CablingMap.h"
#include "topology/TopologySpec.h"

#include <optional>

namespace sparkwire::discovery {

// The topology the addressing plan should use, from what this node discovered: this node
// is node 1, its peers follow in hostname order. nullopt (with *why) when the cabling is not
// one a plan can be made for yet (no peers, a twin missing).
std::optional<topology::TopologySpec>
specFromCabling(const CablingMap &map, topology::TopologySpec base, QString *why = nullptr);

} // namespace sparkwire::discovery
