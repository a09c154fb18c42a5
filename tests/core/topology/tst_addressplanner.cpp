// The addressing rules, table-driven over every topology and node: one subnet per
// cable-twin, never both twins of a node on one subnet, the same subnet on both ends of a
// cable, unique hosts, MTU, determinism; and every way a spec can be refused.
#include "topology/AddressPlanner.h"
#include "topology/PlanJson.h"

#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::topology;

Q_DECLARE_METATYPE(Topology)

class TestAddressPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
    void twoNodeAddresses();
    void ringCabling();
    void ringOfN_data();
    void ringOfN();
    void switchStar();
    void linkLocal();
    void discoveredCables();
    void localNames();
    void refused_data();
    void refused();
    void subnets_data();
    void subnets();
};

void TestAddressPlanner::rules_data()
{
    QTest::addColumn<Topology>("topology");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("base");
    QTest::newRow("two-node port 1") << Topology::TwoNode << 2 << 1 << "192.168.177.0/24";
    QTest::newRow("two-node port 0") << Topology::TwoNode << 2 << 0 << "10.50.0.0/24";
    QTest::newRow("two-node /30") << Topology::TwoNode << 2 << 1 << "10.0.0.0/30";
    QTest::newRow("ring3") << Topology::Ring << 3 << 1 << "192.168.177.0/24";
    QTest::newRow("ring3 /29") << Topology::Ring << 3 << 1 << "172.20.0.0/29";
    for (int n = 4; n <= 8; ++n)
        QTest::newRow(qPrintable(QStringLiteral("ring of %1").arg(n)))
            << Topology::Ring << n << 1 << "192.168.177.0/24";
    for (int n : {2, 4, 8, 16})
        QTest::newRow(qPrintable(QStringLiteral("switch %1 port 0").arg(n)))
            << Topology::Switch << n << 0 << "10.100.0.0/24";
    QTest::newRow("switch 5 port 1") << Topology::Switch << 5 << 1 << "192.168.200.0/24";
}

void TestAddressPlanner::rules()
{
    QFETCH(Topology, topology);
    QFETCH(int, nodes);
    QFETCH(int, port);
    QFETCH(QString, base);
    TopologySpec spec;
    spec.topology = topology;
    spec.nodes = nodes;
    spec.port = port;
    spec.subnetBase = base;
    const PlanResult result = AddressPlanner().plan(spec);
    QVERIFY2(result.ok(), qPrintable(result.messages().join('\n')));
    QCOMPARE(result.plan.nodes.size(), nodes);

    QHash<QString, QSet<QString>> hostsPerSubnet;
    QHash<QString, QSet<int>> nodesPerSubnet;
    for (const NodePlan &node : result.plan.nodes) {
        QVERIFY(!node.netdevs.isEmpty());
        QSet<QString> ownSubnets;
        for (const PlannedNetdev &d : node.netdevs) {
            // Never two of a node's netdevs on one subnet (the twins-on-one-subnet failure).
            QVERIFY2(!ownSubnets.contains(d.subnet), qPrintable(d.subnet));
            ownSubnets.insert(d.subnet);
            quint32 host = 0;
            QVERIFY(Ipv4Subnet::parseInterface(d.address.toString(), &host));
            QVERIFY2(Ipv4Subnet::parse(d.subnet)->contains(host), qPrintable(d.address.toString()));
            QVERIFY2(!hostsPerSubnet[d.subnet].contains(d.address.toString()),
                     qPrintable(d.address.toString()));
            hostsPerSubnet[d.subnet].insert(d.address.toString());
            nodesPerSubnet[d.subnet].insert(node.node);
            if (topology != Topology::Ring)
                QCOMPARE(d.port, port);
        }
        // Every node uses both twins of each cabled port.
        QCOMPARE(node.netdevs.size() % 2, 0);
    }
    // Both ends of a cable (or every switch member) share each of its subnets.
    const int expectedPerSubnet = topology == Topology::Switch ? nodes : 2;
    for (auto it = nodesPerSubnet.cbegin(); it != nodesPerSubnet.cend(); ++it)
        QCOMPARE(it.value().size(), expectedPerSubnet);
    // A ring: one subnet per cable-twin, and as many cables as nodes.
    QCOMPARE(nodesPerSubnet.size(), topology == Topology::Ring ? nodes * 2 : 2);

    // Deterministic: the same input, byte for byte the same plan.
    const PlanResult again = AddressPlanner().plan(spec);
    QCOMPARE(QJsonDocument(planToJson(again.plan)).toJson(),
             QJsonDocument(planToJson(result.plan)).toJson());
}

