#include "SshRepoint.h"

#include "ssh/SshClientConfig.h"

#include <QFileInfo>

namespace sparkwire::cluster::SshRepoint {

QStringList apply(const QString &homeDir, const ClusterPlan &plan, const QString &seatId)
{
    QStringList problems;
    // No config: SSH was never set up on this node, and ~/.ssh is not made for nothing.
    if (homeDir.isEmpty() || !QFileInfo::exists(homeDir + QStringLiteral("/.ssh/config")))
        return problems;
    const ClusterMember *seat = plan.record.member(seatId);
    if (!seat)
        return problems;
    for (const MemberPlan &p : plan.members) {
        if (p.member.id == seatId)
            continue;
        // Only the member's addresses on a link to the seat (or on the switch): in a ring its
        // other links lie in subnets the seat is not on.
        QStringList reachable;
        if (const topology::NodePlan *node = plan.addressPlan.node(p.member.node))
            for (const topology::PlannedNetdev &d : node->netdevs)
                if (!d.address.isEmpty() && (d.peerNode == seat->node || d.peerNode == 0))
                    reachable << d.address.section(QLatin1Char('/'), 0, 0);
        if (reachable.isEmpty())
            continue; // no direct link (or link-local only): SSH stays as it was set up
        const Status moved =
            ssh::SshClientConfig::repointHost(homeDir, p.member.hostname, reachable);
        if (!moved && moved.error().code != ErrorCode::NotFound)
            problems << QStringLiteral("%1: %2").arg(p.member.hostname, moved.errorMessage());
    }
    return problems;
}

} // namespace sparkwire::cluster::SshRepoint
