#pragma once

#include "doctor/ClusterPreflight.h"
#include "node/PreflightRun.h"

#include <QTextStream>

#include <functional>

// How `sparkwirectl doctor --cluster` and `cluster apply` print the cluster pre-flight.
namespace PreflightReport {

// One row per check, a column per member (the record's names), then the fix of every row that
// does not pass.
void print(QTextStream &out, const sparkwire::doctor::ClusterPreflight &preflight);
// Only the rows that do not pass, each with its members' values and its fix; or one line when
// every row passes.
void printProblems(QTextStream &out, const sparkwire::doctor::ClusterPreflight &preflight);

// Before `cluster apply` changes anything: asks `members` (node::PreflightRun; consents from
// the states the plan was made from), prints in text what does not pass, and calls
// done(preflight) from the event loop.
void runBeforeApply(const sparkwire::node::NodeContext &context,
                    const QList<sparkwire::cluster::ClusterMember> &members,
                    const QList<sparkwire::cluster::MemberState> &statesRead, bool json,
                    QTextStream &out,
                    std::function<void(const sparkwire::doctor::ClusterPreflight &)> done);

} // namespace PreflightReport
