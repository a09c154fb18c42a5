#include "AuthorizedKeys.h"

#include "SshFiles.h"
#include "SshValidation.h"

#include <QCoreApplication>

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

Result<QString> authorizedKeysPath(const QString &homeDir)
{
    const Result<QString> dir = SshFiles::directory(homeDir);
    if (!dir)
        return dir.error();
    return QString(*dir + QStringLiteral("/authorized_keys"));
}

// The from="..." list: 1-16 IPv4 literals, each once.
Result<QString> fromList(const QStringList &fromAddresses)
{
    if (fromAddresses.isEmpty() || fromAddresses.size() > kMaxFromAddresses)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("AuthorizedKeys",
                                        "a peer's key needs 1 to %1 addresses to log in from")
                .arg(kMaxFromAddresses));
    QStringList from;
    for (const QString &address : fromAddresses) {
        const Status ipv4 = SshValidation::checkIpv4(address);
        if (!ipv4)
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "AuthorizedKeys",
                                 "a peer's key is limited to the IPv4 addresses it logs in from "
                                 "(set up IPv4 on the CX-7 links first): %1")
                                 .arg(ipv4.error().message));
        if (!from.contains(address))
            from << address;
    }
    return from.join(QLatin1Char(','));
}

QByteArray restrictedLine(const QString &from, const SshValidation::KeyLine &key,
                          const QString &peerId)
{
    return QStringLiteral("from=\"%1\",no-port-forwarding,no-agent-forwarding,"
                          "no-X11-forwarding %2 %3")
        .arg(from, key.text(), tag(peerId))
        .toLatin1();
}
} // namespace

QString tag(const QString &peerId)
{
    return QStringLiteral("sparkwire-peer:") + peerId;
}

Status add(const QString &homeDir, const QString &keyLine, const QStringList &fromAddresses,
           const QString &peerId)
{
    const Status validPeer = SshValidation::checkPeerId(peerId);
    if (!validPeer)
        return validPeer;
    const Result<SshValidation::KeyLine> key = SshValidation::parseKeyLine(keyLine);
    if (!key)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("AuthorizedKeys",
                                                     "not an SSH public key Sparkwire accepts: %1")
                             .arg(key.error().message));
    const Result<QString> from = fromList(fromAddresses);
    if (!from)
        return from.error();
    const QByteArray tagged = tag(peerId).toLatin1();
    const QByteArray line = restrictedLine(*from, *key, peerId);
    const Result<QString> path = authorizedKeysPath(homeDir);
    if (!path)
        return path.error();
    return SshFiles::rewrite(*path, [&](const QByteArray &before) -> Result<QByteArray> {
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
        return joined(lines);
    });
}

Status repointPeer(const QString &homeDir, const QString &peerId, const QStringList &fromAddresses)
{
    const Status validPeer = SshValidation::checkPeerId(peerId);
    if (!validPeer)
        return validPeer;
    const Result<QString> from = fromList(fromAddresses);
    if (!from)
        return from.error();
    const Result<QString> path = authorizedKeysPath(homeDir);
    if (!path)
        return path.error();
    const QByteArray tagged = tag(peerId).toLatin1();
    bool found = false;
    const Status rewritten =
        SshFiles::rewrite(*path, [&](const QByteArray &before) -> Result<QByteArray> {
            QList<QByteArray> lines = linesOf(before);
            for (QByteArray &l : lines) {
                if (!isTagged(l, tagged))
                    continue;
                found = true;
                const QList<QByteArray> f = fields(l);
                const Result<SshValidation::KeyLine> key = SshValidation::parseKeyLine(
                    QString::fromLatin1(f[f.size() - 3] + ' ' + f[f.size() - 2]));
                if (!key)
                    return key.error();
                l = restrictedLine(*from, *key, peerId);
            }
            if (!found)
                return makeError(ErrorCode::NotFound,
                                 QCoreApplication::translate("AuthorizedKeys",
                                                             "no key in %1 is tagged for that peer")
                                     .arg(*path));
            return joined(lines);
        });
    return rewritten;
}

Result<int> removePeer(const QString &homeDir, const QString &peerId)
{
    const Status validPeer = SshValidation::checkPeerId(peerId);
    if (!validPeer)
        return validPeer.error();
    const Result<QString> path = authorizedKeysPath(homeDir);
    if (!path)
        return path.error();
    const QByteArray tagged = tag(peerId).toLatin1();
    int removed = 0;
    const Status rewritten =
        SshFiles::rewrite(*path, [&](const QByteArray &before) -> Result<QByteArray> {
            QList<QByteArray> lines = linesOf(before);
            removed = int(lines.removeIf([&](const QByteArray &l) { return isTagged(l, tagged); }));
            return removed ? joined(lines) : before;
        });
    if (!rewritten)
        return rewritten.error();
    return removed;
}

} // namespace sparkwire::ssh::AuthorizedKeys
