#include "ClusterRecord.h"

#include "ClusterText.h"
#include "StrictJsonReader.h"
#include "common/AtomicFile.h"
#include "peers/PairedPeers.h"
#include "topology/Ipv4Subnet.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace sparkwire::cluster {

namespace {
constexpr int kMaxNameChars = 64;

QString timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

Result<ClusterMember> memberFromJson(const QJsonValue &value, const QString &where)
{
    if (!value.isObject())
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("ClusterRecord", "%1: must be a JSON object").arg(where));
    StrictJsonReader r(value.toObject(), where);
    ClusterMember m;
    m.id = r.string("id", 64);
    m.hostname = r.string("hostname", 63);
    m.node = int(r.integer("node", 1, ClusterRecord::kMaxMembers));
    if (!r.failed() && !ClusterText::isKeyId(m.id))
        r.fail(QCoreApplication::translate("ClusterRecord",
                                           "%1: the id must be 64 lower-case hex digits")
                   .arg(r.where("id")));
    if (!r.failed() && !ClusterText::isHostname(m.hostname))
        r.fail(QCoreApplication::translate("ClusterRecord", "%1: \"%2\" is not a hostname")
                   .arg(r.where("hostname"), m.hostname));
    if (const Status done = r.finish(); !done)
        return done.error();
    return m;
}

Result<ClusterCable> cableFromJson(const QJsonValue &value, const QString &where)
{
    if (!value.isObject())
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("ClusterRecord", "%1: must be a JSON object").arg(where));
    StrictJsonReader r(value.toObject(), where);
    ClusterCable c;
    c.idA = r.string("id_a", 64);
    c.portA = int(r.integer("port_a", 0, 1));
    c.idB = r.string("id_b", 64);
    c.portB = int(r.integer("port_b", 0, 1));
    if (const Status done = r.finish(); !done)
        return done.error();
    return c;
}

// What the members and cables must say together; every problem named by member.
Status checkConsistent(const ClusterRecord &record)
{
    QSet<QString> ids;
    QSet<QString> hostnames;
    int lastNode = 0;
    for (const ClusterMember &m : record.members) {
        if (ids.contains(m.id))
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate("ClusterRecord", "cluster record: %1 is listed twice")
                    .arg(ClusterText::label(m)));
        if (hostnames.contains(m.hostname))
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate("ClusterRecord",
                                                         "cluster record: two members are named %1")
                                 .arg(m.hostname));
        if (m.node == lastNode)
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate("ClusterRecord",
                                            "cluster record: node %1 is given to %2 and %3")
                    .arg(m.node)
                    .arg(ClusterText::label(*record.memberByNode(m.node)), ClusterText::label(m)));
        if (m.node < lastNode)
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate(
                    "ClusterRecord", "cluster record: members must be listed by node number"));
        ids.insert(m.id);
        hostnames.insert(m.hostname);
        lastNode = m.node;
    }
    if (!ids.contains(record.seatId))
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("ClusterRecord",
                                                     "cluster record: the seat %1 is not a member")
                             .arg(ClusterText::shortId(record.seatId)));
    QSet<QPair<QString, int>> usedPorts;
    for (const ClusterCable &c : record.cabling) {
        for (const auto &[id, port] : {std::pair{c.idA, c.portA}, std::pair{c.idB, c.portB}}) {
            if (!ids.contains(id))
                return makeError(ErrorCode::InvalidInput,
                                 QCoreApplication::translate(
                                     "ClusterRecord", "cluster record: a cable names %1, which "
                                                      "is not a member")
                                     .arg(ClusterText::shortId(id)));
            if (usedPorts.contains({id, port}))
                return makeError(
                    ErrorCode::InvalidInput,
                    QCoreApplication::translate("ClusterRecord",
                                                "cluster record: port %1 of %2 is in two cables")
                        .arg(port)
                        .arg(ClusterText::label(*record.member(id))));
            usedPorts.insert({id, port});
        }
        if (c.idA == c.idB)
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "ClusterRecord", "cluster record: a cable loops %1 to itself")
                                 .arg(ClusterText::label(*record.member(c.idA))));
    }
    const qsizetype members = record.members.size();
    const qsizetype cables = record.cabling.size();
    const bool shapeFits =
        record.topology == topology::Topology::TwoNode ? members == 2 && cables == 1
        : record.topology == topology::Topology::Ring
            ? members >= topology::TopologySpec::kMinRingNodes &&
                  members <= topology::TopologySpec::kMaxRingNodes && cables == members
            : cables == 0;
    if (!shapeFits)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "ClusterRecord", "cluster record: %1 members and %2 cables do not "
                                              "make a %3 cluster")
                             .arg(members)
                             .arg(cables)
                             .arg(topology::TopologySpec::topologyName(record.topology)));
    return {};
}
} // namespace

