#include "RdmaHwCounters.h"

namespace sparkwire::hw {

QStringList RdmaHwCounters::loss() const
{
    return QStringList{outOfSequence, retransmits} + otherLoss;
}

const RdmaHwCounters &RdmaHwCounters::mlx5()
{
    // mlx5's RoCE loss and congestion-control counters (tests/data/sysfs-tree.sh writes them
    // for the fixtures' CX-7s).
    static const RdmaHwCounters names{
        QStringLiteral("out_of_sequence"),
        QStringLiteral("local_ack_timeout_err"),
        {QStringLiteral("packet_seq_err")},
        {QStringLiteral("np_cnp_sent"), QStringLiteral("rp_cnp_handled")},
        {QStringLiteral("out_of_buffer")},
        {},
    };
    return names;
}

const RdmaHwCounters &RdmaHwCounters::softRoce()
{
    // rxe_hw_counters.c: the responder's out-of-sequence requests, the requester's retries
    // (completer_retry_err) and its retries run out, and a received sequence error.
    static const RdmaHwCounters names{
        QStringLiteral("out_of_seq_request"),
        QStringLiteral("completer_retry_err"),
        {QStringLiteral("rcvd_seq_err"), QStringLiteral("retry_exceeded_err")},
        {},
        {},
        {QStringLiteral("sent_pkts"), QStringLiteral("rcvd_pkts")},
    };
    return names;
}

} // namespace sparkwire::hw
