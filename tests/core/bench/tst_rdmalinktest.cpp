// RDMA orchestration with a stand-in ib_write_bw that replays recorded --run_infinitely
// output (no RDMA hardware here): both twins at once with the resolved GID index, the live
// per-second figures, the sum, the verdicts, failures, the peer's bounded servers, and the
// RoCE hw_counters of each twin's device read right before and right after the run (a
// fixture sysfs tree whose counter files the test rewrites while the run streams).
#include "bench/RdmaLinkTest.h"
#include "bench/RoceCounters.h"
#include "bench/TestServers.h"
#include "common/ReleaseProcess.h"
#include "hw/HostInventory.h"

#include <QDir>
#include <QElapsedTimer>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cerrno>
#include <csignal>

using namespace sparkwire;
using namespace sparkwire::bench;

namespace {
hw::HostInventory twoTwins(const QString &a, const QString &b)
{
    hw::HostInventory inv;
    int half = 0;
    for (const auto &[netdev, device, cidr] :
         {std::tuple{QStringLiteral("enp1s0f1np1"), QStringLiteral("rocep1s0f1"), a},
          std::tuple{QStringLiteral("enP2p1s0f1np1"), QStringLiteral("roceP2p1s0f1"), b}}) {
        hw::Cx7Port p;
        p.netdev = netdev;
        p.rdmaDevice = device;
        p.port = 1;
        p.half = half++;
        p.link.carrier = true;
        p.link.ipv4 = {cidr};
        p.roce.v2Ipv4GidIndex = 3;
        inv.ports << p;
    }
    return inv;
}
// The first twin's path to spark-b's one server, as the peer announced it.
Result<QList<TwinPath>> oneTwinPath()
{
    return matchTestServers(
        LinkTestKind::Rdma,
        twoTwins(QStringLiteral("192.168.100.1/24"), QStringLiteral("192.168.101.1/24")),
        R"([{"netdev":"enp1s0f1np1","address":"192.168.100.2","port":18515}])",
        QStringLiteral("spark-b"));
}
} // namespace

class TestRdmaLinkTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void bothTwinsStreamAndSum();
    void clientFailureIsReported();
    void aFailedTwinLeavesNoClientRunning();
    void serversAreBoundedAndChecked();
    void cancelReturnsAtOnce();
    void countersAroundTheRun();
    void aStarvedClockStillEndsOnTime();
    void aTwinWithoutFiguresIsNamed();
    void aClockThatFailedOnStderrGivesRatesFromIterations();

private:
    QTemporaryDir m_dir;
};

void TestRdmaLinkTest::initTestCase()
{
    qputenv("SPARKWIRE_PERFTEST_DIR", SPARKWIRE_FIXTURES "/perftest/stand-in");
    qputenv("SPARKWIRE_PERFTEST_LOG", QFile::encodeName(m_dir.filePath(QStringLiteral("args"))));
}

void TestRdmaLinkTest::init()
{
    qunsetenv("SPARKWIRE_PERFTEST_FAIL");
    qunsetenv("SPARKWIRE_PERFTEST_FAIL_DEVICE");
    qunsetenv("SPARKWIRE_PERFTEST_SILENT");
    qunsetenv("SPARKWIRE_PERFTEST_RECORDED");
    qunsetenv("SPARKWIRE_PERFTEST_CLOCK_FAILS");
}

