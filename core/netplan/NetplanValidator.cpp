#include "NetplanValidator.h"

#include "NetplanHierarchy.h"
#include "ValidationMemo.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace sparkwire::netplan {

QString NetplanIssue::toString() const
{
    if (file.isEmpty())
        return message;
    return QStringLiteral("%1:%2:%3: %4").arg(file).arg(line).arg(column).arg(message);
}

Result<QList<NetplanIssue>> NetplanValidator::validate(const QString &rootDir,
                                                       const QByteArray &candidate) const
{
    if (!m_scratchParent.isEmpty() && !QDir().mkpath(m_scratchParent))
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("NetplanValidator", "cannot create %1")
                             .arg(m_scratchParent));
    QTemporaryDir tree = m_scratchParent.isEmpty()
                             ? QTemporaryDir()
                             : QTemporaryDir(m_scratchParent + QStringLiteral("/tree-XXXXXX"));
    if (!tree.isValid())
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("NetplanValidator",
                                                     "cannot create a temporary directory: %1")
                             .arg(tree.errorString()));
    // The memo's key: the program, then every file placed, its path and bytes, each
    // length-prefixed (no two inputs hash the same bytes).
    QCryptographicHash key(QCryptographicHash::Sha256);
    const auto addToKey = [&key](const QByteArray &part) {
        const quint64 size = quint64(part.size());
        key.addData(QByteArrayView(reinterpret_cast<const char *>(&size), sizeof size));
        key.addData(part);
    };
    addToKey(m_command.toUtf8());
    const auto place = [&](const QString &relPath, const QByteArray &content) {
        addToKey(relPath.toUtf8());
        addToKey(content);
        const QString path = tree.path() + QLatin1Char('/') + relPath;
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return false;
        // netplan warns about group/world-readable files; keep its output about content.
        return f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    };
    const NetplanHierarchy hierarchy = NetplanHierarchy::read(rootDir);
    const QString ours = QFileInfo(QLatin1String(NetplanHierarchy::kOurFile)).fileName();
    for (const NetplanFile &file : hierarchy.files()) {
        // By name: a pending change staged in run/netplan would shadow the candidate.
        if (file.name == ours)
            continue;
        QFile source(rootDir + QLatin1Char('/') + file.path);
        if (!source.open(QIODevice::ReadOnly))
            return makeError(ErrorCode::PermissionDenied,
                             QCoreApplication::translate("NetplanValidator",
                                                         "%1 cannot be read for validation: %2")
                                 .arg(file.path, source.errorString()),
                             file.path);
        if (!place(file.path, source.readAll()))
            return makeError(ErrorCode::Io,
                             QCoreApplication::translate("NetplanValidator",
                                                         "%1 cannot be copied for validation")
                                 .arg(file.path),
                             file.path);
    }
    if (!place(QLatin1String(NetplanHierarchy::kOurFile), candidate))
        return makeError(ErrorCode::Io,
                         QCoreApplication::translate("NetplanValidator",
                                                     "cannot write the candidate for validation"));
    if (m_memo && m_memo->accepted(key.result()))
        return QList<NetplanIssue>();

    QProcess netplan;
    netplan.setProcessChannelMode(QProcess::SeparateChannels);
    netplan.start(m_command,
                  {QStringLiteral("generate"), QStringLiteral("--root-dir"), tree.path()});
    if (!netplan.waitForStarted(10000))
        return makeError(ErrorCode::Unavailable,
                         QCoreApplication::translate("NetplanValidator",
                                                     "cannot run %1: %2 (install netplan.io)")
                             .arg(m_command, netplan.errorString()));
    if (!netplan.waitForFinished(kGenerateTimeoutSeconds * 1000)) {
        netplan.kill();
        netplan.waitForFinished();
        return makeError(ErrorCode::Timeout,
                         QCoreApplication::translate(
                             "NetplanValidator", "netplan generate did not finish within 60 s"));
        static_assert(kGenerateTimeoutSeconds == 60, "the message above says 60 s");
    }
    if (netplan.exitStatus() == QProcess::NormalExit && netplan.exitCode() == 0) {
        if (m_memo)
            m_memo->keepAccepted(key.result());
        return QList<NetplanIssue>();
    }

    // "<path>:<line>:<col>: Error in network definition: ..." followed by the source line.
    static const QRegularExpression located(QStringLiteral("^(.+?):(\\d+):(\\d+): (.*)$"));
    const QString prefix = tree.path() + QLatin1Char('/');
    QList<NetplanIssue> issues;
    QString errors = QString::fromUtf8(netplan.readAllStandardError());
    for (const QString &line : errors.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = located.match(line);
        if (!m.hasMatch())
            continue;
        QString file = m.captured(1);
        if (file.startsWith(prefix))
            file = file.mid(prefix.size());
        issues << NetplanIssue{file, m.captured(2).toInt(), m.captured(3).toInt(),
                               m.captured(4).trimmed()};
    }
    if (issues.isEmpty())
        issues << NetplanIssue{
            QString(), 0, 0,
            QCoreApplication::translate("NetplanValidator", "netplan generate failed: %1")
                .arg(errors.replace(prefix, QString()).trimmed())};
    return issues;
}

} // namespace sparkwire::netplan
