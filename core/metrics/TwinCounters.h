#pragma once

#include "CounterFile.h"
#include "MetricsSampler.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace sparkwire::metrics {

// Every counter of one CX-7 twin as running totals, read on demand (a Prometheus scrape)
// rather than on a timer: the RDMA port's counters/ and hw_counters/, its state, phys_state
// and rate, and the netdev's carrier, speed and byte counters. Files are opened once through
// CounterFile and re-read with pread(2); a file that vanished is looked for again on the next
// read, and the directories are listed again when the RDMA device came back.
class TwinCounters
{
public:
    enum class Group
    {
        Counter,   // ports/1/counters/<name>
        HwCounter, // ports/1/hw_counters/<name>
        Port,      // ports/1/{state,phys_state,rate}: the leading number ("4: ACTIVE" -> 4)
        Netdev,    // class/net/<netdev>/{carrier,speed,statistics/tx_bytes,...}
    };
    struct Reading
    {
        Group group;
        QString name; // file name, e.g. "port_xmit_data", "state", "tx_bytes"
        quint64 value = 0;
    };

    TwinCounters(const QString &sysfsRoot, MetricsSampler::Twin twin);
    ~TwinCounters();
    TwinCounters(const TwinCounters &) = delete;
    TwinCounters &operator=(const TwinCounters &) = delete;

    const MetricsSampler::Twin &twin() const { return m_twin; }
    // Only the files that could be read now; an absent device gives no RDMA readings.
    QList<Reading> read();

private:
    struct File
    {
        Group group;
        QString name;
        CounterFile file;
    };
    void openRdma();

    QString m_root;
    MetricsSampler::Twin m_twin;
    std::vector<File> m_rdma;
    std::vector<File> m_netdev;
};

} // namespace sparkwire::metrics
