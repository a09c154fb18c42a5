#include "PairCommand.h"

#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"

#include "peers/RelayRequest.h"
#include "peers/TunnelChain.h"

#include <QPointer>

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
                        "or more), or through NAME,NAME2,..., paired Sparks each cabled to the "
                        "next, the first to this Spark and the last to PEER (rings of six to "
                        "eight); PEER is then the name its beacons carry."),
         QStringLiteral("NAME[,NAME...]")});
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
    QPointer<peers::TunnelChain> tunnel; // through several Sparks: what carries the connection
    // Our confirm (or refusal) must reach the peer before we go: the connection sends it and
    // closes on the event loop, and deletes itself once its socket is closed (or the close
    // timed out); only then does the command end, so an early exit cannot reset it. Through
    // tunnels, only once every hop has passed it on and closed too.
    auto closeThenExit = [&](int exitCode) {
        QObject *last = tunnel ? static_cast<QObject *>(tunnel.data()) : connection;
        QObject::connect(last, &QObject::destroyed, qApp,
                         [exitCode] { QCoreApplication::exit(exitCode); });
        connection->closeAfterWriting();
    };
    const quint16 peerPort = quint16(parser.value(QStringLiteral("port")).toUInt());
    std::function<void(const QString &, quint16)> connectAt;
    auto connectTo = [&](const QString &address) { connectAt(address, peerPort); };
    std::function<void(peers::PeerConnection *)> attach;
    connectAt = [&](const QString &address, quint16 port) {
        out << "Connecting to " << peer << " at " << address << "...\n";
        out.flush();
        attach(peers::PeerConnection::connectTo(address, port, node->localNode(), qApp));
    };
    attach = [&](peers::PeerConnection *c) {
        connection = c;
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
    const QStringList viaNames =
        parser.value(QStringLiteral("via")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    QList<peers::TunnelHop> viaHops;
    // Through several (docs/security.md, "Members more than one hop away"): each tunnels to the
    // next, the last to the Spark it hears beaconing PEER.
    auto throughFound = [&](const QString &address) {
        const peers::TunnelRoute route{address, viaHops};
        // No key to expect yet: the pairing's code decides whom this reached.
        auto *chain = peers::TunnelChain::open(node->localNode(), route, peer, QString(), peerPort,
                                               peers::PeerConnection::Timeouts().handshakeMs, qApp);
        tunnel = chain;
        QObject::connect(chain, &peers::TunnelChain::opened, [&, route](peers::PeerConnection *c) {
            out << "Through " << route.describe() << ":\n";
            out.flush();
            attach(c);
        });
        QObject::connect(chain, &peers::TunnelChain::failed, [&](const QString &why) {
            err << "sparkwirectl pair: " << why << "\n";
            QCoreApplication::exit(1);
        });
    };
    auto viaFound = [&](const QString &address) {
        if (viaHops.size() > 1)
            return throughFound(address);
        const peers::RelayVia via{viaHops.first().id, viaHops.first().name, address};
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
        for (const QString &via : viaNames) {
            const std::optional<peers::PairedPeers::Peer> paired =
                peers::PairedPeers(node->stateDir()).resolve(via);
            if (!paired) {
                err << "sparkwirectl pair: --via " << via
                    << " is not a Spark paired with this one: pair with it first\n";
                return 2;
            }
            viaHops.append({paired->id, paired->hostname});
        }
        if (viaHops.isEmpty() || viaHops.size() > 15) {
            err << "sparkwirectl pair: --via takes one to fifteen paired Sparks, separated by "
                   "commas\n";
            return 2;
        }
        node->whenPeerFound(viaNames.first(), NodeSession::beaconTimeout(parser), viaFound, [&] {
            err << "sparkwirectl pair: no beacon from '" << viaNames.first()
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
