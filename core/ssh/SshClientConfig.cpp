#include "SshClientConfig.h"

#include "SshFiles.h"
#include "SshValidation.h"

#include <QFile>
#include <QMessageAuthenticationCode>

#include <optional>

namespace sparkwire::ssh::SshClientConfig {

namespace {
const QByteArray kBegin = "# BEGIN sparkwire ";
const QByteArray kEnd = "# END sparkwire ";
constexpr int kMaxAddresses = 16;

template <typename T> std::optional<T> refuse(QString *why, const QString &text)
{
    if (why)
        *why = text;
    return std::nullopt;
}

QString configProblem(int line, const QString &what)
{
    return QStringLiteral("~/.ssh/config line %1: %2. Sparkwire does not guess which lines are "
                          "its own: fix or remove the Sparkwire block there by hand, then try "
                          "again")
        .arg(QString::number(line), what);
}

// The config with the alias's block replaced by `block` (or removed, for nullopt); a new
// block goes first, because ssh takes the first value it finds for each option. A block an
// older Sparkwire wrote for the same peer (its alias was the bare paired name then) gives way
// too; other such blocks are left as they are.
std::optional<QByteArray> editConfig(const QByteArray &before, const QString &alias,
                                     const QString &legacyAlias,
                                     const std::optional<QByteArray> &block, QString *why)
{
    QList<QByteArray> lines = before.split('\n');
    if (!before.isEmpty() && before.endsWith('\n'))
        lines.removeLast();
    else if (before.isEmpty())
        lines.clear();
    // Every marker-like line must be an exact marker of a valid alias, and blocks must pair
    // up: otherwise a hand-edited or hostile file could make one block's end another's.
    QString open;
    qsizetype openedAt = -1;
    QList<std::pair<qsizetype, qsizetype>> ours; // first and last line of each block to replace
    QStringList seen;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray &line = lines[i];
        const QByteArray loose = line.simplified().toLower();
        const bool isBegin = line.startsWith(kBegin);
        const bool isEnd = line.startsWith(kEnd);
        if (!isBegin && !isEnd) {
            if (loose.startsWith("# begin sparkwire") || loose.startsWith("#begin sparkwire") ||
                loose.startsWith("# end sparkwire") || loose.startsWith("#end sparkwire"))
                return refuse<QByteArray>(
                    why, configProblem(int(i + 1), QStringLiteral("a Sparkwire marker that is not "
                                                                  "exactly \"# BEGIN|END "
                                                                  "sparkwire <alias>\"")));
            continue;
        }
        const QString name = QString::fromUtf8(line.mid((isBegin ? kBegin : kEnd).size()));
        if (!SshValidation::checkAlias(name).isEmpty() &&
            !SshValidation::checkPairedName(name).isEmpty())
            return refuse<QByteArray>(
                why, configProblem(int(i + 1), QStringLiteral("a Sparkwire marker with an alias "
                                                              "Sparkwire does not write")));
        if (isBegin) {
            if (!open.isEmpty())
                return refuse<QByteArray>(
                    why, configProblem(int(openedAt + 1),
                                       QStringLiteral("the block of %1 has no END line before "
                                                      "the next BEGIN")
                                           .arg(open)));
            open = name;
            openedAt = i;
            continue;
        }
        if (name != open)
            return refuse<QByteArray>(
                why, configProblem(int(i + 1), QStringLiteral("an END line for %1 without its "
                                                              "BEGIN line")
                                                   .arg(name)));
        if (seen.contains(name))
            return refuse<QByteArray>(
                why, configProblem(int(openedAt + 1),
                                   QStringLiteral("a second block for %1").arg(name)));
        seen << name;
        if (name == alias || name == legacyAlias)
            ours.append({openedAt, i});
        open.clear();
    }
    if (!open.isEmpty())
        return refuse<QByteArray>(
            why, configProblem(int(openedAt + 1),
                               QStringLiteral("the block of %1 has no END line").arg(open)));

