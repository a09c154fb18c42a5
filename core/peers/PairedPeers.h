#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace sparkwire::peers {

// The peers this node has paired with, remembered in <state dir>/paired-peers.json (0600).
// A peer is its key fingerprint; the hostname is only for people.
class PairedPeers
{
public:
    struct Peer
    {
        QString id;
        QString hostname;
        QDateTime pairedAt;
    };

    explicit PairedPeers(QString stateDir);
    QList<Peer> load(QString *error = nullptr) const;
    bool contains(const QString &id) const;
    bool add(const Peer &peer, QString *error);
    QString path() const;

private:
    QString m_stateDir;
};

} // namespace sparkwire::peers
