#pragma once

#include "DoctorCheck.h"
#include "DoctorInputs.h"
#include "MemberFacts.h"

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::doctor {

// A member's answer to a paired seat's "doctor" request (docs/pairing.md): its own catalogue
// run, plus what the seat's cross-member checks compare (its clock, versions, fabric MTUs and
// subnets, and the cabling its discovery heard). The seat reads it strictly: a paired peer is
// still hostile, so sizes and counts are capped, check ids must be the catalogue's own, netdev
// names look like netdev names, key ids are 64 hex digits, and the free text (evidence, cause,
// fix) is length-limited and made printable. Names shown come from the seat's cluster record,
// never from an answer.
struct DoctorAnswer
{
    static constexpr int kVersion = 1;
    // One response frame is 64 KiB (PeerMessage::kMaxFrame): the answer stays well inside.
    static constexpr int kMaxBytes = 56 * 1024;
    static constexpr int kMaxNetdevs = 8;
    static constexpr int kMaxLinks = 16;
    static constexpr int kMaxTextChars = 800;

    struct Netdev
    {
        QString netdev;
        int port = 0;
        int half = 0;
        int mtu = 0;
        QStringList ipv4; // "a.b.c.d/len"
        bool operator==(const Netdev &o) const
        {
            return netdev == o.netdev && port == o.port && half == o.half && mtu == o.mtu &&
                   ipv4 == o.ipv4;
        }
    };
    // A cable its discovery heard: this member's port and twin, the peer's key id and port.
    struct Link
    {
        int port = 0;
        int half = 0;
        QString peerId;
        int peerPort = 0;
        bool operator==(const Link &o) const
        {
            return port == o.port && half == o.half && peerId == o.peerId && peerPort == o.peerPort;
        }
    };

    qint64 timeMs = 0;        // the member's clock when it answered (ms since the epoch, UTC)
    QString sparkwireVersion; // "0.1.0"
    QString ncclVersion;      // "2.28.3", empty when no libnccl.so.2 was found
    QList<Netdev> netdevs;    // CX-7 functions in use
    QList<Link> links;
    QList<DoctorCheck> checks; // in catalogue order
    // What the seat's pre-flight compares (ClusterPreflight). Optional in the JSON ("facts"):
    // a member of an older Sparkwire sends none, and each of its values reads as unknown.
    std::optional<MemberFacts> facts;

    // This node's answer: the catalogue on `inputs`, its fabric netdevs and heard links.
    static DoctorAnswer make(const DoctorInputs &inputs, const QList<Link> &links,
                             const QString &sparkwireVersion, qint64 nowMs);
    // Compact JSON of at most kMaxBytes (free text shortened until it fits).
    QByteArray toJson() const;
    // InvalidInput (with where) for anything but one well-formed answer of this version.
    static Result<DoctorAnswer> fromJson(const QByteArray &json);

    // The NCCL library installed under rootDir (libnccl.so.2.X.Y in the usual library folders,
    // else NCCL_MAJOR/MINOR/PATCH of usr/include/nccl.h); empty when there is none.
    static QString installedNcclVersion(const QString &rootDir);
};

} // namespace sparkwire::doctor
