#pragma once

#include "PairedPeers.h"
#include "PeerMessage.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTimer>

#include <functional>

class QSslSocket;

namespace sparkwire::peers {

// What this node brings to a connection: who it is, whom it has paired with, and what it
// answers paired peers with.
struct LocalNode
{
    QString id;
    QString hostname;
    QSslCertificate certificate;
    QSslKey privateKey;
    QString stateDir;
    std::function<QByteArray()> inventoryJson; // answers "inventory"
};

// One TLS connection between two nodes, either end of docs/pairing.md. The person's answers
// (does the code match? may this key log in?) come back through confirmPairing() and
// answer(); nothing is stored or granted without them.
class PeerConnection : public QObject
{
    Q_OBJECT
public:
    enum class Role
    {
        Initiator,
        Responder
    };
    static constexpr quint16 kPort = 47312;
    static constexpr int kHandshakeMs = 10000; // connect, TLS and hello, both roles
    struct Timeouts
    {
        int handshakeMs = kHandshakeMs;
        int idleMs = 10000;    // the answering side, while nobody here is deciding anything
        int personMs = 300000; // the answering side, while its person decides a request
        // The answering side, from an accepted pair-start: the code question expires then,
        // whatever the peer sends meanwhile (an impostor's open question must not hold this
        // node's pairing window).
        int pairingMs = 60000;
    };

    PeerConnection(Role role, QSslSocket *socket, LocalNode local, QObject *parent = nullptr);
    ~PeerConnection() override;

    // Initiator: connect and say hello; ready() follows.
    static PeerConnection *connectTo(const QString &address, quint16 port, const LocalNode &local,
                                     QObject *parent = nullptr);
    // Initiator to a paired Spark by its key: connectTo, accepting only `keyId`
    // (setExpectedPeer), with handshakeMs for connect, TLS and hello. Every initiator that
    // knows whom it is asking for connects this way: a beacon's address may be anyone's.
    static PeerConnection *connectToKey(const QString &address, quint16 port,
                                        const LocalNode &local, const QString &keyId,
                                        QObject *parent, int handshakeMs = kHandshakeMs);
    // Initiator over a stream that is already connected (a tunnel's end: TunnelChain): TLS and
    // hello within handshakeMs, accepting only `keyId` where it is given (a pairing through a
    // tunnel knows only the name the target beacons).
    static PeerConnection *connectOver(QSslSocket *stream, const LocalNode &local,
                                       const QString &keyId, QObject *parent,
                                       int handshakeMs = kHandshakeMs);
    // Responder: take over an accepted socket and start TLS.
    static PeerConnection *accept(qintptr descriptor, const LocalNode &local,
                                  QObject *parent = nullptr);
    static QSslConfiguration tlsConfiguration(const LocalNode &local);

    void setTimeouts(const Timeouts &timeouts);
    // Initiator: the key the peer must show (a paired peer's id, from our own record); any
    // other key ends the connection before anything is sent. Beacons are not authenticated,
    // so the address they gave may be anyone's.
    void setExpectedPeer(const QString &id) { m_expectedPeer = id; }
    // Responder: may a peer start pairing now? Unset or false: pair-start is answered with
    // `pairingRefusal` and the connection closed; nobody is asked.
    void setPairingGate(std::function<bool()> allowed, QString refusal);

    void startPairing();
    void confirmPairing(bool yes);
    void request(RequestKind kind, const QString &text = QString());
    // Replies to the last requested(): ok and a body, or not and why.
    void answer(bool yes, const QString &detail);

    static constexpr int kCloseTimeoutMs = 3000;
    // Sends what is queued, then closes, on the event loop; never blocks. closed() follows once
    // everything left (true) or after timeoutMs (false: the socket is aborted), and the
    // connection deletes itself. Nothing is handled or reported as a failure after the call.
    // The window and `sparkwirectl pair` use it instead of dropping a connection whose last
    // message (a pairing confirm) may still be queued.
    void closeAfterWriting(int timeoutMs = kCloseTimeoutMs);
    // `owner` lets go of `connection` (and clears it): nothing more reaches `owner`, and the
    // connection closes as closeAfterWriting() does, outliving `owner` as a child of owner's
    // parent. Nothing when `connection` is already null.
    static void letGo(QPointer<PeerConnection> &connection, QObject *owner);

