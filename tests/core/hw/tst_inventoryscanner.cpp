// Table-driven inventory tests over every fixture tree: twins, ports, halves, GID
// resolution (including a drifted index), carrier, naming schemes, and which netdevs count
// as CX-7, management or virtual. Plus damaged trees, and live sources taking precedence.
#include "hw/InventoryScanner.h"
#include "hw/LinkSource.h"
#include "hw/RdmaSource.h"
#include "hw/SysfsReader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire::hw;

namespace {
QString fixture(const QString &name)
{
    return QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") + name;
}

HostInventory scanFixture(const QString &name)
{
    const SysfsReader sysfs(fixture(name));
    InventoryScanner scanner(sysfs);
    scanner.setHostname(QStringLiteral("test-host"));
    return scanner.scan();
}

// Copies a fixture (keeping its relative symlinks) so a test may damage it.
QString copyFixture(const QString &name, const QTemporaryDir &dir)
{
    const QString target = dir.path() + QLatin1Char('/') + name;
    const int rc =
        QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), fixture(name), target});
    return rc == 0 ? target : QString();
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    file.write(content);
}

class FakeLinks : public LinkSource
{
public:
    QHash<QString, LinkState> state;
    QHash<QString, LinkState> links() const override { return state; }
};

class FakeRdma : public RdmaSource
{
public:
    QHash<QString, RoceState> state;
    std::optional<RoceState> portState(const QString &device) const override
    {
        const auto it = state.constFind(device);
        return it == state.constEnd() ? std::nullopt : std::optional(*it);
    }
};
} // namespace

class TestInventoryScanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ports_data();
    void ports();
    void portCountsAndOrder_data();
    void portCountsAndOrder();
    void classifiesManagementAndVirtual_data();
    void classifiesManagementAndVirtual();
    void gidTable();
    void noCx7();
    void missingRootIsEmpty();
    void liveLinkStateWinsByName();
    void liveRdmaStateWinsAndKeepsSysfsRate();
    void damagedTreeDegradesGracefully();
    void symlinkEscapingTheTreeIsIgnored();
    void singleFunctionWithoutTwin();
};

