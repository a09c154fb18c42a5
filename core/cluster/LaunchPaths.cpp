#include "LaunchPaths.h"

#include "RecordAddresses.h"

#include "netplan/NetlinkReachability.h"
#include "peers/PrintableText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>

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
    return QJsonDocument(list).toJson(QJsonDocument::Compact);
}

Result<QList<bench::LaunchPathResult>> resultsFromJson(const QByteArray &json,
                                                       const QList<bench::LaunchTarget> &expected)
{
    if (json.size() > kMaxBytes)
        return refuse(
            QCoreApplication::translate("LaunchPaths", "more than %1 bytes").arg(kMaxBytes));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        return refuse(QCoreApplication::translate("LaunchPaths", "not a JSON list"));
    const QJsonArray list = doc.array();
    if (list.size() > bench::LaunchPathCheck::kMaxTargets)
        return refuse(QCoreApplication::translate("LaunchPaths", "more than %1 entries")
                          .arg(bench::LaunchPathCheck::kMaxTargets));
    QSet<QString> wanted;
    for (const bench::LaunchTarget &t : expected)
        wanted.insert(key(t));
    const QSet<QString> keys = {QStringLiteral("address"), QStringLiteral("port"),
                                QStringLiteral("verdict"), QStringLiteral("detail")};
    QList<bench::LaunchPathResult> out;
    QSet<QString> seen;
    for (const QJsonValue &entry : list) {
        const QJsonObject o = entry.toObject();
        bool exact = entry.isObject() && o.size() == keys.size();
        for (auto it = o.constBegin(); exact && it != o.constEnd(); ++it)
            exact = keys.contains(it.key());
        const QJsonValue port = o.value(QLatin1String("port"));
        if (!exact || !o.value(QLatin1String("address")).isString() || !port.isDouble() ||
            !o.value(QLatin1String("verdict")).isString() ||
            !o.value(QLatin1String("detail")).isString())
            return refuse(QCoreApplication::translate(
                "LaunchPaths", "a path needs exactly address, port, verdict and detail"));
        const double number = port.toDouble();
        if (std::floor(number) != number || number < 1 || number > 65535)
            return refuse(
                QCoreApplication::translate("LaunchPaths", "a path's port is not a port"));
        bench::LaunchPathResult r;
        r.target = {o.value(QLatin1String("address")).toString(), quint16(number)};
        // Only what the seat's own record says this member checks: a member cannot make the
        // seat show (or a doctor report) a path it never asked about.
        if (!wanted.contains(key(r.target)))
            return refuse(QCoreApplication::translate(
                "LaunchPaths", "a path the cluster record does not give this member"));
        if (seen.contains(key(r.target)))
            return refuse(QCoreApplication::translate("LaunchPaths", "a path named twice"));
        seen.insert(key(r.target));
        const QString verdict = o.value(QLatin1String("verdict")).toString();
        bool known = false;
        for (bench::LaunchVerdict v : {bench::LaunchVerdict::Ok, bench::LaunchVerdict::Dropped,
                                       bench::LaunchVerdict::Unreachable})
            if (verdict == bench::LaunchPathCheck::verdictName(v)) {
                r.verdict = v;
                known = true;
            }
        if (!known)
            return refuse(QCoreApplication::translate(
                "LaunchPaths", "a path's verdict is not ok, dropped or unreachable"));
        const QString detail = o.value(QLatin1String("detail")).toString();
        if (detail.size() > kMaxDetailChars)
            return refuse(QCoreApplication::translate(
                              "LaunchPaths", "a path's detail is longer than %1 characters")
                              .arg(kMaxDetailChars));
        r.detail = peers::printableText(detail, false);
        out.append(r);
    }
    if (seen.size() != wanted.size())
        return refuse(QCoreApplication::translate(
            "LaunchPaths", "the answer leaves out paths the cluster record gives this member"));
    return out;
}

} // namespace sparkwire::cluster::LaunchPaths
