#pragma once

#include "TestServers.h"

#include "peers/PeerResponder.h"

#include <functional>

namespace sparkwire::hw {
class InventoryMonitor;
}

namespace sparkwire::bench {

// The "test-server" answer of a node, for the agent and the GUI alike: "tcp N" starts libiperf
// servers, "rdma N" ib_write_bw servers (TestServers), answering once they listen. A new
// request supersedes one still starting.
class PeerTestServers : public QObject
{
    Q_OBJECT
public:
    PeerTestServers(const hw::InventoryMonitor *inventory, QString helperProgram,
                    QObject *parent = nullptr);
    ~PeerTestServers() override;
    peers::PeerResponder::TestServer hook();

Q_SIGNALS:
    void serving(const QString &text); // one line for the person

private:
    void answerPending(bool ok, const QString &detail);

    const hw::InventoryMonitor *m_inventory;
    TestServers m_servers;
    std::function<void(bool, QString)> m_reply; // of the request being served
    QString m_peer;
    LinkTestKind m_kind = LinkTestKind::Tcp;
    int m_seconds = 0;
};

} // namespace sparkwire::bench
