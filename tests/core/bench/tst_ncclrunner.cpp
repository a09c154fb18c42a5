// NCCL orchestration with a stand-in executable that replays real nccl-tests output slowly:
// progress per message size, the streaming parse, exit codes, cancel of the whole process
// group, the mpirun command across hosts, and a binary that is not there.
#include "bench/NcclRunner.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace sparkwire::bench;

namespace {
const QString kStandIn = QStringLiteral(SPARKWIRE_FIXTURES "/nccl/stand-in/");
const QByteArray kLocal = SPARKWIRE_FIXTURES "/nccl/";

void replay(const char *fixture, const char *delay, const char *exitCode = "0")
{
    qputenv("SPARKWIRE_REPLAY", kLocal + fixture);
    qputenv("SPARKWIRE_REPLAY_DELAY", delay);
    qputenv("SPARKWIRE_REPLAY_EXIT", exitCode);
}
} // namespace

class TestNcclRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void progressPerSize();
    void exitCodeIsKept();
    void cancelStopsTheGroup();
    void mpirunAcrossHosts();
    void missingBinary();
    void failedRunKeepsItsOutputAndCause_data();
    void failedRunKeepsItsOutputAndCause();
    void cancelledRunIsKeptAndSaidSo();
};

void TestNcclRunner::progressPerSize()
{
    replay("all_gather_perf_g2.txt", "0.01");
    NcclRunOptions o;
    o.binary = kStandIn + QStringLiteral("all_gather_perf");
    o.gpusPerProcess = 2;
    QCOMPARE(NcclRunner::expectedRows(o), 13); // 1 MiB .. 4 GiB, factor 2
    NcclRunner runner;
    QSignalSpy progress(&runner, &NcclRunner::progress);
    QSignalSpy finished(&runner, &NcclRunner::finished);
    runner.start(o);
    QVERIFY(finished.wait(20000));
    QCOMPARE(progress.size(), 13);
    QCOMPARE(progress.first().at(0).toInt(), 1);
    QCOMPARE(progress.last().at(0).toInt(), 13);
    QCOMPARE(progress.last().at(1).toInt(), 13);
    QCOMPARE(progress.last().at(2).toLongLong(), 4294967296LL);
    const auto result = finished.first().at(0).value<NcclResult>();
    QCOMPARE(finished.first().at(1).toInt(), 0);
    QVERIFY(!finished.first().at(2).toBool());
    QCOMPARE(result.rows.size(), 13);
    QCOMPARE(*result.avgBusbw, 190.365);
}

void TestNcclRunner::exitCodeIsKept()
{
    replay("all_reduce_perf_g2.txt", "0", "3");
    NcclRunOptions o;
    o.binary = kStandIn + QStringLiteral("all_gather_perf");
    NcclRunner runner;
    QSignalSpy finished(&runner, &NcclRunner::finished);
    runner.start(o);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().at(1).toInt(), 3);
}

void TestNcclRunner::cancelStopsTheGroup()
{
    QTemporaryDir dir;
    const QString childFile = dir.filePath(QStringLiteral("child"));
    qputenv("SPARKWIRE_REPLAY_CHILD", childFile.toUtf8());
    replay("all_reduce_perf_g2.txt", "0.3");
    NcclRunOptions o;
    o.binary = kStandIn + QStringLiteral("all_gather_perf");
    o.minBytes = 8;
    o.maxBytes = 1LL << 30;
    NcclRunner runner;
    QSignalSpy progress(&runner, &NcclRunner::progress);
    QSignalSpy finished(&runner, &NcclRunner::finished);
    runner.start(o);
    QVERIFY(progress.wait(20000));
    runner.cancel();
    QVERIFY(finished.wait(10000));
    QVERIFY(finished.first().at(2).toBool()); // cancelled
    QVERIFY(finished.first().at(0).value<NcclResult>().rows.size() < 28);
    QFile f(childFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const pid_t child = pid_t(f.readAll().trimmed().toInt());
    QVERIFY(child > 0);
    QTRY_VERIFY(::kill(child, 0) != 0); // the test's own child went with the group
    qunsetenv("SPARKWIRE_REPLAY_CHILD");
}

void TestNcclRunner::mpirunAcrossHosts()
{
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("mpirun.args"));
    qputenv("SPARKWIRE_MPIRUN_LOG", log.toUtf8());
    replay("mpi_all_gather_socket_fallback_debug.txt", "0");
    NcclRunOptions o;
    o.binary = QStringLiteral("all_gather_perf");
    o.hosts = {QStringLiteral("spark-a"), QStringLiteral("spark-b")};
    o.mpirun = kStandIn + QStringLiteral("mpirun");
    o.btlInterface = QStringLiteral("enp1s0f1np1");
    o.environment = {{QStringLiteral("NCCL_IB_HCA"), QStringLiteral("rocep1s0f1,roceP2p1s0f1")}};
    NcclRunner runner;
    QSignalSpy finished(&runner, &NcclRunner::finished);
    runner.start(o);
    QVERIFY(finished.wait(20000));
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList args = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (const QString &expected :
         {QStringLiteral("-np"), QStringLiteral("2"), QStringLiteral("spark-a:1,spark-b:1"),
          QStringLiteral("btl_tcp_if_include"), QStringLiteral("enp1s0f1np1"),
          QStringLiteral("NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1"), QStringLiteral("NCCL_DEBUG=INFO"),
          QStringLiteral("all_gather_perf")})
        QVERIFY2(args.contains(expected),
                 qPrintable(expected + QStringLiteral(" not in ") + args.join(QLatin1Char(' '))));
    const auto result = finished.first().at(0).value<NcclResult>();
    QCOMPARE(NcclResult::transportName(result.transport), QStringLiteral("socket"));
    QCOMPARE(result.diagnoses.first().id, QStringLiteral("nccl-socket-fallback"));
}

