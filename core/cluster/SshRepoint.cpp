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
    for (const MemberPlan &p : plan.members) {
        if (p.member.id == seatId || p.addresses.isEmpty())
            continue;
        const Status moved =
            ssh::SshClientConfig::repointHost(homeDir, p.member.hostname, p.addresses);
        if (!moved && moved.error().code != ErrorCode::NotFound)
            problems << QStringLiteral("%1: %2").arg(p.member.hostname, moved.errorMessage());
    }
    return problems;
}

} // namespace sparkwire::cluster::SshRepoint
