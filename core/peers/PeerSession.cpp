#include "PeerSession.h"

#include "PrintableText.h"
#include "common/AtomicFile.h"
#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshFiles.h"
#include "ssh/SshValidation.h"
#include "ssh/UserKeyGenerator.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sparkwire::peers {

namespace {
// The peer's fabric IPv4 addresses, from its inventory.
// The fabric IPv4 interfaces ("a.b.c.d/len") in an inventory: the peer's are its addresses
// (prefix dropped), ours are the subnets its addresses must lie in.
QStringList fabricCidrs(const QByteArray &inventoryJson)
{
    QStringList cidrs;
    for (const QJsonValue &port :
         QJsonDocument::fromJson(inventoryJson).object().value(QLatin1String("ports")).toArray())
        for (const QJsonValue &cidr : port.toObject().value(QLatin1String("ipv4")).toArray())
            cidrs << cidr.toString();
    return cidrs;
}

QStringList fabricAddresses(const QByteArray &inventoryJson)
{
    QStringList addresses;
    for (const QString &cidr : fabricCidrs(inventoryJson))
        addresses << cidr.section(QLatin1Char('/'), 0, 0);
    return addresses;
}
} // namespace

NetworkPeerSession::NetworkPeerSession(LocalNode local, QString homeDir, QObject *parent)
    : PeerSession(parent)
    , m_local(std::move(local))
    , m_home(std::move(homeDir))
{}

PeerConnection *NetworkPeerSession::open(const PeerTarget &target)
{
    if (m_connection) // its last message may still be queued: let it go out, then close
        m_connection->closeAfterWriting();
    Q_EMIT progress(tr("Connecting to %1…").arg(target.address));
    m_connection = PeerConnection::connectToKey(target.address, m_port, m_local, target.id, this);
    return m_connection;
}

void NetworkPeerSession::pair(const PeerTarget &target)
{
    PeerConnection *c = open(target);
    connect(c, &PeerConnection::failed, this, &PeerSession::pairingFailed);
    connect(c, &PeerConnection::ready, this, [this, c] {
        if (c->peerIsPaired())
            return Q_EMIT paired(c->peerName());
        Q_EMIT progress(
            tr("Comparing codes with the Spark that calls itself %1…").arg(c->claimedHostname()));
        c->startPairing();
    });
    connect(c, &PeerConnection::pairingCode, this,
            [this, c](const QString &code) { Q_EMIT codeReady(code, c->claimedHostname()); });
    // The confirm goes out on the event loop; the connection stays open until the next one.
    connect(c, &PeerConnection::paired, this, [this, c] { Q_EMIT paired(c->peerName()); });
    connect(c, &PeerConnection::pairingFailed, this, &PeerSession::pairingFailed);
}

std::optional<QString> NetworkPeerSession::pairedName(const QString &id) const
{
    if (const std::optional<PairedPeers::Peer> peer = PairedPeers(m_local.stateDir).find(id))
        return peer->hostname;
    return std::nullopt;
}

void NetworkPeerSession::confirmPairing(bool yes)
{
    if (m_connection)
        m_connection->confirmPairing(yes);
}

void NetworkPeerSession::setupSsh(const PeerTarget &target)
{
    if (target.id.isEmpty())
        return Q_EMIT sshFailed(makeError(ErrorCode::PermissionDenied,
                                          tr("SSH is set up only with a paired peer; pair first")));
    // ssh-keygen runs beside the event loop; the rest follows when the key is there.
    Q_EMIT progress(tr("Making this Spark's SSH key…"));
    auto *keygen = new ssh::UserKeyGenerator(this);
    connect(keygen, &ssh::UserKeyGenerator::failed, this, [this, keygen](const Error &error) {
        keygen->deleteLater();
        Q_EMIT sshFailed(error);
    });
    connect(keygen, &ssh::UserKeyGenerator::finished, this,
            [this, keygen, target](const QString &publicKey) {
                keygen->deleteLater();
                m_publicKey = publicKey;
                offerKey(target);
            });
    keygen->start(m_home, m_local.hostname);
}

