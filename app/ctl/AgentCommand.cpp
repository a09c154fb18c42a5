#include "AgentCommand.h"

#include "DiscoverCommand.h"
#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"

#include "bench/PeerTestServers.h"
#include "peers/PeerResponder.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>
#include <QTimer>

using namespace sparkwire;

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
    options.homeDir = ssh::SshFiles::accountHome(nullptr); // never $HOME (sudo -E keeps it)
    options.hostKeyFile = parser.value(QStringLiteral("ssh-host-key"));
    options.isCx7Local = [session](const QHostAddress &a) { return session->isCx7Local(a); };
    options.cx7Netdevs = [session] { return session->inventory().inventory().cx7Netdevs(); };
    bench::PeerTestServers testServers(&session->inventory(),
                                       QCoreApplication::applicationFilePath());
    options.testServer = testServers.hook();
    QObject::connect(&testServers, &bench::PeerTestServers::serving, [&](const QString &text) {
        out << text << "\n";
        out.flush();
    });
    peers::PeerResponder responder(
        options, [&](const peers::PeerQuestion &q, peers::PeerResponder::Answer answer) {
            switch (q.kind) {
            case peers::PeerQuestion::Kind::PairingCode:
                out << "\nPairing request from " << q.peerHostname << " (" << q.peerId.left(16)
                    << "...)\nCode: " << q.detail << "\n";
                break;
            case peers::PeerQuestion::Kind::SshKey:
                out << "\n" << q.peerHostname << " offers the key:\n  " << q.detail << "\n";
                break;
            case peers::PeerQuestion::Kind::Plan:
                out << "\n" << q.peerHostname << " proposes:\n" << q.detail << "\n";
                break;
            }
            out.flush();
            prompter.ask(q.question, std::move(answer));
        });
    QObject::connect(&responder, &peers::PeerResponder::notice, [&](const QString &text) {
        out << text << "\n";
        out.flush();
    });
    QString error;
    if (!responder.listen(peers::PeerConnection::kPort, &error)) {
        err << "sparkwirectl agent: " << error << "\n";
        return 1;
    }
    out << "sparkwire agent " << node->agent().hostname() << " (" << node->agent().id()
        << ") is beaconing; Ctrl-C stops it\n";
    out << "identity: " << node->keyStorage() << "\n";
    out.flush();

    QObject::connect(&node->agent(), &discovery::DiscoveryAgent::cablingChanged, [&] {
        out << describeCabling(node->agent().map());
        out.flush();
    });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    return QCoreApplication::exec();
}
