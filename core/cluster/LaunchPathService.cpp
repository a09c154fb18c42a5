#include "LaunchPathService.h"

#include "ClusterRecord.h"
#include "LaunchPaths.h"

#include <QPointer>

namespace sparkwire::cluster {

LaunchPathService::LaunchPathService(QString selfId, QString hostname, QString stateDir,
                                     QObject *parent)
    : QObject(parent)
    , m_selfId(std::move(selfId))
    , m_hostname(std::move(hostname))
    , m_stateDir(std::move(stateDir))
    , m_routeDevice(&LaunchPaths::kernelRouteDevice)
{}

void LaunchPathService::answer(peers::PeerConnection *c)
{
    if (!c->peerIsPaired()) // the connection refuses it first; never rely on one check
        return c->answer(false, tr("not paired"));
    const Result<ClusterRecord> record = ClusterRecord::load(m_stateDir);
    if (!record)
        return c->answer(
            false, tr("%1 keeps no cluster record: %2").arg(m_hostname, record.errorMessage()));
    // Only the seat of the cluster this Spark kept: any other paired peer asks for nothing.
    if (record->seatId != c->peerId())
        return c->answer(false,
                         tr("%1's kept cluster was planned by another Spark").arg(m_hostname));
    const Result<QList<bench::LaunchTarget>> targets = LaunchPaths::targets(*record, m_selfId);
    if (!targets)
        return c->answer(false, targets.errorMessage());
    if (m_running >= kMaxRunning)
        return c->answer(
            false, tr("%1 runs %2 launch-path checks already").arg(m_hostname).arg(m_running));
    ++m_running;
    auto *check = new bench::LaunchPathCheck(this);
    check->setRouteDevice(m_routeDevice);
    const QPointer<peers::PeerConnection> connection(c);
    connect(check, &bench::LaunchPathCheck::finished, this,
            [this, check, connection](const QList<bench::LaunchPathResult> &results) {
                --m_running;
                check->deleteLater();
                if (connection)
                    connection->answer(true,
                                       QString::fromUtf8(LaunchPaths::resultsToJson(results)));
            });
    // The asking seat went away: nobody waits for the connects.
    connect(c, &QObject::destroyed, check, [this, check] {
        if (!check->isRunning())
            return;
        check->cancel();
        --m_running;
        check->deleteLater();
    });
    check->start(*targets, m_waitMs);
}

} // namespace sparkwire::cluster
