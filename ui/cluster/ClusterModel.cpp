#include "ClusterModel.h"

#include "cluster/MemberService.h"
#include "cluster/NodeNumbering.h"
#include "cluster/RecordAddresses.h"
#include "cluster/SeatDestinations.h"
#include "hw/InventoryMonitor.h"
#include "peers/PeerSession.h"
#include "ssh/SshFiles.h"

#include <algorithm>

using namespace sparkwire;
using cluster::ClusterMember;
using cluster::JointApply;
namespace RecordAddresses = cluster::RecordAddresses;
using cluster::SshToMembers;

namespace {
Error notReadYet()
{
    return makeError(ErrorCode::InvalidInput,
                     ClusterModel::tr("The members' states have not been read yet."));
}

// The person keeps the change (the pending banner's Keep) once every check passed; SSH then
// follows the plan in this account's ~/.ssh (the demo's Sparks have no SSH to re-point).
cluster::SeatRun::Options runOptions(const Session &session)
{
    cluster::SeatRun::Options options;
    options.apply.holdForKeep = true;
    options.sshHome = session.demo ? QString() : ssh::SshFiles::accountHome().valueOr({});
    return options;
}
} // namespace

ClusterModel::ClusterModel(const Session &session, QObject *parent)
    : QObject(parent)
    , m_makeLinks(session.memberLinks.value_or(Session::MemberLinks()))
    , m_seatId(session.seatId)
    , m_netplanRoot(session.demo ? QString() : session.netplanRoot)
    , m_inventory(session.demo ? nullptr : static_cast<hw::InventoryMonitor *>(session.inventory))
    , m_run(new cluster::SeatRun(runOptions(session), this))
    , m_cabling(notReadYet())
    , m_plan(notReadYet())
{
    m_run->setSigner(session.signer.value_or(cluster::JointApply::Signer()));
    JointApply *joint = m_run->joint();
    connect(joint, &JointApply::statesRead, this, &ClusterModel::statesArrived);
    connect(joint, &JointApply::statesFailed, this,
            [this](const QString &memberId, const Error &error) {
                if (m_activity != Activity::ReadingStates)
                    return; // stopped meanwhile
                m_readError = error;
                m_readErrorMember = memberId;
                setActivity(Activity::Idle);
                Q_EMIT statesChanged();
            });
    connect(joint, &JointApply::twinChecked, this,
            [this](const QString &memberId, const bench::CheckResult &result) {
                m_checks[memberId].append(result);
                Q_EMIT checksChanged();
            });
    connect(m_run, &cluster::SeatRun::finished, this,
            [this](const JointApply::Outcome &outcome, const QStringList &sshProblems) {
                if (m_activity != Activity::Applying)
                    return;
                m_outcome = outcome;
                if (outcome.ok)
                    rememberAddresses();
                if (!sshProblems.isEmpty())
                    m_outcome->summary +=
                        QLatin1Char(' ') +
                        tr("SSH still points at the old addresses for %1; set up passwordless "
                           "SSH again on Verify.")
                            .arg(sshProblems.join(QStringLiteral("; ")));
                m_statesFresh = false; // what the members keep now is read again on the next run
                if (outcome.ok)
                    reloadKept(); // the record every member keeps now
                setActivity(Activity::Idle);
                Q_EMIT applyFinished();
            });

    // The cluster this Spark keeps, known from the start: its members are the cluster's until
    // Find peers hears others, so Review and Apply show its plan on a restarted window.
    m_readKept = session.keptRecord.value_or(Session::KeptRecord());
    m_peers = session.peers;
    m_kept = m_readKept ? m_readKept() : std::nullopt;
    if (m_kept && m_kept->member(m_seatId)) {
        m_members = m_kept->members;
        m_membersFromKept = true;
    }
    // As a member: a seat's change in force here holds the cluster until it ends.
    m_memberService = session.memberService;
    if (m_memberService) {
        connect(m_memberService, &cluster::MemberService::pendingChanged, this,
                [this](const QString &seatName) {
                    m_pendingSeat = seatName;
                    updateHolder();
                });
        const auto ended = [this] {
            m_pendingSeat.clear();
            reloadKept(); // kept: the seat's record is this Spark's now
        };
        connect(m_memberService, &cluster::MemberService::pendingKept, this, ended);
        connect(m_memberService, &cluster::MemberService::pendingReverted, this, ended);
    }
    updateHolder();
}