void NetworkPeerSession::offerKey(const PeerTarget &target)
{
    m_inventory.clear();
    m_sshStep = SshStep::Inventory;
    PeerConnection *c = open(target);
    connect(c, &PeerConnection::failed, this, [this, c](const Error &error) {
        // Gone while asked for the way back (an older Sparkwire closes on the request): the
        // first direction is set up all the same.
        if (m_sshStep == SshStep::Back)
            return takeBack(c, m_backAlias, m_backThere, false, error.message);
        if (m_sshStep != SshStep::Done) // after sshReady, a hang-up is the normal end
            Q_EMIT sshFailed(error);
    });
    connect(c, &PeerConnection::ready, this, [this, c] {
        if (!c->peerIsPaired())
            return Q_EMIT sshFailed(
                makeError(ErrorCode::PermissionDenied,
                          tr("the Spark that answered is not paired with this one; pair first")));
        c->request(RequestKind::Inventory);
    });
    connect(c, &PeerConnection::response, this, [this, c](bool ok, const QString &text) {
        if (m_sshStep == SshStep::Done)
            return;
        if (m_sshStep == SshStep::Back)
            return takeBack(c, m_backAlias, m_backThere, ok, text);
        if (m_sshStep == SshStep::Inventory) { // the inventory first, then the key
            m_sshStep = SshStep::Key;
            m_inventory = ok ? text.toUtf8() : QByteArray("{}");
            Q_EMIT progress(tr("Waiting for %1's person to let this key in…").arg(c->peerName()));
            c->request(RequestKind::SshKey, m_publicKey);
            return;
        }
        if (!ok)
            return Q_EMIT sshFailed(makeError(
                ErrorCode::Refused, tr("%1 did not add the key: %2").arg(c->peerName(), text)));
        const QJsonObject answer = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString user = answer.value(QLatin1String("user")).toString();
        const QString hostKey = answer.value(QLatin1String("host_key")).toString();
        if (user.isEmpty() || hostKey.isEmpty())
            return Q_EMIT sshFailed(
                makeError(ErrorCode::Protocol, tr("%1 added the key but sent no SSH host key to "
                                                  "pin; is openssh-server installed there?")
                                                   .arg(c->peerName())));
        ssh::SshClientConfig::Host host;
        host.pairedName = c->peerName(); // our record's name for the key that answered
        host.user = user;
        host.hostKeyLine = hostKey;
        host.addresses = fabricAddresses(m_inventory);
        // The address this connection reached goes first, and is the alias's HostName: the
        // peer lets the key in only from the address this node came from, and ssh to the same
        // address leaves from it again. (Another twin's address, first in the peer's
        // inventory, made ssh leave from this node's other twin and be refused: seen on the
        // virtual Sparks, where the beacons came from twin b.)
        bool reachedIpv4 = false;
        const quint32 reached = c->socket()->peerAddress().toIPv4Address(&reachedIpv4);
        if (const QString address = QHostAddress(reached).toString();
            reachedIpv4 && host.addresses.removeOne(address))
            host.addresses.prepend(address);
        host.allowedSubnets =
            fabricCidrs(m_local.inventoryJson ? m_local.inventoryJson() : QByteArray());
        const Status added = ssh::SshClientConfig::addHost(m_home, host);
        if (!added)
            return Q_EMIT sshFailed(added.error());
        const QString alias = ssh::SshValidation::aliasFor(host.pairedName).valueOr(QString());
        QString hostName;
        for (const QString &a : host.addresses)
            if (hostName.isEmpty() && ssh::SshValidation::checkAddress(a, host.allowedSubnets))
                hostName = a;
        askBack(c, alias,
                tr("`ssh %1` logs in to %2@%3 without a password; its host key is "
                   "pinned in ~/.ssh/known_hosts.")
                    .arg(alias, user, hostName));
    });
}

void NetworkPeerSession::askBack(PeerConnection *c, const QString &alias, const QString &there)
{
    // The peer pins this host's key, as this node pinned the peer's: read here, sent as is.
    const QString hostKey =
        QString::fromUtf8(common::AtomicFile::read(m_hostKeyFile).valueOr(QByteArray()).trimmed());
    const Result<ssh::SshValidation::KeyLine> key = ssh::SshValidation::parseEd25519Line(hostKey);
    if (m_hostKeyFile.isEmpty() || !key) {
        m_sshStep = SshStep::Done;
        return Q_EMIT sshReady(alias, there + QLatin1Char(' ') +
                                          tr("Logins from %1 to this Spark are not set up: "
                                             "there is no ed25519 SSH host key at %2 (is "
                                             "openssh-server installed here?).")
                                              .arg(c->peerName(), m_hostKeyFile));
    }
    m_sshStep = SshStep::Back;
    m_backAlias = alias;
    m_backThere = there;
    // A login name the peer would refuse (ssh accepts more than Sparkwire writes) is said here.
    const QString user = ssh::SshFiles::accountName();
    if (const Status valid = ssh::SshValidation::checkUser(user); !valid)
        return takeBack(c, alias, there, false, valid.errorMessage());
    Q_EMIT progress(
        tr("Waiting for %1's person to set up logins back to this Spark…").arg(c->peerName()));
    c->request(RequestKind::SshUserKey, user + QLatin1Char(' ') + key->text());
}

