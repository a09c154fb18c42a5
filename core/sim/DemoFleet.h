#pragma once

#include "cluster/ClusterRecord.h"
#include "metrics/FleetHistory.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace sparkwire::sim {

// The demo's fleet: the simulated Sparks of a cluster record (the demo window's: its seat and
// spark-demo-b on port 1, as the wizard configures them), each sending a sample at 10 Hz as a
// member's agent would: every cabled port busy with an all-reduce near 90 Gb/s per twin each
// way, wobbling out of step, now and then a congestion notification; a port without a cable
// has no link and no traffic, as This Spark shows it. Each sample goes through FleetSample's
// encoding and its parser, as one from a real member does, into the FleetHistory the dashboard
// shows. A member's feed can be stopped (it is then marked lost) and started again.
class DemoFleet : public QObject
{
    Q_OBJECT
public:
    static constexpr int kRateHz = 10;

    // The members and cables shown.
    explicit DemoFleet(cluster::ClusterRecord record, QObject *parent = nullptr);
    // The demo window's pair: seatId/seatName (its own key and hostname) and DemoCabling's
    // peer, cabled port 1 to port 1.
    static cluster::ClusterRecord pairRecord(const QString &seatId, const QString &seatName);
    // Three Sparks in a ring, both ports of each cabled (the fleet benchmark's).
    static cluster::ClusterRecord ringRecord(const QString &seatId, const QString &seatName);
    const cluster::ClusterRecord &record() const { return m_record; }
    metrics::FleetHistory *history() { return &m_history; }
    void start();
    void setFeedStopped(const QString &memberId, bool stopped);
    // One sample of every running member at the history's time nowMs (for tests and the
    // benchmark, which fill an hour without waiting for it).
    void tick(qint64 nowMs);

private:
    metrics::FleetSample sampleOf(int member, double seconds);

    cluster::ClusterRecord m_record;
    metrics::FleetHistory m_history;
    QSet<QString> m_stopped;
    QTimer m_timer;
    QList<QList<int>> m_ports; // each member's cabled ports
    QList<quint64> m_cnps;
};

} // namespace sparkwire::sim
