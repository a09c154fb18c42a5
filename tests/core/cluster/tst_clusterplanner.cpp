// From what the members report to every member's plan: node numbers (the seat is 1, the
// cabling's order, kept numbers never change), the cabling the members heard (two nodes any
// way round, the ring, a switch star; every wrong cabling named), and the plan itself, whose
// files netplan's own parser takes and whose verify targets are the neighbours' addresses.
#include "ClusterFixtures.h"
#include "cluster/ClusterPlanner.h"
#include "cluster/NodeNumbering.h"
#include "netplan/NetplanPolicy.h"
#include "netplan/NetplanValidator.h"
#include "topology/Ipv4Subnet.h"

#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::cluster;
using namespace ClusterFixtures;

Q_DECLARE_METATYPE(sparkwire::topology::Topology)
Q_DECLARE_METATYPE(sparkwire::cluster::ClusterPlanner::Inputs)

namespace {
// A record numbering the members as "A=2 B=1".
std::optional<ClusterRecord> keptWith(const QString &numbers)
{
    if (numbers.isEmpty())
        return std::nullopt;
    ClusterRecord r;
    r.name = QStringLiteral("kept");
    r.topology = topology::Topology::Switch;
    for (const QString &entry : numbers.split(QLatin1Char(' '))) {
        const QChar letter = entry.at(0);
        r.members << member(letter, entry.mid(2).toInt());
        if (r.seatId.isEmpty())
            r.seatId = idOf(letter);
    }
    return r;
}

ClusterPlanner::Inputs inputsFor(QChar seat, const QString &letters, const QString &cabling)
{
    ClusterPlanner::Inputs in;
    in.seatId = idOf(seat);
    in.members = members(letters);
    in.states = states(letters, cabling);
    return in;
}

// The member's netdevs as the plan gives them, by name.
QHash<QString, topology::PlannedNetdev> netdevsOf(const ClusterPlan &plan, int node)
{
    QHash<QString, topology::PlannedNetdev> out;
    for (const topology::PlannedNetdev &d : plan.addressPlan.node(node)->netdevs)
        out.insert(d.netdev, d);
    return out;
}
} // namespace

class TestClusterPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void inventoryJsonRoundTrip_data();
    void inventoryJsonRoundTrip();
    void numbering_data();
    void numbering();
    void numberingCheck_data();
    void numberingCheck();
    void cabling_data();
    void cabling();
    void cablingRefused_data();
    void cablingRefused();
    void plan_data();
    void plan();
    void planUsesEachMembersNetdevNames();
    void rerunChangesNothing();
    void planRefused_data();
    void planRefused();
};

void TestClusterPlanner::inventoryJsonRoundTrip_data()
{
    QTest::addColumn<QChar>("letter");
    for (const char c : {'A', 'B', 'C', 'D'})
        QTest::newRow(qPrintable(hostnameOf(QLatin1Char(c)))) << QChar(QLatin1Char(c));
}

void TestClusterPlanner::inventoryJsonRoundTrip()
{
    // The seat plans from the inventory a member sent: it must read back whole.
    QFETCH(QChar, letter);
    const hw::HostInventory inventory = inventoryOf(letter);
    QVERIFY(!inventory.ports.isEmpty());
    const Result<hw::HostInventory> back =
        hw::InventoryJson::fromJson(hw::InventoryJson::toJson(inventory));
    QVERIFY2(back, qPrintable(back.errorMessage()));
    QVERIFY(*back == inventory);
    QJsonObject broken = hw::InventoryJson::toJson(inventory);
    QJsonArray ports = broken.value(QLatin1String("ports")).toArray();
    QJsonObject port = ports[0].toObject();
    port.insert(QLatin1String("port"), QStringLiteral("1"));
    ports[0] = port;
    broken.insert(QLatin1String("ports"), ports);
    const Result<hw::HostInventory> refused = hw::InventoryJson::fromJson(broken);
    QVERIFY(!refused);
    QVERIFY2(refused.errorMessage().contains(QLatin1String("inventory.ports[0].port")),
             qPrintable(refused.errorMessage()));
}

