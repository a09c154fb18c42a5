#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace sparkwire::discovery {

// What a node announces on each CX-7 netdev: who it is and which of its ports and twin
// halves sent this. Nothing in a beacon is trusted; it only says what to ask, and whom.
//
// Wire format, version 1: the 4 bytes "SWB\x01", then one CBOR map with exactly these keys:
// "id" (64 lower-case hex), "host" (1-64 of [A-Za-z0-9.-]), "netdev" (1-15 of
// [A-Za-z0-9_.-]), "port" (0-1), "half" (0-1), "mac" (aa:bb:cc:dd:ee:ff), "seq" (0-2^32).
// At most 512 bytes; anything else, extra or missing is rejected with a reason.
struct Beacon
{
    QString id;
    // The name the sender claims for itself ("host"): a claim, never shown as who it is; the
    // name a paired member goes by is ClusterMember::hostname, from the person's approval.
    QString claimedHostname;
    QString netdev;
    int port = 0;
    int half = 0;
    QString mac;
    quint32 seq = 0;

    static constexpr int kMaxBytes = 512;
    QByteArray encode() const;
    // Protocol when the datagram is not a well-formed version-1 beacon.
    static Result<Beacon> decode(const QByteArray &datagram);
    bool operator==(const Beacon &o) const
    {
        return id == o.id && claimedHostname == o.claimedHostname && netdev == o.netdev &&
               port == o.port && half == o.half && mac == o.mac && seq == o.seq;
    }
};

} // namespace sparkwire::discovery
