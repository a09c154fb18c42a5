#include "SshClientConfig.h"

#include "SshFiles.h"
#include "SshValidation.h"

#include <QCoreApplication>
#include <QFile>
#include <QMessageAuthenticationCode>

#include <optional>

namespace sparkwire::ssh::SshClientConfig {

namespace {
const QByteArray kBegin = "# BEGIN sparkwire ";
const QByteArray kEnd = "# END sparkwire ";
constexpr int kMaxAddresses = 16;

// A broken Sparkwire block in ~/.ssh/config (InvalidInput: the file's bytes are wrong).
Error configProblem(int line, const QString &what)
{
    return makeError(ErrorCode::InvalidInput,
                     QCoreApplication::translate(
                         "SshClientConfig",
                         "~/.ssh/config line %1: %2. Sparkwire does not guess which lines are its "
                         "own: fix or remove the Sparkwire block there by hand, then try again")
                         .arg(QString::number(line), what));
}

// The config with the alias's block replaced by `block` (or removed, for nullopt); a new
// block goes first, because ssh takes the first value it finds for each option. A block an
// older Sparkwire wrote for the same peer (its alias was the bare paired name then) gives way
// too; other such blocks are left as they are.
Result<QByteArray> editConfig(const QByteArray &before, const QString &alias,
                              const QString &legacyAlias, const std::optional<QByteArray> &block)
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
                return configProblem(int(i + 1), QCoreApplication::translate(
                                                     "SshClientConfig",
                                                     "a Sparkwire marker that is not exactly "
                                                     "\"# BEGIN|END sparkwire <alias>\""));
            continue;
        }
        const QString name = QString::fromUtf8(line.mid((isBegin ? kBegin : kEnd).size()));
        if (!SshValidation::checkAlias(name) && !SshValidation::checkPairedName(name))
            return configProblem(int(i + 1), QCoreApplication::translate(
                                                 "SshClientConfig", "a Sparkwire marker with an "
                                                                    "alias Sparkwire does not "
                                                                    "write"));
        if (isBegin) {
            if (!open.isEmpty())
                return configProblem(
                    int(openedAt + 1),
                    QCoreApplication::translate(
                        "SshClientConfig", "the block of %1 has no END line before the next BEGIN")
                        .arg(open));
            open = name;
            openedAt = i;
            continue;
        }
        if (name != open)
            return configProblem(
                int(i + 1), QCoreApplication::translate("SshClientConfig",
                                                        "an END line for %1 without its BEGIN line")
                                .arg(name));
        if (seen.contains(name))
            return configProblem(
                int(openedAt + 1),
                QCoreApplication::translate("SshClientConfig", "a second block for %1").arg(name));
        seen << name;
        if (name == alias || name == legacyAlias)
            ours.append({openedAt, i});
        open.clear();
    }
    if (!open.isEmpty())
        return configProblem(
            int(openedAt + 1),
            QCoreApplication::translate("SshClientConfig", "the block of %1 has no END line")
                .arg(open));

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
Result<QByteArray> editKnownHosts(const QByteArray &before, const QString &alias,
                                  const QStringList &names, const QByteArray &newLine)
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
                return makeError(ErrorCode::PermissionDenied,
                                 QCoreApplication::translate(
                                     "SshClientConfig",
                                     "%1 is already pinned in ~/.ssh/known_hosts for %2, another "
                                     "paired Spark; if its address moved, unpair it first")
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
Status writeIfChanged(const QString &path, const QByteArray &before, const QByteArray &after)
{
    if (before == after)
        return {};
    return SshFiles::write(path, after);
}

// The config with the HostName line of the alias's block (as hostBlock writes it) set to
// hostName. The block is found by the same strict marker rules as editConfig (which runs first
// to refuse a broken file); NotFound when the alias has no block.
Result<QByteArray> editHostName(const QByteArray &config, const QString &alias,
                                const QString &hostName)
{
    // editConfig with the block left as it is validates every marker in the file.
    const Result<QByteArray> checked = editConfig(config, alias, QString(), std::nullopt);
    if (!checked)
        return checked.error();
    QList<QByteArray> lines = config.split('\n');
    const QByteArray begin = kBegin + alias.toUtf8();
    const QByteArray end = kEnd + alias.toUtf8();
    const qsizetype first = lines.indexOf(begin);
    if (first < 0)
        return makeError(ErrorCode::NotFound,
                         QCoreApplication::translate("SshClientConfig",
                                                     "~/.ssh/config has no Sparkwire block for %1")
                             .arg(alias));
    for (qsizetype i = first + 1; i < lines.size() && lines[i] != end; ++i)
        if (lines[i].startsWith("    HostName ")) {
            lines[i] = "    HostName " + hostName.toUtf8();
            return lines.join('\n');
        }
    return configProblem(int(first + 1), QCoreApplication::translate(
                                             "SshClientConfig", "the block of %1 has no HostName")
                                             .arg(alias));
}

// The key known_hosts pins for the alias (the line whose first name is the alias, as addHost
// writes it); NotFound when there is none.
Result<SshValidation::KeyLine> pinnedKey(const QByteArray &knownHosts, const QString &alias)
{
    for (const QByteArray &line : knownHosts.split('\n')) {
        const QList<QByteArray> fields = line.trimmed().split(' ');
        if (fields.size() < 3 || fields[0].split(',').first().toLower() != alias.toUtf8())
            continue;
        return SshValidation::parseKeyLine(QString::fromUtf8(fields[1] + ' ' + fields[2]));
    }
    return makeError(
        ErrorCode::NotFound,
        QCoreApplication::translate("SshClientConfig", "~/.ssh/known_hosts pins no host key for %1")
            .arg(alias));
}

// The file's bytes; a missing file is empty.
Result<QByteArray> readOrEmpty(const QString &path)
{
    Result<QByteArray> bytes = SshFiles::read(path);
    if (!bytes && bytes.error().code == ErrorCode::NotFound)
        return QByteArray();
    return bytes;
}

// ~/.ssh/config and ~/.ssh/known_hosts, read together: both are edited in memory before
// either is written.
struct ClientFiles
{
    QString configPath;
    QString knownHostsPath;
    QByteArray config;
    QByteArray knownHosts;
};

Result<ClientFiles> readClientFiles(const QString &homeDir)
{
    const Result<QString> dir = SshFiles::directory(homeDir);
    if (!dir)
        return dir.error();
    ClientFiles files{
        *dir + QStringLiteral("/config"), *dir + QStringLiteral("/known_hosts"), {}, {}};
    const Result<QByteArray> config = readOrEmpty(files.configPath);
    if (!config)
        return config.error();
    const Result<QByteArray> knownHosts = readOrEmpty(files.knownHostsPath);
    if (!knownHosts)
        return knownHosts.error();
    files.config = *config;
    files.knownHosts = *knownHosts;
    return files;
}

// known_hosts first: the config never names an address whose key is not pinned yet.
Status writeClientFiles(const ClientFiles &before, const QByteArray &config,
                        const QByteArray &knownHosts)
{
    const Status knownHostsWritten =
        writeIfChanged(before.knownHostsPath, before.knownHosts, knownHosts);
    if (!knownHostsWritten)
        return knownHostsWritten;
    return writeIfChanged(before.configPath, before.config, config);
}
} // namespace

