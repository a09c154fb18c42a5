// roce-counters-steady from kept RDMA link tests: the real RdmaLinkTest runs the perftest
// stand-in (tests/data/perftest/stand-in, no RDMA hardware here) on a fixture sysfs tree whose
// hw_counters files the test rewrites while the run streams, the real ResultKeeper keeps the
// result, and the doctor reads it back for the recorded dgx-port1 tree: rising retransmits
// fail, a congestion storm warns, steady counters pass, a kept run without snapshots (as files
// kept before they were recorded) and a run older than a day skip with the reason, and a live
// pair of snapshots is never replaced by a kept one. About 8 s (one 1-second run a row).
#include "FindCheck.h"
#include "bench/RdmaLinkTest.h"
#include "bench/ResultKeeper.h"
#include "bench/RoceCounters.h"
#include "doctor/Doctor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::doctor;

namespace {
const QString kData = QStringLiteral(SPARKWIRE_FIXTURES "/");
const QString kSysfs = kData + QStringLiteral("sysfs/dgx-port1");
const QString kProc = kData + QStringLiteral("proc/dgx-spark");
const QDateTime kNow = QDateTime(QDate(2026, 11, 26), QTime(1, 0), Qt::UTC);
const QStringList kDevices{QStringLiteral("rocep1s0f1"), QStringLiteral("roceP2p1s0f1")};

using Values = QHash<QString, qint64>;

// Writes every counter of RoceCounters::names() of each device (7 unless `values` says).
bool writeCounters(const QString &sysfs, const Values &values)
{
    for (const QString &device : kDevices) {
        const QString dir =
            sysfs + QStringLiteral("/class/infiniband/%1/ports/1/hw_counters").arg(device);
        if (!QDir().mkpath(dir))
            return false;
        for (const QString &name : bench::RoceCounters::names()) {
            QFile f(dir + QLatin1Char('/') + name);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return false;
            f.write(QByteArray::number(values.value(name, 7)) + '\n');
        }
    }
    return true;
}
} // namespace

class TestDoctorCounters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void countersFromKeptRdma_data();
    void countersFromKeptRdma();
    void livePairOrKeptRun_data();
    void livePairOrKeptRun();
    void keptSnapshotsAreUntrusted_data();
    void keptSnapshotsAreUntrusted();
};

void TestDoctorCounters::initTestCase()
{
    qputenv("SPARKWIRE_PERFTEST_DIR", SPARKWIRE_FIXTURES "/perftest/stand-in");
}

void TestDoctorCounters::countersFromKeptRdma_data()
{
    QTest::addColumn<bool>("counterFiles"); // the run's sysfs tree has hw_counters
    QTest::addColumn<Values>("during");     // what the counters become while the run streams
    QTest::addColumn<int>("hoursAgo");      // the run's age (-1: nothing kept)
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("evidence");
    const QString retransmits = QStringLiteral("local_ack_timeout_err");
    QTest::newRow("retransmits rise during the run")
        << true << Values{{retransmits, 22}} << 2 << "fail"
        << "rocep1s0f1 local_ack_timeout_err +15";
    QTest::newRow("a congestion storm")
        << true << Values{{QStringLiteral("np_cnp_sent"), 300007}} << 2 << "warn"
        << "roceP2p1s0f1 np_cnp_sent +300000";
    QTest::newRow("steady") << true << Values{} << 2 << "pass"
                            << "no retransmit or timeout counter rose";
    // Soft-RoCE (rxe): its packet counters rise with every run; its own loss counter fails it.
    QTest::newRow("soft-RoCE packets")
        << true << Values{{QStringLiteral("sent_pkts"), 5007}} << 2 << "pass"
        << "rocep1s0f1 sent_pkts +5000";
    QTest::newRow("soft-RoCE retransmits")
        << true
        << Values{{QStringLiteral("sent_pkts"), 5007}, {QStringLiteral("completer_retry_err"), 10}}
        << 2 << "fail"
        << "roceP2p1s0f1 completer_retry_err +3";
    QTest::newRow("kept without snapshots")
        << false << Values{} << 2 << "skip"
        << "holds no snapshots of the RoCE hw_counters of this Spark's RDMA devices";
    QTest::newRow("rising but 30 h old") << true << Values{{retransmits, 22}} << 30 << "skip"
                                         << "no RDMA link test kept in the last 24 hours";
    QTest::newRow("nothing kept") << true << Values{} << -1 << "skip"
                                  << "no RDMA link test kept in the last 24 hours";
}

