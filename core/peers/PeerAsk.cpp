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
    ask->ask(address, request.port);
    return ask;
}

PeerAsk *PeerAsk::through(const Request &request, const RelayVia &via, QObject *parent)
{
    auto *ask = new PeerAsk(request, parent);
    ask->relayVia(via);
    return ask;
}

void PeerAsk::abandon()
{
    if (m_relay) {
        m_relay->abandon();
        m_relay->deleteLater();
    }
    if (!m_connection)
        return;
    PeerConnection *c = m_connection;
    m_connection = nullptr;
    c->disconnect(this);
    c->setParent(parent()); // it may outlive this object while it closes, not its owner
    c->closeAfterWriting(); // deletes itself once closed
}

void PeerAsk::ask(const QString &address, quint16 port)
{
    PeerConnection *c = PeerConnection::connectToKey(address, port, m_request.local,
                                                     m_request.peerId, this, m_request.attemptMs);
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
        ask(address, port);
    });
}

} // namespace sparkwire::peers
