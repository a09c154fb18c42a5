// What a neighbour table means, table-driven over synthetic tables: topology and warnings
// for every cabling the testbed builds, and the cases it cannot (two cables to one peer).
#include "discovery/CablingMap.h"
#include "discovery/CablingPlan.h"
#include "topology/AddressPlanner.h"

#include <QTest>

using namespace sparkwire::discovery;

namespace {
// "lp lh peer pp ph": local port/half -> peer host, peer port/half
QList<NeighbourLink> links(const QStringList &rows)
{
    QList<NeighbourLink> out;
    for (const QString &row : rows) {
        const QStringList f = row.split(QLatin1Char(' '));
        NeighbourLink l;
        l.localPort = f[0].toInt();
        l.localHalf = f[1].toInt();
        l.localNetdev = QStringLiteral("l%1%2").arg(l.localPort).arg(l.localHalf);
        l.peerHostname = f[2];
        l.peerId = QString(64, f[2].back());
        l.peerPort = f[3].toInt();
        l.peerHalf = f[4].toInt();
        l.peerNetdev = QStringLiteral("p%1%2").arg(l.peerPort).arg(l.peerHalf);
        out << l;
    }
    return out;
}
} // namespace

class TestCablingMap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void classify_data();
    void classify();
    void planFromCabling_data();
    void planFromCabling();
};

void TestCablingMap::classify_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QStringList>("warnings");
    QTest::addColumn<int>("peers");
    QTest::newRow("nothing") << QStringList() << "none" << QStringList() << 0;
    QTest::newRow("two-node p1") << QStringList{"1 0 b 1 0", "1 1 b 1 1"} << "two-node"
                                 << QStringList() << 1;
    QTest::newRow("two-node crosswise")
        << QStringList{"1 0 b 0 0", "1 1 b 0 1"} << "two-node" << QStringList() << 1;
    QTest::newRow("one twin") << QStringList{"1 0 b 1 0"} << "partial" << QStringList{"one-twin"}
                              << 1;
    QTest::newRow("two cables to one peer")
        << QStringList{"0 0 b 0 0", "0 1 b 0 1", "1 0 b 1 0", "1 1 b 1 1"} << "two-node"
        << QStringList{"two-cables"} << 1;
    QTest::newRow("ring right") << QStringList{"0 0 b 1 0", "0 1 b 1 1", "1 0 c 0 0", "1 1 c 0 1"}
                                << "ring3" << QStringList() << 2;
    QTest::newRow("ring p0-p0") << QStringList{"0 0 b 0 0", "0 1 b 0 1", "1 0 c 1 0", "1 1 c 1 1"}
                                << "ring3" << QStringList{"ring-p0-p0"} << 2;
    QTest::newRow("ring, one twin missing") << QStringList{"0 0 b 1 0", "1 0 c 0 0", "1 1 c 0 1"}
                                            << "partial" << QStringList{"one-twin"} << 2;
    QTest::newRow("switch") << QStringList{"1 0 b 1 0", "1 0 c 1 0", "1 1 b 1 1", "1 1 c 1 1"}
                            << "switch" << QStringList() << 2;
    QTest::newRow("peer on both ports")
        << QStringList{"0 0 b 0 0", "0 1 b 0 1", "1 0 b 1 0", "1 1 b 1 1", "1 0 c 0 0", "1 1 c 0 1"}
        << "switch" << QStringList() << 2;
}

void TestCablingMap::classify()
{
    QFETCH(QStringList, rows);
    QFETCH(QStringList, warnings);
    const CablingMap map = CablingMap::fromLinks(links(rows));
    QTEST(map.topology, "topology");
    QTEST(int(map.peers.size()), "peers");
    QStringList ids;
    for (const CablingWarning &w : map.warnings) {
        ids << w.id;
        QVERIFY(w.message.size() > 40); // cause, evidence and fix, not just a code
    }
    QCOMPARE(ids, warnings);
}

void TestCablingMap::planFromCabling_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<bool>("plannable");
    QTest::addColumn<QString>("thisNodeNetdevs"); // local port/half of node 1's planned netdevs
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("code"); // the ErrorCode when not plannable
    QTest::newRow("two-node p1") << QStringList{"1 0 b 1 0", "1 1 b 1 1"} << true << "10 11" << 2
                                 << -1;
    QTest::newRow("two-node crosswise")
        << QStringList{"1 0 b 0 0", "1 1 b 0 1"} << true << "10 11" << 2 << -1;
    QTest::newRow("ring") << QStringList{"0 0 b 1 0", "0 1 b 1 1", "1 0 c 0 0", "1 1 c 0 1"} << true
                          << "00 01 10 11" << 3 << -1;
    QTest::newRow("switch") << QStringList{"1 0 b 1 0", "1 0 c 1 0", "1 1 b 1 1", "1 1 c 1 1"}
                            << true << "10 11" << 3 << -1;
    QTest::newRow("partial") << QStringList{"1 0 b 1 0"} << false << "" << 0
                             << int(sparkwire::ErrorCode::InvalidInput);
    QTest::newRow("none") << QStringList() << false << "" << 0
                          << int(sparkwire::ErrorCode::NotFound);
}

void TestCablingMap::planFromCabling()
{
    QFETCH(QStringList, rows);
    QFETCH(bool, plannable);
    const auto spec =
        specFromCabling(CablingMap::fromLinks(links(rows)), sparkwire::topology::TopologySpec());
    QCOMPARE(spec.ok(), plannable);
    if (!spec) {
        QVERIFY(!spec.errorMessage().isEmpty());
        QTEST(int(spec.error().code), "code");
        return;
    }
    QTEST(spec->nodes, "nodes");
    const sparkwire::topology::PlanResult plan = sparkwire::topology::AddressPlanner().plan(*spec);
    QVERIFY2(plan.ok(), qPrintable(plan.messages().join('\n')));
    QStringList mine;
    for (const auto &d : plan.plan.node(1)->netdevs)
        mine << QStringLiteral("%1%2").arg(d.port).arg(d.half);
    QTEST(mine.join(' '), "thisNodeNetdevs");
    // Every node's planned ports are the ports its cables use (never one twin, never a free port).
    for (const auto &node : plan.plan.nodes)
        QCOMPARE(node.netdevs.size() % 2, 0);
}

QTEST_GUILESS_MAIN(TestCablingMap)
#include "tst_cablingmap.moc"
