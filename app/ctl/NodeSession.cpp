#include "NodeSession.h"

#include "discovery/SecretStore.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PairedPeers.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTimer>

using namespace sparkwire;

void NodeSession::addOptions(QCommandLineParser &parser)
{
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("sysfs-root"),
         QStringLiteral("Read this Spark's CX-7 ports from DIR instead of /sys."),
         QStringLiteral("DIR"), QStringLiteral("/sys")},
        {QStringLiteral("state-dir"),
         QStringLiteral("Where this node's identity and paired peers are kept."),
         QStringLiteral("DIR"),
         QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
             QStringLiteral("/sparkwire")},
    });
}

std::optional<QString> NodeSession::parsePeerCommand(QCommandLineParser &parser,
                                                     const QStringList &arguments,
                                                     const char *command, QTextStream &out,
                                                     QTextStream &err, int *exitCode)
{
    addOptions(parser);
    parser.addPositionalArgument(QStringLiteral("PEER"),
                                 QStringLiteral("The peer's hostname, or the start of its id."));
    parser.addOptions({
        {QStringLiteral("address"),
         QStringLiteral("Connect to HOST instead of the address PEER's beacons come from."),
         QStringLiteral("HOST")},
        {QStringLiteral("timeout"), QStringLiteral("Seconds to wait for PEER's beacons."),
         QStringLiteral("S"), QStringLiteral("5")},
    });
    *exitCode = 2;
    if (!parser.parse(arguments)) {
        err << "sparkwirectl " << command << ": " << parser.errorText() << "\n";
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText().replace(QLatin1String("sparkwirectl"),
                                         QStringLiteral("sparkwirectl ") + QLatin1String(command));
        *exitCode = 0;
        return std::nullopt;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "usage: sparkwirectl " << command << " PEER [--address HOST] [--timeout S]\n";
        return std::nullopt;
    }
    return parser.positionalArguments().first();
}

std::unique_ptr<NodeSession> NodeSession::start(const QCommandLineParser &parser,
                                                const char *command, QTextStream &err)
{
    auto session = std::make_unique<NodeSession>();
    const QString root = parser.value(QStringLiteral("sysfs-root"));
    if (!QFileInfo(root).isDir()) {
        err << "sparkwirectl " << command << ": the sysfs root '" << root << "' does not exist\n";
        return nullptr;
    }
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = root;
    session->m_inventory = std::make_unique<hw::InventoryMonitor>(options);
    if (session->m_inventory->inventory().ports.isEmpty()) {
        err << "sparkwirectl " << command << ": no ConnectX-7 port found under '" << root << "'.\n";
        return nullptr;
    }
    QString error;
    session->m_stateDir = parser.value(QStringLiteral("state-dir"));
    const QString hostname = QSysInfo::machineHostName();
    // The same key store as the window: the desktop keyring when this runs in a desktop
    // session (a key the GUI put there is found), else the 0600 file. Without a session bus
    // there is no keyring to ask, and asking could start one.
    discovery::KeychainStore keyring;
    const bool desktop = qEnvironmentVariableIsSet("DBUS_SESSION_BUS_ADDRESS");
    session->m_identity = discovery::NodeIdentity::loadOrCreate(
        session->m_stateDir, hostname, &error, desktop ? &keyring : nullptr);
    if (!session->m_identity) {
        err << "sparkwirectl " << command << ": " << error << "\n";
        return nullptr;
    }
    session->m_agent = std::make_unique<discovery::DiscoveryAgent>(
        session->m_inventory.get(), session->m_identity->id(), hostname);
    if (!session->m_agent->start(&error)) {
        err << "sparkwirectl " << command << ": " << error << "\n";
        return nullptr;
    }
    return session;
}

peers::LocalNode NodeSession::localNode() const
{
    return peers::makeLocalNode(*m_identity, m_agent->hostname(), m_stateDir, m_inventory.get());
}

void NodeSession::reachPairedPeer(const QString &peer, const QCommandLineParser &parser,
                                  std::function<void(const peers::PeerTarget &)> found,
                                  std::function<void(const QString &)> failed)
{
    const peers::PairedPeers paired(m_stateDir);
    const std::optional<peers::PairedPeers::Peer> record = paired.resolve(peer);
    if (!record) {
        QStringList names;
        for (const peers::PairedPeers::Peer &p : paired.load())
            names << p.hostname;
        const QString why =
            QStringLiteral("'%1' is not paired with this Spark (paired: %2). Pair first: "
                           "sparkwirectl pair %1")
                .arg(peer,
                     names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", ")));
        // Queued: the caller's event loop, which failed() ends, may not run yet.
        QTimer::singleShot(0, m_agent.get(), [failed, why] { failed(why); });
        return;
    }
    if (parser.isSet(QStringLiteral("address"))) {
        found({parser.value(QStringLiteral("address")), record->id});
        return;
    }
    const QString id = record->id;
    const QString name = record->hostname;
    whenPeerFound(
        id, parser.value(QStringLiteral("timeout")).toDouble(),
        [found, id](const QString &address) {
            found({address, id});
        },
        [failed, name] {
            failed(QStringLiteral("no beacon from %1 on any CX-7 link. Is it cabled, and does it "
                                  "run Sparkwire or `sparkwirectl agent`?")
                       .arg(name));
        });
}

void NodeSession::whenPeerFound(const QString &peer, double timeoutSeconds,
                                std::function<void(const QString &)> found,
                                std::function<void()> notFound)
{
    auto done = std::make_shared<bool>(false);
    auto look = [this, peer, found, done] {
        if (*done)
            return;
        // A whole id is matched as an id only: a beacon may claim any hostname, even that.
        const bool wholeId = peer.size() == 64;
        for (const discovery::NeighbourLink &l : m_agent->links())
            if (((!wholeId && l.peerHostname == peer) ||
                 (peer.size() >= 8 && l.peerId.startsWith(peer))) &&
                !l.peerAddress.isEmpty()) {
                *done = true;
                found(l.peerAddress);
                return;
            }
    };
    QObject::connect(m_agent.get(), &discovery::DiscoveryAgent::cablingChanged, m_agent.get(),
                     look);
    look();
    QTimer::singleShot(int(timeoutSeconds * 1000), m_agent.get(), [done, notFound] {
        if (!*done) {
            *done = true;
            notFound();
        }
    });
}
