// Live link state through real netlink: the test moves itself into a fresh network namespace
// (so it never touches the machine's interfaces), creates veth interfaces that
// carry CX-7 names, changes MTU, carrier and addresses, and checks the signals and values.
// Needs root (CI runs as root); without it the test says so and skips.
#include "hw/InventoryMonitor.h"
#include "hw/NetlinkLinkSource.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <sched.h>
#include <unistd.h>

using namespace sparkwire::hw;

namespace {
bool ip(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral("ip"), args);
    if (!p.waitForFinished(10000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("ip %s failed: %s", qPrintable(args.join(QLatin1Char(' '))),
                 p.readAllStandardError().constData());
        return false;
    }
    return true;
}
} // namespace

class TestNetlinkLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void seesNewLinkAndMtuChange();
    void seesAddresses();
    void seesCarrierOfVeth();
    void unchangedStateEmitsNothing();
    void monitorMergesLiveStateIntoTree();
    void ipv6OffAndOnLeavesTheLinkUp();
};

void TestNetlinkLive::initTestCase()
{
    if (geteuid() != 0)
        QSKIP("needs root to create a network namespace and interfaces (CI runs as root)");
    QVERIFY2(unshare(CLONE_NEWNET) == 0, "unshare(CLONE_NEWNET) failed");
    QVERIFY(ip({"link", "set", "lo", "up"}));
}

void TestNetlinkLive::seesNewLinkAndMtuChange()
{
    NetlinkLinkSource source;
    QVERIFY2(source.isValid(), qPrintable(source.error()));
    QVERIFY(!source.links().contains(QStringLiteral("enp1s0f1np1")));
    QSignalSpy changed(&source, &LinkSource::linksChanged);
    QVERIFY(ip({"link", "add", "enp1s0f1np1", "type", "veth", "peer", "name", "peera"}));
    QVERIFY(changed.wait(3000));
    QCOMPARE(source.links().value(QStringLiteral("enp1s0f1np1")).mtu, 1500);

    changed.clear();
    QVERIFY(ip({"link", "set", "enp1s0f1np1", "mtu", "9000"}));
    QVERIFY(changed.wait(3000));
    QCOMPARE(source.links().value(QStringLiteral("enp1s0f1np1")).mtu, 9000);
}

void TestNetlinkLive::seesAddresses()
{
    NetlinkLinkSource source;
    QVERIFY(ip({"link", "add", "enP2p1s0f0np0", "type", "veth", "peer", "name", "peer0"}));
    QVERIFY(ip({"link", "set", "enP2p1s0f0np0", "up"}));
    QTRY_VERIFY(source.links().contains(QStringLiteral("enP2p1s0f0np0")));
    QSignalSpy changed(&source, &LinkSource::linksChanged);
    QVERIFY(ip({"addr", "add", "192.168.178.11/24", "dev", "enP2p1s0f0np0"}));
    QVERIFY(ip({"addr", "add", "fd00:177::11/64", "dev", "enP2p1s0f0np0", "nodad"}));
    QTRY_COMPARE_WITH_TIMEOUT(source.links().value(QStringLiteral("enP2p1s0f0np0")).ipv4,
                              QStringList{QStringLiteral("192.168.178.11/24")}, 3000);
    QTRY_VERIFY_WITH_TIMEOUT(source.links()
                                 .value(QStringLiteral("enP2p1s0f0np0"))
                                 .ipv6.contains(QStringLiteral("fd00:177::11/64")),
                             3000);
    QVERIFY(changed.count() >= 1);

    changed.clear();
    QVERIFY(ip({"addr", "del", "192.168.178.11/24", "dev", "enP2p1s0f0np0"}));
    QVERIFY(changed.wait(3000));
    QVERIFY(source.links().value(QStringLiteral("enP2p1s0f0np0")).ipv4.isEmpty());
}

void TestNetlinkLive::seesCarrierOfVeth()
{
    NetlinkLinkSource source;
    QVERIFY(ip({"link", "add", "enP2p1s0f1np1", "type", "veth", "peer", "name", "peerb"}));
    QVERIFY(ip({"link", "set", "enP2p1s0f1np1", "up"}));
    QTRY_VERIFY(source.links().contains(QStringLiteral("enP2p1s0f1np1")));
    QVERIFY(!source.links().value(QStringLiteral("enP2p1s0f1np1")).carrier); // peer still down

    QSignalSpy changed(&source, &LinkSource::linksChanged);
    QVERIFY(ip({"link", "set", "peerb", "up"})); // "the cable goes in"
    QTRY_VERIFY_WITH_TIMEOUT(source.links().value(QStringLiteral("enP2p1s0f1np1")).carrier, 3000);
    QCOMPARE(source.links().value(QStringLiteral("enP2p1s0f1np1")).operstate, QStringLiteral("up"));
    QVERIFY(changed.count() >= 1);

    changed.clear();
    QVERIFY(ip({"link", "set", "peerb", "down"})); // "unplugged"
    QTRY_VERIFY_WITH_TIMEOUT(!source.links().value(QStringLiteral("enP2p1s0f1np1")).carrier, 3000);
    QVERIFY(changed.count() >= 1);
}

