#pragma once

#include <QStringList>

// `sparkwirectl agent [--sysfs-root DIR] [--state-dir DIR]`: for headless Sparks. Beacons on
// every CX-7 link, answers peers on the TLS channel, and asks its person on the terminal
// before pairing (showing the code) or letting a peer's SSH key in. Runs until SIGINT/SIGTERM.
int runAgentCommand(const QStringList &arguments);
