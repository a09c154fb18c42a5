#pragma once

#include "MetricsSampler.h"

#include <QElapsedTimer>
#include <QString>

#include <functional>
#include <memory>
#include <unordered_map>

namespace sparkwire::metrics {

// A member's side of the fleet dashboard: each subscribed seat gets its own MetricsSampler
// (files opened once), read when that seat asks, so the rates cover exactly the time since
// its last ask, whatever its rate. The first ask only primes the counters and answers a
// sample without twins ("alive, nothing measured yet").
class FleetSource
{
public:
    static constexpr int kMaxSubscribers = 16; // PeerServer's connection cap

    FleetSource(QString sysfsRoot, std::function<QList<MetricsSampler::Twin>()> twins);
    ~FleetSource();

    // One FleetSample text for `subscriber` (an opaque key: its connection).
    QString sample(quintptr subscriber);
    void drop(quintptr subscriber);
    int subscriberCount() const { return int(m_samplers.size()); }

private:
    QString m_root;
    std::function<QList<MetricsSampler::Twin>()> m_twins;
    std::unordered_map<quintptr, std::unique_ptr<MetricsSampler>> m_samplers;
    QElapsedTimer m_clock;
};

} // namespace sparkwire::metrics