void TestInventoryScanner::ports_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("netdev");
    QTest::addColumn<QString>("rdma");
    QTest::addColumn<QString>("pci");
    QTest::addColumn<int>("port");
    QTest::addColumn<int>("half");
    QTest::addColumn<QString>("twin");
    QTest::addColumn<bool>("carrier");
    QTest::addColumn<int>("mtu");
    QTest::addColumn<int>("speed");
    QTest::addColumn<QStringList>("ipv4");
    QTest::addColumn<int>("gidIndex"); // -1: none
    QTest::addColumn<QString>("roceState");

    const QString p1 = QStringLiteral("dgx-port1");
    QTest::newRow("dgx-port1 p0a") << p1 << "enp1s0f0np0"
                                   << "rocep1s0f0"
                                   << "0000:01:00.0" << 0 << 0 << "enP2p1s0f0np0" << false << 1500
                                   << -1 << QStringList() << -1 << "DOWN";
    QTest::newRow("dgx-port1 p0b") << p1 << "enP2p1s0f0np0"
                                   << "roceP2p1s0f0"
                                   << "0002:01:00.0" << 0 << 1 << "enp1s0f0np0" << false << 1500
                                   << -1 << QStringList() << -1 << "DOWN";
    QTest::newRow("dgx-port1 p1a") << p1 << "enp1s0f1np1"
                                   << "rocep1s0f1"
                                   << "0000:01:00.1" << 1 << 0 << "enP2p1s0f1np1" << true << 9000
                                   << 200000 << QStringList{"192.168.177.11/24"} << 3 << "ACTIVE";
    QTest::newRow("dgx-port1 p1b") << p1 << "enP2p1s0f1np1"
                                   << "roceP2p1s0f1"
                                   << "0002:01:00.1" << 1 << 1 << "enp1s0f1np1" << true << 9000
                                   << 200000 << QStringList{"192.168.178.11/24"} << 3 << "ACTIVE";

    // mlx5_N names in kernel probe order: mlx5_1 is port 1 half a, mlx5_2 is port 0 half b.
    const QString m = QStringLiteral("mlx5-all-up");
    QTest::newRow("mlx5 p0a") << m << "ens1f0a"
                              << "mlx5_0"
                              << "0000:01:00.0" << 0 << 0 << "ens1f0b" << true << 9000 << 200000
                              << QStringList{"10.10.1.1/24"} << 3 << "ACTIVE";
    QTest::newRow("mlx5 p0b") << m << "ens1f0b"
                              << "mlx5_2"
                              << "0002:01:00.0" << 0 << 1 << "ens1f0a" << true << 9000 << 200000
                              << QStringList{"10.10.2.1/24"} << 3 << "ACTIVE";
    QTest::newRow("mlx5 p1a") << m << "ens1f1a"
                              << "mlx5_1"
                              << "0000:01:00.1" << 1 << 0 << "ens1f1b" << true << 9000 << 200000
                              << QStringList{"10.10.3.1/24"} << 3 << "ACTIVE";
    QTest::newRow("mlx5 p1b") << m << "ens1f1b"
                              << "mlx5_3"
                              << "0002:01:00.1" << 1 << 1 << "ens1f1a" << true << 9000 << 200000
                              << QStringList{"10.10.4.1/24"} << 3 << "ACTIVE";

    const QString u = QStringLiteral("dgx-mtu1500-unaddressed");
    QTest::newRow("unaddressed p1a") << u << "enp1s0f1np1"
                                     << "rocep1s0f1"
                                     << "0000:01:00.1" << 1 << 0 << "enP2p1s0f1np1" << true << 1500
                                     << 200000 << QStringList() << -1 << "ACTIVE";
    QTest::newRow("unaddressed p1b") << u << "enP2p1s0f1np1"
                                     << "roceP2p1s0f1"
                                     << "0002:01:00.1" << 1 << 1 << "enp1s0f1np1" << true << 1500
                                     << 200000 << QStringList() << -1 << "ACTIVE";

    // SLAAC moved the RoCE v2 IPv4 GID: index 5 on twin a, 3 on twin b. Never assume 3.
    const QString d = QStringLiteral("dgx-gid-drift");
    QTest::newRow("drift p1a") << d << "enp1s0f1np1"
                               << "rocep1s0f1"
                               << "0000:01:00.1" << 1 << 0 << "enP2p1s0f1np1" << true << 9000
                               << 200000 << QStringList{"192.168.177.21/24"} << 5 << "ACTIVE";
    QTest::newRow("drift p1b") << d << "enP2p1s0f1np1"
                               << "roceP2p1s0f1"
                               << "0002:01:00.1" << 1 << 1 << "enp1s0f1np1" << true << 9000
                               << 200000 << QStringList{"192.168.178.21/24"} << 3 << "ACTIVE";
}

void TestInventoryScanner::ports()
{
    QFETCH(QString, tree);
    QFETCH(QString, netdev);
    const HostInventory inventory = scanFixture(tree);
    const Cx7Port *port = inventory.findNetdev(netdev);
    QVERIFY2(port, qPrintable(netdev));
    QTEST(port->rdmaDevice, "rdma");
    QTEST(port->pci, "pci");
    QTEST(port->port, "port");
    QTEST(port->half, "half");
    QTEST(port->twin, "twin");
    QTEST(port->link.carrier, "carrier");
    QTEST(port->link.mtu, "mtu");
    QTEST(port->speedMbps, "speed");
    QTEST(port->link.ipv4, "ipv4");
    QTEST(port->roce.state, "roceState");
    QFETCH(int, gidIndex);
    QCOMPARE(port->roce.v2Ipv4GidIndex.value_or(-1), gidIndex);
    QCOMPARE(port->roce.linkLayer, QStringLiteral("Ethernet"));
    QVERIFY(!port->roce.activeMtu); // only rdma-core knows it
    // Twins point at each other.
    const Cx7Port *twin = inventory.findNetdev(port->twin);
    QVERIFY(twin);
    QCOMPARE(twin->twin, port->netdev);
    QCOMPARE(twin->port, port->port);
    QCOMPARE(twin->half, 1 - port->half);
}