    // A tunnel (docs/security.md, "Members more than one hop away"): from here on the TLS
    // session carries a stream, not frames. Hands over the socket (parentless) and the bytes
    // read past the last frame; the connection reads, sends and reports nothing more and
    // deletes itself. Either end, once the tunnel's answer is sent or read.
    QSslSocket *takeStream(QByteArray *buffered);

    QString peerId() const { return QString::fromLatin1(m_peerKey.toHex()); }
    // The hostname the peer says it has (checked to be a hostname, not trusted): shown only
    // while pairing, marked as claimed. Everything after pairing uses peerName().
    QString claimedHostname() const { return m_peerHostname; }
    bool peerIsPaired() const;
    // The name this node's person paired the peer's key as; empty when not paired.
    QString peerName() const;
    bool requestInFlight() const { return m_requestInFlight; }
    // It ended because nothing more came after its exchanges (the answering side's idle
    // timeout): the normal end of a peer that keeps its connection open, nothing to report.
    bool endedIdle() const { return m_endedIdle; }
    QSslSocket *socket() const { return m_socket; }

Q_SIGNALS:
    void ready();
    void pairingCode(const QString &code);
    void paired();
    // The pairing ended without a pairing: Refused (a person on either side said no, or the
    // peer would not start), or what storing the peer's key failed with.
    void pairingFailed(const sparkwire::Error &error);
    void response(bool ok, const QString &text);
    // A paired peer asks for one of the kinds (text: the key, its user and host key, the YAML,
    // the test...); Inventory is answered without asking.
    void requested(sparkwire::peers::RequestKind kind, const QString &text);
    // The connection is gone: Unavailable (the peer hung up, or is not there), Timeout (a
    // deadline passed; see endedIdle()), Protocol (the peer broke docs/pairing.md),
    // PermissionDenied (not the key setExpectedPeer() asked for), Refused (a pair-start while
    // this end was not armed, or the peer's refusal), or the socket's own failure.
    void failed(const sparkwire::Error &error);
    // After closeAfterWriting(): whether everything queued was written before the close.
    void closed(bool allWritten);

private:
    // An initiator's: only `keyId` (none when empty), connect, TLS and hello within handshakeMs.
    void expectKey(const QString &keyId, int handshakeMs);
    void onEncrypted();
    void onReadyRead();
    void handle(const PeerMessage &m);
    void send(const PeerMessage &m);
    void fail(ErrorCode code, const QString &why);
    void showCode();
    void maybeFinishPairing();
    void armTimer();
    void closeIfWritten();
    void finishClose(bool allWritten);

    Timeouts m_timeouts;
    QTimer m_timer;
    QDeadlineTimer m_pairingDeadline; // responder: set once, at the accepted pair-start
    QString m_expectedPeer;
    std::function<bool()> m_pairingAllowed;
    QString m_pairingRefusal;
    bool m_requestInFlight = false;
    bool m_pairingStarted = false;
    bool m_pairingDone = false;

    Role m_role;
    QSslSocket *m_socket;
    LocalNode m_local;
    FrameReader m_reader;
    QByteArray m_localKey;
    QByteArray m_peerKey;
    QString m_peerHostname;
    bool m_helloReceived = false;
    QByteArray m_commitment;
    QByteArray m_localNonce;
    QByteArray m_peerNonce;
    std::optional<bool> m_localYes;
    std::optional<bool> m_peerYes;
    bool m_failed = false;
    bool m_endedIdle = false;
    bool m_closing = false;
    bool m_closed = false;
};

} // namespace sparkwire::peers
