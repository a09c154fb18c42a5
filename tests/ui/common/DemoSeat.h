#pragma once

#include "Session.h"
#include "hw/InventoryMonitor.h"
#include "metrics/MetricsSampler.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoFleet.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoNodeState.h"
#include "sim/DemoPeerSession.h"
#include "sim/DemoTraffic.h"

#include <QString>

#include <functional>
#include <memory>

class MainWindow;

// The demo's whole seat as `sparkwire --demo` builds it (simulated Spark, its paired peer,
// moving counters, recorded tests, the simulated cluster), for programs that drive the real
// window through the wizard: the screenshots and tst_translatedwindow.
class DemoSeat
{
public:
    // Fails (error() says why) when the demo data is missing or the peer does not pair.
    // scenario: the healthy pair (`--demo`) or the classic faults (`--demo=faults`).
    // netplanRoot: a copy of the scenario's tree to read and change instead of the installed
    // one (the demo helper moves netdevs out of an overriding file there); empty: the scenario's.
    explicit DemoSeat(sparkwire::sim::DemoEnvironment::Scenario scenario =
                          sparkwire::sim::DemoEnvironment::Scenario::Healthy,
                      const QString &netplanRoot = QString());
    ~DemoSeat();
    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    Session &session() { return m_session; }
    sparkwire::sim::DemoFleet *fleet() { return m_fleet.get(); }

    // Walks window through every wizard page in step order as Next would, applying on the
    // Apply page; calls visit(pageObjectName) once each page is ready. In the faults, Review
    // is visited with its blocking warning and then "apply anyway" is ticked, and Apply ends
    // failed (the overridden twin). False (error() says which page) when a page does not get
    // ready within 15 s.
    bool walk(MainWindow &window, const std::function<bool(const QString &)> &visit);

private:
    QString m_error;
    Session m_session;
    std::unique_ptr<sparkwire::hw::InventoryMonitor> m_monitor;
    std::unique_ptr<sparkwire::sim::DemoApplyBackend> m_applier;
    std::unique_ptr<sparkwire::sim::DemoCabling> m_cabling;
    std::unique_ptr<sparkwire::sim::DemoPeerSession> m_peers;
    std::unique_ptr<sparkwire::sim::DemoTraffic> m_traffic;
    std::unique_ptr<sparkwire::metrics::MetricsSampler> m_sampler;
    std::unique_ptr<sparkwire::sim::DemoLinkTests> m_tests;
    std::unique_ptr<sparkwire::sim::DemoCluster> m_cluster;
    std::unique_ptr<sparkwire::sim::DemoNodeState> m_state;
    std::unique_ptr<sparkwire::sim::DemoFleet> m_fleet;
};