void TestClusterPlanner::numbering_data()
{
    QTest::addColumn<QChar>("seat");
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("cabling");
    QTest::addColumn<QString>("kept");
    QTest::addColumn<QString>("numbers");
    auto row = [](const char *name, char seat, const char *letters, const char *cabling,
                  const char *kept, const char *numbers) {
        QTest::newRow(name) << QChar(QLatin1Char(seat)) << QString::fromLatin1(letters)
                            << QString::fromLatin1(cabling) << QString::fromLatin1(kept)
                            << QString::fromLatin1(numbers);
    };
    row("two-node: the seat is 1, the peer 2", 'B', "AB", "A:1-B:1", "", "B=1 A=2");
    row("two-node crosswise", 'A', "AB", "A:1-B:0", "", "A=1 B=2");
    row("ring from the seat's port 0", 'A', "ABC", "A:0-B:1 B:0-C:1 C:0-A:1", "", "A=1 B=2 C=3");
    row("ring, another seat", 'B', "ABC", "A:0-B:1 B:0-C:1 C:0-A:1", "", "B=1 C=2 A=3");
    row("ring the other way round", 'A', "ABC", "A:0-C:1 C:0-B:1 B:0-A:1", "", "A=1 C=2 B=3");
    row("ring p0-p0", 'A', "ABC", "A:0-C:0 C:1-B:0 B:1-A:1", "", "A=1 C=2 B=3");
    row("switch: by key id", 'C', "DACB", "", "", "C=1 A=2 B=3 D=4");
    row("kept numbers stay", 'A', "AB", "A:1-B:1", "A=1 B=2", "A=1 B=2");
    row("kept record wins over the seat", 'A', "AB", "A:1-B:1", "B=1 A=2", "B=1 A=2");
    row("kept, the seat new", 'A', "ABC", "A:0-B:1 B:0-C:1 C:0-A:1", "B=1 C=2", "B=1 C=2 A=3");
    row("kept, one member replaced", 'A', "ABD", "A:0-B:1 B:0-D:1 D:0-A:1", "A=1 B=2 C=3",
        "A=1 B=2 D=3");
    row("kept number above the count", 'A', "AC", "A:1-C:1", "A=1 B=2 C=3", "A=1 C=2");
    row("kept for some, the rest by cabling", 'C', "ABC", "A:0-B:1 B:0-C:1 C:0-A:1", "A=3",
        "C=1 B=2 A=3");
}

void TestClusterPlanner::numbering()
{
    QFETCH(QChar, seat);
    QFETCH(QString, letters);
    QFETCH(QString, cabling);
    QFETCH(QString, kept);
    QFETCH(QString, numbers);
    QList<ClusterMember> people = members(letters);
    for (ClusterMember &m : people)
        m.node = 7; // ignored
    QList<ClusterCable> cables;
    if (!cabling.isEmpty()) {
        const auto found = ClusterPlanner::cablingOf(members(letters), states(letters, cabling));
        QVERIFY2(found, qPrintable(found.errorMessage()));
        cables = found->cables;
    }
    const QList<ClusterMember> numbered =
        NodeNumbering::assign(idOf(seat), people, cables, keptWith(kept));
    QCOMPARE(numbersText(numbered), numbers);
    QVERIFY(NodeNumbering::check(numbered));
}

void TestClusterPlanner::numberingCheck_data()
{
    QTest::addColumn<QString>("numbers");
    QTest::addColumn<QString>("says");
    QTest::newRow("fine") << "A=1 B=2 C=3"
                          << "";
    QTest::newRow("twice") << "A=1 B=2 C=2"
                           << "spark-b (a1a1a1a1…) and spark-c (a2a2a2a2…) both "
                              "have node number 2";
    QTest::newRow("zero") << "A=0 B=1"
                          << "spark-a (a0a0a0a0…) has node number 0";
    QTest::newRow("seventeen") << "A=1 B=17"
                               << "choose one from 1 to 16";
}

