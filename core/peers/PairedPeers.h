#pragma once

#include "common/Result.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::peers {

// The peers this node has paired with, remembered in <state dir>/paired-peers.json (0600).
// A peer is its key fingerprint; the hostname is the name its key was paired as, checked to be a
// hostname when it was stored and again when it is read, and the only name shown or written
// for that key afterwards (prompts, file names, SSH aliases), whatever the peer says later.
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
    // No file yet is no peers; a file that cannot be read is an error (AtomicFile's codes).
    Result<QList<Peer>> load() const;
    bool contains(const QString &id) const;
    std::optional<Peer> find(const QString &id) const;
    // By the name it was paired as, or by the start of its id (at least 8 hex digits).
    std::optional<Peer> resolve(const QString &nameOrId) const;
    // InvalidInput for an id or name that cannot be paired; PermissionDenied when another key
    // is already paired under the same name: names must identify.
    Status add(const Peer &peer);
    Status remove(const QString &id);
    QString path() const;

    static bool isValidName(const QString &name);
    // mkpath, then mode 0700 (also on a directory that was there): for the state dir and
    // everything under it that holds keys, trust or proposals.
    static Status makePrivateDir(const QString &dir);

private:
    Status save(const QList<Peer> &peers);
    QString m_stateDir;
};

} // namespace sparkwire::peers
