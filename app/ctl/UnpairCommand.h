#pragma once

#include <QStringList>

// sparkwirectl unpair PEER: forget a paired peer's key, and everything Sparkwire wrote for it
// under ~/.ssh (its authorized_keys lines, its config block and pinned host key).
int runUnpairCommand(const QStringList &arguments);
