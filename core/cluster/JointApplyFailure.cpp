#include "JointApplyDriver.h"

#include <QCoreApplication>

namespace sparkwire::cluster {

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
