#pragma once

#include "ClusterRecord.h"
#include "common/Result.h"
#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <optional>

namespace sparkwire::cluster {

// One cable-twin a member hears a peer on (from its beacons): the member's netdev, port and
// twin half, and the peer's key id, port and half. Key ids only: a hostname a peer claims
// is never part of the cluster's cabling.
struct HeardLink
{
    QString localNetdev;
    int localPort = 0;
    int localHalf = 0;
    QString peerId;
    int peerPort = 0;
    int peerHalf = 0;
    bool operator==(const HeardLink &o) const
    {
        return localNetdev == o.localNetdev && localPort == o.localPort &&
               localHalf == o.localHalf && peerId == o.peerId && peerPort == o.peerPort &&
               peerHalf == o.peerHalf;
    }
};

// What a member answers to `state` (docs/pairing.md, "Cluster messages"): everything the seat
// needs to plan it and to show its Review tab. Built by the member from its own sources.
struct MemberState
{
    static constexpr int kMaxBytes = 48 * 1024;
    static constexpr int kNonceBytes = 32;
    static constexpr int kMaxLinks = 64;            // 4 netdevs, a switch of 8: 28 at most
    static constexpr int kMaxTextLines = 32;        // conflicts, fabric addresses
    static constexpr int kMaxFileBytes = 32 * 1024; // inventory, current 40-cx7.yaml

    QString id;             // the member's key id (checked by the seat against the TLS session)
    QString version;        // Sparkwire version on the member
    QByteArray inventory;   // `sparkwirectl inventory --json` of the member (compact JSON), or ""
    QList<HeardLink> links; // its neighbour table, by key id
    QByteArray currentCx7;  // its /etc/netplan/40-cx7.yaml in force ("" when none)
    QStringList conflicts;  // other netplan files that define its CX-7 netdevs, in words
    QStringList fabricAddresses;         // IPv4 addresses on its CX-7 netdevs now, "a.b.c.d/nn"
    std::optional<ClusterRecord> record; // the cluster record it keeps, if any
    // How this member's helper takes a plan from the asking seat: "delegated" (the seat's key
    // is in its helper's delegation list: no question), "ask" (its person is asked each time).
    QString consent = QStringLiteral("ask");
    QByteArray nonce; // a fresh single-use nonce from the member's helper (32 bytes), or empty
    // The longest this member may take, by its own limits, to answer a try and to have it in
    // force for `verify` (its helper's netplan validation and apply budgets). The seat waits
    // that long on top of its step wait: a slow member that is still working (an emulated
    // or loaded Spark whose `netplan apply` takes a minute) is not failed, and the member
    // fails itself at that limit anyway. 0 (or absent: an older member): the step wait alone.
    static constexpr int kMaxTrySeconds = 900;
    int trySeconds = 0;

    // Keys sorted, compact; bytes (inventory, current file, nonce) as base64.
    QByteArray toJson() const;
    // Strict: unknown fields, wrong types, oversize, bad ids are refused as a whole.
    static Result<MemberState> fromJson(const QByteArray &json);
    bool operator==(const MemberState &o) const;
};

} // namespace sparkwire::cluster

Q_DECLARE_METATYPE(sparkwire::cluster::MemberState)
