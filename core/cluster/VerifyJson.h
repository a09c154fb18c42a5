#pragma once

#include "bench/LinkChecker.h"
#include "common/Result.h"

#include <QByteArray>
#include <QList>

namespace sparkwire::cluster {

// The payloads of `verify` (docs/pairing.md, "Cluster messages"): what the seat asks a member
// to check, [{"netdev", "peer_address", "mtu"}], and what the member answers,
// [{"netdev", "check": "gid"|"mtu"|"df-ping", "ok", "detail"}]. Strict both ways: anything
// else, more than the caps, a netdev that is not a netdev name or an address that is not a
// dotted IPv4 address is refused as a whole (Protocol), since the targets end up as arguments
// of ping.
namespace VerifyJson {

constexpr int kMaxTargets = 64;
constexpr int kMaxBytes = 16 * 1024;
constexpr int kMaxResultsBytes = 48 * 1024;
constexpr int kMaxDetailChars = 1000;

QByteArray targetsToJson(const QList<bench::TwinCheckTarget> &targets);
Result<QList<bench::TwinCheckTarget>> targetsFromJson(const QByteArray &json);

QByteArray resultsToJson(const QList<bench::CheckResult> &results);
Result<QList<bench::CheckResult>> resultsFromJson(const QByteArray &json);

QString checkName(bench::LinkCheck check); // "gid", "mtu", "df-ping"

} // namespace VerifyJson
} // namespace sparkwire::cluster