void ClusterModel::reloadKept()
{
    m_kept = m_readKept ? m_readKept() : std::nullopt;
    updateHolder();
}

void ClusterModel::updateHolder()
{
    std::optional<Holder> holder;
    std::optional<cluster::ClusterRecord> record;
    QString seatName;
    const std::optional<cluster::ClusterRecord> tried =
        m_memberService ? m_memberService->pendingRecord() : std::nullopt;
    const bool pending = !m_pendingSeat.isEmpty() && tried && tried->seatId != m_seatId;
    if (pending) {
        record = tried;
        seatName = m_pendingSeat;
    } else if (m_kept && m_kept->seatId != m_seatId && m_kept->member(m_seatId)) {
        record = m_kept;
        // The name this Spark's person paired the seat as, never the one its record claims.
        const std::optional<QString> paired =
            m_peers ? m_peers->pairedName(m_kept->seatId) : std::nullopt;
        seatName = paired ? *paired : tr("the Spark with key %1").arg(m_kept->seatId.left(8));
    }
    if (record) {
        Holder h;
        h.seatName = seatName;
        h.pending = pending;
        h.node = record->member(m_seatId) ? record->member(m_seatId)->node : 0;
        if (const Result<topology::AddressPlan> plan = RecordAddresses::plan(*record))
            h.addresses = RecordAddresses::addressesOf(*plan, h.node);
        holder = h;
    }
    const bool changed =
        holder.has_value() != m_heldBy.has_value() ||
        (holder &&
         (holder->seatName != m_heldBy->seatName || holder->pending != m_heldBy->pending ||
          holder->node != m_heldBy->node || holder->addresses != m_heldBy->addresses));
    if (!changed)
        return;
    if (holder && m_activity == Activity::ReadingStates)
        cancel(); // what this window was reading for its own plan is moot now
    m_heldBy = holder;
    // What this window read or planned before is stale now: the seat changes this Spark.
    m_statesFresh = false;
    m_states.clear();
    m_cabling = notReadYet();
    replan();
    Q_EMIT heldChanged();
    Q_EMIT statesChanged();
}

QString ClusterModel::heldShort() const
{
    return m_heldBy ? tr("%1 holds this cluster: this window plans nothing of its own while it "
                         "does.")
                          .arg(m_heldBy->seatName)
                    : QString();
}

QString ClusterModel::heldText() const
{
    if (!m_heldBy)
        return {};
    const QString gets = m_heldBy->addresses.isEmpty()
                             ? tr("node %1").arg(m_heldBy->node)
                             : tr("node %1, %2")
                                   .arg(m_heldBy->node)
                                   .arg(topology::PlannedAddress::toStrings(m_heldBy->addresses)
                                            .join(QStringLiteral(", ")));
    return m_heldBy->pending
               ? tr("%1 is configuring this cluster: its change is in force on this Spark and "
                    "not kept yet. This Spark gets %2. Change the plan from %1; this window "
                    "plans nothing of its own while %1 holds the cluster.")
                     .arg(m_heldBy->seatName, gets)
               : tr("%1 configured this cluster, and this Spark keeps it: %2. Change the plan "
                    "from %1; this window plans nothing of its own while %1 holds the cluster.")
                     .arg(m_heldBy->seatName, gets);
}

void ClusterModel::setActivity(Activity activity)
{
    if (m_activity == activity)
        return;
    m_activity = activity;
    Q_EMIT activityChanged();
}

QString ClusterModel::nameOf(const QString &id) const
{
    for (const ClusterMember &m : m_members)
        if (m.id == id)
            return m.hostname;
    return id.left(8);
}

int ClusterModel::nodeOf(const QString &id) const
{
    for (const ClusterMember &m : m_members)
        if (m.id == id)
            return m.node;
    return 0;
}

void ClusterModel::setMembers(const QList<ClusterMember> &members)
{
    const auto same = [&] {
        if (members.size() != m_members.size())
            return false;
        for (const ClusterMember &m : members)
            if (nameOf(m.id) != m.hostname)
                return false;
        for (const ClusterMember &m : m_members)
            if (std::none_of(members.cbegin(), members.cend(),
                             [&](const ClusterMember &o) { return o.id == m.id; }))
                return false;
        return true;
    };
    if (same() || m_activity != Activity::Idle)
        return;
    // Nothing heard yet on a restarted window: the kept cluster's members stay.
    if (m_membersFromKept && members.size() < 2)
        return;
    m_membersFromKept = false;
    m_members.clear();
    for (ClusterMember m : members) {
        m.node = m_chosenNodes.value(m.id, 0);
        m_members << m;
    }
    m_statesFresh = false;
    m_states.clear();
    m_readError.reset();
    m_cabling = notReadYet();
    m_outcome.reset();
    m_checks.clear();
    m_inForce.clear();
    replan();
    Q_EMIT membersChanged();
}

