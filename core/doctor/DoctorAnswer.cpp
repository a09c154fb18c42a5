#include "DoctorAnswer.h"
#include "TextShape.h"

#include "Doctor.h"

#include "cluster/StrictJsonReader.h"
#include "peers/PrintableText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace sparkwire::doctor {

namespace {
bool validNetdev(const QString &name)
{
    return hasShape("[A-Za-z0-9_.-]{1,15}", name);
}

bool validCidr(const QString &cidr)
{
    const auto subnet = QHostAddress::parseSubnet(cidr);
    return cidr.size() <= 18 && subnet.second >= 0 &&
           subnet.first.protocol() == QAbstractSocket::IPv4Protocol &&
           cidr.section(QLatin1Char('/'), 0, 0) ==
               QHostAddress(cidr.section(QLatin1Char('/'), 0, 0)).toString();
}

std::optional<DoctorCheck::Status> statusFrom(const QString &name)
{
    for (const DoctorCheck::Status s : {DoctorCheck::Status::Pass, DoctorCheck::Status::Warn,
                                        DoctorCheck::Status::Fail, DoctorCheck::Status::Skip})
        if (DoctorCheck::statusName(s) == name)
            return s;
    return std::nullopt;
}

QJsonObject toObject(const DoctorAnswer &a, int textChars)
{
    QJsonArray netdevs;
    for (const DoctorAnswer::Netdev &n : a.netdevs)
        netdevs.append(QJsonObject{{QLatin1String("netdev"), n.netdev},
                                   {QLatin1String("port"), n.port},
                                   {QLatin1String("half"), n.half},
                                   {QLatin1String("mtu"), n.mtu},
                                   {QLatin1String("ipv4"), QJsonArray::fromStringList(n.ipv4)}});
    QJsonArray links;
    for (const DoctorAnswer::Link &l : a.links)
        links.append(QJsonObject{{QLatin1String("port"), l.port},
                                 {QLatin1String("half"), l.half},
                                 {QLatin1String("peer"), l.peerId},
                                 {QLatin1String("peer_port"), l.peerPort}});
    QJsonArray checks;
    for (const DoctorCheck &c : a.checks) {
        DoctorCheck shortened = c;
        shortened.evidence = c.evidence.left(textChars);
        shortened.cause = c.cause.left(textChars);
        shortened.fix = c.fix.left(textChars);
        checks.append(shortened.toJson());
    }
    QJsonObject o{{QLatin1String("v"), DoctorAnswer::kVersion},
                  {QLatin1String("time_ms"), double(a.timeMs)},
                  {QLatin1String("sparkwire"), a.sparkwireVersion},
                  {QLatin1String("nccl"), a.ncclVersion},
                  {QLatin1String("netdevs"), netdevs},
                  {QLatin1String("links"), links},
                  {QLatin1String("checks"), checks}};
    if (a.facts)
        o.insert(QLatin1String("facts"), a.facts->toJson());
    return o;
}
} // namespace

DoctorAnswer DoctorAnswer::make(const DoctorInputs &inputs, const QList<Link> &links,
                                const QString &sparkwireVersion, qint64 nowMs)
{
    DoctorAnswer a;
    a.timeMs = nowMs;
    a.sparkwireVersion = sparkwireVersion;
    a.ncclVersion = installedNcclVersion(inputs.rootDir);
    for (const hw::Cx7Port &p : inputs.portsInUse()) {
        if (a.netdevs.size() >= kMaxNetdevs)
            break;
        QStringList ipv4;
        for (const QString &cidr : p.link.ipv4)
            if (validCidr(cidr) && ipv4.size() < 4)
                ipv4 << cidr;
        a.netdevs << Netdev{p.netdev, p.port, p.half, p.link.mtu, ipv4};
    }
    a.links = links.mid(0, kMaxLinks);
    a.checks = Doctor::runAll(inputs);
    a.facts = MemberFacts::read(inputs);
    return a;
}

QByteArray DoctorAnswer::toJson() const
{
    for (const int chars : {kMaxTextChars, 300, 100, 0}) {
        QByteArray json = QJsonDocument(toObject(*this, chars)).toJson(QJsonDocument::Compact);
        if (json.size() <= kMaxBytes)
            return json;
    }
    return QJsonDocument(toObject(DoctorAnswer{}, 0)).toJson(QJsonDocument::Compact);
}

