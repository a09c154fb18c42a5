#include "SeatRun.h"

#include "SshRepoint.h"

namespace sparkwire::cluster {

SeatRun::SeatRun(Options options, QObject *parent)
    : QObject(parent)
    , m_sshHome(std::move(options.sshHome))
    , m_joint(new JointApply(options.apply, this))
{
    connect(m_joint, &JointApply::finished, this, &SeatRun::jointFinished);
}

void SeatRun::apply(const ClusterPlan &plan)
{
    m_plan = plan;
    m_cancelled = false;
    m_joint->apply(plan);
}

void SeatRun::cancel()
{
    if (m_plan)
        m_cancelled = true;
    m_joint->cancel();
}

void SeatRun::jointFinished(const JointApply::Outcome &outcome)
{
    QStringList problems;
    // Kept: SSH to the members goes to their planned addresses from now on.
    if (m_plan && outcome.ok && !outcome.unchanged && !m_cancelled && !m_sshHome.isEmpty())
        problems = SshRepoint::apply(m_sshHome, *m_plan, m_plan->record.seatId);
    m_plan.reset();
    Q_EMIT finished(outcome, problems);
}

} // namespace sparkwire::cluster
