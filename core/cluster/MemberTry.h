#pragma once

#include "ClusterRecord.h"
#include "common/Result.h"
#include "topology/PlannedAddress.h"
#include <QByteArray>

namespace sparkwire::cluster {

// What the seat sends a member with `try`: its netplan, the cluster record it is to keep on
// confirm, and the deadline after which its helper reverts on its own (the seat may die).
// For a member whose helper holds a delegation for the seat, the seat's signature over the
// plan, the member helper's nonce and the expiry (delegation::tryMessage); empty otherwise.
// The seat's own planned addresses on its links to the member travel with it, so that the
// member re-points SSH to the seat once the change is kept without working them out; the
// member takes them only inside its own planned subnets (RecordAddresses::checkPeerAddresses).
struct MemberTry
{
    static constexpr unsigned kDefaultDeadlineSeconds = 60;
    static constexpr int kMaxBytes = 48 * 1024;
    static constexpr int kMaxNetplanBytes = 32 * 1024;
    static constexpr int kMaxSignatureBytes = 128; // DER P-256: 72 at most
    static constexpr int kMaxSeatAddresses = 16;   // what SSH re-pointing takes
    QByteArray netplan;
    ClusterRecord record;
    unsigned deadlineSeconds = kDefaultDeadlineSeconds;
    QByteArray nonce;     // the member helper's, from its state
    qint64 expiresAt = 0; // UTC seconds: the helper refuses the signature after it
    QByteArray signature; // DER ECDSA P-256 / SHA-256 by the seat's node key
    // RecordAddresses::reachableFrom(record, member)[seat]; none on a link-local plan. A try
    // from a seat that sends no "seat_addresses" reads as none.
    QList<topology::PlannedAddress> seatAddresses;

    // Keys sorted, compact; bytes as base64. deadlineSeconds 1..helper::kMaxTimeoutSeconds;
    // signature, nonce (32 bytes) and expiresAt all set, or none of them.
    QByteArray toJson() const;
    static Result<MemberTry> fromJson(const QByteArray &json); // strict, capped
    bool operator==(const MemberTry &o) const;
};

} // namespace sparkwire::cluster
