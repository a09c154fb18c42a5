#include "DoctorReport.h"

#include "bundle/BundleArchive.h"
#include "common/AtomicFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace sparkwire::doctor::DoctorReport {

namespace {
// Every file of the report sits under this folder inside the archive.
const QString kTop = QStringLiteral("sparkwire-doctor/");

QJsonObject portJson(const hw::Cx7Port &p)
{
    return {{QLatin1String("netdev"), p.netdev},
            {QLatin1String("rdma_device"), p.rdmaDevice},
            {QLatin1String("pci"), p.pci},
            {QLatin1String("port"), p.port},
            {QLatin1String("half"), p.half},
            {QLatin1String("speed_mbps"), p.speedMbps},
            {QLatin1String("operstate"), p.link.operstate},
            {QLatin1String("carrier"), p.link.carrier},
            {QLatin1String("mtu"), p.link.mtu},
            {QLatin1String("ipv4"), QJsonArray::fromStringList(p.link.ipv4)},
            {QLatin1String("roce_v2_ipv4_gid_index"),
             p.roce.v2Ipv4GidIndex ? QJsonValue(*p.roce.v2Ipv4GidIndex) : QJsonValue()}};
}

// Adds the files of rootDir/relDir matching patterns, redacted, as sparkwire-doctor/relDir/…
void addRedacted(const QString &rootDir, const QString &relDir, const QStringList &patterns,
                 QList<bundle::BundleEntry> &entries)
{
    const QDir dir(rootDir + QLatin1Char('/') + relDir);
    for (const QString &name : dir.entryList(patterns, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        // The archive takes plain names only ("Wired connection 1.nmconnection" has spaces).
        static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
        QString safeName = name;
        safeName.replace(unsafe, QStringLiteral("_"));
        entries.append({kTop + relDir + QLatin1Char('/') + safeName,
                        redact(QString::fromUtf8(f.read(256 * 1024))).toUtf8()});
    }
}
} // namespace

QString redact(const QString &text)
{
    // key: value / key=value / "key": "value", where key looks like a secret's name.
    static const QRegularExpression secret(
        QStringLiteral("^(\\s*-?\\s*\"?[A-Za-z0-9_.-]*(?:password|passwd|psk|secret|token|"
                       "private|key|auth|credential|pin)[A-Za-z0-9_.-]*\"?\\s*[:=]\\s*)(.+)$"),
        QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    QString out = text;
    out.replace(secret, QStringLiteral("\\1<redacted>"));
    return out;
}

Status write(const QString &file, const DoctorInputs &in, const QList<DoctorCheck> &checks,
             bool keepHostname)
{
    QByteArray checksJson = QJsonDocument(checksToJson(checks)).toJson(QJsonDocument::Indented);
    QJsonArray ports;
    for (const hw::Cx7Port &p : in.inventory.ports)
        ports.append(portJson(p));
    QByteArray inventory =
        QJsonDocument(QJsonObject{{QLatin1String("hostname"),
                                   keepHostname ? in.inventory.hostname : QStringLiteral("<host>")},
                                  {QLatin1String("cx7"), ports}})
            .toJson(QJsonDocument::Indented);
    QString environment;
    QStringList names = in.environment.keys();
    names.sort();
    for (const QString &name : names)
        environment +=
            redact(name + QLatin1Char('=') + in.environment.value(name)) + QLatin1Char('\n');
    if (!keepHostname && in.inventory.hostname.size() > 1) {
        checksJson.replace(in.inventory.hostname.toUtf8(), "<host>");
        inventory.replace(in.inventory.hostname.toUtf8(), "<host>");
        environment.replace(in.inventory.hostname, QStringLiteral("<host>"));
    }
    const QByteArray readme =
        "Sparkwire doctor report: the checks (doctor.json), the CX-7 inventory, the netplan,\n"
        "NetworkManager and cloud-init files and the NCCL/vLLM environment. Every value whose\n"
        "name looks like a secret (password, psk, key, secret, token, ...) reads <redacted>;\n"
        "no SSH or TLS key, no pairing secret is included.\n";
    // One tar.gz made in memory by the bundle's libarchive writer (no tar process, nothing
    // staged on disk), then written atomically: a failure leaves no partial report.
    QList<bundle::BundleEntry> entries{
        {kTop + QStringLiteral("README.txt"), readme},
        {kTop + QStringLiteral("doctor.json"), checksJson},
        {kTop + QStringLiteral("inventory.json"), inventory},
        {kTop + QStringLiteral("environment.txt"), environment.toUtf8()}};
    addRedacted(in.rootDir, QStringLiteral("etc/netplan"), {QStringLiteral("*.yaml")}, entries);
    addRedacted(in.rootDir, QStringLiteral("etc/NetworkManager/system-connections"),
                {QStringLiteral("*.nmconnection")}, entries);
    addRedacted(in.rootDir, QStringLiteral("etc/cloud/cloud.cfg.d"), {QStringLiteral("*.cfg")},
                entries);
    const auto archive = bundle::BundleArchive::write(entries, QDateTime::currentDateTimeUtc());
    if (!archive)
        return archive.error();
    return common::AtomicFile::write(file, *archive, 0600);
}

} // namespace sparkwire::doctor::DoctorReport
