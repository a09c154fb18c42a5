#include "DiscoverCommand.h"

#include "CommandLine.h"

#include "NodeSession.h"
#include "SignalWatcher.h"
#include "TextTable.h"

#include "discovery/DiscoveryAgent.h"
#include "discovery/DiscoveryJson.h"
#include "discovery/NodeIdentity.h"
#include "hw/InventoryMonitor.h"
#include "peers/PairedPeers.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTextStream>
#include <QTimer>

using namespace sparkwire;

QString describeCabling(const discovery::CablingMap &map)
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

int runDiscoverCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Find the Sparks cabled to this one, and which port leads where."));
    NodeSession::addOptions(parser);
    parser.addOptions({
        {QStringLiteral("timeout"), QStringLiteral("Listen for S seconds."), QStringLiteral("S"),
         QStringLiteral("3")},
        jsonOption(),
    });
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("discover"), out, err))
        return *code;
    bool ok = false;
    const double timeout = parser.value(QStringLiteral("timeout")).toDouble(&ok);
    if (!ok || timeout <= 0 || timeout > 600) {
        err << "sparkwirectl discover: --timeout must be a number of seconds from 0 to 600\n";
        return 2;
    }
    QElapsedTimer clock;
    clock.start();
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "discover", err);
    if (!node)
        return 1;
    discovery::DiscoveryAgent *agent = &node->agent();
    qint64 settledMs = 0; // when the map last changed: how long discovery took
    QObject::connect(agent, &discovery::DiscoveryAgent::cablingChanged,
                     [&] { settledMs = clock.elapsed(); });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    QTimer::singleShot(int(timeout * 1000), qApp, &QCoreApplication::quit);
    QCoreApplication::exec();

    const discovery::CablingMap map = agent->map();
    if (wantsJson(parser)) {
        QSet<QString> paired;
        for (const peers::PairedPeers::Peer &p :
             peers::PairedPeers(node->stateDir()).load().valueOr({}))
            paired.insert(p.id);
        QJsonObject json = discovery::discoveryToJson(agent->id(), agent->hostname(), map, paired);
        json.insert(QLatin1String("elapsed_ms"), settledMs);
        json.insert(QLatin1String("rejected_beacons"), agent->rejectedBeacons());
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        out << "this Spark: " << agent->hostname() << " (" << agent->id().left(16) << "...)\n"
            << describeCabling(map);
    }
    return 0;
}
