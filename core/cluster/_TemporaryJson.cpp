// TEMPORARY (issue 12, memberside branch): the lead drops this file when the JSON of
// ClusterRecord, MemberState and MemberTry from the clustermodel branch is merged. It is only
// here so that MemberService, RemoteMember and their tests compile and run on this branch.
#include "ClusterRecord.h"
#include "MemberState.h"
#include "MemberTry.h"

#include "common/AtomicFile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sparkwire::cluster {

namespace {
Error bad(const char *what)
{
    return makeError(
        ErrorCode::InvalidInput,
        QCoreApplication::translate("ClusterJson", "not a valid %1").arg(QLatin1String(what)));
}
QJsonObject recordObject(const ClusterRecord &r)
{
    QJsonArray members, cabling;
    for (const ClusterMember &m : r.members)
        members.append(QJsonObject{{QLatin1String("id"), m.id},
                                   {QLatin1String("hostname"), m.hostname},
                                   {QLatin1String("node"), m.node}});
    for (const ClusterCable &c : r.cabling)
        cabling.append(QJsonObject{{QLatin1String("a"), c.idA},
                                   {QLatin1String("port_a"), c.portA},
                                   {QLatin1String("b"), c.idB},
                                   {QLatin1String("port_b"), c.portB}});
    return {{QLatin1String("version"), ClusterRecord::kVersion},
            {QLatin1String("name"), r.name},
            {QLatin1String("seat"), r.seatId},
            {QLatin1String("topology"), topology::TopologySpec::topologyName(r.topology)},
            {QLatin1String("subnet_base"), r.subnetBase},
            {QLatin1String("mtu"), r.mtu},
            {QLatin1String("members"), members},
            {QLatin1String("cabling"), cabling},
            {QLatin1String("planned_at"), r.plannedAt.toString(Qt::ISODate)}};
}
std::optional<ClusterRecord> recordFrom(const QJsonObject &o)
{
    if (o.value(QLatin1String("version")).toInt() != ClusterRecord::kVersion)
        return std::nullopt;
    ClusterRecord r;
    r.name = o.value(QLatin1String("name")).toString();
    r.seatId = o.value(QLatin1String("seat")).toString();
    const auto topology =
        topology::TopologySpec::parseTopology(o.value(QLatin1String("topology")).toString());
    if (!topology || r.seatId.size() != 64)
        return std::nullopt;
    r.topology = *topology;
    r.subnetBase = o.value(QLatin1String("subnet_base")).toString();
    r.mtu = o.value(QLatin1String("mtu")).toInt();
    for (const QJsonValue &m : o.value(QLatin1String("members")).toArray()) {
        const QJsonObject mo = m.toObject();
        ClusterMember member{mo.value(QLatin1String("id")).toString(),
                             mo.value(QLatin1String("hostname")).toString(),
                             mo.value(QLatin1String("node")).toInt()};
        if (member.id.size() != 64 || member.node < 1 || member.node > ClusterRecord::kMaxMembers)
            return std::nullopt;
        r.members.append(member);
    }
    for (const QJsonValue &c : o.value(QLatin1String("cabling")).toArray()) {
        const QJsonObject co = c.toObject();
        r.cabling.append(
            {co.value(QLatin1String("a")).toString(), co.value(QLatin1String("port_a")).toInt(),
             co.value(QLatin1String("b")).toString(), co.value(QLatin1String("port_b")).toInt()});
    }
    r.plannedAt =
        QDateTime::fromString(o.value(QLatin1String("planned_at")).toString(), Qt::ISODate);
    return r;
}
QJsonObject parse(const QByteArray &json, int maxBytes, bool *ok)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    *ok = json.size() <= maxBytes && error.error == QJsonParseError::NoError && doc.isObject();
    return doc.object();
}
} // namespace

const ClusterMember *ClusterRecord::member(const QString &id) const
{
    for (const ClusterMember &m : members)
        if (m.id == id)
            return &m;
    return nullptr;
}

const ClusterMember *ClusterRecord::memberByNode(int node) const
{
    for (const ClusterMember &m : members)
        if (m.node == node)
            return &m;
    return nullptr;
}

bool ClusterRecord::operator==(const ClusterRecord &o) const
{
    return toJson() == o.toJson();
}

QByteArray ClusterRecord::toJson() const
{
    return QJsonDocument(recordObject(*this)).toJson(QJsonDocument::Compact);
}

Result<ClusterRecord> ClusterRecord::fromJson(const QByteArray &json)
{
    bool ok = false;
    const QJsonObject o = parse(json, kMaxBytes, &ok);
    const std::optional<ClusterRecord> r = ok ? recordFrom(o) : std::nullopt;
    if (!r)
        return bad("cluster record");
    return *r;
}

QString ClusterRecord::path(const QString &stateDir)
{
    return stateDir + QLatin1Char('/') + QLatin1String(kFileName);
}

Result<ClusterRecord> ClusterRecord::load(const QString &stateDir)
{
    const Result<QByteArray> bytes = common::AtomicFile::read(path(stateDir), kMaxBytes);
    if (!bytes)
        return bytes.error();
    return fromJson(*bytes);
}

