#include "PeerConnection.h"

#include "PairingCode.h"
#include "PrintableText.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QSslConfiguration>
#include <QSslSocket>

namespace sparkwire::peers {

namespace {
QByteArray keyFingerprint(const QSslCertificate &certificate)
{
    return certificate.isNull() ? QByteArray()
                                : QCryptographicHash::hash(certificate.publicKey().toDer(),
                                                           QCryptographicHash::Sha256);
}

// What a socket's failure means for whoever waits on the connection.
ErrorCode codeOf(QAbstractSocket::SocketError error)
{
    switch (error) {
    case QAbstractSocket::RemoteHostClosedError: // the peer is gone
    case QAbstractSocket::ConnectionRefusedError:
    case QAbstractSocket::NetworkError:
        return ErrorCode::Unavailable;
    case QAbstractSocket::HostNotFoundError:
        return ErrorCode::NotFound;
    case QAbstractSocket::SocketTimeoutError:
        return ErrorCode::Timeout;
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInvalidUserDataError:
        return ErrorCode::Protocol;
    default:
        return ErrorCode::Io;
    }
}
} // namespace

QSslConfiguration PeerConnection::tlsConfiguration(const LocalNode &local)
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setProtocol(QSsl::TlsV1_3OrLater);
    config.setLocalCertificate(local.certificate);
    config.setPrivateKey(local.privateKey);
    // No chain to validate: trust comes from pairing (docs/pairing.md). QueryPeer makes the
    // server ask for the client's certificate without judging it.
    config.setPeerVerifyMode(QSslSocket::QueryPeer);
    return config;
}

PeerConnection::PeerConnection(Role role, QSslSocket *socket, LocalNode local, QObject *parent)
    : QObject(parent)
    , m_role(role)
    , m_socket(socket)
    , m_local(std::move(local))
    , m_localKey(keyFingerprint(m_local.certificate))
{
    m_socket->setParent(this);
    m_socket->setSslConfiguration(tlsConfiguration(m_local));
    connect(m_socket, &QSslSocket::encrypted, this, &PeerConnection::onEncrypted);
    connect(m_socket, &QSslSocket::readyRead, this, &PeerConnection::onReadyRead);
    connect(m_socket, &QSslSocket::errorOccurred, this, [this] {
        if (m_closing)
            return finishClose(false);
        fail(codeOf(m_socket->error()), m_socket->errorString());
    });
    connect(m_socket, &QSslSocket::disconnected, this, [this] {
        if (m_closing) {
            finishClose(false); // no-op when everything was written
            m_timer.stop();
            return deleteLater(); // only now: an earlier close could reset the connection
        }
        fail(ErrorCode::Unavailable, tr("the peer closed the connection"));
    });
    // Closing waits for the socket's own signals, never for the socket.
    connect(m_socket, &QSslSocket::bytesWritten, this, &PeerConnection::closeIfWritten);
    connect(m_socket, &QSslSocket::encryptedBytesWritten, this, &PeerConnection::closeIfWritten);
    // A request or a pairing answer is at most a frame: more buffered than a few frames is a
    // peer pipelining what it may not.
    m_socket->setReadBufferSize(4 * PeerMessage::kMaxFrame);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_closing) { // not all written, or the peer never finished closing
            m_socket->abort();
            finishClose(false);
            return deleteLater();
        }
        if (!m_helloReceived)
            fail(ErrorCode::Timeout, tr("no hello within %1 s").arg(m_timeouts.handshakeMs / 1000));
        else if (m_pairingStarted && m_role == Role::Responder)
            fail(ErrorCode::Timeout,
                 tr("the pairing was not confirmed within %1 s").arg(m_timeouts.pairingMs / 1000));
        else if (m_requestInFlight || m_pairingStarted)
            fail(ErrorCode::Timeout,
                 tr("nobody answered within %1 s").arg(m_timeouts.personMs / 1000));
        else {
            m_endedIdle = true;
            fail(ErrorCode::Timeout, tr("idle for %1 s").arg(m_timeouts.idleMs / 1000));
        }
    });
    m_timer.start(m_timeouts.handshakeMs);
}

