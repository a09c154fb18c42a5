#include "AgentCommand.h"

#include "CommandLine.h"
#include "DiscoverCommand.h"
#include "NodeSession.h"
#include "Prompter.h"
#include "SignalWatcher.h"

#include "bench/PeerTestServers.h"
#include "cluster/MemberService.h"
#include "mdns/AvahiLanDiscovery.h"
#include "node/MemberRole.h"
#include "peers/PeerResponder.h"
#include "peers/PrintableText.h"

#include <QCoreApplication>
#include <QDBusConnection>
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

int runAgentCommand(const QStringList &arguments, const MemberHelperFactory &makeMemberHelper)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Beacon on every CX-7 link and answer peers until stopped."));
    NodeSession::addOptions(parser);
    NodeSession::addNetplanRootOption(parser);
    parser.addOption({QStringLiteral("ssh-host-key"),
                      QStringLiteral("This host's SSH host public key, for peers to pin."),
                      QStringLiteral("FILE"), QStringLiteral("/etc/ssh/ssh_host_ed25519_key.pub")});
    parser.addOption(
        {QStringLiteral("accept-pairing"),
         QStringLiteral("Accept one pairing request for S seconds after start (default: none; "
                        "type 'pair' and Enter at any time to accept one for %1 s).")
             .arg(peers::PeerResponder::kDefaultArmSeconds),
         QStringLiteral("S")});
    if (const auto code = parseCommandLine(parser, arguments, QStringLiteral("agent"), out, err))
        return *code;
    int armSeconds = 0;
    if (parser.isSet(QStringLiteral("accept-pairing"))) {
        bool ok = false;
        armSeconds = parser.value(QStringLiteral("accept-pairing")).toInt(&ok);
        if (!ok || armSeconds < 1 || armSeconds > 3600)
            return badUsage(err, QStringLiteral("agent"),
                            QStringLiteral("--accept-pairing takes seconds from 1 to 3600"));
    }
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "agent", err);
    if (!node)
        return 1;
    Prompter prompter;
    QObject::connect(node->context().testServers(), &bench::PeerTestServers::serving,
                     [&](const QString &text) {
                         out << text << "\n";
                         out.flush();
                     });
    const std::unique_ptr<node::MemberRole> role =
        node::MemberRole::make(node->context(), makeMemberHelper ? makeMemberHelper() : nullptr,
                               parser.value(QStringLiteral("netplan-root")));
    cluster::MemberService *member = role ? &role->service() : nullptr;
    peers::PeerResponder::Options options = node->context().responderOptions();
    if (role)
        role->addHooks(options);
    auto started = node->context().startResponder(
        std::move(options),
        [&](const peers::PeerQuestion &q, peers::PeerResponder::Answer answer) {
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
            case peers::PeerQuestion::Kind::SshUserKey:
                details = QStringLiteral("%1 (paired, key %2...) offers a login there; its host "
                                         "key:\n  %3")
                              .arg(q.peerName, q.peerId.left(16), q.detail);
                break;
            case peers::PeerQuestion::Kind::Plan:
                details = QStringLiteral("%1 (paired, key %2...) proposes:\n%3")
                              .arg(q.peerName, q.peerId.left(16), q.detail);
                break;
            case peers::PeerQuestion::Kind::Delegation:
                details = QStringLiteral("%1 is now paired with this Spark (key %2).")
                              .arg(q.peerName, groupedFingerprint(q.peerId));
                break;
            case peers::PeerQuestion::Kind::ClusterTry:
                details = QStringLiteral("%1 (paired, key %2...) asks to apply, on this Spark:\n%3")
                              .arg(q.peerName, q.peerId.left(16), q.detail);
                break;
            }
            prompter.ask(details, q.question, std::move(answer), q.id);
        },
        peers::PeerConnection::kPort);
    if (!started) {
        err << "sparkwirectl agent: " << started.error().message << "\n";
        return 1;
    }
    peers::PeerResponder &responder = **started;
    QObject::connect(&responder, &peers::PeerResponder::notice, [&](const QString &text) {
        out << text << "\n";
        out.flush();
    });
    QObject::connect(&responder, &peers::PeerResponder::withdrawn, [&](quint64 id) {
        prompter.withdraw(id,
                          QStringLiteral("question withdrawn: its peer went away or asked again, "
                                         "or another pairing was made"));
    });
    QObject::connect(&responder, &peers::PeerResponder::pairingArmedChanged, [&](bool armed) {
        out << (armed ? QStringLiteral("Accepting one pairing request for %1 s.")
                            .arg(responder.pairingSecondsLeft())
                      : QStringLiteral("Not accepting pairing requests (type 'pair' and Enter to "
                                       "accept one)."))
            << "\n";
        out.flush();
    });
    if (member) {
        role->attach(&responder);
        QObject::connect(member, &cluster::MemberService::notice, [&](const QString &text) {
            out << text << "\n";
            out.flush();
        });
        QObject::connect(member, &cluster::MemberService::pendingChanged,
                         [&](const QString &seat, const QString &diff, int secondsLeft) {
                             out << "\n"
                                 << seat << "'s network plan is in force on this Spark; it "
                                 << "reverts on its own in " << secondsLeft << " s unless " << seat
                                 << " confirms it (type 'revert' and Enter to revert "
                                 << "it now):\n"
                                 << peers::printableText(diff, true) << "\n";
                             out.flush();
                         });
        QObject::connect(member, &cluster::MemberService::pendingKept, [&](const QString &how) {
            out << "Kept the network plan: " << how << "\n";
            out.flush();
        });
        QObject::connect(member, &cluster::MemberService::pendingReverted, [&](const Error &why) {
            out << "Reverted: " << why.message << "\n";
            out.flush();
        });
    }
    prompter.setCommandHandler([&](const QByteArray &line) {
        if (line == "pair") {
            responder.armPairing();
            return true;
        }
        if (line != "revert")
            return false;
        if (member && member->isPending()) {
            out << "Reverting the pending network plan...\n";
            member->revertNow();
        } else {
            out << "No network plan is pending here.\n";
        }
        out.flush();
        return true;
    });
    out << "sparkwire agent " << node->agent().hostname() << " (" << node->agent().id()
        << ") is beaconing; Ctrl-C stops it\n";
    out << "identity: " << node->keyStorage() << "\n";
    out << (member ? "cluster changes: a paired seat's plans are checked by this Spark's helper "
                     "and revert on their own unless confirmed\n"
                   : "cluster changes: off (no connection to sparkwire-helper)\n");
    out << "answering peers on " << responder.server()->listeningOn().join(QStringLiteral(", "))
        << " only (TCP " << responder.port() << ")\n";
    out.flush();
    if (armSeconds > 0)
        responder.armPairing(armSeconds);
    else
        out << "Not accepting pairing requests (type 'pair' and Enter to accept one, or start "
               "with --accept-pairing S).\n";
    out.flush();

    // This Spark on the management network (mDNS through avahi-daemon), so Find peers on a
    // Spark not yet cabled to this one lists it as running Sparkwire.
    mdns::AvahiLanDiscovery lan(QDBusConnection::systemBus());
    QObject::connect(&lan, &mdns::LanDiscovery::announced, [&](const QString &name) {
        out << "announced on the management network as \"" << name
            << "\" (_sparkwire._tcp, mDNS)\n";
        out.flush();
    });
    QObject::connect(&lan, &mdns::LanDiscovery::announceFailed, [&](const Error &why) {
        out << "not announced on the management network (mDNS): " << why.message << "\n";
        out.flush();
    });
    lan.announce(node->agent().id(), node->agent().hostname(), responder.port());

    QObject::connect(&node->agent(), &discovery::DiscoveryAgent::cablingChanged, [&] {
        out << describeCabling(node->agent().map());
        out.flush();
    });
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp, &QCoreApplication::quit);
    return QCoreApplication::exec();
}
