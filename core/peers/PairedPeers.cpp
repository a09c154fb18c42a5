#include "PairedPeers.h"

#include "common/AtomicFile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sparkwire::peers {

PairedPeers::PairedPeers(QString stateDir)
    : m_stateDir(std::move(stateDir))
{}

QString PairedPeers::path() const
{
    return QDir(m_stateDir).filePath(QStringLiteral("paired-peers.json"));
}

QList<PairedPeers::Peer> PairedPeers::load(QString *error) const
{
    QList<Peer> peers;
    const auto bytes = common::AtomicFile::read(path(), error, 1 << 20);
    if (!bytes)
        return peers;
    for (const QJsonValue &v : QJsonDocument::fromJson(*bytes).array()) {
        const QJsonObject o = v.toObject();
        const QString id = o.value(QLatin1String("id")).toString();
        if (id.size() == 64)
            peers << Peer{
                id, o.value(QLatin1String("hostname")).toString(),
                QDateTime::fromString(o.value(QLatin1String("paired_at")).toString(), Qt::ISODate)};
    }
    return peers;
}

bool PairedPeers::contains(const QString &id) const
{
    const QList<Peer> peers = load();
    return std::any_of(peers.cbegin(), peers.cend(), [&](const Peer &p) { return p.id == id; });
}

bool PairedPeers::add(const Peer &peer, QString *error)
{
    QList<Peer> peers = load();
    peers.removeIf([&](const Peer &p) { return p.id == peer.id; });
    peers << peer;
    QJsonArray array;
    for (const Peer &p : peers)
        array.append(QJsonObject{{QLatin1String("id"), p.id},
                                 {QLatin1String("hostname"), p.hostname},
                                 {QLatin1String("paired_at"), p.pairedAt.toString(Qt::ISODate)}});
    QDir().mkpath(m_stateDir);
    return common::AtomicFile::write(path(), QJsonDocument(array).toJson(), 0600, error);
}

} // namespace sparkwire::peers
