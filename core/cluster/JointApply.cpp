#include "JointApply.h"

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

// One member's progress through the steps.
struct MemberRun
{
    MemberLink *link = nullptr;
    const MemberPlan *plan = nullptr;
    MemberState freshState;
    JointApply::Phase phase = JointApply::Phase::Waiting;
    MemberLink::Step inFlight = MemberLink::Step::State;
    bool busy = false;
    bool tried = false; // its helper holds (or may hold) the plan: must be confirmed or cancelled
    bool delegated = false;
    bool cancelSent = false;
    bool done = false; // nothing more is asked of it
    JointApply::MemberOutcome outcome = JointApply::MemberOutcome::Unchanged;
    QString reason;
    QStringList failedTwins;
    QTimer *timer = nullptr;
};

struct JointApply::Impl
{
    enum class Stage
    {
        Idle,
        States,
        Refresh, // `state` again right before the try: fresh nonces, nothing changed since review
        Try,
        Verify,
        Confirm,
        Recheck, // `state` after confirm: did every member keep it?
        Cancel,
    };
    Stage stage = Stage::Idle;
    ClusterPlan plan;
    QList<MemberRun> runs;
    QList<MemberState> states;
    QString failure;            // the first reason, for the summary
    bool cancelFailed = false;  // a member could not be told: its helper reverts at the deadline
    bool confirmFailed = false; // some may have kept the plan
    QDeadlineTimer deadline;
    QTimer countdown;
    QList<QMetaObject::Connection> connections;
};

JointApply::JointApply(Options options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_impl(std::make_unique<Impl>())
{
    m_impl->countdown.setInterval(1000);
    connect(&m_impl->countdown, &QTimer::timeout, this,
            [this] { Q_EMIT secondsLeft(int(m_impl->deadline.remainingTime() / 1000)); });
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
    }
    return {};
}

// --- plumbing: every member's answers come here ---------------------------------------------

namespace {

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

} // namespace