void TestRdmaLinkTest::bothTwinsStreamAndSum()
{
    const hw::HostInventory local =
        twoTwins(QStringLiteral("192.168.100.1/24"), QStringLiteral("192.168.101.1/24"));
    const QByteArray servers =
        R"([{"netdev":"enp1s0f1np1","address":"192.168.100.2","port":18515},
            {"netdev":"enP2p1s0f1np1","address":"192.168.101.2","port":18516},
            {"netdev":"elsewhere","address":"10.9.9.9","port":18517}])";
    const Result<QList<TwinPath>> matched =
        matchTestServers(LinkTestKind::Rdma, local, servers, QStringLiteral("spark-b"));
    QVERIFY(matched);
    const QList<TwinPath> paths = *matched;
    QCOMPARE(paths.size(), 2); // each twin to the server on its own subnet, nothing else
    QCOMPARE(paths.at(1).rdmaDevice, QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(paths.at(1).serverPort, 18516);
    RdmaLinkTest test;
    QSignalSpy live(&test, &RdmaLinkTest::live);
    QSignalSpy finished(&test, &RdmaLinkTest::finished);
    test.start(paths, 2);
    QVERIFY(finished.wait(10000));
    QCOMPARE(live.size(), 2);
    QCOMPARE(live.last().at(0).value<QList<double>>().size(), 2);
    QVERIFY(live.last().at(1).toDouble() > 180); // 2 × ~92.5 Gb/s
    const auto twins = finished.first().at(0).value<QList<PerftestResult>>();
    QCOMPARE(twins.size(), 2);
    for (const PerftestResult &t : twins) {
        QVERIFY(t.samples.size() >= 5);
        QVERIFY(qAbs(t.bwAvgGbps() - 92.55) < 0.1);
    }
    // MTU 1024 on both twins, but each carries ~92.5 Gb/s: healthy twins (TwinBandwidth,
    // >= 80 Gb/s) say nothing, and the port sum (~185 Gb/s) is healthy.
    QCOMPARE(diagnosisIds(finished.first().at(1).value<QList<Diagnosis>>()), QStringList());
    // The client ran with the resolved GID index, 4 QPs and Gb/s reports.
    QFile args(m_dir.filePath(QStringLiteral("args.rocep1s0f1")));
    QVERIFY(args.open(QIODevice::ReadOnly));
    const QStringList a =
        QString::fromUtf8(args.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(
        a, (QStringList{QStringLiteral("-d"), QStringLiteral("rocep1s0f1"), QStringLiteral("-x"),
                        QStringLiteral("3"), QStringLiteral("-p"), QStringLiteral("18515"),
                        QStringLiteral("-q"), QStringLiteral("4"), QStringLiteral("--report_gbits"),
                        QStringLiteral("-F"), QStringLiteral("-D"), QStringLiteral("1"),
                        QStringLiteral("--run_infinitely"), QStringLiteral("192.168.100.2")}));
}

void TestRdmaLinkTest::clientFailureIsReported()
{
    qputenv("SPARKWIRE_PERFTEST_FAIL", "1");
    RdmaLinkTest test;
    QSignalSpy failed(&test, &RdmaLinkTest::failed);
    test.start({TwinPath{QStringLiteral("enp1s0f1np1"), 1, 0, QStringLiteral("192.168.100.1"),
                         QStringLiteral("rocep1s0f1"), 3, QStringLiteral("192.168.100.2"), 18515}},
               5);
    QVERIFY(failed.wait(5000));
    const Error stopped = failed.first().first().value<Error>();
    QVERIFY2(stopped.message.contains(QStringLiteral("Couldn't connect")),
             qPrintable(stopped.message));
    QCOMPARE(stopped.code, ErrorCode::ToolFailed); // perftest's own words, its own failure
}

void TestRdmaLinkTest::aFailedTwinLeavesNoClientRunning()
{
    // One twin's client fails, the other's streams: the test fails in the first one's words and
    // kills the other (releaseProcess), which releasedProcesses lists for sparkwirectl to wait
    // for before it exits; waited for, it is reaped. Before, the program exited first and Qt said
    // "QProcess: Destroyed while process ... is still running" (seen on the virtual Sparks
    // whenever soft-RoCE ended a client with "Failed status 9").
    qputenv("SPARKWIRE_PERFTEST_FAIL_DEVICE", "roceP2p1s0f1");
    const Result<QList<TwinPath>> paths = matchTestServers(
        LinkTestKind::Rdma,
        twoTwins(QStringLiteral("192.168.100.1/24"), QStringLiteral("192.168.101.1/24")),
        R"([{"netdev":"enp1s0f1np1","address":"192.168.100.2","port":18515},
            {"netdev":"enP2p1s0f1np1","address":"192.168.101.2","port":18516}])",
        QStringLiteral("spark-b"));
    QVERIFY(paths && paths->size() == 2);
    const QString pidFile = m_dir.filePath(QStringLiteral("args.rocep1s0f1.pid"));
    QFile::remove(pidFile);
    pid_t streaming = 0;
    {
        RdmaLinkTest test;
        QSignalSpy failed(&test, &RdmaLinkTest::failed);
        test.start(*paths, 30);
        QVERIFY(failed.wait(5000));
        QVERIFY2(
            failed.first().first().value<Error>().message.contains(QStringLiteral("roceP2p1s0f1")),
            qPrintable(failed.first().first().value<Error>().message));
        QFile pid(pidFile);
        QVERIFY(pid.open(QIODevice::ReadOnly));
        streaming = pid_t(pid.readAll().trimmed().toInt());
        QVERIFY(streaming > 0);
    } // the test is gone; its killed client may not be reaped yet
    const QList<QProcess *> released = common::releasedProcesses();
    QVERIFY(!released.isEmpty()); // the streaming client, killed and not reaped yet
    for (QProcess *process : released)
        QVERIFY(process->waitForFinished(5000));
    errno = 0;
    QCOMPARE(::kill(streaming, 0), -1); // reaped: not even a zombie is left
    QCOMPARE(errno, ESRCH);
}

