#include "MemberService.h"

#include "LaunchPathService.h"
#include "RecordAddresses.h"
#include "SshRepoint.h"
#include "VerifyJson.h"

#include "bench/LinkChecks.h"
#include "netplan/LineDiff.h"
#include "netplan/NetplanHierarchy.h"
#include "netplan/NetplanPolicy.h"
#include "peers/PrintableText.h"

namespace sparkwire::cluster {

struct MemberService::Pending
{
    enum class Phase
    {
        Checking,   // policy, helper, consent: nothing applied yet
        Applying,   // answered ok; the helper applies it
        InForce,    // applied, the helper's countdown runs
        Reverting,  // the helper is asked to go back
        Confirming, // the helper is asked to keep it
        Ended,      // not in force (failed or reverted): endedWhy says why
    };
    quint64 serial = 0;
    Phase phase = Phase::Checking;
    QString seatId;
    QString seatName;
    MemberTry request;
    QByteArray canonical; // the policy's re-emission: what the person sees and is asked about
    QString diff;
    bool delegated = false;
    QString endedWhy;
    bool revertAfterApply = false;
    QString revertWhy;
    QList<std::pair<Connection, QList<bench::TwinCheckTarget>>> verifyWaiters;
    QList<std::pair<Connection, QPointer<bench::LinkChecker>>> checks;
};

MemberService::MemberService(MemberSources sources, MemberHelper *helper, QObject *parent)
    : QObject(parent)
    , m_sources(std::move(sources))
    , m_helper(helper)
    , m_reader(m_sources, helper)
    , m_launchPaths(
          new LaunchPathService(m_sources.id, m_sources.hostname, m_sources.stateDir, this))
{
    if (helper)
        connect(helper, &MemberHelper::revertedOnItsOwn, this, [this](const Error &why) {
            if (m_try && m_try->phase != Pending::Phase::Checking)
                endTry(why, m_try->phase != Pending::Phase::Applying);
        });
}

MemberService::~MemberService() = default;

peers::PeerResponder::ClusterRequest MemberService::requestHandler()
{
    return [self = QPointer<MemberService>(this)](peers::PeerConnection *c, peers::RequestKind kind,
                                                  const QString &text) {
        return self && self->handle(c, kind, text);
    };
}

bool MemberService::isPending() const
{
    return m_try && m_try->phase != Pending::Phase::Ended;
}

std::optional<ClusterRecord> MemberService::pendingRecord() const
{
    if (!m_try || m_try->phase == Pending::Phase::Ended || m_try->phase == Pending::Phase::Checking)
        return std::nullopt;
    return m_try->request.record;
}

bool MemberService::handle(peers::PeerConnection *c, peers::RequestKind kind, const QString &text)
{
    if (!peers::isClusterKind(kind))
        return false;
    if (!c->peerIsPaired()) { // the connection refuses them first; never rely on one check
        c->answer(false, tr("not paired"));
        return true;
    }
    // It changes nothing here and needs no helper: only TCP connects the kept record names.
    if (kind == peers::RequestKind::LaunchPath) {
        m_launchPaths->answer(c);
        return true;
    }
    if (!m_helper) {
        refuse(c, tr("this Spark's helper is not there"));
        return true;
    }
    using peers::RequestKind;
    switch (kind) {
    case RequestKind::State:
        answerState(c);
        break;
    case RequestKind::Try:
        onTry(c, text);
        break;
    case RequestKind::Verify:
        onVerify(c, text);
        break;
    case RequestKind::Confirm:
        onConfirm(c, text);
        break;
    case RequestKind::Cancel:
        onCancel(c);
        break;
    case RequestKind::Inventory:
    case RequestKind::Doctor:
    case RequestKind::SshKey:
    case RequestKind::SshUserKey:
    case RequestKind::Plan:
    case RequestKind::TestServer:
    case RequestKind::Metrics:
    case RequestKind::Relay:
    case RequestKind::Tunnel:
    case RequestKind::LaunchPath: // answered above
        break;                    // not cluster kinds: refused above
    }
    return true;
}

void MemberService::refuse(peers::PeerConnection *c, const QString &why)
{
    Q_EMIT notice(tr("Refused a cluster request from %1: %2")
                      .arg(c->peerName(), peers::printableText(why, false)));
    c->answer(false, tr("refused by %1: %2").arg(m_sources.hostname, why));
}

void MemberService::answerState(peers::PeerConnection *connection)
{
    // Going back right now: the file and the addresses are about to change, so a state now
    // would be stale at once. The asking seat tries again in a moment.
    if (m_try && (m_try->phase == Pending::Phase::Reverting ||
                  (m_try->phase == Pending::Phase::Applying && m_try->revertAfterApply)))
        return connection->answer(
            false, tr("%1 is going back to its previous file").arg(m_sources.hostname));
    m_reader.read(connection->peerId(), [this,
                                         c = Connection(connection)](Result<MemberState> state) {
        if (!c)
            return;
        if (!state)
            return refuse(c, state.errorMessage());
        const QByteArray json = state->toJson();
        if (json.size() > MemberState::kMaxBytes)
            return refuse(c, tr("its state is larger than %1 bytes").arg(MemberState::kMaxBytes));
        c->answer(true, QString::fromUtf8(json));
    });
}

void MemberService::onTry(peers::PeerConnection *c, const QString &text)
{
    Result<MemberTry> parsed = MemberTry::fromJson(text.toUtf8());
    if (!parsed)
        return refuse(c, tr("not a valid try: %1").arg(parsed.errorMessage()));
    if (isPending())
        return refuse(c, tr("a change from %1 is already pending here").arg(m_try->seatName));
    const ClusterRecord &record = parsed->record;
    if (!record.member(m_sources.id))
        return refuse(c, tr("the cluster record does not name this Spark as a member"));
    if (record.seatId != c->peerId() || !record.member(c->peerId()))
        return refuse(
            c,
            tr("the cluster record does not name %1 as its seat and a member").arg(c->peerName()));
    // What SSH to the seat is re-pointed to once kept: only addresses this Spark's own plan
    // puts on its links (never an address elsewhere that from= would then let in).
    if (const Status seat = RecordAddresses::checkPeerAddresses(record, m_sources.id, record.seatId,
                                                                parsed->seatAddresses);
        !seat)
        return refuse(c, tr("the seat's addresses do not fit the plan: %1")
                             .arg(peers::printableText(seat.errorMessage(), false)));
    // The helper's own policy first, as for a proposed plan: a plan it would refuse is
    // refused here with the reasons, and nobody is asked.
    const hw::HostInventory inventory =
        m_sources.inventory ? m_sources.inventory() : hw::HostInventory{};
    const netplan::PolicyVerdict verdict =
        netplan::NetplanPolicy(inventory.cx7Netdevs()).review(parsed->netplan);
    if (!verdict.ok())
        return refuse(c, peers::printableText(verdict.problems.join(QStringLiteral("; ")), false));

    m_try = std::make_unique<Pending>();
    m_try->serial = m_nextSerial++;
    m_try->seatId = c->peerId();
    m_try->seatName = c->peerName();
    m_try->request = std::move(*parsed);
    m_try->canonical = verdict.canonical;
    const quint64 serial = m_try->serial;
    // A seat that goes away while this is checked leaves nothing reserved.
    const auto drop = [this, serial] {
        if (m_try && m_try->serial == serial && m_try->phase == Pending::Phase::Checking)
            m_try.reset();
    };
    connect(c, &peers::PeerConnection::failed, this, drop);
    connect(c, &QObject::destroyed, this, drop);
    checkTry(c, serial);
}

void MemberService::checkTry(Connection c, quint64 serial)
{
    const auto stillChecking = [this, c, serial] {
        return c && m_try && m_try->serial == serial && m_try->phase == Pending::Phase::Checking;
    };
    m_helper->validate(m_try->request.netplan, [this, c, serial, stillChecking](Status valid) {
        if (!stillChecking())
            return;
        if (!valid) {
            m_try.reset();
            return refuse(c, valid.errorMessage());
        }
        m_helper->current([this, c, serial, stillChecking](Result<QByteArray> current) {
            if (!stillChecking())
                return;
            if (!current) {
                m_try.reset();
                return refuse(c, current.errorMessage());
            }
            decideTry(c, serial, *current);
        });
    });
}

void MemberService::decideTry(Connection c, quint64 serial, const QByteArray &current)
{
    const QString path = QLatin1Char('/') + QLatin1String(netplan::NetplanHierarchy::kOurFile);
    m_try->diff =
        current == m_try->canonical
            ? tr("%1 is already exactly this.").arg(path)
            : netplan::unifiedDiff(QString::fromUtf8(current), QString::fromUtf8(m_try->canonical),
                                   tr("%1 (now)").arg(path), tr("%1 (new)").arg(path));
    m_helper->delegated(m_try->seatId, [this, c, serial](Result<bool> delegated) {
        if (!c || !m_try || m_try->serial != serial || m_try->phase != Pending::Phase::Checking)
            return;
        if (!delegated) {
            m_try.reset();
            return refuse(c, delegated.errorMessage());
        }
        // Delegated and signed: the helper checks the signature, nobody here is asked.
        m_try->delegated = *delegated && !m_try->request.signature.isEmpty();
        if (m_try->delegated)
            return startApply(c, serial);
        if (!m_responder) {
            m_try.reset();
            return refuse(c, tr("nobody is here to ask"));
        }
        peers::PeerQuestion q;
        q.kind = peers::PeerQuestion::Kind::ClusterTry;
        q.peerName = m_try->seatName;
        q.peerId = m_try->seatId;
        q.detail = peers::printableText(m_try->diff, true);
        q.question = tr("%1 (paired) asks to apply this network plan on this Spark now, for the "
                        "cluster %2. It reverts on its own after %3 s unless %1 confirms it. "
                        "Apply it?")
                         .arg(m_try->seatName, m_try->request.record.name)
                         .arg(m_try->request.deadlineSeconds);
        m_responder->ask(c, q, [this, c, serial](bool yes) {
            if (!c)
                return;
            if (!m_try || m_try->serial != serial || m_try->phase != Pending::Phase::Checking)
                return c->answer(false, tr("cancelled on %1").arg(m_sources.hostname));
            if (yes)
                return startApply(c, serial);
            m_try.reset();
            c->answer(false, tr("declined by %1's person").arg(m_sources.hostname));
        });
    });
}

void MemberService::startApply(Connection c, quint64 serial)
{
    Pending &p = *m_try;
    p.phase = Pending::Phase::Applying;
    c->answer(true, tr("applying on %1; it reverts after %2 s unless confirmed")
                        .arg(m_sources.hostname)
                        .arg(p.request.deadlineSeconds));
    const auto applied = [self = QPointer<MemberService>(this), serial](Status status) {
        if (self)
            self->onApplied(serial, status);
    };
    if (p.delegated)
        m_helper->tryDelegated(p.request.netplan, p.request.deadlineSeconds, p.seatId,
                               p.request.nonce, p.request.expiresAt, p.request.signature, applied);
    else
        m_helper->tryAsked(p.canonical, p.request.deadlineSeconds, applied);
}

void MemberService::onApplied(quint64 serial, const Status &applied)
{
    if (!m_try || m_try->serial != serial || m_try->phase != Pending::Phase::Applying)
        return;
    if (!applied)
        return endTry(makeError(applied.error().code,
                                tr("the helper did not apply it: %1").arg(applied.errorMessage()),
                                applied.error().detail),
                      false);
    m_try->phase = Pending::Phase::InForce;
    Q_EMIT pendingChanged(m_try->seatName, m_try->diff, int(m_try->request.deadlineSeconds));
    if (m_try->revertAfterApply)
        return revert(m_try->revertWhy);
    const auto waiting = std::exchange(m_try->verifyWaiters, {});
    for (const auto &[c, targets] : waiting)
        if (c)
            runChecks(c, targets);
}

void MemberService::endTry(const Error &error, bool wasInForce)
{
    if (!m_try || m_try->phase == Pending::Phase::Ended)
        return;
    Pending &p = *m_try;
    p.phase = Pending::Phase::Ended;
    const QString &why = error.message;
    p.endedWhy = why;
    for (const auto &[c, targets] : std::exchange(p.verifyWaiters, {}))
        if (c)
            c->answer(false, why);
    for (const auto &[c, checker] : std::exchange(p.checks, {})) {
        if (checker) {
            checker->disconnect(this);
            checker->cancel();
            checker->deleteLater();
        }
        if (c)
            c->answer(false, why);
    }
    if (wasInForce)
        Q_EMIT pendingReverted(error);
    else
        Q_EMIT notice(tr("The change from %1 was not applied: %2").arg(p.seatName, why));
}

MemberService::Pending *MemberService::ownTry(peers::PeerConnection *c)
{
    if (!m_try) {
        refuse(c, tr("nothing was tried here"));
        return nullptr;
    }
    if (m_try->seatId != c->peerId()) {
        refuse(c, tr("the change here is %1's").arg(m_try->seatName));
        return nullptr;
    }
    return m_try.get();
}

void MemberService::onVerify(peers::PeerConnection *c, const QString &text)
{
    const Result<QList<bench::TwinCheckTarget>> targets =
        VerifyJson::targetsFromJson(text.toUtf8());
    if (!targets)
        return refuse(c, tr("not a valid verify: %1").arg(targets.errorMessage()));
    Pending *p = ownTry(c);
    if (!p)
        return;
    const QSet<QString> netdevs =
        (m_sources.inventory ? m_sources.inventory() : hw::HostInventory{}).cx7Netdevs();
    for (const bench::TwinCheckTarget &t : *targets)
        if (!netdevs.contains(t.netdev))
            return refuse(c, tr("%1 is not a CX-7 netdev here").arg(t.netdev));
    switch (p->phase) {
    case Pending::Phase::Checking:
        return refuse(c, tr("the try is still being checked"));
    case Pending::Phase::Applying: // answered once the helper has applied it
        p->verifyWaiters.append({c, *targets});
        return;
    case Pending::Phase::InForce:
        return runChecks(c, *targets);
    case Pending::Phase::Reverting:
    case Pending::Phase::Confirming:
        return refuse(c, tr("the change is ending"));
    case Pending::Phase::Ended:
        return c->answer(false, p->endedWhy);
    }
}

void MemberService::runChecks(Connection c, const QList<bench::TwinCheckTarget> &targets)
{
    bench::LinkChecker *checker = m_makeChecker ? m_makeChecker(this) : new bench::LinkChecks(this);
    auto results = std::make_shared<QList<bench::CheckResult>>();
    connect(checker, &bench::LinkChecker::checked, this,
            [results](const bench::CheckResult &r) { results->append(r); });
    connect(checker, &bench::LinkChecker::finished, this, [this, c, checker, results] {
        if (m_try)
            m_try->checks.removeIf(
                [checker](const auto &entry) { return entry.second == checker; });
        checker->deleteLater();
        if (c)
            c->answer(true, QString::fromUtf8(VerifyJson::resultsToJson(*results)));
    });
    // The asking seat went away: nobody waits for the pings.
    connect(c, &QObject::destroyed, checker, [checker] {
        checker->cancel();
        checker->deleteLater();
    });
    m_try->checks.append({c, checker});
    checker->start(m_sources.inventory ? m_sources.inventory() : hw::HostInventory{}, targets);
}

void MemberService::onConfirm(peers::PeerConnection *c, const QString &text)
{
    Pending *p = ownTry(c);
    if (!p)
        return;
    if (p->phase == Pending::Phase::Ended)
        return c->answer(false, p->endedWhy);
    if (p->phase != Pending::Phase::InForce)
        return refuse(c, tr("the change is not in force"));
    const QByteArray signature = QByteArray::fromBase64(text.toLatin1());
    if (p->delegated && signature.isEmpty())
        return refuse(c, tr("a delegated change is kept only on the seat's signature"));
    p->phase = Pending::Phase::Confirming;
    const quint64 serial = p->serial;
    const auto kept = [this, c = Connection(c), serial](Status confirmed) {
        if (!m_try || m_try->serial != serial || m_try->phase != Pending::Phase::Confirming) {
            if (c)
                c->answer(false,
                          tr("the change is no longer pending on %1").arg(m_sources.hostname));
            return;
        }
        if (!confirmed) {
            m_try->phase = Pending::Phase::InForce; // its countdown still runs
            if (c)
                refuse(c, confirmed.errorMessage());
            return;
        }
        const std::unique_ptr<Pending> done = std::move(m_try);
        const Status saved = done->request.record.save(m_sources.stateDir);
        Q_EMIT pendingKept(tr("confirmed by %1").arg(done->seatName));
        repointSsh(*done);
        if (!c)
            return;
        if (!saved)
            return c->answer(false, tr("%1 kept the plan but could not store the cluster "
                                       "record: %2")
                                        .arg(m_sources.hostname, saved.errorMessage()));
        c->answer(true, tr("kept on %1").arg(m_sources.hostname));
    };
    if (p->delegated)
        m_helper->confirmDelegated(signature, kept);
    else
        m_helper->confirm(kept);
}

void MemberService::repointSsh(const Pending &kept)
{
    // This member's side of the kept change: its Host block for the seat and the seat key's
    // from= list follow the seat's planned addresses on the links between them (no file of
    // the seat's is touched from here; the seat does its own).
    if (m_sources.homeDir.isEmpty())
        return;
    const Status moved = SshRepoint::keptOnMember(m_sources.homeDir, kept.seatName, kept.seatId,
                                                  kept.request.seatAddresses);
    if (!moved)
        Q_EMIT notice(tr("SSH to and from %1 still uses its old address: %2")
                          .arg(kept.seatName, moved.errorMessage()));
}

void MemberService::onCancel(peers::PeerConnection *c)
{
    if (!isPending())
        return c->answer(true, tr("reverted on %1: nothing was pending").arg(m_sources.hostname));
    if (m_try->seatId != c->peerId())
        return refuse(c, tr("the change here is %1's").arg(m_try->seatName));
    switch (m_try->phase) {
    case Pending::Phase::Checking: // nothing applied: the person's question goes unanswered
        m_try.reset();
        return c->answer(true, tr("reverted on %1: nothing was applied").arg(m_sources.hostname));
    case Pending::Phase::Confirming:
        return refuse(c, tr("the change is being kept"));
    default:
        // Answered before going back: the revert ends the address this connection came in on
        // (an answer sent after it would never arrive). The seat asks `state` afterwards, which
        // says when the previous file is back.
        c->answer(true, tr("going back to the previous file on %1").arg(m_sources.hostname));
        return revert(tr("cancelled by %1").arg(m_try->seatName));
    }
}

void MemberService::revertNow()
{
    if (isPending() && m_try->phase != Pending::Phase::Checking &&
        m_try->phase != Pending::Phase::Confirming)
        revert(tr("reverted by %1's person").arg(m_sources.hostname));
}

void MemberService::revert(const QString &why)
{
    Pending &p = *m_try;
    if (p.phase == Pending::Phase::Applying) { // once applied, at once
        p.revertAfterApply = true;
        p.revertWhy = why;
        return;
    }
    if (p.phase == Pending::Phase::Reverting)
        return;
    p.phase = Pending::Phase::Reverting;
    const quint64 serial = p.serial;
    m_helper->cancel([this, why, serial](Status cancelled) {
        if (!m_try || m_try->serial != serial || m_try->phase != Pending::Phase::Reverting)
            return; // it ended on its own meanwhile
        if (cancelled)
            return endTry(makeError(ErrorCode::Cancelled, why), true);
        m_try->phase = Pending::Phase::InForce; // its countdown still runs
        const QString failure =
            tr("could not revert on %1: %2").arg(m_sources.hostname, cancelled.errorMessage());
        Q_EMIT notice(failure);
    });
}

} // namespace sparkwire::cluster
