#include "BundleImportPlan.h"

#include "cluster/RecordAddresses.h"
#include "common/AtomicFile.h"
#include "delegation/PlanSignature.h"
#include "discovery/NodeIdentity.h"
#include "netplan/LineDiff.h"
#include "netplan/NetplanPolicy.h"
#include "peers/PairedPeers.h"
#include "ssh/SshValidation.h"

#include <QDir>
#include <QHostAddress>

#include <algorithm>

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

QString BundleImportPlan::storedSelfId(const QString &stateDir)
{
    const Result<QByteArray> pem = common::AtomicFile::read(
        QDir(stateDir).filePath(QLatin1String(discovery::NodeIdentity::kFileName)), 64 * 1024);
    if (!pem)
        return {};
    const Result<QByteArray> key = delegation::PlanSignature::publicKeyOfCertificate(*pem);
    return key ? delegation::PlanSignature::keyId(*key) : QString();
}

QString BundleImportPlan::describeSigner(const QString &stateDir, const QString &selfId,
                                         const QString &id, bool *known)
{
    if (known)
        *known = true;
    if (!selfId.isEmpty() && id == selfId)
        return tr("this Spark");
    if (const auto peer = peers::PairedPeers(stateDir).find(id))
        return tr("paired as %1").arg(peer->hostname);
    if (known)
        *known = false;
    return tr("an unknown key: neither this Spark nor paired with it");
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
    plan.signer = describeSigner(where.stateDir, where.selfId, m.exporterId, &plan.signerKnown);

    // Who each other member is: by key id in the paired record, whatever the bundle calls it.
    const peers::PairedPeers paired(where.stateDir);
    const QList<peers::PairedPeers::Peer> pairedPeers = paired.load().valueOr({});
    const QHash<QString, QList<topology::PlannedAddress>> reachable =
        cluster::RecordAddresses::reachableFrom(m.record, where.selfId);
    for (const cluster::ClusterMember &cm : m.record.members) {
        if (cm.id == where.selfId)
            continue;
        Member member;
        member.id = cm.id;
        member.fabricAddress = reachable.value(cm.id).value(0).hostText();
        member.bundleName = cm.hostname;
        member.name = cm.hostname;
        if (const auto peer = paired.find(cm.id)) {
            member.paired = true;
            member.name = peer->hostname;
        } else {
            member.takesKnownName =
                cm.hostname.compare(self->hostname, Qt::CaseInsensitive) == 0 ||
                std::any_of(pairedPeers.cbegin(), pairedPeers.cend(), [&](const auto &p) {
                    return p.hostname.compare(cm.hostname, Qt::CaseInsensitive) == 0;
                });
        }
        plan.members << member;
    }
    if (const Member *signer = plan.member(m.exporterId); signer && signer->takesKnownName)
        plan.signer = tr("an unknown key that the bundle names %1, but it is not the %1 this "
                         "Spark knows")
                          .arg(signer->bundleName);

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

    // SSH: every other member's host key from ssh/known_hosts (the line under the name the
    // bundle gives it, or the alias an exporter's ssh-setup wrote), pinned under the name this
    // Spark knows it by.
    QStringList ownSubnets;
    for (const BundleManifest::Member &member : m.members)
        if (member.member.id == where.selfId)
            for (const BundleTwin &t : member.twins)
                ownSubnets << subnetOf(t.address);
    const QList<QByteArray> knownLines = bundle.file(QStringLiteral("ssh/known_hosts")).split('\n');
    for (const BundleManifest::Member &member : m.members) {
        const Member *known = plan.member(member.member.id);
        if (!known)
            continue;
        const QStringList names{member.member.hostname.toLower(),
                                QStringLiteral("sparkwire-") + member.member.hostname.toLower()};
        QString keyLine;
        for (const QByteArray &line : knownLines) {
            const QList<QByteArray> f = line.split(' ');
            if (f.size() < 3)
                continue;
            const QStringList hosts = QString::fromLatin1(f[0]).toLower().split(QLatin1Char(','));
            if (std::any_of(hosts.cbegin(), hosts.cend(),
                            [&](const QString &h) { return names.contains(h); }))
                keyLine = QString::fromLatin1(f[1] + ' ' + f[2]);
        }
        const Result<ssh::SshValidation::KeyLine> key = ssh::SshValidation::parseKeyLine(keyLine);
        if (!key)
            continue;
        QStringList addresses;
        for (const BundleTwin &t : member.twins)
            addresses << t.host();
        Pin pin;
        pin.memberId = known->id;
        pin.paired = known->paired;
        pin.fingerprint = key->fingerprint();
        pin.host = ssh::SshClientConfig::Host{known->name, where.userName, key->text(), addresses,
                                              ownSubnets};
        if (known->takesKnownName) {
            pin.state = Pin::State::NameTaken;
        } else if (!where.sshHome.isEmpty()) {
            const Result<ssh::SshClientConfig::PinState> now =
                ssh::SshClientConfig::pinState(where.sshHome, pin.host);
            if (!now)
                return makeError(now.error().code,
                                 tr("SSH for %1: %2").arg(known->name, now.error().message));
            pin.state = *now == ssh::SshClientConfig::PinState::Absent ? Pin::State::Add
                        : *now == ssh::SshClientConfig::PinState::Same ? Pin::State::Same
                                                                       : Pin::State::KeepOther;
        }
        plan.pins << pin;
    }
    return plan;
}

const BundleImportPlan::Member *BundleImportPlan::member(const QString &id) const
{
    for (const Member &m : members)
        if (m.id == id)
            return &m;
    return nullptr;
}

QList<BundleImportPlan::Pin> BundleImportPlan::pinsToAdd(const QSet<QString> &approvedUnknown) const
{
    QList<Pin> out;
    for (const Pin &p : pins)
        if (p.state == Pin::State::Add && (p.paired || approvedUnknown.contains(p.memberId)))
            out << p;
    return out;
}

QList<BundleImportPlan::Pin> BundleImportPlan::unknownPins() const
{
    QList<Pin> out;
    for (const Pin &p : pins)
        if (p.state == Pin::State::Add && !p.paired)
            out << p;
    return out;
}

bool BundleImportPlan::hasNothingToApply() const
{
    return !netplanChanges && !recordChanges &&
           std::none_of(pins.cbegin(), pins.cend(),
                        [](const Pin &p) { return p.state == Pin::State::Add; });
}

QString BundleImportPlan::netplanDiff() const
{
    if (!netplanChanges)
        return {};
    return netplan::unifiedDiff(QString::fromUtf8(currentNetplan), QString::fromUtf8(netplan),
                                tr("in force"), tr("bundle"));
}

Status BundleImportPlan::restore(const BundleManifest &manifest, const QString &stateDir,
                                 const QString &home, const QSet<QString> &approvedUnknown) const
{
    if (recordChanges)
        if (const Status saved = manifest.record.save(stateDir); !saved)
            return saved;
    // Keep, again at writing: known_hosts may have changed since the plan was shown.
    for (const Pin &p : pinsToAdd(approvedUnknown))
        if (const Status added =
                ssh::SshClientConfig::addHost(home, p.host, ssh::SshClientConfig::Pins::Keep);
            !added)
            return makeError(added.error().code,
                             tr("SSH for %1: %2").arg(p.host.pairedName, added.error().message));
    return {};
}

} // namespace sparkwire::bundle