void PeerConnection::setTimeouts(const Timeouts &timeouts)
{
    m_timeouts = timeouts;
    if (!m_helloReceived)
        m_timer.start(m_timeouts.handshakeMs);
    else
        armTimer();
}

void PeerConnection::setPairingGate(std::function<bool()> allowed, QString refusal)
{
    m_pairingAllowed = std::move(allowed);
    m_pairingRefusal = std::move(refusal);
}

QString PeerConnection::peerName() const
{
    if (m_peerKey.isEmpty())
        return {};
    const std::optional<PairedPeers::Peer> peer = PairedPeers(m_local.stateDir).find(peerId());
    return peer ? peer->hostname : QString();
}

void PeerConnection::armTimer()
{
    if (m_failed || !m_helloReceived)
        return; // the handshake deadline runs from the start and is not extended
    if (m_role == Role::Initiator) {
        m_timer.stop(); // the command (or window) that asked decides how long to wait
        return;
    }
    if (m_pairingStarted) { // the deadline of the pair-start: nothing the peer sends extends it
        m_timer.start(int(qMax<qint64>(0, m_pairingDeadline.remainingTime())));
        return;
    }
    m_timer.start(m_requestInFlight ? m_timeouts.personMs : m_timeouts.idleMs);
}

PeerConnection::~PeerConnection() = default;

PeerConnection *PeerConnection::connectTo(const QString &address, quint16 port,
                                          const LocalNode &local, QObject *parent)
{
    auto *socket = new QSslSocket;
    auto *connection = new PeerConnection(Role::Initiator, socket, local, parent);
    // From the event loop: an address this node has no route to fails inside
    // connectToHostEncrypted(), before the caller could connect to failed().
    QMetaObject::invokeMethod(
        socket, [socket, address, port] { socket->connectToHostEncrypted(address, port); },
        Qt::QueuedConnection);
    return connection;
}

PeerConnection *PeerConnection::connectToKey(const QString &address, quint16 port,
                                             const LocalNode &local, const QString &keyId,
                                             QObject *parent, int handshakeMs)
{
    PeerConnection *connection = connectTo(address, port, local, parent);
    connection->expectKey(keyId, handshakeMs);
    return connection;
}

PeerConnection *PeerConnection::connectOver(QSslSocket *stream, const LocalNode &local,
                                            const QString &keyId, QObject *parent, int handshakeMs)
{
    auto *connection = new PeerConnection(Role::Initiator, stream, local, parent);
    connection->expectKey(keyId, handshakeMs);
    QMetaObject::invokeMethod(
        stream, [stream] { stream->startClientEncryption(); }, Qt::QueuedConnection);
    return connection;
}

void PeerConnection::expectKey(const QString &keyId, int handshakeMs)
{
    setExpectedPeer(keyId); // any other key ends it before a byte is sent
    Timeouts timeouts;
    timeouts.handshakeMs = handshakeMs;
    setTimeouts(timeouts);
}

QSslSocket *PeerConnection::takeStream(QByteArray *buffered)
{
    m_failed = true; // nothing more is handled, answered or reported
    m_closing = true;
    m_closed = true;
    m_timer.stop();
    m_socket->disconnect(this);
    m_socket->setParent(nullptr);
    m_socket->setReadBufferSize(0);
    *buffered = m_reader.takeBuffered();
    deleteLater();
    return m_socket;
}

PeerConnection *PeerConnection::accept(qintptr descriptor, const LocalNode &local, QObject *parent)
{
    auto *socket = new QSslSocket;
    auto *connection = new PeerConnection(Role::Responder, socket, local, parent);
    if (socket->setSocketDescriptor(descriptor))
        socket->startServerEncryption();
    return connection;
}

