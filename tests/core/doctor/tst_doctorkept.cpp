// The doctor's inputs from kept test results and the NCCL runner's preflight: results kept by
// the real ResultKeeper from real nccl-tests captures (tests/data/nccl) and
// perftest output (tests/data/perftest) feed nccl-buffer-memory and twin-rdma-preflight on the
// recorded dgx-port1 tree with a Spark's meminfo (tests/data/proc); the newest run counts, an
// RDMA run older than a day or of a device this Spark lacks does not, and a file kept before
// max_bytes was recorded still gives its size. About 1 s.
#include "FindCheck.h"
#include "bench/KeptResult.h"
#include "bench/NcclOutputParser.h"
#include "bench/PerftestParser.h"
#include "bench/ResultKeeper.h"
#include "doctor/Doctor.h"
#include "doctor/NcclPreflight.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::doctor;

namespace {
const QString kData = QStringLiteral(SPARKWIRE_FIXTURES "/");
const QString kSysfs = kData + QStringLiteral("sysfs/dgx-port1");
const QString kProc = kData + QStringLiteral("proc/dgx-spark");
const QDateTime kNow = QDateTime(QDate(2026, 11, 26), QTime(1, 0), Qt::UTC);

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QList<DoctorCheck> runWithKept(const QString &stateDir)
{
    DoctorInputs in = DoctorInputs::read(kSysfs, kProc, QString(), {}, false);
    in.readKeptResults(stateDir, kNow);
    return Doctor::runAll(in);
}

// Keeps one RDMA run to spark-b: the perftest outputs, each device renamed when `device` says.
bool keepRdma(const QString &stateDir, const QStringList &outputs, const QString &device,
              int hoursAgo)
{
    QList<bench::PerftestResult> twins;
    for (const QString &file : outputs) {
        Result<bench::PerftestResult> r = bench::PerftestParser::parse(readAll(file));
        if (!r)
            return false;
        if (!device.isEmpty())
            r->device = device;
        twins << *r;
    }
    bench::ResultKeeper keeper(stateDir, QStringLiteral("spark-a"), false);
    return bool(
        keeper.keepRdma(QStringLiteral("spark-b"), twins, {}, kNow.addSecs(-3600 * hoursAgo)));
}
} // namespace

class TestDoctorKept : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ncclSizeFromKeptRun_data();
    void ncclSizeFromKeptRun();
    void twinRatesFromKeptRdma_data();
    void twinRatesFromKeptRdma();
    void preflightBeforeARun_data();
    void preflightBeforeARun();
};

void TestDoctorKept::ncclSizeFromKeptRun_data()
{
    QTest::addColumn<QStringList>("captures"); // kept oldest first, an hour apart
    QTest::addColumn<bool>("asKeptBefore");    // without "max_bytes", as files kept before it
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("evidence");
    const QString big = kData + QStringLiteral("nccl/gpu-2026-11-25-x2/single_large_sizes.txt");
    const QString fourG = kData + QStringLiteral("nccl/all_gather_perf_g2.txt");
    QTest::newRow("none kept") << QStringList() << false << "skip"
                               << "no NCCL test result is kept";
    QTest::newRow("-e 4G (2 GPUs, real)") << QStringList{fourG} << false << "pass"
                                          << "-e 4096 MiB: about 12288 MiB of buffers";
    QTest::newRow("-e 128G (2x H100, real)") << QStringList{big} << false << "fail"
                                             << "-e 131072 MiB";
    QTest::newRow("the newest counts") << QStringList{big, fourG} << false << "pass"
                                       << "-e 4096 MiB";
    QTest::newRow("kept before max_bytes: the largest row") << QStringList{fourG} << true << "pass"
                                                            << "-e 4096 MiB";
}

