#pragma once

#include "cluster/ClusterRecord.h"
#include "metrics/FleetHistory.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace sparkwire::sim {

// The demo's fleet: three simulated Sparks cabled as a ring (the demo seat, spark-demo-b and
// spark-demo-c), each sending a sample at 10 Hz as a member's agent would: both ports busy
// with an all-reduce near 90 Gb/s per twin each way, wobbling out of step, now and then a
// congestion notification. Each sample goes through FleetSample's encoding and its parser,
// as one from a real member does, into the FleetHistory the dashboard shows. A member's feed
// can be stopped (it is then marked lost) and started again.
class DemoFleet : public QObject
{
    Q_OBJECT
public:
    static constexpr int kRateHz = 10;

    // seatId/seatName: the demo window's own key and hostname.
    DemoFleet(const QString &seatId, const QString &seatName, QObject *parent = nullptr);
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
    quint64 m_cnps[3] = {12, 3, 40};
};

} // namespace sparkwire::sim