bool PeerConnection::peerIsPaired() const
{
    return !m_peerKey.isEmpty() && PairedPeers(m_local.stateDir).contains(peerId());
}

void PeerConnection::fail(ErrorCode code, const QString &why)
{
    if (m_closing && !m_closed) {
        // A closing connection still refuses a wrong or missing key: nothing queued goes out.
        m_socket->abort();
        return finishClose(false);
    }
    if (m_failed)
        return;
    m_failed = true;
    m_timer.stop();
    Q_EMIT failed(makeError(code, why));
    m_socket->abort();
}

void PeerConnection::send(const PeerMessage &m)
{
    m_socket->write(m.frame());
}

void PeerConnection::closeAfterWriting(int timeoutMs)
{
    if (m_closing)
        return;
    m_closing = true;
    const bool alreadyGone = m_failed || m_socket->state() != QAbstractSocket::ConnectedState;
    m_failed = true; // nothing more is handled, answered or reported as a failure
    if (alreadyGone) {
        m_socket->abort();
        // Asynchronously, like every other outcome: the caller connects closed() after this.
        QMetaObject::invokeMethod(
            this, [this] { finishClose(false); }, Qt::QueuedConnection);
        return;
    }
    m_timer.start(timeoutMs);
    QMetaObject::invokeMethod(this, &PeerConnection::closeIfWritten, Qt::QueuedConnection);
}

void PeerConnection::letGo(QPointer<PeerConnection> &connection, QObject *owner)
{
    if (!connection)
        return;
    PeerConnection *c = connection;
    connection = nullptr;
    c->disconnect(owner);
    c->setParent(owner->parent()); // it may outlive its owner while it closes
    c->closeAfterWriting();        // deletes itself once closed
}

void PeerConnection::closeIfWritten()
{
    if (!m_closing || m_closed || m_socket->bytesToWrite() > 0 ||
        m_socket->encryptedBytesToWrite() > 0)
        return;
    if (m_socket->state() == QAbstractSocket::ConnectedState && !m_socket->isEncrypted())
        return; // still in the handshake: what was queued has not been sent yet
    finishClose(true);
    // close_notify and FIN go out after the data; disconnected() (or the timeout) deletes.
    m_socket->disconnectFromHost();
}

void PeerConnection::finishClose(bool allWritten)
{
    if (m_closed)
        return;
    m_closed = true;
    Q_EMIT closed(allWritten);
    if (m_socket->state() == QAbstractSocket::UnconnectedState) {
        m_timer.stop();
        deleteLater();
    }
}

void PeerConnection::onEncrypted()
{
    m_peerKey = keyFingerprint(m_socket->peerCertificate());
    if (m_peerKey.isEmpty()) {
        fail(ErrorCode::Protocol, tr("the peer presented no certificate"));
        return;
    }
    if (!m_expectedPeer.isEmpty() && peerId() != m_expectedPeer) {
        fail(ErrorCode::PermissionDenied,
             tr("the Spark that answered has key %1, not the paired key %2: the "
                "address may belong to another machine, or a beacon was forged")
                 .arg(peerId().left(16), m_expectedPeer.left(16)));
        return;
    }
    if (m_role == Role::Initiator) {
        PeerMessage hello;
        hello.id = m_local.id;
        hello.hostname = m_local.hostname;
        send(hello);
    }
}

void PeerConnection::onReadyRead()
{
    if (m_closing) {
        m_socket->readAll(); // nothing more is handled; keep the window open for the close
        return;
    }
    m_reader.append(m_socket->readAll());
    while (!m_failed) {
        const std::optional<PeerMessage> m = m_reader.next();
        if (!m) {
            if (!m_reader.error().isEmpty())
                fail(ErrorCode::Protocol, tr("malformed message: %1").arg(m_reader.error()));
            break; // to armTimer(): what was just read decides the next limit
        }
        handle(*m);
    }
    armTimer();
}

