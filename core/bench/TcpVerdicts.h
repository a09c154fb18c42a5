#pragma once

#include "Diagnosis.h"
#include "TcpResult.h"

namespace sparkwire::bench {

// What a TCP run on a Spark link means (kernel TCP proves addresses, routes and MTU): every
// twin must carry traffic, and both twins must reach the peer, each on its own subnet. The
// window and `sparkwirectl test tcp` show exactly these.
namespace TcpVerdicts {
QList<Diagnosis> diagnose(const QList<TcpTwinResult> &twins);
} // namespace TcpVerdicts

} // namespace sparkwire::bench
