#pragma once

#include "cluster/MemberLink.h"

#include <QPointer>
#include <QTimer>

#include <functional>

namespace sparkwire::cluster {
struct ClusterMember;
}

namespace sparkwire::sim {

class DemoCluster;

// One member of the demo cluster as the joint apply sees it: the demo's own seat or a
// simulated peer. Each call is answered after DemoCluster::stepMs() from the DemoCluster,
// which changes nothing on the system; a new call abandons one still in flight.
class DemoMemberLink : public cluster::MemberLink
{
    Q_OBJECT
public:
    DemoMemberLink(DemoCluster *cluster, QString id, QString name, QObject *parent = nullptr);

    // Session::memberLinks in the demo: a link for each chosen member, owned by `parent`.
    static Result<QList<cluster::MemberLink *>>
    linksFor(DemoCluster *cluster, const QList<cluster::ClusterMember> &members, QObject *parent);

    QString id() const override { return m_id; }
    QString name() const override { return m_name; }
    void readState() override;
    void tryPlan(const cluster::MemberTry &request) override;
    void verify(const QList<bench::TwinCheckTarget> &checks) override;
    void confirm(const QByteArray &signature) override;
    void cancel() override;

private:
    void answerLater(int steps, std::function<void()> answer);

    QPointer<DemoCluster> m_cluster;
    QString m_id;
    QString m_name;
    QTimer m_step;
    std::function<void()> m_answer;
};

} // namespace sparkwire::sim
