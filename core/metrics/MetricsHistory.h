#pragma once

#include "LinkHistory.h"
#include "MetricsSample.h"

#include "common/Result.h"

#include <QObject>

#include <vector>

namespace sparkwire::metrics {

class MetricsSampler;

// The recorded history of every link a dashboard shows: each tick of a MetricsSampler goes
// into one LinkHistory per port, and a port's window exports as CSV. Views read it and are
// told when it grew; they keep no history of their own.
class MetricsHistory : public QObject
{
    Q_OBJECT
public:
    explicit MetricsHistory(const QList<int> &ports, QObject *parent = nullptr);

    // Records every tick the sampler makes from now on.
    void attach(MetricsSampler *sampler);
    void record(const MetricsSample &sample);

    QList<int> ports() const;
    // The history of a port, or nullptr for a port not kept here.
    const LinkHistory *link(int port) const;
    // The last `seconds` of a port as CSV (LinkHistory::csv), written atomically.
    Status exportCsv(int port, const QString &path, int seconds) const;

Q_SIGNALS:
    // After a sample was recorded into every link.
    void recorded(const sparkwire::metrics::MetricsSample &sample);

private:
    std::vector<LinkHistory> m_links;
};

} // namespace sparkwire::metrics
