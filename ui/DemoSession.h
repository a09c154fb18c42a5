#pragma once

#include "Session.h"
#include "sim/DemoEnvironment.h"

#include <QString>

#include <memory>

namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::metrics {
class MetricsSampler;
}
namespace sparkwire::sim {
class DemoApplyBackend;
class DemoCabling;
class DemoCluster;
class DemoFleet;
class DemoLinkTests;
class DemoNodeState;
class DemoPeerSession;
class DemoTraffic;
} // namespace sparkwire::sim

// The whole demo as `sparkwire --demo` runs it, wired in one place for the GUI's main() and
// for the tests that drive the real window (DemoSeat): the simulated Spark, its paired peer,
// moving counters, recorded tests, the simulated cluster and its fleet, and a private copy of
// the scenario's netplan files that the demo helper may change (Review's "move these netdevs
// out" works on that copy exactly as sparkwire-helper does on /).
class DemoSession
{
public:
    // error() says why when the demo data is missing.
    explicit DemoSession(sparkwire::sim::DemoEnvironment::Scenario scenario =
                             sparkwire::sim::DemoEnvironment::Scenario::Healthy);
    ~DemoSession();
    DemoSession(const DemoSession &) = delete;
    DemoSession &operator=(const DemoSession &) = delete;

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    // The window's session (its switchDemo is the caller's to set); valid while this lives.
    Session &session() { return m_session; }
    // Why the demo reads its shipped netplan files instead of a private copy; empty normally.
    QString netplanWarning() const;

    sparkwire::sim::DemoCluster *cluster() const { return m_cluster.get(); }
    sparkwire::sim::DemoFleet *fleet() const { return m_fleet.get(); }
    sparkwire::sim::DemoPeerSession *peers() const { return m_peers.get(); }
    sparkwire::sim::DemoApplyBackend *applier() const { return m_applier.get(); }
    sparkwire::hw::InventoryMonitor *inventory() const { return m_monitor.get(); }

private:
    QString m_error;
    Session m_session;
    std::unique_ptr<sparkwire::hw::InventoryMonitor> m_monitor;
    std::unique_ptr<sparkwire::sim::DemoNodeState> m_state;
    std::unique_ptr<sparkwire::sim::DemoApplyBackend> m_applier;
    std::unique_ptr<sparkwire::sim::DemoCabling> m_cabling;
    std::unique_ptr<sparkwire::sim::DemoPeerSession> m_peers;
    std::unique_ptr<sparkwire::sim::DemoTraffic> m_traffic;
    std::unique_ptr<sparkwire::metrics::MetricsSampler> m_sampler;
    std::unique_ptr<sparkwire::sim::DemoLinkTests> m_tests;
    std::unique_ptr<sparkwire::sim::DemoCluster> m_cluster;
    std::unique_ptr<sparkwire::sim::DemoFleet> m_fleet;
};
