#include "SshRepoint.h"

#include "RecordAddresses.h"

#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshValidation.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace sparkwire::cluster::SshRepoint {

namespace {
constexpr int kMaxAddresses = 16;

bool notFound(const Status &s)
{
    return !s && s.error().code == ErrorCode::NotFound;
}
} // namespace

Status repoint(const QString &homeDir, const QString &pairedName, const QString &peerId,
               const QStringList &addresses)
{
    // Neither file: SSH was never set up on this node, and ~/.ssh is not made for nothing.
    const QString dir = homeDir + QStringLiteral("/.ssh/");
    if (homeDir.isEmpty() || (!QFileInfo::exists(dir + QStringLiteral("config")) &&
                              !QFileInfo::exists(dir + QStringLiteral("authorized_keys"))))
        return {};
    // Checked before either file is touched, so that one is not moved while the other is not.
    if (addresses.isEmpty() || addresses.size() > kMaxAddresses)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("SshRepoint", "1 to %1 addresses are needed")
                             .arg(kMaxAddresses));
    for (const QString &a : addresses)
        if (const Status ipv4 = ssh::SshValidation::checkIpv4(a); !ipv4)
            return ipv4;
    if (const Status peer = ssh::SshValidation::checkPeerId(peerId); !peer)
        return peer;
    if (const Status name = ssh::SshValidation::checkPairedName(pairedName); !name)
        return name;
    const Status moved = ssh::SshClientConfig::repointHost(homeDir, pairedName, addresses);
    if (!moved && !notFound(moved))
        return moved;
    const Status keys = ssh::AuthorizedKeys::repointPeer(homeDir, peerId, addresses);
    if (!keys && !notFound(keys))
        return keys;
    return {};
}

QStringList apply(const QString &homeDir, const ClusterPlan &plan, const QString &selfId)
{
    QStringList problems;
    const QHash<QString, QList<topology::PlannedAddress>> reachableFrom =
        RecordAddresses::reachableFrom(plan.record, plan.addressPlan, selfId);
    for (const MemberPlan &p : plan.members) {
        if (p.member.id == selfId)
            continue;
        const QStringList reachable =
            topology::PlannedAddress::hostTexts(reachableFrom.value(p.member.id));
        if (reachable.isEmpty())
            continue; // no direct link (or link-local only): SSH stays as it was set up
        const Status moved = repoint(homeDir, p.member.hostname, p.member.id, reachable);
        if (!moved)
            problems << QStringLiteral("%1: %2").arg(p.member.hostname, moved.errorMessage());
    }
    return problems;
}

Status keptOnMember(const QString &homeDir, const QString &seatName, const QString &seatId,
                    const QList<topology::PlannedAddress> &seatAddresses)
{
    if (seatAddresses.isEmpty())
        return {}; // no planned IPv4 address of the seat's on a link here: SSH stays as it was
    return repoint(homeDir, seatName, seatId, topology::PlannedAddress::hostTexts(seatAddresses));
}

} // namespace sparkwire::cluster::SshRepoint
