#pragma once

#include "common/Result.h"
#include "hw/HostInventory.h"

#include <QList>
#include <QSet>
#include <QString>

namespace sparkwire::cluster {

// The destinations the seat reaches outside its CX-7 ports now (HostDestinationSource over
// its own kernel, `rootDir`'s resolv.conf files and /proc; NetplanPolicy::reachedOutside
// decides which count), as host networks ("a.b.c.d/32") for ClusterPlanner::Inputs::seatInUse,
// so that the planner refuses a subnet that would capture one before any member is tried.
// The kernel's or a file's error otherwise.
Result<QList<hw::NetworkInUse>> seatDestinations(const QString &rootDir,
                                                 const QSet<QString> &cx7Netdevs);

} // namespace sparkwire::cluster
