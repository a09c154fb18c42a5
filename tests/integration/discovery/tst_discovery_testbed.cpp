// Discovery on the namespace testbed, for every cabling: peers run `sparkwirectl agent` in
// their own namespaces, as their own unprivileged users, with their own hostnames; node A's
// agent runs in this process, moved into A's namespace. Checks the discovered links, the
// topology and the warnings, how fast discovery completes, and that an unplugged link or a
// silent peer leaves the map in time. Needs root (namespaces); CI runs as root.
#include "../common/NetnsScope.h"
#include "../common/TestbedProcesses.h"
#include "discovery/DiscoveryAgent.h"
#include "discovery/NodeIdentity.h"
#include "hw/InventoryMonitor.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

using namespace sparkwire;

namespace {
const QString kPrefix = QStringLiteral("swdisc");
const QString kTree = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");

bool testbed(const QStringList &args)
{
    return TestbedProcesses::testbed(QStringLiteral(SPARKWIRE_TESTBED), args);
}

bool ip(const QStringList &args)
{
    return QProcess::execute(QStringLiteral("ip"), args) == 0;
}

// Node A, in this process: moved into A's namespace, with its live inventory and its agent.
struct SelfNode
{
    explicit SelfNode(const QString &stateDir)
        : inNamespace(kPrefix + QStringLiteral("-a"))
    {
        hw::InventoryMonitor::Options options;
        options.sysfsRoot = kTree;
        inventory = std::make_unique<hw::InventoryMonitor>(options); // after setns: A's netlink
        const auto identity =
            discovery::NodeIdentity::loadOrCreate(stateDir, QStringLiteral("spark-a"));
        agent = std::make_unique<discovery::DiscoveryAgent>(
            inventory.get(), identity ? identity->id() : QString(), QStringLiteral("spark-a"));
        const Status listening = identity ? agent->start() : Status(identity.error());
        started = listening && inNamespace.ok();
        if (!started)
            qWarning("node A did not start: %s", qPrintable(listening.errorMessage()));
    }
    NetnsScope inNamespace;
    std::unique_ptr<hw::InventoryMonitor> inventory;
    std::unique_ptr<discovery::DiscoveryAgent> agent;
    bool started = false;
};

// "local netdev>peer host:peer netdev" for every link, sorted: easy to compare and to read.
QStringList describe(const QList<discovery::NeighbourLink> &links)
{
    QStringList out;
    for (const discovery::NeighbourLink &l : links)
        out << QStringLiteral("%1>%2:%3").arg(l.localNetdev, l.peerHostname, l.peerNetdev);
    out.sort();
    return out;
}

QStringList warningIds(const discovery::CablingMap &map)
{
    QStringList ids;
    for (const discovery::CablingWarning &w : map.warnings)
        ids << w.id;
    ids.sort();
    ids.removeDuplicates();
    return ids;
}
} // namespace

class TestDiscoveryTestbed : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void cabling_data();
    void cabling();
    void unpluggedLinkLeavesAtOnce();
    void silentPeerExpires();
    void beaconRateWithIpv6Off();

private:
    void startPeers(const QString &scenario);

    QTemporaryDir m_state;
    QList<QProcess *> m_peers;
};

void TestDiscoveryTestbed::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("needs root for network namespaces (CI runs as root)");
    testbed({QStringLiteral("down"), kPrefix});
    QFile::setPermissions(m_state.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                              QFileDevice::ExeOther);
}

void TestDiscoveryTestbed::cleanup()
{
    for (QProcess *p : std::as_const(m_peers)) {
        p->kill();
        p->waitForFinished();
        delete p;
    }
    m_peers.clear();
    testbed({QStringLiteral("down"), kPrefix});
}

void TestDiscoveryTestbed::startPeers(const QString &scenario)
{
    QVERIFY(testbed({QStringLiteral("up"), scenario, kPrefix}));
    QProcess nodes;
    nodes.start(QStringLiteral(SPARKWIRE_TESTBED), {QStringLiteral("nodes"), scenario});
    QVERIFY(nodes.waitForFinished());
    const QStringList letters = QString::fromUtf8(nodes.readAllStandardOutput())
                                    .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &raw : letters) {
        const QString letter = raw.trimmed();
        if (letter == QLatin1String("a"))
            continue; // node A is this process
        const uint uid = 61200 + uint(letter.at(0).unicode() - u'a');
        const QString state = m_state.path() + QStringLiteral("/") + letter;
        QDir().mkpath(state);
        QVERIFY(::chown(QFile::encodeName(state).constData(), uid, uid) == 0);
        auto *p = new QProcess;
        p->setProcessChannelMode(QProcess::MergedChannels);
        // Its own namespace, its own hostname (UTS namespace), its own unprivileged user.
        p->start(QStringLiteral("ip"),
                 {QStringLiteral("netns"), QStringLiteral("exec"),
                  kPrefix + QLatin1Char('-') + letter, QStringLiteral("unshare"),
                  QStringLiteral("--uts"), QStringLiteral("sh"), QStringLiteral("-c"),
                  QStringLiteral(
                      "hostname spark-%1 && exec setpriv --reuid=%2 --regid=%2 --clear-groups -- "
                      "%3/sparkwirectl agent --sysfs-root %4 --state-dir %5")
                      .arg(letter)
                      .arg(uid)
                      .arg(QStringLiteral(SPARKWIRE_BIN_DIR), kTree, state)});
        m_peers << p;
        QVERIFY(p->waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += p->readAll()).contains("is beaconing") ||
                                     p->state() != QProcess::Running,
                                 5000);
        QVERIFY2(p->state() == QProcess::Running, output.constData());
    }
}

