#pragma once

#include <QStringList>

// `sparkwirectl test tcp PEER [--duration S] [--json]`: per-twin TCP throughput to a paired
// peer, every twin at once, through libiperf and the peer's bounded test servers.
// `sparkwirectl test rdma PEER ...`: ib_write_bw on both twins at once (perftest).
int runTestCommand(const QStringList &arguments);