Status ClusterModel::makeJointLinks()
{
    // Links are made for every run: whoever makes them may replace the earlier ones.
    if (m_links)
        m_links->deleteLater();
    m_links = new QObject(this);
    const Result<QList<cluster::MemberLink *>> links = makeLinks(m_links);
    m_run->setMembers(links.valueOr({}));
    if (!links)
        return links.error();
    return {};
}

Result<QList<cluster::MemberLink *>> ClusterModel::makeLinks(QObject *parent) const
{
    if (!m_makeLinks)
        return makeError(ErrorCode::Unavailable,
                         tr("This Sparkwire cannot reach the other Sparks: peer features are "
                            "off (the status bar says why)."));
    Result<QList<cluster::MemberLink *>> links = m_makeLinks(m_members, parent);
    // Where a plan is in force, link-local IPv6 may be gone: its addresses reach the member.
    if (links)
        for (cluster::MemberLink *link : *links)
            if (m_inForce.contains(link->id()))
                link->setAddressesAfterTry(m_inForce.value(link->id()));
    return links;
}

std::optional<QString> ClusterModel::addressInForce(const QString &memberId) const
{
    if (!m_plan || !m_inForce.contains(memberId))
        return std::nullopt;
    const QList<topology::PlannedAddress> addresses =
        RecordAddresses::reachableFrom(m_plan->record, m_plan->addressPlan, m_seatId)
            .value(memberId);
    if (addresses.isEmpty())
        return std::nullopt;
    return addresses.first().hostText();
}

QList<SshToMembers::Member> ClusterModel::sshMembers() const
{
    QList<SshToMembers::Member> out;
    for (const ClusterMember &m : m_members)
        if (m.id != m_seatId)
            if (const std::optional<QString> address = addressInForce(m.id))
                out.append({m.hostname, {*address, m.id}});
    return out;
}

void ClusterModel::rememberAddresses()
{
    if (m_plan)
        for (const cluster::MemberPlan &p : m_plan->members)
            m_inForce.insert(p.member.id, topology::PlannedAddress::hostTexts(p.addresses));
}

void ClusterModel::readStatesIfStale()
{
    if (!m_statesFresh && m_activity == Activity::Idle && m_members.size() >= 2 && !m_heldBy)
        readStates();
}

void ClusterModel::readStates()
{
    if (m_activity != Activity::Idle || m_heldBy)
        return; // held: the seat reads this Spark, not the other way round
    m_readErrorMember.clear();
    if (const Status links = makeJointLinks(); !links) {
        m_readError = links.error();
        Q_EMIT statesChanged();
        return;
    }
    m_readError.reset();
    setActivity(Activity::ReadingStates);
    m_run->readStates();
}

void ClusterModel::cancel()
{
    switch (m_activity) {
    case Activity::Idle:
        return;
    case Activity::ReadingStates:
        m_run->cancel();
        m_readError = makeError(ErrorCode::Cancelled, tr("You stopped reading the states."));
        m_readErrorMember.clear();
        setActivity(Activity::Idle);
        Q_EMIT statesChanged();
        return;
    case Activity::Applying:
        m_run->cancel(); // finished() follows once every member answered
        return;
    }
}

