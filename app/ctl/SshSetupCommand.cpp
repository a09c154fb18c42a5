#include "SshSetupCommand.h"

#include "NodeSession.h"
#include "SignalWatcher.h"

#include "peers/PeerSession.h"
#include "ssh/SshFiles.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace sparkwire;

int runSshSetupCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Set up passwordless SSH to and from a paired peer."));
    parser.addOption({QStringLiteral("ssh-host-key"),
                      QStringLiteral("This host's SSH host public key (ed25519), for the peer to "
                                     "pin when it logs in here."),
                      QStringLiteral("FILE"), QStringLiteral("/etc/ssh/ssh_host_ed25519_key.pub")});
    int exitCode = 0;
    const std::optional<QString> peerArgument =
        NodeSession::parsePeerCommand(parser, arguments, "ssh-setup", out, err, &exitCode);
    if (!peerArgument)
        return exitCode;
    const QString peer = *peerArgument;
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "ssh-setup", err);
    if (!node)
        return 1;
    // ssh itself reads the home from the password database, not $HOME.
    const Result<QString> accountHome = ssh::SshFiles::accountHome();
    if (!accountHome) {
        err << "sparkwirectl ssh-setup: " << accountHome.errorMessage() << "\n";
        return 1;
    }
    const QString home = *accountHome;
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp,
                     [] { QCoreApplication::exit(130); });
    auto fail = [&](const QString &why) {
        err << "sparkwirectl ssh-setup: " << why << "\n";
        err.flush();
        QCoreApplication::exit(1);
    };
    peers::NetworkPeerSession session(node->localNode(), home);
    // The peer pins this host's key for its logins back here.
    session.setHostKeyFile(parser.value(QStringLiteral("ssh-host-key")));
    QObject::connect(&session, &peers::PeerSession::progress, [&](const QString &what) {
        out << what << "\n";
        out.flush();
    });
    QObject::connect(&session, &peers::PeerSession::sshFailed,
                     [&](const Error &why) { fail(why.message); });
    QObject::connect(&session, &peers::PeerSession::sshReady,
                     [&](const QString &, const QString &summary) {
                         out << "Done: " << summary << "\n";
                         out.flush();
                         QCoreApplication::exit(0);
                     });
    node->reachPairedPeer(
        peer, parser, [&](const peers::PeerTarget &target) { session.setupSsh(target); }, fail);
    return QCoreApplication::exec();
}
