#pragma once

#include <QString>

namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::helper {
class ApplyBackend;
}
namespace sparkwire::discovery {
class CablingSource;
}
namespace sparkwire::peers {
class PeerResponder;
class PeerSession;
} // namespace sparkwire::peers
namespace sparkwire::metrics {
class MetricsSampler;
}
namespace sparkwire::bench {
class LinkTests;
}

// What the window works on: the real machine (inventory from /sys and netlink, discovery on
// the CX-7 links, netplan under "/", the privileged helper) or the demo's simulation of them.
struct Session
{
    sparkwire::hw::InventoryMonitor *inventory = nullptr;
    sparkwire::helper::ApplyBackend *applier = nullptr;
    sparkwire::discovery::CablingSource *cabling = nullptr;
    sparkwire::peers::PeerSession *peers = nullptr;
    // Answers peers (null in the demo, or when sparkwirectl agent already does): the Find
    // peers page arms pairing on it.
    sparkwire::peers::PeerResponder *responder = nullptr;
    sparkwire::metrics::MetricsSampler *sampler = nullptr; // the dashboard's counters
    sparkwire::bench::LinkTests *linkTests = nullptr;      // the dashboard's tests
    QString netplanRoot = QStringLiteral("/");
    bool demo = false;
};
