#include "NodeNumbering.h"

#include "ClusterText.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace sparkwire::cluster {

namespace {
// The seat, then round the cables from it (at each member the cable on its lowest free port,
// so the seat's port 0 neighbour comes next, as in the usual ring p0 -> p1), then whoever the
// cables did not reach, by key id.
QStringList numberingOrder(const QString &seatId, const QList<ClusterMember> &members,
                           const QList<ClusterCable> &cabling)
{
    QSet<QString> present;
    for (const ClusterMember &m : members)
        present.insert(m.id);
    QStringList order;
    QList<bool> used(cabling.size(), false);
    if (present.contains(seatId)) {
        QString current = seatId;
        order << current;
        while (true) {
            int best = -1;
            int bestPort = 2;
            QString next;
            for (int c = 0; c < cabling.size(); ++c) {
                if (used[c])
                    continue;
                const ClusterCable &cable = cabling[c];
                const bool fromA = cable.idA == current;
                if (!fromA && cable.idB != current)
                    continue;
                const int port = fromA ? cable.portA : cable.portB;
                const QString other = fromA ? cable.idB : cable.idA;
                if (port < bestPort && present.contains(other)) {
                    best = c;
                    bestPort = port;
                    next = other;
                }
            }
            if (best < 0 || order.contains(next))
                break;
            used[best] = true;
            order << next;
            current = next;
        }
    }
    QStringList rest;
    for (const ClusterMember &m : members)
        if (!order.contains(m.id))
            rest << m.id;
    std::sort(rest.begin(), rest.end());
    return order + rest;
}
} // namespace

QList<ClusterMember> NodeNumbering::assign(const QString &seatId, QList<ClusterMember> members,
                                           const QList<ClusterCable> &cabling,
                                           const std::optional<ClusterRecord> &kept)
{
    // AddressPlanner numbers hosts 1..N, so a kept number above N (a member left) cannot stay.
    const int count = int(members.size());
    QHash<QString, int> number;
    QSet<int> taken;
    if (kept)
        for (const ClusterMember &m : members)
            if (const ClusterMember *before = kept->member(m.id))
                if (before->node >= 1 && before->node <= count && !taken.contains(before->node)) {
                    number.insert(m.id, before->node);
                    taken.insert(before->node);
                }
    int free = 1;
    for (const QString &id : numberingOrder(seatId, members, cabling)) {
        if (number.contains(id))
            continue;
        while (taken.contains(free))
            ++free;
        number.insert(id, free);
        taken.insert(free);
    }
    for (ClusterMember &m : members)
        m.node = number.value(m.id);
    std::sort(members.begin(), members.end(),
              [](const ClusterMember &a, const ClusterMember &b) { return a.node < b.node; });
    return members;
}

Status NodeNumbering::check(const QList<ClusterMember> &members)
{
    QHash<int, const ClusterMember *> byNode;
    for (const ClusterMember &m : members) {
        if (m.node < 1 || m.node > ClusterRecord::kMaxMembers)
            return makeError(ErrorCode::InvalidInput,
                             QCoreApplication::translate(
                                 "NodeNumbering", "%1 has node number %2; choose one from 1 to %3")
                                 .arg(ClusterText::label(m))
                                 .arg(m.node)
                                 .arg(ClusterRecord::kMaxMembers));
        if (const ClusterMember *other = byNode.value(m.node))
            return makeError(
                ErrorCode::InvalidInput,
                QCoreApplication::translate(
                    "NodeNumbering", "%1 and %2 both have node number %3; give each member its own")
                    .arg(ClusterText::label(*other), ClusterText::label(m))
                    .arg(m.node));
        byNode.insert(m.node, &m);
    }
    return {};
}

} // namespace sparkwire::cluster
