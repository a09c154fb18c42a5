#include "DemoMemberLink.h"

#include "DemoCluster.h"
#include "cluster/ClusterRecord.h"

namespace sparkwire::sim {

using Step = cluster::MemberLink::Step;

DemoMemberLink::DemoMemberLink(DemoCluster *cluster, QString id, QString name, QObject *parent)
    : MemberLink(parent)
    , m_cluster(cluster)
    , m_id(std::move(id))
    , m_name(std::move(name))
{
    m_step.setSingleShot(true);
    connect(&m_step, &QTimer::timeout, this, [this] {
        if (auto answer = std::exchange(m_answer, {}))
            answer();
    });
}

Result<QList<cluster::MemberLink *>>
DemoMemberLink::linksFor(DemoCluster *cluster, const QList<cluster::ClusterMember> &members,
                         QObject *parent)
{
    QList<cluster::MemberLink *> links;
    for (const cluster::ClusterMember &m : members) {
        if (!cluster->memberIds().contains(m.id))
            return makeError(ErrorCode::InvalidInput,
                             tr("%1 is not a Spark of the demo cluster.").arg(m.hostname));
        links << new DemoMemberLink(cluster, m.id, m.hostname, parent);
    }
    return links;
}

void DemoMemberLink::answerLater(int steps, std::function<void()> answer)
{
    m_answer = std::move(answer); // a call still in flight is abandoned
    m_step.start(m_cluster ? m_cluster->stepMs() * steps : 0);
}

namespace {
Error gone()
{
    return makeError(ErrorCode::Unavailable,
                     QCoreApplication::translate("DemoMemberLink", "The demo cluster is gone."));
}
} // namespace

void DemoMemberLink::readState()
{
    answerLater(1, [this] {
        if (!m_cluster)
            return Q_EMIT failed(Step::State, gone());
        Result<cluster::MemberState> state = m_cluster->state(m_id);
        if (!state)
            return Q_EMIT failed(Step::State, state.error());
        Q_EMIT stateRead(*state);
    });
}

void DemoMemberLink::tryPlan(const cluster::MemberTry &request)
{
    // About what policy, validation and `netplan apply` take on a Spark.
    answerLater(2, [this, request] {
        if (!m_cluster)
            return Q_EMIT failed(Step::Try, gone());
        const Status accepted = m_cluster->tryPlan(m_id, request);
        if (!accepted)
            return Q_EMIT failed(Step::Try, accepted.error());
        Q_EMIT tried();
    });
}

void DemoMemberLink::verify(const QList<bench::TwinCheckTarget> &checks)
{
    answerLater(2, [this, checks] {
        if (!m_cluster)
            return Q_EMIT failed(Step::Verify, gone());
        const Result<QList<bench::CheckResult>> results = m_cluster->verify(m_id, checks);
        if (!results)
            return Q_EMIT failed(Step::Verify, results.error());
        Q_EMIT verified(*results);
    });
}

void DemoMemberLink::confirm(const QByteArray &)
{
    answerLater(1, [this] {
        if (!m_cluster)
            return Q_EMIT failed(Step::Confirm, gone());
        const Status kept = m_cluster->confirm(m_id);
        if (!kept)
            return Q_EMIT failed(Step::Confirm, kept.error());
        Q_EMIT confirmed();
    });
}

void DemoMemberLink::cancel()
{
    answerLater(1, [this] {
        if (!m_cluster)
            return Q_EMIT failed(Step::Cancel, gone());
        Q_EMIT cancelled(
            m_cluster->cancel(m_id)
                ? makeError(ErrorCode::Cancelled, tr("cancelled: the previous file is back (demo)"))
                : makeError(ErrorCode::NotFound, tr("nothing was waiting to be confirmed")));
    });
}

} // namespace sparkwire::sim