void TestClusterPlanner::numberingCheck()
{
    QFETCH(QString, numbers);
    QFETCH(QString, says);
    const Status checked = NodeNumbering::check(keptWith(numbers)->members);
    QCOMPARE(checked.ok(), says.isEmpty());
    if (!checked) {
        QCOMPARE(checked.error().code, ErrorCode::InvalidInput);
        QVERIFY2(checked.errorMessage().contains(says), qPrintable(checked.errorMessage()));
    }
}

void TestClusterPlanner::cabling_data()
{
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("cabling");
    QTest::addColumn<topology::Topology>("shape");
    QTest::addColumn<QString>("cables");
    QTest::addColumn<int>("switchPort");
    auto row = [](const char *name, const char *letters, const char *cabling,
                  topology::Topology shape, const char *cables, int port = 1) {
        QTest::newRow(name) << QString::fromLatin1(letters) << QString::fromLatin1(cabling) << shape
                            << QString::fromLatin1(cables) << port;
    };
    row("two-node p1-p1", "AB", "A:1-B:1", topology::Topology::TwoNode, "A:1-B:1");
    row("two-node crosswise p1-p0", "AB", "A:1-B:0", topology::Topology::TwoNode, "A:1-B:0");
    row("two-node p0-p0", "AB", "A:0-B:0", topology::Topology::TwoNode, "A:0-B:0");
    row("ring3", "ABC", "A:0-B:1 B:0-C:1 C:0-A:1", topology::Topology::Ring,
        "A:0-B:1 A:1-C:0 B:0-C:1");
    // p0 <-> p0 is still a ring: every port in one cable, one cable per pair.
    row("ring3 with p0-p0", "ABC", "A:0-B:0 B:1-C:0 C:1-A:1", topology::Topology::Ring,
        "A:0-B:0 A:1-C:1 B:1-C:0");
    row("ring of 4", "ABCD", "A:0-B:1 B:0-C:1 C:0-D:1 D:0-A:1", topology::Topology::Ring,
        "A:0-B:1 A:1-D:0 B:0-C:1 C:0-D:1");
    row("ring of 5, cabled the other way round", "ABCDE", "A:1-B:0 B:1-C:0 C:1-D:0 D:1-E:0 E:1-A:0",
        topology::Topology::Ring, "A:0-E:1 A:1-B:0 B:1-C:0 C:1-D:0 D:1-E:0");
    row("ring of 8", "ABCDEFGH", "A:0-B:1 B:0-C:1 C:0-D:1 D:0-E:1 E:0-F:1 F:0-G:1 G:0-H:1 H:0-A:1",
        topology::Topology::Ring,
        "A:0-B:1 A:1-H:0 B:0-C:1 C:0-D:1 D:0-E:1 E:0-F:1 F:0-G:1 G:0-H:1");
    row("switch star of 16", "ABCDEFGHIJKLMNOP", "star:1:ABCDEFGHIJKLMNOP",
        topology::Topology::Switch, "", 1);
    row("switch star of 4", "ABCD", "star:1:ABCD", topology::Topology::Switch, "", 1);
    row("switch star of 8 on port 0", "ABCDEFGH", "star:0:ABCDEFGH", topology::Topology::Switch, "",
        0);
    row("switch star of 3", "ABC", "star:1:ABC", topology::Topology::Switch, "", 1);
}

void TestClusterPlanner::cabling()
{
    QFETCH(QString, letters);
    QFETCH(QString, cabling);
    QFETCH(topology::Topology, shape);
    QFETCH(QString, cables);
    QFETCH(int, switchPort);
    const auto found = ClusterPlanner::cablingOf(members(letters), states(letters, cabling));
    QVERIFY2(found, qPrintable(found.errorMessage()));
    QCOMPARE(found->topology, shape);
    QCOMPARE(cablingText(found->cables), cables);
    if (shape == topology::Topology::Switch)
        QCOMPARE(found->switchPort, switchPort);
}

