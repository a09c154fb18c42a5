// What the kept cluster record alone says about addresses and links (RecordAddresses): the
// plan it gives is the one ClusterPlanner made from the members' own states, for two nodes,
// the ring and a switch star, after the record went through its JSON; each member's addresses
// toward a seat, which member a set of addresses belongs to, and who is at the other end of
// each twin. Under 1 s.
#include "ClusterFixtures.h"
#include "cluster/ClusterPlanner.h"
#include "cluster/RecordAddresses.h"

#include <QTest>

using namespace sparkwire;
using namespace sparkwire::cluster;
using namespace ClusterFixtures;

class TestRecordAddresses : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameAsThePlanner_data();
    void sameAsThePlanner();
    void nothingForStrangers();
};

void TestRecordAddresses::sameAsThePlanner_data()
{
    QTest::addColumn<QChar>("seat");
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("cabling");
    QTest::newRow("two-node p1-p1") << QChar(QLatin1Char('A')) << "AB"
                                    << "A:1-B:1";
    QTest::newRow("two-node crosswise, seat B") << QChar(QLatin1Char('B')) << "AB"
                                                << "A:1-B:0";
    QTest::newRow("ring3") << QChar(QLatin1Char('A')) << "ABC"
                           << "A:0-B:1 B:0-C:1 C:0-A:1";
    QTest::newRow("ring3 p0-p0") << QChar(QLatin1Char('C')) << "ABC"
                                 << "A:0-B:0 B:1-C:0 C:1-A:1";
    QTest::newRow("switch of 4") << QChar(QLatin1Char('A')) << "ABCD"
                                 << "star:1:ABCD";
}

void TestRecordAddresses::sameAsThePlanner()
{
    QFETCH(QChar, seat);
    QFETCH(QString, letters);
    QFETCH(QString, cabling);
    ClusterPlanner::Inputs in;
    in.seatId = idOf(seat);
    in.members = members(letters);
    in.states = states(letters, cabling);
    const Result<ClusterPlan> planned = ClusterPlanner::plan(in);
    QVERIFY2(planned, qPrintable(planned ? QString() : planned.errorMessage()));
    // What a member keeps is the record's JSON, read back.
    const Result<ClusterRecord> record = ClusterRecord::fromJson(planned->record.toJson());
    QVERIFY(record);
    const Result<topology::AddressPlan> fromRecord = RecordAddresses::plan(*record);
    QVERIFY2(fromRecord, qPrintable(fromRecord ? QString() : fromRecord.errorMessage()));
    QCOMPARE(fromRecord->nodes.size(), planned->addressPlan.nodes.size());
    for (const topology::NodePlan &node : planned->addressPlan.nodes) {
        const topology::NodePlan *same = fromRecord->node(node.node);
        QVERIFY(same);
        QCOMPARE(same->netdevs.size(), node.netdevs.size());
        for (int i = 0; i < node.netdevs.size(); ++i) {
            QCOMPARE(same->netdevs.at(i).port, node.netdevs.at(i).port);
            QCOMPARE(same->netdevs.at(i).half, node.netdevs.at(i).half);
            QCOMPARE(same->netdevs.at(i).address, node.netdevs.at(i).address);
            QCOMPARE(same->netdevs.at(i).peerNode, node.netdevs.at(i).peerNode);
        }
    }
    const ClusterMember *seatMember = record->member(idOf(seat));
    const QHash<QString, QList<topology::PlannedAddress>> reachable =
        RecordAddresses::reachableFrom(*record, idOf(seat));
    QCOMPARE(reachable.size(), record->members.size() - 1);
    for (const MemberPlan &mp : planned->members) {
        // Which member these addresses are: the member itself, from its own addresses.
        QCOMPARE(RecordAddresses::memberWithAddress(
                     *record, {QStringLiteral("10.9.9.9"), mp.addresses.last().hostText()}),
                 std::optional<QString>(mp.member.id));
        QStringList towardSeat;
        for (const topology::PlannedNetdev &d : planned->addressPlan.node(mp.member.node)->netdevs)
            if (d.peerNode == seatMember->node || d.peerNode == 0)
                towardSeat << d.address.hostText();
        if (mp.member.id != idOf(seat)) {
            QVERIFY(!towardSeat.isEmpty());
            QCOMPARE(topology::PlannedAddress::hostTexts(reachable.value(mp.member.id)),
                     towardSeat);
        }
        // Each twin's other end, by the record's names; none on a switch.
        const QList<RecordAddresses::TwinPeer> peers =
            RecordAddresses::twinPeers(*record, mp.member.id);
        int cabled = 0;
        for (const topology::PlannedNetdev &d : planned->addressPlan.node(mp.member.node)->netdevs)
            if (d.peerNode != 0) {
                const RecordAddresses::TwinPeer &p = peers.at(cabled++);
                QCOMPARE(p.port, d.port);
                QCOMPARE(p.half, d.half);
                QCOMPARE(p.peerId, record->memberByNode(d.peerNode)->id);
                QCOMPARE(p.peerHostname, record->memberByNode(d.peerNode)->hostname);
            }
        QCOMPARE(peers.size(), cabled);
    }
}

void TestRecordAddresses::nothingForStrangers()
{
    ClusterPlanner::Inputs in;
    in.seatId = idOf(QLatin1Char('A'));
    in.members = members(QStringLiteral("AB"));
    in.states = states(QStringLiteral("AB"), QStringLiteral("A:1-B:1"));
    const Result<ClusterPlan> planned = ClusterPlanner::plan(in);
    QVERIFY(planned);
    const ClusterRecord &record = planned->record;
    const QString stranger = idOf(QLatin1Char('X'));
    QVERIFY(RecordAddresses::reachableFrom(record, stranger).isEmpty());
    QVERIFY(RecordAddresses::twinPeers(record, stranger).isEmpty());
    QCOMPARE(RecordAddresses::memberWithAddress(record, {QStringLiteral("10.9.9.9")}),
             std::nullopt);
    QCOMPARE(RecordAddresses::memberWithAddress(record, {}), std::nullopt);
    // Addresses of both members: it cannot be both, so neither is claimed.
    const QStringList both{planned->members.at(0).addresses.first().hostText(),
                           planned->members.at(1).addresses.first().hostText()};
    QCOMPARE(RecordAddresses::memberWithAddress(record, both), std::nullopt);
}

QTEST_GUILESS_MAIN(TestRecordAddresses)
#include "tst_recordaddresses.moc"