void TestDoctorCounters::countersFromKeptRdma()
{
    QFETCH(bool, counterFiles);
    QFETCH(Values, during);
    QFETCH(int, hoursAgo);
    QFETCH(QString, status);
    QFETCH(QString, evidence);
    QTemporaryDir sysfs;
    QTemporaryDir state;
    QString keptFile;
    if (hoursAgo >= 0) {
        if (counterFiles)
            QVERIFY(writeCounters(sysfs.path(), {}));
        bench::RdmaLinkTest test;
        test.setSysfsRoot(sysfs.path());
        QSignalSpy finished(&test, &bench::RdmaLinkTest::finished);
        QList<bench::TwinPath> paths;
        for (int i = 0; i < kDevices.size(); ++i)
            paths << bench::TwinPath{QStringLiteral("twin%1").arg(i),
                                     1,
                                     i,
                                     QStringLiteral("192.168.%1.1").arg(100 + i),
                                     kDevices.at(i),
                                     3,
                                     QStringLiteral("192.168.%1.2").arg(100 + i),
                                     18515 + i};
        test.start(paths, 1);
        if (counterFiles) // the run streams now: its "before" is already read
            QVERIFY(writeCounters(sysfs.path(), during));
        QVERIFY(finished.wait(10000));
        bench::ResultKeeper keeper(state.path(), QStringLiteral("spark-a"), false);
        const Result<QStringList> kept = keeper.keepRdma(
            QStringLiteral("spark-b"), finished.first().at(0).value<QList<bench::PerftestResult>>(),
            finished.first().at(1).value<QList<bench::Diagnosis>>(),
            kNow.addSecs(-3600 * hoursAgo));
        QVERIFY(kept);
        keptFile = QFileInfo(kept->first()).fileName();
        // Both snapshots are in the kept JSON (new optional fields), or neither is.
        QFile json(kept->first());
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(json.readAll()).object();
        QCOMPARE(o.contains(QLatin1String("hw_counters_before")), counterFiles);
        QCOMPARE(o.contains(QLatin1String("hw_counters_after")), counterFiles);
        if (counterFiles)
            for (const QString &name : bench::RoceCounters::names()) {
                QCOMPARE(o[QLatin1String("hw_counters_before")][kDevices.first()][name].toInteger(),
                         qint64(7));
                QCOMPARE(o[QLatin1String("hw_counters_after")][kDevices.first()][name].toInteger(),
                         during.value(name, 7));
            }
    }
    DoctorInputs in = DoctorInputs::read(kSysfs, kProc, QString(), {}, false);
    in.readKeptResults(state.path(), kNow);
    const DoctorCheck c = find(Doctor::runAll(in), QStringLiteral("roce-counters-steady"));
    QCOMPARE(DoctorCheck::statusName(c.status), status);
    QVERIFY2(c.evidence.contains(evidence), qPrintable(c.evidence));
    if (hoursAgo >= 0 && hoursAgo < 24) // which kept run, and when
        QVERIFY2(c.evidence.contains(QStringLiteral("kept RDMA test to spark-b ") + keptFile +
                                     QStringLiteral(" (2026-11-2")),
                 qPrintable(c.evidence));
    if (status == QLatin1String("fail") || status == QLatin1String("warn"))
        QVERIFY(!c.cause.isEmpty() && !c.fix.isEmpty());
}

// A kept run whose packet_seq_err rose by 2 (from 7 to 9) while it streamed, an hour ago.
static void keepRunThatLostPackets(const QString &stateDir)
{
    QTemporaryDir sysfs;
    QVERIFY(writeCounters(sysfs.path(), {}));
    bench::RdmaLinkTest test;
    test.setSysfsRoot(sysfs.path());
    QSignalSpy finished(&test, &bench::RdmaLinkTest::finished);
    test.start({bench::TwinPath{QStringLiteral("twin0"), 1, 0, QStringLiteral("192.168.100.1"),
                                kDevices.first(), 3, QStringLiteral("192.168.100.2"), 18515}},
               1);
    QVERIFY(writeCounters(sysfs.path(), {{QStringLiteral("packet_seq_err"), 9}}));
    QVERIFY(finished.wait(10000));
    bench::ResultKeeper keeper(stateDir, QStringLiteral("spark-a"), false);
    QVERIFY(keeper.keepRdma(QStringLiteral("spark-b"),
                            finished.first().at(0).value<QList<bench::PerftestResult>>(), {},
                            kNow.addSecs(-3600)));
}