    // Bottom up, so earlier line numbers stay valid; the new block takes the first one's place.
    for (qsizetype k = ours.size() - 1; k >= 0; --k) {
        const auto [first, last] = ours[k];
        lines.remove(first, last - first + 1);
        // A block that is not replaced in place takes the blank line after it along.
        if ((k > 0 || !block) && first < lines.size() && lines[first].isEmpty())
            lines.remove(first);
    }
    if (block) {
        const QList<QByteArray> blockLines = block->split('\n');
        if (!ours.isEmpty())
            lines = lines.mid(0, ours.first().first) + blockLines + lines.mid(ours.first().first);
        else
            lines = blockLines +
                    (lines.isEmpty() ? QList<QByteArray>() : QList<QByteArray>{QByteArray()}) +
                    lines;
    }
    return lines.isEmpty() ? QByteArray() : lines.join('\n') + '\n';
}

QByteArray hostBlock(const QString &alias, const QString &hostName, const QString &user)
{
    return QStringList{QString::fromLatin1(kBegin) + alias, QStringLiteral("Host ") + alias,
                       QStringLiteral("    HostName ") + hostName,
                       QStringLiteral("    User ") + user,
                       QStringLiteral("    IdentityFile ~/.ssh/id_ed25519"),
                       QStringLiteral("    HostKeyAlias ") + alias,
                       QStringLiteral("    StrictHostKeyChecking yes"),
                       // Lines after this block apply to every host again, as they did
                       // before it was put first (a person's global options stay global).
                       QStringLiteral("Host *"), QString::fromLatin1(kEnd) + alias}
        .join(QLatin1Char('\n'))
        .toUtf8();
}

// Whether a "|1|salt|hash" known_hosts entry is one of `names` (ssh's HashKnownHosts).
bool hashedMatches(const QByteArray &entry, const QStringList &names)
{
    const QList<QByteArray> parts = entry.split('|');
    if (parts.size() != 4 || parts[1] != "1")
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts[2]);
    const QByteArray hash = QByteArray::fromBase64(parts[3]);
    for (const QString &name : names)
        if (QMessageAuthenticationCode::hash(name.toUtf8(), salt, QCryptographicHash::Sha1) == hash)
            return true;
    return false;
}

// known_hosts without `names` (exact, case-insensitive like ssh; hashed entries too) and
// without the line Sparkwire wrote for the alias (its old addresses go with it); then
// `newLine` appended if given. Markers (@revoked, @cert-authority), comments and patterns are
// kept as they are.
std::optional<QByteArray> editKnownHosts(const QByteArray &before, const QString &alias,
                                         const QStringList &names, const QByteArray &newLine,
                                         QString *why)
{
    QList<QByteArray> lines = before.split('\n');
    if (before.endsWith('\n') || before.isEmpty())
        lines.removeLast();
    QList<QByteArray> kept;
    for (const QByteArray &line : lines) {
        const QByteArray trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith('#') || trimmed.startsWith('@')) {
            kept << line;
            continue;
        }
        const qsizetype start = line.indexOf(trimmed.at(0));
        qsizetype end = start;
        while (end < line.size() && line[end] != ' ' && line[end] != '\t')
            ++end;
        const QByteArray field = line.mid(start, end - start);
        if (field.startsWith("|1|")) {
            if (!hashedMatches(field, names))
                kept << line;
            continue;
        }
        const QList<QByteArray> hosts = field.split(',');
        const QString first = QString::fromUtf8(hosts.first()).toLower();
        if (first == alias)
            continue;
        QList<QByteArray> left;
        for (const QByteArray &host : hosts) {
            const QString h = QString::fromUtf8(host).toLower();
            if (!names.contains(h)) {
                left << host;
                continue;
            }
            // Another paired peer's line holds this address: a peer claiming it would take
            // over that pin (and the name of a Spark it does not own).
            if (h != alias && first.startsWith(QLatin1String("sparkwire-")))
                return refuse<QByteArray>(
                    why, QStringLiteral("%1 is already pinned in ~/.ssh/known_hosts for %2, "
                                        "another paired Spark; if its address moved, unpair it "
                                        "first")
                             .arg(h, first));
        }
        if (left.size() == hosts.size())
            kept << line;
        else if (!left.isEmpty())
            kept << line.left(start) + left.join(',') + line.mid(end);
    }
    if (!newLine.isEmpty())
        kept << newLine;
    return kept.isEmpty() ? QByteArray() : kept.join('\n') + '\n';
}

