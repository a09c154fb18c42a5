#include "AuthorizedKeys.h"

#include "common/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QStringList>

namespace sparkwire::ssh::AuthorizedKeys {

namespace {
// "type base64" of a key line, without options or comment.
QString keyOf(const QString &line)
{
    const QStringList fields = line.simplified().split(QLatin1Char(' '));
    for (int i = 0; i + 1 < fields.size(); ++i)
        if (fields[i].startsWith(QLatin1String("ssh-")) ||
            fields[i].startsWith(QLatin1String("ecdsa-")))
            return fields[i] + QLatin1Char(' ') + fields[i + 1];
    return {};
}
} // namespace

QString add(const QString &homeDir, const QString &publicKeyLine, bool *added)
{
    if (added)
        *added = false;
    const QString key = keyOf(publicKeyLine);
    if (key.isEmpty() || publicKeyLine.contains(QLatin1Char('\n')))
        return QStringLiteral("not an SSH public key line");
    const QString sshDir = homeDir + QStringLiteral("/.ssh");
    if (!QDir().mkpath(sshDir) ||
        !QFile::setPermissions(sshDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                           QFileDevice::ExeOwner))
        return QStringLiteral("cannot create %1").arg(sshDir);
    const QString path = sshDir + QStringLiteral("/authorized_keys");
    QString error;
    QByteArray content = common::AtomicFile::read(path, &error).value_or(QByteArray());
    if (!error.isEmpty())
        return error;
    for (const QString &line : QString::fromUtf8(content).split(QLatin1Char('\n')))
        if (keyOf(line) == key)
            return {}; // already trusted
    if (!content.isEmpty() && !content.endsWith('\n'))
        content += '\n';
    content += publicKeyLine.trimmed().toUtf8() + '\n';
    if (!common::AtomicFile::write(path, content, 0600, &error))
        return error;
    if (added)
        *added = true;
    return {};
}

} // namespace sparkwire::ssh::AuthorizedKeys
