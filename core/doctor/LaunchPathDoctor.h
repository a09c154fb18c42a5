#pragma once

#include "ClusterDoctor.h"

#include "cluster/ClusterRecord.h"
#include "cluster/LaunchPathRun.h"

#include <QList>

namespace sparkwire::doctor {

// `doctor --cluster`'s check "launch-path" (issue 30, item 5): one line per member but the head,
// from the seat's LaunchPathRun. Pass: every TCP path from it to the head on the launcher ports
// connected or was refused (nothing listening is fine). Fail: a port dropped (a firewall, with
// the rule to allow it) or an address unreachable (wrong address or cable). Warn: the member
// could not be asked. Names are the record's, never a member's words.
namespace LaunchPathDoctor {

constexpr const char *kId = "launch-path";

QList<MemberCheck> checks(const cluster::ClusterRecord &record,
                          const QList<cluster::MemberLaunchPaths> &members);

} // namespace LaunchPathDoctor
} // namespace sparkwire::doctor