void PeerConnection::handle(const PeerMessage &m)
{
    using Type = PeerMessage::Type;
    if (!m_helloReceived) {
        if (m.type != Type::Hello)
            return fail(ErrorCode::Protocol, tr("expected hello"));
        // The id a peer claims must be the key it proved in TLS.
        if (m.id != peerId())
            return fail(ErrorCode::Protocol, tr("the peer's hello does not match its TLS key"));
        m_helloReceived = true;
        m_peerHostname = m.hostname;
        if (m_role == Role::Responder) {
            PeerMessage hello;
            hello.id = m_local.id;
            hello.hostname = m_local.hostname;
            send(hello);
        }
        Q_EMIT ready();
        return;
    }
    switch (m.type) {
    case Type::PairStart:
        if (m_role != Role::Responder || !m_localNonce.isEmpty())
            return fail(ErrorCode::Protocol, tr("unexpected pair-start"));
        if (!m_pairingAllowed || !m_pairingAllowed()) {
            // Said to the initiator, so its person learns what to do; nobody here is asked.
            PeerMessage refusal;
            refusal.type = Type::Response;
            refusal.text = m_pairingRefusal;
            send(refusal);
            m_socket->flush();
            return fail(ErrorCode::Refused, tr("pairing was not accepted now"));
        }
        m_pairingStarted = true;
        m_pairingDeadline = QDeadlineTimer(m_timeouts.pairingMs);
        m_localNonce = PairingCode::randomNonce();
        {
            PeerMessage commit;
            commit.type = Type::PairCommit;
            commit.bytes = PairingCode::commitment(m_localKey, m_peerKey, m_localNonce);
            send(commit);
        }
        return;
    case Type::PairCommit:
        if (m_role != Role::Initiator || !m_commitment.isEmpty())
            return fail(ErrorCode::Protocol, tr("unexpected pair-commit"));
        m_commitment = m.bytes;
        m_localNonce = PairingCode::randomNonce(); // chosen only now, after the commitment
        {
            PeerMessage nonce;
            nonce.type = Type::PairNonce;
            nonce.bytes = m_localNonce;
            send(nonce);
        }
        return;
    case Type::PairNonce:
        if (m_role != Role::Responder || m_localNonce.isEmpty() || !m_peerNonce.isEmpty())
            return fail(ErrorCode::Protocol, tr("unexpected pair-nonce"));
        m_peerNonce = m.bytes;
        {
            PeerMessage reveal;
            reveal.type = Type::PairReveal;
            reveal.bytes = m_localNonce;
            send(reveal);
        }
        showCode();
        return;
    case Type::PairReveal:
        if (m_role != Role::Initiator || m_commitment.isEmpty() || !m_peerNonce.isEmpty())
            return fail(ErrorCode::Protocol, tr("unexpected pair-reveal"));
        if (PairingCode::commitment(m_peerKey, m_localKey, m.bytes) != m_commitment)
            return fail(
                ErrorCode::Protocol,
                tr("the peer's nonce does not match its commitment: someone may be interfering"));
        m_peerNonce = m.bytes;
        showCode();
        return;
    case Type::PairConfirm:
        if (m_peerNonce.isEmpty() || m_peerYes)
            return fail(ErrorCode::Protocol, tr("unexpected pair-confirm"));
        m_peerYes = m.ok;
        maybeFinishPairing();
        return;
    case Type::Request: {
        if (m_role != Role::Responder)
            return fail(ErrorCode::Protocol, tr("unexpected request"));
        if (m_requestInFlight || m_pairingStarted)
            return fail(ErrorCode::Protocol, tr("a request before the last one was answered"));
        PeerMessage reply;
        reply.type = Type::Response;
        if (!peerIsPaired()) {
            // A Response carries text only (docs/pairing.md), so answers are in this Spark's
            // language, like the responder's answers that embed this Spark's translated errors.
            reply.text = tr("not paired: pair first (sparkwirectl pair %1)").arg(m_local.hostname);
            send(reply);
        } else if (m.kind == RequestKind::Inventory) {
            reply.ok = true;
            reply.text = QString::fromUtf8(m_local.inventoryJson ? m_local.inventoryJson()
                                                                 : QByteArray("{}"));
            send(reply);
        } else {
            m_requestInFlight = true;
            Q_EMIT requested(m.kind, m.text); // the person (or a policy) decides; answer() replies
        }
        return;
    }
    case Type::Response:
        if (m_role != Role::Initiator)
            return fail(ErrorCode::Protocol, tr("unexpected response"));
        {
            // Shown to a person or printed on a terminal: nothing in it may steer either.
            const QString text = printableText(m.text, true);
            if (m_pairingStarted && m_peerNonce.isEmpty()) { // the peer refused to start pairing
                Q_EMIT pairingFailed(
                    makeError(ErrorCode::Refused, text.isEmpty() ? tr("the peer refused") : text));
                return fail(ErrorCode::Refused, text);
            }
            Q_EMIT response(m.ok, text);
        }
        return;
    case Type::Hello:
        return fail(ErrorCode::Protocol, tr("a second hello"));
    }
}

