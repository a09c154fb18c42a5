#pragma once

#include "PeerConnection.h"
#include "RelayRequest.h"
#include "RequestKind.h"
#include "TunnelChain.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace sparkwire::peers {

// One request to a paired peer, by the peer's own key, at one address, through one paired
// neighbour's relay (docs/security.md, "Members two hops away") or along a route of tunnels
// ("Members more than one hop away"): connect, TLS and hello within
// attemptMs, then the request. Exactly one of these comes, from the event loop: answered (the
// peer's reply; requestSent before it), notPaired (reached, but it no longer knows this
// Spark), or failed (not reached there, or gone mid-answer: the caller tries its next
// address). The seat's runs that ask members one request each (the cluster doctor and
// pre-flight, the launch paths) use it.
class PeerAsk : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        LocalNode local; // this Spark
        QString peerId;  // the only key accepted
        quint16 port = PeerConnection::kPort;
        int attemptMs = 3000;
        RequestKind kind = RequestKind::Doctor;
        QString text;
    };
    // At `address`, directly.
    static PeerAsk *at(const Request &request, const QString &address, QObject *parent);
    // Through `via`'s relay: the neighbour's own key first, then the peer's inside the relay.
    static PeerAsk *through(const Request &request, const RelayVia &via, QObject *parent);
    // Along `route`'s tunnels (docs/security.md, "Members more than one hop away"): each hop's
    // own key in turn, then the peer's inside the last.
    static PeerAsk *along(const Request &request, const TunnelRoute &route, QObject *parent);
    ~PeerAsk() override;

    // No signal after this; the connection closes (it may outlive this object while it does,
    // as a child of this object's parent).
    void abandon();

Q_SIGNALS:
    void requestSent(); // the peer was reached and its key checked (for the answer's timing)
    void answered(bool ok, const QString &text);
    void notPaired();
    void failed(const QString &why);

private:
    PeerAsk(Request request, QObject *parent);
    void ask(PeerConnection *connection);
    void relayVia(const RelayVia &via);
    void tunnelAlong(const TunnelRoute &route);

    Request m_request;
    QPointer<PeerConnection> m_connection;
    QPointer<RelayRequest> m_relay; // while the neighbour is asked
    QPointer<TunnelChain> m_tunnel; // while the route's hops are asked
};

} // namespace sparkwire::peers
