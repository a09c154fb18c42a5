#pragma once

#include "LinkTestSupport.h"

#include <QMetaType>

namespace sparkwire::bench {

// One twin's TCP throughput, as iperf3 reports it on the receiving side.
struct TcpTwinResult
{
    TwinPath path;
    double gbps = -1; // received
    int retransmits = 0;
    QString error;
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::TcpTwinResult)
