// What one sampler tick costs with 8 RDMA devices (four Sparks' worth of twins on one screen,
// or a switch node): 4 traffic counters, 5 trouble counters and 2 netdev counters each, read
// with pread from files opened once. Target: <= 100 us per tick (<= 0.1% of a core at 10 Hz).
// The tree is on a normal file system here: on a Spark, sysfs attribute reads (and mlx5's
// hw_counters, which ask the firmware) cost more; this has not been measured on one.
// Also: recording one tick into a link's hour of history, and exporting that hour as CSV (what
// the dashboard's Export CSV costs on the GUI thread). Targets: <= 10 us and <= 50 ms.
#include "metrics/LinkHistory.h"
#include "metrics/MetricsSample.h"
#include "metrics/MetricsSampler.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire::metrics;

class BenchMetrics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void tickWith8Devices();
    void recordATick();
    void exportAnHourAsCsv();

private:
    QTemporaryDir m_dir;
    QList<MetricsSampler::Twin> m_twins;
};

void BenchMetrics::initTestCase()
{
    auto put = [](const QString &path, const QByteArray &value) {
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(value);
    };
    for (int i = 0; i < 8; ++i) {
        const QString dev = QStringLiteral("rocedev%1").arg(i);
        const QString net = QStringLiteral("netdev%1").arg(i);
        const QString base =
            m_dir.path() + QStringLiteral("/class/infiniband/") + dev + QStringLiteral("/ports/1/");
        for (const char *name :
             {"port_xmit_data", "port_rcv_data", "port_xmit_packets", "port_rcv_packets"})
            put(base + QStringLiteral("counters/") + QLatin1String(name), "123456789012\n");
        for (const QString &name : troubleCounters(RoceCounting::PortCounters))
            put(base + QStringLiteral("hw_counters/") + name, "42\n");
        for (const char *name : {"tx_bytes", "rx_bytes"})
            put(m_dir.path() + QStringLiteral("/class/net/") + net +
                    QStringLiteral("/statistics/") + QLatin1String(name),
                "987654321\n");
        m_twins.append({dev, net, i / 2, i % 2});
    }
}

void BenchMetrics::tickWith8Devices()
{
    MetricsSampler sampler(m_dir.path(), m_twins);
    qint64 now = 0;
    sampler.sample(now);
    int present = 0;
    QBENCHMARK
    {
        now += 100'000'000;
        const auto s = sampler.sample(now);
        present = 0;
        for (const TwinRates &t : s->twins)
            present += t.present ? 1 : 0;
    }
    QCOMPARE(present, 8);
}

namespace {
MetricsSample linkTick(qint64 ms)
{
    MetricsSample s;
    s.timeMs = ms;
    for (int half : {0, 1}) {
        TwinRates t;
        t.port = 1;
        t.half = half;
        t.txGbps = 90 + half;
        t.rxGbps = 89 + half;
        s.twins << t;
    }
    return s;
}
} // namespace

void BenchMetrics::recordATick()
{
    LinkHistory link(1);
    qint64 ms = 0;
    QBENCHMARK
    {
        link.record(linkTick(ms += 100));
    }
    QVERIFY(!link.isEmpty());
}

void BenchMetrics::exportAnHourAsCsv()
{
    LinkHistory link(1);
    for (qint64 ms = 0; ms < 3'600'000; ms += 100)
        link.record(linkTick(ms));
    QByteArray csv;
    QBENCHMARK
    {
        csv = link.csv(LinkHistory::kMaxWindowSeconds);
    }
    QVERIFY(csv.count('\n') > 3500); // header + about 3,600 one-second rows
}

QTEST_GUILESS_MAIN(BenchMetrics)
#include "bench_metrics.moc"
