#include "TwinCounters.h"

#include <QDir>

namespace sparkwire::metrics {

TwinCounters::TwinCounters(const QString &sysfsRoot, MetricsSampler::Twin twin)
    : m_root(sysfsRoot)
    , m_twin(std::move(twin))
{
    const QString net = m_root + QStringLiteral("/class/net/") + m_twin.netdev + QLatin1Char('/');
    for (const char *name : {"carrier", "speed"})
        m_netdev.push_back(
            {Group::Netdev, QLatin1String(name), CounterFile(net + QLatin1String(name))});
    for (const char *name : {"tx_bytes", "rx_bytes", "tx_packets", "rx_packets"})
        m_netdev.push_back(
            {Group::Netdev, QLatin1String(name),
             CounterFile(net + QStringLiteral("statistics/") + QLatin1String(name))});
    openRdma();
}

TwinCounters::~TwinCounters() = default;

void TwinCounters::openRdma()
{
    m_rdma.clear();
    if (m_twin.rdmaDevice.isEmpty())
        return;
    const QString base = m_root + QStringLiteral("/class/infiniband/") + m_twin.rdmaDevice +
                         QStringLiteral("/ports/1/");
    for (const char *name : {"state", "phys_state", "rate"})
        m_rdma.push_back(
            {Group::Port, QLatin1String(name), CounterFile(base + QLatin1String(name))});
    const std::pair<Group, QString> dirs[] = {{Group::Counter, QStringLiteral("counters")},
                                              {Group::HwCounter, QStringLiteral("hw_counters")}};
    for (const auto &[group, dir] : dirs) {
        const QString path = base + dir + QLatin1Char('/');
        const QStringList names = QDir(path).entryList(QDir::Files, QDir::Name);
        for (const QString &name : names)
            m_rdma.push_back({group, name, CounterFile(path + name)});
    }
}

QList<TwinCounters::Reading> TwinCounters::read()
{
    QList<Reading> readings;
    // The device was removed (or never seen): list its files again, it may be back.
    if (m_rdma.empty() || !m_rdma.front().file.isOpen() || !m_rdma.front().file.stillLinked())
        openRdma();
    for (std::vector<File> *files : {&m_rdma, &m_netdev}) {
        for (File &f : *files) {
            if (!f.file.isOpen() && !f.file.reopen())
                continue;
            if (const std::optional<quint64> v = f.file.read())
                readings.append({f.group, f.name, *v});
        }
    }
    return readings;
}

} // namespace sparkwire::metrics
