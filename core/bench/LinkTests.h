#pragma once

#include "Diagnosis.h"
#include "LinkTestKind.h"
#include "NcclEnvironment.h"
#include "NcclResult.h"
#include "PerftestResult.h"
#include "TcpResult.h"

#include <QObject>
#include <QStringList>

namespace sparkwire::bench {

// The tests the dashboard runs against the cluster's other members, live (NetworkLinkTests) or
// recorded (the demo's): one kind at a time, with progress and cancel, ending in results and
// the verdicts core computed. TCP and RDMA run against the chosen member, or against every
// member in turn; NCCL runs across the chosen member (or all of them) and this Spark.
class LinkTests : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual bool isRecorded() const = 0; // results replayed, not measured now
    virtual void runTcp(int seconds) = 0;
    virtual void runRdma(int seconds) = 0;
    virtual void runNccl() = 0;
    // Stops what runs now; cancelled() follows at once (NCCL: once its group has gone).
    virtual void cancel() = 0;
    void run(LinkTestKind kind, int seconds)
    {
        if (kind == LinkTestKind::Tcp)
            return runTcp(seconds);
        if (kind == LinkTestKind::Rdma)
            return runRdma(seconds);
        runNccl();
    }

    // The members to test against, by the names they were paired as (this Spark excluded).
    QStringList members() const { return m_members; }
    // The member the tests target; empty: every member.
    QString target() const { return m_target; }
    void setTarget(const QString &member) { m_target = member; }
    // Whom a run targets now: the chosen member if it is still a member, else every member.
    QStringList targets() const
    {
        return m_members.contains(m_target) ? QStringList{m_target} : m_members;
    }

    // The planned cluster's topology and the chosen GPUDirect mode, for NCCL's environment.
    void setNcclPlan(NcclEnvironment::Topology topology, NcclEnvironment::GpuDirect gpuDirect)
    {
        m_topology = topology;
        m_gpuDirect = gpuDirect;
    }
    void setNcclTopology(NcclEnvironment::Topology topology) { m_topology = topology; }
    void setGpuDirect(NcclEnvironment::GpuDirect gpuDirect) { m_gpuDirect = gpuDirect; }
    NcclEnvironment::Topology topology() const { return m_topology; }
    NcclEnvironment::GpuDirect gpuDirect() const { return m_gpuDirect; }

Q_SIGNALS:
    void membersChanged(const QStringList &members);
    void progress(const QString &what, int done, int total);
    void tcpFinished(const QString &member, const QList<sparkwire::bench::TcpTwinResult> &twins,
                     const QList<sparkwire::bench::Diagnosis> &verdicts);
    void rdmaFinished(const QString &member, const QList<sparkwire::bench::PerftestResult> &twins,
                      const QList<sparkwire::bench::Diagnosis> &verdicts);
    void ncclRow(const sparkwire::bench::NcclResult &soFar);
    void ncclFinished(const sparkwire::bench::NcclResult &result);
    // A kind has run against every target (after the last *Finished of the run).
    void testFinished(sparkwire::bench::LinkTestKind kind);
    // A test did not run, or stopped: NotFound (no paired member, no device), Unavailable (a
    // member is not on the cables), Refused (a member said no), ToolFailed (the tool ended
    // without results), InvalidInput (an environment NCCL cannot use), or the peer channel's.
    void failed(const sparkwire::Error &why);
    void cancelled();

protected:
    void setMembers(const QStringList &members)
    {
        if (members == m_members)
            return;
        m_members = members;
        Q_EMIT membersChanged(m_members);
    }

private:
    QStringList m_members;
    QString m_target;
    NcclEnvironment::Topology m_topology = NcclEnvironment::Topology::TwoNode;
    NcclEnvironment::GpuDirect m_gpuDirect = NcclEnvironment::GpuDirect::Safe;
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::LinkTestKind)
