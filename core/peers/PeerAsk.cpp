#include "PeerAsk.h"

#include "PrintableText.h"

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

PeerAsk *PeerAsk::through(const Request &request, const Via &via, QObject *parent)
{
    auto *ask = new PeerAsk(request, parent);
    ask->relayVia(via);
    return ask;
}

void PeerAsk::abandon()
{
    if (!m_connection)
        return;
    PeerConnection *c = m_connection;
    m_connection = nullptr;
    c->disconnect(this);
    c->setParent(parent()); // it may outlive this object while it closes, not its owner
    c->closeAfterWriting(); // deletes itself once closed
}

PeerConnection *PeerAsk::open(const QString &address, quint16 port, const QString &keyId)
{
    PeerConnection *c = PeerConnection::connectTo(address, port, m_request.local, this);
    c->setExpectedPeer(keyId); // any other key ends it before a byte is sent
    PeerConnection::Timeouts timeouts;
    timeouts.handshakeMs = m_request.attemptMs;
    c->setTimeouts(timeouts);
    m_connection = c;
    return c;
}

void PeerAsk::ask(const QString &address, quint16 port)
{
    PeerConnection *c = open(address, port, m_request.peerId);
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

void PeerAsk::relayVia(const Via &via)
{
    // The neighbour's own key first: a relay is asked of a paired Spark only.
    PeerConnection *hop = open(via.address, m_request.port, via.id);
    connect(hop, &PeerConnection::failed, this, [this, via](const Error &error) {
        abandon();
        Q_EMIT failed(via.name + QStringLiteral(": ") + error.message);
    });
    connect(hop, &PeerConnection::ready, this,
            [this, hop] { hop->request(RequestKind::Relay, m_request.peerId); });
    connect(hop, &PeerConnection::response, this, [this, via](bool ok, const QString &text) {
        bool isPort = false;
        const quint16 port = text.toUShort(&isPort);
        abandon();
        if (!ok || !isPort || port == 0)
            return Q_EMIT failed(
                tr("%1 does not relay to it: %2").arg(via.name, printableText(text, false)));
        ask(via.address, port);
    });
}

} // namespace sparkwire::peers