// Writes `after` unless it equals `before` (nothing moves on a repeated setup).
bool writeIfChanged(const QString &path, const std::optional<QByteArray> &before,
                    const QByteArray &after, QString *error)
{
    if (before && *before == after)
        return true;
    return SshFiles::write(path, after, error);
}
} // namespace

QString addHost(const QString &homeDir, const Host &host)
{
    QString why;
    const QString alias = SshValidation::aliasFor(host.pairedName, &why);
    if (alias.isEmpty())
        return why;
    why = SshValidation::checkUser(host.user);
    if (!why.isEmpty())
        return why;
    const std::optional<SshValidation::KeyLine> key =
        SshValidation::parseKeyLine(host.hostKeyLine, &why);
    if (!key)
        return QStringLiteral("the host key of %1: %2").arg(alias, why);
    for (const QString &subnet : host.allowedSubnets) {
        why = SshValidation::checkSubnet(subnet);
        if (!why.isEmpty())
            return why;
    }
    if (host.addresses.size() > kMaxAddresses)
        return QStringLiteral("%1 reports more than %2 addresses")
            .arg(alias, QString::number(kMaxAddresses));
    QStringList addresses;
    for (const QString &address : host.addresses) {
        why = SshValidation::checkIpv4(address);
        if (!why.isEmpty())
            return QStringLiteral("the addresses of %1: %2").arg(alias, why);
        if (SshValidation::checkAddress(address, host.allowedSubnets).isEmpty() &&
            !addresses.contains(address))
            addresses << address;
    }
    if (addresses.isEmpty())
        return QStringLiteral("%1 has no IPv4 address in this node's CX-7 subnets (%2): set up "
                              "the links' addresses first")
            .arg(alias, host.allowedSubnets.isEmpty()
                            ? QStringLiteral("none configured")
                            : host.allowedSubnets.join(QStringLiteral(", ")));

    const QString dir = SshFiles::directory(homeDir, &why);
    if (dir.isEmpty())
        return why;
    // Both files are checked and edited in memory before either is written.
    const QString configPath = dir + QStringLiteral("/config");
    const QString knownHostsPath = dir + QStringLiteral("/known_hosts");
    const std::optional<QByteArray> config = SshFiles::read(configPath, &why);
    if (!why.isEmpty())
        return why;
    const std::optional<QByteArray> knownHosts = SshFiles::read(knownHostsPath, &why);
    if (!why.isEmpty())
        return why;
    const std::optional<QByteArray> newConfig =
        editConfig(config.value_or(QByteArray()), alias, host.pairedName,
                   hostBlock(alias, addresses.first(), host.user), &why);
    if (!newConfig)
        return why;
    const QStringList names = QStringList{alias} + addresses;
    const std::optional<QByteArray> newKnownHosts = editKnownHosts(
        knownHosts.value_or(QByteArray()), alias, names,
        (names.join(QLatin1Char(',')) + QLatin1Char(' ') + key->text()).toUtf8(), &why);
    if (!newKnownHosts)
        return why;
    if (!writeIfChanged(knownHostsPath, knownHosts, *newKnownHosts, &why) ||
        !writeIfChanged(configPath, config, *newConfig, &why))
        return why;
    return {};
}

QString forgetHost(const QString &homeDir, const QString &pairedName)
{
    QString why;
    const QString alias = SshValidation::aliasFor(pairedName, &why);
    if (alias.isEmpty())
        return why;
    const QString dir = SshFiles::directory(homeDir, &why);
    if (dir.isEmpty())
        return why;
    why = SshFiles::rewrite(dir + QStringLiteral("/config"),
                            [&](const QByteArray &before, QString *error) {
                                return editConfig(before, alias, pairedName, std::nullopt, error);
                            });
    if (!why.isEmpty())
        return why;
    return SshFiles::rewrite(dir + QStringLiteral("/known_hosts"),
                             [&](const QByteArray &before, QString *error) {
                                 return editKnownHosts(before, alias, {alias}, {}, error);
                             });
}

} // namespace sparkwire::ssh::SshClientConfig
