#pragma once

#include "ClusterRecord.h"
#include "common/Result.h"
#include <QList>
#include <QString>
#include <optional>

namespace sparkwire::cluster {

// Node numbers, agreed once and never typed twice: the seat is node 1; the others follow in
// the order of the cabling (ring: round the ring from the seat's port 0) or of their key ids;
// a member that the kept record already numbers keeps its number, so a configured cluster
// never renumbers (the kept record wins over "the seat is 1": a re-run from another member
// keeps every number). Numbers are 1..N for N members (host part of every address): a kept
// number above N (a member left) is given again by the order above.
class NodeNumbering
{
public:
    // members: ids and names (node ignored). Returns them with numbers, sorted by node.
    static QList<ClusterMember> assign(const QString &seatId, QList<ClusterMember> members,
                                       const QList<ClusterCable> &cabling,
                                       const std::optional<ClusterRecord> &kept);
    // InvalidInput naming both members when two share a number, or a number is outside
    // 1..kMaxMembers.
    static Status check(const QList<ClusterMember> &members);
};

} // namespace sparkwire::cluster