void TestDoctorCounters::livePairOrKeptRun_data()
{
    // The CLI's live pair (taken before the kept results are read) beside a kept run that lost
    // packets an hour ago: np_cnp_sent rising by `liveRise` in the live pair.
    QTest::addColumn<int>("liveRise");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("evidence");
    QTest::addColumn<bool>("keptJudged");
    // Something rose now (a job runs): that is the finding, not the kept run.
    QTest::newRow("a rising live pair is judged") << 5 << "pass"
                                                  << " np_cnp_sent +5" << false;
    // Nothing rose (between jobs): the kept run's losses are the finding (on the virtual
    // Sparks the doctor run after `test rdma` said "no retransmit or timeout counter rose"
    // while the kept test's had).
    QTest::newRow("an idle live pair gives way to the kept run") << 0 << "fail"
                                                                 << " packet_seq_err +2" << true;
}

void TestDoctorCounters::livePairOrKeptRun()
{
    QFETCH(int, liveRise);
    QFETCH(QString, status);
    QFETCH(QString, evidence);
    QFETCH(bool, keptJudged);
    QTemporaryDir state;
    keepRunThatLostPackets(state.path());
    if (QTest::currentTestFailed())
        return;
    DoctorInputs in = DoctorInputs::read(kSysfs, kProc, QString(), {}, false);
    in.countersBefore = in.readHwCounters();
    in.countersAfter = in.readHwCounters();
    QVERIFY(in.countersAfter.contains(kDevices.first())); // the recorded tree has hw_counters
    in.countersAfter[kDevices.first()][QStringLiteral("np_cnp_sent")] += liveRise;
    in.readKeptResults(state.path(), kNow);
    QCOMPARE(in.countersSource.startsWith(QStringLiteral("kept RDMA test to spark-b")), keptJudged);
    const DoctorCheck c = find(Doctor::runAll(in), QStringLiteral("roce-counters-steady"));
    QCOMPARE(DoctorCheck::statusName(c.status), status);
    QVERIFY2(c.evidence.contains(kDevices.first() + evidence), qPrintable(c.evidence));
    QCOMPARE(c.evidence.contains(QStringLiteral("kept RDMA test to spark-b")), keptJudged);
}

void TestDoctorCounters::keptSnapshotsAreUntrusted_data()
{
    // What a kept file's "hw_counters_before" says, and what is read from it ("device name
    // value" lines, sorted).
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("read");
    QTest::newRow("as kept") << QByteArray(
                                    R"({"rocep1s0f1":{"out_of_sequence":3,"np_cnp_sent":0}})")
                             << QStringList{"rocep1s0f1 np_cnp_sent 0",
                                            "rocep1s0f1 out_of_sequence 3"};
    QTest::newRow("unknown counter, bad numbers")
        << QByteArray(R"({"rocep1s0f1":{"rx_bytes":9,"out_of_sequence":-1,"packet_seq_err":1.5,)"
                      R"("out_of_buffer":"4","local_ack_timeout_err":1e300}})")
        << QStringList();
    QTest::newRow("a name with a path")
        << QByteArray(R"({"../x":{"out_of_sequence":3}})") << QStringList();
    QTest::newRow("not an object") << QByteArray(R"({"rocep1s0f1":[1,2]})") << QStringList();
    QByteArray many = "{";
    for (int i = 0; i < 20; ++i)
        many += "\"dev" + QByteArray::number(i) + "\":{\"out_of_sequence\":1},";
    many.chop(1);
    QTest::newRow("at most 8 devices") << many + "}" << QStringList{QStringLiteral("8 devices")};
}

void TestDoctorCounters::keptSnapshotsAreUntrusted()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, read);
    const bench::RoceCounters::Snapshot s =
        bench::RoceCounters::fromJson(QJsonDocument::fromJson(json).object());
    QStringList lines;
    for (auto dev = s.cbegin(); dev != s.cend(); ++dev)
        for (auto c = dev.value().cbegin(); c != dev.value().cend(); ++c)
            lines << QStringLiteral("%1 %2 %3").arg(dev.key(), c.key()).arg(c.value());
    lines.sort();
    if (s.size() > 1)
        lines = QStringList{QStringLiteral("%1 devices").arg(s.size())};
    QCOMPARE(lines, read);
}

QTEST_GUILESS_MAIN(TestDoctorCounters)
#include "tst_doctorcounters.moc"