void TestRdmaLinkTest::serversAreBoundedAndChecked()
{
    // The same TestServers as TCP: listening() once every server printed perftest's banner.
    TestServers servers(QStringLiteral("unused-for-rdma"));
    QSignalSpy listening(&servers, &TestServers::listening);
    QSignalSpy failed(&servers, &TestServers::failed);
    servers.start(LinkTestKind::Rdma,
                  twoTwins(QStringLiteral("192.168.100.2/24"), QStringLiteral("192.168.101.2/24")),
                  5);
    QVERIFY(listening.wait(5000));
    QCOMPARE(failed.size(), 0);
    const QJsonArray list = listening.first().first().toJsonArray();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list.at(0).toObject().value(QLatin1String("address")).toString(),
             QStringLiteral("192.168.100.2"));
    QCOMPARE(list.at(1).toObject().value(QLatin1String("port")).toInt(), 18516);
    QFile args(m_dir.filePath(QStringLiteral("args.roceP2p1s0f1")));
    QVERIFY(args.open(QIODevice::ReadOnly));
    QVERIFY(args.readAll().contains("--run_infinitely"));

    // A server that dies before it listens: failed(), in perftest's words, nothing listening.
    qputenv("SPARKWIRE_PERFTEST_FAIL", "1");
    listening.clear();
    servers.start(LinkTestKind::Rdma,
                  twoTwins(QStringLiteral("192.168.100.2/24"), QStringLiteral("192.168.101.2/24")),
                  5);
    QVERIFY(failed.wait(5000));
    QCOMPARE(listening.size(), 0);
    const Error why = failed.first().first().value<Error>();
    QCOMPARE(why.code, ErrorCode::ToolFailed);
    QVERIFY2(why.message.contains(QStringLiteral("Couldn't connect")), qPrintable(why.message));

    // Nothing to serve with: failed() from the event loop, NotFound.
    failed.clear();
    servers.start(LinkTestKind::Rdma, hw::HostInventory{}, 5);
    QCOMPARE(failed.size(), 0);
    QVERIFY(failed.wait(1000));
    QCOMPARE(failed.first().first().value<Error>().code, ErrorCode::NotFound);
}

void TestRdmaLinkTest::cancelReturnsAtOnce()
{
    // The stand-in client streams until killed; cancel() neither waits for it nor reports.
    RdmaLinkTest test;
    QSignalSpy live(&test, &RdmaLinkTest::live);
    QSignalSpy finished(&test, &RdmaLinkTest::finished);
    test.start({TwinPath{QStringLiteral("enp1s0f1np1"), 1, 0, QStringLiteral("192.168.100.1"),
                         QStringLiteral("rocep1s0f1"), 3, QStringLiteral("192.168.100.2"), 18515}},
               30);
    QVERIFY(live.wait(3000));
    QElapsedTimer clock;
    clock.start();
    test.cancel();
    QVERIFY2(clock.elapsed() < 50, qPrintable(QString::number(clock.elapsed())));
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
}

