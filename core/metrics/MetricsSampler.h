#pragma once

#include "CounterFile.h"
#include "MetricsSample.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace sparkwire::hw {
struct HostInventory;
}

namespace sparkwire::metrics {

// Samples RDMA and netdev counters of every CX-7 twin at 1–10 Hz. Files are opened once and
// re-read; a device that vanishes reads as not present (and is looked for again each second);
// counters that wrap or reset never produce negative or absurd rates.
class MetricsSampler : public QObject
{
    Q_OBJECT
public:
    struct Twin
    {
        QString rdmaDevice; // may be empty: then only netdev statistics
        QString netdev;
        int port = -1;
        int half = -1;
    };
    static QList<Twin> twinsOf(const hw::HostInventory &inventory);

    MetricsSampler(QString sysfsRoot, QList<Twin> twins, QObject *parent = nullptr);
    ~MetricsSampler() override;

    // One tick at monotonic time nowNs. The first call only primes the counters (nullopt).
    std::optional<MetricsSample> sample(qint64 nowNs);

    void start(int intervalMs); // 100..1000 ms
    // Called on every timed tick with the tick's time, just before the counters are read (the
    // demo brings its simulated counters up to that instant, so its rates are exact).
    void setBeforeSample(std::function<void(qint64 nowNs)> hook)
    {
        m_beforeSample = std::move(hook);
    }
    void stop();
    bool isRunning() const { return m_timer.isActive(); }

Q_SIGNALS:
    void sampled(const sparkwire::metrics::MetricsSample &sample);

private:
    struct Counter
    {
        CounterFile file;
        std::optional<quint64> last;
        std::optional<quint64> delta(); // read and difference; nullopt when unreadable
    };
    struct TwinFiles;
    bool openTwin(TwinFiles &twin);

    QString m_root;
    std::vector<std::unique_ptr<TwinFiles>> m_twins;
    std::optional<qint64> m_lastNs;
    qint64 m_lastReopenNs = 0;
    QTimer m_timer;
    QElapsedTimer m_clock;
    std::function<void(qint64)> m_beforeSample;
};

} // namespace sparkwire::metrics
