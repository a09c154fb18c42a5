#include "NetplanHierarchy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>

#include <yaml-cpp/yaml.h>

namespace sparkwire::netplan {

namespace {
constexpr qint64 kMaxFileBytes = 1 << 20;

NetplanFile readFile(const QString &rootDir, const QString &relPath)
{
    NetplanFile file;
    file.path = relPath;
    file.name = QFileInfo(relPath).fileName();
    QFile f(rootDir + QLatin1Char('/') + relPath);
    if (!f.open(QIODevice::ReadOnly)) {
        file.error = QCoreApplication::translate("NetplanHierarchy", "cannot be read: %1")
                         .arg(f.errorString());
        return file;
    }
    try {
        const YAML::Node root = YAML::Load(f.read(kMaxFileBytes).toStdString());
        const YAML::Node network = root.IsMap() ? root["network"] : YAML::Node();
        if (network && network.IsMap()) {
            if (network["renderer"] && network["renderer"].IsScalar())
                file.renderer = QString::fromStdString(network["renderer"].Scalar());
            const YAML::Node ethernets = network["ethernets"];
            if (ethernets && ethernets.IsMap())
                for (const auto &kv : ethernets)
                    if (kv.first.IsScalar())
                        file.ethernets << QString::fromStdString(kv.first.Scalar());
        }
    } catch (const YAML::Exception &e) {
        file.error = QCoreApplication::translate("NetplanHierarchy", "line %1: %2")
                         .arg(e.mark.line + 1)
                         .arg(QString::fromStdString(e.msg));
    }
    return file;
}
} // namespace

NetplanHierarchy NetplanHierarchy::read(const QString &rootDir)
{
    // lib < etc < run: a later directory's file shadows an earlier one's of the same name.
    QMap<QString, QString> byName; // basename -> relative path; QMap keeps basename order
    for (const char *dir : {"lib/netplan", "etc/netplan", "run/netplan"}) {
        const QDir d(rootDir + QLatin1Char('/') + QLatin1String(dir));
        for (const QString &name :
             d.entryList({QStringLiteral("*.yaml")}, QDir::Files | QDir::Readable, QDir::Name))
            byName.insert(name, QLatin1String(dir) + QLatin1Char('/') + name);
    }
    NetplanHierarchy hierarchy;
    for (const QString &relPath : byName)
        hierarchy.m_files << readFile(rootDir, relPath);
    return hierarchy;
}

QString NetplanHierarchy::effectiveRenderer() const
{
    QString renderer = QStringLiteral("networkd");
    for (const NetplanFile &f : m_files)
        if (!f.renderer.isEmpty())
            renderer = f.renderer;
    return renderer;
}

QList<NetplanConflict> NetplanHierarchy::conflictsWith(const QStringList &netdevs) const
{
    const QString ours = QFileInfo(QLatin1String(kOurFile)).fileName();
    QList<NetplanConflict> conflicts;
    for (const NetplanFile &f : m_files) {
        if (f.name == ours)
            continue;
        for (const QString &netdev : netdevs)
            if (f.ethernets.contains(netdev))
                conflicts << NetplanConflict{netdev, f.path, f.name > ours};
    }
    return conflicts;
}

} // namespace sparkwire::netplan