void TestDoctorKept::ncclSizeFromKeptRun()
{
    QFETCH(QStringList, captures);
    QFETCH(bool, asKeptBefore);
    QFETCH(QString, status);
    QFETCH(QString, evidence);
    QTemporaryDir state;
    QDateTime when = kNow.addSecs(-3600 * captures.size());
    QString lastFile;
    for (const QString &capture : captures) {
        const Result<bench::NcclResult> result = bench::NcclOutputParser::parse(readAll(capture));
        QVERIFY2(result, qPrintable(capture));
        bench::ResultKeeper keeper(state.path(), QStringLiteral("spark-a"), false);
        const Result<QStringList> kept = keeper.keepNccl(*result, when);
        QVERIFY(kept);
        const QString json = kept->first();
        QVERIFY(json.endsWith(QLatin1String(".json")));
        QJsonObject o = QJsonDocument::fromJson(readAll(json)).object();
        QCOMPARE(o.value(QLatin1String("max_bytes")).toDouble(), double(*result->maxBytes));
        if (asKeptBefore) {
            o.remove(QStringLiteral("max_bytes"));
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(o).toJson());
        }
        lastFile = QFileInfo(json).fileName();
        when = when.addSecs(3600);
    }
    const DoctorCheck c = find(runWithKept(state.path()), QStringLiteral("nccl-buffer-memory"));
    QCOMPARE(DoctorCheck::statusName(c.status), status);
    QVERIFY2(c.evidence.contains(evidence), qPrintable(c.evidence));
    if (!lastFile.isEmpty()) // which kept run, and when
        QVERIFY2(c.evidence.contains(QStringLiteral("kept NCCL run ") + lastFile +
                                     QStringLiteral(" (2026-11-26T00:00:00Z)")),
                 qPrintable(c.evidence));
}

void TestDoctorKept::twinRatesFromKeptRdma_data()
{
    QTest::addColumn<QString>("keep"); // what is kept, see twinRatesFromKeptRdma()
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("evidence");
    QTest::newRow("nothing kept") << ""
                                  << "skip"
                                  << "younger than a day";
    QTest::newRow("healthy twin, 2 h old (real)")
        << "healthy"
        << "pass"
        << "rocep1s0f1 reports 200 Gb/sec (4X HDR), moved 111.7 Gb/s in the kept RDMA test to "
           "spark-b ";
    QTest::newRow("one twin degraded, 2 h old")
        << "degraded"
        << "fail"
        << "roceP2p1s0f1 reports 200 Gb/sec (4X HDR), moved 31.5 Gb/s";
    QTest::newRow("one twin from a stale initialisation, 2 h old")
        << "stale"
        << "fail"
        << "roceP2p1s0f1 reports 200 Gb/sec (4X HDR), moved 13.1 Gb/s";
    QTest::newRow("one twin idle while the other carries, 2 h old") << "idle"
                                                                    << "warn"
                                                                    << "moved 0.4 Gb/s";
    QTest::newRow("degraded but 30 h old") << "old"
                                           << "skip"
                                           << "younger than a day";
    QTest::newRow("a device this Spark lacks") << "elsewhere"
                                               << "skip"
                                               << "no per-twin RDMA measurement";
    QTest::newRow("a newer healthy run replaces the degraded one")
        << "recovered"
        << "pass"
        << "roceP2p1s0f1 reports 200 Gb/sec (4X HDR), moved 111.7 Gb/s";
}