void TestNcclRunner::missingBinary()
{
    NcclRunOptions o;
    o.binary = QStringLiteral("no_such_nccl_test_perf");
    NcclRunner runner;
    QSignalSpy failed(&runner, &NcclRunner::failed);
    runner.start(o);
    QCOMPARE(failed.size(), 1);
    const sparkwire::Error missing = failed.first().first().value<sparkwire::Error>();
    QVERIFY(missing.message.contains(QStringLiteral("not found")));
    QCOMPARE(missing.code, sparkwire::ErrorCode::NotFound);
}

// A run that fails (replaying real mpirun output from the lent GPU machine, or a tool's text)
// keeps its command and whole output in its history folder, and its result names the cause.
void TestNcclRunner::failedRunKeepsItsOutputAndCause_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("exitStatus");
    QTest::addColumn<QString>("diagnosis");
    QTest::newRow("binary missing on a host (real, 132)")
        << kLocal + "gpu-2026-11-25/mpi_binary_missing.txt"
        << "132"
        << "nccl-launch-binary-missing";
    QTest::newRow("bootstrap interface missing") << kLocal + "bootstrap_no_interface.txt"
                                                 << "1"
                                                 << "nccl-bootstrap-no-interface";
    QTest::newRow("out of memory (real, H200, 3)") << kLocal + "gpu-2026-11-26/single_oom.txt"
                                                   << "3"
                                                   << "nccl-out-of-memory";
    QTest::newRow("ssh refused (real, testbed, 255)")
        << kLocal + "testbed-2026-11-26/mpi_ssh_refused.txt"
        << "255"
        << "nccl-launch-ssh";
    QTest::newRow("out-of-band netdev missing (real, 1)")
        << kLocal + "gpu-2026-11-25-x2/mpi_oob_interface_missing.txt"
        << "1"
        << "nccl-launch-oob-interface";
    QTest::newRow("NCCL versions differ (real, 3)")
        << kLocal + "gpu-2026-11-25-x2/mpi_version_differs.txt"
        << "3"
        << "nccl-version-differs";
    QTest::newRow("only an exit status") << QByteArray("/dev/null") << "7"
                                         << "nccl-exit-status";
}

void TestNcclRunner::failedRunKeepsItsOutputAndCause()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, exitStatus);
    QFETCH(QString, diagnosis);
    qputenv("SPARKWIRE_REPLAY", file);
    qputenv("SPARKWIRE_REPLAY_DELAY", "0");
    qputenv("SPARKWIRE_REPLAY_EXIT", exitStatus.toUtf8());
    QTemporaryDir state;
    NcclRunOptions o;
    o.binary = kStandIn + QStringLiteral("all_gather_perf");
    o.historyDir = state.filePath(QStringLiteral("nccl-runs"));
    o.sysfsRoot = state.path(); // no netdev here: "missing"
    NcclRunner runner;
    QSignalSpy finished(&runner, &NcclRunner::finished);
    runner.start(o);
    QVERIFY(finished.wait(20000));
    const auto result = finished.first().at(0).value<NcclResult>();
    QCOMPARE(finished.first().at(1).toInt(), exitStatus.toInt());
    QVERIFY(result.isFailure());
    QCOMPARE(result.diagnoses.first().id, diagnosis);
    const QString history = runner.historyPath();
    QVERIFY(history.startsWith(o.historyDir + QLatin1Char('/')));
    QFile output(history + QStringLiteral("/output.txt"));
    QVERIFY(output.open(QIODevice::ReadOnly));
    QFile original(QString::fromUtf8(file));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(output.readAll(), original.readAll()); // the whole output, byte for byte
    QVERIFY(QFile::exists(history + QStringLiteral("/command.txt")));
    QFile json(history + QStringLiteral("/result.json"));
    QVERIFY(json.open(QIODevice::ReadOnly));
    QVERIFY(json.readAll().contains(diagnosis.toUtf8()));
}

void TestNcclRunner::cancelledRunIsKeptAndSaidSo()
{
    replay("all_reduce_perf_g2.txt", "0.2");
    QTemporaryDir state;
    NcclRunOptions o;
    o.binary = kStandIn + QStringLiteral("all_gather_perf");
    o.historyDir = state.filePath(QStringLiteral("nccl-runs"));
    NcclRunner runner;
    QSignalSpy progress(&runner, &NcclRunner::progress);
    QSignalSpy finished(&runner, &NcclRunner::finished);
    runner.start(o);
    QVERIFY(progress.wait(20000));
    runner.cancel();
    QVERIFY(finished.wait(10000));
    const auto result = finished.first().at(0).value<NcclResult>();
    QVERIFY(result.cancelled);
    QVERIFY(result.isFailure());
    QCOMPARE(result.diagnoses.first().id, QStringLiteral("nccl-cancelled"));
    QFile output(runner.historyPath() + QStringLiteral("/output.txt"));
    QVERIFY(output.open(QIODevice::ReadOnly));
    QVERIFY(output.readAll().contains("# Collective test starting: all_reduce_perf"));
}

QTEST_GUILESS_MAIN(TestNcclRunner)
#include "tst_ncclrunner.moc"
