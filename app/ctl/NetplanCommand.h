#pragma once

#include <QStringList>

// `sparkwirectl netplan check [--policy] [--root-dir DIR] [--sysfs-root DIR] FILE`:
// exit 0 when netplan's parser (and, with --policy, the helper's policy, against this host's
// addresses and routes) accepts FILE as /etc/netplan/40-cx7.yaml within the hierarchy under
// DIR; 1 with the reasons when not. With --policy, netplan checks the policy's re-emission of
// FILE, which is what the helper would write.
int runNetplanCommand(const QStringList &arguments);
