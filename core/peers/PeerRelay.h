#pragma once

#include "StreamSplice.h"
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
        StreamSplice::Limits stream; // once the seat's connection is spliced to the target
    };

    // Unavailable when no listener could be made on `netdev`.
    static Result<PeerRelay *> open(const QString &netdev, const QHostAddress &seat,
                                    const QString &target, quint16 targetPort, const Limits &limits,
                                    QObject *parent = nullptr);
    ~PeerRelay() override;

    quint16 port() const { return m_port; }

Q_SIGNALS:
    // The stream ended (or nobody came in time); the relay deletes itself after it.
    void finished();

private:
    PeerRelay(const QHostAddress &seat, QString target, quint16 targetPort, const Limits &limits,
              QObject *parent);
    void onIncoming(qintptr descriptor);
    void finish();

    QHostAddress m_seat;
    QString m_target;
    quint16 m_targetPort = 0;
    Limits m_limits;
    quint16 m_port = 0;
    bool m_finished = false;
    QTcpServer *m_listener = nullptr;
    QTcpSocket *m_in = nullptr;
    QTcpSocket *m_out = nullptr;
    QTimer m_deadline; // nobody came, or the target did not answer
};

} // namespace sparkwire::peers
