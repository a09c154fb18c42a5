#include "ClusterReport.h"

#include "netplan/LineDiff.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace sparkwire;
using namespace sparkwire::cluster;

namespace ClusterReport {

namespace {

QString topologyName(topology::Topology t)
{
    switch (t) {
    case topology::Topology::TwoNode:
        return QStringLiteral("two-node");
    case topology::Topology::Ring:
        return QStringLiteral("ring3");
    case topology::Topology::Switch:
        return QStringLiteral("switch");
    }
    return {};
}

} // namespace

void printPlan(QTextStream &out, const ClusterPlan &plan)
{
    out << "Cluster " << plan.record.name << ": " << topologyName(plan.record.topology) << ", "
        << plan.members.size() << " members, MTU " << plan.record.mtu << "\n";
    for (const MemberPlan &m : plan.members) {
        out << "\nnode " << m.member.node << "  " << m.member.hostname << "  ("
            << m.member.id.left(16) << "...)\n";
        out << "  addresses: "
            << topology::PlannedAddress::hostTexts(m.addresses).join(QStringLiteral(", ")) << "\n";
        for (const QString &conflict : m.conflicts)
            out << "  conflict: " << conflict << "\n";
        if (m.unchanged) {
            out << "  unchanged: it already has this plan\n";
            continue;
        }
        const QString diff = netplan::unifiedDiff(
            QString::fromUtf8(m.current), QString::fromUtf8(m.netplan),
            QStringLiteral("40-cx7.yaml (now)"), QStringLiteral("40-cx7.yaml (planned)"));
        for (const QString &line : diff.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            out << "  " << line << "\n";
    }
    if (plan.unchanged())
        out << "\nThe cluster already matches this plan: applying it changes nothing.\n";
}

QJsonObject planJson(const ClusterPlan &plan)
{
    QJsonArray members;
    for (const MemberPlan &m : plan.members) {
        QJsonArray checks;
        for (const bench::TwinCheckTarget &t : m.checks)
            checks.append(QJsonObject{{QStringLiteral("netdev"), t.netdev},
                                      {QStringLiteral("peer_address"), t.peerAddress},
                                      {QStringLiteral("mtu"), t.mtu}});
        members.append(QJsonObject{
            {QStringLiteral("id"), m.member.id},
            {QStringLiteral("hostname"), m.member.hostname},
            {QStringLiteral("node"), m.member.node},
            {QStringLiteral("addresses"),
             QJsonArray::fromStringList(topology::PlannedAddress::hostTexts(m.addresses))},
            {QStringLiteral("unchanged"), m.unchanged},
            {QStringLiteral("conflicts"), QJsonArray::fromStringList(m.conflicts)},
            {QStringLiteral("netplan"), QString::fromUtf8(m.netplan)},
            {QStringLiteral("checks"), checks},
        });
    }
    return QJsonObject{
        {QStringLiteral("record"), QJsonDocument::fromJson(plan.record.toJson()).object()},
        {QStringLiteral("unchanged"), plan.unchanged()},
        {QStringLiteral("members"), members},
    };
}

void printOutcome(QTextStream &out, const JointApply::Outcome &outcome)
{
    for (const JointApply::MemberResult &m : outcome.members) {
        out << "node " << m.member.node << "  " << m.member.hostname << ": "
            << JointApply::outcomeName(m.outcome);
        if (!m.failedTwins.isEmpty())
            out << " (failed twins: " << m.failedTwins.join(QStringLiteral(", ")) << ")";
        if (!m.reason.isEmpty())
            out << " - " << m.reason;
        out << "\n";
    }
    out << outcome.summary << "\n";
}

void printLaunchPaths(QTextStream &out, const QList<MemberLaunchPaths> &members)
{
    if (members.isEmpty())
        return;
    out << "Launch paths to the head (TCP, torch/Ray/vLLM ports):\n";
    for (const MemberLaunchPaths &m : members) {
        if (!m.error.isEmpty()) {
            out << "  " << m.member.hostname << ": not checked - " << m.error << "\n";
            continue;
        }
        for (const bench::LaunchPathResult &r : m.paths) {
            out << "  " << m.member.hostname << " -> " << r.target.address << ":" << r.target.port
                << " (" << bench::LaunchPathCheck::portName(r.target.port)
                << "): " << bench::LaunchPathCheck::verdictName(r.verdict);
            if (r.verdict != bench::LaunchVerdict::Ok)
                out << " - " << r.detail;
            out << "\n";
        }
    }
}

QJsonArray launchPathsJson(const QList<MemberLaunchPaths> &members)
{
    QJsonArray rows;
    for (const MemberLaunchPaths &m : members) {
        if (!m.error.isEmpty()) {
            rows.append(QJsonObject{{QStringLiteral("member"), m.member.hostname},
                                    {QStringLiteral("id"), m.member.id},
                                    {QStringLiteral("address"), QString()},
                                    {QStringLiteral("port"), 0},
                                    {QStringLiteral("launcher"), QString()},
                                    {QStringLiteral("verdict"), QStringLiteral("not-checked")},
                                    {QStringLiteral("detail"), m.error}});
            continue;
        }
        for (const bench::LaunchPathResult &r : m.paths)
            rows.append(QJsonObject{
                {QStringLiteral("member"), m.member.hostname},
                {QStringLiteral("id"), m.member.id},
                {QStringLiteral("address"), r.target.address},
                {QStringLiteral("port"), int(r.target.port)},
                {QStringLiteral("launcher"), bench::LaunchPathCheck::portName(r.target.port)},
                {QStringLiteral("verdict"), bench::LaunchPathCheck::verdictName(r.verdict)},
                {QStringLiteral("detail"), r.detail}});
    }
    return rows;
}

QJsonObject outcomeJson(const JointApply::Outcome &outcome)
{
    QJsonArray members;
    for (const JointApply::MemberResult &m : outcome.members)
        members.append(QJsonObject{
            {QStringLiteral("id"), m.member.id},
            {QStringLiteral("hostname"), m.member.hostname},
            {QStringLiteral("node"), m.member.node},
            {QStringLiteral("state"), JointApply::outcomeName(m.outcome)},
            {QStringLiteral("reason"), m.reason},
            {QStringLiteral("failed_twins"), QJsonArray::fromStringList(m.failedTwins)},
        });
    return QJsonObject{{QStringLiteral("ok"), outcome.ok},
                       {QStringLiteral("summary"), outcome.summary},
                       {QStringLiteral("members"), members}};
}

} // namespace ClusterReport
