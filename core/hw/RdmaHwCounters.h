#pragma once

#include <QString>
#include <QStringList>

namespace sparkwire::hw {

// The files of an RDMA device's ports/1/hw_counters/ that Sparkwire reads, by what they mean.
// mlx5 (a Spark's CX-7) and soft-RoCE (rxe, as on the virtual Sparks: Linux's
// drivers/infiniband/sw/rxe/rxe_hw_counters.c) name them differently, and a device has one
// set. The sampler, the dashboards, the fleet view, `watch`, the doctor and the kept RDMA
// tests all take the names from here.
struct RdmaHwCounters
{
    QString outOfSequence;   // the responder saw a packet out of order (one was lost)
    QString retransmits;     // the requester resent after its ACK timer ran out
    QStringList otherLoss;   // further counters whose every rise is a lost packet
    QStringList cnps;        // congestion notifications sent and handled (mlx5 only)
    QStringList bufferDrops; // packets dropped for want of a receive buffer (mlx5 only)
    QStringList packets;     // the device's own packet counts, sent and received (rxe only: it
                             // has no ports/1/counters/)

    // Every counter whose rise is a lost packet: out of sequence, retransmits, the others.
    QStringList loss() const;
    // The congestion counters: cnps, then bufferDrops.
    QStringList congestion() const { return cnps + bufferDrops; }

    static const RdmaHwCounters &mlx5();
    static const RdmaHwCounters &softRoce();
};

} // namespace sparkwire::hw