void TestRdmaLinkTest::countersAroundTheRun()
{
    // A sysfs tree with the hw_counters of one twin's device; the other twin has none.
    QTemporaryDir sysfs;
    const QString dir =
        sysfs.filePath(QStringLiteral("class/infiniband/rocep1s0f1/ports/1/hw_counters"));
    QVERIFY(QDir().mkpath(dir));
    const auto write = [&dir](qint64 retransmits) {
        for (const QString &name : RoceCounters::names()) {
            QFile f(dir + QLatin1Char('/') + name);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return false;
            f.write(QByteArray::number(name == QLatin1String("local_ack_timeout_err") ? retransmits
                                                                                      : 7) +
                    '\n');
        }
        return true;
    };
    QVERIFY(write(10));
    RdmaLinkTest test;
    test.setSysfsRoot(sysfs.path());
    QSignalSpy live(&test, &RdmaLinkTest::live);
    QSignalSpy finished(&test, &RdmaLinkTest::finished);
    test.start(
        {TwinPath{QStringLiteral("enp1s0f1np1"), 1, 0, QStringLiteral("192.168.100.1"),
                  QStringLiteral("rocep1s0f1"), 3, QStringLiteral("192.168.100.2"), 18515},
         TwinPath{QStringLiteral("enP2p1s0f1np1"), 1, 1, QStringLiteral("192.168.101.1"),
                  QStringLiteral("roceP2p1s0f1"), 3, QStringLiteral("192.168.101.2"), 18516}},
        1);
    // While the clients stream, retransmits rise.
    QVERIFY(write(25));
    QVERIFY(finished.wait(10000));
    const auto twins = finished.first().at(0).value<QList<PerftestResult>>();
    QCOMPARE(twins.size(), 2);
    QCOMPARE(twins.at(0).countersDevice, QStringLiteral("rocep1s0f1"));
    QCOMPARE(twins.at(0).countersBefore.size(), RoceCounters::names().size());
    QCOMPARE(twins.at(0).countersBefore.value(QStringLiteral("local_ack_timeout_err")), 10);
    QCOMPARE(twins.at(0).countersAfter.value(QStringLiteral("local_ack_timeout_err")), 25);
    QCOMPARE(twins.at(0).countersAfter.value(QStringLiteral("np_cnp_sent")), 7);
    QCOMPARE(twins.at(1).countersDevice, QStringLiteral("roceP2p1s0f1"));
    QVERIFY(twins.at(1).countersBefore.isEmpty()); // no counter files: nothing read
    QVERIFY(twins.at(1).countersAfter.isEmpty());
}

void TestRdmaLinkTest::aStarvedClockStillEndsOnTime()
{
    // Soft-RoCE on a busy CPU (its softirq work and busy-polling clients) delays the test's
    // timers: a test counting its ticks ran far past its length. Its length is wall time.
    const Result<QList<TwinPath>> paths = oneTwinPath();
    QVERIFY(paths);
    RdmaLinkTest test;
    QSignalSpy live(&test, &RdmaLinkTest::live);
    QSignalSpy finished(&test, &RdmaLinkTest::finished);
    test.start(*paths, 2);
    QTimer::singleShot(100, &test, [] { QThread::msleep(2500); }); // the starved event loop
    QVERIFY(finished.wait(10000));
    // The first tick after the stall already finds the 2 s past: one figure, at 2 of 2.
    QCOMPARE(live.size(), 1);
    QCOMPARE(live.first().at(2).toInt(), 2);
}

void TestRdmaLinkTest::aTwinWithoutFiguresIsNamed()
{
    // Clients that connect and then print no result line in the test's length (a starved
    // emulated Spark did): no figure is no pass.
    qputenv("SPARKWIRE_PERFTEST_SILENT", "1");
    const Result<QList<TwinPath>> paths = oneTwinPath();
    QVERIFY(paths);
    RdmaLinkTest test;
    QSignalSpy finished(&test, &RdmaLinkTest::finished);
    test.start(*paths, 1);
    QVERIFY(finished.wait(10000));
    const auto verdicts = finished.first().at(1).value<QList<Diagnosis>>();
    QCOMPARE(diagnosisIds(verdicts), QStringList{QStringLiteral("rdma-twin-no-figures")});
    QVERIFY2(verdicts.first().message.contains(QStringLiteral("rocep1s0f1")),
             qPrintable(verdicts.first().message));
}

void TestRdmaLinkTest::aClockThatFailedOnStderrGivesRatesFromIterations()
{
    // Soft-RoCE on an emulated CPU (recorded): perftest prints 0 for every rate and warns on
    // stderr that its clock calibration failed; one line a second, so each line's iterations
    // give its rate.
    qputenv("SPARKWIRE_PERFTEST_RECORDED", "ib_write_bw_rxe_tcg_infinite.txt");
    qputenv("SPARKWIRE_PERFTEST_CLOCK_FAILS", "1");
    const Result<QList<TwinPath>> paths = oneTwinPath();
    QVERIFY(paths);
    RdmaLinkTest test;
    QSignalSpy finished(&test, &RdmaLinkTest::finished);
    test.start(*paths, 2);
    QVERIFY(finished.wait(10000));
    const auto twins = finished.first().at(0).value<QList<PerftestResult>>();
    QCOMPARE(twins.size(), 1);
    QVERIFY(twins.first().clockCalibrationFailed);
    QVERIFY(twins.first().ratesFromIterations);
    QVERIFY(!twins.first().samples.isEmpty());
    for (const PerftestResult::Sample &s : twins.first().samples)
        QCOMPARE(s.bwAvgGbps, double(s.bytes) * double(s.iterations) * 8 / 1e9);
}

QTEST_GUILESS_MAIN(TestRdmaLinkTest)
#include "tst_rdmalinktest.moc"
