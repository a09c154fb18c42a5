#pragma once

#include "PeerConnection.h"

#include <QHostAddress>

namespace sparkwire::discovery {
class NodeIdentity;
}
namespace sparkwire::hw {
class InventoryMonitor;
struct HostInventory;
} // namespace sparkwire::hw

namespace sparkwire::peers {

// The LocalNode the CLI and the GUI bring to the peer channel: this node's identity, its
// state folder, and its live inventory as the answer to "inventory".
LocalNode makeLocalNode(const discovery::NodeIdentity &identity, const QString &hostname,
                        const QString &stateDir, const hw::InventoryMonitor *inventory);

} // namespace sparkwire::peers
