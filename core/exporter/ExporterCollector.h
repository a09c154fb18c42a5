#pragma once

#include "RecordPeers.h"
#include "bench/KeptResults.h"
#include "hw/HostInventory.h"
#include "metrics/TwinCounters.h"

#include <prometheus/collectable.h>
#include <prometheus/metric_family.h>

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace sparkwire::exporter {

// What `sparkwirectl exporter` serves: every CX-7 twin's RDMA port counters under
// node_exporter's infiniband names and labels (device, port; plus netdev, twin and
// qsfp_port), bytes as bytes (the sysfs words × 4), and sparkwire_* metrics for what
// node_exporter lacks: which twin and QSFP port a device is, every RoCE hw_counter by name,
// the netdev's carrier, speed and kernel byte counters. Counters are read when scraped (one
// pread(2) per file, files kept open), never on a timer; reads only. Thread-safe: the HTTP
// server calls Collect() from its worker threads.
class ExporterCollector : public prometheus::Collectable
{
public:
    // stateDir: where the kept link-test results are (empty: no sparkwire_link_test_* and
    // sparkwire_nccl_test_* metrics) and the cluster record that names each twin's `peer`
    // (RecordPeers; localAddresses gives this Spark's IPv4 addresses, without prefix).
    ExporterCollector(const QString &sysfsRoot, const hw::HostInventory &inventory,
                      const QString &stateDir = {},
                      std::function<QStringList()> localAddresses = {});
    ~ExporterCollector() override;

    std::vector<prometheus::MetricFamily> Collect() const override;

private:
    struct Twin
    {
        std::unique_ptr<metrics::TwinCounters> counters;
        QString pci;
    };
    mutable std::mutex m_mutex;
    mutable std::vector<Twin> m_twins;
    QString m_hostname;
    mutable std::unique_ptr<bench::KeptResults> m_kept;
    mutable std::unique_ptr<RecordPeers> m_peers;
};

} // namespace sparkwire::exporter
