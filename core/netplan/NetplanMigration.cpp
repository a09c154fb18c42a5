#include "NetplanMigration.h"

#include "NetplanHierarchy.h"
#include "NetplanValidator.h"
#include "YamlText.h"
#include "common/AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QTemporaryDir>

#include <yaml-cpp/yaml.h>

#include <sys/stat.h>

#include <utility>

namespace sparkwire::netplan {

namespace {
constexpr mode_t kMode = S_IRUSR | S_IWUSR; // netplan warns about anything wider
constexpr qint64 kMaxFileBytes = 1 << 20;

// The file without these netdevs under network.ethernets (an ethernets map left empty goes).
Result<QByteArray> withoutNetdevs(const QString &relPath, const QByteArray &bytes,
                                  const QStringList &netdevs)
{
    const QString text = QString::fromUtf8(bytes);
    if (const QStringList unsafe = YamlText::unsafeCharacters(text, 1); !unsafe.isEmpty())
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("NetplanMigration", "%1 was left as it is: %2")
                             .arg(relPath, unsafe.first()));
    try {
        YAML::Node root = YAML::Load(bytes.toStdString());
        YAML::Node network = root.IsMap() ? root["network"] : YAML::Node();
        YAML::Node ethernets = network && network.IsMap() ? network["ethernets"] : YAML::Node();
        if (!ethernets || !ethernets.IsMap())
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate("NetplanMigration",
                                                         "%1 has no ethernets section to move from")
                                 .arg(relPath));
        for (const QString &netdev : netdevs)
            ethernets.remove(netdev.toStdString());
        if (ethernets.size() == 0)
            network.remove("ethernets");
        YAML::Emitter out;
        out << root;
        if (!out.good())
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate("NetplanMigration", "%1 could not be written again: %2")
                    .arg(relPath, QString::fromStdString(out.GetLastError())));
        const QString header =
            QCoreApplication::translate(
                "NetplanMigration",
                "# Sparkwire moved %1 from this file into 40-cx7.yaml, with your consent.\n"
                "# The original is kept in /var/lib/sparkwire/migrated/%2.\n")
                .arg(netdevs.join(QStringLiteral(", ")), QFileInfo(relPath).fileName());
        return QByteArray(header.toUtf8() + QByteArray(out.c_str()) + '\n');
    } catch (const YAML::Exception &e) {
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("NetplanMigration", "%1 does not parse (line %2): %3")
                .arg(relPath)
                .arg(e.mark.line + 1)
                .arg(QString::fromStdString(e.msg)));
    }
}
} // namespace

NetplanMigration::NetplanMigration(QString rootDir, QString netplanCommand, QString scratchParent)
    : m_root(std::move(rootDir))
    , m_command(std::move(netplanCommand))
    , m_scratchParent(std::move(scratchParent))
{}

QString NetplanMigration::backupPath(const QString &relPath) const
{
    return m_root + QStringLiteral("/var/lib/sparkwire/migrated/") + QFileInfo(relPath).fileName();
}

Result<NetplanMigration::Plan> NetplanMigration::plan(const QStringList &netdevs) const
{
    const NetplanHierarchy hierarchy = NetplanHierarchy::read(m_root);
    Plan plan;
    QMap<QString, QStringList> byFile; // path -> netdevs, in netplan order of the paths
    QStringList order;
    for (const NetplanConflict &c : hierarchy.conflictsWith(netdevs)) {
        if (!order.contains(c.path))
            order << c.path;
        byFile[c.path] << c.netdev;
    }
    for (const QString &path : std::as_const(order)) {
        const QStringList moved = byFile.value(path);
        if (!path.startsWith(QLatin1String("etc/netplan/"))) {
            plan.notMovable << QCoreApplication::translate("NetplanMigration", "%1 (%2)")
                                   .arg(path, moved.join(QStringLiteral(", ")));
            continue;
        }
        const Result<QByteArray> before =
            common::AtomicFile::read(m_root + QLatin1Char('/') + path, kMaxFileBytes);
        if (!before)
            return before.error();
        const Result<QByteArray> after = withoutNetdevs(path, *before, moved);
        if (!after)
            return after.error();
        plan.changes << FileChange{path, moved, *before, *after};
    }
    if (!plan.changes.isEmpty())
        if (const Status checked = checkWithNetplan(plan.changes); !checked)
            return checked.error();
    return plan;
}

Status NetplanMigration::checkWithNetplan(const QList<FileChange> &changes) const
{
    // The hierarchy as it would be, in a scratch tree: netplan's own parser on all of it.
    // The helper's scratch parent is root-only and made on first use (as the validator does).
    if (!m_scratchParent.isEmpty() && !QDir().mkpath(m_scratchParent))
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("NetplanMigration", "Cannot create %1.")
                             .arg(m_scratchParent));
    QTemporaryDir scratch((m_scratchParent.isEmpty() ? QDir::tempPath() : m_scratchParent) +
                          QStringLiteral("/migrate-XXXXXX"));
    if (!scratch.isValid())
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("NetplanMigration",
                                                     "No scratch space to check the files: %1")
                             .arg(scratch.errorString()));
    const NetplanHierarchy hierarchy = NetplanHierarchy::read(m_root);
    QByteArray ours;
    for (const NetplanFile &f : hierarchy.files()) {
        const Result<QByteArray> bytes =
            common::AtomicFile::read(m_root + QLatin1Char('/') + f.path, kMaxFileBytes);
        if (!bytes)
            return bytes.error();
        QByteArray content = *bytes;
        for (const FileChange &c : changes)
            if (c.path == f.path)
                content = c.after;
        if (f.name == QFileInfo(QLatin1String(NetplanHierarchy::kOurFile)).fileName()) {
            ours = content; // the validator puts it in place itself
            continue;
        }
        const QString target = scratch.path() + QLatin1Char('/') + f.path;
        if (!QDir().mkpath(QFileInfo(target).path()))
            return makeError(ErrorCode::Io,
                             QCoreApplication::translate("NetplanMigration",
                                                         "No scratch space to check the files."));
        if (const Status written = common::AtomicFile::write(target, content, kMode); !written)
            return written;
    }
    if (ours.isEmpty())
        ours = "network:\n  version: 2\n";
    const Result<QList<NetplanIssue>> issues =
        NetplanValidator(m_command, m_scratchParent).validate(scratch.path(), ours);
    if (!issues)
        return issues.error();
    if (!issues->isEmpty()) {
        QStringList lines;
        for (const NetplanIssue &issue : *issues)
            lines << issue.toString();
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate(
                             "NetplanMigration",
                             "netplan would refuse the files after the move; nothing was changed."),
                         lines.join(QLatin1Char('\n')));
    }
    return {};
}

Status NetplanMigration::apply(const Plan &plan) const
{
    for (const FileChange &c : plan.changes) {
        const QString backup = backupPath(c.path);
        if (!QDir().mkpath(QFileInfo(backup).path()))
            return makeError(ErrorCode::Io,
                             QCoreApplication::translate("NetplanMigration", "Cannot create %1.")
                                 .arg(QFileInfo(backup).path()));
        if (const Status kept = common::AtomicFile::write(backup, c.before, kMode); !kept)
            return kept;
        if (const Status written =
                common::AtomicFile::write(m_root + QLatin1Char('/') + c.path, c.after, kMode);
            !written)
            return written;
    }
    return {};
}

} // namespace sparkwire::netplan