void TestAddressPlanner::twoNodeAddresses()
{
    const PlanResult r = AddressPlanner().plan(TopologySpec());
    QVERIFY(r.ok());
    const NodePlan *n2 = r.plan.node(2);
    QVERIFY(n2);
    QCOMPARE(n2->netdevs.size(), 2);
    QCOMPARE(n2->netdevs[0].netdev, QStringLiteral("enp1s0f1np1"));
    QCOMPARE(n2->netdevs[0].address.toString(), QStringLiteral("192.168.177.2/24"));
    QCOMPARE(n2->netdevs[1].netdev, QStringLiteral("enP2p1s0f1np1"));
    QCOMPARE(n2->netdevs[1].address.toString(), QStringLiteral("192.168.178.2/24"));
    QCOMPARE(n2->netdevs[1].peerNode, 1);
    QCOMPARE(n2->netdevs[1].peerPort, 1);
}

void TestAddressPlanner::ringCabling()
{
    TopologySpec spec;
    spec.topology = Topology::Ring;
    spec.nodes = 3;
    const PlanResult r = AddressPlanner().plan(spec);
    QVERIFY(r.ok());
    // node1 p0 -> node2 p1, node2 p0 -> node3 p1, node3 p0 -> node1 p1: all four netdevs used.
    for (const NodePlan &node : r.plan.nodes) {
        QCOMPARE(node.netdevs.size(), 4);
        QCOMPARE(node.netdevs[0].port, 0);
        QCOMPARE(node.netdevs[0].peerNode, node.node % 3 + 1);
        QCOMPARE(node.netdevs[0].peerPort, 1);
        QCOMPARE(node.netdevs[2].port, 1);
        QCOMPARE(node.netdevs[2].peerPort, 0);
    }
    // Cable 3 (node3 p0 <-> node1 p1) uses the 5th and 6th subnets; host = node number.
    QCOMPARE(r.plan.node(1)->netdevs[2].address.toString(), QStringLiteral("192.168.181.1/24"));
    QCOMPARE(r.plan.node(1)->netdevs[3].address.toString(), QStringLiteral("192.168.182.1/24"));
    QCOMPARE(r.plan.node(3)->netdevs[0].address.toString(), QStringLiteral("192.168.181.3/24"));
}

void TestAddressPlanner::ringOfN_data()
{
    QTest::addColumn<int>("nodes");
    for (int n = 3; n <= 8; ++n)
        QTest::newRow(qPrintable(QStringLiteral("ring of %1").arg(n))) << n;
}

void TestAddressPlanner::ringOfN()
{
    QFETCH(int, nodes);
    TopologySpec spec;
    spec.topology = Topology::Ring;
    spec.nodes = nodes;
    const PlanResult r = AddressPlanner().plan(spec);
    QVERIFY2(r.ok(), qPrintable(r.messages().join('\n')));
    // Each node's port 0 to the next node's port 1, the last back to node 1.
    QCOMPARE(r.plan.cables.size(), nodes);
    for (int i = 0; i < nodes; ++i)
        QCOMPARE(r.plan.cables[i], (Cable{i + 1, 0, (i + 1) % nodes + 1, 1}));
    for (const NodePlan &node : r.plan.nodes) {
        QCOMPARE(node.netdevs.size(), 4);
        const int next = node.node % nodes + 1;
        const int previous = (node.node + nodes - 2) % nodes + 1;
        QCOMPARE(node.netdevs[0].peerNode, next);
        QCOMPARE(node.netdevs[2].peerNode, previous);
        // The twins of port 0 share subnets with the next node's port 1, and only with it.
        const NodePlan *other = r.plan.node(next);
        QCOMPARE(node.netdevs[0].subnet, other->netdevs[2].subnet);
        QCOMPARE(node.netdevs[1].subnet, other->netdevs[3].subnet);
        QCOMPARE(node.netdevs[0].address.hostText(),
                 QStringLiteral("192.168.%1.%2").arg(177 + (node.node - 1) * 2).arg(node.node));
    }
}

void TestAddressPlanner::switchStar()
{
    TopologySpec spec;
    spec.topology = Topology::Switch;
    spec.nodes = 16;
    spec.port = 0;
    const PlanResult r = AddressPlanner().plan(spec);
    QVERIFY(r.ok());
    QCOMPARE(r.plan.node(16)->netdevs[0].address.toString(), QStringLiteral("192.168.177.16/24"));
    QCOMPARE(r.plan.node(16)->netdevs[1].address.toString(), QStringLiteral("192.168.178.16/24"));
    QCOMPARE(r.plan.node(16)->netdevs[0].peerNode, 0);
    QVERIFY(r.plan.cables.isEmpty());
}

