#pragma once

#include "common/Result.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QTcpServer;
class QTcpSocket;

namespace sparkwire::peers {

// One relayed stream, for a paired seat that is not cabled to the member it wants to reach (a
// ring of four or more: docs/security.md, "Members two hops away"). A one-shot listener on the
// CX-7 netdev the seat's request came in on (bound to it, as the peer port is), on a port the
// kernel picks, takes one connection from the seat's own address and splices it to the
// target's peer port, where this node hears the target's beacons. It sees only the TLS the seat
// and the target speak end to end; it accepts nobody else, nothing after the first connection,
// nothing after acceptMs, and ends after lifetimeMs or maxBytes. It deletes itself when done.
class PeerRelay : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        int acceptMs = 5000;
        int lifetimeMs = 330000;           // a try its person decides takes up to 300 s
        qint64 maxBytes = 8 * 1024 * 1024; // both ways together; a cluster step is far less
    };

    // Unavailable when no listener could be made on `netdev`.
    static Result<PeerRelay *> open(const QString &netdev, const QHostAddress &seat,
                                    const QString &target, quint16 targetPort, const Limits &limits,
                                    QObject *parent = nullptr);
    ~PeerRelay() override;

    quint16 port() const { return m_port; }
    // The seat's connection came, was spliced, and what it carried.
    bool accepted() const { return m_in != nullptr; }
    qint64 bytesRelayed() const { return m_bytes; }

Q_SIGNALS:
    // The stream ended (or nobody came in time); the relay deletes itself after it.
    void finished();

private:
    PeerRelay(const QHostAddress &seat, QString target, quint16 targetPort, const Limits &limits,
              QObject *parent);
    void onIncoming(qintptr descriptor);
    void pump(QTcpSocket *from, QTcpSocket *to);
    void finish();

    QHostAddress m_seat;
    QString m_target;
    quint16 m_targetPort = 0;
    Limits m_limits;
    quint16 m_port = 0;
    qint64 m_bytes = 0;
    bool m_finished = false;
    QTcpServer *m_listener = nullptr;
    QTcpSocket *m_in = nullptr;
    QTcpSocket *m_out = nullptr;
    QTimer m_deadline;
};

} // namespace sparkwire::peers
