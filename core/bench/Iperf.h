#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

namespace sparkwire::bench {

// iperf3's own library (libiperf), one test per process: libiperf keeps global state
// (i_errno, signal handling), so concurrent tests on both twins run as separate processes
// (`sparkwirectl _iperf`), which also makes every server bounded by a kill.
namespace Iperf {
struct Options
{
    QString bindAddress;
    QString serverAddress; // client only
    int port = 5201;
    int seconds = 10; // client only
    int streams = 1;
};
// Runs a client to completion; libiperf prints its JSON report on stdout. ToolFailed with
// libiperf's reason otherwise.
Status runClient(const Options &options);
// Serves exactly one test, then returns; ToolFailed like runClient.
Status runServer(const Options &options);
// Received bits per second from a client's JSON report; negative when absent.
double receivedBitsPerSecond(const QByteArray &json, int *retransmits = nullptr);
} // namespace Iperf

} // namespace sparkwire::bench
