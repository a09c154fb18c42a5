#include "AuthorizedKeys.h"

#include "SshFiles.h"
#include "SshValidation.h"

namespace sparkwire::ssh::AuthorizedKeys {

namespace {
constexpr int kMaxFromAddresses = 16;

// The whitespace-separated fields of a line, as sshd splits its key and comment.
QList<QByteArray> fields(const QByteArray &line)
{
    return line.simplified().split(' ');
}

bool isTagged(const QByteArray &line, const QByteArray &tag)
{
    const QList<QByteArray> f = fields(line);
    return f.size() >= 3 && f.last() == tag;
}

QList<QByteArray> linesOf(const QByteArray &content)
{
    QList<QByteArray> lines = content.split('\n');
    if (content.isEmpty() || content.endsWith('\n'))
        lines.removeLast();
    return lines;
}

QByteArray joined(const QList<QByteArray> &lines)
{
    return lines.isEmpty() ? QByteArray() : lines.join('\n') + '\n';
}

QString authorizedKeysPath(const QString &homeDir, QString *error)
{
    const QString dir = SshFiles::directory(homeDir, error);
    return dir.isEmpty() ? QString() : dir + QStringLiteral("/authorized_keys");
}
} // namespace

QString tag(const QString &peerId)
{
    return QStringLiteral("sparkwire-peer:") + peerId;
}

QString add(const QString &homeDir, const QString &keyLine, const QStringList &fromAddresses,
            const QString &peerId)
{
    QString why = SshValidation::checkPeerId(peerId);
    if (!why.isEmpty())
        return why;
    const std::optional<SshValidation::KeyLine> key = SshValidation::parseKeyLine(keyLine, &why);
    if (!key)
        return QStringLiteral("not an SSH public key Sparkwire accepts: %1").arg(why);
    if (fromAddresses.isEmpty() || fromAddresses.size() > kMaxFromAddresses)
        return QStringLiteral("a peer's key needs 1 to %1 addresses to log in from")
            .arg(kMaxFromAddresses);
    QStringList from;
    for (const QString &address : fromAddresses) {
        why = SshValidation::checkIpv4(address);
        if (!why.isEmpty())
            return QStringLiteral("a peer's key is limited to the IPv4 addresses it logs in "
                                  "from (set up IPv4 on the CX-7 links first): %1")
                .arg(why);
        if (!from.contains(address))
            from << address;
    }
    const QByteArray tagged = tag(peerId).toLatin1();
    const QByteArray line = QStringLiteral("from=\"%1\",no-port-forwarding,no-agent-forwarding,"
                                           "no-X11-forwarding %2 %3")
                                .arg(from.join(QLatin1Char(',')), key->text(), tag(peerId))
                                .toLatin1();
    const QString path = authorizedKeysPath(homeDir, &why);
    if (path.isEmpty())
        return why;
    return SshFiles::rewrite(path, [&](const QByteArray &before, QString *) {
        QList<QByteArray> lines = linesOf(before);
        bool placed = false;
        for (qsizetype i = 0; i < lines.size();) {
            const QList<QByteArray> f = fields(lines[i]);
            const bool sameKey = isTagged(lines[i], tagged) &&
                                 f[f.size() - 3] == key->type.toLatin1() &&
                                 f[f.size() - 2] == key->base64.toLatin1();
            if (!sameKey) {
                ++i;
            } else if (!placed) {
                lines[i++] = line;
                placed = true;
            } else {
                lines.removeAt(i);
            }
        }
        if (!placed)
            lines << line;
        return std::optional<QByteArray>(joined(lines));
    });
}

QString removePeer(const QString &homeDir, const QString &peerId, int *removed)
{
    if (removed)
        *removed = 0;
    QString why = SshValidation::checkPeerId(peerId);
    if (!why.isEmpty())
        return why;
    const QString path = authorizedKeysPath(homeDir, &why);
    if (path.isEmpty())
        return why;
    const QByteArray tagged = tag(peerId).toLatin1();
    return SshFiles::rewrite(path, [&](const QByteArray &before, QString *) {
        QList<QByteArray> lines = linesOf(before);
        const qsizetype count =
            lines.removeIf([&](const QByteArray &l) { return isTagged(l, tagged); });
        if (removed)
            *removed = int(count);
        return std::optional<QByteArray>(count ? joined(lines) : before);
    });
}

} // namespace sparkwire::ssh::AuthorizedKeys
