#pragma once

// The demo's parts behind a whole window, wired as main.cpp wires them, for the GUI tests of
// one page or the dashboard (tst_dashboard, tst_verifypage): the recorded Spark, the demo's
// helper, cabling, paired peer, link tests and simulated cluster. DemoSeat is the whole
// `sparkwire --demo` seat, for tests that walk the wizard.
#include "Session.h"
#include "cluster/ClusterRecord.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoPeerSession.h"

// The recorded Spark with one cabled port, as spark-demo-a.
inline sparkwire::hw::InventoryMonitor::Options demoTree()
{
    sparkwire::hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-demo-a");
    return options;
}

struct DemoParts
{
    sparkwire::hw::InventoryMonitor inventory{demoTree()};
    sparkwire::sim::DemoApplyBackend applier;
    sparkwire::sim::DemoCabling cabling{inventory.inventory()};
    sparkwire::sim::DemoPeerSession peers;
    sparkwire::sim::DemoLinkTests tests;
    sparkwire::sim::DemoCluster cluster{inventory.inventory(), &cabling,
                                        QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root")};
    Session session()
    {
        Session s;
        s.inventory = inventory;
        s.applier = applier;
        s.cabling = cabling;
        s.peers = peers;
        s.linkTests = tests;
        s.demo = true;
        s.netplanRoot = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root");
        s.seatId = sparkwire::sim::DemoCluster::seatId();
        s.memberLinks = [c = &cluster](const QList<sparkwire::cluster::ClusterMember> &members,
                                       QObject *parent) {
            return sparkwire::sim::DemoMemberLink::linksFor(c, members, parent);
        };
        return s;
    }
    // The demo seat and its peer, as Find peers gives them once the peer is paired.
    QList<sparkwire::cluster::ClusterMember> members() const
    {
        return {{sparkwire::sim::DemoCluster::seatId(), QStringLiteral("spark-demo-a"), 0},
                {QString(64, QLatin1Char('b')), QStringLiteral("spark-demo-b"), 0}};
    }
};