QString ClusterRecord::defaultName(const QList<ClusterMember> &members)
{
    QList<ClusterMember> byNode = members;
    std::sort(byNode.begin(), byNode.end(),
              [](const ClusterMember &a, const ClusterMember &b) { return a.node < b.node; });
    QStringList names;
    for (const ClusterMember &m : byNode)
        names << m.hostname;
    const QString joined = names.join(QLatin1Char('-'));
    if (joined.size() <= kMaxNameChars)
        return joined;
    const QString more = QStringLiteral("-and-%1-more").arg(names.size() - 1);
    return names.value(0).left(kMaxNameChars - more.size()) + more;
}

QString ClusterRecord::keyIdName(const QString &seatId)
{
    return QStringLiteral("sparkwire-") + seatId.left(8);
}

namespace {
// Breadth first over the cabling from `from`: each member reached, with the one it was
// reached from (`from` with none).
QHash<QString, QString> cablePredecessors(const QList<ClusterCable> &cabling, const QString &from)
{
    QHash<QString, QString> cameFrom{{from, QString()}};
    QList<QString> queue{from};
    for (qsizetype next = 0; next < queue.size(); ++next) {
        const QString at = queue.at(next);
        for (const ClusterCable &c : cabling) {
            const QString other = c.idA == at ? c.idB : c.idB == at ? c.idA : QString();
            if (other.isEmpty() || cameFrom.contains(other))
                continue;
            cameFrom.insert(other, at);
            queue.append(other);
        }
    }
    return cameFrom;
}
} // namespace

QHash<QString, int> ClusterRecord::cableHopsFrom(const QString &id) const
{
    const QHash<QString, QString> cameFrom = cablePredecessors(cabling, id);
    QHash<QString, int> hops;
    for (auto it = cameFrom.cbegin(); it != cameFrom.cend(); ++it) {
        int n = 0;
        for (QString at = it.key(); at != id; at = cameFrom.value(at))
            ++n;
        hops.insert(it.key(), n);
    }
    for (const ClusterMember &m : members)
        if (!hops.contains(m.id))
            hops.insert(m.id, 1);
    return hops;
}

QStringList ClusterRecord::membersBetween(const QString &from, const QString &to) const
{
    const QHash<QString, QString> cameFrom = cablePredecessors(cabling, from);
    QStringList between;
    if (!cameFrom.contains(to) || to == from)
        return between;
    for (QString at = cameFrom.value(to); at != from; at = cameFrom.value(at))
        between.prepend(at);
    return between;
}

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

QJsonObject ClusterRecord::toJsonObject() const
{
    QJsonArray memberArray;
    for (const ClusterMember &m : members)
        memberArray.append(QJsonObject{{QLatin1String("id"), m.id},
                                       {QLatin1String("hostname"), m.hostname},
                                       {QLatin1String("node"), m.node}});
    QJsonArray cableArray;
    for (const ClusterCable &c : cabling)
        cableArray.append(QJsonObject{{QLatin1String("id_a"), c.idA},
                                      {QLatin1String("port_a"), c.portA},
                                      {QLatin1String("id_b"), c.idB},
                                      {QLatin1String("port_b"), c.portB}});
    QJsonObject o{{QLatin1String("version"), kVersion},
                  {QLatin1String("name"), name},
                  {QLatin1String("seat_id"), seatId},
                  {QLatin1String("topology"), topology::TopologySpec::topologyName(topology)},
                  {QLatin1String("subnet_base"), subnetBase},
                  {QLatin1String("mtu"), mtu},
                  {QLatin1String("members"), memberArray},
                  {QLatin1String("cabling"), cableArray},
                  {QLatin1String("planned_at"), timeText(plannedAt)}};
    // Only a star has one port for everyone; cables name their own ports.
    if (topology == topology::Topology::Switch)
        o.insert(QLatin1String("switch_port"), switchPort);
    return o;
}

QByteArray ClusterRecord::toJson() const
{
    // QJsonObject keeps its keys sorted, so compact output is canonical.
    return QJsonDocument(toJsonObject()).toJson(QJsonDocument::Compact);
}

