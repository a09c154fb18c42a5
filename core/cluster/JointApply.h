#pragma once

#include "ClusterPlan.h"
#include "MemberLink.h"
#include "MemberState.h"
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

namespace sparkwire::cluster {

// The seat's side of the whole-cluster change, as one state machine (docs/DESIGN.md section 11):
//   readStates(): `state` from every member                      -> statesRead / statesFailed
//   apply(plan): `try` on every member that changes (remote members first, the seat last: its
//                own change may end the link-local addresses the others were reached on),
//                `verify` on every member over every twin, and only when every check passed
//                `confirm` on every member, then `state` again to see that each one kept it;
//                on any refusal, failure, timeout or lost member: `cancel` everywhere.
// Every member's helper also reverts on its own when the deadline passes, so a seat that dies
// mid-apply leaves nobody half-configured.
class JointApply : public QObject
{
    Q_OBJECT
public:
    using Signer = std::function<Result<QByteArray>(const QByteArray &message)>;

    struct Options
    {
        unsigned deadlineSeconds = MemberTry::kDefaultDeadlineSeconds;
        int stepTimeoutMs = 30000; // one member's answer to one step
        // After every check passed, wait for keep() (the person's Keep) before confirming;
        // the countdown goes on, and when it is about to end without a Keep every member is
        // cancelled (their helpers would go back on their own at that moment anyway).
        bool holdForKeep = false;
        // A cancel: each member that took the plan is told to go back (the others first, the
        // seat last: its own revert ends the addresses the others are reached on) and answers
        // at once (cancelAckMs). Then each one is asked for its state until it reports its
        // previous file back (one ask at most reportAskMs), for at most revertReportMs: its
        // report, not a timeout, ends the cancel.
        int cancelAckMs = 5000;
        int revertReportMs = 12000;
        int reportAskMs = 3000;
        int reportRetryMs = 250;
    };

    enum class Phase
    {
        Waiting,
        ReadingState,
        Trying,
        Tried,
        Verifying,
        Verified,
        Confirming,
        Confirmed,
        Cancelling, // told to go back; its report is awaited
        Cancelled,  // the plan never took effect there: nothing to put back
        Reverted,   // it reported its previous file back
        Failed,
        Unchanged,
    };
    Q_ENUM(Phase)

    enum class MemberOutcome
    {
        Confirmed,
        Reverted,
        Failed,
        Unchanged,
        Cancelled, // cancelled before the plan reached it: nothing changed there
    };

    struct MemberResult
    {
        ClusterMember member;
        MemberOutcome outcome = MemberOutcome::Failed;
        QString reason;          // empty when confirmed or unchanged
        QStringList failedTwins; // netdevs whose checks failed
    };

    struct Outcome
    {
        bool ok = false;        // every member confirmed (or was unchanged)
        bool unchanged = false; // nothing needed doing
        QString summary;        // one sentence naming the member, the twin and the reason
        QList<MemberResult> members;
    };

    explicit JointApply(Options options, QObject *parent = nullptr);
    ~JointApply() override;

    // The members, the seat among them; not owned, must outlive this object.
    void setMembers(const QList<MemberLink *> &members);
    // Signs delegated tries and confirms with the seat's key (delegation::PlanSignature).
    void setSigner(Signer signer) { m_signer = std::move(signer); }

    void readStates();
    void apply(const ClusterPlan &plan);
    // Cancels everywhere; finished() follows once every member answered or timed out.
    void cancel();
    bool isRunning() const;
    // True from the moment a cancel (the person's, or after a failure) starts until finished().
    bool isCancelling() const;
    // With Options::holdForKeep: true while every check has passed and the plan waits for
    // keep(); keep() confirms it on every member (it does nothing at any other time).
    bool awaitingKeep() const;
    void keep();
    // Seconds before the members go back on their own while tries may be pending; -1 when
    // nothing is pending.
    int secondsLeftNow() const;

    static QString
    outcomeName(MemberOutcome outcome); // "confirmed", "reverted", "failed", "unchanged", …

Q_SIGNALS:
    void statesRead(const QList<sparkwire::cluster::MemberState> &states);
    void statesFailed(const QString &memberId, const sparkwire::Error &error);
    void memberPhase(const QString &memberId, sparkwire::cluster::JointApply::Phase phase,
                     const QString &detail);
    void twinChecked(const QString &memberId, const sparkwire::bench::CheckResult &result);
    void secondsLeft(int seconds); // the members' countdown while tries are pending
    void readyToKeep();            // holdForKeep: every check passed, keep() confirms
    void finished(const sparkwire::cluster::JointApply::Outcome &outcome);

private:
    friend class JointApplyDriver;
    struct Impl;
    Options m_options;
    Signer m_signer;
    QList<QPointer<MemberLink>> m_members;
    std::unique_ptr<Impl> m_impl;
};

} // namespace sparkwire::cluster

Q_DECLARE_METATYPE(sparkwire::cluster::JointApply::Outcome)