void TestDiscoveryTestbed::cabling_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QStringList>("links");
    QTest::addColumn<QStringList>("warnings");
    QTest::newRow("two-node on port 1")
        << "two-node-p1"
        << "two-node"
        << QStringList{"enP2p1s0f1np1>spark-b:enP2p1s0f1np1", "enp1s0f1np1>spark-b:enp1s0f1np1"}
        << QStringList();
    QTest::newRow("two-node crosswise")
        << "two-node-cross"
        << "two-node"
        << QStringList{"enP2p1s0f1np1>spark-b:enP2p1s0f0np0", "enp1s0f1np1>spark-b:enp1s0f0np0"}
        << QStringList();
    QTest::newRow("one twin up") << "two-node-one-twin"
                                 << "partial" << QStringList{"enp1s0f1np1>spark-b:enp1s0f1np1"}
                                 << QStringList{"one-twin"};
    QTest::newRow("ring cabled right")
        << "ring3-right"
        << "ring3"
        << QStringList{"enP2p1s0f0np0>spark-b:enP2p1s0f1np1", "enP2p1s0f1np1>spark-c:enP2p1s0f0np0",
                       "enp1s0f0np0>spark-b:enp1s0f1np1", "enp1s0f1np1>spark-c:enp1s0f0np0"}
        << QStringList();
    QTest::newRow("ring cabled p0-p0")
        << "ring3-wrong"
        << "ring3"
        << QStringList{"enP2p1s0f0np0>spark-b:enP2p1s0f0np0", "enP2p1s0f1np1>spark-c:enP2p1s0f1np1",
                       "enp1s0f0np0>spark-b:enp1s0f0np0", "enp1s0f1np1>spark-c:enp1s0f1np1"}
        << QStringList{"ring-p0-p0"};
    QStringList star;
    for (const char *peer : {"spark-b", "spark-c", "spark-d"})
        for (const char *local : {"enp1s0f1np1", "enP2p1s0f1np1"})
            for (const char *remote : {"enp1s0f1np1", "enP2p1s0f1np1"})
                star << QStringLiteral("%1>%2:%3")
                            .arg(QLatin1String(local), QLatin1String(peer), QLatin1String(remote));
    star.sort();
    QTest::newRow("four through a switch") << "switch4"
                                           << "switch" << star << QStringList();
}

void TestDiscoveryTestbed::cabling()
{
    QFETCH(QString, scenario);
    QFETCH(QString, topology);
    QFETCH(QStringList, links);
    QFETCH(QStringList, warnings);
    startPeers(scenario);
    if (QTest::currentTestFailed())
        return;
    QElapsedTimer clock;
    clock.start();
    SelfNode a(m_state.path() + QStringLiteral("/a"));
    QVERIFY(a.started);
    discovery::DiscoveryAgent *agent = a.agent.get();
    QTRY_COMPARE_WITH_TIMEOUT(describe(agent->links()), links, 5000);
    const qint64 elapsed = clock.elapsed();
    qInfo("%s: complete map %lld ms after node A's agent started (peers already running; target <= "
          "1500 ms)",
          qPrintable(scenario), elapsed);
    QVERIFY(elapsed <= 1500);
    QCOMPARE(agent->map().topology, topology);
    QCOMPARE(warningIds(agent->map()), warnings);
    QCOMPARE(agent->rejectedBeacons(), 0);
    QTest::qWait(1200); // a beacon interval later nothing has changed or expired
    QCOMPARE(describe(agent->links()), links);
}

void TestDiscoveryTestbed::unpluggedLinkLeavesAtOnce()
{
    startPeers(QStringLiteral("two-node-p1"));
    SelfNode a(m_state.path() + QStringLiteral("/a"));
    QVERIFY(a.started);
    discovery::DiscoveryAgent *agent = a.agent.get();
    QTRY_COMPARE_WITH_TIMEOUT(agent->links().size(), 2, 5000);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(ip({QStringLiteral("-n"), kPrefix + QStringLiteral("-b"), QStringLiteral("link"),
                QStringLiteral("set"), QStringLiteral("enP2p1s0f1np1"), QStringLiteral("down")}));
    QTRY_COMPARE_WITH_TIMEOUT(describe(agent->links()),
                              QStringList{"enp1s0f1np1>spark-b:enp1s0f1np1"}, 3000);
    qInfo("twin b unplugged: gone from the map after %lld ms (target <= 3000 ms)", clock.elapsed());
    QCOMPARE(agent->map().topology, QStringLiteral("partial"));
    QVERIFY(ip({QStringLiteral("-n"), kPrefix + QStringLiteral("-b"), QStringLiteral("link"),
                QStringLiteral("set"), QStringLiteral("enP2p1s0f1np1"), QStringLiteral("up")}));
    QTRY_COMPARE_WITH_TIMEOUT(agent->links().size(), 2, 3000); // plugged back in
}