void TestInventoryScanner::portCountsAndOrder_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<int>("carriers");
    for (const auto &[tree, up] : {std::pair{"dgx-port1", 2},
                                   {"mlx5-all-up", 4},
                                   {"dgx-mtu1500-unaddressed", 2},
                                   {"dgx-gid-drift", 2}})
        QTest::newRow(tree) << QString::fromLatin1(tree) << up;
}

void TestInventoryScanner::portCountsAndOrder()
{
    QFETCH(QString, tree);
    QFETCH(int, carriers);
    const HostInventory inventory = scanFixture(tree);
    QCOMPARE(inventory.hostname, QStringLiteral("test-host"));
    QCOMPARE(inventory.ports.size(), 4);
    int up = 0;
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(inventory.ports[i].port, i / 2); // port-major, half-minor
        QCOMPARE(inventory.ports[i].half, i % 2);
        up += inventory.ports[i].link.carrier;
    }
    QCOMPARE(up, carriers);
}

void TestInventoryScanner::classifiesManagementAndVirtual_data()
{
    QTest::addColumn<QString>("tree");
    for (const char *tree :
         {"dgx-port1", "mlx5-all-up", "dgx-mtu1500-unaddressed", "dgx-gid-drift", "no-cx7"})
        QTest::newRow(tree) << QString::fromLatin1(tree);
}

void TestInventoryScanner::classifiesManagementAndVirtual()
{
    QFETCH(QString, tree);
    const HostInventory inventory = scanFixture(tree);
    // enP7s7 (Realtek RJ45) is the management port; wlP9s9 is wireless and lo/docker0 are
    // virtual: none of those is listed, and none is mistaken for a CX-7 function.
    QCOMPARE(inventory.management.size(), 1);
    const WiredInterface &mgmt = inventory.management.first();
    QCOMPARE(mgmt.netdev, QStringLiteral("enP7s7"));
    QCOMPARE(mgmt.pci, QStringLiteral("0007:01:00.0"));
    QVERIFY(mgmt.link.carrier);
    QCOMPARE(mgmt.link.mtu, 1500);
    QCOMPARE(mgmt.speedMbps, 10000);
    QCOMPARE(mgmt.link.ipv4.size(), 1);
    for (const char *other : {"lo", "docker0", "wlP9s9", "enP7s7"})
        QVERIFY(!inventory.findNetdev(QString::fromLatin1(other)));
}

void TestInventoryScanner::gidTable()
{
    const HostInventory inventory = scanFixture(QStringLiteral("dgx-gid-drift"));
    const Cx7Port *port = inventory.findNetdev(QStringLiteral("enp1s0f1np1"));
    QVERIFY(port);
    // Zero GIDs (unused slots 6..31) are skipped; the rest keep their table index.
    QCOMPARE(port->roce.gids.size(), 6);
    const QStringList types = {"RoCE v1", "RoCE v2", "RoCE v1", "RoCE v2", "RoCE v1", "RoCE v2"};
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(port->roce.gids[i].index, i);
        QCOMPARE(port->roce.gids[i].type, types[i]);
        QCOMPARE(port->roce.gids[i].netdev, QStringLiteral("enp1s0f1np1"));
    }
    QCOMPARE(port->roce.gids[0].gid, QStringLiteral("fe80::4ebb:47ff:fe2e:5001"));
    QCOMPARE(port->roce.gids[3].gid, QStringLiteral("2001:db8:177:0:4ebb:47ff:fe2e:5001"));
    QVERIFY(port->roce.gids[3].ipv4.isEmpty());
    QCOMPARE(port->roce.gids[4].gid, QStringLiteral("::ffff:192.168.177.21"));
    QCOMPARE(port->roce.gids[4].ipv4, QStringLiteral("192.168.177.21"));
    QVERIFY(!port->roce.gids[4].isRoceV2Ipv4()); // v1: NCCL needs the v2 one
    QVERIFY(port->roce.gids[5].isRoceV2Ipv4());
}

