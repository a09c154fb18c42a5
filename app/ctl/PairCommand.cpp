#include "PairCommand.h"

#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"

#include "peers/RelayRequest.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace sparkwire;

int runPairCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Pair with PEER: compare a six-digit code on both Sparks."));
    parser.addOption({QStringLiteral("port"), QStringLiteral("The peer's TCP port."),
                      QStringLiteral("PORT"), QString::number(peers::PeerConnection::kPort)});
    parser.addOption(
        {QStringLiteral("via"),
         QStringLiteral("Reach PEER through NAME, a paired Spark cabled to both (a ring of four "
                        "or more); PEER is then the name its beacons carry."),
         QStringLiteral("NAME")});
    int exitCode = 0;
    const std::optional<QString> peerArgument =
        NodeSession::parsePeerCommand(parser, arguments, "pair", out, err, &exitCode);
    if (!peerArgument)
        return exitCode;
    const QString peer = *peerArgument;
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "pair", err);
    if (!node)
        return 1;
    Prompter prompter;
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp,
                     [] { QCoreApplication::exit(130); });

    peers::PeerConnection *connection = nullptr;
    // Our confirm (or refusal) must reach the peer before we go: the connection sends it and
    // closes on the event loop, and deletes itself once its socket is closed (or the close
    // timed out); only then does the command end, so an early exit cannot reset it.
    auto closeThenExit = [&](int exitCode) {
        QObject::connect(connection, &QObject::destroyed, qApp,
                         [exitCode] { QCoreApplication::exit(exitCode); });
        connection->closeAfterWriting();
    };
    const quint16 peerPort = quint16(parser.value(QStringLiteral("port")).toUInt());
    std::function<void(const QString &, quint16)> connectAt;
    auto connectTo = [&](const QString &address) { connectAt(address, peerPort); };
    connectAt = [&](const QString &address, quint16 port) {
        out << "Connecting to " << peer << " at " << address << "...\n";
        out.flush();
        connection = peers::PeerConnection::connectTo(address, port, node->localNode(), qApp);
        QObject::connect(connection, &peers::PeerConnection::ready, [&] {
            if (connection->peerIsPaired()) {
                out << "Already paired with " << connection->peerName() << ".\n";
                out.flush();
                QCoreApplication::exit(0);
                return;
            }
            connection->startPairing();
        });
        QObject::connect(connection, &peers::PeerConnection::pairingCode, [&](const QString &code) {
            prompter.ask(
                QStringLiteral("The Spark that calls itself %1 has key\n  %2\nCode: %3")
                    .arg(connection->claimedHostname(), connection->peerId(), code),
                QStringLiteral("Does %1 show the same code?").arg(connection->claimedHostname()),
                [&](bool yes) { connection->confirmPairing(yes); });
        });
        QObject::connect(connection, &peers::PeerConnection::paired, [&] {
            out << "Paired with " << connection->peerName() << " (" << connection->peerId().left(16)
                << "...).\n";
            out.flush();
            closeThenExit(0);
        });
        QObject::connect(connection, &peers::PeerConnection::pairingFailed, [&](const Error &why) {
            err << "sparkwirectl pair: not paired: " << why.message << "\n";
            err.flush();
            closeThenExit(1);
        });
        QObject::connect(connection, &peers::PeerConnection::failed, [&](const Error &why) {
            err << "sparkwirectl pair: " << why.message << "\n";
            QCoreApplication::exit(1);
        });
    };

    // Through a paired neighbour: it relays one stream to the Spark it hears beaconing PEER;
    // the pairing inside is ours with that Spark, codes compared as always.
    auto viaFound = [&](const QString &address) {
        const std::optional<peers::PairedPeers::Peer> paired =
            peers::PairedPeers(node->stateDir()).resolve(parser.value(QStringLiteral("via")));
        const peers::RelayVia via{paired->id, paired->hostname, address};
        auto *relay = peers::RelayRequest::ask(node->localNode(), via, peer, peerPort,
                                               peers::PeerConnection::Timeouts().handshakeMs, qApp);
        QObject::connect(relay, &peers::RelayRequest::opened, [&, relay, via](quint16 port) {
            relay->deleteLater();
            out << "Through " << via.name << ":\n";
            connectAt(via.address, port);
        });
        QObject::connect(relay, &peers::RelayRequest::failed, [&, relay](const QString &why) {
            relay->deleteLater();
            err << "sparkwirectl pair: " << why << "\n";
            QCoreApplication::exit(1);
        });
    };

    if (parser.isSet(QStringLiteral("via"))) {
        const QString via = parser.value(QStringLiteral("via"));
        if (!peers::PairedPeers(node->stateDir()).resolve(via)) {
            err << "sparkwirectl pair: --via " << via
                << " is not a Spark paired with this one: pair with it first\n";
            return 2;
        }
        node->whenPeerFound(via, NodeSession::beaconTimeout(parser), viaFound, [&] {
            err << "sparkwirectl pair: no beacon from '" << parser.value(QStringLiteral("via"))
                << "' on any CX-7 link.\n";
            QCoreApplication::exit(1);
        });
    } else if (parser.isSet(QStringLiteral("address"))) {
        connectTo(parser.value(QStringLiteral("address")));
    } else {
        // Wait for PEER's beacons: they say where it is.
        node->whenPeerFound(peer, NodeSession::beaconTimeout(parser), connectTo, [&] {
            err << "sparkwirectl pair: no beacon from '" << peer
                << "' on any CX-7 link. Is it cabled, and does it run "
                << "Sparkwire or `sparkwirectl agent`?\n";
            QCoreApplication::exit(1);
        });
    }
    return QCoreApplication::exec();
}
