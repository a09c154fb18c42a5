#include "PreflightRun.h"

#include "ClusterDoctorRun.h"
#include "ClusterSeat.h"
#include "NodeContext.h"

#include <QCoreApplication>
#include <QTimer>

namespace sparkwire::node {

PreflightRun::PreflightRun(const NodeContext &context, QObject *parent)
    : QObject(parent)
    , m_context(context)
{}

PreflightRun::~PreflightRun() = default;

void PreflightRun::start(const QList<cluster::ClusterMember> &members, int timeoutMs)
{
    if (m_run) {
        m_run->disconnect(this);
        m_run->deleteLater();
    }
    cluster::ClusterRecord asked;
    asked.seatId = m_context.identity().id();
    asked.members = members;
    m_run = new ClusterDoctorRun(m_context, this);
    m_run->setPort(m_port);
    m_run->setLaunchPaths(false); // the pre-flight compares answers; no TCP paths needed
    m_run->setStatesRead(m_statesRead);
    connect(m_run, &ClusterDoctorRun::finished, this,
            [this] { Q_EMIT finished(doctor::ClusterPreflight::compute(m_run->answers())); });
    m_run->start(asked, timeoutMs);
}

QList<cluster::ClusterMember> PreflightRun::membersOf(const ClusterSeat &seat)
{
    const std::optional<cluster::ClusterRecord> kept = seat.keptRecord();
    QList<cluster::ClusterMember> members;
    for (const ClusterSeat::Candidate &c : seat.candidates())
        if (c.self || (kept ? kept->member(c.member.id) != nullptr : c.heard))
            members << c.member;
    return members;
}

} // namespace sparkwire::node
