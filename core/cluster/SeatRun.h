#pragma once

#include "ClusterPlan.h"
#include "JointApply.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::cluster {

// The seat's whole run, the one the window (ClusterModel) and `sparkwirectl cluster apply`
// both drive: the members' states, then the plan (ClusterPlanner, from those states) tried on
// every member, verified, confirmed (JointApply), and once it is kept, SSH from this Spark to
// each member re-pointed at the member's planned addresses (SshRepoint::apply). A front end
// only shows what it reports.
class SeatRun : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        JointApply::Options apply;
        // Whose ~/.ssh follows a kept plan; empty: none (the demo's Sparks are not this one).
        QString sshHome;
    };

    explicit SeatRun(Options options, QObject *parent = nullptr);

    // The joint apply itself, for what a front end shows and does while it runs: each
    // member's phase, the twins' checks, the countdown, keep(). Owned by this object.
    JointApply *joint() const { return m_joint; }

    // The members (the seat among them; not owned, must outlive the run) and the signer.
    void setMembers(const QList<MemberLink *> &members) { m_joint->setMembers(members); }
    void setSigner(JointApply::Signer signer) { m_joint->setSigner(std::move(signer)); }

    // `state` from every member: JointApply::statesRead / statesFailed.
    void readStates() { m_joint->readStates(); }
    // The plan on every member; finished() once it ended, after SSH re-pointing when kept.
    void apply(const ClusterPlan &plan);
    // Cancels everywhere (JointApply::cancel); a kept change is then not followed by SSH.
    void cancel();
    bool isRunning() const { return m_joint->isRunning(); }

Q_SIGNALS:
    // The joint apply's outcome; sshProblems: one "<name>: <reason>" per member whose SSH
    // could not be re-pointed (empty when all were, or nothing was kept).
    void finished(const sparkwire::cluster::JointApply::Outcome &outcome,
                  const QStringList &sshProblems);

private:
    void jointFinished(const JointApply::Outcome &outcome);

    QString m_sshHome;
    JointApply *m_joint;
    std::optional<ClusterPlan> m_plan; // the one being applied
    bool m_cancelled = false;
};

} // namespace sparkwire::cluster
