#include "ProposeCommand.h"

#include "CommandLine.h"
#include "NodeSession.h"
#include "SignalWatcher.h"

#include "peers/PeerMessage.h"
#include "peers/PeerSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

using namespace sparkwire;

int runProposeCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Offer a netplan to a paired peer for its person to review and apply."));
    parser.addOption(
        {QStringLiteral("netplan"),
         QStringLiteral("The netplan YAML meant for PEER (sparkwirectl plan --node N)."),
         QStringLiteral("FILE")});
    int exitCode = 0;
    const std::optional<QString> peerArgument =
        NodeSession::parsePeerCommand(parser, arguments, "propose", out, err, &exitCode);
    if (!peerArgument)
        return exitCode;
    const QString peer = *peerArgument;
    if (!parser.isSet(QStringLiteral("netplan"))) {
        err << "sparkwirectl propose: say which file with --netplan FILE\n";
        return 2;
    }
    const QString file = parser.value(QStringLiteral("netplan"));
    const std::optional<QByteArray> yaml =
        readInputFile(file, peers::PeerMessage::kMaxPlanChars, QStringLiteral("propose"), err);
    if (!yaml)
        return 2;
    if (yaml->trimmed().isEmpty()) {
        err << "sparkwirectl propose: " << file << " is empty\n";
        return 2;
    }
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "propose", err);
    if (!node)
        return 1;
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp,
                     [] { QCoreApplication::exit(130); });
    peers::NetworkPeerSession session(node->localNode(), QDir::homePath());
    QObject::connect(&session, &peers::PeerSession::progress, [&](const QString &what) {
        out << what << "\n";
        out.flush();
    });
    QObject::connect(
        &session, &peers::PeerSession::planAnswered, [&](bool kept, const QString &detail) {
            (kept ? out : err) << (kept ? "Done: " : "sparkwirectl propose: ") << detail << "\n";
            out.flush();
            err.flush();
            QCoreApplication::exit(kept ? 0 : 1);
        });
    node->reachPairedPeer(
        peer, parser, [&](const peers::PeerTarget &target) { session.proposePlan(target, *yaml); },
        [&](const QString &why) {
            err << "sparkwirectl propose: " << why << "\n";
            QCoreApplication::exit(1);
        });
    return QCoreApplication::exec();
}