namespace {
// A Host after every check addHost makes: its alias, key and the addresses that are pinned.
struct CheckedHost
{
    QString alias;
    SshValidation::KeyLine key;
    QStringList addresses;
    QStringList names() const { return QStringList{alias} + addresses; }
};

Result<CheckedHost> checkHost(const Host &host)
{
    const Result<QString> aliasResult = SshValidation::aliasFor(host.pairedName);
    if (!aliasResult)
        return aliasResult.error();
    const QString alias = *aliasResult;
    const Status validUser = SshValidation::checkUser(host.user);
    if (!validUser)
        return validUser.error();
    const Result<SshValidation::KeyLine> key = SshValidation::parseKeyLine(host.hostKeyLine);
    if (!key)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("SshClientConfig", "the host key of %1: %2")
                             .arg(alias, key.error().message));
    for (const QString &subnet : host.allowedSubnets) {
        const Status validSubnet = SshValidation::checkSubnet(subnet);
        if (!validSubnet)
            return validSubnet.error();
    }
    if (host.addresses.size() > kMaxAddresses)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("SshClientConfig", "%1 reports more than %2 addresses")
                .arg(alias, QString::number(kMaxAddresses)));
    QStringList addresses;
    for (const QString &address : host.addresses) {
        const Status ipv4 = SshValidation::checkIpv4(address);
        if (!ipv4)
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate("SshClientConfig", "the addresses of %1: %2")
                    .arg(alias, ipv4.error().message));
        if (SshValidation::checkAddress(address, host.allowedSubnets) &&
            !addresses.contains(address))
            addresses << address;
    }
    if (addresses.isEmpty())
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("SshClientConfig",
                                        "%1 has no IPv4 address in this node's CX-7 subnets (%2): "
                                        "set up the links' addresses first")
                .arg(alias, host.allowedSubnets.isEmpty()
                                ? QCoreApplication::translate("SshClientConfig", "none configured")
                                : host.allowedSubnets.join(QStringLiteral(", "))));
    return CheckedHost{alias, *key, addresses};
}