void TestClusterPlanner::cablingRefused_data()
{
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("cabling");
    QTest::addColumn<QString>("says");
    auto row = [](const char *name, const char *letters, const char *cabling, const char *says) {
        QTest::newRow(name) << QString::fromLatin1(letters) << QString::fromLatin1(cabling)
                            << QString::fromUtf8(says);
    };
    row("ring3 with a member cabled to an outsider", "ABC", "A:0-B:1 B:0-C:1 C:0-X:1",
        "spark-c (a2a2a2a2…) hears a Spark that is not a member (key b7b7b7b7…) on its port 0: "
        "add that Spark to the cluster");
    row("a member hears nobody", "ABC", "A:1-B:1",
        "spark-c (a2a2a2a2…) hears no other member and no member hears it");
    row("one member", "A", "", "a cluster needs at least 2 members");
    row("two cables between two", "AB", "A:0-B:0 A:1-B:1", "2 cables run between spark-a");
    row("one twin only", "AB", "A:1a-B:1a",
        "the cable from port 1 of spark-a (a0a0a0a0…) to port 1 of spark-b (a1a1a1a1…): twin b");
    row("ring with a cable missing", "ABC", "A:0-B:1 B:0-C:1",
        "spark-a (a0a0a0a0…) and spark-c (a2a2a2a2…) are not cabled to each other");
    row("four in a chain", "ABCD", "A:0-B:1 B:0-C:1 C:0-D:1",
        "port 1 of spark-a (a0a0a0a0…) leads to no member: in a ring each Spark's port 0 goes "
        "to the next Spark's port 1");
    row("ring of 4 with p0-p0", "ABCD", "A:0-B:0 B:1-C:0 C:1-D:0 D:1-A:1",
        "the cable from port 0 of spark-a (a0a0a0a0…) goes to port 0 of spark-b (a1a1a1a1…)");
    row("two rings of four side by side", "ABCDEFGH",
        "A:0-B:1 B:0-C:1 C:0-D:1 D:0-A:1 E:0-F:1 F:0-G:1 G:0-H:1 H:0-E:1",
        "the cables make more than one loop (4 of 8 members are cabled to spark-a");
    row("nine in a ring", "ABCDEFGHI",
        "A:0-B:1 B:0-C:1 C:0-D:1 D:0-E:1 E:0-F:1 F:0-G:1 G:0-H:1 H:0-I:1 I:0-A:1",
        "a ring takes at most 8; cable more through a switch");
    row("a port to two members", "ABC", "A:1a-B:1a A:1b-C:1b B:0-C:0",
        "port 1 of spark-a (a0a0a0a0…) leads to spark-b (a1a1a1a1…) and to spark-c");
    row("switch, one member on the other port", "ABCD", "star:1:ABC D:0-A:1 D:0-B:1 D:0-C:1",
        "through a switch every member must be cabled on the same port");
    row("switch, two members that do not hear each other", "ABCD",
        "A:1-B:1 A:1-C:1 A:1-D:1 B:1-C:1 B:1-D:1",
        "spark-c (a2a2a2a2…) and spark-d (a3a3a3a3…) do not hear each other through the switch");
    row("seventeen members", "ABCDEFGHIJKLMNOPQ", "star:1:ABCDEFGHIJKLMNOPQ",
        "17 members are more than the 16");
}

void TestClusterPlanner::cablingRefused()
{
    QFETCH(QString, letters);
    QFETCH(QString, cabling);
    QFETCH(QString, says);
    const auto found = ClusterPlanner::cablingOf(members(letters), states(letters, cabling));
    QVERIFY(!found);
    QCOMPARE(found.error().code, ErrorCode::InvalidInput);
    // The message or its detail (every problem at once) names what is wrong.
    const QString all = found.error().message + QLatin1Char('\n') + found.error().detail;
    QVERIFY2(all.contains(says), qPrintable(all));
}

