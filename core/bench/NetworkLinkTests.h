#pragma once

#include "peers/PeerSession.h"

#include "LinkTests.h"
#include "NcclRunner.h"
#include "RdmaLinkTest.h"
#include "TcpLinkTest.h"

#include "common/Result.h"

#include <functional>
#include <optional>

namespace sparkwire::hw {
class InventoryMonitor;
}

namespace sparkwire::bench {

// The live tests against the cluster's paired members: TCP and RDMA through the servers each
// member's agent starts, NCCL through nccl-tests and mpirun on this Spark and the members,
// with the environment of the planned topology and GPUDirect mode.
class NetworkLinkTests : public LinkTests
{
    Q_OBJECT
public:
    struct Member
    {
        QString name;             // the name it was paired as
        peers::PeerTarget target; // where its beacons come from, and its paired key
    };
    // members: the paired members reachable now (called when tests start and on
    // refreshMembers()).
    NetworkLinkTests(peers::PeerSession *session, hw::InventoryMonitor *inventory,
                     QString helperProgram, std::function<QList<Member>()> members,
                     QObject *parent = nullptr);
    bool isRecorded() const override { return false; }
    void runTcp(int seconds) override;
    void runRdma(int seconds) override;
    void runNccl() override;
    void cancel() override;

    // Asks for the members again (e.g. when discovery's view of the cabling changed).
    void refreshMembers();
    // What runNccl() runs: hosts (this Spark and the targets, over Sparkwire's SSH aliases)
    // and the environment composed for the plan's topology and GPUDirect mode.
    Result<NcclRunOptions> ncclOptions() const;
    // Where each NCCL run keeps its command, full output and result (empty: nowhere).
    void setNcclHistoryDir(const QString &dir) { m_ncclHistoryDir = dir; }
    // Checked before an NCCL run starts (the window's: the doctor's nccl-buffer-memory): an
    // error refuses the run with its message; a warning is shown as the run starts and added
    // to its result's verdicts.
    using NcclPreflight =
        std::function<Result<std::optional<Diagnosis>>(const NcclRunOptions &options)>;
    void setNcclPreflight(NcclPreflight preflight) { m_ncclPreflight = std::move(preflight); }

private:
    void runAgainstEach(LinkTestKind kind, int seconds);
    void nextMember();
    void stopSequence(const Error &why);

    peers::PeerSession *m_session;
    hw::InventoryMonitor *m_inventory;
    std::function<QList<Member>()> m_memberSource;
    QList<Member> m_known;
    TcpLinkTest m_tcp;
    RdmaLinkTest m_rdma;
    NcclRunner m_nccl;
    LinkTestKind m_kind = LinkTestKind::Tcp;
    QStringList m_queue;   // members still to test in this run
    QString m_current;     // the member under test
    bool m_asking = false; // waiting for m_current's servers
    int m_seconds = 0;
    QString m_ncclHistoryDir;
    NcclPreflight m_ncclPreflight;
    std::optional<Diagnosis> m_ncclWarning; // the preflight's, for the run under way
};

} // namespace sparkwire::bench
