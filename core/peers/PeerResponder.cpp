#include "PeerResponder.h"

#include "PairedPeers.h"
#include "PeerRelay.h"
#include "PrintableText.h"
#include "StreamSplice.h"

#include "common/AtomicFile.h"
#include "netplan/NetplanPolicy.h"
#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshFiles.h"
#include "ssh/SshValidation.h"
#include "ssh/UserKeyGenerator.h"

#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

#include <array>
#include <utility>

namespace sparkwire::peers {

namespace {
// The IPv4 address a request came from; empty over IPv6 (a key's from= and a Host block take
// IPv4 literals only).
QString ipv4From(PeerConnection *c)
{
    bool ipv4 = false;
    const quint32 from = c->socket()->peerAddress().toIPv4Address(&ipv4);
    return ipv4 ? QHostAddress(from).toString() : QString();
}

// Where a connection came from, as PeerServer names it (an IPv4-mapped address as IPv4).
QString remoteAddress(PeerConnection *c)
{
    const QHostAddress address = c->socket()->peerAddress();
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);
    return mapped ? QHostAddress(v4).toString() : address.toString();
}
} // namespace

PeerResponder::PeerResponder(Options options, Ask ask, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_ask(std::move(ask))
{
    m_clock.start();
    connect(&m_refusals, &RefusalNotices::notice, this, &PeerResponder::notice);
    m_armTimer.setSingleShot(true);
    connect(&m_armTimer, &QTimer::timeout, this, &PeerResponder::disarmPairing);
}

PeerResponder::~PeerResponder() = default;

Status PeerResponder::listen(quint16 port)
{
    delete m_server;
    m_server = new PeerServer(m_options.local, m_options.limits, m_options.timeouts, this);
    connect(m_server, &PeerServer::connectionReady, this, &PeerResponder::adopt);
    connect(m_server, &PeerServer::refused, &m_refusals, &RefusalNotices::refused);
    const QSet<QString> netdevs = m_options.cx7Netdevs ? m_options.cx7Netdevs() : QSet<QString>();
    return m_server->listen(netdevs, port);
}

quint16 PeerResponder::port() const
{
    return m_server ? m_server->port() : 0;
}

void PeerResponder::refreshNetdevs()
{
    if (m_server && m_options.cx7Netdevs)
        m_server->setNetdevs(m_options.cx7Netdevs());
}

void PeerResponder::armPairing(int seconds)
{
    m_armedUntil = QDeadlineTimer(qint64(seconds) * 1000);
    m_armTimer.start(seconds * 1000);
    Q_EMIT pairingArmedChanged(true);
}

void PeerResponder::disarmPairing()
{
    const bool was = pairingArmed();
    m_armTimer.stop();
    m_armedUntil = QDeadlineTimer(0);
    if (was)
        Q_EMIT pairingArmedChanged(false);
}

bool PeerResponder::pairingArmed() const
{
    return m_armTimer.isActive() && !m_armedUntil.hasExpired();
}

int PeerResponder::pairingSecondsLeft() const
{
    return pairingArmed() ? int((m_armedUntil.remainingTime() + 999) / 1000) : 0;
}

QString PeerResponder::proposalPath(const QString &pairedName) const
{
    return m_options.local.stateDir + QStringLiteral("/proposals/from-") + pairedName +
           QStringLiteral("-40-cx7.yaml");
}

quint64 PeerResponder::ask(PeerConnection *c, PeerQuestion question, Answer answer)
{
    question.id = m_nextQuestion++;
    m_openQuestions.insert(c, question.id);
    m_ask(question, [this, c = QPointer<PeerConnection>(c), id = question.id, answer](bool yes) {
        // The peer may have gone, or the question been withdrawn, while the person decided:
        // answer only the question still open on a live connection.
        if (!c || m_openQuestions.value(c) != id)
            return;
        m_openQuestions.remove(c);
        answer(yes);
    });
    return question.id;
}

void PeerResponder::adopt(PeerConnection *c)
{
    c->setPairingGate(
        [this] { return pairingArmed(); },
        tr("%1 does not accept pairing now. On %1, press \"Accept a pairing request\" on the Find "
           "peers page (or run `sparkwirectl agent --accept-pairing`), then pair again.")
            .arg(m_options.local.hostname));
    connect(c, &PeerConnection::pairingCode, this, [this, c](const QString &code) {
        // The same key asking again (its person pressed Pair once more): its older question
        // is stale. Only that key can withdraw it; any other attempt is asked on its own.
        const QList<PeerConnection *> pairings(m_pairings.cbegin(), m_pairings.cend());
        for (PeerConnection *other : pairings)
            if (other->peerId() == c->peerId())
                endPairing(other, tr("The Spark that calls itself %1 asked to pair again; its "
                                     "earlier question is withdrawn.")
                                      .arg(other->claimedHostname()));
        m_pairings.insert(c);
        PeerQuestion q;
        q.kind = PeerQuestion::Kind::PairingCode;
        q.peerName = c->claimedHostname();
        q.peerId = c->peerId();
        q.detail = code;
        q.question =
            tr("Does the Spark that calls itself %1 show the same code?").arg(c->claimedHostname());
        ask(c, q, [c](bool yes) { c->confirmPairing(yes); });
    });
    connect(c, &PeerConnection::paired, this, [this, c] {
        m_pairings.remove(c);
        m_storedSomething.insert(c);
        disarmPairing(); // one pairing per arming: every other attempt is declined
        const QList<PeerConnection *> others(m_pairings.cbegin(), m_pairings.cend());
        for (PeerConnection *other : others)
            endPairing(other, tr("Paired with %1; the pairing request of the Spark that calls "
                                 "itself %2 was declined (one pairing at a time).")
                                  .arg(c->peerName(), other->claimedHostname()));
        Q_EMIT notice(tr("Paired with %1 (key %2).").arg(c->peerName(), c->peerId()));
        askDelegation(c);
    });
    connect(c, &PeerConnection::pairingFailed, this, [this, c](const Error &error) {
        m_pairings.remove(c);
        Q_EMIT notice(tr("Not paired with %1: %2.").arg(c->claimedHostname(), error.message));
    });
    // Taken now: a socket that failed may no longer know its peer.
    connect(c, &PeerConnection::failed, this,
            [this, c, from = remoteAddress(c)](const Error &error) {
                const QString name = c->peerName().isEmpty() ? c->claimedHostname() : c->peerName();
                m_pairings.remove(c);
                if (const auto open = m_openQuestions.find(c); open != m_openQuestions.end()) {
                    Q_EMIT withdrawn(open.value());
                    m_openQuestions.erase(open);
                    Q_EMIT notice(tr("%1 went away before you answered (%2); nothing was stored.")
                                      .arg(name.isEmpty() ? tr("A peer") : name, error.message));
                } else if (c->socket()->error() != QAbstractSocket::RemoteHostClosedError &&
                           !c->endedIdle()) {
                    // Anyone on the link can make many of these (a pair-start while not armed,
                    // say).
                    m_refusals.refused(
                        from, tr("Connection from %1 ended: %2.")
                                  .arg(name.isEmpty() ? tr("a peer") : name, error.message));
                } // a peer that hangs up after its answer, or goes quiet: the normal end
                m_storedSomething.remove(c);
            });
    connect(c, &QObject::destroyed, this, [this, c] {
        m_pairings.remove(c);
        m_openQuestions.remove(c);
        m_storedSomething.remove(c);
        if (m_metricsAskedMs.remove(c) && m_options.metrics.done)
            m_options.metrics.done(quintptr(c));
    });
    connect(c, &PeerConnection::requested, this,
            [this, c](RequestKind kind, const QString &text) { onRequest(c, kind, text); });
}

void PeerResponder::endPairing(PeerConnection *c, const QString &why)
{
    m_pairings.remove(c);
    m_storedSomething.remove(c);
    if (const auto open = m_openQuestions.find(c); open != m_openQuestions.end()) {
        Q_EMIT withdrawn(open.value());
        m_openQuestions.erase(open);
    }
    // Its end is told here, once: nothing it does from now on reaches the person.
    disconnect(c, nullptr, this, nullptr);
    c->confirmPairing(false); // the peer hears a no
    c->closeAfterWriting();
    Q_EMIT notice(why);
}

void PeerResponder::askDelegation(PeerConnection *c)
{
    if (!m_options.delegate)
        return;
    // Taken now: the peer usually hangs up right after pairing, and the question stays.
    const QByteArray certificate = c->socket()->peerCertificate().toPem();
    const QString name = c->peerName();
    PeerQuestion q;
    q.kind = PeerQuestion::Kind::Delegation;
    q.id = m_nextQuestion++;
    q.peerName = name;
    q.peerId = c->peerId();
    q.detail = c->peerId();
    q.question = tr("Let %1 apply Sparkwire network plans on this Spark without asking each "
                    "time? Each plan is still checked by this Spark's helper and reverts on its "
                    "own unless %1 confirms it.")
                     .arg(name);
    m_ask(q, [this, self = QPointer<PeerResponder>(this), certificate, name](bool yes) {
        if (!self)
            return;
        if (!yes)
            return Q_EMIT notice(
                tr("%1's network plans will be asked about here each time.").arg(name));
        m_options.delegate(certificate, name, [self, name](Status recorded) {
            if (!self)
                return;
            if (recorded)
                Q_EMIT self->notice(tr("%1 may now apply network plans here; this Spark's helper "
                                       "checks each one, and it reverts unless %1 confirms it.")
                                        .arg(name));
            else
                Q_EMIT self->notice(tr("Could not record that %1 may apply network plans here "
                                       "(%2); its plans will be asked about each time.")
                                        .arg(name, recorded.errorMessage()));
        });
    });
}

void PeerResponder::onRequest(PeerConnection *c, RequestKind kind, const QString &text)
{
    using Handler = void (PeerResponder::*)(PeerConnection *, const QString &);
    // The one table: each kind a peer may send here, and who answers it. Inventory never
    // comes here (PeerConnection answers it); the cluster kinds go to the cluster hook.
    static const std::array<std::pair<RequestKind, Handler>, 8> handlers = {{
        {RequestKind::Doctor, &PeerResponder::onDoctor},
        {RequestKind::SshKey, &PeerResponder::onSshKey},
        {RequestKind::SshUserKey, &PeerResponder::onSshUserKey},
        {RequestKind::Plan, &PeerResponder::onPlan},
        {RequestKind::Metrics, &PeerResponder::onMetrics},
        {RequestKind::TestServer, &PeerResponder::onTestServer},
        {RequestKind::Relay, &PeerResponder::onRelay},
        {RequestKind::Tunnel, &PeerResponder::onTunnel},
    }};
    if (isClusterKind(kind))
        return onCluster(c, kind, text);
    for (const auto &[k, handler] : handlers)
        if (k == kind)
            return (this->*handler)(c, text);
    c->answer(false, tr("unknown request"));
}

void PeerResponder::onCluster(PeerConnection *c, RequestKind kind, const QString &text)
{
    if (m_options.clusterRequest && m_options.clusterRequest(c, kind, text))
        return;
    c->answer(false, tr("%1 takes no part in cluster changes now").arg(m_options.local.hostname));
}

std::optional<QString> PeerResponder::onwardAddress(PeerConnection *c, const QString &target)
{
    const QString &here = m_options.local.hostname;
    const auto refuse = [c](const QString &why) {
        c->answer(false, why);
        return std::nullopt;
    };
    if (!m_options.neighbourAddresses)
        return refuse(tr("%1 relays for nobody").arg(here));
    // Only toward a third Spark: never back to the seat, never to this node itself (whose
    // peer port the seat reaches already).
    if (target == c->peerId() || target == m_options.local.id || target == here)
        return refuse(tr("%1 relays only to another Spark").arg(here));
    const QStringList addresses = m_options.neighbourAddresses(target);
    if (addresses.isEmpty())
        return refuse(
            tr("%1 hears no Spark %2 on its CX-7 links").arg(here, printableText(target, false)));
    if (m_openRelays >= m_options.maxRelays)
        return refuse(tr("%1 relays %2 streams already").arg(here).arg(m_openRelays));
    return addresses.first();
}

void PeerResponder::onRelay(PeerConnection *c, const QString &target)
{
    const std::optional<QString> address = onwardAddress(c, target);
    if (!address)
        return;
    // The listener goes on the netdev this request came in on, for the seat's address only.
    const QString netdev = PeerServer::deviceOf(c->socket()->socketDescriptor());
    if (netdev.isEmpty())
        return c->answer(false,
                         tr("%1 relays only on its CX-7 links").arg(m_options.local.hostname));
    const Result<PeerRelay *> relay =
        PeerRelay::open(netdev, c->socket()->peerAddress(), *address, m_options.relayTargetPort,
                        PeerRelay::Limits(), this);
    if (!relay)
        return c->answer(false, relay.errorMessage());
    ++m_openRelays;
    connect(*relay, &PeerRelay::finished, this, [this] { --m_openRelays; });
    Q_EMIT notice(tr("Relaying a stream from %1 to %2 (%3 on %4)")
                      .arg(c->peerName(), printableText(target, false), *address, netdev));
    c->answer(true, QString::number((*relay)->port()));
}

void PeerResponder::onTunnel(PeerConnection *c, const QString &target)
{
    const std::optional<QString> address = onwardAddress(c, target);
    if (!address)
        return;
    // The seat's session becomes the stream only once the target's peer port took the
    // connection: until then it is answered like any request, yes or no.
    ++m_openRelays;
    const QString here = m_options.local.hostname;
    const QString shown = printableText(target, false);
    const QString seatName = c->peerName();
    const QPointer<PeerConnection> seat(c);
    auto *out = new QTcpSocket(this);
    auto *deadline = new QTimer(out);
    deadline->setSingleShot(true);
    const auto giveUp = [this, out, deadline, seat](const QString &why) {
        deadline->stop();
        out->disconnect(this);
        out->abort();
        out->deleteLater();
        --m_openRelays;
        if (seat)
            seat->answer(false, why);
    };
    connect(deadline, &QTimer::timeout, this, [giveUp, here, shown] {
        giveUp(tr("%1 got no answer from %2 within %3 s")
                   .arg(here, shown)
                   .arg(PeerRelay::Limits().acceptMs / 1000));
    });
    connect(out, &QTcpSocket::errorOccurred, this, [giveUp, here, shown, out] {
        giveUp(tr("%1 could not reach %2: %3").arg(here, shown, out->errorString()));
    });
    connect(out, &QTcpSocket::connected, this,
            [this, out, deadline, seat, seatName, shown, address = *address] {
                deadline->stop();
                out->disconnect(this);
                if (!seat) { // the seat went away meanwhile
                    out->abort();
                    out->deleteLater();
                    --m_openRelays;
                    return;
                }
                seat->answer(true, QString());
                QByteArray early;
                QSslSocket *in = seat->takeStream(&early);
                if (!early.isEmpty()) {
                    // Bytes before the answer: nothing may follow a tunnel request until it is
                    // answered, so nothing sent earlier is passed on, as a frame or a stream.
                    for (QAbstractSocket *s : {static_cast<QAbstractSocket *>(in),
                                               static_cast<QAbstractSocket *>(out)}) {
                        s->abort();
                        s->deleteLater();
                    }
                    --m_openRelays;
                    return;
                }
                auto *splice = new StreamSplice(in, out, StreamSplice::Limits(), {}, this);
                connect(splice, &StreamSplice::finished, this, [this] { --m_openRelays; });
                Q_EMIT notice(
                    tr("Tunnelling a stream from %1 to %2 (%3)").arg(seatName, shown, address));
            });
    deadline->start(PeerRelay::Limits().acceptMs);
    out->connectToHost(QHostAddress(*address), m_options.relayTargetPort);
}

void PeerResponder::onDoctor(PeerConnection *c, const QString &)
{
    if (!m_options.doctor)
        return c->answer(false,
                         tr("%1 does not run the doctor for peers").arg(m_options.local.hostname));
    c->answer(true, QString::fromUtf8(m_options.doctor()));
}

void PeerResponder::onTestServer(PeerConnection *c, const QString &text)
{
    if (!m_options.testServer)
        return c->answer(false, tr("%1 offers no test server").arg(m_options.local.hostname));
    m_options.testServer(c, text, [c = QPointer<PeerConnection>(c)](bool ok, QString detail) {
        if (c)
            c->answer(ok, detail);
    });
}

void PeerResponder::onMetrics(PeerConnection *c, const QString &rate)
{
    if (!m_options.metrics.sample)
        return c->answer(false, tr("%1 sends no metrics").arg(m_options.local.hostname));
    // PeerMessage::decode let only 1..10 through. A seat that asks faster than the rate it
    // names (with room for timer jitter) is refused, so a subscription costs what it says.
    const int hz = qBound(1, rate.toInt(), 10);
    const qint64 now = m_clock.elapsed();
    const auto last = m_metricsAskedMs.constFind(c);
    if (last != m_metricsAskedMs.constEnd() && now - *last < 500 / hz)
        return c->answer(false, tr("metrics asked for faster than %1 Hz").arg(hz));
    m_metricsAskedMs.insert(c, now);
    c->answer(true, m_options.metrics.sample(quintptr(c)));
}

void PeerResponder::onSshKey(PeerConnection *c, const QString &key)
{
    if (m_options.homeDir.isEmpty())
        return c->answer(
            false, tr("%1's user has no home directory for ~/.ssh").arg(m_options.local.hostname));
    const QString name = c->peerName();
    PeerQuestion q;
    q.kind = PeerQuestion::Kind::SshKey;
    q.peerName = name;
    q.peerId = c->peerId();
    q.detail = printableText(key, false);
    q.question = tr("%1 (paired) asks to log in here as %2 without a password. Add its key to "
                    "~/.ssh/authorized_keys?")
                     .arg(name, ssh::SshFiles::accountName());
    ask(c, q, [this, c, key, name](bool yes) {
        if (!yes)
            return c->answer(false, tr("declined by %1's person").arg(m_options.local.hostname));
        // The key logs in only from the address this request came from, an IPv4 one.
        const QString from = ipv4From(c);
        if (from.isEmpty())
            return c->answer(false, tr("%1 connected over IPv6; a key can only be limited to "
                                       "IPv4 addresses: set up IPv4 on the CX-7 links first")
                                        .arg(name));
        const Status added = ssh::AuthorizedKeys::add(m_options.homeDir, key, {from}, c->peerId());
        if (!added)
            return c->answer(false, added.errorMessage());
        m_storedSomething.insert(c);
        // Who to log in as, and the host key to pin in known_hosts.
        const QByteArray hostKey =
            common::AtomicFile::read(m_options.hostKeyFile).valueOr(QByteArray());
        c->answer(
            true,
            QString::fromUtf8(
                QJsonDocument(
                    QJsonObject{{QLatin1String("user"), ssh::SshFiles::accountName()},
                                {QLatin1String("host_key"), QString::fromUtf8(hostKey).trimmed()}})
                    .toJson(QJsonDocument::Compact)));
        Q_EMIT notice(tr("Added; %1 can now log in as %2 without a password.")
                          .arg(name, ssh::SshFiles::accountName()));
    });
}

void PeerResponder::onSshUserKey(PeerConnection *c, const QString &text)
{
    if (m_options.homeDir.isEmpty())
        return c->answer(
            false, tr("%1's user has no home directory for ~/.ssh").arg(m_options.local.hostname));
    // "<user> <ed25519 host key>", shaped by PeerMessage already; checked again here.
    const QString user = text.section(QLatin1Char(' '), 0, 0);
    const Result<ssh::SshValidation::KeyLine> hostKey =
        ssh::SshValidation::parseEd25519Line(text.section(QLatin1Char(' '), 1));
    if (const Status valid = ssh::SshValidation::checkUser(user); !valid || !hostKey)
        return c->answer(false, valid ? hostKey.errorMessage() : valid.errorMessage());
    const QString name = c->peerName();
    PeerQuestion q;
    q.kind = PeerQuestion::Kind::SshUserKey;
    q.peerName = name;
    q.peerId = c->peerId();
    q.detail = hostKey->text();
    q.question = tr("%1 (paired) offers that you log in there as %2 without a password. Send it "
                    "this Spark's SSH public key and add %1 to ~/.ssh/config?")
                     .arg(name, user);
    ask(c, q, [this, c, user, key = hostKey->text(), name](bool yes) {
        if (!yes)
            return c->answer(false, tr("declined by %1's person").arg(m_options.local.hostname));
        // The Host block goes to the address the request came from (the seat's on this link).
        const QString address = ipv4From(c);
        if (address.isEmpty())
            return c->answer(false, tr("%1 connected over IPv6; set up IPv4 on the CX-7 links "
                                       "first")
                                        .arg(name));
        // This node's own key, made when missing; it never leaves this node, only its public line.
        auto *keygen = new ssh::UserKeyGenerator(this);
        const QPointer<PeerConnection> connection(c);
        connect(keygen, &ssh::UserKeyGenerator::failed, this,
                [keygen, connection](const Error &error) {
                    keygen->deleteLater();
                    if (connection)
                        connection->answer(false, error.message);
                });
        connect(keygen, &ssh::UserKeyGenerator::finished, this,
                [this, keygen, connection, user, key, name, address](const QString &publicKey) {
                    keygen->deleteLater();
                    if (!connection)
                        return;
                    const ssh::SshClientConfig::Host host{
                        name, user, key, {address}, {address + QStringLiteral("/32")}};
                    if (const Status added = ssh::SshClientConfig::addHost(m_options.homeDir, host);
                        !added)
                        return connection->answer(false, added.errorMessage());
                    m_storedSomething.insert(connection);
                    connection->answer(true, publicKey);
                    const QString alias = ssh::SshValidation::aliasFor(name).valueOr(QString());
                    Q_EMIT notice(tr("`ssh %1` now logs in to %2 as %3 without a password; its "
                                     "host key is pinned in ~/.ssh/known_hosts.")
                                      .arg(alias, name, user));
                });
        keygen->start(m_options.homeDir, m_options.local.hostname);
    });
}

void PeerResponder::onPlan(PeerConnection *c, const QString &yaml)
{
    const QString name = c->peerName();
    // The same policy the privileged helper applies: a plan that it would refuse is refused
    // here before anyone is asked, with the reasons.
    const QSet<QString> netdevs = m_options.cx7Netdevs ? m_options.cx7Netdevs() : QSet<QString>();
    const netplan::PolicyVerdict verdict = netplan::NetplanPolicy(netdevs).review(yaml.toUtf8());
    if (!verdict.ok()) {
        const QString reasons = printableText(verdict.problems.join(QStringLiteral("; ")), false);
        Q_EMIT notice(tr("Refused the plan %1 proposed: %2").arg(name, reasons));
        return c->answer(false, tr("refused by %1: %2").arg(m_options.local.hostname, reasons));
    }
    PeerQuestion q;
    q.kind = PeerQuestion::Kind::Plan;
    q.peerName = name;
    q.peerId = c->peerId();
    // What is shown and kept is the policy's re-emission, never the peer's bytes: no reader
    // can take it for anything else than what the person saw.
    const QString canonical = QString::fromUtf8(verdict.canonical);
    q.detail = printableText(canonical, true);
    q.question = tr("%1 (paired) proposes this netplan for this Spark. Keep it for you to review "
                    "and apply?")
                     .arg(name);
    ask(c, q, [this, c, canonical, name](bool yes) {
        if (!yes)
            return c->answer(false, tr("declined by %1's person").arg(m_options.local.hostname));
        const QString path = proposalPath(name);
        if (const Status dir = PairedPeers::makePrivateDir(QFileInfo(path).path()); !dir)
            return c->answer(false, dir.errorMessage());
        if (const Status kept = common::AtomicFile::write(path, canonical.toUtf8(), 0600); !kept)
            return c->answer(false, kept.errorMessage());
        m_storedSomething.insert(c);
        c->answer(true, tr("kept on %1 for its person to apply").arg(m_options.local.hostname));
        Q_EMIT notice(tr("Saved the plan from %1 to %2. Review it, then apply it with: "
                         "sparkwirectl apply %2")
                          .arg(name, path));
    });
}

} // namespace sparkwire::peers