void TestClusterPlanner::plan_data()
{
    QTest::addColumn<QChar>("seat");
    QTest::addColumn<QString>("letters");
    QTest::addColumn<QString>("cabling");
    QTest::addColumn<topology::Topology>("shape");
    QTest::addColumn<int>("subnets");
    QTest::addColumn<int>("checksPerMember");
    QTest::newRow("two-node p1-p1") << QChar(QLatin1Char('A')) << "AB"
                                    << "A:1-B:1" << topology::Topology::TwoNode << 2 << 2;
    QTest::newRow("two-node crosswise, seat B")
        << QChar(QLatin1Char('B')) << "AB"
        << "A:1-B:0" << topology::Topology::TwoNode << 2 << 2;
    QTest::newRow("ring3") << QChar(QLatin1Char('A')) << "ABC"
                           << "A:0-B:1 B:0-C:1 C:0-A:1" << topology::Topology::Ring << 6 << 4;
    QTest::newRow("ring3 p0-p0") << QChar(QLatin1Char('C')) << "ABC"
                                 << "A:0-B:0 B:1-C:0 C:1-A:1" << topology::Topology::Ring << 6 << 4;
    QTest::newRow("switch of 4") << QChar(QLatin1Char('A')) << "ABCD"
                                 << "star:1:ABCD" << topology::Topology::Switch << 2 << 2;
    QTest::newRow("switch of 16") << QChar(QLatin1Char('A')) << "ABCDEFGHIJKLMNOP"
                                  << "star:1:ABCDEFGHIJKLMNOP" << topology::Topology::Switch << 2
                                  << 2;
}

