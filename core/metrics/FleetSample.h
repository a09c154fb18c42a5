#pragma once

#include "MetricsSample.h"

#include "common/Result.h"

#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::metrics {

// One twin of a member as the fleet dashboard shows it: rates and the trouble totals.
struct FleetTwin
{
    int port = 0;                     // physical port 0..1
    int half = 0;                     // twin half 0..1
    std::optional<bool> carrier;      // class/net/<netdev>/carrier; nullopt: unreadable
    std::optional<quint32> speedMbps; // class/net/<netdev>/speed; nullopt: unknown
    bool rdma = false;                // its RDMA counters were read
    quint64 txKbps = 0;               // RoCE, port_xmit_data × 4 bytes
    quint64 rxKbps = 0;
    quint64 netdevTxKbps = 0; // statistics/tx_bytes: kernel traffic (TCP), never RoCE
    quint64 netdevRxKbps = 0;
    // Totals of hw::RdmaHwCounters' counters of the device's driver (mlx5: local_ack_timeout_err,
    // out_of_sequence, np_cnp_sent + rp_cnp_handled; soft-RoCE has no CNPs).
    std::optional<quint64> retransmits;
    std::optional<quint64> outOfSequence;
    std::optional<quint64> cnps;
    std::optional<quint64> linkFlaps; // class/net/<netdev>/carrier_changes

    double txGbps() const { return double(txKbps) / 1e6; }
    double rxGbps() const { return double(rxKbps) / 1e6; }
    bool operator==(const FleetTwin &o) const;
};

// What a member sends the seat for one tick of its sampler (docs/pairing.md, "metrics"): a
// line of ASCII, "f1" then one record per twin, separated by ';', each record 13 fields
// separated by one space:
//   port half carrier speed rdma tx rx netdev-tx netdev-rx retransmits out-of-sequence cnps flaps
// carrier 0|1, rdma 0|1, rates in kbit/s, the rest totals; '-' where unknown. No names: the
// seat shows the names of its own cluster record. This class is the only parser of it.
struct FleetSample
{
    static constexpr int kMaxTwins = 4;                // two ports, two halves each
    static constexpr int kMaxChars = 512;              // 4 twins of ~60 characters fit with room
    static constexpr quint64 kMaxKbps = 1'000'000'000; // 1 Tb/s: above that, not a CX-7
    static constexpr quint32 kMaxSpeedMbps = 1'000'000;
    static constexpr int kMinRateHz = 1;
    static constexpr int kMaxRateHz = 10;

    QList<FleetTwin> twins; // sorted by port, then half; no two alike

    // From one tick of this node's sampler.
    static FleetSample fromMetrics(const MetricsSample &sample);
    QString encode() const;
    // Protocol when `text` is not exactly one sample of this format.
    static Result<FleetSample> parse(const QString &text);
    // A subscription's rate: 1..10 Hz, decimal digits only; anything else is refused.
    static Result<int> parseRate(const QString &text);

    // Sums over a port's twins.
    double portTxGbps(int port) const;
    double portRxGbps(int port) const;
    const FleetTwin *twin(int port, int half) const;
    // As a sampler tick (rates only) at seat time `timeMs`, for the link histories.
    MetricsSample toMetrics(qint64 timeMs, double intervalS) const;
};

} // namespace sparkwire::metrics
