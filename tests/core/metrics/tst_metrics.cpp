// The counter sampler on a copy of a Spark's sysfs tree whose counter files the test
// rewrites between ticks: rates per twin and per port, 4-byte words, wraps and resets, a
// device that vanishes and comes back, garbage in a file; the fixed-memory history, a link's
// hour of it as recorded from the sampler, and its CSV export.
#include "hw/InventoryMonitor.h"
#include "metrics/CounterFile.h"
#include "metrics/DecimatedHistory.h"
#include "metrics/FleetSample.h"
#include "metrics/LinkHistory.h"
#include "metrics/MetricsHistory.h"
#include "metrics/MetricsSampler.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace sparkwire;
using metrics::MetricsSampler;

namespace {
constexpr qint64 kSecond = 1'000'000'000;

void put(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text + '\n');
}

// One tick with both halves of `port` (and of port 0, which a port-1 history ignores).
metrics::MetricsSample tick(qint64 ms, double half0, double half1)
{
    metrics::MetricsSample s;
    s.timeMs = ms;
    s.intervalS = 0.1;
    for (int port : {0, 1})
        for (int half : {0, 1}) {
            metrics::TwinRates t;
            t.port = port;
            t.half = half;
            t.present = true;
            t.txGbps = (half ? half1 : half0) + (port == 0 ? 1000 : 0);
            t.rxGbps = t.txGbps / 2;
            s.twins << t;
        }
    return s;
}

const metrics::TwinRates *twin(const metrics::MetricsSample &s, const QString &device)
{
    for (const metrics::TwinRates &t : s.twins)
        if (t.rdmaDevice == device)
            return &t;
    return nullptr;
}
} // namespace

class TestMetrics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void delta_data();
    void delta();
    void ratesPerTwinAndPort();
    void vanishedDeviceAndGarbage();
    void troubleCounters();
    void softRoceCountsPacketsAndNetdevBytes();
    void historyDecimates();
    void linkHistoryRecordsItsPort();
    void historyRecordsTheSamplersTicks();
    void csvIsStableEnglishAndAtomic();

private:
    QString counter(const QString &device, const QString &name) const
    {
        return m_tree.path() + QStringLiteral("/class/infiniband/") + device +
               QStringLiteral("/ports/1/") + name;
    }
    std::unique_ptr<MetricsSampler> sampler();
    QTemporaryDir m_tree;
};