void TestClusterPlanner::plan()
{
    QFETCH(QChar, seat);
    QFETCH(QString, letters);
    QFETCH(QString, cabling);
    QFETCH(topology::Topology, shape);
    QFETCH(int, subnets);
    QFETCH(int, checksPerMember);
    const Result<ClusterPlan> plan = ClusterPlanner::plan(inputsFor(seat, letters, cabling));
    QVERIFY2(plan,
             qPrintable(plan ? QString() : plan.error().message + '\n' + plan.error().detail));
    QCOMPARE(plan->record.topology, shape);
    QCOMPARE(plan->record.members.size(), letters.size());
    QCOMPARE(plan->members.size(), letters.size());
    QCOMPARE(plan->record.seatId, idOf(seat));
    QCOMPARE(plan->record.memberByNode(1)->id, idOf(seat));
    QCOMPARE(plan->record.name, ClusterRecord::defaultName(plan->record.members));
    // Named after the members' paired names in node order, never after a key id.
    QVERIFY2(plan->record.name.startsWith(plan->record.memberByNode(1)->hostname + '-') &&
                 !plan->record.name.contains(idOf(seat).left(8)),
             qPrintable(plan->record.name));
    QVERIFY(ClusterRecord::fromJson(plan->record.toJson()));
    QVERIFY(!plan->unchanged());

    QSet<QString> allSubnets;
    for (const MemberPlan &mp : plan->members) {
        QVERIFY(plan->member(mp.member.id) == &mp);
        const topology::NodePlan *node = plan->addressPlan.node(mp.member.node);
        QVERIFY(node);
        const hw::HostInventory inventory = inventoryOf(letterOf(mp.member.id));
        // The member's own netdevs, each twin on its own subnet, host part = node number.
        QSet<QString> ownSubnets;
        QStringList addresses;
        for (const topology::PlannedNetdev &d : node->netdevs) {
            QVERIFY2(inventory.findNetdev(d.netdev), qPrintable(d.netdev));
            QVERIFY(!ownSubnets.contains(d.subnet));
            ownSubnets.insert(d.subnet);
            allSubnets.insert(d.subnet);
            quint32 host = 0;
            QVERIFY(topology::Ipv4Subnet::parseInterface(d.address.toString(), &host));
            QCOMPARE(int(host & 0xff), mp.member.node);
            addresses << d.address.hostText();
        }
        QCOMPARE(topology::PlannedAddress::hostTexts(mp.addresses), addresses);
        QVERIFY(!mp.unchanged);
        QVERIFY(mp.current.isEmpty());

        // Netplan's own parser takes the member's file, and so does the helper's policy.
        QCOMPARE(netplan::NetplanPolicy(inventory.cx7Netdevs()).check(mp.netplan), QStringList());
        QTemporaryDir root;
        const auto issues = netplan::NetplanValidator().validate(root.path(), mp.netplan);
        QVERIFY2(issues && issues->isEmpty(),
                 qPrintable(issues ? issues->value(0).toString() : issues.errorMessage()));

        // Every verify target is a neighbour's planned address on that twin's subnet.
        QCOMPARE(mp.checks.size(), checksPerMember);
        const auto own = netdevsOf(*plan, mp.member.node);
        QSet<QString> targets;
        for (const bench::TwinCheckTarget &t : mp.checks) {
            QVERIFY2(own.contains(t.netdev), qPrintable(t.netdev));
            QCOMPARE(t.mtu, 9000);
            const auto subnet = topology::Ipv4Subnet::parse(own.value(t.netdev).subnet);
            bool found = false;
            for (const MemberPlan &other : plan->members) {
                if (other.member.id == mp.member.id)
                    continue;
                for (const topology::PlannedNetdev &d :
                     plan->addressPlan.node(other.member.node)->netdevs)
                    if (d.subnet == subnet->toString() && d.address.hostText() == t.peerAddress) {
                        found = true;
                        // Direct cables: the neighbour at the other end of this very cable;
                        // a switch: the next member by node number.
                        if (shape != topology::Topology::Switch)
                            QCOMPARE(own.value(t.netdev).peerNode, other.member.node);
                        else
                            QCOMPARE(other.member.node,
                                     mp.member.node % int(plan->members.size()) + 1);
                    }
            }
            QVERIFY2(found, qPrintable(t.netdev + QLatin1String(" -> ") + t.peerAddress));
            QVERIFY(!targets.contains(t.netdev + t.peerAddress));
            targets.insert(t.netdev + t.peerAddress);
        }
    }
    QCOMPARE(allSubnets.size(), subnets);
}

void TestClusterPlanner::planUsesEachMembersNetdevNames()
{
    // B is an mlx5-named Spark cabled on its port 0 to A's port 1: each file names its own
    // netdevs, the two ends of each twin share a subnet, and nothing overlaps the members'
    // management LAN (192.168.1.0/24 on every fixture).
    const Result<ClusterPlan> plan = ClusterPlanner::plan(
        inputsFor(QLatin1Char('A'), QStringLiteral("AB"), QStringLiteral("A:1-B:0")));
    QVERIFY2(plan, qPrintable(plan.errorMessage()));
    const MemberPlan *a = plan->member(idOf(QLatin1Char('A')));
    const MemberPlan *b = plan->member(idOf(QLatin1Char('B')));
    QVERIFY(a && b);
    QVERIFY(a->netplan.contains("\"enp1s0f1np1\":")); // the policy's canonical form quotes names
    QVERIFY(a->netplan.contains("\"enP2p1s0f1np1\":"));
    QVERIFY(!a->netplan.contains("enp1s0f0np0"));
    const QString bPort0a = netdevOf(QLatin1Char('B'), 0, 0);
    const QString bPort0b = netdevOf(QLatin1Char('B'), 0, 1);
    QVERIFY(!bPort0a.startsWith(QLatin1String("enp")));
    QVERIFY2(b->netplan.contains(QByteArray("\"" + bPort0a.toUtf8() + "\":")),
             b->netplan.constData());
    QVERIFY(b->netplan.contains(QByteArray("\"" + bPort0b.toUtf8() + "\":")));
    QCOMPARE(topology::PlannedAddress::hostTexts(a->addresses),
             QStringList({"192.168.177.1", "192.168.178.1"}));
    QCOMPARE(topology::PlannedAddress::hostTexts(b->addresses),
             QStringList({"192.168.177.2", "192.168.178.2"}));
    QCOMPARE(plan->record.cabling,
             QList<ClusterCable>({{idOf(QLatin1Char('A')), 1, idOf(QLatin1Char('B')), 0}}));
}