void TestDoctorKept::twinRatesFromKeptRdma()
{
    QFETCH(QString, keep);
    QFETCH(QString, status);
    QFETCH(QString, evidence);
    const QString healthy = kData + QStringLiteral("perftest/ib_write_bw_q4.txt");
    const QString degraded = kData + QStringLiteral("perftest/ib_write_bw_q4_degraded.txt");
    QTemporaryDir state;
    if (keep == QLatin1String("healthy"))
        QVERIFY(keepRdma(state.path(), {healthy}, QString(), 2));
    else if (keep == QLatin1String("degraded"))
        QVERIFY(keepRdma(state.path(), {healthy, degraded}, QString(), 2));
    else if (keep == QLatin1String("stale") || keep == QLatin1String("idle"))
        QVERIFY(
            keepRdma(state.path(),
                     {healthy, kData + QStringLiteral("perftest/ib_write_bw_q4_%1.txt").arg(keep)},
                     QString(), 2));
    else if (keep == QLatin1String("old"))
        QVERIFY(keepRdma(state.path(), {healthy, degraded}, QString(), 30));
    else if (keep == QLatin1String("elsewhere"))
        QVERIFY(keepRdma(state.path(), {healthy}, QStringLiteral("mlx5_7"), 2));
    else if (keep == QLatin1String("recovered")) {
        QVERIFY(keepRdma(state.path(), {degraded}, QString(), 5));
        QVERIFY(keepRdma(state.path(), {healthy}, QStringLiteral("roceP2p1s0f1"), 1));
    }
    const DoctorCheck c = find(runWithKept(state.path()), QStringLiteral("twin-rdma-preflight"));
    QCOMPARE(DoctorCheck::statusName(c.status), status);
    QVERIFY2(c.evidence.contains(evidence), qPrintable(c.evidence));
    if (status != QLatin1String("skip")) { // which kept run, and when
        const QStringList kept =
            QDir(bench::KeptResult::folder(state.path()))
                .entryList({QStringLiteral("*-rdma-spark-b.json")}, QDir::Files, QDir::Name);
        QVERIFY2(c.evidence.contains(kept.last()), qPrintable(c.evidence));
        QVERIFY2(c.evidence.contains(QStringLiteral(".json (2026-11-2")), qPrintable(c.evidence));
    }
    if (status == QLatin1String("fail") || status == QLatin1String("warn"))
        QVERIFY(!c.cause.isEmpty() && !c.fix.isEmpty());
    // The same verdict names as `rdma parse` and the dashboard (bench::TwinBandwidth).
    if (keep == QLatin1String("stale")) {
        QVERIFY2(c.evidence.contains(QStringLiteral("13.1 Gb/s in the kept")),
                 qPrintable(c.evidence));
        QVERIFY2(c.evidence.contains(QStringLiteral(": stale-init")), qPrintable(c.evidence));
        QVERIFY2(c.evidence.contains(QStringLiteral(": healthy")), qPrintable(c.evidence));
        QVERIFY2(c.fix.contains(QStringLiteral("60 s")), qPrintable(c.fix));
    }
    if (keep == QLatin1String("idle"))
        QVERIFY2(c.evidence.contains(QStringLiteral(": one-twin")), qPrintable(c.evidence));
}

void TestDoctorKept::preflightBeforeARun_data()
{
    QTest::addColumn<QString>("sysfs");
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("evidence");
    QTest::newRow("-e 4G on a Spark") << kSysfs << (qint64(4) << 30) << "pass"
                                      << "MemTotal 124546 MiB";
    QTest::newRow("-e 8G on a Spark") << kSysfs << (qint64(8) << 30) << "warn"
                                      << "-e 8192 MiB: about 24576 MiB of buffers";
    QTest::newRow("-e 16G on a Spark") << kSysfs << (qint64(16) << 30) << "fail"
                                       << "-e 16384 MiB";
    QTest::newRow("-e 16G without a CX-7")
        << kData + QStringLiteral("sysfs/no-cx7") << (qint64(16) << 30) << "skip"
        << "not a Spark";
}

void TestDoctorKept::preflightBeforeARun()
{
    QFETCH(QString, sysfs);
    QFETCH(qint64, maxBytes);
    QFETCH(QString, status);
    QFETCH(QString, evidence);
    const DoctorCheck c = NcclPreflight::check(sysfs, kProc, maxBytes);
    QCOMPARE(DoctorCheck::statusName(c.status), status);
    QVERIFY2(c.evidence.contains(evidence), qPrintable(c.evidence));
    // The window's tests: a failed check refuses with its words, a warning is a verdict.
    bench::NcclRunOptions options;
    options.maxBytes = maxBytes;
    const auto window = NcclPreflight::forLinkTests(sysfs, kProc)(options);
    QCOMPARE(bool(window), status != QLatin1String("fail"));
    if (!window)
        QVERIFY(window.error().message.contains(c.fix));
    else
        QCOMPARE(window->has_value(), status == QLatin1String("warn"));
    if (status == QLatin1String("warn"))
        QCOMPARE((*window)->id, QStringLiteral("nccl-buffer-memory"));
}

QTEST_GUILESS_MAIN(TestDoctorKept)
#include "tst_doctorkept.moc"
