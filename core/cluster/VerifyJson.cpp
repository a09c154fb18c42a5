#include "VerifyJson.h"

#include "topology/TopologySpec.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <optional>

namespace sparkwire::cluster::VerifyJson {

namespace {
Error refuse(const QString &why)
{
    return makeError(ErrorCode::Protocol, why);
}

bool hasExactly(const QJsonObject &o, const QSet<QString> &keys)
{
    if (o.size() != keys.size())
        return false;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        if (!keys.contains(it.key()))
            return false;
    return true;
}

bool isNetdevName(const QString &name)
{
    // Linux's rule (IFNAMSIZ, no '/', no space) and never an option to ping.
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,14}$"));
    return re.match(name).hasMatch();
}

bool isDottedIpv4(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]{1,3}(\\.[0-9]{1,3}){3}$"));
    return re.match(text).hasMatch() &&
           QHostAddress(text).protocol() == QAbstractSocket::IPv4Protocol;
}

std::optional<int> integer(const QJsonValue &v)
{
    if (!v.isDouble() || std::floor(v.toDouble()) != v.toDouble())
        return std::nullopt;
    return int(v.toDouble());
}

Result<QJsonArray> array(const QByteArray &json, int maxBytes, int maxItems)
{
    if (json.size() > maxBytes)
        return refuse(
            QCoreApplication::translate("VerifyJson", "more than %1 bytes").arg(maxBytes));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        return refuse(QCoreApplication::translate("VerifyJson", "not a JSON list"));
    if (doc.array().size() > maxItems)
        return refuse(
            QCoreApplication::translate("VerifyJson", "more than %1 entries").arg(maxItems));
    return doc.array();
}

const QList<std::pair<bench::LinkCheck, const char *>> &checkNames()
{
    static const QList<std::pair<bench::LinkCheck, const char *>> names = {
        {bench::LinkCheck::Gid, "gid"},
        {bench::LinkCheck::Mtu, "mtu"},
        {bench::LinkCheck::DfPing, "df-ping"},
    };
    return names;
}
} // namespace

QString checkName(bench::LinkCheck check)
{
    for (const auto &[c, name] : checkNames())
        if (c == check)
            return QLatin1String(name);
    return {};
}

QByteArray targetsToJson(const QList<bench::TwinCheckTarget> &targets)
{
    QJsonArray list;
    for (const bench::TwinCheckTarget &t : targets)
        list.append(QJsonObject{{QLatin1String("netdev"), t.netdev},
                                {QLatin1String("peer_address"), t.peerAddress},
                                {QLatin1String("mtu"), t.mtu}});
    return QJsonDocument(list).toJson(QJsonDocument::Compact);
}

Result<QList<bench::TwinCheckTarget>> targetsFromJson(const QByteArray &json)
{
    const Result<QJsonArray> list = array(json, kMaxBytes, kMaxTargets);
    if (!list)
        return list.error();
    QList<bench::TwinCheckTarget> targets;
    for (const QJsonValue &entry : *list) {
        const QJsonObject o = entry.toObject();
        const std::optional<int> mtu = integer(o.value(QLatin1String("mtu")));
        const QString netdev = o.value(QLatin1String("netdev")).toString();
        const QString address = o.value(QLatin1String("peer_address")).toString();
        if (!entry.isObject() ||
            !hasExactly(o, {QStringLiteral("netdev"), QStringLiteral("peer_address"),
                            QStringLiteral("mtu")}) ||
            !o.value(QLatin1String("netdev")).isString() ||
            !o.value(QLatin1String("peer_address")).isString())
            return refuse(QCoreApplication::translate(
                "VerifyJson", "a check needs exactly netdev, peer_address and mtu"));
        if (!isNetdevName(netdev))
            return refuse(QCoreApplication::translate("VerifyJson", "a check names no netdev"));
        if (!address.isEmpty() && !isDottedIpv4(address))
            return refuse(QCoreApplication::translate(
                "VerifyJson", "a check's peer address is not an IPv4 address"));
        if (!mtu || *mtu < topology::TopologySpec::kMinMtu ||
            *mtu > topology::TopologySpec::kMaxMtu)
            return refuse(QCoreApplication::translate("VerifyJson", "a check's MTU is not %1 to %2")
                              .arg(topology::TopologySpec::kMinMtu)
                              .arg(topology::TopologySpec::kMaxMtu));
        targets.append({netdev, *mtu, address});
    }
    return targets;
}

QByteArray resultsToJson(const QList<bench::CheckResult> &results)
{
    QJsonArray list;
    for (const bench::CheckResult &r : results)
        list.append(QJsonObject{{QLatin1String("netdev"), r.netdev},
                                {QLatin1String("check"), checkName(r.check)},
                                {QLatin1String("ok"), r.ok},
                                {QLatin1String("detail"), r.detail.left(kMaxDetailChars)}});
    return QJsonDocument(list).toJson(QJsonDocument::Compact);
}

Result<QList<bench::CheckResult>> resultsFromJson(const QByteArray &json)
{
    const Result<QJsonArray> list = array(json, kMaxResultsBytes, 3 * kMaxTargets);
    if (!list)
        return list.error();
    QList<bench::CheckResult> results;
    for (const QJsonValue &entry : *list) {
        const QJsonObject o = entry.toObject();
        if (!entry.isObject() ||
            !hasExactly(o, {QStringLiteral("netdev"), QStringLiteral("check"), QStringLiteral("ok"),
                            QStringLiteral("detail")}) ||
            !o.value(QLatin1String("netdev")).isString() ||
            !o.value(QLatin1String("check")).isString() || !o.value(QLatin1String("ok")).isBool() ||
            !o.value(QLatin1String("detail")).isString())
            return refuse(QCoreApplication::translate(
                "VerifyJson", "a result needs exactly netdev, check, ok and detail"));
        bench::CheckResult r;
        r.netdev = o.value(QLatin1String("netdev")).toString();
        if (!isNetdevName(r.netdev))
            return refuse(QCoreApplication::translate("VerifyJson", "a result names no netdev"));
        const QString check = o.value(QLatin1String("check")).toString();
        const auto known =
            std::find_if(checkNames().cbegin(), checkNames().cend(),
                         [&](const auto &n) { return check == QLatin1String(n.second); });
        if (known == checkNames().cend())
            return refuse(
                QCoreApplication::translate("VerifyJson", "a result of an unknown check"));
        r.check = known->first;
        r.ok = o.value(QLatin1String("ok")).toBool();
        r.detail = o.value(QLatin1String("detail")).toString().left(kMaxDetailChars);
        results.append(r);
    }
    return results;
}

} // namespace sparkwire::cluster::VerifyJson
