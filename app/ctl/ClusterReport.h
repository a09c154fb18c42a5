#pragma once

#include "cluster/ClusterPlan.h"
#include "cluster/JointApply.h"
#include "cluster/LaunchPathRun.h"
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

// How `sparkwirectl cluster` prints plans, outcomes and status, in words and as JSON (the
// JSON field names are a contract: see `sparkwirectl cluster --help` and docs/cluster.md).
namespace ClusterReport {

void printPlan(QTextStream &out, const sparkwire::cluster::ClusterPlan &plan);
QJsonObject planJson(const sparkwire::cluster::ClusterPlan &plan);

void printOutcome(QTextStream &out, const sparkwire::cluster::JointApply::Outcome &outcome);
// {"ok", "members": [{"id", "hostname", "node", "state", "reason", "failed_twins"}]}
QJsonObject outcomeJson(const sparkwire::cluster::JointApply::Outcome &outcome);

// After Keep: every member's TCP paths to the head on the launcher ports, one line each, a
// failure with its fix.
void printLaunchPaths(QTextStream &out,
                      const QList<sparkwire::cluster::MemberLaunchPaths> &members);
// [{"member", "id", "address", "port", "launcher", "verdict", "detail"}]: verdict ok, dropped
// or unreachable; a member that could not be asked has one row, verdict "not-checked", no
// address and port 0. "member" is the name in this Spark's record.
QJsonArray launchPathsJson(const QList<sparkwire::cluster::MemberLaunchPaths> &members);

} // namespace ClusterReport
