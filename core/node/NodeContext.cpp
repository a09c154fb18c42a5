#include "NodeContext.h"

#include "doctor/FirewallReader.h"

#include "bench/PeerTestServers.h"
#include "discovery/DiscoveryAgent.h"
#include "doctor/DoctorAnswer.h"
#include "hw/InventoryMonitor.h"
#include "metrics/FleetSource.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PeerSession.h"
#include "ssh/SshFiles.h"

#include <QDateTime>
#include <QProcessEnvironment>
#include <QStandardPaths>

namespace sparkwire::node {

NodeContext::NodeContext(Options options, discovery::NodeIdentity identity)
    : m_options(std::move(options))
    , m_identity(std::move(identity))
{
    m_agent = std::make_unique<discovery::DiscoveryAgent>(m_options.inventory, m_identity.id(),
                                                          m_options.hostname);
    m_discovery = m_agent->start();
    m_firewall = std::make_unique<doctor::FirewallReader>();
    const Result<QString> home = ssh::SshFiles::accountHome();
    if (home)
        m_homeDir = *home;
    else
        m_home = home.error();
    if (!m_options.testServerProgram.isEmpty())
        m_testServers = std::make_unique<bench::PeerTestServers>(m_options.inventory,
                                                                 m_options.testServerProgram);
}

NodeContext::~NodeContext() = default;

QString NodeContext::defaultStateDir()
{
    // The testbed gives each node its own; every front end (window, sparkwirectl) follows it.
    const QString fromEnvironment = qEnvironmentVariable("SPARKWIRE_STATE_DIR");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/sparkwire");
}

peers::LocalNode NodeContext::localNode() const
{
    return peers::makeLocalNode(m_identity, m_options.hostname, m_options.stateDir,
                                m_options.inventory);
}

std::unique_ptr<peers::NetworkPeerSession> NodeContext::makePeerSession() const
{
    auto session = std::make_unique<peers::NetworkPeerSession>(localNode(), m_homeDir);
    session->setHostKeyFile(m_options.hostKeyFile); // for a peer's logins back to this node
    return session;
}

peers::PeerResponder::Options NodeContext::responderOptions() const
{
    peers::PeerResponder::Options options;
    options.local = localNode();
    options.homeDir = m_homeDir; // without a home, SSH-key requests are answered with why
    options.hostKeyFile = m_options.hostKeyFile;
    hw::InventoryMonitor *monitor = m_options.inventory;
    options.cx7Netdevs = [monitor] { return monitor->inventory().cx7Netdevs(); };
    if (m_testServers)
        options.testServer = m_testServers->hook();
    // The fleet dashboard's feed: this node's counters through its own samplers.
    auto source = std::make_shared<metrics::FleetSource>(monitor->sysfs().root(), [monitor] {
        return metrics::MetricsSampler::twinsOf(monitor->inventory());
    });
    options.metrics.sample = [source](quintptr subscriber) { return source->sample(subscriber); };
    options.metrics.done = [source](quintptr subscriber) { source->drop(subscriber); };
    options.doctor = [this] { return doctorAnswer(); };
    // Relays go only where this node's own beacons table says a Spark is cabled to it; a name
    // counts only when one Spark beacons it (a pairing two hops away: the code decides).
    options.neighbourAddresses = [agent = m_agent.get()](const QString &idOrName) {
        QStringList addresses;
        QSet<QString> ids;
        for (const discovery::NeighbourLink &l : agent->links())
            if (l.peerId == idOrName || l.peerHostname == idOrName) {
                ids.insert(l.peerId);
                if (!addresses.contains(l.peerAddress))
                    addresses << l.peerAddress;
            }
        return ids.size() == 1 ? addresses : QStringList();
    };
    return options;
}

QByteArray NodeContext::doctorAnswer() const
{
    hw::InventoryMonitor *monitor = m_options.inventory;
    monitor->refresh(); // addresses and MTUs as they are now
    doctor::DoctorInputs in;
    in.inventory = monitor->inventory();
    in.sysfsRoot = monitor->sysfs().root();
    in.procRoot = qEnvironmentVariable("SPARKWIRE_PROC_ROOT", QStringLiteral("/proc"));
    in.rootDir = qEnvironmentVariable("SPARKWIRE_NETPLAN_ROOT", QStringLiteral("/"));
    in.environment = doctor::DoctorInputs::environmentFrom(
        QProcessEnvironment::systemEnvironment().toStringList());
    in.readKeptResults(m_options.stateDir);
    in.firewallRuleset = m_firewall->ruleset();
    m_firewall->refresh(); // for the next answer
    QList<doctor::DoctorAnswer::Link> links;
    for (const discovery::NeighbourLink &l : m_agent->links())
        links << doctor::DoctorAnswer::Link{l.localPort, l.localHalf, l.peerId, l.peerPort};
    return doctor::DoctorAnswer::make(in, links, QStringLiteral(SPARKWIRE_VERSION),
                                      QDateTime::currentMSecsSinceEpoch())
        .toJson();
}

Result<std::unique_ptr<peers::PeerResponder>>
NodeContext::startResponder(peers::PeerResponder::Ask ask, quint16 port) const
{
    return startResponder(responderOptions(), std::move(ask), port);
}

Result<std::unique_ptr<peers::PeerResponder>>
NodeContext::startResponder(peers::PeerResponder::Options options, peers::PeerResponder::Ask ask,
                            quint16 port) const
{
    m_firewall->refresh(); // read before the first doctor request comes
    auto responder = std::make_unique<peers::PeerResponder>(std::move(options), std::move(ask));
    if (const Status listening = responder->listen(port); !listening)
        return listening.error();
    peers::PeerResponder *r = responder.get();
    QObject::connect(m_options.inventory, &hw::InventoryMonitor::inventoryChanged, r,
                     [r] { r->refreshNetdevs(); });
    return Result<std::unique_ptr<peers::PeerResponder>>(std::move(responder));
}

QStringList NodeContext::warnings() const
{
    QStringList warnings;
    if (!m_discovery)
        warnings << QCoreApplication::translate("NodeContext", "Peer discovery is off: %1")
                        .arg(m_discovery.errorMessage());
    if (!m_home)
        warnings << m_home.errorMessage();
    return warnings;
}

cluster::MemberSources NodeContext::memberSources(const QString &netplanRoot) const
{
    cluster::MemberSources sources;
    sources.id = m_identity.id();
    sources.hostname = m_options.hostname;
    sources.stateDir = m_options.stateDir;
    sources.netplanRoot = netplanRoot;
    hw::InventoryMonitor *monitor = m_options.inventory;
    sources.inventory = [monitor] {
        monitor->refresh(); // an apply may just have changed addresses and MTUs
        return monitor->inventory();
    };
    discovery::DiscoveryAgent *agent = m_agent.get();
    sources.neighbours = [agent] { return agent->links(); };
    sources.homeDir = m_homeDir; // SSH to and from the seat follows a kept change
    return sources;
}

} // namespace sparkwire::node
