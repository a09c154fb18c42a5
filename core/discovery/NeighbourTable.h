#pragma once

#include "Beacon.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace sparkwire::discovery {

// One link seen from this node: local netdev <-> a peer's netdev.
struct NeighbourLink
{
    QString localNetdev;
    int localPort = 0;
    int localHalf = 0;
    QString peerId;
    QString peerHostname;
    QString peerNetdev;
    int peerPort = 0;
    int peerHalf = 0;
    QString peerMac;
    QString peerAddress; // where its beacon came from, e.g. "fe80::1%enp1s0f1np1"
    qint64 lastSeenMs = 0;
    quint32 lastSeq = 0;
};

// What this node has heard, per local netdev. A link expires after three missed beacons,
// and goes at once when the local netdev loses carrier.
class NeighbourTable
{
public:
    static constexpr qint64 kBeaconIntervalMs = 1000;
    static constexpr qint64 kExpiryMs = 3 * kBeaconIntervalMs;

    enum class Heard
    {
        Known,
        New,
        Restarted
    };
    // New: a link the table did not have. Restarted: a known link whose sender started over
    // (its sequence number went back): either way it deserves an answer at once.
    Heard heard(const QString &localNetdev, int localPort, int localHalf, const Beacon &beacon,
                qint64 nowMs, const QString &peerAddress = QString());
    // Removes links not heard within kExpiryMs; true when any went.
    bool expire(qint64 nowMs);
    bool dropLocal(const QString &localNetdev);
    QList<NeighbourLink> links() const; // sorted: local port, half, peer host, peer netdev

private:
    QHash<QString, NeighbourLink> m_links; // key: local netdev | peer id | peer netdev
};

} // namespace sparkwire::discovery
