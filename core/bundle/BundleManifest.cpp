#include "BundleManifest.h"

#include "BundleArchive.h"
#include "cluster/ClusterText.h"
#include "cluster/StrictJsonReader.h"
#include "peers/PrintableText.h"
#include "topology/TopologySpec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace sparkwire::bundle {

using cluster::StrictJsonReader;

namespace {
constexpr int kMaxTwins = 8;
constexpr int kMaxFiles = BundleArchive::kMaxEntries;

bool isSha256(const QString &hex)
{
    static const QRegularExpression re(QStringLiteral("\\A[0-9a-f]{64}\\z"));
    return re.match(hex).hasMatch();
}

bool isCidr(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("\\A([0-9]{1,3}\\.){3}[0-9]{1,3}/[0-9]{1,2}\\z"));
    return re.match(text).hasMatch();
}
} // namespace

QByteArray BundleManifest::signedMessage(const QByteArray &manifestJson)
{
    return QByteArrayLiteral("sparkwire-bundle-1\n") + manifestJson;
}

QByteArray BundleManifest::toJson() const
{
    QJsonArray memberArray;
    for (const Member &m : members) {
        QJsonArray twinArray;
        for (const BundleTwin &t : m.twins)
            twinArray.append(QJsonObject{{QStringLiteral("address"), t.address},
                                         {QStringLiteral("half"), t.half},
                                         {QStringLiteral("netdev"), t.netdev},
                                         {QStringLiteral("port"), t.port}});
        memberArray.append(QJsonObject{{QStringLiteral("hostname"), m.member.hostname},
                                       {QStringLiteral("id"), m.member.id},
                                       {QStringLiteral("node"), m.member.node},
                                       {QStringLiteral("twins"), twinArray}});
    }
    QJsonObject fileObject;
    for (auto it = files.cbegin(); it != files.cend(); ++it)
        fileObject.insert(it.key(), it.value());
    const QJsonObject root{
        {QStringLiteral("schema"), kSchema},
        {QStringLiteral("createdAt"), createdAt.toUTC().toString(Qt::ISODate)},
        {QStringLiteral("sparkwireVersion"), version},
        {QStringLiteral("cluster"), record.name},
        {QStringLiteral("exporter"), exporterId},
        {QStringLiteral("topology"), topology::TopologySpec::topologyName(record.topology)},
        {QStringLiteral("record"), record.toJsonObject()},
        {QStringLiteral("members"), memberArray},
        {QStringLiteral("files"), fileObject},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<BundleManifest> BundleManifest::fromJson(const QByteArray &json)
{
    const QString what = tr("bundle manifest");
    const Result<QJsonObject> object = StrictJsonReader::parseObject(json, kMaxBytes, what);
    if (!object)
        return object.error();
    StrictJsonReader r(*object, QString::fromLatin1(kFileName));
    BundleManifest m;
    const qint64 schema = r.integer("schema", 0, 1 << 30);
    if (!r.failed() && schema != kSchema)
        return makeError(
            ErrorCode::InvalidInput,
            tr("This bundle has schema version %1; this Sparkwire reads version %2 "
               "only. Use the Sparkwire version that made it (%3).")
                .arg(schema)
                .arg(kSchema)
                .arg(peers::printableText(
                    object->value(QStringLiteral("sparkwireVersion")).toString().left(32), false)));
    m.createdAt = QDateTime::fromString(r.string("createdAt", 32), Qt::ISODate);
    if (!r.failed() && !m.createdAt.isValid())
        r.fail(tr("createdAt is not a date"));
    m.version = r.string("sparkwireVersion", 32);
    if (!r.failed() && !cluster::ClusterText::isPlainText(m.version))
        r.fail(tr("sparkwireVersion is not plain text"));
    const QString name = r.string("cluster", 64);
    m.exporterId = r.string("exporter", 64);
    if (!r.failed() && !cluster::ClusterText::isKeyId(m.exporterId))
        r.fail(tr("exporter is not a key id"));
    const QString topologyName = r.string("topology", 16);
    const QJsonObject recordObject = r.object("record");
    if (!r.failed()) {
        const Result<cluster::ClusterRecord> record =
            cluster::ClusterRecord::fromJsonObject(recordObject, r.where("record"));
        if (!record)
            r.take(record.error());
        else
            m.record = *record;
    }
    if (!r.failed() && (m.record.name != name ||
                        topology::TopologySpec::topologyName(m.record.topology) != topologyName))
        r.fail(tr("cluster and topology do not match the record"));
    const QJsonArray memberArray = r.array("members", cluster::ClusterRecord::kMaxMembers);
    for (int i = 0; !r.failed() && i < memberArray.size(); ++i) {
        StrictJsonReader mr(memberArray.at(i).toObject(), r.where("members", i));
        if (!memberArray.at(i).isObject())
            mr.fail(tr("not an object"));
        Member member;
        member.member.hostname = mr.string("hostname", 64);
        member.member.id = mr.string("id", 64);
        member.member.node = int(mr.integer("node", 1, cluster::ClusterRecord::kMaxMembers));
        const QJsonArray twinArray = mr.array("twins", kMaxTwins);
        for (int t = 0; !mr.failed() && t < twinArray.size(); ++t) {
            StrictJsonReader tw(twinArray.at(t).toObject(), mr.where("twins", t));
            BundleTwin twin;
            twin.address = tw.string("address", 18);
            twin.half = int(tw.integer("half", 0, 1));
            twin.netdev = tw.string("netdev", 15);
            twin.port = int(tw.integer("port", 0, 1));
            if (!tw.failed() &&
                (!isCidr(twin.address) || !cluster::ClusterText::isNetdevName(twin.netdev)))
                tw.fail(tr("not a netdev with an IPv4 address"));
            mr.take(tw.finish());
            member.twins << twin;
        }
        const cluster::ClusterMember *kept = m.record.member(member.member.id);
        if (!mr.failed() && (!kept || *kept != member.member))
            mr.fail(tr("not the record's member"));
        r.take(mr.finish());
        m.members << member;
    }
    if (!r.failed() && m.members.size() != m.record.members.size())
        r.fail(tr("members do not match the record"));
    if (!r.failed() && !m.record.member(m.exporterId))
        r.fail(tr("the exporter is not a member"));
    const QJsonObject fileObject = r.object("files");
    if (!r.failed() && fileObject.size() > kMaxFiles)
        r.fail(tr("too many files"));
    for (auto it = fileObject.constBegin(); !r.failed() && it != fileObject.constEnd(); ++it) {
        const QString path = it.key();
        const QString hash = it.value().toString();
        if (!BundleArchive::isSafePath(path) || path == QLatin1String(kFileName) ||
            path == QLatin1String(kSignatureFileName) || !it.value().isString() || !isSha256(hash))
            r.fail(tr("files: '%1' is not a safe path with a SHA-256")
                       .arg(peers::printableText(path.left(64), false)));
        m.files.insert(path, hash);
    }
    if (const Status done = r.finish(); !done)
        return done.error();
    return m;
}

} // namespace sparkwire::bundle
