#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace sparkwire::bench {

// The retransmit and congestion counters (ports/1/hw_counters) of RDMA devices: read from a
// sysfs root for the doctor's roce-counters-steady and around each RDMA link test, and kept
// with that test's result ("hw_counters_before"/"hw_counters_after": {device: {name: value}}).
// The names are hw::RdmaHwCounters' of both drivers (mlx5 and soft-RoCE); a device has one set.
class RoceCounters
{
public:
    using Device = QHash<QString, qint64>;   // counter name -> value
    using Snapshot = QHash<QString, Device>; // RDMA device -> its counters

    // Those whose every rise is a lost packet: both drivers' RdmaHwCounters::loss().
    static const QStringList &lossNames();
    // The counters looked at: lossNames(), mlx5's congestion counters and soft-RoCE's packet
    // counts (its only count of a run's packets).
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