void TestMetrics::init()
{
    QVERIFY(m_tree.isValid());
    QProcess::execute(
        QStringLiteral("sh"),
        {QStringLiteral("-c"),
         QStringLiteral("rm -rf '%1'/* && cp -a '%2'/. '%1'/")
             .arg(m_tree.path(), QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"))});
    QVERIFY(QFile::exists(
        counter(QStringLiteral("rocep1s0f1"), QStringLiteral("counters/port_xmit_data"))));
}

std::unique_ptr<MetricsSampler> TestMetrics::sampler()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = m_tree.path();
    options.live = false;
    const hw::InventoryMonitor inventory(options);
    return std::make_unique<MetricsSampler>(m_tree.path(),
                                            MetricsSampler::twinsOf(inventory.inventory()));
}

void TestMetrics::delta_data()
{
    QTest::addColumn<quint64>("before");
    QTest::addColumn<quint64>("now");
    QTest::addColumn<quint64>("expected");
    QTest::newRow("rising") << quint64(100) << quint64(250) << quint64(150);
    QTest::newRow("still") << quint64(7) << quint64(7) << quint64(0);
    QTest::newRow("32-bit wrap") << quint64(0xffffff00) << quint64(0x100) << quint64(0x200);
    QTest::newRow("64-bit wrap") << quint64(0xffffffffffffff00ULL) << quint64(0x10)
                                 << quint64(0x110);
    QTest::newRow("reset") << quint64(5'000'000'000ULL) << quint64(1000) << quint64(1000);
}

void TestMetrics::delta()
{
    QFETCH(quint64, before);
    QFETCH(quint64, now);
    QFETCH(quint64, expected);
    QCOMPARE(metrics::counterDelta(before, now), expected);
}

void TestMetrics::ratesPerTwinAndPort()
{
    const QString a = QStringLiteral("rocep1s0f1");
    const QString b = QStringLiteral("roceP2p1s0f1");
    for (const QString &dev : {a, b})
        for (const char *name :
             {"port_xmit_data", "port_rcv_data", "port_xmit_packets", "port_rcv_packets"})
            put(counter(dev, QStringLiteral("counters/") + QLatin1String(name)), "1000");
    put(m_tree.path() + QStringLiteral("/class/net/enp1s0f1np1/statistics/tx_bytes"), "0");
    auto s = sampler();
    QVERIFY(!s->sample(0)); // primes
    // Half a second: twin a sends 5.78125e9 bytes (46.25 Gb in 0.5 s = 92.5 Gb/s) as
    // 1,445,312,500 four-byte words; twin b receives at 90 Gb/s.
    put(counter(a, QStringLiteral("counters/port_xmit_data")),
        QByteArray::number(1000 + 1'445'312'500LL));
    put(counter(a, QStringLiteral("counters/port_xmit_packets")),
        QByteArray::number(1000 + 500'000));
    put(counter(b, QStringLiteral("counters/port_rcv_data")),
        QByteArray::number(1000 + 1'406'250'000LL));
    put(m_tree.path() + QStringLiteral("/class/net/enp1s0f1np1/statistics/tx_bytes"), "62500000");
    const auto sample = s->sample(kSecond / 2);
    QVERIFY(sample);
    QCOMPARE(sample->intervalS, 0.5);
    const metrics::TwinRates *ta = twin(*sample, a);
    const metrics::TwinRates *tb = twin(*sample, b);
    QVERIFY(ta && tb && ta->present && tb->present);
    QCOMPARE(ta->txGbps, 92.5);
    QCOMPARE(ta->txPps, 1'000'000.0);
    QCOMPARE(ta->rxGbps, 0.0);
    QCOMPARE(tb->rxGbps, 90.0);
    QCOMPARE(ta->netdevTxGbps, 1.0); // kernel traffic, counted apart
    QCOMPARE(sample->portTxGbps(1), 92.5);
    QCOMPARE(sample->portRxGbps(1), 90.0);
    QCOMPARE(sample->portTxGbps(0), 0.0);
    QCOMPARE(sample->ports(), (QList<int>{0, 1}));
}

void TestMetrics::vanishedDeviceAndGarbage()
{
    const QString a = QStringLiteral("rocep1s0f1");
    auto s = sampler();
    QVERIFY(!s->sample(0));
    QVERIFY(twin(*s->sample(kSecond / 10), a)->present);
    // The device goes (driver reset, PCI error): not present, no crash, others unaffected.
    const QString device =
        QFileInfo(m_tree.path() + QStringLiteral("/class/infiniband/") + a).canonicalFilePath();
    QVERIFY(QDir(device).removeRecursively());
    auto gone = s->sample(2 * kSecond / 10);
    QVERIFY(!twin(*gone, a)->present);
    QCOMPARE(twin(*gone, a)->txGbps, 0.0);
    QVERIFY(twin(*gone, QStringLiteral("roceP2p1s0f1"))->present);
    // It comes back: found again within a second, its first tick primes (rate 0), then rates.
    for (const char *name :
         {"port_xmit_data", "port_rcv_data", "port_xmit_packets", "port_rcv_packets"})
        put(device + QStringLiteral("/ports/1/counters/") + QLatin1String(name), "5");
    QVERIFY(twin(*s->sample(14 * kSecond / 10), a)->present);
    put(device + QStringLiteral("/ports/1/counters/port_xmit_data"), "31250005"); // 1 Gb in 0.1 s
    QCOMPARE(twin(*s->sample(15 * kSecond / 10), a)->txGbps, 10.0);
    // Garbage where a number belongs: not present, never a wild rate.
    put(device + QStringLiteral("/ports/1/counters/port_rcv_data"), "garbage");
    const auto bad = s->sample(16 * kSecond / 10);
    QVERIFY(!twin(*bad, a)->present);
    QCOMPARE(twin(*bad, a)->rxGbps, 0.0);
}

void TestMetrics::troubleCounters()
{
    const QString a = QStringLiteral("rocep1s0f1");
    put(counter(a, QStringLiteral("hw_counters/out_of_sequence")), "10");
    auto s = sampler();
    QVERIFY(!s->sample(0));
    put(counter(a, QStringLiteral("hw_counters/out_of_sequence")), "17");
    const auto sample = s->sample(kSecond);
    const metrics::TwinRates *t = twin(*sample, a);
    QCOMPARE(t->troubleDeltas.value(QStringLiteral("out_of_sequence")), quint64(7));
    QCOMPARE(t->troubleTotals.value(QStringLiteral("out_of_sequence")), quint64(17));
    QVERIFY(t->troubleTotals.contains(QStringLiteral("np_cnp_sent"))); // in the fixture
}

void TestMetrics::softRoceCountsPacketsAndNetdevBytes()
{
    // Soft-RoCE (rxe, as on the virtual Sparks) has no ports/1/counters/: its hw_counters/
    // has sent_pkts and rcvd_pkts (Linux's drivers/infiniband/sw/rxe/rxe_hw_counters.c), and
    // its packets pass through the netdev, whose byte counters carry them.
    const QString a = QStringLiteral("rocep1s0f1");
    const QString base =
        QFileInfo(m_tree.path() + QStringLiteral("/class/infiniband/") + a).canonicalFilePath() +
        QStringLiteral("/ports/1/");
    QVERIFY(QDir(base + QStringLiteral("counters")).removeRecursively());
    QVERIFY(QDir(base + QStringLiteral("hw_counters")).removeRecursively());
    put(base + QStringLiteral("hw_counters/sent_pkts"), "100");
    put(base + QStringLiteral("hw_counters/rcvd_pkts"), "200");
    // Its own loss counters, as rxe names them.
    put(base + QStringLiteral("hw_counters/out_of_seq_request"), "3");
    put(base + QStringLiteral("hw_counters/completer_retry_err"), "40");
    const QString net = m_tree.path() + QStringLiteral("/class/net/enp1s0f1np1/statistics/");
    put(net + QStringLiteral("tx_bytes"), "0");
    put(net + QStringLiteral("rx_bytes"), "0");
    auto s = sampler();
    QVERIFY(!s->sample(0));
    // A second: 1000 packets out, 500 in; 125 MB out (1 Gb/s), 12.5 MB in (0.1 Gb/s).
    put(base + QStringLiteral("hw_counters/sent_pkts"), "1100");
    put(base + QStringLiteral("hw_counters/rcvd_pkts"), "700");
    put(base + QStringLiteral("hw_counters/out_of_seq_request"), "5");
    put(net + QStringLiteral("tx_bytes"), "125000000");
    put(net + QStringLiteral("rx_bytes"), "12500000");
    const auto sample = s->sample(kSecond);
    QVERIFY(sample);
    const metrics::TwinRates *t = twin(*sample, a);
    QVERIFY(t && t->present);
    QCOMPARE(t->counting, metrics::RoceCounting::SoftRoce);
    QCOMPARE(t->txPps, 1000.0);
    QCOMPARE(t->rxPps, 500.0);
    QCOMPARE(t->txGbps, 1.0);
    QCOMPARE(t->rxGbps, 0.1);
    QCOMPARE(sample->portTxGbps(1), 1.0);
    // Its trouble counters are rxe's, not the adapter's.
    QCOMPARE(t->troubleTotals.keys(), (QStringList{QStringLiteral("completer_retry_err"),
                                                   QStringLiteral("out_of_seq_request")}));
    QCOMPARE(t->troubleDeltas.value(QStringLiteral("out_of_seq_request")), quint64(2));
    QCOMPARE(t->troubleDeltas.value(QStringLiteral("completer_retry_err")), quint64(0));
    // The fleet view reads them by what they mean: out of sequence and retransmits.
    const metrics::FleetSample fleet = metrics::FleetSample::fromMetrics(*sample);
    const metrics::FleetTwin *f = fleet.twin(1, t->half);
    QVERIFY(f);
    QCOMPARE(f->outOfSequence, std::optional<quint64>(5));
    QCOMPARE(f->retransmits, std::optional<quint64>(40));
    QCOMPARE(f->cnps, std::optional<quint64>()); // soft-RoCE has none
    // The other twin is an adapter's, counted as before.
    const metrics::TwinRates *b = twin(*sample, QStringLiteral("roceP2p1s0f1"));
    QVERIFY(b && b->present);
    QCOMPARE(b->counting, metrics::RoceCounting::PortCounters);
    // Neither directory: not present (no rate is made up from the netdev alone).
    QVERIFY(QDir(base + QStringLiteral("hw_counters")).removeRecursively());
    QVERIFY(!twin(*s->sample(2 * kSecond), a)->present);
    QVERIFY(!twin(*s->sample(3 * kSecond), a)->present);
}

void TestMetrics::historyDecimates()
{
    metrics::DecimatedHistory h(/*fine*/ 50, /*factor*/ 10, /*coarse*/ 100);
    for (int i = 0; i < 40; ++i)
        h.append(i * 100, i);
    QCOMPARE(h.window(0).size(), 40); // all fine
    QCOMPARE(h.window(3000).size(), 10);
    for (int i = 40; i < 1000; ++i)
        h.append(i * 100, i);
    // The last 50 samples are fine; older windows come from the coarse level (means of 10).
    QCOMPARE(h.window(95'000).size(), 50);
    const QList<QPointF> hour = h.window(0);
    QCOMPARE(hour.size(), 100);
    QCOMPARE(hour.first().y(), 4.5); // mean of 0..9
    QCOMPARE(hour.last().y(), 994.5);
    // Memory is fixed: a million more samples keep the same sizes.
    for (int i = 1000; i < 1'000'000; ++i)
        h.append(i * 100LL, 1);
    QCOMPARE(h.window(0).size(), 100);
}

void TestMetrics::linkHistoryRecordsItsPort()
{
    using Series = metrics::LinkHistory::Series;
    metrics::LinkHistory link(1);
    QVERIFY(link.isEmpty());
    for (int i = 0; i < 100; ++i) // 10 s at 10 Hz
        link.record(tick(5000 + i * 100, 90.0 + i % 2, 80.0));
    QCOMPARE(link.lastMs(), 14900);
    const QList<QPointF> half0 = link.window(Series::Half0Tx, 5);
    QCOMPARE(half0.size(), 51); // the last 5 s, both ends: 9 900..14 900 ms
    QCOMPARE(half0.first().x(), 9900.0);
    QCOMPARE(half0.last().y(), 91.0);
    QCOMPARE(link.window(Series::Half1Rx, 60).last().y(), 40.0);
    QCOMPARE(link.window(Series::PortTx, 60).last().y(), 171.0); // both halves, port 0 not
    QCOMPARE(link.window(Series::PortRx, 60).last().y(), 85.5);
    QCOMPARE(link.window(Series::PortTx, 60).size(), 100);
    // An hour at 10 Hz stays in fixed memory: the hour comes back as one-second means.
    for (int i = 100; i < 36'100; ++i)
        link.record(tick(5000 + i * 100LL, 90.0 + i % 2, 80.0));
    const QList<QPointF> hour = link.window(Series::Half0Tx, 3600);
    QVERIFY2(hour.size() >= 3590 && hour.size() <= 3600, qPrintable(QString::number(hour.size())));
    QCOMPARE(hour.last().y(), 90.5);                          // the mean of alternating 90 and 91
    QCOMPARE(link.window(Series::Half0Tx, 299).size(), 2991); // within 5 minutes: every sample
}

void TestMetrics::historyRecordsTheSamplersTicks()
{
    metrics::MetricsHistory history({0, 1});
    std::unique_ptr<MetricsSampler> s = sampler();
    history.attach(s.get());
    QSignalSpy recorded(&history, &metrics::MetricsHistory::recorded);
    s->start(100);
    // The first tick only primes the counters; later ones are recorded (rates 0 here: the
    // fixture's counters do not move, which is still a recorded sample per tick).
    QTRY_VERIFY_WITH_TIMEOUT(recorded.size() >= 3, 5000);
    s->stop();
    QCOMPARE(history.ports(), (QList<int>{0, 1}));
    QVERIFY(history.link(1) && !history.link(1)->isEmpty());
    QCOMPARE(history.link(1)->window(metrics::LinkHistory::Series::PortTx, 60).size(),
             qsizetype(recorded.size()));
    QVERIFY(!history.link(7));
    QTemporaryDir dir;
    const Status missing = history.exportCsv(7, dir.filePath(QStringLiteral("x.csv")), 60);
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, ErrorCode::NotFound);
}

void TestMetrics::csvIsStableEnglishAndAtomic()
{
    // The German catalogue the window uses, installed: a machine format must not change.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(SPARKWIRE_GERMAN_QM)));
    QVERIFY(QCoreApplication::installTranslator(&german));
    metrics::MetricsHistory history({1});
    for (int i = 0; i < 30; ++i)
        history.record(tick(1000 + i * 100, 95.25, 94.0));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("port1.csv"));
    put(path, "an older export");
    const Status written = history.exportCsv(1, path, 2); // the last 2 s
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(written, qPrintable(written.errorMessage()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.first(), QByteArray("seconds,half_0_tx_gbps,half_0_rx_gbps,half_1_tx_gbps,"
                                       "half_1_rx_gbps,port_tx_gbps,port_rx_gbps"));
    QCOMPARE(lines.size(), 22); // header + 21 samples (-2 s to now, both ends)
    QCOMPARE(lines.at(1), QByteArray("-2.000,95.250,47.625,94.000,47.000,189.250,94.625"));
    QCOMPARE(lines.last(), QByteArray("0.000,95.250,47.625,94.000,47.000,189.250,94.625"));
    // A path that cannot be written: an Io error naming it, and no file or temporary left.
    const QString blocked = dir.filePath(QStringLiteral("no-such-dir/port1.csv"));
    const Status refused = history.exportCsv(1, blocked, 60);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::Io);
    QVERIFY(refused.errorMessage().contains(blocked));
    QVERIFY(!QFileInfo::exists(blocked));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("port1.csv")});
}

QTEST_GUILESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
