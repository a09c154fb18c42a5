#include "LaunchPaths.h"

#include "RecordAddresses.h"
#include "StrictJsonReader.h"

#include "netplan/NetlinkReachability.h"
#include "peers/PrintableText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace sparkwire::cluster::LaunchPaths {

namespace {
Error refuse(const QString &why)
{
    return makeError(ErrorCode::Protocol, why);
}

QString key(const bench::LaunchTarget &t)
{
    return t.address + QLatin1Char(':') + QString::number(t.port);
}
} // namespace

std::optional<ClusterMember> head(const ClusterRecord &record)
{
    for (const ClusterMember &m : record.members)
        if (m.node == 1)
            return m;
    return std::nullopt;
}

Result<QList<bench::LaunchTarget>> targets(const ClusterRecord &record, const QString &selfId)
{
    if (!record.member(selfId))
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate("LaunchPaths",
                                                     "this Spark is not a member of the cluster"));
    const std::optional<ClusterMember> h = head(record);
    if (!h)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("LaunchPaths", "the cluster record has no node 1"));
    if (h->id == selfId)
        return QList<bench::LaunchTarget>{};
    const Result<topology::AddressPlan> plan = RecordAddresses::plan(record);
    if (!plan)
        return plan.error();
    QList<bench::LaunchTarget> out;
    for (const topology::PlannedAddress &a :
         RecordAddresses::reachableFrom(record, *plan, selfId).value(h->id))
        for (const bench::LaunchPort &p : bench::LaunchPathCheck::ports())
            if (out.size() < bench::LaunchPathCheck::kMaxTargets)
                out.append({a.hostText(), p.port});
    return out;
}

QString kernelRouteDevice(quint32 address)
{
    const Result<std::optional<QString>> device = netplan::NetlinkReachability().deviceFor(address);
    return device && *device ? **device : QString();
}

QByteArray resultsToJson(const QList<bench::LaunchPathResult> &results)
{
    QJsonArray list;
    for (const bench::LaunchPathResult &r : results)
        list.append(
            QJsonObject{{QLatin1String("address"), r.target.address},
                        {QLatin1String("port"), int(r.target.port)},
                        {QLatin1String("verdict"), bench::LaunchPathCheck::verdictName(r.verdict)},
                        {QLatin1String("detail"), r.detail.left(kMaxDetailChars)}});
    return QJsonDocument(
               QJsonObject{{QLatin1String("v"), kVersion}, {QLatin1String("paths"), list}})
        .toJson(QJsonDocument::Compact);
}

Result<QList<bench::LaunchPathResult>> resultsFromJson(const QByteArray &json,
                                                       const QList<bench::LaunchTarget> &expected)
{
    const Result<QJsonObject> object =
        StrictJsonReader::parseObject(json, kMaxBytes, QStringLiteral("launch-path"));
    if (!object)
        return refuse(object.errorMessage());
    StrictJsonReader r(*object, QStringLiteral("launch-path"));
    r.integer("v", kVersion, kVersion);
    const QJsonArray list = r.array("paths", bench::LaunchPathCheck::kMaxTargets);
    QSet<QString> wanted;
    for (const bench::LaunchTarget &t : expected)
        wanted.insert(key(t));
    QList<bench::LaunchPathResult> out;
    QSet<QString> seen;
    for (qsizetype i = 0; i < list.size() && !r.failed(); ++i) {
        const QString at = r.where("paths", int(i));
        if (!list.at(i).isObject()) {
            r.fail(QCoreApplication::translate("LaunchPaths", "%1: not an object").arg(at));
            break;
        }
        StrictJsonReader e(list.at(i).toObject(), at);
        bench::LaunchPathResult result;
        result.target.address = e.string("address", 15);
        result.target.port = quint16(e.integer("port", 1, 65535));
        const QString verdict = e.string("verdict", 16);
        const QString detail = e.string("detail", kMaxDetailChars);
        bool known = false;
        for (bench::LaunchVerdict v : {bench::LaunchVerdict::Ok, bench::LaunchVerdict::Dropped,
                                       bench::LaunchVerdict::Unreachable})
            if (verdict == bench::LaunchPathCheck::verdictName(v)) {
                result.verdict = v;
                known = true;
            }
        // Only what the seat's own record says this member checks: a member cannot make the
        // seat show (or the doctor report) a path it never asked about.
        if (!e.failed() && !wanted.contains(key(result.target)))
            e.fail(QCoreApplication::translate("LaunchPaths",
                                               "%1: a path the cluster record does not give "
                                               "this member")
                       .arg(at));
        if (!e.failed() && seen.contains(key(result.target)))
            e.fail(QCoreApplication::translate("LaunchPaths", "%1: a path named twice").arg(at));
        if (!e.failed() && !known)
            e.fail(QCoreApplication::translate("LaunchPaths", "%1: not ok, dropped or unreachable")
                       .arg(e.where("verdict")));
        r.take(e.finish());
        seen.insert(key(result.target));
        result.detail = peers::printableText(detail, false);
        out.append(result);
    }
    if (const Status read = r.finish(); !read)
        return refuse(read.errorMessage());
    if (seen.size() != wanted.size())
        return refuse(QCoreApplication::translate(
            "LaunchPaths",
            "launch-path: it leaves out paths the cluster record gives this member"));
    return out;
}

} // namespace sparkwire::cluster::LaunchPaths