void TestNetlinkLive::unchangedStateEmitsNothing()
{
    NetlinkLinkSource source;
    QVERIFY(ip({"link", "add", "quiet0", "type", "veth", "peer", "name", "quiet1"}));
    QTRY_VERIFY(source.links().contains(QStringLiteral("quiet0")));
    QSignalSpy changed(&source, &LinkSource::linksChanged);
    QVERIFY(ip({"link", "set", "quiet0", "mtu", "1500"})); // same value: nothing changes
    QVERIFY(!changed.wait(500));
}

void TestNetlinkLive::monitorMergesLiveStateIntoTree()
{
    // The testbed rule: identity from the tree, live state from netlink for netdevs of the
    // same name. enp1s0f1np1 exists here (MTU 9000 from the first test), its port-0
    // neighbour enp1s0f0np0 does not.
    InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    InventoryMonitor monitor(options);
    QVERIFY2(monitor.sourceWarnings().isEmpty(), qPrintable(monitor.sourceWarnings().join(", ")));
    const Cx7Port *live = monitor.inventory().findNetdev(QStringLiteral("enp1s0f1np1"));
    QVERIFY(live);
    QCOMPARE(live->pci, QStringLiteral("0000:01:00.1"));
    QVERIFY(live->link.ipv4.isEmpty()); // the veth has none; the tree's address is not used
    QCOMPARE(live->roce.v2Ipv4GidIndex, std::optional<int>(3)); // RoCE still from the tree

    QSignalSpy changed(&monitor, &InventoryMonitor::inventoryChanged);
    QVERIFY(ip({"link", "set", "enp1s0f1np1", "mtu", "4000"}));
    QVERIFY(changed.wait(3000));
    QCOMPARE(monitor.inventory().findNetdev(QStringLiteral("enp1s0f1np1"))->link.mtu, 4000);
    const auto emitted = changed.takeFirst().first().value<HostInventory>();
    QCOMPARE(emitted.findNetdev(QStringLiteral("enp1s0f1np1"))->link.mtu, 4000);
    QCOMPARE(monitor.inventory().findNetdev(QStringLiteral("enp1s0f0np0"))->link.mtu, 1500); // tree
}

void TestNetlinkLive::ipv6OffAndOnLeavesTheLinkUp()
{
    // Issue 26: after an apply (MTU 9000, IPv6 off) and its revert (MTU back, IPv6 on) every
    // window showed each twin "no link" until restarted: the kernel's AF_INET6 link messages
    // became objects of their own in libnl's cache, with the same name and no carrier, and
    // hid the device's state.
    QVERIFY(ip({"link", "add", "enp1s0f0np0", "type", "veth", "peer", "name", "peerc"}));
    QVERIFY(ip({"link", "set", "enp1s0f0np0", "up"}));
    QVERIFY(ip({"link", "set", "peerc", "up"}));
    NetlinkLinkSource source;
    QTRY_VERIFY_WITH_TIMEOUT(source.links().value(QStringLiteral("enp1s0f0np0")).carrier, 3000);
    const auto setIpv6 = [](bool on) {
        QFile f(QStringLiteral("/proc/sys/net/ipv6/conf/enp1s0f0np0/disable_ipv6"));
        return f.open(QIODevice::WriteOnly) && f.write(on ? "0\n" : "1\n") == 2;
    };
    for (int round = 0; round < 2; ++round) {
        QVERIFY(ip({"link", "set", "enp1s0f0np0", "mtu", "9000"})); // the apply
        QVERIFY(ip({"addr", "add", "192.168.177.1/30", "dev", "enp1s0f0np0"}));
        QVERIFY(setIpv6(false));
        QTest::qWait(300);
        QVERIFY(ip({"link", "set", "enp1s0f0np0", "mtu", "1500"})); // the revert
        QVERIFY(ip({"addr", "del", "192.168.177.1/30", "dev", "enp1s0f0np0"}));
        QVERIFY(setIpv6(true));
        QTest::qWait(300);
    }
    // Link-local comes back (DAD, its own link messages); then the state must be the device's.
    QTRY_VERIFY_WITH_TIMEOUT(!source.links().value(QStringLiteral("enp1s0f0np0")).ipv6.isEmpty(),
                             5000);
    QTest::qWait(1500);
    const LinkState state = source.links().value(QStringLiteral("enp1s0f0np0"));
    QVERIFY(state.carrier);
    QCOMPARE(state.operstate, QStringLiteral("up"));
    QCOMPARE(state.mtu, 1500);
    QVERIFY(!state.mac.isEmpty());
}

QTEST_GUILESS_MAIN(TestNetlinkLive)
#include "tst_netlinklive.moc"
