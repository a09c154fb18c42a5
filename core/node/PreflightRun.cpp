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

void PreflightRun::start(const QList<Member> &members, int timeoutMs)
{
    if (m_run) {
        m_run->disconnect(this);
        m_run->deleteLater();
    }
    cluster::ClusterRecord asked;
    asked.seatId = m_context.identity().id();
    QSet<QString> stateOnly;
    for (const Member &m : members) {
        asked.members << m.member;
        if (!m.asked)
            stateOnly.insert(m.member.id);
    }
    m_run = new ClusterDoctorRun(m_context, this);
    m_run->setPort(m_port);
    m_run->setLaunchPaths(false); // the pre-flight compares answers; no TCP paths needed
    m_run->setStateOnly(stateOnly);
    m_run->setStatesRead(m_statesRead);
    connect(m_run, &ClusterDoctorRun::finished, this,
            [this] { Q_EMIT finished(doctor::ClusterPreflight::compute(m_run->answers())); });
    m_run->start(asked, timeoutMs);
}

QList<PreflightRun::Member> PreflightRun::membersOf(const ClusterSeat &seat)
{
    const std::optional<cluster::ClusterRecord> kept = seat.keptRecord();
    QList<cluster::ClusterMember> members;
    for (const ClusterSeat::Candidate &c : seat.candidates())
        if (c.self || (kept ? kept->member(c.member.id) != nullptr : c.heard))
            members << c.member;
    return membersOf(seat, members);
}

QList<PreflightRun::Member> PreflightRun::membersOf(const ClusterSeat &seat,
                                                    const QList<cluster::ClusterMember> &members)
{
    const QList<ClusterSeat::Candidate> candidates = seat.candidates();
    QList<Member> out;
    for (const cluster::ClusterMember &m : members) {
        bool asked = false;
        for (const ClusterSeat::Candidate &c : candidates)
            if (c.member.id == m.id)
                asked = c.self || c.heard;
        out << Member{m, asked};
    }
    return out;
}

} // namespace sparkwire::node
