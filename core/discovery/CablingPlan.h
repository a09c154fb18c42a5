#pragma once

#include "CablingMap.h"
#include "common/Result.h"
#include "topology/TopologySpec.h"

namespace sparkwire::discovery {

// The topology the addressing plan should use, from what this node discovered: this node
// is node 1, its peers follow in hostname order. NotFound when no peer is seen, InvalidInput
// when the cabling is not one a plan can be made for yet (a twin missing).
Result<topology::TopologySpec> specFromCabling(const CablingMap &map, topology::TopologySpec base);

} // namespace sparkwire::discovery
