#pragma once

#include <QStringList>

// `sparkwirectl watch [--interval MS] [--json-lines] [--count N] [--sysfs-root DIR]`: live
// RoCE throughput per twin and per port, and the trouble counters, until Ctrl-C.
int runWatchCommand(const QStringList &arguments);
