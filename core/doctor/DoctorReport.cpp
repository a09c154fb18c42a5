#include "DoctorReport.h"

#include "common/AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace sparkwire::doctor::DoctorReport {

namespace {
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

// Copies the files of rootDir/relDir matching patterns, redacted, into out/relDir.
void copyRedacted(const QString &rootDir, const QString &relDir, const QStringList &patterns,
                  const QString &out)
{
    const QDir dir(rootDir + QLatin1Char('/') + relDir);
    const QStringList names = dir.entryList(patterns, QDir::Files, QDir::Name);
    if (names.isEmpty())
        return;
    QDir().mkpath(out + QLatin1Char('/') + relDir);
    for (const QString &name : names) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        (void)common::AtomicFile::write(out + QLatin1Char('/') + relDir + QLatin1Char('/') + name,
                                        redact(QString::fromUtf8(f.read(256 * 1024))).toUtf8(),
                                        0600);
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
    QTemporaryDir staging;
    if (!staging.isValid())
        return makeError(ErrorCode::Io, QCoreApplication::translate(
                                            "DoctorReport", "cannot make a temporary folder"));
    const QString root = staging.filePath(QStringLiteral("sparkwire-doctor"));
    QDir().mkpath(root);
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
    for (const auto &[name, content] :
         {std::pair{QStringLiteral("README.txt"), readme},
          std::pair{QStringLiteral("doctor.json"), checksJson},
          std::pair{QStringLiteral("inventory.json"), inventory},
          std::pair{QStringLiteral("environment.txt"), environment.toUtf8()}})
        if (Status s = common::AtomicFile::write(root + QLatin1Char('/') + name, content, 0600); !s)
            return s;
    copyRedacted(in.rootDir, QStringLiteral("etc/netplan"), {QStringLiteral("*.yaml")}, root);
    copyRedacted(in.rootDir, QStringLiteral("etc/NetworkManager/system-connections"),
                 {QStringLiteral("*.nmconnection")}, root);
    copyRedacted(in.rootDir, QStringLiteral("etc/cloud/cloud.cfg.d"), {QStringLiteral("*.cfg")},
                 root);
    const QString partial = file + QStringLiteral(".part");
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-czf"), partial, QStringLiteral("-C"),
                                      staging.path(), QStringLiteral("sparkwire-doctor")});
    if (!tar.waitForFinished(30000) || tar.exitStatus() != QProcess::NormalExit ||
        tar.exitCode() != 0) {
        QFile::remove(partial);
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("DoctorReport", "tar could not write %1: %2")
                             .arg(file, QString::fromUtf8(tar.readAllStandardError()).trimmed()));
    }
    QFile::remove(file);
    if (!QFile::rename(partial, file))
        return makeError(
            ErrorCode::Io,
            QCoreApplication::translate("DoctorReport", "cannot move the report to %1").arg(file));
    return {};
}

} // namespace sparkwire::doctor::DoctorReport
