#pragma once

#include "discovery/CablingMap.h"

#include <QStringList>

// `sparkwirectl discover [--timeout S] [--json] [--sysfs-root DIR] [--state-dir DIR]`:
// beacon and listen for S seconds, then print the peers, which local port and twin leads to
// which port of which peer, the topology and the warnings.
int runDiscoverCommand(const QStringList &arguments);

// The cabling map in words, for the terminal.
QString describeCabling(const sparkwire::discovery::CablingMap &map);
