#pragma once

#include "cluster/ClusterPlan.h"
#include "cluster/JointApply.h"
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

} // namespace ClusterReport
