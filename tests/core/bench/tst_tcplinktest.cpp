// The TCP link test end to end on loopback with the real libiperf (sparkwirectl _iperf): the
// servers say they listen by an event (libiperf's own banner), the client runs against them,
// core computes the verdicts, and cancel returns at once.
#include "bench/LinkTestSupport.h"
#include "bench/TcpLinkTest.h"
#include "bench/TcpVerdicts.h"
#include "bench/TestServers.h"
#include "hw/HostInventory.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::bench;

namespace {
const QString kHelper = QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl");

// One twin with a link and this loopback address (127/8 is all local, so any address works).
hw::HostInventory oneTwin(const QString &cidr)
{
    hw::Cx7Port p;
    p.netdev = QStringLiteral("enp1s0f1np1");
    p.port = 1;
    p.half = 0;
    p.link.carrier = true;
    p.link.ipv4 = {cidr};
    hw::HostInventory inv;
    inv.ports << p;
    return inv;
}
} // namespace

class TestTcpLinkTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void serversListenThenTheClientRuns();
    void verdictsForOneTwinAndAFailure();
    void cancelReturnsAtOnce();
    void matchingSaysWhyInWords();
};

void TestTcpLinkTest::serversListenThenTheClientRuns()
{
    TestServers servers(kHelper);
    QSignalSpy listening(&servers, &TestServers::listening);
    QSignalSpy failed(&servers, &TestServers::failed);
    QElapsedTimer clock;
    clock.start();
    servers.start(LinkTestKind::Tcp, oneTwin(QStringLiteral("127.0.0.77/8")), 5);
    QVERIFY(clock.elapsed() < 50); // start() does not wait for the process
    QVERIFY(listening.wait(5000));
    QCOMPARE(failed.size(), 0);
    const QJsonArray list = listening.first().first().toJsonArray();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.first().toObject().value(QLatin1String("address")).toString(),
             QStringLiteral("127.0.0.77"));
    QCOMPARE(list.first().toObject().value(QLatin1String("port")).toInt(),
             TestServers::kFirstTcpPort);

    // The announced servers matched to this node's twin; the client runs at once, no sleep.
    const Result<QList<TwinPath>> paths =
        matchTestServers(LinkTestKind::Tcp, oneTwin(QStringLiteral("127.0.0.78/8")),
                         QJsonDocument(list).toJson(), QStringLiteral("spark-b"));
    QVERIFY(paths);
    QCOMPARE(paths->size(), 1);
    TcpLinkTest test(kHelper);
    QSignalSpy finished(&test, &TcpLinkTest::finished);
    test.start(*paths, 1);
    QVERIFY(finished.wait(15000));
    const auto twins = finished.first().at(0).value<QList<TcpTwinResult>>();
    QCOMPARE(twins.size(), 1);
    QVERIFY2(twins.first().gbps > 0, qPrintable(twins.first().error));
    // One twin reached the peer: core's verdict, the one the window and the CLI show.
    const auto verdicts = finished.first().at(1).value<QList<Diagnosis>>();
    QCOMPARE(diagnosisIds(verdicts), QStringList{QStringLiteral("tcp-one-twin")});
    QCOMPARE(verdicts.first().evidence, QStringLiteral("enp1s0f1np1"));
}

void TestTcpLinkTest::verdictsForOneTwinAndAFailure()
{
    TcpTwinResult ok;
    ok.path.netdev = QStringLiteral("enp1s0f1np1");
    ok.gbps = 12.5;
    TcpTwinResult broken = ok;
    broken.path.netdev = QStringLiteral("enP2p1s0f1np1");
    broken.gbps = -1;
    broken.error = QStringLiteral("unable to connect to server");
    QVERIFY(TcpVerdicts::diagnose({ok, ok}).isEmpty());
    const QList<Diagnosis> verdicts = TcpVerdicts::diagnose({ok, broken});
    QCOMPARE(diagnosisIds(verdicts), QStringList{QStringLiteral("tcp-failed")});
    QCOMPARE(verdicts.first().evidence, broken.error);
    QVERIFY(verdicts.first().message.contains(QStringLiteral("enP2p1s0f1np1")));
    QVERIFY(!verdicts.first().fix.isEmpty());
}

void TestTcpLinkTest::cancelReturnsAtOnce()
{
    TestServers servers(kHelper);
    QSignalSpy listening(&servers, &TestServers::listening);
    servers.start(LinkTestKind::Tcp, oneTwin(QStringLiteral("127.0.0.79/8")), 30);
    QVERIFY(listening.wait(5000));
    const Result<QList<TwinPath>> paths = matchTestServers(
        LinkTestKind::Tcp, oneTwin(QStringLiteral("127.0.0.80/8")),
        QJsonDocument(listening.first().first().toJsonArray()).toJson(), QStringLiteral("b"));
    QVERIFY(paths);
    TcpLinkTest test(kHelper);
    QSignalSpy finished(&test, &TcpLinkTest::finished);
    QSignalSpy progress(&test, &TcpLinkTest::progress);
    test.start(*paths, 20);
    QVERIFY(progress.wait(3000)); // the client runs
    QElapsedTimer clock;
    clock.start();
    test.cancel();
    servers.stop();
    QVERIFY2(clock.elapsed() < 50, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!test.isRunning());
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
}

void TestTcpLinkTest::matchingSaysWhyInWords()
{
    const hw::HostInventory local = oneTwin(QStringLiteral("192.168.100.1/24"));
    const Result<QList<TwinPath>> none = matchTestServers(
        LinkTestKind::Tcp, local, R"([{"netdev":"x","address":"10.0.0.2","port":5201}])",
        QStringLiteral("spark-b"));
    QVERIFY(!none);
    QCOMPARE(none.error().code, ErrorCode::NotFound);
    QVERIFY(none.error().message.contains(QStringLiteral("spark-b")));
    const Result<QList<TwinPath>> garbage =
        matchTestServers(LinkTestKind::Tcp, local, "<html>", QStringLiteral("spark-b"));
    QCOMPARE(garbage.error().code, ErrorCode::Protocol);
    // RDMA needs a device and a RoCE v2 GID on the twin; this one has neither.
    const Result<QList<TwinPath>> rdma = matchTestServers(
        LinkTestKind::Rdma, local, R"([{"netdev":"x","address":"192.168.100.2","port":18515}])",
        QStringLiteral("spark-b"));
    QCOMPARE(rdma.error().code, ErrorCode::NotFound);
    QVERIFY(rdma.error().message.contains(QStringLiteral("RDMA")));
}

QTEST_GUILESS_MAIN(TestTcpLinkTest)
#include "tst_tcplinktest.moc"
