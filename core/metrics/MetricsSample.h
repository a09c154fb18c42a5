#pragma once

#include "hw/RdmaHwCounters.h"

#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <optional>

namespace sparkwire::metrics {

// Where a twin's RoCE rates come from.
enum class RoceCounting
{
    PortCounters, // a RoCE adapter (mlx5): ports/1/counters/port_{xmit,rcv}_{data,packets}
    // Soft-RoCE (rxe), which has no port counters: packets from ports/1/hw_counters/
    // {sent,rcvd}_pkts; bytes from the netdev, which carries rxe's packets (unlike an
    // adapter's), so they include their UDP/IP headers and any other kernel traffic on it.
    SoftRoce,
};

// The names of a device's counters (ports/1/hw_counters/), by how it is counted: mlx5's for
// an adapter, rxe's for soft-RoCE.
inline const hw::RdmaHwCounters &hwCountersOf(RoceCounting counting)
{
    return counting == RoceCounting::SoftRoce ? hw::RdmaHwCounters::softRoce()
                                              : hw::RdmaHwCounters::mlx5();
}

// The counters that signal trouble on a device counted this way, as the sampler reads them
// and the dashboards show them: out of sequence and retransmits, then the congestion counters
// where the driver has them (mlx5), else its other loss counters (soft-RoCE). Five rows at
// most: what fits beside the plots at 1024×700 (tst_layout); mlx5's packet_seq_err is read
// by the doctor and around each RDMA test (bench::RoceCounters), not here.
inline const QStringList &troubleCounters(RoceCounting counting)
{
    const auto shown = [](const hw::RdmaHwCounters &names) {
        return QStringList{names.outOfSequence, names.retransmits} +
               (names.cnps.isEmpty() ? names.otherLoss : names.congestion());
    };
    static const QStringList adapter = shown(hw::RdmaHwCounters::mlx5());
    static const QStringList softRoce = shown(hw::RdmaHwCounters::softRoce());
    return counting == RoceCounting::SoftRoce ? softRoce : adapter;
}

// Rates of one twin half over the last interval.
struct TwinRates
{
    QString rdmaDevice;
    QString netdev;
    int port = -1;
    int half = -1;
    bool present = false; // its RDMA counters could be read this tick
    RoceCounting counting = RoceCounting::PortCounters;
    double txGbps = 0; // RoCE: port_xmit_data × 4 bytes (SoftRoce: the netdev's tx_bytes)
    double rxGbps = 0; // RoCE: port_rcv_data × 4 bytes (SoftRoce: the netdev's rx_bytes)
    double txPps = 0;  // packets
    double rxPps = 0;
    // statistics/tx_bytes: kernel traffic only on an adapter, which moves RoCE past the
    // netdev; on soft-RoCE its packets too.
    double netdevTxGbps = 0;
    double netdevRxGbps = 0;
    QMap<QString, quint64> troubleTotals; // hw_counters present on this device
    QMap<QString, quint64> troubleDeltas; // their increase this interval
    // The netdev's link (class/net/<netdev>/): nullopt where the file could not be read.
    std::optional<bool> carrier;
    std::optional<quint32> speedMbps;      // "-1" (unknown) reads as nullopt
    std::optional<quint64> carrierChanges; // link flaps, total
};

// One tick of the sampler: every twin, and the sums per physical port (= per link).
struct MetricsSample
{
    qint64 timeMs = 0; // monotonic
    double intervalS = 0;
    QList<TwinRates> twins;

    QList<int> ports() const
    {
        QList<int> list;
        for (const TwinRates &t : twins)
            if (!list.contains(t.port))
                list << t.port;
        std::sort(list.begin(), list.end());
        return list;
    }
    double portTxGbps(int port) const { return sum(port, &TwinRates::txGbps); }
    double portRxGbps(int port) const { return sum(port, &TwinRates::rxGbps); }

private:
    double sum(int port, double TwinRates::*field) const
    {
        double total = 0;
        for (const TwinRates &t : twins)
            if (t.port == port)
                total += t.*field;
        return total;
    }
};

} // namespace sparkwire::metrics

// Queued across threads and compared in signal spies.
Q_DECLARE_METATYPE(sparkwire::metrics::MetricsSample)