void ClusterModel::statesArrived(const QList<cluster::MemberState> &states)
{
    if (m_activity != Activity::ReadingStates)
        return; // stopped meanwhile
    m_states = states;
    m_statesFresh = true;
    m_readError.reset();
    m_cabling = cluster::ClusterPlanner::cablingOf(m_members, m_states);
    // What this Spark reaches outside its CX-7 ports, read with the states (not on every
    // edit of the subnet): a subnet that holds one is refused before any member is tried.
    // Unreadable, the members' helpers still refuse such a plan.
    m_seatInUse.clear();
    if (m_inventory)
        if (const auto mine =
                cluster::seatDestinations(m_netplanRoot, m_inventory->inventory().cx7Netdevs()))
            m_seatInUse = *mine;
    // The numbering: the kept record's, else the default from the cabling; the person's
    // own numbers stay.
    std::optional<cluster::ClusterRecord> kept;
    for (const cluster::MemberState &s : std::as_const(m_states))
        if (s.id == m_seatId)
            kept = s.record;
    const QList<ClusterMember> numbered = cluster::NodeNumbering::assign(
        m_seatId, m_members, m_cabling ? m_cabling->cables : QList<cluster::ClusterCable>(), kept);
    m_members.clear();
    for (ClusterMember m : numbered) {
        m.node = m_chosenNodes.value(m.id, m.node);
        m_members << m;
    }
    m_outcome.reset(); // a new run: the Apply page starts over
    replan();
    if (m_plan && m_plan->unchanged())
        rememberAddresses();
    setActivity(Activity::Idle);
    Q_EMIT membersChanged();
    Q_EMIT statesChanged();
}

void ClusterModel::setNode(const QString &id, int node)
{
    m_chosenNodes.insert(id, node);
    for (ClusterMember &m : m_members)
        if (m.id == id)
            m.node = node;
    replan();
}

void ClusterModel::setSubnet(const QString &subnet)
{
    m_subnet = subnet.trimmed();
    replan();
}

void ClusterModel::setMtu(int mtu)
{
    m_mtu = mtu;
    replan();
}

void ClusterModel::replan()
{
    m_numbering = cluster::NodeNumbering::check(m_members);
    if (m_heldBy)
        m_plan = makeError(ErrorCode::Refused, heldShort());
    else if (!m_statesFresh)
        m_plan = m_readError ? *m_readError : notReadYet();
    else if (!m_numbering)
        m_plan = m_numbering.error();
    else {
        cluster::ClusterPlanner::Inputs inputs;
        inputs.seatId = m_seatId;
        inputs.members = m_members;
        inputs.states = m_states;
        inputs.subnetBase = m_subnet;
        inputs.mtu = m_mtu;
        inputs.seatInUse = m_seatInUse;
        m_plan = cluster::ClusterPlanner::plan(inputs);
    }
    Q_EMIT planChanged();
}

void ClusterModel::apply()
{
    if (m_activity != Activity::Idle || !m_plan || m_plan->unchanged() || m_heldBy)
        return;
    m_outcome.reset();
    m_checks.clear();
    Q_EMIT checksChanged();
    if (const Status links = makeJointLinks(); !links) {
        cluster::JointApply::Outcome refused;
        refused.summary = tr("Nothing was tried: %1").arg(links.error().message);
        m_outcome = refused;
        Q_EMIT applyFinished();
        return;
    }
    setActivity(Activity::Applying);
    // JointApply reads every state again first: fresh nonces, and a member whose file
    // changed since Review stops it before anything is tried.
    m_run->apply(*m_plan);
}

void ClusterModel::clearChecks(const QString &memberId)
{
    if (memberId.isEmpty())
        m_checks.clear();
    else
        m_checks.remove(memberId);
    Q_EMIT checksChanged();
}

void ClusterModel::addChecks(const QString &memberId, const QList<bench::CheckResult> &results)
{
    m_checks[memberId].append(results);
    Q_EMIT checksChanged();
}

QList<ClusterModel::TwinLink> ClusterModel::twinLinks() const
{
    QList<TwinLink> links;
    if (!m_plan)
        return links;
    struct End
    {
        QString id, netdev, address;
    };
    QStringList subnets;
    QHash<QString, QList<End>> ends;
    for (const topology::NodePlan &n : m_plan->addressPlan.nodes) {
        const ClusterMember *m = m_plan->record.memberByNode(n.node);
        for (const topology::PlannedNetdev &d : n.netdevs) {
            if (d.subnet.isEmpty())
                continue;
            if (!subnets.contains(d.subnet))
                subnets << d.subnet;
            ends[d.subnet].append({m ? m->id : QString(), d.netdev, d.address.hostText()});
        }
    }
    for (const QString &subnet : std::as_const(subnets)) {
        const QList<End> &on = ends[subnet];
        if (on.size() == 2)
            links.append(
                {on[0].id, on[0].netdev, on[0].address, on[1].id, on[1].netdev, on[1].address});
        else // a switch: every member's twin to it
            for (const End &e : on)
                links.append({e.id, e.netdev, e.address, {}, {}, {}});
    }
    return links;
}
