#include "NodeSession.h"

#include "CommandLine.h"

#include "node/NodeContextFactory.h"
#include "peers/PairedPeers.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

using namespace sparkwire;

void NodeSession::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        sysfsRootOption(QStringLiteral("Read this Spark's CX-7 ports from DIR instead of /sys "
                                       "(default: $SPARKWIRE_SYSFS_ROOT, else /sys).")),
        stateDirOption(
            QStringLiteral("Where this node's identity and paired peers are kept "
                           "(default: $SPARKWIRE_STATE_DIR, else the user's data folder).")),
    });
}

void NodeSession::addNetplanRootOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("netplan-root"),
                      QStringLiteral("Read the netplan hierarchy ({lib,etc,run}/netplan) below DIR "
                                     "(default: $SPARKWIRE_NETPLAN_ROOT, else /)."),
                      QStringLiteral("DIR"), defaultNetplanRoot()});
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
    if (const std::optional<int> code =
            parseCommandLine(parser, arguments, QLatin1String(command), out, err, 1, 1,
                             QStringLiteral("PEER [--address HOST] [--timeout S]"))) {
        *exitCode = *code;
        return std::nullopt;
    }
    if (beaconTimeout(parser) <= 0) {
        err << "sparkwirectl " << command
            << ": --timeout must be a number of seconds from 0 to 600\n";
        *exitCode = 2;
        return std::nullopt;
    }
    return parser.positionalArguments().first();
}

double NodeSession::beaconTimeout(const QCommandLineParser &parser)
{
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("timeout")).toDouble(&ok);
    return ok && seconds > 0 && seconds <= 600 ? seconds : 0;
}

std::unique_ptr<NodeSession> NodeSession::start(const QCommandLineParser &parser,
                                                const char *command, QTextStream &err)
{
    auto session = std::make_unique<NodeSession>();
    const QString root = sysfsRootValue(parser);
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
    node::NodeContext::Options nodeOptions;
    nodeOptions.inventory = session->m_inventory.get();
    nodeOptions.stateDir = stateDirValue(parser);
    if (parser.optionNames().contains(QStringLiteral("ssh-host-key")))
        nodeOptions.hostKeyFile = parser.value(QStringLiteral("ssh-host-key"));
    nodeOptions.testServerProgram = QCoreApplication::applicationFilePath();
    // The same start as the window's; a command line may wait for the keyring.
    std::optional<Result<std::unique_ptr<node::NodeContext>>> created;
    QEventLoop loop;
    node::NodeContextFactory::create(nodeOptions,
                                     [&](Result<std::unique_ptr<node::NodeContext>> context) {
                                         created.emplace(std::move(context));
                                         loop.quit();
                                     });
    if (!created)
        loop.exec();
    if (!*created) {
        err << "sparkwirectl " << command << ": " << created->error().message << "\n";
        return nullptr;
    }
    session->m_context = std::move(**created);
    if (const Status &discovery = session->m_context->discoveryStatus(); !discovery) {
        err << "sparkwirectl " << command << ": " << discovery.errorMessage() << "\n";
        return nullptr;
    }
    return session;
}

peers::LocalNode NodeSession::localNode() const
{
    return m_context->localNode();
}

void NodeSession::reachPairedPeer(const QString &peer, const QCommandLineParser &parser,
                                  std::function<void(const peers::PeerTarget &)> found,
                                  std::function<void(const QString &)> failed)
{
    const peers::PairedPeers paired(m_context->stateDir());
    const std::optional<peers::PairedPeers::Peer> record = paired.resolve(peer);
    if (!record) {
        QStringList names;
        for (const peers::PairedPeers::Peer &p : paired.load().valueOr({}))
            names << p.hostname;
        const QString why =
            QStringLiteral("'%1' is not paired with this Spark (paired: %2). Pair first: "
                           "sparkwirectl pair %1")
                .arg(peer,
                     names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", ")));
        // Queued: the caller's event loop, which failed() ends, may not run yet.
        QTimer::singleShot(0, &m_context->agent(), [failed, why] { failed(why); });
        return;
    }
    if (parser.isSet(QStringLiteral("address"))) {
        found({parser.value(QStringLiteral("address")), record->id});
        return;
    }
    const QString id = record->id;
    const QString name = record->hostname;
    whenPeerFound(
        id, beaconTimeout(parser),
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
        for (const discovery::NeighbourLink &l : m_context->agent().links())
            if (((!wholeId && l.peerHostname == peer) ||
                 (peer.size() >= 8 && l.peerId.startsWith(peer))) &&
                !l.peerAddress.isEmpty()) {
                *done = true;
                found(l.peerAddress);
                return;
            }
    };
    QObject::connect(&m_context->agent(), &discovery::DiscoveryAgent::cablingChanged,
                     &m_context->agent(), look);
    look();
    QTimer::singleShot(int(timeoutSeconds * 1000), &m_context->agent(), [done, notFound] {
        if (!*done) {
            *done = true;
            notFound();
        }
    });
}