Status ClusterRecord::save(const QString &stateDir) const
{
    return common::AtomicFile::write(path(stateDir), toJson(), 0600);
}

QByteArray MemberState::toJson() const
{
    QJsonArray jsonLinks;
    for (const HeardLink &l : links)
        jsonLinks.append(QJsonObject{{QLatin1String("netdev"), l.localNetdev},
                                     {QLatin1String("port"), l.localPort},
                                     {QLatin1String("half"), l.localHalf},
                                     {QLatin1String("peer"), l.peerId},
                                     {QLatin1String("peer_port"), l.peerPort},
                                     {QLatin1String("peer_half"), l.peerHalf}});
    QJsonObject o{{QLatin1String("id"), id},
                  {QLatin1String("version"), version},
                  {QLatin1String("inventory"), QJsonDocument::fromJson(inventory).object()},
                  {QLatin1String("links"), jsonLinks},
                  {QLatin1String("current"), QString::fromUtf8(currentCx7)},
                  {QLatin1String("conflicts"), QJsonArray::fromStringList(conflicts)},
                  {QLatin1String("fabric"), QJsonArray::fromStringList(fabricAddresses)},
                  {QLatin1String("consent"), consent},
                  {QLatin1String("nonce"), QString::fromLatin1(nonce.toBase64())}};
    if (record)
        o.insert(QLatin1String("record"), recordObject(*record));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<MemberState> MemberState::fromJson(const QByteArray &json)
{
    bool ok = false;
    const QJsonObject o = parse(json, kMaxBytes, &ok);
    if (!ok || o.value(QLatin1String("id")).toString().size() != 64)
        return bad("member state");
    MemberState s;
    s.id = o.value(QLatin1String("id")).toString();
    s.version = o.value(QLatin1String("version")).toString();
    s.inventory = QJsonDocument(o.value(QLatin1String("inventory")).toObject())
                      .toJson(QJsonDocument::Compact);
    for (const QJsonValue &v : o.value(QLatin1String("links")).toArray()) {
        const QJsonObject l = v.toObject();
        s.links.append(
            {l.value(QLatin1String("netdev")).toString(), l.value(QLatin1String("port")).toInt(),
             l.value(QLatin1String("half")).toInt(), l.value(QLatin1String("peer")).toString(),
             l.value(QLatin1String("peer_port")).toInt(),
             l.value(QLatin1String("peer_half")).toInt()});
    }
    s.currentCx7 = o.value(QLatin1String("current")).toString().toUtf8();
    for (const QJsonValue &v : o.value(QLatin1String("conflicts")).toArray())
        s.conflicts << v.toString();
    for (const QJsonValue &v : o.value(QLatin1String("fabric")).toArray())
        s.fabricAddresses << v.toString();
    s.consent = o.value(QLatin1String("consent")).toString();
    s.nonce = QByteArray::fromBase64(o.value(QLatin1String("nonce")).toString().toLatin1());
    if (o.contains(QLatin1String("record"))) {
        s.record = recordFrom(o.value(QLatin1String("record")).toObject());
        if (!s.record)
            return bad("member state");
    }
    return s;
}

QByteArray MemberTry::toJson() const
{
    return QJsonDocument(
               QJsonObject{{QLatin1String("netplan"), QString::fromUtf8(netplan)},
                           {QLatin1String("record"), recordObject(record)},
                           {QLatin1String("deadline"), int(deadlineSeconds)},
                           {QLatin1String("nonce"), QString::fromLatin1(nonce.toBase64())},
                           {QLatin1String("expires_at"), double(expiresAt)},
                           {QLatin1String("signature"), QString::fromLatin1(signature.toBase64())}})
        .toJson(QJsonDocument::Compact);
}

Result<MemberTry> MemberTry::fromJson(const QByteArray &json)
{
    bool ok = false;
    const QJsonObject o = parse(json, 48 * 1024, &ok);
    const QStringList keys{QStringLiteral("netplan"),    QStringLiteral("record"),
                           QStringLiteral("deadline"),   QStringLiteral("nonce"),
                           QStringLiteral("expires_at"), QStringLiteral("signature")};
    if (!ok || o.keys().size() != keys.size() || !o.value(QLatin1String("netplan")).isString() ||
        !o.value(QLatin1String("deadline")).isDouble())
        return bad("try");
    for (const QString &key : keys)
        if (!o.contains(key))
            return bad("try");
    MemberTry t;
    t.netplan = o.value(QLatin1String("netplan")).toString().toUtf8();
    const std::optional<ClusterRecord> record =
        recordFrom(o.value(QLatin1String("record")).toObject());
    const int deadline = o.value(QLatin1String("deadline")).toInt();
    if (!record || deadline < 10 || deadline > 600)
        return bad("try");
    t.record = *record;
    t.deadlineSeconds = unsigned(deadline);
    t.nonce = QByteArray::fromBase64(o.value(QLatin1String("nonce")).toString().toLatin1());
    t.expiresAt = qint64(o.value(QLatin1String("expires_at")).toDouble());
    t.signature = QByteArray::fromBase64(o.value(QLatin1String("signature")).toString().toLatin1());
    return t;
}

} // namespace sparkwire::cluster