Result<DoctorAnswer> DoctorAnswer::fromJson(const QByteArray &json)
{
    const QString what = QCoreApplication::translate("DoctorAnswer", "doctor answer");
    const Result<QJsonObject> object =
        cluster::StrictJsonReader::parseObject(json, kMaxBytes, what);
    if (!object)
        return object.error();
    cluster::StrictJsonReader r(*object, what);
    r.integer("v", kVersion, kVersion);
    DoctorAnswer a;
    a.timeMs = r.integer("time_ms", 0, qint64(1) << 50);
    a.sparkwireVersion = r.string("sparkwire", 32);
    a.ncclVersion = r.string("nccl", 32);
    if (!r.failed() && !hasShape("[0-9A-Za-z.+~-]{1,32}", a.sparkwireVersion))
        r.fail(QCoreApplication::translate("DoctorAnswer", "%1: not a version")
                   .arg(r.where("sparkwire")));
    if (!r.failed() && !a.ncclVersion.isEmpty() &&
        !hasShape("[0-9]{1,3}(\\.[0-9]{1,3}){2}", a.ncclVersion))
        r.fail(
            QCoreApplication::translate("DoctorAnswer", "%1: not a version").arg(r.where("nccl")));

    const QJsonArray netdevs = r.array("netdevs", kMaxNetdevs);
    for (qsizetype i = 0; i < netdevs.size() && !r.failed(); ++i) {
        const QString where = r.where("netdevs", int(i));
        if (!netdevs.at(i).isObject()) {
            r.fail(QCoreApplication::translate("DoctorAnswer", "%1: not an object").arg(where));
            break;
        }
        cluster::StrictJsonReader n(netdevs.at(i).toObject(), where);
        Netdev d;
        d.netdev = n.string("netdev", 15);
        d.port = int(n.integer("port", 0, 1));
        d.half = int(n.integer("half", 0, 1));
        d.mtu = int(n.integer("mtu", 0, 65535));
        d.ipv4 = n.strings("ipv4", 4, 18);
        if (!n.failed() && !validNetdev(d.netdev))
            n.fail(QCoreApplication::translate("DoctorAnswer", "%1: not a netdev name")
                       .arg(n.where("netdev")));
        for (const QString &cidr : std::as_const(d.ipv4))
            if (!n.failed() && !validCidr(cidr))
                n.fail(QCoreApplication::translate("DoctorAnswer", "%1: not an IPv4 address/prefix")
                           .arg(n.where("ipv4")));
        r.take(n.finish());
        a.netdevs << d;
    }

    const QJsonArray links = r.array("links", kMaxLinks);
    for (qsizetype i = 0; i < links.size() && !r.failed(); ++i) {
        const QString where = r.where("links", int(i));
        if (!links.at(i).isObject()) {
            r.fail(QCoreApplication::translate("DoctorAnswer", "%1: not an object").arg(where));
            break;
        }
        cluster::StrictJsonReader l(links.at(i).toObject(), where);
        Link link;
        link.port = int(l.integer("port", 0, 1));
        link.half = int(l.integer("half", 0, 1));
        link.peerId = l.string("peer", 64);
        link.peerPort = int(l.integer("peer_port", 0, 1));
        if (!l.failed() && !hasShape("[0-9a-f]{64}", link.peerId))
            l.fail(QCoreApplication::translate("DoctorAnswer", "%1: not a key id")
                       .arg(l.where("peer")));
        r.take(l.finish());
        a.links << link;
    }

    QStringList known;
    for (const Doctor::Entry &e : Doctor::catalogue())
        known << QLatin1String(e.id);
    const QJsonArray checks = r.array("checks", int(known.size()));
    QStringList seen;
    for (qsizetype i = 0; i < checks.size() && !r.failed(); ++i) {
        const QString where = r.where("checks", int(i));
        if (!checks.at(i).isObject()) {
            r.fail(QCoreApplication::translate("DoctorAnswer", "%1: not an object").arg(where));
            break;
        }
        cluster::StrictJsonReader c(checks.at(i).toObject(), where);
        DoctorCheck check;
        check.id = c.string("id", 64);
        const QString status = c.string("status", 8);
        check.evidence = peers::printableText(c.string("evidence", kMaxTextChars), false);
        check.cause = peers::printableText(c.string("cause", kMaxTextChars), false);
        check.fix = peers::printableText(c.string("fix", kMaxTextChars), false);
        if (!c.failed() && (!known.contains(check.id) || seen.contains(check.id)))
            c.fail(QCoreApplication::translate("DoctorAnswer", "%1: not a check of the catalogue, "
                                                               "or repeated")
                       .arg(c.where("id")));
        const std::optional<DoctorCheck::Status> s = statusFrom(status);
        if (!c.failed() && !s)
            c.fail(QCoreApplication::translate("DoctorAnswer", "%1: not pass, warn, fail or skip")
                       .arg(c.where("status")));
        r.take(c.finish());
        check.status = s.value_or(DoctorCheck::Status::Skip);
        seen << check.id;
        a.checks << check;
    }
    // Absent in an older member's answer: unknown, not wrong.
    if (!r.failed() && object->contains(QLatin1String("facts"))) {
        const QJsonObject facts = r.object("facts");
        if (!r.failed()) {
            const Result<MemberFacts> read = MemberFacts::fromJson(facts, r.where("facts"));
            if (!read)
                r.take(read.error());
            else
                a.facts = *read;
        }
    }
    if (const Status done = r.finish(); !done)
        return done.error();
    return a;
}

QString DoctorAnswer::installedNcclVersion(const QString &rootDir)
{
    static const QRegularExpression library(
        QStringLiteral("^libnccl\\.so\\.(2\\.\\d{1,3}\\.\\d{1,3})$"));
    for (const char *dir : {"usr/lib/aarch64-linux-gnu", "usr/lib/x86_64-linux-gnu", "usr/lib64",
                            "usr/lib", "usr/local/lib", "usr/local/nccl/lib"}) {
        const QStringList names = QDir(rootDir + QLatin1Char('/') + QLatin1String(dir))
                                      .entryList({QStringLiteral("libnccl.so.2.*")},
                                                 QDir::Files | QDir::System, QDir::Name);
        for (const QString &name : names)
            if (const auto m = library.match(name); m.hasMatch())
                return m.captured(1);
    }
    QFile header(rootDir + QStringLiteral("/usr/include/nccl.h"));
    if (!header.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(header.read(64 * 1024));
    QStringList parts;
    for (const char *name : {"NCCL_MAJOR", "NCCL_MINOR", "NCCL_PATCH"}) {
        const QRegularExpression define(
            QStringLiteral("^#define %1 (\\d{1,3})\\s*$").arg(QLatin1String(name)),
            QRegularExpression::MultilineOption);
        const auto m = define.match(text);
        if (!m.hasMatch())
            return {};
        parts << m.captured(1);
    }
    return parts.join(QLatin1Char('.'));
}

} // namespace sparkwire::doctor
