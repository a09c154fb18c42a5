#pragma once

#include <QObject>
#include <QTimer>

class QTcpSocket;

namespace sparkwire::peers {

// Two connected sockets joined both ways: what one reads goes out on the other, unparsed. A
// relay (PeerRelay) splices the seat's TCP stream to the target's peer port; a tunnel
// (PeerResponder's "tunnel", TunnelChain at the seat) splices a TLS session's plaintext to the
// next hop's stream. It ends when either side closes or fails, after lifetimeMs, or past
// maxBytes both ways together; what one side said last still reaches the other. It owns both
// sockets and deletes itself (and them) once both are closed, or after a grace period.
class StreamSplice : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        int lifetimeMs = 330000;           // a try its person decides takes up to 300 s
        qint64 maxBytes = 8 * 1024 * 1024; // both ways together; a cluster step is far less
    };

    // Both sockets connected (a plain TCP socket, or a QSslSocket whose handshake is done).
    // `pendingForB`: bytes already read off `a` that belong to the stream, written to `b`
    // first.
    StreamSplice(QTcpSocket *a, QTcpSocket *b, const Limits &limits,
                 const QByteArray &pendingForB = {}, QObject *parent = nullptr);
    ~StreamSplice() override;

    qint64 bytesCarried() const { return m_bytes; }
    static constexpr int kGraceMs = 3000; // for the last bytes to leave after the stream ended

Q_SIGNALS:
    // The stream ended; the splice deletes itself after it.
    void finished();

private:
    void pump(QTcpSocket *from, QTcpSocket *to);
    void finish();

    QTcpSocket *m_a;
    QTcpSocket *m_b;
    Limits m_limits;
    qint64 m_bytes = 0;
    bool m_finished = false;
    QTimer m_deadline;
};

} // namespace sparkwire::peers