void NetworkPeerSession::takeBack(PeerConnection *c, const QString &alias, const QString &there,
                                  bool ok, const QString &text)
{
    m_sshStep = SshStep::Done; // answered (or gone): what follows on c is not for this setup
    const QString name = c->peerName();
    const auto partly = [&](const QString &why) {
        Q_EMIT sshReady(alias, there + QLatin1Char(' ') +
                                   tr("Logins from %1 to this Spark are not set up: %2")
                                       .arg(name, printableText(why, false)));
    };
    if (!ok)
        return partly(text);
    // The peer's own key: one ed25519 line, nothing else; its comment is not kept.
    const Result<ssh::SshValidation::KeyLine> key = ssh::SshValidation::parseEd25519Line(text);
    if (!key)
        return partly(key.errorMessage());
    // It logs in only from the address this node reached it at, an IPv4 one.
    bool ipv4 = false;
    const quint32 from = c->socket()->peerAddress().toIPv4Address(&ipv4);
    if (!ipv4)
        return partly(
            tr("%1 was reached over IPv6; set up IPv4 on the CX-7 links first").arg(name));
    const QString address = QHostAddress(from).toString();
    if (const Status added = ssh::AuthorizedKeys::add(m_home, key->text(), {address}, c->peerId());
        !added)
        return partly(added.errorMessage());
    Q_EMIT sshReady(alias, there + QLatin1Char(' ') +
                               tr("%1 logs in here as %2 the same way, from %3 only.")
                                   .arg(name, ssh::SshFiles::accountName(), address));
}

void NetworkPeerSession::proposePlan(const PeerTarget &target, const QByteArray &yaml)
{
    if (target.id.isEmpty())
        return Q_EMIT planAnswered(false, tr("plans go only to a paired peer; pair first"));
    PeerConnection *c = open(target);
    connect(c, &PeerConnection::failed, this,
            [this](const Error &error) { Q_EMIT planAnswered(false, error.message); });
    connect(c, &PeerConnection::ready, this, [this, c, yaml] {
        if (!c->peerIsPaired())
            return Q_EMIT planAnswered(
                false, tr("the Spark that answered is not paired with this one; pair first"));
        Q_EMIT progress(tr("Waiting for %1's person to review the plan…").arg(c->peerName()));
        c->request(RequestKind::Plan, QString::fromUtf8(yaml));
    });
    connect(c, &PeerConnection::response, this,
            [this](bool ok, const QString &text) { Q_EMIT planAnswered(ok, text); });
}

void NetworkPeerSession::requestTestServers(const PeerTarget &target, const QString &kind,
                                            int seconds)
{
    if (target.id.isEmpty())
        return Q_EMIT testServersFailed(
            makeError(ErrorCode::PermissionDenied,
                      tr("test servers come only from a paired peer; pair first")));
    PeerConnection *c = open(target);
    connect(c, &PeerConnection::failed, this, &PeerSession::testServersFailed);
    connect(c, &PeerConnection::ready, this, [this, c, kind, seconds] {
        if (!c->peerIsPaired())
            return Q_EMIT testServersFailed(
                makeError(ErrorCode::PermissionDenied,
                          tr("the Spark that answered is not paired with this one; pair first")));
        Q_EMIT progress(tr("Asking %1 for test servers…").arg(c->peerName()));
        c->request(RequestKind::TestServer, QStringLiteral("%1 %2").arg(kind).arg(seconds));
    });
    connect(c, &PeerConnection::response, this, [this, c](bool ok, const QString &text) {
        // The servers live by their own bound (the test's length and 15 s): this connection
        // has done its part, and the peer ends it once idle (10 s), in the middle of a test
        // that used to fail on "the remote host closed the connection".
        c->disconnect(this);
        c->closeAfterWriting();
        if (ok)
            Q_EMIT testServersReady(text.toUtf8());
        else // the peer's words say "here": name whose they are
            Q_EMIT testServersFailed(
                makeError(ErrorCode::Refused, tr("%1 answered: %2").arg(c->peerName(), text)));
    });
}

} // namespace sparkwire::peers
