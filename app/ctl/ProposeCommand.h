#pragma once

#include <QStringList>

// `sparkwirectl propose PEER --netplan FILE`: offers FILE (the netplan that PEER needs, as
// `sparkwirectl plan --node N` prints it) to a paired peer. PEER checks it with the helper's
// policy, asks its person, and keeps it for them to apply; nothing is applied remotely.
int runProposeCommand(const QStringList &arguments);
