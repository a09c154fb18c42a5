#pragma once

#include <QStringList>

// `sparkwirectl _iperf client|server ...` (internal, not listed): one libiperf test in this
// process, so that the TCP test can run one per twin at once and bound each by a kill.
int runIperfCommand(const QStringList &arguments);
