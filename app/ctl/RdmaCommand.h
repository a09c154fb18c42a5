#pragma once

#include <QStringList>

// `sparkwirectl rdma parse FILE [--json]`: perftest output (classic or --run_infinitely) to
// its settings, samples, average and verdicts.
int runRdmaCommand(const QStringList &arguments);