class JointApplyDriver
{
public:
    static void wire(JointApply *self);
    static void ask(JointApply *self, MemberRun &run, MemberLink::Step step,
                    const std::function<void()> &call);
    static MemberRun *runOf(JointApply *self, MemberLink *link);
    static void answered(JointApply *self, MemberRun &run);
    static void onState(JointApply *self, MemberRun &run, const MemberState &state);
    static void onFailed(JointApply *self, MemberRun &run, MemberLink::Step step,
                         const Error &error);
    static void startStates(JointApply *self, JointApply::Impl::Stage stage);
    static void stateStageDone(JointApply *self);
    static void startTries(JointApply *self);
    static void tryOne(JointApply *self, MemberRun &run);
    static void maybeVerify(JointApply *self);
    static void onVerified(JointApply *self, MemberRun &run,
                           const QList<bench::CheckResult> &results);
    static void maybeConfirm(JointApply *self);
    static void maybeFinishConfirm(JointApply *self);
    static void fail(JointApply *self, MemberRun *culprit, const QString &reason);
    static void cancelOne(JointApply *self, MemberRun &run);
    static void maybeFinishCancel(JointApply *self);
    static void finish(JointApply *self, bool ok, const QString &summary);
    static bool allIdle(JointApply *self);
};

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
        d.connections << QObject::connect(link, &MemberLink::tried, self,
                                          on(Step::Try, [self](MemberRun &r) {
                                              // From now on its link-local addresses may be
                                              // gone: reach it where its plan puts it.
                                              r.link->setAddressesAfterTry(r.plan->addresses);
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
            on(Step::Cancel, [self](MemberRun &r, const QString &why) {
                r.tried = false;
                r.done = true;
                r.phase = JointApply::Phase::Reverted;
                if (r.outcome != JointApply::MemberOutcome::Failed)
                    r.outcome = JointApply::MemberOutcome::Reverted;
                Q_EMIT self->memberPhase(r.link->id(), r.phase, why);
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
                           const std::function<void()> &call)
{
    run.busy = true;
    run.inFlight = step;
    run.timer->start(self->m_options.stepTimeoutMs);
    call();
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
    // The others first: the seat's own change may end the link-local addresses they were
    // reached on. Its try goes out once every other member has accepted.
    for (MemberRun &r : d.runs)
        if (!r.done && r.link->id() != d.plan.record.seatId &&
            d.stage == JointApply::Impl::Stage::Try)
            tryOne(self, r);
    maybeVerify(self);
}

void JointApplyDriver::tryOne(JointApply *self, MemberRun &run)
{
    JointApply::Impl &d = *self->m_impl;
    MemberTry request;
    request.netplan = run.plan->netplan;
    request.record = d.plan.record;
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
    ask(self, run, MemberLink::Step::Try, [&run, request] { run.link->tryPlan(request); });
}

void JointApplyDriver::maybeVerify(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage != JointApply::Impl::Stage::Try)
        return;
    MemberRun *seat = nullptr;
    for (MemberRun &r : d.runs) {
        if (r.done)
            continue;
        if (r.link->id() == d.plan.record.seatId) {
            seat = &r;
            continue;
        }
        if (r.phase != JointApply::Phase::Tried)
            return;
    }
    if (seat && seat->phase == JointApply::Phase::Waiting) {
        tryOne(self, *seat);
        return;
    }
    if (seat && seat->phase != JointApply::Phase::Tried)
        return;
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
        ask(self, r, MemberLink::Step::Verify, [&r, checks] { r.link->verify(checks); });
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

// --- failure and cancel ---------------------------------------------------------------------

void JointApplyDriver::onFailed(JointApply *self, MemberRun &run, MemberLink::Step step,
                                const Error &error)
{
    JointApply::Impl &d = *self->m_impl;
    const QString reason = error.message.isEmpty()
                               ? QCoreApplication::translate("JointApply", "%1 failed while %2.")
                                     .arg(run.link->name(), stepName(step))
                               : error.message;
    if (d.stage == JointApply::Impl::Stage::States) {
        d.stage = JointApply::Impl::Stage::Idle;
        for (MemberRun &r : d.runs) {
            r.busy = false;
            r.timer->stop();
        }
        Q_EMIT self->statesFailed(run.link->id(), error);
        return;
    }
    if (d.stage == JointApply::Impl::Stage::Cancel) {
        if (step == MemberLink::Step::Try) {
            // A try that was in flight when another member failed: a refusal changed nothing
            // there; a timeout may have, so it is cancelled like the others.
            if (error.code != ErrorCode::Timeout) {
                run.tried = false;
                run.done = true;
            }
            if (run.reason.isEmpty())
                run.reason = reason;
            maybeFinishCancel(self);
            return;
        }
        // Could not cancel: its helper reverts on its own when the deadline passes.
        d.cancelFailed = true;
        run.done = true;
        run.outcome = JointApply::MemberOutcome::Failed;
        const int secondsLeft = int(qMax<qint64>(0, d.deadline.remainingTime() / 1000));
        run.reason = QCoreApplication::translate("JointApply",
                                                 "%1 (its helper reverts on its own within %n s)",
                                                 "", secondsLeft)
                         .arg(reason);
        Q_EMIT self->memberPhase(run.link->id(), JointApply::Phase::Failed, run.reason);
        maybeFinishCancel(self);
        return;
    }
    if (d.stage == JointApply::Impl::Stage::Recheck) {
        run.outcome = JointApply::MemberOutcome::Failed;
        run.reason = QCoreApplication::translate(
                         "JointApply", "confirmed, but its state could not be read again: %1")
                         .arg(reason);
        d.confirmFailed = true; // every member was told to keep it: nothing is put back
        if (d.failure.isEmpty())
            d.failure = QCoreApplication::translate(
                            "JointApply", "%1 confirmed, but could not be asked afterwards "
                                          "whether it kept the plan: %2")
                            .arg(run.link->name(), reason);
        // The others' answers may still come; the last one finishes (see the Recheck stage).
        if (allIdle(self))
            finish(self, false, d.failure);
        return;
    }
    if (d.stage == JointApply::Impl::Stage::Confirm) {
        // Others may have confirmed already: nothing can take that back, so say it plainly.
        run.outcome = JointApply::MemberOutcome::Failed;
        run.reason = reason;
        if (d.failure.isEmpty())
            d.failure =
                QCoreApplication::translate(
                    "JointApply", "%1 did not confirm (%2); its helper reverts on its own at the "
                                  "deadline. Retry to apply the plan again.")
                    .arg(run.link->name(), reason);
        Q_EMIT self->memberPhase(run.link->id(), JointApply::Phase::Failed, reason);
        maybeFinishConfirm(self);
        return;
    }
    // A try that failed on the member changed nothing there (or its helper put it back); one
    // that timed out may be in force, so it is cancelled where its plan puts it.
    if (step == MemberLink::Step::Try && error.code != ErrorCode::Timeout)
        run.tried = false;
    else if (step == MemberLink::Step::Try)
        run.link->setAddressesAfterTry(run.plan->addresses);
    fail(self, &run, reason);
}

void JointApplyDriver::fail(JointApply *self, MemberRun *culprit, const QString &reason)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage == JointApply::Impl::Stage::Cancel)
        return;
    d.stage = JointApply::Impl::Stage::Cancel;
    d.failure = reason;
    if (culprit) {
        culprit->outcome = JointApply::MemberOutcome::Failed;
        culprit->reason = reason;
        Q_EMIT self->memberPhase(culprit->link->id(), JointApply::Phase::Failed, reason);
    }
    for (MemberRun &r : d.runs) {
        if (!r.plan || r.done)
            continue;
        if (r.busy && r.inFlight == MemberLink::Step::Try) {
            r.cancelSent = false; // cancel once its try answers or times out
            continue;
        }
        cancelOne(self, r);
    }
    maybeFinishCancel(self);
}

void JointApplyDriver::cancelOne(JointApply *self, MemberRun &run)
{
    if (run.cancelSent)
        return;
    run.cancelSent = true;
    if (run.outcome != JointApply::MemberOutcome::Failed) {
        run.outcome = JointApply::MemberOutcome::Reverted;
        if (run.reason.isEmpty())
            run.reason = QCoreApplication::translate("JointApply", "cancelled because %1")
                             .arg(self->m_impl->failure);
    }
    if (!run.tried) {
        // Nothing of the plan reached it: nothing to put back.
        run.done = true;
        return;
    }
    run.phase = JointApply::Phase::Cancelling;
    Q_EMIT self->memberPhase(run.link->id(), run.phase, {});
    ask(self, run, MemberLink::Step::Cancel, [&run] { run.link->cancel(); });
}

void JointApplyDriver::maybeFinishCancel(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage != JointApply::Impl::Stage::Cancel)
        return;
    // Tries still in flight when the failure came: cancel them now that they answered.
    for (MemberRun &r : d.runs)
        if (r.plan && !r.done && !r.busy && !r.cancelSent)
            cancelOne(self, r);
    if (!allIdle(self))
        return;
    for (const MemberRun &r : std::as_const(d.runs))
        if (r.plan && !r.done && r.cancelSent && r.tried && r.busy)
            return; // its cancel answer is still to come
    finish(self, false, d.failure);
}

void JointApply::cancel()
{
    if (!isRunning())
        return;
    if (m_impl->stage == Impl::Stage::States) {
        m_impl->stage = Impl::Stage::Idle;
        for (MemberRun &r : m_impl->runs) {
            r.busy = false;
            r.timer->stop();
        }
        Q_EMIT statesFailed(QString(),
                            makeError(ErrorCode::Cancelled,
                                      QCoreApplication::translate("JointApply", "Cancelled.")));
        return;
    }
    if (m_impl->stage == Impl::Stage::Confirm || m_impl->stage == Impl::Stage::Recheck)
        return; // too late: members are keeping it
    for (MemberRun &r : m_impl->runs) {
        if (r.busy && r.inFlight != MemberLink::Step::Try) {
            r.busy = false; // abandon a state or verify: the cancel goes out now
            r.timer->stop();
        }
    }
    JointApplyDriver::fail(this, nullptr,
                           QCoreApplication::translate("JointApply", "you cancelled the apply"));
}

void JointApplyDriver::finish(JointApply *self, bool ok, const QString &summary)
{
    JointApply::Impl &d = *self->m_impl;
    d.stage = JointApply::Impl::Stage::Idle;
    d.countdown.stop();
    JointApply::Outcome outcome;
    outcome.ok = ok;
    outcome.unchanged = ok;
    outcome.summary = summary;
    for (MemberRun &r : d.runs) {
        r.timer->stop();
        r.busy = false;
        if (!r.plan)
            continue;
        JointApply::MemberResult result;
        result.member = r.plan->member;
        result.outcome = r.outcome;
        result.reason = r.reason;
        result.failedTwins = r.failedTwins;
        if (r.outcome != JointApply::MemberOutcome::Unchanged)
            outcome.unchanged = false;
        outcome.members << result;
    }
    if (!ok && summary.isEmpty())
        outcome.summary = QCoreApplication::translate("JointApply", "The apply failed.");
    if (!ok && !d.cancelFailed && !d.confirmFailed)
        outcome.summary += QLatin1Char(' ') +
                           QCoreApplication::translate(
                               "JointApply", "Every member is back to its previous configuration.");
    Q_EMIT self->finished(outcome);
}

} // namespace sparkwire::cluster
