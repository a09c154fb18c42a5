#include "JointApplyDriver.h"
#include "RecordAddresses.h"

#include "delegation/PlanSignature.h"
#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>

namespace sparkwire::cluster {

namespace {

// How long after the try the seat's signature may still be used by a member's helper: the
// member asks its helper at once, so this only bounds a plan that was held back somewhere.
constexpr qint64 kSignatureLifetimeSeconds = 300; // still valid with minutes of clock skew

} // namespace

JointApply::JointApply(Options options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_impl(std::make_unique<Impl>())
{
    m_impl->countdown.setInterval(1000);
    connect(&m_impl->countdown, &QTimer::timeout, this, [this] { JointApplyDriver::tick(this); });
}

JointApply::~JointApply()
{
    for (const auto &c : std::as_const(m_impl->connections))
        disconnect(c);
}

void JointApply::setMembers(const QList<MemberLink *> &members)
{
    m_members.clear();
    for (MemberLink *m : members)
        m_members << m;
}

bool JointApply::isRunning() const
{
    return m_impl->stage != Impl::Stage::Idle;
}

bool JointApply::isCancelling() const
{
    return m_impl->stage == Impl::Stage::Cancel;
}

bool JointApply::awaitingKeep() const
{
    return m_impl->stage == Impl::Stage::Verify && m_impl->awaitingKeep;
}

int JointApply::secondsLeftNow() const
{
    if (!m_impl->countdown.isActive())
        return -1;
    return int(qMax<qint64>(0, m_impl->deadline.remainingTime() / 1000));
}

void JointApply::keep()
{
    if (!awaitingKeep())
        return;
    m_impl->awaitingKeep = false;
    m_impl->kept = true;
    JointApplyDriver::maybeConfirm(this);
}

void JointApplyDriver::tick(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    Q_EMIT self->secondsLeft(int(d.deadline.remainingTime() / 1000));
    // Nobody kept it: cancel everywhere a moment before the helpers go back on their own, so
    // the outcome says why.
    if (d.stage == JointApply::Impl::Stage::Verify && d.awaitingKeep &&
        d.deadline.remainingTime() <= 1500) {
        d.awaitingKeep = false;
        fail(self, nullptr,
             QCoreApplication::translate("JointApply",
                                         "nobody kept the change before the countdown ended"));
    }
}

QString JointApply::outcomeName(MemberOutcome outcome)
{
    switch (outcome) {
    case MemberOutcome::Confirmed:
        return QStringLiteral("confirmed");
    case MemberOutcome::Reverted:
        return QStringLiteral("reverted");
    case MemberOutcome::Failed:
        return QStringLiteral("failed");
    case MemberOutcome::Unchanged:
        return QStringLiteral("unchanged");
    case MemberOutcome::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

// --- plumbing: every member's answers come here ---------------------------------------------

QString stepName(MemberLink::Step step)
{
    switch (step) {
    case MemberLink::Step::State:
        return QCoreApplication::translate("JointApply", "reading its state");
    case MemberLink::Step::Try:
        return QCoreApplication::translate("JointApply", "trying the plan");
    case MemberLink::Step::Verify:
        return QCoreApplication::translate("JointApply", "checking its links");
    case MemberLink::Step::Confirm:
        return QCoreApplication::translate("JointApply", "confirming");
    case MemberLink::Step::Cancel:
        return QCoreApplication::translate("JointApply", "cancelling");
    }
    return {};
}

MemberRun *JointApplyDriver::runOf(JointApply *self, MemberLink *link)
{
    for (MemberRun &r : self->m_impl->runs)
        if (r.link == link)
            return &r;
    return nullptr;
}

void JointApplyDriver::wire(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    for (const auto &c : std::as_const(d.connections))
        QObject::disconnect(c);
    d.connections.clear();
    d.runs.clear();
    for (const QPointer<MemberLink> &p : std::as_const(self->m_members)) {
        MemberLink *link = p.data();
        if (!link)
            continue;
        MemberRun run;
        run.link = link;
        run.timer = new QTimer(self);
        run.timer->setSingleShot(true);
        d.runs << run;
        // Only the answer to the step in flight counts: a late answer to an abandoned step
        // (after a timeout, or a verify overtaken by a cancel) is dropped.
        auto on = [self, link](MemberLink::Step step, auto handler) {
            return [self, link, step, handler](auto &&...args) {
                MemberRun *r = runOf(self, link);
                if (!r || !r->busy || r->inFlight != step)
                    return;
                r->busy = false;
                r->timer->stop();
                handler(*r, args...);
            };
        };
        using Step = MemberLink::Step;
        d.connections << QObject::connect(
            link, &MemberLink::stateRead, self,
            on(Step::State, [self](MemberRun &r, const MemberState &s) { onState(self, r, s); }));
        d.connections << QObject::connect(
            link, &MemberLink::tried, self, on(Step::Try, [self](MemberRun &r) {
                // From now on its link-local addresses may be gone: reach it where its plan
                // puts it.
                r.link->setAddressesAfterTry(addressesFromSeat(self, r));
                r.phase = JointApply::Phase::Tried;
                Q_EMIT self->memberPhase(r.link->id(), r.phase, {});
                maybeVerify(self);
                maybeFinishCancel(self);
            }));
        d.connections << QObject::connect(
            link, &MemberLink::verified, self,
            on(Step::Verify, [self](MemberRun &r, const QList<bench::CheckResult> &results) {
                onVerified(self, r, results);
            }));
        d.connections << QObject::connect(link, &MemberLink::confirmed, self,
                                          on(Step::Confirm, [self](MemberRun &r) {
                                              r.tried = false;
                                              r.phase = JointApply::Phase::Confirmed;
                                              r.outcome = JointApply::MemberOutcome::Confirmed;
                                              Q_EMIT self->memberPhase(r.link->id(), r.phase, {});
                                              maybeFinishConfirm(self);
                                          }));
        d.connections << QObject::connect(
            link, &MemberLink::cancelled, self,
            on(Step::Cancel, [self](MemberRun &r, const Error &why) {
                // Its answer says it goes back; its state, asked next, says when it is back.
                r.cancelAnswered = true;
                Q_EMIT self->memberPhase(r.link->id(), JointApply::Phase::Cancelling, why.message);
                maybeFinishCancel(self);
            }));
        d.connections << QObject::connect(link, &MemberLink::failed, self,
                                          [self, link](MemberLink::Step step, const Error &error) {
                                              MemberRun *r = runOf(self, link);
                                              if (!r || !r->busy || r->inFlight != step)
                                                  return;
                                              r->busy = false;
                                              r->timer->stop();
                                              onFailed(self, *r, step, error);
                                          });
        d.connections << QObject::connect(run.timer, &QTimer::timeout, self, [self, link] {
            MemberRun *r = runOf(self, link);
            if (!r || !r->busy)
                return;
            r->busy = false;
            onFailed(self, *r, r->inFlight,
                     makeError(ErrorCode::Timeout,
                               QCoreApplication::translate("JointApply",
                                                           "%1 did not answer in time while %2.")
                                   .arg(link->name(), stepName(r->inFlight))));
        });
    }
}

void JointApplyDriver::ask(JointApply *self, MemberRun &run, MemberLink::Step step,
                           const std::function<void()> &call, int timeoutMs)
{
    run.busy = true;
    run.inFlight = step;
    run.timer->start(timeoutMs > 0 ? timeoutMs : self->m_options.stepTimeoutMs);
    call();
}

int JointApplyDriver::tryWaitMs(JointApply *self, const MemberRun &run)
{
    // The step wait, plus the time the member says its try may take by its own limits (read
    // right before the try): a slow member that is still working is not failed; one past
    // its own limits has failed by itself and answered so.
    return self->m_options.stepTimeoutMs + run.freshState.trySeconds * 1000;
}

bool JointApplyDriver::allIdle(JointApply *self)
{
    for (const MemberRun &r : std::as_const(self->m_impl->runs))
        if (r.busy)
            return false;
    return true;
}

// --- state ----------------------------------------------------------------------------------

void JointApply::readStates()
{
    if (isRunning())
        return;
    JointApplyDriver::wire(this);
    JointApplyDriver::startStates(this, Impl::Stage::States);
}

void JointApplyDriver::startStates(JointApply *self, JointApply::Impl::Stage stage)
{
    JointApply::Impl &d = *self->m_impl;
    d.stage = stage;
    d.states.clear();
    for (MemberRun &r : d.runs) {
        if (stage != JointApply::Impl::Stage::States && (!r.plan || r.done))
            continue;
        if (stage == JointApply::Impl::Stage::States) {
            r.phase = JointApply::Phase::ReadingState;
            Q_EMIT self->memberPhase(r.link->id(), r.phase, {});
        }
        ask(self, r, MemberLink::Step::State, [&r] { r.link->readState(); });
    }
    if (allIdle(self))
        stateStageDone(self);
}

void JointApplyDriver::onState(JointApply *self, MemberRun &run, const MemberState &state)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage == JointApply::Impl::Stage::Cancel) {
        onReport(self, run, state);
        return;
    }
    if (state.id != run.link->id()) {
        onFailed(self, run, MemberLink::Step::State,
                 makeError(ErrorCode::Protocol,
                           QCoreApplication::translate(
                               "JointApply", "%1 answered with the state of another Spark.")
                               .arg(run.link->name())));
        return;
    }
    run.freshState = state;
    if (d.stage == JointApply::Impl::Stage::States) {
        run.phase = JointApply::Phase::Waiting;
        Q_EMIT self->memberPhase(run.link->id(), run.phase, {});
    }
    if (allIdle(self))
        stateStageDone(self);
}

void JointApplyDriver::stateStageDone(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    switch (d.stage) {
    case JointApply::Impl::Stage::States: {
        QList<MemberState> states;
        for (const MemberRun &r : std::as_const(d.runs))
            states << r.freshState;
        d.stage = JointApply::Impl::Stage::Idle;
        Q_EMIT self->statesRead(states);
        return;
    }
    case JointApply::Impl::Stage::Refresh:
        // What was reviewed must still be what the members have.
        for (MemberRun &r : d.runs) {
            if (!r.plan || r.done)
                continue;
            if (r.freshState.currentCx7 != r.plan->current) {
                r.outcome = JointApply::MemberOutcome::Failed;
                finish(self, false,
                       QCoreApplication::translate(
                           "JointApply",
                           "%1's network configuration changed since you reviewed the plan; "
                           "nothing was changed anywhere. Go back and review it again.")
                           .arg(r.link->name()));
                return;
            }
        }
        startTries(self);
        return;
    case JointApply::Impl::Stage::Recheck: {
        QStringList lost;
        for (MemberRun &r : d.runs) {
            if (r.outcome != JointApply::MemberOutcome::Confirmed)
                continue;
            if (r.freshState.currentCx7 != r.plan->netplan || !r.freshState.record ||
                *r.freshState.record != d.plan.record) {
                r.outcome = JointApply::MemberOutcome::Failed;
                r.reason = QCoreApplication::translate(
                    "JointApply", "it confirmed, but does not hold the plan now");
                lost << r.link->name();
            }
        }
        if (!lost.isEmpty()) {
            finish(self, false,
                   QCoreApplication::translate(
                       "JointApply",
                       "%1 did not keep the plan after confirming it. Retry to apply it again.")
                       .arg(lost.join(QStringLiteral(", "))));
            return;
        }
        if (!d.failure.isEmpty()) { // a member could not be read again
            finish(self, false, d.failure);
            return;
        }
        finish(self, true,
               QCoreApplication::translate("JointApply",
                                           "Every member confirmed the plan and holds it."));
        return;
    }
    default:
        return;
    }
}

// --- apply ----------------------------------------------------------------------------------

void JointApply::apply(const ClusterPlan &plan)
{
    if (isRunning())
        return;
    JointApplyDriver::wire(this);
    m_impl->plan = plan;
    m_impl->failure.clear();
    m_impl->cancelFailed = false;
    m_impl->confirmFailed = false;
    m_impl->awaitingKeep = false;
    m_impl->kept = false;
    m_impl->reporting = false;
    for (MemberRun &r : m_impl->runs) {
        r.plan = m_impl->plan.member(r.link->id());
        r.outcome = MemberOutcome::Unchanged;
        if (!r.plan) {
            r.done = true;
            continue;
        }
        // Its file is the plan and it keeps this very record: nothing to ask of it.
        if (r.plan->unchanged && r.plan->kept && r.plan->kept->samePlan(plan.record)) {
            r.done = true;
            r.phase = Phase::Unchanged;
            Q_EMIT memberPhase(r.link->id(), r.phase, {});
        }
    }
    if (plan.unchanged()) {
        m_impl->stage = Impl::Stage::Confirm; // running until finished() below
        QTimer::singleShot(0, this, [this] {
            JointApplyDriver::finish(
                this, true,
                QCoreApplication::translate("JointApply",
                                            "The cluster already matches its plan: nothing was "
                                            "changed."));
        });
        return;
    }
    JointApplyDriver::startStates(this, Impl::Stage::Refresh);
}

void JointApplyDriver::startTries(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    d.stage = JointApply::Impl::Stage::Try;
    d.deadline = QDeadlineTimer(qint64(self->m_options.deadlineSeconds) * 1000);
    d.countdown.start();
    Q_EMIT self->secondsLeft(int(self->m_options.deadlineSeconds));
    maybeVerify(self); // the first wave of tries
}

QStringList JointApplyDriver::addressesFromSeat(const JointApply *self, const MemberRun &run)
{
    const JointApply::Impl &d = *self->m_impl;
    return topology::PlannedAddress::hostTexts(
        RecordAddresses::reachableFrom(d.plan.record, d.plan.addressPlan, d.plan.record.seatId)
            .value(run.link->id()));
}

void JointApplyDriver::tryOne(JointApply *self, MemberRun &run)
{
    JointApply::Impl &d = *self->m_impl;
    MemberTry request;
    request.netplan = run.plan->netplan;
    request.record = d.plan.record;
    // Where the member's SSH to this seat goes once the change is kept.
    request.seatAddresses =
        RecordAddresses::reachableFrom(d.plan.record, d.plan.addressPlan, run.link->id())
            .value(d.plan.record.seatId);
    request.deadlineSeconds = unsigned(qMax<qint64>(1, d.deadline.remainingTime() / 1000));
    run.delegated =
        run.freshState.consent == QLatin1String("delegated") && !run.freshState.nonce.isEmpty();
    if (run.delegated) {
        if (!self->m_signer) {
            fail(self, &run,
                 QCoreApplication::translate("JointApply",
                                             "this seat has no key to sign %1's plan with")
                     .arg(run.link->name()));
            return;
        }
        request.nonce = run.freshState.nonce;
        request.expiresAt = QDateTime::currentSecsSinceEpoch() + kSignatureLifetimeSeconds;
        const Result<QByteArray> signature = self->m_signer(delegation::PlanSignature::tryMessage(
            request.netplan, request.deadlineSeconds, request.nonce, request.expiresAt));
        if (!signature) {
            fail(self, &run, signature.error().message);
            return;
        }
        request.signature = *signature;
    }
    run.tried = true; // from here on it may hold the plan: cancel it on any failure
    run.phase = JointApply::Phase::Trying;
    Q_EMIT self->memberPhase(run.link->id(), run.phase, {});
    if (d.stage != JointApply::Impl::Stage::Try)
        return; // a listener cancelled
    ask(
        self, run, MemberLink::Step::Try, [&run, request] { run.link->tryPlan(request); },
        tryWaitMs(self, run));
}

void JointApplyDriver::maybeVerify(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage != JointApply::Impl::Stage::Try)
        return;
    // Tries go out in waves, farthest from the seat first and the seat itself last: a member's
    // change may end the link-local addresses it was reached on, and a member further out is
    // reached through nearer ones (a relay, tunnels), whose answers must pass before they
    // change. A wave goes out once every member of the one before it has accepted.
    const QHash<QString, int> hops = d.plan.record.cableHopsFrom(d.plan.record.seatId);
    int farthestWaiting = -1;
    for (const MemberRun &r : std::as_const(d.runs)) {
        if (r.done)
            continue;
        if (r.phase == JointApply::Phase::Waiting)
            farthestWaiting = qMax(farthestWaiting, hops.value(r.link->id(), 1));
        else if (r.phase != JointApply::Phase::Tried)
            return; // an answer of this wave is still to come
    }
    if (farthestWaiting >= 0) {
        for (MemberRun &r : d.runs)
            if (!r.done && r.phase == JointApply::Phase::Waiting &&
                hops.value(r.link->id(), 1) == farthestWaiting &&
                d.stage == JointApply::Impl::Stage::Try)
                tryOne(self, r);
        return;
    }
    d.stage = JointApply::Impl::Stage::Verify;
    // Every member checks its links, also one whose file did not change: its neighbours did.
    for (MemberRun &r : d.runs) {
        if (!r.plan)
            continue;
        r.phase = JointApply::Phase::Verifying;
        Q_EMIT self->memberPhase(r.link->id(), r.phase, {});
        if (d.stage != JointApply::Impl::Stage::Verify)
            return; // a listener cancelled
        const QList<bench::TwinCheckTarget> checks = r.plan->checks;
        // Its verify waits for its apply to end: the same budget as its try.
        ask(
            self, r, MemberLink::Step::Verify, [&r, checks] { r.link->verify(checks); },
            tryWaitMs(self, r));
    }
}

void JointApplyDriver::onVerified(JointApply *self, MemberRun &run,
                                  const QList<bench::CheckResult> &results)
{
    QStringList problems;
    for (const bench::CheckResult &result : results) {
        Q_EMIT self->twinChecked(run.link->id(), result);
        if (result.ok)
            continue;
        if (!run.failedTwins.contains(result.netdev))
            run.failedTwins << result.netdev;
        problems << QStringLiteral("%1: %2").arg(result.netdev, result.detail);
    }
    if (!problems.isEmpty()) {
        fail(self, &run,
             QCoreApplication::translate("JointApply", "%1 failed the check on %2")
                 .arg(run.link->name(), problems.join(QStringLiteral("; "))));
        return;
    }
    run.phase = JointApply::Phase::Verified;
    Q_EMIT self->memberPhase(run.link->id(), run.phase, {});
    maybeConfirm(self);
}

void JointApplyDriver::maybeConfirm(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage != JointApply::Impl::Stage::Verify)
        return;
    for (const MemberRun &r : std::as_const(d.runs))
        if (r.plan && r.phase != JointApply::Phase::Verified)
            return;
    if (self->m_options.holdForKeep && !d.kept) {
        if (!d.awaitingKeep) {
            d.awaitingKeep = true;
            Q_EMIT self->readyToKeep();
        }
        return;
    }
    d.stage = JointApply::Impl::Stage::Confirm;
    for (MemberRun &r : d.runs) {
        if (!r.plan)
            continue;
        if (!r.tried) {
            r.phase = JointApply::Phase::Unchanged;
            Q_EMIT self->memberPhase(r.link->id(), r.phase, {});
            continue;
        }
        QByteArray signature;
        if (r.delegated) {
            const Result<QByteArray> signed_ = self->m_signer(
                delegation::PlanSignature::confirmMessage(r.freshState.nonce, r.plan->netplan));
            if (!signed_) {
                fail(self, &r, signed_.error().message);
                return;
            }
            signature = *signed_;
        }
        r.phase = JointApply::Phase::Confirming;
        Q_EMIT self->memberPhase(r.link->id(), r.phase, {});
        if (d.stage != JointApply::Impl::Stage::Confirm)
            return;
        ask(self, r, MemberLink::Step::Confirm, [&r, signature] { r.link->confirm(signature); });
    }
    maybeFinishConfirm(self);
}

void JointApplyDriver::maybeFinishConfirm(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage != JointApply::Impl::Stage::Confirm || !allIdle(self))
        return;
    d.countdown.stop();
    if (!d.failure.isEmpty()) {
        d.confirmFailed = true;
        finish(self, false, d.failure);
        return;
    }
    startStates(self, JointApply::Impl::Stage::Recheck);
}

} // namespace sparkwire::cluster
