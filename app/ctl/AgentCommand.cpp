#include "AgentCommand.h"

#include "DiscoverCommand.h"
#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"

#include "common/AtomicFile.h"
#include "peers/PeerServer.h"
#include "ssh/AuthorizedKeys.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTextStream>

#include <pwd.h>
#include <unistd.h>

using namespace sparkwire;

namespace {
QString userName()
{
    const passwd *pw = ::getpwuid(::getuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString::number(::getuid());
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
    QString error;
    peers::PeerServer server(node->localNode(),
                             [session](const QHostAddress &a) { return session->isCx7Local(a); });
    if (!server.start(peers::PeerConnection::kPort, &error)) {
        err << "sparkwirectl agent: " << error << "\n";
        return 1;
    }
    Prompter prompter;
    out << "sparkwire agent " << node->agent().hostname() << " (" << node->agent().id()
        << ") is beaconing; Ctrl-C stops it\n";
    out << "identity: " << node->keyStorage() << "\n";
    out.flush();

    QObject::connect(&node->agent(), &discovery::DiscoveryAgent::cablingChanged, [&] {
        out << describeCabling(node->agent().map());
        out.flush();
    });
    QObject::connect(&server, &peers::PeerServer::connectionReady, [&](peers::PeerConnection *c) {
        QObject::connect(c, &peers::PeerConnection::pairingCode, c, [&, c](const QString &code) {
            out << "\nPairing request from " << c->peerHostname() << " (" << c->peerId().left(16)
                << "...)\n"
                << "Code: " << code << "\n";
            out.flush();
            // The peer may go away while the person decides: answer only a live connection.
            prompter.ask(QStringLiteral("Does %1 show the same code?").arg(c->peerHostname()),
                         [c = QPointer<peers::PeerConnection>(c)](bool yes) {
                             if (c)
                                 c->confirmPairing(yes);
                         });
        });
        QObject::connect(c, &peers::PeerConnection::paired, c, [&, c] {
            out << "Paired with " << c->peerHostname() << ".\n";
            out.flush();
        });
        QObject::connect(c, &peers::PeerConnection::pairingFailed, c, [&, c](const QString &why) {
            out << "Not paired with " << c->peerHostname() << ": " << why << ".\n";
            out.flush();
        });
        QObject::connect(c, &peers::PeerConnection::failed, c, [&, c](const QString &why) {
            out << "Connection from " << c->peerHostname() << " ended: " << why
                << ". Nothing was stored.\n";
            out.flush();
        });
        QObject::connect(c, &peers::PeerConnection::sshKeyOffered, c, [&, c](const QString &key) {
            out << "\n"
                << c->peerHostname() << " (paired) asks to log in here as " << userName()
                << " with the key:\n  " << key << "\n";
            prompter.ask(QStringLiteral("Add it to ~/.ssh/authorized_keys?"), [&, c,
                                                                               key](bool yes) {
                if (!yes) {
                    c->answerSshKey(
                        false,
                        QStringLiteral("declined by %1's person").arg(node->agent().hostname()));
                    return;
                }
                const QString why = ssh::AuthorizedKeys::add(QDir::homePath(), key);
                if (!why.isEmpty()) {
                    c->answerSshKey(false, why);
                    return;
                }
                // Who to log in as, and the host key to pin in known_hosts.
                const QByteArray hostKey =
                    common::AtomicFile::read(parser.value(QStringLiteral("ssh-host-key")))
                        .value_or(QByteArray());
                c->answerSshKey(
                    true, QString::fromUtf8(
                              QJsonDocument(QJsonObject{{QLatin1String("user"), userName()},
                                                        {QLatin1String("host_key"),
                                                         QString::fromUtf8(hostKey).trimmed()}})
                                  .toJson(QJsonDocument::Compact)));
                out << "Added; " << c->peerHostname() << " can now log in as " << userName()
                    << " without a password.\n";
                out.flush();
            });
        });
    });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    return QCoreApplication::exec();
}
