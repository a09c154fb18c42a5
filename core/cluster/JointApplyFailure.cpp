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
        switch (step) {
        case MemberLink::Step::Try:
            // A try that was in flight when the cancel came: a refusal changed nothing there; a
            // timeout may have, so it is cancelled like the others, where its plan puts it.
            if (error.code != ErrorCode::Timeout) {
                run.tried = false;
                run.done = true;
                run.phase = JointApply::Phase::Cancelled;
                if (run.outcome != JointApply::MemberOutcome::Failed)
                    run.outcome = JointApply::MemberOutcome::Cancelled;
                Q_EMIT self->memberPhase(run.link->id(), run.phase, reason);
            } else {
                run.link->setAddressesAfterTry(addressesFromSeat(self, run));
            }
            if (run.reason.isEmpty())
                run.reason = reason;
            break;
        case MemberLink::Step::Cancel:
            // No answer (its revert may have ended the address it was reached on) or a refusal:
            // its state, asked next, says whether it went back all the same.
            run.cancelAnswered = true;
            run.cancelError = reason;
            break;
        case MemberLink::Step::State:
            if (run.reported || run.done)
                break;
            if (d.reportDeadline.hasExpired()) {
                reportMissing(self, run, reason);
                return;
            }
            run.reportRetry = true; // still going back, or reachable again only in a moment
            QTimer::singleShot(self->m_options.reportRetryMs, self, [self, link = run.link] {
                MemberRun *r = runOf(self, link);
                if (!r || self->m_impl->stage != JointApply::Impl::Stage::Cancel)
                    return;
                r->reportRetry = false;
                if (!r->done)
                    askReport(self, *r);
            });
            return;
        default:
            break; // a verify or state abandoned for the cancel: nothing more is asked of it
        }
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
        run.link->setAddressesAfterTry(addressesFromSeat(self, run));
    fail(self, &run, reason);
}

void JointApplyDriver::fail(JointApply *self, MemberRun *culprit, const QString &reason)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage == JointApply::Impl::Stage::Cancel)
        return;
    d.stage = JointApply::Impl::Stage::Cancel;
    d.failure = reason;
    d.awaitingKeep = false;
    d.reporting = false;
    // No countdown is shown any more: what each member reports is.
    d.countdown.stop();
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
        if (r.busy) { // a state or verify is abandoned: its answer no longer counts
            r.busy = false;
            r.timer->stop();
        }
    }
    for (MemberRun &r : d.runs)
        if (r.plan && !r.done && !r.busy)
            cancelOne(self, r);
    maybeFinishCancel(self);
}

bool JointApplyDriver::othersStillCancelling(JointApply *self, const MemberRun &seat)
{
    for (const MemberRun &r : std::as_const(self->m_impl->runs))
        if (&r != &seat && r.plan && !r.done && r.tried && !r.cancelAnswered)
            return true;
    return false;
}

void JointApplyDriver::cancelOne(JointApply *self, MemberRun &run)
{
    JointApply::Impl &d = *self->m_impl;
    if (run.cancelSent)
        return;
    if (run.outcome != JointApply::MemberOutcome::Failed) {
        run.outcome =
            run.tried ? JointApply::MemberOutcome::Reverted : JointApply::MemberOutcome::Cancelled;
        if (run.reason.isEmpty())
            run.reason =
                QCoreApplication::translate("JointApply", "cancelled because %1").arg(d.failure);
    }
    if (!run.tried) {
        // Nothing of the plan reached it: nothing to put back.
        run.done = true;
        run.phase = JointApply::Phase::Cancelled;
        Q_EMIT self->memberPhase(run.link->id(), run.phase, {});
        return;
    }
    // The seat goes back last: its revert ends the addresses the others are reached on.
    if (run.link->id() == d.plan.record.seatId && othersStillCancelling(self, run))
        return;
    run.cancelSent = true;
    run.phase = JointApply::Phase::Cancelling;
    Q_EMIT self->memberPhase(run.link->id(), run.phase, {});
    ask(
        self, run, MemberLink::Step::Cancel, [&run] { run.link->cancel(); },
        self->m_options.cancelAckMs);
}

