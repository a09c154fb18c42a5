#pragma once

#include "ClusterRecord.h"

#include "bench/LaunchPathCheck.h"
#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::cluster {

// The launch-path check's two halves that must agree (docs/pairing.md, "launch-path"): which
// connects a member makes, taken from its own kept record only, and the answer it sends the
// seat, read strictly. The head is node 1, the node the bundle's launch files rendezvous on.
namespace LaunchPaths {

constexpr int kVersion = 1;
constexpr int kMaxBytes = 32 * 1024;
constexpr int kMaxDetailChars = 400;

// The record's node 1; nothing when it has none.
std::optional<ClusterMember> head(const ClusterRecord &record);

// What member selfId checks: every planned address of the head on selfId's links (or the
// switch), on every launcher port (bench::LaunchPathCheck::ports()). Empty when selfId is the
// head, or is not cabled to it (a ring of four or more); NotFound when selfId is no member,
// the record's own error when it makes no plan.
Result<QList<bench::LaunchTarget>> targets(const ClusterRecord &record, const QString &selfId);

// The netdev the kernel routes an IPv4 address through now (NetlinkReachability); empty when
// none or unknown. For LaunchPathCheck::setRouteDevice.
QString kernelRouteDevice(quint32 address);

// The member's answer: {"v": 1, "paths": [{"address", "port", "verdict", "detail"}]}.
QByteArray resultsToJson(const QList<bench::LaunchPathResult> &results);
// Strict (StrictJsonReader: at most kMaxBytes, no duplicate or escaped keys, no unknown or
// missing field): version 1; at most LaunchPathCheck::kMaxTargets paths; each address and port
// exactly one of `expected` (what the seat's own record says this member checks), every one
// answered; verdict ok, dropped or unreachable; detail at most kMaxDetailChars, made
// printable. Anything else is refused as a whole (Protocol).
Result<QList<bench::LaunchPathResult>> resultsFromJson(const QByteArray &json,
                                                       const QList<bench::LaunchTarget> &expected);

} // namespace LaunchPaths
} // namespace sparkwire::cluster
