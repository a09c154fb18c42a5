#include "PairedPeers.h"

#include "common/AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace sparkwire::peers {

namespace {
bool isPlausibleId(const QString &id)
{
    static const QRegularExpression hex(QStringLiteral("\\A[0-9a-f]{64}\\z"));
    return hex.match(id).hasMatch();
}
} // namespace

bool PairedPeers::isValidName(const QString &name)
{
    // What the hello parser admits, and no more: letters, digits, '-' and '.', not leading.
    // \A and \z, not ^ and $: $ also matches before a trailing newline ("spark-a\n").
    static const QRegularExpression hostname(
        QStringLiteral("\\A[A-Za-z0-9][A-Za-z0-9.-]{0,62}\\z"));
    return hostname.match(name).hasMatch();
}

PairedPeers::PairedPeers(QString stateDir)
    : m_stateDir(std::move(stateDir))
{}

QString PairedPeers::path() const
{
    return QDir(m_stateDir).filePath(QStringLiteral("paired-peers.json"));
}

Result<QList<PairedPeers::Peer>> PairedPeers::load() const
{
    QList<Peer> peers;
    const auto bytes = common::AtomicFile::read(path(), 1 << 20);
    if (!bytes) {
        if (bytes.error().code != ErrorCode::NotFound)
            return bytes.error();
        return peers;
    }
    for (const QJsonValue &v : QJsonDocument::fromJson(*bytes).array()) {
        const QJsonObject o = v.toObject();
        const QString id = o.value(QLatin1String("id")).toString();
        const QString hostname = o.value(QLatin1String("hostname")).toString();
        if (isPlausibleId(id) && isValidName(hostname))
            peers << Peer{
                id, hostname,
                QDateTime::fromString(o.value(QLatin1String("paired_at")).toString(), Qt::ISODate)};
    }
    return peers;
}

bool PairedPeers::contains(const QString &id) const
{
    return find(id).has_value();
}

std::optional<PairedPeers::Peer> PairedPeers::find(const QString &id) const
{
    for (const Peer &p : load().valueOr({}))
        if (p.id == id)
            return p;
    return std::nullopt;
}

std::optional<PairedPeers::Peer> PairedPeers::resolve(const QString &nameOrId) const
{
    const QList<Peer> peers = load().valueOr({});
    for (const Peer &p : peers)
        if (p.hostname == nameOrId)
            return p;
    std::optional<Peer> byId;
    if (nameOrId.size() >= 8)
        for (const Peer &p : peers)
            if (p.id.startsWith(nameOrId.toLower())) {
                if (byId)
                    return std::nullopt; // ambiguous
                byId = p;
            }
    return byId;
}

Status PairedPeers::add(const Peer &peer)
{
    if (!isPlausibleId(peer.id) || !isValidName(peer.hostname))
        return makeError(
            ErrorCode::InvalidInput,
            QCoreApplication::translate("PairedPeers", "'%1' is not a hostname that can be paired")
                .arg(peer.hostname));
    Result<QList<Peer>> peers = load();
    if (!peers)
        return peers.error();
    for (const Peer &p : *peers)
        if (p.hostname == peer.hostname && p.id != peer.id)
            return makeError(ErrorCode::PermissionDenied,
                             QCoreApplication::translate(
                                 "PairedPeers",
                                 "another Spark (key %1…) is already paired as %2; if it was "
                                 "reinstalled, unpair it first: sparkwirectl unpair %2")
                                 .arg(p.id.left(16), p.hostname));
    peers->removeIf([&](const Peer &p) { return p.id == peer.id; });
    *peers << peer;
    return save(*peers);
}

Status PairedPeers::remove(const QString &id)
{
    Result<QList<Peer>> peers = load();
    if (!peers)
        return peers.error();
    peers->removeIf([&](const Peer &p) { return p.id == id; });
    return save(*peers);
}

Status PairedPeers::save(const QList<Peer> &peers)
{
    QJsonArray array;
    for (const Peer &p : peers)
        array.append(QJsonObject{{QLatin1String("id"), p.id},
                                 {QLatin1String("hostname"), p.hostname},
                                 {QLatin1String("paired_at"), p.pairedAt.toString(Qt::ISODate)}});
    const Status privateDir = makePrivateDir(m_stateDir);
    if (!privateDir)
        return privateDir;
    return common::AtomicFile::write(path(), QJsonDocument(array).toJson(), 0600);
}

Status PairedPeers::makePrivateDir(const QString &dir)
{
    // The state dir holds this node's key and whom it trusts: nobody else reads it.
    if (QDir().mkpath(dir) &&
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner))
        return {};
    return makeError(
        ErrorCode::Io,
        QCoreApplication::translate("PairedPeers", "cannot create %1 with mode 0700").arg(dir));
}

} // namespace sparkwire::peers
