#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace sparkwire::bench {

// The retransmit and congestion counters (ports/1/hw_counters) of RDMA devices: read from a
// sysfs root for the doctor's roce-counters-steady and around each RDMA link test, and kept
// with that test's result ("hw_counters_before"/"hw_counters_after": {device: {name: value}}).
// mlx5 (a Spark's CX-7) and soft-RoCE (rxe, as on the virtual Sparks: Linux's
// drivers/infiniband/sw/rxe/rxe_hw_counters.c) name them differently; a device has one set.
class RoceCounters
{
public:
    using Device = QHash<QString, qint64>;   // counter name -> value
    using Snapshot = QHash<QString, Device>; // RDMA device -> its counters

    // Those whose every rise is a lost packet: mlx5's out_of_sequence, local_ack_timeout_err,
    // packet_seq_err; rxe's out_of_seq_request, rcvd_seq_err, completer_retry_err,
    // retry_exceeded_err.
    static const QStringList &lossNames();
    // The counters looked at: lossNames(), mlx5's np_cnp_sent, rp_cnp_handled and
    // out_of_buffer, and rxe's sent_pkts and rcvd_pkts (its only count of a run's packets:
    // rxe has no ports/1/counters/).
    static const QStringList &names();
    // Those of `names()` that `device` has under sysfsRoot (an empty root reads nothing).
    static Device read(const QString &sysfsRoot, const QString &device);
    // Each device's counters; devices without any are left out.
    static Snapshot read(const QString &sysfsRoot, const QStringList &devices);

    static QJsonObject toJson(const Snapshot &snapshot);
    // What a kept file says, read as untrusted: at most 8 devices of plain names, only the
    // counters of names(), whole numbers from 0 to 2^53; anything else is left out.
    static Snapshot fromJson(const QJsonObject &json);
};

} // namespace sparkwire::bench
