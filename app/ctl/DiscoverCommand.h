#pragma once

#include <QStringList>

// `sparkwirectl discover [--timeout S] [--json] [--sysfs-root DIR] [--state-dir DIR]`:
// beacon and listen for S seconds, then print the peers, which local port and twin leads to
// which port of which peer, the topology and the warnings.
int runDiscoverCommand(const QStringList &arguments);

// `sparkwirectl agent [--sysfs-root DIR] [--state-dir DIR]`: beacon and answer until
// SIGINT/SIGTERM, printing the cabling map whenever it changes.
int runAgentCommand(const QStringList &arguments);
