#include "OtherToolFiles.h"

#include "NetplanPolicy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

#include <yaml-cpp/yaml.h>

namespace sparkwire::netplan {

namespace {
constexpr qint64 kMaxOtherToolFileBytes = 1 << 20;
const char kSyncFile[] = "99-nvidia-sync-cluster.yaml";
const char kVllmDockerFile[] = "98-spark-vllm-docker.yaml";
const char kCx7File[] = "40-cx7.yaml";
const char kSyncDisabled[] = ".sync-disabled-";

// The header comment lines before the first YAML line: where tools sign their files.
QByteArray headerOf(const QByteArray &content)
{
    QByteArray header;
    for (const QByteArray &line : content.left(4096).split('\n')) {
        const QByteArray t = line.trimmed();
        if (!t.isEmpty() && !t.startsWith('#'))
            break;
        header += t + '\n';
    }
    return header;
}

// True when `content` is byte for byte what Sparkwire's helper writes: the policy's canonical
// re-emission, which keeps no comment (so no "Written by Sparkwire" header survives an apply)
// and which no other tool's hand-written YAML happens to equal. The netdevs the policy allows
// are the file's own: only the bytes' identity with the re-emission decides.
bool isSparkwireCanonical(const QByteArray &content)
{
    QSet<QString> netdevs;
    try {
        const YAML::Node root = YAML::Load(content.toStdString());
        const YAML::Node ethernets =
            root.IsMap() && root["network"].IsMap() ? root["network"]["ethernets"] : YAML::Node();
        if (!ethernets || !ethernets.IsMap())
            return false;
        for (const auto &kv : ethernets)
            if (kv.first.IsScalar())
                netdevs.insert(QString::fromStdString(kv.first.Scalar()).left(64));
    } catch (const YAML::Exception &) {
        return false;
    }
    const PolicyVerdict verdict = NetplanPolicy(netdevs).review(content);
    return verdict.ok() && verdict.canonical == content;
}

void readSettings(OtherToolFile &file, const QByteArray &content)
{
    try {
        const YAML::Node root = YAML::Load(content.toStdString());
        const YAML::Node ethernets =
            root.IsMap() && root["network"].IsMap() ? root["network"]["ethernets"] : YAML::Node();
        if (!ethernets || !ethernets.IsMap())
            return;
        for (const auto &kv : ethernets) {
            if (!kv.first.IsScalar() || !kv.second.IsMap())
                continue;
            const QString netdev = QString::fromStdString(kv.first.Scalar()).left(64);
            const YAML::Node addresses = kv.second["addresses"];
            if (addresses && addresses.IsSequence())
                for (const YAML::Node &a : addresses)
                    if (a.IsScalar())
                        file.addresses[netdev] << QString::fromStdString(a.Scalar()).left(64);
            const YAML::Node mtu = kv.second["mtu"];
            if (mtu && mtu.IsScalar()) {
                bool ok = false;
                const int value = QString::fromStdString(mtu.Scalar()).toInt(&ok);
                if (ok && value > 0 && value <= 65535)
                    file.mtu.insert(netdev, value);
            }
        }
    } catch (const YAML::Exception &) {
        // Unparsable: still recognised by name; netplan itself will refuse it.
    }
}

bool isRegularFile(const QString &path)
{
    struct stat st
    {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISREG(st.st_mode);
}

Error ioError(const QString &what, int err)
{
    return Error{ErrorCode::Io, what, QString::fromLocal8Bit(std::strerror(err))};
}
} // namespace

QString OtherToolFile::toolName(Tool tool)
{
    switch (tool) {
    case Tool::NvidiaSync:
        return QCoreApplication::translate("OtherToolFiles", "NVIDIA Sync (Cluster Assistant)");
    case Tool::Playbook:
        return QCoreApplication::translate("OtherToolFiles",
                                           "NVIDIA's Connect Two Sparks playbook (by hand)");
    case Tool::SparkVllmDocker:
        return QCoreApplication::translate("OtherToolFiles", "spark-vllm-docker");
    case Tool::Sparkrun:
        return QCoreApplication::translate("OtherToolFiles", "sparkrun (sparkrun setup cx7)");
    }
    return {};
}

namespace OtherToolFiles {

std::optional<OtherToolFile::Tool> recognise(const QString &name,
                                             const std::optional<QByteArray> &content)
{
    using Tool = OtherToolFile::Tool;
    if (name == QLatin1String(kSyncFile) || name.contains(QLatin1String(kSyncDisabled)))
        return Tool::NvidiaSync;
    if (name == QLatin1String(kVllmDockerFile))
        return Tool::SparkVllmDocker;
    if (name != QLatin1String(kCx7File) || !content)
        return std::nullopt;
    const QByteArray header = headerOf(*content);
    if (header.contains("Written by Sparkwire") || isSparkwireCanonical(*content))
        return std::nullopt;
    if (header.contains("Auto-generated by sparkrun"))
        return Tool::Sparkrun;
    return Tool::Playbook;
}

QList<OtherToolFile> find(const QString &rootDir)
{
    QList<OtherToolFile> out;
    for (const char *dir : {"etc/netplan", "run/netplan", "lib/netplan"}) {
        const QDir d(rootDir + QLatin1Char('/') + QLatin1String(dir));
        for (const QString &name : d.entryList(QDir::Files | QDir::Hidden, QDir::Name)) {
            const bool disabled = name.contains(QLatin1String(kSyncDisabled));
            if (!disabled && !name.endsWith(QLatin1String(".yaml")))
                continue;
            const QString full = d.filePath(name);
            if (!isRegularFile(full))
                continue;
            std::optional<QByteArray> content;
            QFile f(full);
            if (f.open(QIODevice::ReadOnly))
                content = f.read(kMaxOtherToolFileBytes);
            const auto tool = recognise(name, content);
            if (!tool)
                continue;
            OtherToolFile file;
            file.path = QLatin1String(dir) + QLatin1Char('/') + name;
            file.name = name;
            file.tool = *tool;
            file.disabled = disabled;
            file.readable = content.has_value();
            if (content)
                readSettings(file, *content);
            out << file;
        }
    }
    return out;
}

QString keptDir(const QString &rootDir)
{
    return rootDir + QStringLiteral("/var/lib/sparkwire/other-tools");
}

Result<QStringList> moveAside(const QString &rootDir)
{
    const QString kept = keptDir(rootDir);
    QStringList moved;
    for (const OtherToolFile &file : find(rootDir)) {
        if (file.disabled || file.path.startsWith(QLatin1String("lib/")))
            continue; // netplan does not read the one; the other is a package's
        if (!QDir().mkpath(kept) ||
            !QFile::setPermissions(kept, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner))
            return Error{ErrorCode::Io,
                         QCoreApplication::translate(
                             "OtherToolFiles", "cannot create the folder that keeps the files"),
                         kept};
        const QString from = rootDir + QLatin1Char('/') + file.path;
        const QString to = kept + QLatin1Char('/') + file.name;
        if (QFileInfo::exists(to) || QFileInfo(to).isSymLink())
            return Error{
                ErrorCode::InvalidInput,
                QCoreApplication::translate(
                    "OtherToolFiles", "%1 is already kept from an earlier move: restore it first")
                    .arg(file.name),
                moved.join(QStringLiteral(", "))};
        // rename(2): the bytes, owner and mode stay as they were, and the move is atomic.
        if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) !=
            0)
            return ioError(QCoreApplication::translate("OtherToolFiles", "cannot move %1 aside")
                               .arg(file.path),
                           errno);
        moved << file.path;
    }
    return moved;
}

Result<QStringList> restore(const QString &rootDir)
{
    const QDir kept(keptDir(rootDir));
    QStringList restored;
    QStringList left;
    for (const QString &name : kept.entryList(QDir::Files | QDir::Hidden, QDir::Name)) {
        const QString from = kept.filePath(name);
        const QString to = rootDir + QStringLiteral("/etc/netplan/") + name;
        const bool ours =
            recognise(name, std::nullopt).has_value() || name == QLatin1String(kCx7File);
        if (!isRegularFile(from) || !ours)
            continue; // only what moveAside can have put there
        if (QFileInfo::exists(to) || QFileInfo(to).isSymLink()) {
            left << QStringLiteral("not restored: ") + name;
            continue;
        }
        if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) !=
            0)
            return ioError(
                QCoreApplication::translate("OtherToolFiles", "cannot restore %1").arg(name),
                errno);
        restored << QStringLiteral("etc/netplan/") + name;
    }
    return restored + left;
}

} // namespace OtherToolFiles

} // namespace sparkwire::netplan
