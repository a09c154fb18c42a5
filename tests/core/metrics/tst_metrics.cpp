// The counter sampler on a copy of a Spark's sysfs tree whose counter files the test
// rewrites between ticks: rates per twin and per port, 4-byte words, wraps and resets, a
// device that vanishes and comes back, garbage in a file; and the fixed-memory history.
#include "hw/InventoryMonitor.h"
#include "metrics/CounterFile.h"
#include "metrics/DecimatedHistory.h"
#include "metrics/MetricsSampler.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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
    void historyDecimates();

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

QTEST_GUILESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