void TestClusterPlanner::rerunChangesNothing()
{
    // Every member already has its file and keeps the record: unchanged, numbers kept, even
    // when the seat of the re-run is another member (kept record wins over "seat is 1").
    ClusterPlanner::Inputs in = inputsFor(QLatin1Char('A'), QStringLiteral("ABC"),
                                          QStringLiteral("A:0-B:1 B:0-C:1 C:0-A:1"));
    in.name = QStringLiteral("lab ring");
    const Result<ClusterPlan> first = ClusterPlanner::plan(in);
    QVERIFY2(first, qPrintable(first.errorMessage()));
    ClusterRecord kept = first->record;
    kept.plannedAt = kept.plannedAt.addSecs(-3600);
    for (MemberState &s : in.states) {
        s.currentCx7 = first->member(s.id)->netplan;
        s.record = kept;
    }
    in.name.clear(); // the kept name stays
    const Result<ClusterPlan> again = ClusterPlanner::plan(in);
    QVERIFY2(again, qPrintable(again.errorMessage()));
    QVERIFY(again->unchanged());
    QCOMPARE(again->record.name, QStringLiteral("lab ring"));
    QCOMPARE(again->record.members, first->record.members);
    for (const MemberPlan &mp : again->members)
        QVERIFY(mp.unchanged);

    // One member's file differs: not unchanged, and only that member has something to try.
    in.states[1].currentCx7 += "# edited by hand\n";
    const Result<ClusterPlan> edited = ClusterPlanner::plan(in);
    QVERIFY(edited && !edited->unchanged());
    QVERIFY(!edited->member(in.states[1].id)->unchanged);
    QVERIFY(edited->member(in.states[0].id)->unchanged);
    in.states[1].currentCx7 = first->member(in.states[1].id)->netplan;

    // A member that keeps no record yet: not unchanged either (it has a record to store).
    in.states[2].record.reset();
    QVERIFY(!ClusterPlanner::plan(in)->unchanged());

    // From B as the seat: B keeps node 2 (the record is kept), C keeps 3.
    in.states[2].record = kept;
    in.seatId = idOf(QLatin1Char('B'));
    const Result<ClusterPlan> fromB = ClusterPlanner::plan(in);
    QVERIFY2(fromB, qPrintable(fromB.errorMessage()));
    QCOMPARE(numbersText(fromB->record.members), QStringLiteral("A=1 B=2 C=3"));
    for (const MemberPlan &mp : fromB->members)
        QVERIFY(mp.unchanged);
    QVERIFY(!fromB->unchanged()); // another seat: the record changes (its seat_id)
}

