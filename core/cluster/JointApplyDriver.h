#pragma once
// Internals of JointApply shared by its two source files (JointApply.cpp: states, try,
// verify, confirm; JointApplyFailure.cpp: failure, cancel and the end). Not installed, not
// included anywhere else.

#include "JointApply.h"

#include <QDeadlineTimer>
#include <QTimer>

namespace sparkwire::cluster {

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
    bool cancelAnswered = false; // its answer to `cancel` came (or could not come): ask its state
    QString cancelError;         // why that answer could not come, for the outcome
    bool reported = false;       // its state said its previous file is back
    bool reportRetry = false;    // its state is asked again in a moment
    bool done = false;           // nothing more is asked of it
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
    QString failure;               // the first reason, for the summary
    bool cancelFailed = false;     // a member could not be told: its helper reverts at the deadline
    bool confirmFailed = false;    // some may have kept the plan
    bool awaitingKeep = false;     // Options::holdForKeep: verified, waiting for keep()
    bool kept = false;             // keep() came for this apply
    bool reporting = false;        // Cancel stage: every cancel answered, asking for reports
    QDeadlineTimer reportDeadline; // when a member's missing report is given up on
    QDeadlineTimer deadline;
    QTimer countdown;
    QList<QMetaObject::Connection> connections;
};

// A step's name in a failure message ("… failed while reading its state").
QString stepName(MemberLink::Step step);

class JointApplyDriver
{
public:
    static void wire(JointApply *self);
    static void ask(JointApply *self, MemberRun &run, MemberLink::Step step,
                    const std::function<void()> &call, int timeoutMs = -1);
    static MemberRun *runOf(JointApply *self, MemberLink *link);
    static void answered(JointApply *self, MemberRun &run);
    static void onState(JointApply *self, MemberRun &run, const MemberState &state);
    static void onFailed(JointApply *self, MemberRun &run, MemberLink::Step step,
                         const Error &error);
    static void startStates(JointApply *self, JointApply::Impl::Stage stage);
    static void stateStageDone(JointApply *self);
    static void startTries(JointApply *self);
    static void tryOne(JointApply *self, MemberRun &run);
    // Where the seat reaches `run`'s member once its try is in force: its planned addresses on a
    // link to the seat (or the switch) only. A member two hops away in a ring has none, and is
    // reached through a neighbour's relay, never at an address the seat would route out of its
    // management port.
    static QStringList addressesFromSeat(const JointApply *self, const MemberRun &run);
    static void maybeVerify(JointApply *self);
    static void onVerified(JointApply *self, MemberRun &run,
                           const QList<bench::CheckResult> &results);
    static void maybeConfirm(JointApply *self);
    static void tick(JointApply *self); // the countdown's second
    static void maybeFinishConfirm(JointApply *self);
    static void fail(JointApply *self, MemberRun *culprit, const QString &reason);
    static void cancelOne(JointApply *self, MemberRun &run);
    static bool othersStillCancelling(JointApply *self, const MemberRun &seat);
    static void askReport(JointApply *self, MemberRun &run);
    static void onReport(JointApply *self, MemberRun &run, const MemberState &state);
    static void reportMissing(JointApply *self, MemberRun &run, const QString &why);
    static void maybeFinishCancel(JointApply *self);
    static void finish(JointApply *self, bool ok, const QString &summary);
    static bool allIdle(JointApply *self);
    // How long a member's try and verify may take before it is failed (ms).
    static int tryWaitMs(JointApply *self, const MemberRun &run);
};

} // namespace sparkwire::cluster
