#pragma once

#include "PeerConnection.h"

#include <QTcpServer>

#include <functional>

namespace sparkwire::peers {

// The agent's side of the peer channel: accepts TLS connections on port 47312, but only on
// the CX-7 links (the accept filter), and hands each to a responder PeerConnection.
class PeerServer : public QTcpServer
{
    Q_OBJECT
public:
    // isCx7Local: is this local address one of this node's CX-7 links?
    PeerServer(LocalNode local, std::function<bool(const QHostAddress &)> isCx7Local,
               QObject *parent = nullptr);
    bool start(quint16 port, QString *error);

Q_SIGNALS:
    void connectionReady(sparkwire::peers::PeerConnection *connection);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    LocalNode m_local;
    std::function<bool(const QHostAddress &)> m_isCx7Local;
};

} // namespace sparkwire::peers