Result<ClusterRecord> ClusterRecord::fromJsonObject(const QJsonObject &object, const QString &where)
{
    StrictJsonReader r(object, where);
    ClusterRecord record;
    const qint64 version = r.integer("version", 0, 1 << 30);
    if (!r.failed() && version != kVersion)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "ClusterRecord",
                             "%1: version %2 is not one this Sparkwire reads (%3); update "
                             "Sparkwire on every member")
                             .arg(where)
                             .arg(version)
                             .arg(kVersion));
    record.name = r.string("name", kMaxNameChars);
    if (!r.failed() && (record.name.trimmed().isEmpty() || !ClusterText::isPlainText(record.name)))
        r.fail(QCoreApplication::translate("ClusterRecord",
                                           "%1: the name must be plain text, not empty")
                   .arg(r.where("name")));
    record.seatId = r.string("seat_id", 64);
    const QString topologyName = r.string("topology", 16);
    if (const auto parsed = topology::TopologySpec::parseTopology(topologyName))
        record.topology = *parsed;
    else if (!r.failed())
        r.fail(QCoreApplication::translate("ClusterRecord",
                                           "%1: \"%2\" is not two-node, ring3 or switch")
                   .arg(r.where("topology"), topologyName));
    record.subnetBase = r.string("subnet_base", 18);
    if (!r.failed())
        if (const auto base = topology::Ipv4Subnet::parse(record.subnetBase); !base)
            r.fail(QStringLiteral("%1: %2").arg(r.where("subnet_base"), base.errorMessage()));
    record.mtu =
        int(r.integer("mtu", topology::TopologySpec::kMinMtu, topology::TopologySpec::kMaxMtu));
    if (record.topology == topology::Topology::Switch)
        record.switchPort = int(r.integer("switch_port", 0, 1));
    const QJsonArray memberArray = r.array("members", kMaxMembers);
    for (int i = 0; i < memberArray.size() && !r.failed(); ++i) {
        const Result<ClusterMember> m = memberFromJson(memberArray[i], r.where("members", i));
        if (m)
            record.members << *m;
        else
            r.take(m.error());
    }
    if (!r.failed() && record.members.size() < 2)
        r.fail(QCoreApplication::translate("ClusterRecord", "%1: a cluster has 2 to %2 members")
                   .arg(r.where("members"))
                   .arg(kMaxMembers));
    const QJsonArray cableArray = r.array("cabling", kMaxMembers);
    for (int i = 0; i < cableArray.size() && !r.failed(); ++i) {
        const Result<ClusterCable> c = cableFromJson(cableArray[i], r.where("cabling", i));
        if (c)
            record.cabling << *c;
        else
            r.take(c.error());
    }
    const QString planned = r.string("planned_at", 32);
    record.plannedAt = QDateTime::fromString(planned, Qt::ISODate);
    if (!r.failed() && (!record.plannedAt.isValid() || timeText(record.plannedAt) != planned))
        r.fail(QCoreApplication::translate("ClusterRecord",
                                           "%1: must be a UTC time like 2026-01-31T12:00:00Z")
                   .arg(r.where("planned_at")));
    if (const Status done = r.finish(); !done)
        return done.error();
    if (const Status consistent = checkConsistent(record); !consistent)
        return consistent.error();
    return record;
}

Result<ClusterRecord> ClusterRecord::fromJson(const QByteArray &json)
{
    const QString what = QCoreApplication::translate("ClusterRecord", "cluster record");
    const Result<QJsonObject> object = StrictJsonReader::parseObject(json, kMaxBytes, what);
    if (!object)
        return object.error();
    return fromJsonObject(*object, what);
}

QString ClusterRecord::path(const QString &stateDir)
{
    return QDir(stateDir).filePath(QLatin1String(kFileName));
}

Result<ClusterRecord> ClusterRecord::load(const QString &stateDir)
{
    const Result<QByteArray> bytes = common::AtomicFile::read(path(stateDir), kMaxBytes);
    if (!bytes)
        return bytes.error();
    Result<ClusterRecord> record = fromJson(*bytes);
    if (!record)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "ClusterRecord", "%1 cannot be read: %2; plan the cluster again")
                             .arg(path(stateDir), record.error().message));
    return record;
}

Status ClusterRecord::save(const QString &stateDir) const
{
    // Never keep a record that cannot be read back.
    if (const Result<ClusterRecord> readable = fromJson(toJson()); !readable)
        return readable.error();
    if (const Status privateDir = peers::PairedPeers::makePrivateDir(stateDir); !privateDir)
        return privateDir;
    return common::AtomicFile::write(path(stateDir), toJson(), 0600);
}

bool ClusterRecord::samePlan(const ClusterRecord &o) const
{
    ClusterRecord other = o;
    other.plannedAt = plannedAt;
    return *this == other;
}

bool ClusterRecord::operator==(const ClusterRecord &o) const
{
    return name == o.name && seatId == o.seatId && topology == o.topology &&
           subnetBase == o.subnetBase && mtu == o.mtu && members == o.members &&
           cabling == o.cabling &&
           (topology != topology::Topology::Switch || switchPort == o.switchPort) &&
           plannedAt == o.plannedAt;
}

} // namespace sparkwire::cluster
