#include "ExporterCollector.h"

#include "InfinibandNames.h"

#include <QElapsedTimer>

#include <map>

namespace sparkwire::exporter {

namespace {
using Group = metrics::TwinCounters::Group;
using Labels = std::vector<prometheus::ClientMetric::Label>;

// Families by name, so several twins add to one family and the output has each name once.
class Families
{
public:
    void add(const std::string &name, const std::string &help, prometheus::MetricType type,
             Labels labels, double value)
    {
        auto [it, inserted] = m_families.try_emplace(name);
        prometheus::MetricFamily &family = it->second;
        if (inserted) {
            family.name = name;
            family.help = help;
            family.type = type;
        }
        prometheus::ClientMetric metric;
        metric.label = std::move(labels);
        if (type == prometheus::MetricType::Counter)
            metric.counter.value = value;
        else
            metric.gauge.value = value;
        family.metric.push_back(std::move(metric));
    }
    std::vector<prometheus::MetricFamily> take()
    {
        std::vector<prometheus::MetricFamily> list;
        list.reserve(m_families.size());
        for (auto &[name, family] : m_families)
            list.push_back(std::move(family));
        return list;
    }

private:
    std::map<std::string, prometheus::MetricFamily> m_families;
};

std::string text(const QString &s)
{
    return s.toStdString();
}

struct NetdevName
{
    const char *file;
    const char *metric;
    const char *help;
    prometheus::MetricType type;
    double scale;
};
const NetdevName kNetdev[] = {
    {"carrier", "sparkwire_netdev_carrier",
     "1 when the twin's netdev has carrier (a cable and a peer)", prometheus::MetricType::Gauge, 1},
    {"speed", "sparkwire_netdev_speed_bytes_per_second",
     "The twin's netdev link speed; absent while it has no link", prometheus::MetricType::Gauge,
     1e6 / 8},
    {"tx_bytes", "sparkwire_netdev_transmit_bytes_total",
     "Bytes the kernel sent on the twin's netdev (TCP and other kernel traffic; RoCE is not "
     "counted here)",
     prometheus::MetricType::Counter, 1},
    {"rx_bytes", "sparkwire_netdev_receive_bytes_total",
     "Bytes the kernel received on the twin's netdev (RoCE is not counted here)",
     prometheus::MetricType::Counter, 1},
    {"tx_packets", "sparkwire_netdev_transmit_packets_total",
     "Packets the kernel sent on the twin's netdev", prometheus::MetricType::Counter, 1},
    {"rx_packets", "sparkwire_netdev_receive_packets_total",
     "Packets the kernel received on the twin's netdev", prometheus::MetricType::Counter, 1},
};
} // namespace

ExporterCollector::ExporterCollector(const QString &sysfsRoot, const hw::HostInventory &inventory,
                                     const QString &stateDir,
                                     std::function<QStringList()> localAddresses)
    : m_hostname(inventory.hostname)
{
    if (!stateDir.isEmpty())
        m_kept = std::make_unique<bench::KeptResults>(stateDir);
    if (!stateDir.isEmpty() && localAddresses)
        m_peers = std::make_unique<RecordPeers>(stateDir, std::move(localAddresses));
    for (const hw::Cx7Port &p : inventory.ports)
        m_twins.push_back(
            {std::make_unique<metrics::TwinCounters>(
                 sysfsRoot, metrics::MetricsSampler::Twin{p.rdmaDevice, p.netdev, p.port, p.half}),
             p.pci});
}

ExporterCollector::~ExporterCollector() = default;

std::vector<prometheus::MetricFamily> ExporterCollector::Collect() const
{
    QElapsedTimer timer;
    timer.start();
    const std::lock_guard lock(m_mutex);
    Families families;
    const QHash<QPair<int, int>, QString> noPeers;
    const QHash<QPair<int, int>, QString> &peers = m_peers ? m_peers->peers() : noPeers;
    for (Twin &twin : m_twins) {
        const metrics::MetricsSampler::Twin &t = twin.counters->twin();
        Labels labels = {{"device", text(t.rdmaDevice)}, {"netdev", text(t.netdev)}};
        // The member at the other end of the twin's cable, as the approved record names it.
        if (const QString peer = peers.value({t.port, t.half}); !peer.isEmpty())
            labels.push_back({"peer", text(peer)});
        labels.push_back({"port", "1"});
        labels.push_back({"qsfp_port", std::to_string(t.port)});
        labels.push_back({"twin", std::to_string(t.half)});
        bool rdmaPresent = false;
        for (const metrics::TwinCounters::Reading &r : twin.counters->read()) {
            if (r.group == Group::Netdev) {
                for (const NetdevName &n : kNetdev)
                    if (r.name == QLatin1String(n.file))
                        families.add(n.metric, n.help, n.type, labels, double(r.value) * n.scale);
                continue;
            }
            rdmaPresent = true;
            if (r.group == Group::HwCounter) {
                Labels withName = labels;
                withName.insert(withName.begin(), {"counter", text(r.name)});
                families.add("sparkwire_roce_hardware_events_total",
                             "Every RoCE hw_counters file of the twin's RDMA port, by its sysfs "
                             "name (label counter)",
                             prometheus::MetricType::Counter, std::move(withName), double(r.value));
            }
            const InfinibandName name = infinibandName(r.group, r.name);
            if (!name.metric)
                continue;
            families.add(name.metric, name.help,
                         r.group == Group::Port ? prometheus::MetricType::Gauge
                                                : prometheus::MetricType::Counter,
                         labels, double(r.value) * name.scale);
        }
        Labels info = labels;
        info.push_back({"hostname", text(m_hostname)});
        info.push_back({"pci", text(twin.pci)});
        families.add("sparkwire_twin_info",
                     "One per CX-7 twin: its RDMA device, netdev, QSFP port, half and PCI "
                     "function",
                     prometheus::MetricType::Gauge, std::move(info), 1);
        families.add("sparkwire_twin_rdma_present",
                     "1 when the twin's RDMA counters could be read at this scrape",
                     prometheus::MetricType::Gauge, labels, rdmaPresent ? 1 : 0);
    }
    if (m_kept) {
        const bench::KeptResults::Newest kept = m_kept->newest();
        for (const bench::KeptResults::Kept &l : kept.links) {
            const Labels run = {{"kind", text(bench::linkTestKindName(l.kind))},
                                {"member", text(l.member)}};
            families.add("sparkwire_link_test_timestamp_seconds",
                         "When the newest kept TCP or RDMA test against a member finished",
                         prometheus::MetricType::Gauge, run, double(l.keptAt.toSecsSinceEpoch()));
            for (const bench::KeptResult::Twin &twin : l.twins) {
                Labels labels = run;
                labels.push_back({"twin", text(twin.name)});
                families.add("sparkwire_link_test_bytes_per_second",
                             "Throughput the newest kept TCP or RDMA test measured on each twin "
                             "(netdev for TCP, RDMA device for RDMA)",
                             prometheus::MetricType::Gauge, std::move(labels), twin.gbps * 1e9 / 8);
            }
        }
        for (const bench::KeptResults::Kept &n : kept.nccl) {
            const Labels labels = {{"test", text(n.test)}};
            families.add("sparkwire_nccl_test_busbw_bytes_per_second",
                         "Best bus bandwidth of the newest kept nccl-tests run",
                         prometheus::MetricType::Gauge, labels, n.bestBusbw * 1e9);
            families.add("sparkwire_nccl_test_failed",
                         "1 when the newest kept nccl-tests run failed (its verdicts say why)",
                         prometheus::MetricType::Gauge, labels, n.failed ? 1 : 0);
            families.add("sparkwire_nccl_test_timestamp_seconds",
                         "When the newest kept nccl-tests run finished",
                         prometheus::MetricType::Gauge, labels,
                         double(n.keptAt.toSecsSinceEpoch()));
        }
    }
    families.add("sparkwire_exporter_scrape_duration_seconds",
                 "Time this scrape spent reading the counters", prometheus::MetricType::Gauge, {},
                 double(timer.nsecsElapsed()) / 1e9);
    return families.take();
}

} // namespace sparkwire::exporter
