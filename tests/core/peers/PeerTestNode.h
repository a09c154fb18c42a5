#pragma once

#include "discovery/NodeIdentity.h"
#include "peers/LocalNodeFactory.h"

#include <QtGlobal>

// A node of the peer tests: its identity made (or loaded) in dir, no live inventory.
inline sparkwire::peers::LocalNode testNode(const QString &dir, const QString &hostname)
{
    const auto identity = sparkwire::discovery::NodeIdentity::loadOrCreate(dir, hostname);
    if (!identity)
        qFatal("%s", qPrintable(identity.errorMessage()));
    return sparkwire::peers::makeLocalNode(*identity, hostname, dir, nullptr);
}
