#include "AgentCommand.h"

#include "DiscoverCommand.h"
#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"

#include "bench/PeerTestServers.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PeerResponder.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>
#include <QTimer>

using namespace sparkwire;

namespace {
// The whole key fingerprint, in groups of four, for the person to compare with the other side.
QString groupedFingerprint(const QString &id)
{
    QStringList groups;
    for (qsizetype i = 0; i < id.size(); i += 4)
        groups << id.mid(i, 4);
    return groups.join(QLatin1Char(' '));
}
} // namespace

int runAgentCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Beacon on every CX-7 link and answer peers until stopped."));
    NodeSession::addOptions(parser);
    parser.addOption({QStringLiteral("ssh-host-key"),
                      QStringLiteral("This host's SSH host public key, for peers to pin."),
                      QStringLiteral("FILE"), QStringLiteral("/etc/ssh/ssh_host_ed25519_key.pub")});
    parser.addOption(
        {QStringLiteral("accept-pairing"),
         QStringLiteral("Accept one pairing request for S seconds after start (default: none; "
                        "type 'pair' and Enter at any time to accept one for %1 s).")
             .arg(peers::PeerResponder::kDefaultArmSeconds),
         QStringLiteral("S")});
    if (!parser.parse(arguments)) {
        err << "sparkwirectl agent: " << parser.errorText() << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText().replace(QLatin1String("sparkwirectl"),
                                         QLatin1String("sparkwirectl agent"));
        return 0;
    }
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "agent", err);
    if (!node)
        return 1;
    NodeSession *session = node.get();
    Prompter prompter;
    peers::PeerResponder::Options options;
    options.local = node->localNode();
    QString homeError; // without a home, SSH-key requests are answered with this
    options.homeDir = ssh::SshFiles::accountHome(&homeError);
    options.hostKeyFile = parser.value(QStringLiteral("ssh-host-key"));
    options.cx7Netdevs = [session] { return session->inventory().inventory().cx7Netdevs(); };
    int armSeconds = 0;
    if (parser.isSet(QStringLiteral("accept-pairing"))) {
        bool ok = false;
        armSeconds = parser.value(QStringLiteral("accept-pairing")).toInt(&ok);
        if (!ok || armSeconds < 1 || armSeconds > 3600) {
            err << "sparkwirectl agent: --accept-pairing takes seconds from 1 to 3600\n";
            return 2;
        }
    }
    bench::PeerTestServers testServers(&session->inventory(),
                                       QCoreApplication::applicationFilePath());
    options.testServer = testServers.hook();
    QObject::connect(&testServers, &bench::PeerTestServers::serving, [&](const QString &text) {
        out << text << "\n";
        out.flush();
    });
    peers::PeerResponder responder(
        options, [&](const peers::PeerQuestion &q, peers::PeerResponder::Answer answer) {
            QString details;
            switch (q.kind) {
            case peers::PeerQuestion::Kind::PairingCode:
                details = QStringLiteral("Pairing request from a Spark that calls itself %1\n"
                                         "key: %2\nCode: %3")
                              .arg(q.peerName, groupedFingerprint(q.peerId), q.detail);
                break;
            case peers::PeerQuestion::Kind::SshKey:
                details = QStringLiteral("%1 (paired, key %2...) offers the key:\n  %3")
                              .arg(q.peerName, q.peerId.left(16), q.detail);
                break;
            case peers::PeerQuestion::Kind::Plan:
                details = QStringLiteral("%1 (paired, key %2...) proposes:\n%3")
                              .arg(q.peerName, q.peerId.left(16), q.detail);
                break;
            }
            prompter.ask(details, q.question, std::move(answer), q.id);
        });
    QObject::connect(&responder, &peers::PeerResponder::notice, [&](const QString &text) {
        out << text << "\n";
        out.flush();
    });
    QObject::connect(&responder, &peers::PeerResponder::withdrawn, [&](quint64 id) {
        prompter.withdraw(id, QStringLiteral("the peer went away; question withdrawn"));
    });
    QObject::connect(&responder, &peers::PeerResponder::pairingArmedChanged, [&](bool armed) {
        out << (armed ? QStringLiteral("Accepting one pairing request for %1 s.")
                            .arg(responder.pairingSecondsLeft())
                      : QStringLiteral("Not accepting pairing requests (type 'pair' and Enter to "
                                       "accept one)."))
            << "\n";
        out.flush();
    });
    prompter.setCommandHandler([&](const QByteArray &line) {
        if (line != "pair")
            return false;
        responder.armPairing();
        return true;
    });
    QObject::connect(&session->inventory(), &hw::InventoryMonitor::inventoryChanged, &responder,
                     [&responder] { responder.refreshNetdevs(); });
    QString error;
    if (!responder.listen(peers::PeerConnection::kPort, &error)) {
        err << "sparkwirectl agent: " << error << "\n";
        return 1;
    }
    out << "sparkwire agent " << node->agent().hostname() << " (" << node->agent().id()
        << ") is beaconing; Ctrl-C stops it\n";
    out << "identity: " << node->keyStorage() << "\n";
    out << "answering peers on " << responder.server()->listeningOn().join(QStringLiteral(", "))
        << " only (TCP " << responder.port() << ")\n";
    out.flush();
    if (armSeconds > 0)
        responder.armPairing(armSeconds);
    else
        out << "Not accepting pairing requests (type 'pair' and Enter to accept one, or start "
               "with --accept-pairing S).\n";
    out.flush();

    QObject::connect(&node->agent(), &discovery::DiscoveryAgent::cablingChanged, [&] {
        out << describeCabling(node->agent().map());
        out.flush();
    });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    return QCoreApplication::exec();
}