void JointApplyDriver::askReport(JointApply *self, MemberRun &run)
{
    if (self->m_options.reportAskMs <= 0)
        return;
    ask(
        self, run, MemberLink::Step::State, [&run] { run.link->readState(); },
        self->m_options.reportAskMs);
}

void JointApplyDriver::onReport(JointApply *self, MemberRun &run, const MemberState &state)
{
    if (run.done || run.reported)
        return;
    if (state.id == run.link->id() && state.currentCx7 == run.plan->current) {
        run.reported = true;
        run.done = true;
        run.tried = false;
        run.phase = JointApply::Phase::Reverted;
        if (run.outcome != JointApply::MemberOutcome::Failed)
            run.outcome = JointApply::MemberOutcome::Reverted;
        Q_EMIT self->memberPhase(
            run.link->id(), run.phase,
            QCoreApplication::translate("JointApply", "its previous file is back"));
        maybeFinishCancel(self);
        return;
    }
    // Still the plan's file: its helper is still going back. Ask again in a moment.
    onFailed(self, run, MemberLink::Step::State,
             makeError(ErrorCode::Unavailable,
                       QCoreApplication::translate("JointApply", "%1 still holds the plan")
                           .arg(run.link->name())));
}

void JointApplyDriver::reportMissing(JointApply *self, MemberRun &run, const QString &why)
{
    JointApply::Impl &d = *self->m_impl;
    d.cancelFailed = true;
    run.done = true;
    run.outcome = JointApply::MemberOutcome::Failed;
    const int secondsLeft = int(qMax<qint64>(0, d.deadline.remainingTime() / 1000));
    const QString reason = run.cancelError.isEmpty() ? why : run.cancelError;
    run.reason = QCoreApplication::translate(
                     "JointApply",
                     "%1 did not report its previous file back (%2); its helper reverts on its "
                     "own within %n s",
                     "", secondsLeft)
                     .arg(run.link->name(), reason);
    Q_EMIT self->memberPhase(run.link->id(), JointApply::Phase::Failed, run.reason);
    maybeFinishCancel(self);
}

void JointApplyDriver::maybeFinishCancel(JointApply *self)
{
    JointApply::Impl &d = *self->m_impl;
    if (d.stage != JointApply::Impl::Stage::Cancel)
        return;
    // Tries still in flight when the cancel came, and the seat once the others answered.
    for (MemberRun &r : d.runs)
        if (r.plan && !r.done && !r.busy && !r.cancelSent)
            cancelOne(self, r);
    for (const MemberRun &r : std::as_const(d.runs))
        if (r.plan && !r.done &&
            (!r.cancelSent || (r.busy && r.inFlight != MemberLink::Step::State)))
            return; // a try or a cancel is still to answer
    // Every cancel answered: each member that took the plan reports its previous file back.
    bool waiting = false;
    for (MemberRun &r : d.runs) {
        if (!r.plan || r.done)
            continue;
        waiting = true;
        if (!d.reporting) {
            d.reporting = true;
            d.reportDeadline = QDeadlineTimer(self->m_options.revertReportMs);
        }
        if (!r.busy && !r.reportRetry)
            askReport(self, r);
    }
    if (waiting)
        return;
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
    // A reason is a phrase ("you cancelled the apply"): it ends as a sentence before the next.
    static const QString sentenceEnds = QStringLiteral(".!?\u3002\uff01\uff1f");
    if (!ok && !d.cancelFailed && !d.confirmFailed)
        outcome.summary += (sentenceEnds.contains(outcome.summary.back()) ? QStringLiteral(" ")
                                                                          : QStringLiteral(". ")) +
                           QCoreApplication::translate(
                               "JointApply", "Every member is back to its previous configuration.");
    Q_EMIT self->finished(outcome);
}

} // namespace sparkwire::cluster
