#pragma once

#include "peers/PeerSession.h"

#include "LinkTests.h"
#include "NcclRunner.h"
#include "RdmaLinkTest.h"
#include "TcpLinkTest.h"

#include <functional>

namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::peers {
class PeerSession;
}

namespace sparkwire::bench {

// The live tests against the chosen paired peer: TCP and RDMA through the servers its agent
// starts, NCCL through nccl-tests and mpirun on this Spark and the peer.
class NetworkLinkTests : public LinkTests
{
    Q_OBJECT
public:
    struct Peer
    {
        QString name;             // the name it was paired as (empty: not paired)
        peers::PeerTarget target; // where its beacons come from, and its paired key
    };
    NetworkLinkTests(peers::PeerSession *session, hw::InventoryMonitor *inventory,
                     QString helperProgram, std::function<Peer()> peer, QObject *parent = nullptr);
    bool isRecorded() const override { return false; }
    void runTcp(int seconds) override;
    void runRdma(int seconds) override;
    void runNccl() override;
    void cancel() override;

private:
    bool needPeer();
    peers::PeerSession *m_session;
    hw::InventoryMonitor *m_inventory;
    std::function<Peer()> m_peer;
    TcpLinkTest m_tcp;
    RdmaLinkTest m_rdma;
    NcclRunner m_nccl;
    QString m_pending; // "tcp" or "rdma" while waiting for the peer's servers
    int m_seconds = 0;
};

} // namespace sparkwire::bench
