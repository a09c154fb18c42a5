#pragma once

#include "PeerConnection.h"

namespace sparkwire::discovery {
class NodeIdentity;
}
namespace sparkwire::hw {
class InventoryMonitor;
}

namespace sparkwire::peers {

// The LocalNode the CLI and the GUI bring to the peer channel: this node's identity, its
// state folder, and its live inventory as the answer to "inventory".
LocalNode makeLocalNode(const discovery::NodeIdentity &identity, const QString &hostname,
                        const QString &stateDir, const hw::InventoryMonitor *inventory);

} // namespace sparkwire::peers