void TestAddressPlanner::linkLocal()
{
    TopologySpec spec;
    spec.addressing = Addressing::LinkLocal;
    spec.subnetBase = QStringLiteral("not used in this mode");
    const PlanResult r = AddressPlanner().plan(spec);
    QVERIFY2(r.ok(), qPrintable(r.messages().join('\n')));
    for (const PlannedNetdev &d : r.plan.node(1)->netdevs) {
        QVERIFY(d.address.isNull());
        QVERIFY(d.subnet.isEmpty());
    }
}

void TestAddressPlanner::discoveredCables()
{
    // A two-node pair cabled crosswise (node 1 port 1 to node 2 port 0), as discovery reports it.
    TopologySpec spec;
    spec.cables = QList<Cable>{{1, 1, 2, 0}};
    const PlanResult r = AddressPlanner().plan(spec);
    QVERIFY(r.ok());
    QCOMPARE(r.plan.node(1)->netdevs[0].netdev, QStringLiteral("enp1s0f1np1"));
    QCOMPARE(r.plan.node(2)->netdevs[0].netdev, QStringLiteral("enp1s0f0np0"));
    QCOMPARE(r.plan.node(2)->netdevs[0].subnet, r.plan.node(1)->netdevs[0].subnet);
}

void TestAddressPlanner::localNames()
{
    AddressPlanner planner;
    NetdevNames names;
    names.set(1, 0, QStringLiteral("ens1f1a"));
    names.set(1, 1, QStringLiteral("ens1f1b"));
    planner.setNames(1, names);
    const PlanResult r = planner.plan(TopologySpec());
    QCOMPARE(r.plan.node(1)->netdevs[1].netdev, QStringLiteral("ens1f1b"));
    QCOMPARE(r.plan.node(2)->netdevs[1].netdev, QStringLiteral("enP2p1s0f1np1")); // peer: defaults
}

void TestAddressPlanner::refused_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("topology");
    QTest::addColumn<int>("port");
    QTest::addColumn<int>("mtu");
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("inUse");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("input"); // the PlanInput a form would mark
    QTest::newRow("two-node of 3") << 3 << 0 << 1 << 9000 << "192.168.177.0/24"
                                   << ""
                                   << "exactly 2 nodes" << int(PlanInput::Nodes);
    QTest::newRow("ring of 2") << 2 << 1 << 1 << 9000 << "192.168.177.0/24"
                               << ""
                               << "3 to 8 nodes, not 2" << int(PlanInput::Nodes);
    QTest::newRow("ring of 9") << 9 << 1 << 1 << 9000 << "192.168.177.0/24"
                               << ""
                               << "3 to 8 nodes, not 9" << int(PlanInput::Nodes);
    // Eight cables of two twins: sixteen /24s from 192.168.250.0 run past 192.168.255.0.
    QTest::newRow("ring of 8 past the range") << 8 << 1 << 1 << 9000 << "192.168.250.0/24"
                                              << ""
                                              << "not a private range" << int(PlanInput::Subnet);
    QTest::newRow("switch of 17") << 17 << 2 << 1 << 9000 << "192.168.177.0/24"
                                  << ""
                                  << "2 to 16 nodes" << int(PlanInput::Nodes);
    QTest::newRow("port 2") << 2 << 0 << 2 << 9000 << "192.168.177.0/24"
                            << ""
                            << "port must be 0 or 1" << int(PlanInput::Port);
    QTest::newRow("mtu 100000") << 2 << 0 << 1 << 100000 << "192.168.177.0/24"
                                << ""
                                << "MTU 100000" << int(PlanInput::Mtu);
    QTest::newRow("mtu 500") << 2 << 0 << 1 << 500 << "192.168.177.0/24"
                             << ""
                             << "MTU 500" << int(PlanInput::Mtu);
    QTest::newRow("not a cidr") << 2 << 0 << 1 << 9000 << "192.168.177.0"
                                << ""
                                << "not an IPv4 network" << int(PlanInput::Subnet);
    QTest::newRow("host bits") << 2 << 0 << 1 << 9000 << "192.168.177.5/24"
                               << ""
                               << "host bits set" << int(PlanInput::Subnet);
    QTest::newRow("/8") << 2 << 0 << 1 << 9000 << "10.0.0.0/8"
                        << ""
                        << "/16 to /31" << int(PlanInput::Subnet);
    QTest::newRow("public") << 2 << 0 << 1 << 9000 << "8.8.8.0/24"
                            << ""
                            << "8.8.8.0/24 is not a private range" << int(PlanInput::Subnet);
    QTest::newRow("loopback") << 2 << 0 << 1 << 9000 << "127.0.0.0/24"
                              << ""
                              << "loopback" << int(PlanInput::Subnet);
    QTest::newRow("link-local range") << 2 << 0 << 1 << 9000 << "169.254.0.0/24"
                                      << ""
                                      << "link-local" << int(PlanInput::Subnet);
    QTest::newRow("runs out of the private range")
        << 2 << 0 << 1 << 9000 << "192.168.255.0/24"
        << ""
        << "cable 1 twin b: 192.169.0.0/24 is not a private range" << int(PlanInput::Subnet);
    QTest::newRow("/30 too small for 3") << 3 << 1 << 1 << 9000 << "10.0.0.0/30"
                                         << ""
                                         << "too small to number 3 nodes" << int(PlanInput::Subnet);
    QTest::newRow("management LAN")
        << 2 << 0 << 1 << 9000 << "192.168.1.0/24"
        << "192.168.1.50/24"
        << "overlaps 192.168.1.0/24 already on this host (address on enP7s7)"
        << int(PlanInput::Subnet);
    QTest::newRow("second subnet overlaps")
        << 2 << 0 << 1 << 9000 << "10.0.0.0/24"
        << "10.0.1.7/16"
        << "10.0.1.0/24 (cable 1 twin b) overlaps 10.0.0.0/16" << int(PlanInput::Subnet);
}

