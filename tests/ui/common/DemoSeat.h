#pragma once

#include "DemoSession.h"
#include "Session.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoFleet.h"

#include <QString>

#include <functional>
#include <memory>

class MainWindow;

// The demo's whole seat as `sparkwire --demo` builds it (its DemoSession: simulated Spark,
// its paired peer, moving counters, recorded tests, the simulated cluster and its fleet, the
// private netplan copy the demo helper changes), for programs that drive the real window
// through the wizard: the screenshots and the GUI tests.
class DemoSeat
{
public:
    // Fails (error() says why) when the demo data is missing or the peer does not pair.
    // scenario: the healthy pair (`--demo`) or the classic faults (`--demo=faults`).
    explicit DemoSeat(sparkwire::sim::DemoEnvironment::Scenario scenario =
                          sparkwire::sim::DemoEnvironment::Scenario::Healthy);
    ~DemoSeat();
    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    Session &session() { return m_demo.session(); }
    DemoSession &demo() { return m_demo; }
    sparkwire::sim::DemoFleet *fleet() { return m_demo.fleet(); }

    // Walks window through every wizard page in step order as Next would, applying on the
    // Apply page; calls visit(pageObjectName) once each page is ready. In the faults, Review
    // is visited with its blocking warning and then "apply anyway" is ticked, and Apply ends
    // failed (the overridden twin). False (error() says which page) when a page does not get
    // ready within 15 s.
    bool walk(MainWindow &window, const std::function<bool(const QString &)> &visit);

private:
    DemoSession m_demo;
    QString m_error;
};