void TestInventoryScanner::noCx7()
{
    const HostInventory inventory = scanFixture(QStringLiteral("no-cx7"));
    QVERIFY(inventory.ports.isEmpty());
    QCOMPARE(inventory.management.size(), 1);
}

void TestInventoryScanner::missingRootIsEmpty()
{
    const HostInventory inventory = scanFixture(QStringLiteral("does-not-exist"));
    QVERIFY(inventory.ports.isEmpty());
    QVERIFY(inventory.management.isEmpty());
}

void TestInventoryScanner::liveLinkStateWinsByName()
{
    // The namespace testbed: netlink knows enp1s0f1np1 (a veth) but not its twin, so the twin
    // keeps the tree's state while the veth's live state replaces the tree's.
    const SysfsReader sysfs(fixture(QStringLiteral("dgx-port1")));
    FakeLinks live;
    LinkState veth;
    veth.carrier = false;
    veth.operstate = QStringLiteral("lowerlayerdown");
    veth.mtu = 1500;
    veth.mac = QStringLiteral("02:00:00:00:00:01");
    veth.ipv4 = {QStringLiteral("10.0.0.1/30")};
    live.state.insert(QStringLiteral("enp1s0f1np1"), veth);
    const HostInventory inventory = InventoryScanner(sysfs, nullptr, &live).scan();
    const Cx7Port *a = inventory.findNetdev(QStringLiteral("enp1s0f1np1"));
    const Cx7Port *b = inventory.findNetdev(QStringLiteral("enP2p1s0f1np1"));
    QVERIFY(a && b);
    QCOMPARE(a->link, veth);
    QCOMPARE(a->speedMbps, -1); // no carrier, no speed, whatever the tree's file says
    QCOMPARE(a->pci, QStringLiteral("0000:01:00.1")); // identity still from the tree
    QVERIFY(b->link.carrier);
    QCOMPARE(b->link.mtu, 9000);
    QCOMPARE(b->link.ipv4, QStringList{QStringLiteral("192.168.178.11/24")});
}

void TestInventoryScanner::liveRdmaStateWinsAndKeepsSysfsRate()
{
    const SysfsReader sysfs(fixture(QStringLiteral("dgx-mtu1500-unaddressed")));
    FakeRdma live;
    RoceState verbs;
    verbs.state = QStringLiteral("ACTIVE");
    verbs.linkLayer = QStringLiteral("Ethernet");
    verbs.activeMtu = 1024;
    GidEntry gid;
    gid.index = 7;
    gid.type = QStringLiteral("RoCE v2");
    gid.gid = QStringLiteral("::ffff:10.1.2.3");
    gid.ipv4 = QStringLiteral("10.1.2.3");
    verbs.gids = {gid};
    live.state.insert(QStringLiteral("rocep1s0f1"), verbs);
    const HostInventory inventory = InventoryScanner(sysfs, &live, nullptr).scan();
    const Cx7Port *port = inventory.findNetdev(QStringLiteral("enp1s0f1np1"));
    QVERIFY(port);
    QCOMPARE(port->roce.activeMtu, std::optional<int>(1024));
    QCOMPARE(port->roce.v2Ipv4GidIndex, std::optional<int>(7));
    QCOMPARE(port->roce.rate, QStringLiteral("200 Gb/sec (4X HDR)")); // from sysfs
    QCOMPARE(port->roce.physState, QStringLiteral("LinkUp"));
    // Devices the live source does not know fall back to the tree.
    const Cx7Port *twin = inventory.findNetdev(QStringLiteral("enP2p1s0f1np1"));
    QVERIFY(twin && !twin->roce.activeMtu);
    QCOMPARE(twin->roce.gids.size(), 2);
}

