#include "MetricsHistory.h"

#include "MetricsSampler.h"

#include <QCoreApplication>

namespace sparkwire::metrics {

MetricsHistory::MetricsHistory(const QList<int> &ports, QObject *parent)
    : QObject(parent)
{
    m_links.reserve(size_t(ports.size()));
    for (int port : ports)
        m_links.emplace_back(port);
}

void MetricsHistory::attach(MetricsSampler *sampler)
{
    connect(sampler, &MetricsSampler::sampled, this, &MetricsHistory::record);
}

void MetricsHistory::record(const MetricsSample &sample)
{
    for (LinkHistory &link : m_links)
        link.record(sample);
    Q_EMIT recorded(sample);
}

QList<int> MetricsHistory::ports() const
{
    QList<int> ports;
    for (const LinkHistory &link : m_links)
        ports << link.port();
    return ports;
}

const LinkHistory *MetricsHistory::link(int port) const
{
    for (const LinkHistory &link : m_links)
        if (link.port() == port)
            return &link;
    return nullptr;
}

Status MetricsHistory::exportCsv(int port, const QString &path, int seconds) const
{
    const LinkHistory *history = link(port);
    if (!history)
        return makeError(ErrorCode::NotFound,
                         tr("There is no recorded history of port %1 to export.").arg(port));
    return history->exportCsv(path, seconds);
}

} // namespace sparkwire::metrics
