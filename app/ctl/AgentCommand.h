#pragma once

#include "MemberHelperFactory.h"

#include <QStringList>

// `sparkwirectl agent [--sysfs-root DIR] [--state-dir DIR] [--netplan-root DIR]`: for headless
// Sparks. Beacons on every CX-7 link, answers peers on the TLS channel, and asks its person on
// the terminal before pairing (showing the code), letting a peer's SSH key in, or letting a
// new peer apply plans without asking each time; answers a paired seat's cluster requests
// through this node's helper (makeMemberHelper) and shows a pending change until it is kept
// or reverted ('revert' reverts it now). Runs until SIGINT/SIGTERM.
int runAgentCommand(const QStringList &arguments, const MemberHelperFactory &makeMemberHelper);
