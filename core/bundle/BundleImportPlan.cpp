#include "BundleImportPlan.h"

#include "common/AtomicFile.h"
#include "netplan/LineDiff.h"
#include "netplan/NetplanPolicy.h"
#include "peers/PairedPeers.h"

#include <QHostAddress>

#include <pwd.h>
#include <unistd.h>

namespace sparkwire::bundle {

namespace {

// "192.168.177.1/24" -> "192.168.177.0/24"
QString subnetOf(const QString &cidr)
{
    const QPair<QHostAddress, int> net = QHostAddress::parseSubnet(cidr);
    if (net.first.protocol() != QAbstractSocket::IPv4Protocol)
        return {};
    const quint32 mask = net.second == 0 ? 0 : ~quint32(0) << (32 - net.second);
    return QHostAddress(net.first.toIPv4Address() & mask).toString() + QLatin1Char('/') +
           QString::number(net.second);
}

std::optional<cluster::ClusterRecord> keptRecord(const QString &stateDir)
{
    const Result<cluster::ClusterRecord> r = cluster::ClusterRecord::load(stateDir);
    return r ? std::optional(*r) : std::nullopt;
}

} // namespace

QString BundleImportPlan::accountName()
{
    const passwd *pw = ::getpwuid(::geteuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

QString BundleImportPlan::describeSigner(const QString &stateDir, const QString &id, bool *known)
{
    if (known)
        *known = true;
    if (const auto peer = peers::PairedPeers(stateDir).find(id))
        return tr("paired as %1").arg(peer->hostname);
    if (const std::optional<cluster::ClusterRecord> kept = keptRecord(stateDir))
        if (const cluster::ClusterMember *m = kept->member(id))
            return tr("%1, a member of this Spark's cluster").arg(m->hostname);
    if (known)
        *known = false;
    return tr("an unknown key");
}

Result<BundleImportPlan> BundleImportPlan::make(const OpenedBundle &bundle, const Where &where)
{
    const BundleManifest &m = bundle.manifest;
    const cluster::ClusterMember *self = m.record.member(where.selfId);
    if (!self)
        return makeError(
            ErrorCode::InvalidInput,
            tr("this Spark (%1) is not a member of cluster %2: a bundle restores its own "
               "members only.")
                .arg(where.selfId.left(16), m.record.name));
    BundleImportPlan plan;
    plan.self = *self;
    plan.signerId = m.exporterId;
    if (m.exporterId == where.selfId) {
        plan.signer = tr("this Spark");
        plan.signerKnown = true;
    } else {
        plan.signer = describeSigner(where.stateDir, m.exporterId, &plan.signerKnown);
    }

    // The netplan: the policy first (the helper checks again with the host's networks).
    const QByteArray yaml = bundle.netplanOf(where.selfId);
    const netplan::PolicyVerdict verdict = netplan::NetplanPolicy(where.netdevs).review(yaml);
    if (!verdict.ok())
        return makeError(ErrorCode::InvalidInput,
                         tr("the bundle's netplan for %1 is refused by the policy:\n  %2")
                             .arg(self->hostname, verdict.problems.join(QStringLiteral("\n  "))));
    plan.netplanPath = where.netplanRoot + QStringLiteral("/etc/netplan/40-cx7.yaml");
    plan.currentNetplan = common::AtomicFile::read(plan.netplanPath, 1 << 20).valueOr({});
    plan.netplan = verdict.canonical;
    plan.netplanChanges = plan.currentNetplan != verdict.canonical && plan.currentNetplan != yaml;
    const std::optional<cluster::ClusterRecord> kept = keptRecord(where.stateDir);
    plan.recordKept = kept.has_value();
    plan.recordChanges = !kept || !kept->samePlan(m.record);

    // SSH: every other member's pinned host key from ssh/known_hosts, under its paired name.
    QStringList ownSubnets;
    for (const BundleManifest::Member &member : m.members)
        if (member.member.id == where.selfId)
            for (const BundleTwin &t : member.twins)
                ownSubnets << subnetOf(t.address);
    const QList<QByteArray> knownLines = bundle.file(QStringLiteral("ssh/known_hosts")).split('\n');
    for (const BundleManifest::Member &member : m.members) {
        if (member.member.id == where.selfId)
            continue;
        QString keyLine;
        for (const QByteArray &line : knownLines) {
            const QList<QByteArray> f = line.split(' ');
            if (f.size() >= 3 &&
                QString::fromLatin1(f[0]).split(QLatin1Char(',')).contains(member.member.hostname))
                keyLine = QString::fromLatin1(f[1] + ' ' + f[2]);
        }
        if (keyLine.isEmpty())
            continue;
        QStringList addresses;
        for (const BundleTwin &t : member.twins)
            addresses << t.address.section(QLatin1Char('/'), 0, 0);
        plan.hosts << ssh::SshClientConfig::Host{member.member.hostname, where.userName, keyLine,
                                                 addresses, ownSubnets};
    }
    return plan;
}

QString BundleImportPlan::netplanDiff() const
{
    if (!netplanChanges)
        return {};
    return netplan::unifiedDiff(QString::fromUtf8(currentNetplan), QString::fromUtf8(netplan),
                                tr("in force"), tr("bundle"));
}

Status BundleImportPlan::restore(const BundleManifest &manifest, const QString &stateDir,
                                 const QString &home) const
{
    if (recordChanges)
        if (const Status saved = manifest.record.save(stateDir); !saved)
            return saved;
    for (const ssh::SshClientConfig::Host &h : hosts)
        if (const Status added = ssh::SshClientConfig::addHost(home, h); !added)
            return makeError(added.error().code,
                             tr("SSH for %1: %2").arg(h.pairedName, added.error().message));
    return {};
}

} // namespace sparkwire::bundle
