#include "DemoCluster.h"

#include "DemoLinkChecks.h"
#include "cluster/RecordAddresses.h"
#include "common/AtomicFile.h"
#include "discovery/CablingSource.h"
#include "hw/InventoryJson.h"
#include "netplan/NetplanHierarchy.h"
#include "topology/NetdevNames.h"

#include <QJsonDocument>
#include <QRandomGenerator>

namespace sparkwire::sim {

using cluster::ClusterMember;
using cluster::ClusterRecord;
using cluster::HeardLink;

// One simulated member and what its helper holds.
struct DemoCluster::Member
{
    QString id;
    QString hostname;
    hw::HostInventory inventory; // carrier follows the links heard at each `state`
    QByteArray current;          // the 40-cx7.yaml in force
    QStringList conflicts;
    QStringList fabric;          // addresses on its CX-7 netdevs before any plan
    QStringList conflictNetdevs; // the seat's CX-7 netdevs, for its conflicts
    std::optional<ClusterRecord> record;
    bool pending = false;
    QByteArray previous;
    std::optional<ClusterRecord> previousRecord;
    ClusterRecord triedRecord;
    QTimer deadline;
};

QString DemoCluster::seatId()
{
    return QString(64, QLatin1Char('a'));
}

DemoCluster::DemoCluster(hw::HostInventory seat, discovery::CablingSource *cabling,
                         QString netplanRoot, QObject *parent)
    : QObject(parent)
    , m_seat(std::move(seat))
    , m_cabling(cabling)
    , m_netplanRoot(std::move(netplanRoot))
{
    refreshMembers();
}

DemoCluster::~DemoCluster() = default;

void DemoCluster::addCable(const QString &idA, int portA, const QString &idB, int portB)
{
    m_extraCables.append({idA, portA, idB, portB});
    refreshMembers();
}

DemoCluster::Member *DemoCluster::member(const QString &id) const
{
    refreshMembers();
    const auto it = m_members.constFind(id);
    return it == m_members.cend() ? nullptr : it->get();
}

void DemoCluster::refreshMembers() const
{
    auto *self = const_cast<DemoCluster *>(this);
    const auto add = [&](const QString &id, const QString &hostname, bool seat) {
        if (m_members.contains(id))
            return;
        auto m = std::make_shared<Member>();
        m->id = id;
        m->hostname = hostname;
        m->inventory = m_seat;
        m->inventory.hostname = hostname;
        QStringList netdevs;
        for (hw::Cx7Port &p : m->inventory.ports) {
            netdevs << p.netdev;
            if (seat) {
                m->fabric << p.link.ipv4;
                continue;
            }
            // A fresh Spark: no addresses on its CX-7 ports, and a MAC of its own.
            p.link.ipv4.clear();
            p.link.ipv6.clear();
            p.link.mac = QStringLiteral("4c:bb:47:%1:%2:%3")
                             .arg(qHash(id) % 256, 2, 16, QLatin1Char('0'))
                             .arg(p.port, 2, 10, QLatin1Char('0'))
                             .arg(p.half, 2, 10, QLatin1Char('0'));
        }
        if (seat) {
            // The demo seat runs the old playbook file.
            const QString ours = m_netplanRoot + QLatin1Char('/') +
                                 QLatin1String(netplan::NetplanHierarchy::kOurFile);
            m->current = common::AtomicFile::read(ours).valueOr({});
            m->conflictNetdevs = netdevs;
            m->conflicts = self->conflictsOf(netdevs);
        }
        m->deadline.setSingleShot(true);
        Member *raw = m.get();
        connect(&m->deadline, &QTimer::timeout, self, [self, raw] {
            if (self->cancel(raw->id))
                Q_EMIT self->revertedByDeadline(raw->id);
        });
        m_members.insert(id, m);
    };
    add(m_seatId, m_seat.hostname, true);
    if (m_cabling)
        for (const discovery::PeerLinks &peer : m_cabling->map().peers)
            add(peer.id, peer.hostname, false);
}

QStringList DemoCluster::memberIds() const
{
    refreshMembers();
    QStringList ids = m_members.keys();
    ids.sort();
    ids.removeOne(m_seatId);
    ids.prepend(m_seatId);
    return ids;
}

QString DemoCluster::hostnameOf(const QString &id) const
{
    const Member *m = member(id);
    return m ? m->hostname : QString();
}

QList<HeardLink> DemoCluster::linksOf(const QString &id) const
{
    QList<HeardLink> links;
    const QList<discovery::PeerLinks> peers =
        m_cabling ? m_cabling->map().peers : QList<discovery::PeerLinks>();
    for (const discovery::PeerLinks &peer : peers)
        for (const discovery::NeighbourLink &l : peer.links) {
            if (id == m_seatId)
                links.append(
                    {l.localNetdev, l.localPort, l.localHalf, l.peerId, l.peerPort, l.peerHalf});
            else if (id == l.peerId) // the same cable heard from the peer's end
                links.append(
                    {l.peerNetdev, l.peerPort, l.peerHalf, m_seatId, l.localPort, l.localHalf});
        }
    for (const cluster::ClusterCable &c : m_extraCables) {
        if (c.idA != id && c.idB != id)
            continue;
        const bool a = c.idA == id;
        for (int half = 0; half < 2; ++half) {
            const hw::Cx7Port *port = m_seat.findPort(a ? c.portA : c.portB, half);
            links.append({port ? port->netdev : QString(), a ? c.portA : c.portB, half,
                          a ? c.idB : c.idA, a ? c.portB : c.portA, half});
        }
    }
    return links;
}

QStringList DemoCluster::conflictsOf(const QStringList &netdevs) const
{
    QStringList conflicts;
    const auto hierarchy = netplan::NetplanHierarchy::read(m_netplanRoot);
    for (const netplan::NetplanConflict &c : hierarchy.conflictsWith(netdevs))
        conflicts << (c.overridesOurs
                          ? tr("/%1 also configures %2 and comes later, so its settings win. "
                               "Remove %2 from it, or Sparkwire's settings will not take "
                               "effect.")
                                .arg(c.path, c.netdev)
                          : tr("/%1 also configures %2; Sparkwire's file overrides it.")
                                .arg(c.path, c.netdev));
    return conflicts;
}

Result<cluster::MemberState> DemoCluster::state(const QString &id) const
{
    const Member *m = member(id);
    const QList<HeardLink> links = linksOf(id);
    if (!m || (id != m_seatId && links.isEmpty()))
        return makeError(ErrorCode::Unavailable,
                         tr("%1 does not answer: no cable reaches it (demo).")
                             .arg(m ? m->hostname : id.left(8)));
    if (m_fault && m_fault->memberId == id && m_fault->step == cluster::MemberLink::Step::State)
        return makeError(ErrorCode::Unavailable,
                         tr("%1 did not answer in time (demo fault).").arg(m->hostname));
    cluster::MemberState s;
    s.id = id;
    s.version = QStringLiteral(SPARKWIRE_VERSION);
    hw::HostInventory inventory = m->inventory;
    for (hw::Cx7Port &p : inventory.ports) {
        p.link.carrier = false;
        for (const HeardLink &l : links)
            p.link.carrier = p.link.carrier || l.localNetdev == p.netdev;
    }
    s.inventory =
        QJsonDocument(hw::InventoryJson::toJson(inventory)).toJson(QJsonDocument::Compact);
    s.links = links;
    s.currentCx7 = m->current;
    // The seat's hierarchy is read again each time: the person may have moved a netdev out
    // of another file since.
    s.conflicts = id == m_seatId ? conflictsOf(m->conflictNetdevs) : m->conflicts;
    s.fabricAddresses = m->fabric;
    s.record = m->record;
    // Every demo peer was paired with a delegation: no question on its side.
    s.consent = QStringLiteral("delegated");
    s.nonce.resize(32);
    for (char &c : s.nonce)
        c = char(QRandomGenerator::global()->bounded(256));
    return s;
}

QByteArray DemoCluster::currentNetplan(const QString &id) const
{
    const Member *m = member(id);
    return m ? m->current : QByteArray();
}

bool DemoCluster::pending(const QString &id) const
{
    const Member *m = member(id);
    return m && m->pending;
}

std::optional<ClusterRecord> DemoCluster::record(const QString &id) const
{
    const Member *m = member(id);
    return m ? m->record : std::nullopt;
}

hw::HostInventory DemoCluster::seatInventoryInForce() const
{
    hw::HostInventory inventory = m_seat;
    const std::optional<ClusterRecord> kept = record(m_seatId);
    const ClusterMember *self = kept ? kept->member(m_seatId) : nullptr;
    if (!self)
        return inventory;
    const Result<topology::AddressPlan> plan = cluster::RecordAddresses::plan(*kept);
    if (!plan)
        return inventory;
    const QStringList shadowed = shadowedSeatNetdevs();
    for (const topology::NodePlan &node : plan->nodes) {
        if (node.node != self->node)
            continue;
        for (const topology::PlannedNetdev &d : node.netdevs) {
            for (hw::Cx7Port &p : inventory.ports) {
                if (p.port != d.port || p.half != d.half || shadowed.contains(p.netdev) ||
                    d.address.isNull())
                    continue;
                QStringList before;
                for (const QString &cidr : std::as_const(p.link.ipv4))
                    before << cidr.section(QLatin1Char('/'), 0, 0);
                const QString address = d.address.hostText();
                p.link.ipv4 = {d.address.toString()};
                p.link.mtu = kept->mtu;
                // The kernel's RoCE v2 GID follows the twin's IPv4 address.
                for (hw::GidEntry &g : p.roce.gids)
                    if (!g.ipv4.isEmpty() && before.contains(g.ipv4)) {
                        g.ipv4 = address;
                        g.gid = QStringLiteral("::ffff:") + address;
                    }
            }
        }
    }
    return inventory;
}

Status DemoCluster::tryPlan(const QString &id, const cluster::MemberTry &request)
{
    Member *m = member(id);
    if (!m)
        return makeError(ErrorCode::NotFound, tr("No such demo member."));
    if (m_fault && m_fault->memberId == id && m_fault->step == cluster::MemberLink::Step::Try)
        return makeError(ErrorCode::Refused,
                         tr("%1 declined the plan (demo fault).").arg(m->hostname));
    if (m->pending)
        return makeError(
            ErrorCode::Refused,
            tr("%1 already has a change waiting to be confirmed or reverted.").arg(m->hostname));
    m->previous = m->current;
    m->previousRecord = m->record;
    m->current = request.netplan;
    m->triedRecord = request.record;
    m->pending = true;
    m->deadline.start(int(request.deadlineSeconds) * 1000);
    return {};
}

Status DemoCluster::confirm(const QString &id)
{
    Member *m = member(id);
    if (!m || !m->pending)
        return makeError(ErrorCode::InvalidInput, tr("Nothing is waiting to be confirmed."));
    if (m_fault && m_fault->memberId == id && m_fault->step == cluster::MemberLink::Step::Confirm)
        return makeError(ErrorCode::Io,
                         tr("%1 could not keep the plan (demo fault).").arg(m->hostname));
    m->deadline.stop();
    m->pending = false;
    m->record = m->triedRecord;
    return {};
}

bool DemoCluster::cancel(const QString &id)
{
    Member *m = member(id);
    if (!m || !m->pending)
        return false;
    m->deadline.stop();
    m->pending = false;
    m->current = m->previous;
    m->record = m->previousRecord;
    return true;
}

QStringList DemoCluster::shadowedSeatNetdevs() const
{
    const topology::NetdevNames names = topology::NetdevNames::dgxOsDefaults();
    QStringList netdevs;
    for (int port = 0; port < 2; ++port)
        for (int half = 0; half < 2; ++half)
            netdevs << names.name(port, half);
    QStringList shadowed;
    for (const netplan::NetplanConflict &c :
         netplan::NetplanHierarchy::read(m_netplanRoot).conflictsWith(netdevs))
        if (c.overridesOurs)
            shadowed << c.netdev;
    return shadowed;
}

Result<QList<bench::CheckResult>>
DemoCluster::verify(const QString &id, const QList<bench::TwinCheckTarget> &checks) const
{
    if (m_checksOnlyDuringTry && id != m_seatId && !pending(id))
        return makeError(ErrorCode::Refused, tr("nothing was tried here"));
    const QList<HeardLink> links = linksOf(id);
    // The seat's twins that another netplan file configures after Sparkwire's (the classic
    // faults' cloud-init file): its settings won, so the twin kept MTU 1500 and no plan address.
    // A member's twin cabled to such a seat twin pings an address the seat never took.
    const QStringList seatShadowed = shadowedSeatNetdevs();
    QStringList shadowed;
    QStringList peerShadowed;
    if (id == m_seatId) {
        shadowed = seatShadowed;
    } else {
        const topology::NetdevNames seatNames = topology::NetdevNames::dgxOsDefaults();
        for (const HeardLink &l : links)
            if (l.peerId == m_seatId &&
                seatShadowed.contains(seatNames.name(l.peerPort, l.peerHalf)))
                peerShadowed << l.localNetdev;
    }
    QList<bench::CheckResult> results;
    for (const bench::TwinCheckTarget &t : checks) {
        bool cabled = false;
        for (const HeardLink &l : links)
            cabled = cabled || l.localNetdev == t.netdev;
        const bool faulted = m_fault && m_fault->memberId == id &&
                             m_fault->step == cluster::MemberLink::Step::Verify &&
                             (m_fault->netdev.isEmpty() || m_fault->netdev == t.netdev);
        for (const bench::LinkCheck check :
             {bench::LinkCheck::Gid, bench::LinkCheck::Mtu, bench::LinkCheck::DfPing}) {
            bench::CheckResult r = DemoLinkChecks::healthy(t, check);
            if (shadowed.contains(t.netdev)) {
                r.ok = false;
                r.detail = check == bench::LinkCheck::Mtu ? tr("MTU 1500, not %1 (demo)").arg(t.mtu)
                           : check == bench::LinkCheck::Gid
                               ? tr("no RoCE v2 IPv4 GID: the twin has no IPv4 address (demo)")
                               : tr("no address from the plan: no reply from %1 (demo)")
                                     .arg(t.peerAddress);
                r.diagnosis = bench::Diagnosis{
                    QStringLiteral("demo-netplan-shadowed"),
                    tr("Another netplan file configures %1 after Sparkwire's, so its settings "
                       "won: MTU 1500 and no address from the plan (demo).")
                        .arg(t.netdev),
                    r.detail,
                    tr("Move %1 out of the other file (Review offers it), then apply again.")
                        .arg(t.netdev)};
                results << r;
                continue;
            }
            if (check == bench::LinkCheck::DfPing && peerShadowed.contains(t.netdev)) {
                r.ok = false;
                r.detail = tr("no reply from %1: the seat's twin kept no address from the plan "
                              "(demo)")
                               .arg(t.peerAddress);
                r.diagnosis = bench::Diagnosis{
                    QStringLiteral("demo-netplan-shadowed"),
                    tr("The twin at the other end of this cable kept the other netplan file's "
                       "settings: no address from the plan, so %1 does not answer (demo).")
                        .arg(t.peerAddress),
                    r.detail,
                    tr("Move that twin out of the other file on the seat (Review offers it), then "
                       "apply again.")};
                results << r;
                continue;
            }
            if (check == bench::LinkCheck::DfPing && (faulted || !cabled)) {
                r.ok = false;
                r.detail = tr("no reply to %1-byte unfragmented pings from %2 (demo)")
                               .arg(t.mtu - 28)
                               .arg(t.peerAddress);
                r.diagnosis = bench::Diagnosis{
                    QStringLiteral("demo-twin-cut"),
                    tr("%1 does not reach %2: its cable is out (demo).")
                        .arg(t.netdev, t.peerAddress),
                    r.detail, tr("Plug the cable of this twin back in, then apply again.")};
            }
            results << r;
        }
    }
    return results;
}

} // namespace sparkwire::sim