void TestAddressPlanner::refused()
{
    QFETCH(int, nodes);
    QFETCH(int, topology);
    QFETCH(int, port);
    QFETCH(int, mtu);
    QFETCH(QString, base);
    QFETCH(QString, inUse);
    QFETCH(QString, message);
    QFETCH(int, input);
    TopologySpec spec;
    spec.topology = Topology(topology);
    spec.nodes = nodes;
    spec.port = port;
    spec.mtu = mtu;
    spec.subnetBase = base;
    AddressPlanner planner;
    if (!inUse.isEmpty())
        planner.setNetworksInUse(
            {{QStringLiteral("address on enP7s7"), *Ipv4Subnet::parseInterface(inUse)}});
    const PlanResult r = planner.plan(spec);
    QVERIFY(!r.ok());
    QVERIFY2(r.messages().join('\n').contains(message), qPrintable(r.messages().join('\n')));
    QVERIFY(r.concerns(PlanInput(input)));
    QCOMPARE(r.status().error().code, ErrorCode::InvalidInput);
}

void TestAddressPlanner::subnets_data()
{
    QTest::addColumn<QString>("cidr");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("next1");
    QTest::addColumn<QString>("host2");
    QTest::newRow("/24") << "192.168.177.0/24" << true << "192.168.178.0/24"
                         << "192.168.177.2/24";
    QTest::newRow("/30") << "10.0.0.4/30" << true << "10.0.0.8/30"
                         << "10.0.0.6/30";
    QTest::newRow("/16") << "172.16.0.0/16" << true << "172.17.0.0/16"
                         << "172.16.0.2/16";
    QTest::newRow("octal-looking") << "010.0.0.0/8" << false << ""
                                   << "";
    QTest::newRow("octet 256") << "256.0.0.0/8" << false << ""
                               << "";
    QTest::newRow("prefix 33") << "10.0.0.0/33" << false << ""
                               << "";
    QTest::newRow("two slashes") << "10.0.0.0/8/8" << false << ""
                                 << "";
    QTest::newRow("spaces inside") << "10.0. 0.0/8" << false << ""
                                   << "";
    QTest::newRow("empty") << "" << false << ""
                           << "";
}

void TestAddressPlanner::subnets()
{
    QFETCH(QString, cidr);
    QFETCH(bool, valid);
    const auto s = Ipv4Subnet::parse(cidr);
    QCOMPARE(s.ok(), valid);
    if (!valid) {
        QCOMPARE(s.error().code, ErrorCode::InvalidInput);
        return;
    }
    QTEST(s->next(1)->toString(), "next1");
    QTEST(s->hostAddress(2), "host2");
}

QTEST_GUILESS_MAIN(TestAddressPlanner)
#include "tst_addressplanner.moc"
