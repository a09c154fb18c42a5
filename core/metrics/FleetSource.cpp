#include "FleetSource.h"

#include "FleetSample.h"

namespace sparkwire::metrics {

FleetSource::FleetSource(QString sysfsRoot, std::function<QList<MetricsSampler::Twin>()> twins)
    : m_root(std::move(sysfsRoot))
    , m_twins(std::move(twins))
{
    m_clock.start();
}

FleetSource::~FleetSource() = default;

QString FleetSource::sample(quintptr subscriber)
{
    const qint64 now = m_clock.nsecsElapsed();
    auto it = m_samplers.find(subscriber);
    if (it == m_samplers.end()) {
        if (int(m_samplers.size()) >= kMaxSubscribers)
            return FleetSample().encode();
        it = m_samplers
                 .emplace(subscriber,
                          std::make_unique<MetricsSampler>(
                              m_root, m_twins ? m_twins() : QList<MetricsSampler::Twin>()))
                 .first;
    }
    const std::optional<MetricsSample> tick = it->second->sample(now);
    return tick ? FleetSample::fromMetrics(*tick).encode() : FleetSample().encode();
}

void FleetSource::drop(quintptr subscriber)
{
    m_samplers.erase(subscriber);
}

} // namespace sparkwire::metrics
