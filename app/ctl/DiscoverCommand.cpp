#include "DiscoverCommand.h"

#include "SignalWatcher.h"
#include "TextTable.h"

#include "discovery/DiscoveryAgent.h"
#include "discovery/DiscoveryJson.h"
#include "discovery/NodeIdentity.h"
#include "hw/InventoryMonitor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTextStream>
#include <QTimer>

using namespace sparkwire;

namespace {
struct Setup
{
    std::unique_ptr<hw::InventoryMonitor> inventory;
    std::unique_ptr<discovery::DiscoveryAgent> agent;
};

void addCommonOptions(QCommandLineParser &parser)
{
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("sysfs-root"),
         QStringLiteral("Read this Spark's CX-7 ports from DIR instead of /sys."),
         QStringLiteral("DIR"), QStringLiteral("/sys")},
        {QStringLiteral("state-dir"),
         QStringLiteral("Where this node's identity (key pair) is kept."), QStringLiteral("DIR"),
         QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
             QStringLiteral("/sparkwire")},
    });
}

// The inventory, identity and agent both commands run; nullopt-like empty Setup on error.
Setup startAgent(const QCommandLineParser &parser, const char *command, QTextStream &err)
{
    Setup setup;
    const QString root = parser.value(QStringLiteral("sysfs-root"));
    if (!QFileInfo(root).isDir()) {
        err << "sparkwirectl " << command << ": the sysfs root '" << root << "' does not exist\n";
        return {};
    }
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = root;
    setup.inventory = std::make_unique<hw::InventoryMonitor>(options);
    if (setup.inventory->inventory().ports.isEmpty()) {
        err << "sparkwirectl " << command << ": no ConnectX-7 port found under '" << root
            << "'; nothing to discover on.\n";
        return {};
    }
    QString error;
    const QString hostname = QSysInfo::machineHostName();
    const auto identity = discovery::NodeIdentity::loadOrCreate(
        parser.value(QStringLiteral("state-dir")), hostname, &error);
    if (!identity) {
        err << "sparkwirectl " << command << ": " << error << "\n";
        return {};
    }
    setup.agent = std::make_unique<discovery::DiscoveryAgent>(setup.inventory.get(), identity->id(),
                                                              hostname);
    if (!setup.agent->start(&error)) {
        err << "sparkwirectl " << command << ": " << error << "\n";
        return {};
    }
    return setup;
}

QString describe(const discovery::CablingMap &map)
{
    TextTable table({QStringLiteral("LOCAL"), QStringLiteral("PORT"), QStringLiteral("PEER"),
                     QStringLiteral("PEER NETDEV"), QStringLiteral("PEER PORT")});
    for (const discovery::PeerLinks &peer : map.peers)
        for (const discovery::NeighbourLink &l : peer.links)
            table.addRow({l.localNetdev,
                          QStringLiteral("%1%2").arg(l.localPort).arg(QChar(u'a' + l.localHalf)),
                          peer.hostname, l.peerNetdev,
                          QStringLiteral("%1%2").arg(l.peerPort).arg(QChar(u'a' + l.peerHalf))});
    QString out =
        QStringLiteral("topology: %1, %2 peer(s)\n").arg(map.topology).arg(map.peers.size());
    if (!map.peers.isEmpty())
        out += table.toString();
    for (const discovery::CablingWarning &w : map.warnings)
        out += QStringLiteral("warning [%1]: %2\n").arg(w.id, w.message);
    return out;
}
} // namespace

int runDiscoverCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Find the Sparks cabled to this one, and which port leads where."));
    addCommonOptions(parser);
    parser.addOptions({
        {QStringLiteral("timeout"), QStringLiteral("Listen for S seconds."), QStringLiteral("S"),
         QStringLiteral("3")},
        {QStringLiteral("json"), QStringLiteral("Print JSON.")},
    });
    if (!parser.parse(arguments)) {
        err << "sparkwirectl discover: " << parser.errorText() << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText().replace(QLatin1String("sparkwirectl"),
                                         QLatin1String("sparkwirectl discover"));
        return 0;
    }
    bool ok = false;
    const double timeout = parser.value(QStringLiteral("timeout")).toDouble(&ok);
    if (!ok || timeout <= 0 || timeout > 600) {
        err << "sparkwirectl discover: --timeout must be a number of seconds from 0 to 600\n";
        return 2;
    }
    QElapsedTimer clock;
    clock.start();
    Setup setup = startAgent(parser, "discover", err);
    if (!setup.agent)
        return 1;
    qint64 settledMs = 0; // when the map last changed: how long discovery took
    QObject::connect(setup.agent.get(), &discovery::DiscoveryAgent::cablingChanged,
                     [&] { settledMs = clock.elapsed(); });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    QTimer::singleShot(int(timeout * 1000), qApp, &QCoreApplication::quit);
    QCoreApplication::exec();

    const discovery::CablingMap map = setup.agent->map();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json =
            discovery::discoveryToJson(setup.agent->id(), setup.agent->hostname(), map);
        json.insert(QLatin1String("elapsed_ms"), settledMs);
        json.insert(QLatin1String("rejected_beacons"), setup.agent->rejectedBeacons());
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        out << "this Spark: " << setup.agent->hostname() << " (" << setup.agent->id().left(16)
            << "...)\n"
            << describe(map);
    }
    return 0;
}

int runAgentCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Beacon on every CX-7 link and answer peers until stopped."));
    addCommonOptions(parser);
    if (!parser.parse(arguments)) {
        err << "sparkwirectl agent: " << parser.errorText() << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText().replace(QLatin1String("sparkwirectl"),
                                         QLatin1String("sparkwirectl agent"));
        return 0;
    }
    Setup setup = startAgent(parser, "agent", err);
    if (!setup.agent)
        return 1;
    out << "sparkwire agent " << setup.agent->hostname() << " (" << setup.agent->id()
        << ") is beaconing; Ctrl-C stops it\n";
    out.flush();
    QObject::connect(setup.agent.get(), &discovery::DiscoveryAgent::cablingChanged, [&] {
        out << describe(setup.agent->map());
        out.flush();
    });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    return QCoreApplication::exec();
}
