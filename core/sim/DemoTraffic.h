#pragma once

#include "hw/HostInventory.h"
#include "metrics/MetricsSampler.h"

#include <QTemporaryDir>

namespace sparkwire::sim {

// Moving counters for the demo: a private counter tree (never /sys) that this class advances
// as a healthy two-Spark link would run, both twins of port 1 near 96 Gb/s each way with a
// little wobble, port 0 idle, and now and then a congestion notification. A twin without an
// IPv4 address has no RoCE v2 GID and stays idle, as it does on a Spark (the classic faults:
// NCCL falls back to sockets and the CX-7 moves nothing). The dashboard's sampler reads it
// exactly as it reads /sys.
class DemoTraffic : public QObject
{
    Q_OBJECT
public:
    explicit DemoTraffic(QList<metrics::MetricsSampler::Twin> twins, QObject *parent = nullptr);
    // The inventory's twins; those without an IPv4 address stay idle.
    explicit DemoTraffic(const hw::HostInventory &inventory, QObject *parent = nullptr);
    QString root() const { return m_dir.path(); }
    const QList<metrics::MetricsSampler::Twin> &twins() const { return m_twins; }
    // Attach to the sampler that reads this tree: the counters advance to each tick's
    // instant just before it reads them.
    void drive(metrics::MetricsSampler *sampler);
    void advance(double seconds); // one step, for tests

private:
    void write(const QString &relPath, quint64 value);

    // In memory when the system has /dev/shm: like sysfs, a tick's rewrites never wait on a
    // disk (ten ticks a second on the GUI thread).
    QTemporaryDir m_dir{memoryBackedTemplate()};
    static QString memoryBackedTemplate();
    QList<metrics::MetricsSampler::Twin> m_twins;
    QStringList m_idle;     // netdevs that carry nothing
    QList<quint64> m_words; // per twin: tx, rx (4-byte words), tx packets, rx packets, cnp
    qint64 m_lastNs = 0;    // the sampler's time of the last step
    double m_time = 0;
};

} // namespace sparkwire::sim