void TestInventoryScanner::damagedTreeDegradesGracefully()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = copyFixture(QStringLiteral("dgx-port1"), dir);
    QVERIFY(!root.isEmpty());
    const QString p1a = root + QStringLiteral("/devices/pci0000:00/0000:00:00.0/0000:01:00.1");
    const QString rdma = p1a + QStringLiteral("/infiniband/rocep1s0f1/ports/1");
    writeFile(rdma + QStringLiteral("/gids/3"), "not a gid at all\n");
    writeFile(rdma + QStringLiteral("/gids/2"), QByteArray(5000, 'f'));
    writeFile(p1a + QStringLiteral("/net/enp1s0f1np1/mtu"), "garbage\n");
    writeFile(p1a + QStringLiteral("/net/enp1s0f1np1/carrier"), "");
    QVERIFY(QFile::remove(root + QStringLiteral("/devices/pci0002:00/0002:00:00.0/0002:01:00.1/"
                                                "infiniband/roceP2p1s0f1/ports/1/state")));
    writeFile(root + QStringLiteral("/ip-addr.json"), "{ this is not json");
    // The port-0 twin a loses its vendor file: it is no longer recognisable as a CX-7.
    QVERIFY(QFile::remove(root +
                          QStringLiteral("/devices/pci0000:00/0000:00:00.0/0000:01:00.0/vendor")));

    const SysfsReader sysfs(root);
    const HostInventory inventory = InventoryScanner(sysfs).scan();
    const Cx7Port *a = inventory.findNetdev(QStringLiteral("enp1s0f1np1"));
    QVERIFY(a);
    QCOMPARE(a->link.mtu, 0);
    QVERIFY(!a->link.carrier);
    QVERIFY(a->link.ipv4.isEmpty());
    QVERIFY(!a->roce.v2Ipv4GidIndex); // the only v2 IPv4 GID was damaged
    QCOMPARE(a->roce.gids.size(), 2);
    const Cx7Port *b = inventory.findNetdev(QStringLiteral("enP2p1s0f1np1"));
    QVERIFY(b && b->roce.state.isEmpty());
    QCOMPARE(b->roce.v2Ipv4GidIndex, std::optional<int>(3));
    // Without its vendor the function is not a CX-7; its twin is then alone.
    QVERIFY(!inventory.findNetdev(QStringLiteral("enp1s0f0np0")));
    const Cx7Port *p0b = inventory.findNetdev(QStringLiteral("enP2p1s0f0np0"));
    QVERIFY(p0b);
    QVERIFY(p0b->twin.isEmpty());
    QCOMPARE(p0b->half, 0);
}

void TestInventoryScanner::symlinkEscapingTheTreeIsIgnored()
{
    QTemporaryDir dir;
    const QString root = copyFixture(QStringLiteral("dgx-port1"), dir);
    QVERIFY(!root.isEmpty());
    QVERIFY(QFile::link(QStringLiteral("/etc"), root + QStringLiteral("/class/net/evil0")));
    QVERIFY(QFile::link(QStringLiteral("../../../../../../../../etc"),
                        root + QStringLiteral("/class/net/evil1")));
    const SysfsReader sysfs(root);
    const HostInventory inventory = InventoryScanner(sysfs).scan();
    QCOMPARE(inventory.ports.size(), 4);
    QCOMPARE(inventory.management.size(), 1);
}

void TestInventoryScanner::singleFunctionWithoutTwin()
{
    // A CX-7 in an ordinary server: one PCI domain, so no twins and every function half 0.
    QTemporaryDir dir;
    const QString root = copyFixture(QStringLiteral("dgx-port1"), dir);
    QVERIFY(!root.isEmpty());
    for (const char *link : {"/class/net/enP2p1s0f0np0", "/class/net/enP2p1s0f1np1"})
        QVERIFY(QFile::remove(root + QLatin1String(link)));
    const SysfsReader sysfs(root);
    const HostInventory inventory = InventoryScanner(sysfs).scan();
    QCOMPARE(inventory.ports.size(), 2);
    for (const Cx7Port &port : inventory.ports) {
        QCOMPARE(port.half, 0);
        QVERIFY(port.twin.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestInventoryScanner)
#include "tst_inventoryscanner.moc"
