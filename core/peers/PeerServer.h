#pragma once

#include "PeerConnection.h"
#include "common/Result.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <functional>

class QTcpServer;

namespace sparkwire::peers {

// The answering side's listeners on port 47312: one socket per CX-7 netdev, each bound to its
// device (SO_BINDTODEVICE), so a connection that arrived on any other interface (the
// management LAN routing the CX-7 subnet to this host, docker, loopback) never reaches a
// listener: the kernel answers it with a reset. Connections are capped overall and per remote
// address, and each must finish its handshake (TLS and hello) in time.
class PeerServer : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        int maxConnections = 16;
        int maxPerAddress = 4;
    };

    PeerServer(LocalNode local, Limits limits, PeerConnection::Timeouts timeouts,
               QObject *parent = nullptr);
    ~PeerServer() override;

    // Listens on `port` (0: one the kernel picks, then the same on every netdev) on each of
    // `netdevs`. Unavailable when one could not be listened on for a reason other than a
    // netdev that does not exist (yet): a port held by another program, say.
    Status listen(const QSet<QString> &netdevs, quint16 port);
    // Follows the CX-7 netdevs as they come and go (a listener per netdev, no more).
    void setNetdevs(const QSet<QString> &netdevs);
    quint16 port() const { return m_port; }
    QStringList listeningOn() const;
    int connectionCount() const { return m_connections.size(); }

    // A listening TCP socket bound to `netdev` as the peer port's are (SO_BINDTODEVICE), on
    // `port` (0: one the kernel picks, portOf tells which): the relay's one-shot listener.
    // -1 with *error an errno.
    static int deviceListenSocket(const QString &netdev, quint16 port, int *error);
    static quint16 portOf(int fd);
    // The netdev an accepted socket is bound to (inherited from its listener); empty if none.
    static QString deviceOf(qintptr descriptor);

Q_SIGNALS:
    void connectionReady(sparkwire::peers::PeerConnection *connection);
    // A connection from the address `from` refused by the limits: `line`, for the person's
    // log (through RefusalNotices: a flood is summed up, not printed line by line).
    void refused(const QString &from, const QString &line);

private:
    bool listenOn(const QString &netdev, int *error); // *error: an errno
    void accept(const QString &netdev, qintptr descriptor);

    LocalNode m_local;
    Limits m_limits;
    PeerConnection::Timeouts m_timeouts;
    quint16 m_port = 0;
    QHash<QString, QTcpServer *> m_listeners;
    QHash<PeerConnection *, QString> m_connections; // -> the remote address
};

} // namespace sparkwire::peers
