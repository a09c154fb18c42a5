#pragma once

#include "cluster/MemberStateReader.h"
#include "common/Result.h"
#include "discovery/NodeIdentity.h"
#include "peers/PeerResponder.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::discovery {
class DiscoveryAgent;
}
namespace sparkwire::bench {
class PeerTestServers;
}
namespace sparkwire::peers {
class NetworkPeerSession;
}
namespace sparkwire::doctor {
class FirewallReader;
}

namespace sparkwire::node {

// Everything this node is to its peers, the same for the window, sparkwirectl and the agent:
// its identity (the key found where it was stored), state dir, discovery agent, home, and the
// responder's wiring. Made by NodeContextFactory only.
class NodeContext
{
public:
    struct Options
    {
        hw::InventoryMonitor *inventory = nullptr; // live; outlives the context
        QString stateDir = defaultStateDir();
        QString hostname; // empty: this machine's
        QString hostKeyFile = QStringLiteral("/etc/ssh/ssh_host_ed25519_key.pub");
        // The program that serves peers' link tests (sparkwirectl); empty: none offered.
        QString testServerProgram;
    };

    ~NodeContext();
    static QString defaultStateDir();

    const discovery::NodeIdentity &identity() const { return m_identity; }
    const QString &stateDir() const { return m_options.stateDir; }
    const QString &hostname() const { return m_options.hostname; }
    hw::InventoryMonitor &inventory() const { return *m_options.inventory; }
    discovery::DiscoveryAgent &agent() const { return *m_agent; }
    // Whether beaconing started; the CLI needs it, the window only warns.
    const Status &discoveryStatus() const { return m_discovery; }
    // The account home whose ~/.ssh peers' keys go into; empty with homeStatus() saying why.
    const QString &homeDir() const { return m_homeDir; }
    const Status &homeStatus() const { return m_home; }
    bench::PeerTestServers *testServers() const { return m_testServers.get(); }

    peers::LocalNode localNode() const;
    // Where this node's answers about itself come from, for the member side of a cluster
    // change and for the seat's own member (netplanRoot: the netplan hierarchy read).
    cluster::MemberSources memberSources(const QString &netplanRoot) const;
    std::unique_ptr<peers::NetworkPeerSession> makePeerSession() const;
    peers::PeerResponder::Options responderOptions() const;
    // This node's answer to a paired seat's "doctor" request (doctor::DoctorAnswer JSON): the
    // catalogue on the live inventory, $SPARKWIRE_PROC_ROOT (else /proc) and
    // $SPARKWIRE_NETPLAN_ROOT (else /), with the heard links. The seat uses it for itself too.
    // The firewall ruleset in it is the one last read in the background (read at start, and
    // again after every answer), so making it never waits on a process.
    QByteArray doctorAnswer() const;
    // The background reader of the firewall ruleset that doctorAnswer() uses.
    doctor::FirewallReader *firewall() const { return m_firewall.get(); }
    // A responder answering on `port`, following the CX-7 netdevs as they change.
    Result<std::unique_ptr<peers::PeerResponder>> startResponder(peers::PeerResponder::Ask ask,
                                                                 quint16 port) const;
    // The same with options made from responderOptions() and completed by the caller (the
    // cluster hook, the delegation at pairing).
    Result<std::unique_ptr<peers::PeerResponder>>
    startResponder(peers::PeerResponder::Options options, peers::PeerResponder::Ask ask,
                   quint16 port) const;
    // What did not come up, for a status line.
    QStringList warnings() const;

private:
    friend class NodeContextFactory;
    NodeContext(Options options, discovery::NodeIdentity identity);

    Options m_options;
    discovery::NodeIdentity m_identity;
    std::unique_ptr<discovery::DiscoveryAgent> m_agent;
    std::unique_ptr<bench::PeerTestServers> m_testServers;
    // Read in the background: a doctor answer is made on the thread that answers peers.
    std::unique_ptr<doctor::FirewallReader> m_firewall;
    Status m_discovery;
    Status m_home;
    QString m_homeDir;
};

} // namespace sparkwire::node
