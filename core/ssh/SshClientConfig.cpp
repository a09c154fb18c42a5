#include "SshClientConfig.h"

#include "common/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>

namespace sparkwire::ssh::SshClientConfig {

namespace {
QString sshDir(const QString &homeDir, QString *error)
{
    const QString dir = homeDir + QStringLiteral("/.ssh");
    if (!QDir().mkpath(dir) ||
        !QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                        QFileDevice::ExeOwner)) {
        *error = QStringLiteral("cannot create %1").arg(dir);
        return {};
    }
    return dir;
}

QString rewrite(const QString &path, const std::function<QString(const QString &)> &edit)
{
    QString error;
    const QByteArray before = common::AtomicFile::read(path, &error).value_or(QByteArray());
    if (!error.isEmpty())
        return error;
    const QString after = edit(QString::fromUtf8(before));
    if (!common::AtomicFile::write(path, after.toUtf8(), 0600, &error))
        return error;
    return {};
}
} // namespace

QString ensureUserKey(const QString &homeDir, const QString &comment, QString *error)
{
    const QString dir = sshDir(homeDir, error);
    if (dir.isEmpty())
        return {};
    const QString key = dir + QStringLiteral("/id_ed25519");
    if (!QFile::exists(key)) {
        QProcess keygen;
        keygen.setProcessChannelMode(QProcess::MergedChannels);
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QString(), QStringLiteral("-C"), comment,
                      QStringLiteral("-f"), key});
        if (!keygen.waitForFinished(30000) || keygen.exitCode() != 0) {
            *error = QStringLiteral("ssh-keygen failed: %1 (install openssh-client)")
                         .arg(QString::fromUtf8(keygen.readAll()).trimmed());
            return {};
        }
    }
    const auto pub = common::AtomicFile::read(key + QStringLiteral(".pub"), error);
    if (!pub) {
        *error = QStringLiteral("%1.pub is missing; remove %1 to make a new key").arg(key);
        return {};
    }
    return QString::fromUtf8(*pub).trimmed();
}

QString pinHostKey(const QString &homeDir, const QStringList &names, const QString &hostKeyLine)
{
    static const QRegularExpression keyPattern(
        QStringLiteral("^(ssh-ed25519|ecdsa-sha2-nistp256|ssh-rsa) [A-Za-z0-9+/=]+"));
    const QRegularExpressionMatch key = keyPattern.match(hostKeyLine.trimmed());
    if (!key.hasMatch() || names.isEmpty())
        return QStringLiteral("no usable host key to pin");
    QString error;
    const QString dir = sshDir(homeDir, &error);
    if (dir.isEmpty())
        return error;
    return rewrite(dir + QStringLiteral("/known_hosts"), [&](const QString &before) -> QString {
        QStringList kept;
        for (const QString &line : before.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QStringList hosts = line.section(QLatin1Char(' '), 0, 0).split(QLatin1Char(','));
            // A stale key for any of these names would make ssh refuse: it goes.
            if (std::none_of(hosts.cbegin(), hosts.cend(),
                             [&](const QString &h) { return names.contains(h); }))
                kept << line;
        }
        kept << names.join(QLatin1Char(',')) + QLatin1Char(' ') + key.captured(0);
        return kept.join(QLatin1Char('\n')) + QLatin1Char('\n');
    });
}

QString writeHostBlock(const QString &homeDir, const QString &alias, const QString &hostName,
                       const QString &user)
{
    QString error;
    const QString dir = sshDir(homeDir, &error);
    if (dir.isEmpty())
        return error;
    const QString begin = QStringLiteral("# BEGIN sparkwire %1").arg(alias);
    const QString end = QStringLiteral("# END sparkwire %1").arg(alias);
    const QString block =
        QStringList{begin, QStringLiteral("Host %1").arg(alias),
                    // "%" starts a token in ssh_config: a link-local scope needs "%%".
                    QStringLiteral("    HostName %1")
                        .arg(QString(hostName).replace(QLatin1Char('%'), QStringLiteral("%%"))),
                    QStringLiteral("    User %1").arg(user),
                    QStringLiteral("    IdentityFile ~/.ssh/id_ed25519"),
                    QStringLiteral("    HostKeyAlias %1").arg(alias),
                    QStringLiteral("    StrictHostKeyChecking yes"), end}
            .join(QLatin1Char('\n'));
    return rewrite(dir + QStringLiteral("/config"), [&](const QString &before) -> QString {
        QString text = before;
        const qsizetype from = text.indexOf(begin);
        const qsizetype to = text.indexOf(end);
        if (from >= 0 && to > from) {
            text.replace(from, to + end.size() - from, block);
            return text;
        }
        if (!text.isEmpty() && !text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        // Host blocks must come before any "Host *" defaults a person keeps at the end, so
        // Sparkwire's goes first.
        return block + QStringLiteral("\n\n") + text;
    });
}

} // namespace sparkwire::ssh::SshClientConfig
