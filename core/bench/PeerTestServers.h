#pragma once

#include "RdmaLinkTest.h"
#include "TcpLinkTest.h"

#include "peers/PeerResponder.h"

namespace sparkwire::hw {
class InventoryMonitor;
}

namespace sparkwire::bench {

// The "test-server" answer of a node, for the agent and the GUI alike: "tcp N" starts libiperf
// servers, "rdma N" ib_write_bw servers, on this node's addressed CX-7 twins, each bounded.
class PeerTestServers : public QObject
{
    Q_OBJECT
public:
    PeerTestServers(const hw::InventoryMonitor *inventory, QString helperProgram,
                    QObject *parent = nullptr);
    peers::PeerResponder::TestServer hook();

Q_SIGNALS:
    void serving(const QString &text); // one line for the person

private:
    const hw::InventoryMonitor *m_inventory;
    TcpTestServers m_tcp;
    RdmaTestServers m_rdma;
};

} // namespace sparkwire::bench
