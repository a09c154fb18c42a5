#include "PeerAsk.h"

namespace sparkwire::peers {

PeerAsk::PeerAsk(Request request, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
{}

PeerAsk::~PeerAsk()
{
    // Its connection is a child and goes with it: no reparenting while the owner may itself
    // be deleting its children.
    if (m_connection)
        m_connection->disconnect(this);
}

PeerAsk *PeerAsk::at(const Request &request, const QString &address, QObject *parent)
{
    auto *ask = new PeerAsk(request, parent);
    ask->ask(PeerConnection::connectToKey(address, request.port, request.local, request.peerId, ask,
                                          request.attemptMs));
    return ask;
}

PeerAsk *PeerAsk::through(const Request &request, const RelayVia &via, QObject *parent)
{
    auto *ask = new PeerAsk(request, parent);
    ask->relayVia(via);
    return ask;
}

PeerAsk *PeerAsk::along(const Request &request, const TunnelRoute &route, QObject *parent)
{
    auto *ask = new PeerAsk(request, parent);
    ask->tunnelAlong(route);
    return ask;
}

void PeerAsk::abandon()
{
    if (m_relay) {
        m_relay->abandon();
        m_relay->deleteLater();
    }
    if (m_tunnel)
        m_tunnel->abandon(); // deletes itself
    PeerConnection::letGo(m_connection, this);
}

void PeerAsk::ask(PeerConnection *c)
{
    m_connection = c;
    connect(c, &PeerConnection::failed, this, [this](const Error &error) {
        abandon();
        Q_EMIT failed(error.message);
    });
    connect(c, &PeerConnection::ready, this, [this, c] {
        if (!c->peerIsPaired()) {
            abandon();
            return Q_EMIT notPaired();
        }
        Q_EMIT requestSent();
        c->request(m_request.kind, m_request.text);
    });
    connect(c, &PeerConnection::response, this, [this](bool ok, const QString &text) {
        abandon();
        Q_EMIT answered(ok, text);
    });
}

void PeerAsk::relayVia(const RelayVia &via)
{
    RelayRequest *relay = RelayRequest::ask(m_request.local, via, m_request.peerId, m_request.port,
                                            m_request.attemptMs, this);
    m_relay = relay;
    connect(relay, &RelayRequest::failed, this, [this, relay](const QString &why) {
        relay->deleteLater();
        Q_EMIT failed(why);
    });
    connect(relay, &RelayRequest::opened, this, [this, relay, address = via.address](quint16 port) {
        relay->deleteLater();
        ask(PeerConnection::connectToKey(address, port, m_request.local, m_request.peerId, this,
                                         m_request.attemptMs));
    });
}

void PeerAsk::tunnelAlong(const TunnelRoute &route)
{
    TunnelChain *chain =
        TunnelChain::open(m_request.local, route, m_request.peerId, m_request.peerId,
                          m_request.port, m_request.attemptMs, this);
    m_tunnel = chain;
    connect(chain, &TunnelChain::failed, this, [this](const QString &why) { Q_EMIT failed(why); });
    connect(chain, &TunnelChain::opened, this, [this](PeerConnection *c) {
        m_tunnel = nullptr;
        ask(c);
    });
}

} // namespace sparkwire::peers
