#include "PairCommand.h"

#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"

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
    auto connectTo = [&](const QString &address) {
        out << "Connecting to " << peer << " at " << address << "...\n";
        out.flush();
        connection = peers::PeerConnection::connectTo(
            address, quint16(parser.value(QStringLiteral("port")).toUInt()), node->localNode(),
            qApp);
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

    if (parser.isSet(QStringLiteral("address"))) {
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