void TestDiscoveryTestbed::silentPeerExpires()
{
    // The cable stays in but the peer stops answering (crashed, powered off behind a switch):
    // three missed beacons and it is gone.
    startPeers(QStringLiteral("two-node-p1"));
    SelfNode a(m_state.path() + QStringLiteral("/a"));
    QVERIFY(a.started);
    discovery::DiscoveryAgent *agent = a.agent.get();
    QTRY_COMPARE_WITH_TIMEOUT(agent->links().size(), 2, 5000);
    QElapsedTimer clock;
    clock.start();
    m_peers.first()->kill();
    QTRY_COMPARE_WITH_TIMEOUT(agent->links().size(), 0, 5000);
    qInfo("silent peer: gone from the map after %lld ms (expiry 3 missed beacons)",
          clock.elapsed());
    QVERIFY(clock.elapsed() <= 4300);
    QCOMPARE(agent->map().topology, QStringLiteral("none"));
}

void TestDiscoveryTestbed::beaconRateWithIpv6Off()
{
    // A kept plan writes `link-local: []`: the twins keep IPv4 and lose IPv6, so every IPv6
    // beacon is refused. The agent must go on with one IPv4 beacon per twin a second, not
    // retry the refused send every 100 ms for ever (found on the virtual Sparks: ten IPv4
    // beacons a second per twin, an idle agent taking a quarter of a CPU).
    startPeers(QStringLiteral("two-node-p1"));
    const QStringList twins{QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
    for (qsizetype i = 0; i < twins.size(); ++i) {
        const QString subnet = QStringLiteral("10.88.%1.").arg(i);
        for (const QString &node : {QStringLiteral("a"), QStringLiteral("b")}) {
            const QString ns = kPrefix + QLatin1Char('-') + node;
            QVERIFY(ip({QStringLiteral("-n"), ns, QStringLiteral("addr"), QStringLiteral("add"),
                        subnet + (node == QLatin1String("a") ? QStringLiteral("1/24")
                                                             : QStringLiteral("2/24")),
                        QStringLiteral("dev"), twins.at(i)}));
        }
        QCOMPARE(
            QProcess::execute(QStringLiteral("ip"),
                              {QStringLiteral("netns"), QStringLiteral("exec"),
                               kPrefix + QStringLiteral("-b"), QStringLiteral("sysctl"),
                               QStringLiteral("-qw"),
                               QStringLiteral("net.ipv6.conf.%1.disable_ipv6=1").arg(twins.at(i))}),
            0);
    }
    // Node A is a plain socket here, not an agent: nothing answers B's beacons.
    NetnsScope inA(kPrefix + QStringLiteral("-a"));
    QVERIFY(inA.ok());
    QUdpSocket listener;
    QVERIFY(listener.bind(QHostAddress::AnyIPv4, discovery::DiscoveryAgent::kPort,
                          QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint));
    for (const QString &twin : twins)
        QVERIFY(listener.joinMulticastGroup(QHostAddress(QStringLiteral("239.255.83.87")),
                                            QNetworkInterface::interfaceFromName(twin)));
    // B's IPv4 beacons begin once its agent sees the addresses; its retry window (2 s after a
    // link comes up) is long over.
    QTRY_VERIFY_WITH_TIMEOUT(listener.hasPendingDatagrams(), 5000);
    QTest::qWait(1000);
    while (listener.hasPendingDatagrams())
        listener.receiveDatagram();
    const int seconds = 5;
    QTest::qWait(seconds * 1000);
    QHash<QString, int> perTwin;
    while (listener.hasPendingDatagrams())
        ++perTwin[listener.receiveDatagram().senderAddress().toString()];
    qInfo("IPv4 beacons from B in %d s with its IPv6 off: %s", seconds,
          qPrintable(QDebug::toString(perTwin)));
    QCOMPARE(perTwin.size(), 2); // both twins beacon over IPv4
    for (const int count : std::as_const(perTwin)) {
        QVERIFY2(count >= seconds - 1, "fewer than one beacon a second");
        QVERIFY2(count <= 2 * seconds, "more than one beacon a second: a refused send is retried");
    }
}

QTEST_GUILESS_MAIN(TestDiscoveryTestbed)
#include "tst_discovery_testbed.moc"
