// The dashboard's fleet page follows the cluster record while the window runs: no page
// without a record; a record written into the state folder (as Keep of a cluster apply writes
// it) brings the page with every member the record names, each subscribed at its planned
// addresses on its links to this Spark; a changed record rebuilds the page; a record this
// Spark is not a member of, or none, takes it away. The real window, the real node key and
// ClusterRecord::save; ~3 s.
#include "DemoSeat.h"
#include "MainWindow.h"
#include "cluster/ClusterRecord.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/FleetMemberCard.h"
#include "dashboard/FleetView.h"
#include "discovery/NodeIdentity.h"
#include "metrics/FleetHistory.h"
#include "node/RecordFleet.h"
#include "peers/LocalNodeFactory.h"

#include <QApplication>
#include <QLabel>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

namespace {
QStringList shownNames(DashboardWindow *dashboard)
{
    QStringList names;
    if (!dashboard->fleetView())
        return names;
    for (FleetMemberCard *card : dashboard->fleetView()->cards())
        names << card->findChild<QLabel *>(QStringLiteral("fleetName%1").arg(names.size()))->text();
    return names;
}
} // namespace

class TestRecordFleet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followsTheRecord();
};

void TestRecordFleet::followsTheRecord()
{
    QTemporaryDir state;
    QVERIFY(state.isValid());
    const Result<discovery::NodeIdentity> identity =
        discovery::NodeIdentity::loadOrCreate(state.path(), QStringLiteral("spark-a"));
    QVERIFY(identity);
    const QString self = identity->id();
    node::RecordFleet fleet(
        peers::makeLocalNode(*identity, QStringLiteral("spark-a"), state.path(), nullptr),
        state.path(), metrics::FleetSample::kMaxRateHz);
    fleet.start();
    QVERIFY(!fleet.history()); // no record yet

    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    seat.session().fleet = OptionalPart<metrics::FleetHistory>::of(fleet.history()); // none yet
    MainWindow window(seat.session());
    QObject::connect(&fleet, &node::RecordFleet::fleetChanged, &window, &MainWindow::setFleet);
    DashboardWindow *dashboard = window.dashboard();
    dashboard->show();
    QVERIFY(QTest::qWaitForWindowExposed(dashboard));
    QVERIFY(!dashboard->fleetView());

    // Keep of a two-node apply: the record appears while the window runs.
    const QString b(64, QLatin1Char('b'));
    const QString c(64, QLatin1Char('c'));
    cluster::ClusterRecord record;
    record.seatId = self;
    record.topology = topology::Topology::TwoNode;
    record.members = {{self, QStringLiteral("spark-a"), 1}, {b, QStringLiteral("spark-b"), 2}};
    record.name = cluster::ClusterRecord::defaultName(record.members);
    record.cabling = {{self, 1, b, 1}};
    record.plannedAt = QDateTime::fromSecsSinceEpoch(1'790'000'000, Qt::UTC);
    QVERIFY(record.save(state.path()));
    QTRY_VERIFY_WITH_TIMEOUT(dashboard->fleetView(), 3000);
    QCOMPARE(dashboard->views()->tabText(1), QStringLiteral("Fleet (2 Sparks)"));
    QVERIFY(dashboard->views()->tabBar()->isVisible());
    QCOMPARE(shownNames(dashboard),
             QStringList({QStringLiteral("spark-a"), QStringLiteral("spark-b")}));
    // B at its planned addresses on the cable to this Spark (both twins of port 1), as the
    // record gives them; this Spark's own samples come from its sampler, not a subscription.
    QCOMPARE(fleet.addressesOf(b),
             QStringList({QStringLiteral("192.168.177.2"), QStringLiteral("192.168.178.2")}));
    QCOMPARE(fleet.feed()->subscriptionCount(), 1);
    // Beacons add where B was heard, after the record's addresses.
    fleet.setBeaconAddresses(b, {QStringLiteral("fe80::2%veth1"), QStringLiteral("192.168.177.2")});
    QCOMPARE(fleet.addressesOf(b),
             QStringList({QStringLiteral("192.168.177.2"), QStringLiteral("192.168.178.2"),
                          QStringLiteral("fe80::2%veth1")}));

    // The person re-plans as a ring with C, B renamed: the page is rebuilt from the record.
    dashboard->views()->setCurrentIndex(1);
    record.topology = topology::Topology::Ring;
    record.members = {{self, QStringLiteral("spark-a"), 1},
                      {b, QStringLiteral("spark-bee"), 2},
                      {c, QStringLiteral("spark-c"), 3}};
    record.cabling = {{self, 0, b, 1}, {b, 0, c, 1}, {c, 0, self, 1}};
    record.plannedAt = record.plannedAt.addSecs(60);
    QVERIFY(record.save(state.path()));
    QTRY_COMPARE_WITH_TIMEOUT(dashboard->views()->tabText(1), QStringLiteral("Fleet (3 Sparks)"),
                              3000);
    QCOMPARE(dashboard->views()->currentWidget(), dashboard->fleetView()); // still looked at
    QCOMPARE(shownNames(dashboard),
             QStringList({QStringLiteral("spark-a"), QStringLiteral("spark-bee"),
                          QStringLiteral("spark-c")}));
    QCOMPARE(fleet.feed()->subscriptionCount(), 2);
    QVERIFY(!fleet.addressesOf(c).isEmpty());
    for (const QString &address : fleet.addressesOf(c))
        QVERIFY2(!fleet.addressesOf(b).contains(address), qPrintable(address));

    // A ring of four: D is cabled to this Spark, C only to B and D. C is read along a tunnel
    // through the member between, from each address of that member.
    const QString d(64, QLatin1Char('d'));
    record.topology = topology::Topology::Ring;
    record.members = {{self, QStringLiteral("spark-a"), 1},
                      {b, QStringLiteral("spark-bee"), 2},
                      {c, QStringLiteral("spark-c"), 3},
                      {d, QStringLiteral("spark-d"), 4}};
    record.cabling = {{self, 0, b, 1}, {b, 0, c, 1}, {c, 0, d, 1}, {d, 0, self, 1}};
    record.plannedAt = record.plannedAt.addSecs(60);
    QVERIFY(record.save(state.path()));
    QTRY_COMPARE_WITH_TIMEOUT(fleet.feed() ? fleet.feed()->subscriptionCount() : 0, 3, 3000);
    QVERIFY(fleet.addressesOf(c).isEmpty()); // no subnet of C's is this Spark's
    const QList<peers::TunnelRoute> toC = fleet.routesTo(c);
    QCOMPARE(toC.size(), fleet.addressesOf(b).size());
    QVERIFY(!toC.isEmpty());
    for (const peers::TunnelRoute &route : toC) {
        QVERIFY(fleet.addressesOf(b).contains(route.firstAddress));
        QCOMPARE(route.describe(), QStringLiteral("spark-bee"));
    }
    QVERIFY(fleet.routesTo(b).isEmpty() && fleet.routesTo(d).isEmpty()); // cabled here

    // A record of a cluster this Spark is not in: no fleet page.
    record.members = {{b, QStringLiteral("spark-bee"), 1}, {c, QStringLiteral("spark-c"), 2}};
    record.seatId = b;
    record.topology = topology::Topology::TwoNode;
    record.cabling = {{b, 1, c, 1}};
    QVERIFY(record.save(state.path()));
    QTRY_VERIFY_WITH_TIMEOUT(!dashboard->fleetView(), 3000);
    QVERIFY(!dashboard->views()->tabBar()->isVisible());
    QVERIFY(!fleet.history());
}

QTEST_MAIN(TestRecordFleet)
#include "tst_recordfleet.moc"
