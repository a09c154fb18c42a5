#include "SshSetupCommand.h"

#include "NodeSession.h"
#include "SignalWatcher.h"

#include "ssh/SshClientConfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <pwd.h>
#include <unistd.h>

using namespace sparkwire;

namespace {
QString homeDir()
{
    // ssh itself reads the home from the password database, not $HOME.
    const passwd *pw = ::getpwuid(::getuid());
    return pw && pw->pw_dir ? QString::fromLocal8Bit(pw->pw_dir) : QDir::homePath();
}

// The peer's fabric IPv4 addresses, from its inventory.
QStringList fabricAddresses(const QByteArray &inventoryJson)
{
    QStringList addresses;
    for (const QJsonValue &port :
         QJsonDocument::fromJson(inventoryJson).object().value(QLatin1String("ports")).toArray())
        for (const QJsonValue &cidr : port.toObject().value(QLatin1String("ipv4")).toArray())
            addresses << cidr.toString().section(QLatin1Char('/'), 0, 0);
    return addresses;
}
} // namespace

int runSshSetupCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Set up passwordless SSH to a paired peer."));
    NodeSession::addOptions(parser);
    parser.addPositionalArgument(QStringLiteral("PEER"),
                                 QStringLiteral("The peer's hostname, or the start of its id."));
    parser.addOptions({
        {QStringLiteral("address"),
         QStringLiteral("Connect to HOST instead of the address PEER's beacons come from."),
         QStringLiteral("HOST")},
        {QStringLiteral("timeout"), QStringLiteral("Seconds to wait for PEER's beacons."),
         QStringLiteral("S"), QStringLiteral("5")},
    });
    if (!parser.parse(arguments)) {
        err << "sparkwirectl ssh-setup: " << parser.errorText() << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText().replace(QLatin1String("sparkwirectl"),
                                         QLatin1String("sparkwirectl ssh-setup"));
        return 0;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "usage: sparkwirectl ssh-setup PEER [--address HOST]\n";
        return 2;
    }
    const QString peer = parser.positionalArguments().first();
    const std::unique_ptr<NodeSession> node = NodeSession::start(parser, "ssh-setup", err);
    if (!node)
        return 1;
    const QString home = homeDir();
    QString error;
    const QString publicKey = ssh::SshClientConfig::ensureUserKey(
        home,
        QStringLiteral("%1@%2").arg(qEnvironmentVariable("USER", QStringLiteral("sparkwire")),
                                    node->agent().hostname()),
        &error);
    if (publicKey.isEmpty()) {
        err << "sparkwirectl ssh-setup: " << error << "\n";
        return 1;
    }
    SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, qApp,
                     [] { QCoreApplication::exit(130); });
    auto fail = [&](const QString &why) {
        err << "sparkwirectl ssh-setup: " << why << "\n";
        err.flush();
        QCoreApplication::exit(1);
    };

    peers::PeerConnection *connection = nullptr;
    QString peerAddress;
    QByteArray inventory;
    auto connectTo = [&](const QString &address) {
        peerAddress = address;
        connection = peers::PeerConnection::connectTo(address, peers::PeerConnection::kPort,
                                                      node->localNode(), qApp);
        QObject::connect(connection, &peers::PeerConnection::failed, fail);
        QObject::connect(connection, &peers::PeerConnection::ready, [&] {
            if (!connection->peerIsPaired())
                return fail(
                    QStringLiteral(
                        "%1 is not paired with this Spark; run `sparkwirectl pair %1` first")
                        .arg(connection->peerHostname()));
            connection->request(QStringLiteral("inventory"));
        });
        QObject::connect(
            connection, &peers::PeerConnection::response, [&](bool ok, const QString &text) {
                if (inventory.isEmpty()) { // first answer: the inventory, then offer the key
                    inventory = ok ? text.toUtf8() : QByteArray("{}");
                    out << "Asking " << connection->peerHostname()
                        << " to let this key in (its person must agree)...\n";
                    out.flush();
                    connection->request(QStringLiteral("ssh-key"), publicKey);
                    return;
                }
                if (!ok)
                    return fail(QStringLiteral("%1 did not add the key: %2")
                                    .arg(connection->peerHostname(), text));
                const QJsonObject answer = QJsonDocument::fromJson(text.toUtf8()).object();
                const QString user = answer.value(QLatin1String("user")).toString();
                const QString hostKey = answer.value(QLatin1String("host_key")).toString();
                if (user.isEmpty() || hostKey.isEmpty())
                    return fail(QStringLiteral("%1 added the key but sent no SSH host key to pin; "
                                               "is openssh-server installed there?")
                                    .arg(connection->peerHostname()));
                const QString alias = connection->peerHostname();
                const QStringList fabric = fabricAddresses(inventory);
                const QString hostName = fabric.isEmpty() ? peerAddress : fabric.first();
                QString why =
                    ssh::SshClientConfig::pinHostKey(home, QStringList{alias} + fabric, hostKey);
                if (why.isEmpty())
                    why = ssh::SshClientConfig::writeHostBlock(home, alias, hostName, user);
                if (!why.isEmpty())
                    return fail(why);
                out << "Done: `ssh " << alias << "` logs in to " << user << "@" << hostName
                    << " without a password; its host key is pinned in ~/.ssh/known_hosts.\n";
                out.flush();
                QCoreApplication::exit(0);
            });
    };
    if (parser.isSet(QStringLiteral("address")))
        connectTo(parser.value(QStringLiteral("address")));
    else
        node->whenPeerFound(
            peer, parser.value(QStringLiteral("timeout")).toDouble(), connectTo,
            [&] { fail(QStringLiteral("no beacon from '%1' on any CX-7 link").arg(peer)); });
    return QCoreApplication::exec();
}