// How known_hosts pins `names` now: not at all, only with `key`, or with another key on some
// line (plain or hashed names; markers and comments are not pins).
PinState pinStateIn(const QByteArray &knownHosts, const QStringList &names,
                    const SshValidation::KeyLine &key)
{
    PinState state = PinState::Absent;
    for (const QByteArray &line : knownHosts.split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 3 || fields[0].startsWith('#') || fields[0].startsWith('@'))
            continue;
        bool named = false;
        if (fields[0].startsWith("|1|")) {
            named = hashedMatches(fields[0], names);
        } else {
            for (const QByteArray &host : fields[0].split(','))
                named = named || names.contains(QString::fromUtf8(host).toLower());
        }
        if (!named)
            continue;
        if (QString::fromUtf8(fields[1] + ' ' + fields[2]) != key.text())
            return PinState::Other;
        state = PinState::Same;
    }
    return state;
}
} // namespace

Result<PinState> pinState(const QString &homeDir, const Host &host)
{
    const Result<CheckedHost> checked = checkHost(host);
    if (!checked)
        return checked.error();
    // Read only: ~/.ssh is not made here (SshFiles::directory would create it).
    const Result<QByteArray> knownHosts =
        readOrEmpty(homeDir + QStringLiteral("/.ssh/known_hosts"));
    if (!knownHosts)
        return knownHosts.error();
    return pinStateIn(*knownHosts, checked->names(), checked->key);
}

Status addHost(const QString &homeDir, const Host &host, Pins pins)
{
    const Result<CheckedHost> checked = checkHost(host);
    if (!checked)
        return checked.error();
    const QString &alias = checked->alias;
    const Result<ClientFiles> files = readClientFiles(homeDir);
    if (!files)
        return files.error();
    const QStringList names = checked->names();
    if (pins == Pins::Keep && pinStateIn(files->knownHosts, names, checked->key) == PinState::Other)
        return makeError(ErrorCode::PermissionDenied,
                         QCoreApplication::translate(
                             "SshClientConfig",
                             "~/.ssh/known_hosts already pins another host key for %1 or its "
                             "addresses (%2); it is kept, not replaced")
                             .arg(alias, checked->addresses.join(QStringLiteral(", "))));
    const Result<QByteArray> newConfig =
        editConfig(files->config, alias, host.pairedName,
                   hostBlock(alias, checked->addresses.first(), host.user));
    if (!newConfig)
        return newConfig.error();
    const Result<QByteArray> newKnownHosts = editKnownHosts(
        files->knownHosts, alias, names,
        (names.join(QLatin1Char(',')) + QLatin1Char(' ') + checked->key.text()).toUtf8());
    if (!newKnownHosts)
        return newKnownHosts.error();
    return writeClientFiles(*files, *newConfig, *newKnownHosts);
}

Status repointHost(const QString &homeDir, const QString &pairedName, const QStringList &addresses)
{
    const Result<QString> aliasResult = SshValidation::aliasFor(pairedName);
    if (!aliasResult)
        return aliasResult.error();
    const QString alias = *aliasResult;
    if (addresses.isEmpty() || addresses.size() > kMaxAddresses)
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("SshClientConfig", "%1 needs 1 to %2 planned addresses")
                .arg(alias, QString::number(kMaxAddresses)));
    QStringList unique;
    for (const QString &address : addresses) {
        const Status ipv4 = SshValidation::checkIpv4(address);
        if (!ipv4)
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate("SshClientConfig", "the addresses of %1: %2")
                    .arg(alias, ipv4.error().message));
        if (!unique.contains(address))
            unique << address;
    }
    const Result<ClientFiles> files = readClientFiles(homeDir);
    if (!files)
        return files.error();
    const Result<QByteArray> newConfig = editHostName(files->config, alias, unique.first());
    if (!newConfig)
        return newConfig.error();
    const Result<SshValidation::KeyLine> key = pinnedKey(files->knownHosts, alias);
    if (!key)
        return key.error();
    const QStringList names = QStringList{alias} + unique;
    const Result<QByteArray> newKnownHosts =
        editKnownHosts(files->knownHosts, alias, names,
                       (names.join(QLatin1Char(',')) + QLatin1Char(' ') + key->text()).toUtf8());
    if (!newKnownHosts)
        return newKnownHosts.error();
    return writeClientFiles(*files, *newConfig, *newKnownHosts);
}

Status forgetHost(const QString &homeDir, const QString &pairedName)
{
    const Result<QString> alias = SshValidation::aliasFor(pairedName);
    if (!alias)
        return alias.error();
    const Result<QString> dir = SshFiles::directory(homeDir);
    if (!dir)
        return dir.error();
    const Status config =
        SshFiles::rewrite(*dir + QStringLiteral("/config"), [&](const QByteArray &before) {
            return editConfig(before, *alias, pairedName, std::nullopt);
        });
    if (!config)
        return config;
    return SshFiles::rewrite(*dir + QStringLiteral("/known_hosts"), [&](const QByteArray &before) {
        return editKnownHosts(before, *alias, {*alias}, {});
    });
}

} // namespace sparkwire::ssh::SshClientConfig
