// What the seat works out about distance on the fabric: the kept record's cable hops (the order
// of the tries, the fleet's tunnels) and, from the members' neighbour tables, the routes of
// tunnels to members beyond its cables (docs/security.md, "Members more than one hop away").
#include "ClusterFixtures.h"
#include "RecordFixtures.h"
#include "cluster/ClusterRecord.h"
#include "cluster/FabricRoutes.h"

#include <QTest>

using namespace sparkwire;
using namespace sparkwire::cluster;
using namespace ClusterFixtures;

Q_DECLARE_METATYPE(sparkwire::cluster::ClusterRecord)

class TestFabricRoutes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cableHopsFrom_data();
    void cableHopsFrom();
    void membersBetween_data();
    void membersBetween();
    void fabricRoutes_data();
    void fabricRoutes();
};

void TestFabricRoutes::cableHopsFrom_data()
{
    QTest::addColumn<ClusterRecord>("record");
    QTest::addColumn<QString>("hops"); // each member's hops from A, in letter order
    QTest::newRow("two nodes") << twoNodeRecord() << "01";
    QTest::newRow("ring of three") << ringOf(3) << "011";
    QTest::newRow("ring of four") << ringOf(4) << "0121";
    QTest::newRow("ring of six") << ringOf(6) << "012321";
    QTest::newRow("ring of eight") << ringOf(8) << "01234321";
    ClusterRecord star = ringOf(5);
    star.topology = topology::Topology::Switch;
    star.cabling.clear();
    QTest::newRow("a switch") << star << "01111";
    ClusterRecord cut = ringOf(4);
    cut.cabling.removeLast(); // D-A gone: D is three hops the other way round
    QTest::newRow("a ring with a cable missing") << cut << "0123";
}

void TestFabricRoutes::cableHopsFrom()
{
    QFETCH(ClusterRecord, record);
    QFETCH(QString, hops);
    const QHash<QString, int> got = record.cableHopsFrom(idOf(QLatin1Char('A')));
    QString text;
    for (const ClusterMember &m : std::as_const(record.members))
        text += QString::number(got.value(m.id, -1));
    QCOMPARE(text, hops);
}

void TestFabricRoutes::membersBetween_data()
{
    QTest::addColumn<ClusterRecord>("record");
    QTest::addColumn<QChar>("to");
    QTest::addColumn<QString>("between"); // letters, from A's side
    QTest::newRow("cabled together") << ringOf(6) << QChar('B') << "";
    QTest::newRow("two hops") << ringOf(6) << QChar('E') << "F";
    QTest::newRow("three hops") << ringOf(6) << QChar('D') << "BC";
    QTest::newRow("four hops") << ringOf(8) << QChar('E') << "BCD";
    QTest::newRow("itself") << ringOf(4) << QChar('A') << "";
    ClusterRecord star = ringOf(5);
    star.cabling.clear();
    QTest::newRow("a switch") << star << QChar('D') << "";
}

void TestFabricRoutes::membersBetween()
{
    QFETCH(ClusterRecord, record);
    QFETCH(QChar, to);
    QFETCH(QString, between);
    QString got;
    for (const QString &id : record.membersBetween(idOf(QLatin1Char('A')), idOf(to)))
        got += letterOf(id);
    QCOMPARE(got, between);
}

void TestFabricRoutes::fabricRoutes_data()
{
    QTest::addColumn<int>("ring");       // members A.. in a ring, each hearing its two neighbours
    QTest::addColumn<QString>("learnt"); // whose neighbour tables the seat A has read
    QTest::addColumn<QString>("unpaired");
    QTest::addColumn<QChar>("target");
    QTest::addColumn<QStringList>("routes"); // "first-address: hop > hop"
    QTest::newRow("ring of six, the far side")
        << 6 << "BCDEF"
        << "" << QChar('D')
        << QStringList{"fe80::b: spark-b > spark-c", "fe80::f: spark-f > spark-e"};
    QTest::newRow("ring of eight, four hops")
        << 8 << "BCDEFGH"
        << "" << QChar('E')
        << QStringList{"fe80::b: spark-b > spark-c > spark-d",
                       "fe80::h: spark-h > spark-g > spark-f"};
    QTest::newRow("two hops is a relay's; the long way round a tunnel's")
        << 6 << "BCDEF"
        << "" << QChar('C') << QStringList{"fe80::f: spark-f > spark-e > spark-d"};
    QTest::newRow("ring of four: never through the seat") << 4 << "BCD"
                                                          << "" << QChar('C') << QStringList();
    QTest::newRow("only through paired Sparks")
        << 6 << "BCDEF"
        << "C" << QChar('D') << QStringList{"fe80::f: spark-f > spark-e"};
    QTest::newRow("nothing known beyond the neighbours") << 6 << "BF"
                                                         << "" << QChar('D') << QStringList();
}

void TestFabricRoutes::fabricRoutes()
{
    QFETCH(int, ring);
    QFETCH(QString, learnt);
    QFETCH(QString, unpaired);
    QFETCH(QChar, target);
    QFETCH(QStringList, routes);
    const auto letter = [](int i) { return QChar(QLatin1Char('A' + i)); };
    FabricRoutes fabric;
    for (int i = 0; i < ring; ++i) {
        if (!learnt.contains(letter(i)))
            continue;
        HeardLink left, right;
        left.peerId = idOf(letter((i + ring - 1) % ring));
        right.peerId = idOf(letter((i + 1) % ring));
        fabric.learn(idOf(letter(i)), {left, right});
    }
    // The seat hears its two neighbours on its own cables.
    const QList<peers::RelayVia> neighbours = {
        {idOf(letter(1)), hostnameOf(letter(1)), QStringLiteral("fe80::b")},
        {idOf(letter(ring - 1)), hostnameOf(letter(ring - 1)),
         QStringLiteral("fe80::") + QChar(letter(ring - 1)).toLower()}};
    const QList<peers::TunnelRoute> got = fabric.routesTo(
        idOf(target), idOf(QLatin1Char('A')), neighbours,
        [&](const QString &id) { return !unpaired.contains(letterOf(id)); },
        [](const QString &id) { return hostnameOf(letterOf(id)); });
    QStringList text;
    for (const peers::TunnelRoute &r : got)
        text << r.firstAddress + QStringLiteral(": ") + r.describe();
    QCOMPARE(text, routes);
}

QTEST_GUILESS_MAIN(TestFabricRoutes)
#include "tst_fabricroutes.moc"