void TestClusterPlanner::planRefused_data()
{
    QTest::addColumn<ClusterPlanner::Inputs>("inputs");
    QTest::addColumn<QString>("says");
    const ClusterPlanner::Inputs two =
        inputsFor(QLatin1Char('A'), QStringLiteral("AB"), QStringLiteral("A:1-B:1"));
    ClusterPlanner::Inputs in = two;
    in.seatId = idOf(QLatin1Char('X'));
    QTest::newRow("seat not a member") << in << "the seat (b7b7b7b7…) is not one of the members";
    in = two;
    in.states.removeLast();
    QTest::newRow("a member without state") << in << "spark-b (a1a1a1a1…) sent no state";
    in = two;
    in.states << in.states.first();
    QTest::newRow("two states from one member") << in << "two states came from a0a0a0a0…";
    in = two;
    in.members[0].node = 1;
    QTest::newRow("some numbers chosen") << in << "choose a node number for every member";
    in.members[1].node = 1;
    QTest::newRow("a number twice") << in
                                    << "spark-a (a0a0a0a0…) and spark-b (a1a1a1a1…) both "
                                       "have node number 1";
    in.members[1].node = 3;
    QTest::newRow("a number above the count") << in
                                              << "spark-b (a1a1a1a1…) has node number 3, "
                                                 "but 2 members are numbered 1 to 2";
    in = two;
    in.subnetBase = QStringLiteral("192.168.1.0/24");
    QTest::newRow("overlaps a member's management LAN")
        << in << "overlaps 192.168.1.0/24 already on this host (address on enP7s7 of spark-a)";
    in = two;
    // Issue #25: what the seat reaches outside its CX-7 ports, inside the first subnet.
    in.seatInUse = {{QStringLiteral("192.168.177.53/32"),
                     QStringLiteral("192.168.177.53 (a nameserver in etc/resolv.conf) through "
                                    "enP7s7 on this Spark")}};
    QTest::newRow("holds a destination the seat reaches another way")
        << in
        << "192.168.177.0/24 (cable 1 twin a) overlaps 192.168.177.53/32 already on this host "
           "(192.168.177.53 (a nameserver in etc/resolv.conf) through enP7s7 on this Spark); "
           "choose another subnet base";
    in.subnetBase = QStringLiteral("192.168.180.0/24");
    QTest::newRow("a destination in the other twin's subnet") << [&] {
        ClusterPlanner::Inputs other = in;
        other.seatInUse << hw::NetworkInUse{QStringLiteral("192.168.181.1/32"),
                                            QStringLiteral("a gateway")};
        return other;
    }() << "overlaps 192.168.181.1/32 already on this host (a gateway)";
    in = two;
    in.mtu = 100000;
    QTest::newRow("MTU") << in << "MTU 100000 is outside";
    in = two;
    in.name = QStringLiteral("a\u202ename");
    QTest::newRow("name with a bidi override") << in << "the cluster name must be plain text";
    in = two;
    in.members[1].hostname = QStringLiteral("spark b");
    QTest::newRow("hostname") << in << "\"spark b\" is not a hostname";
    in = two;
    QJsonObject inventory = QJsonDocument::fromJson(in.states[1].inventory).object();
    QJsonArray ports = inventory.value(QLatin1String("ports")).toArray();
    QJsonObject port = ports[0].toObject();
    port.insert(QLatin1String("netdev"), QStringLiteral("ens1 f0a"));
    ports[0] = port;
    inventory.insert(QLatin1String("ports"), ports);
    in.states[1].inventory = QJsonDocument(inventory).toJson(QJsonDocument::Compact);
    QTest::newRow("a netdev name netplan cannot take")
        << in << "spark-b (a1a1a1a1…) reports a CX-7 netdev named \"ens1 f0a\"";
    in.states[1].inventory = "{\"hostname\":1}";
    QTest::newRow("an inventory that cannot be read")
        << in << "spark-b (a1a1a1a1…) sent an inventory this Spark cannot read";
}

void TestClusterPlanner::planRefused()
{
    QFETCH(ClusterPlanner::Inputs, inputs);
    QFETCH(QString, says);
    const Result<ClusterPlan> plan = ClusterPlanner::plan(inputs);
    QVERIFY(!plan);
    QCOMPARE(plan.error().code, ErrorCode::InvalidInput);
    const QString all = plan.error().message + QLatin1Char('\n') + plan.error().detail;
    QVERIFY2(all.contains(says), qPrintable(all));
}

QTEST_GUILESS_MAIN(TestClusterPlanner)
#include "tst_clusterplanner.moc"
