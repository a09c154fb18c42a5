#pragma once

#include <QString>

namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::helper {
class ApplyBackend;
}

// What the window works on: the real machine (inventory from /sys and netlink, netplan under
// "/", the privileged helper) or the demo's simulation of all three.
struct Session
{
    sparkwire::hw::InventoryMonitor *inventory = nullptr;
    sparkwire::helper::ApplyBackend *applier = nullptr;
    QString netplanRoot = QStringLiteral("/");
    bool demo = false;
};
