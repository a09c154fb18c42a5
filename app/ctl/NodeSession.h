#pragma once

#include "discovery/DiscoveryAgent.h"
#include "hw/InventoryMonitor.h"
#include "node/NodeContext.h"
#include "peers/PeerConnection.h"
#include "peers/PeerSession.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <functional>

#include <memory>

// What every peer-facing command runs: this node's live inventory, its identity, and its
// discovery agent (beaconing). Options: --sysfs-root, --state-dir (defaults from
// SPARKWIRE_SYSFS_ROOT and SPARKWIRE_STATE_DIR when set, as the testbed's nodes have them).
class NodeSession
{
public:
    static void addOptions(QCommandLineParser &parser);
    // --netplan-root DIR, for commands that read the netplan hierarchy (default:
    // SPARKWIRE_NETPLAN_ROOT, else /).
    static void addNetplanRootOption(QCommandLineParser &parser);
    // For commands about one peer (pair, ssh-setup): adds the options, PEER, --address and
    // --timeout, and parses as every command does (parseCommandLine). The peer, or nullopt
    // with *exitCode.
    static std::optional<QString> parsePeerCommand(QCommandLineParser &parser,
                                                   const QStringList &arguments,
                                                   const char *command, QTextStream &out,
                                                   QTextStream &err, int *exitCode);
    // --timeout of a peer command, in seconds (checked by parsePeerCommand); 0 when invalid.
    static double beaconTimeout(const QCommandLineParser &parser);
    // nullptr after saying why on err.
    static std::unique_ptr<NodeSession> start(const QCommandLineParser &parser, const char *command,
                                              QTextStream &err);

    sparkwire::hw::InventoryMonitor &inventory() { return *m_inventory; }
    sparkwire::node::NodeContext &context() { return *m_context; }
    sparkwire::discovery::DiscoveryAgent &agent() { return m_context->agent(); }
    const QString &stateDir() const { return m_context->stateDir(); }
    QString keyStorage() const { return m_context->identity().keyStorageDescription(); }
    sparkwire::peers::LocalNode localNode() const;
    // Calls found(address) once PEER (hostname or id prefix) has been heard on a CX-7 link,
    // or notFound() after timeoutSeconds. For pairing, where nothing is known yet.
    void whenPeerFound(const QString &peer, double timeoutSeconds,
                       std::function<void(const QString &)> found, std::function<void()> notFound);
    // For every command that talks to a paired peer: PEER is looked up in this node's paired
    // record (its paired name or id prefix), and the target carries that record's key id, so
    // the connection fails unless that very key answers. The address is --address, or where
    // beacons claiming that key id come from (--timeout). failed(why) otherwise.
    void reachPairedPeer(const QString &peer, const QCommandLineParser &parser,
                         std::function<void(const sparkwire::peers::PeerTarget &)> found,
                         std::function<void(const QString &)> failed);

private:
    std::unique_ptr<sparkwire::hw::InventoryMonitor> m_inventory;
    std::unique_ptr<sparkwire::node::NodeContext> m_context;
};
