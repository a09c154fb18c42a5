#pragma once

#include "MemberHelperFactory.h"

#include <QStringList>

// sparkwirectl unpair PEER: forget a paired peer's key, and everything Sparkwire wrote for it
// under ~/.ssh (its authorized_keys lines, its config block and pinned host key), and ask
// this node's helper (makeMemberHelper) to drop its delegation; a helper that cannot be
// reached is a warning, not a failure.
int runUnpairCommand(const QStringList &arguments, const MemberHelperFactory &makeMemberHelper);
