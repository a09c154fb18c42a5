#pragma once

#include "ClusterPlan.h"

#include <QString>
#include <QStringList>

namespace sparkwire::cluster {

// After the seat's person kept a plan: SSH to each other member goes to the addresses the plan
// gave it, no longer to the address it was set up on (which the plan may have removed).
namespace SshRepoint {

// Points the Sparkwire block of each member but the seat (ssh::SshClientConfig::repointHost,
// alias from the member's paired name in the plan's record, never from the peer) at the
// member's planned addresses on its links to the seat (or the switch), keeping its pinned host
// key. Members SSH was never set up for (no ~/.ssh/config, or no block for them) and members
// with no planned address on a link to the seat are left alone. One line per member that could not
// be re-pointed, "<name>: <reason>"; empty when nothing went wrong.
QStringList apply(const QString &homeDir, const ClusterPlan &plan, const QString &seatId);

} // namespace SshRepoint

} // namespace sparkwire::cluster
