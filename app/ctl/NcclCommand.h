#pragma once

#include <QStringList>

// `sparkwirectl nccl parse FILE [--json]`: nccl-tests output (text, -J JSON, or an
// NCCL_DEBUG=INFO log) to its table, transport and verdicts.
// `sparkwirectl nccl env`: the launcher environment for this cluster.
// `sparkwirectl nccl run`: runs an nccl-tests binary (through mpirun across nodes).
int runNcclCommand(const QStringList &arguments);