void PeerConnection::showCode()
{
    const bool initiator = m_role == Role::Initiator;
    Q_EMIT pairingCode(PairingCode::code(
        initiator ? m_localKey : m_peerKey, initiator ? m_peerKey : m_localKey,
        initiator ? m_localNonce : m_peerNonce, initiator ? m_peerNonce : m_localNonce));
}

void PeerConnection::startPairing()
{
    if (m_role != Role::Initiator || !m_helloReceived)
        return;
    m_pairingStarted = true;
    PeerMessage start;
    start.type = PeerMessage::Type::PairStart;
    send(start);
}

void PeerConnection::confirmPairing(bool yes)
{
    if (m_peerNonce.isEmpty() || m_localYes)
        return;
    m_localYes = yes;
    armTimer();
    PeerMessage confirm;
    confirm.type = PeerMessage::Type::PairConfirm;
    confirm.ok = yes;
    send(confirm);
    maybeFinishPairing();
}

void PeerConnection::maybeFinishPairing()
{
    // A no here ends it at once; a yes waits for the other side's answer.
    const bool declinedHere = m_localYes && !*m_localYes;
    if (m_pairingDone || (!declinedHere && (!m_localYes || !m_peerYes)))
        return;
    m_pairingDone = true;
    m_pairingStarted = false;
    armTimer();
    if (declinedHere) {
        Q_EMIT pairingFailed(makeError(ErrorCode::Refused, tr("you declined")));
        return;
    }
    if (!*m_peerYes) {
        Q_EMIT pairingFailed(makeError(ErrorCode::Refused, tr("%1 declined").arg(m_peerHostname)));
        return;
    }
    const Status added = PairedPeers(m_local.stateDir)
                             .add({peerId(), m_peerHostname, QDateTime::currentDateTimeUtc()});
    if (!added) {
        Q_EMIT pairingFailed(added.error());
        return;
    }
    Q_EMIT paired();
}

void PeerConnection::request(RequestKind kind, const QString &text)
{
    PeerMessage m;
    m.type = PeerMessage::Type::Request;
    m.kind = kind;
    m.text = text;
    send(m);
}

void PeerConnection::answer(bool yes, const QString &detail)
{
    if (!m_requestInFlight || m_failed)
        return; // nothing asked, or the connection is gone
    m_requestInFlight = false;
    armTimer();
    PeerMessage reply;
    reply.type = PeerMessage::Type::Response;
    reply.ok = yes;
    reply.text = detail;
    send(reply);
}

} // namespace sparkwire::peers
