#include "RelayRequest.h"

#include "PrintableText.h"

namespace sparkwire::peers {

RelayRequest::RelayRequest(RelayVia via, QObject *parent)
    : QObject(parent)
    , m_via(std::move(via))
{}

RelayRequest::~RelayRequest()
{
    // Its connection is a child and goes with it: no reparenting while the owner may itself be
    // deleting its children.
    if (m_connection)
        m_connection->disconnect(this);
}

RelayRequest *RelayRequest::ask(const LocalNode &local, const RelayVia &via, const QString &target,
                                quint16 port, int attemptMs, QObject *parent)
{
    auto *request = new RelayRequest(via, parent);
    // The neighbour's own key first: a relay is asked of a paired Spark only.
    PeerConnection *hop =
        PeerConnection::connectToKey(via.address, port, local, via.id, request, attemptMs);
    request->m_connection = hop;
    connect(hop, &PeerConnection::failed, request, [request](const Error &error) {
        request->finish();
        Q_EMIT request->failed(request->m_via.name + QStringLiteral(": ") + error.message);
    });
    connect(hop, &PeerConnection::ready, request,
            [hop, target] { hop->request(RequestKind::Relay, target); });
    connect(hop, &PeerConnection::response, request, [request](bool ok, const QString &text) {
        bool isPort = false;
        const quint16 opened = text.toUShort(&isPort);
        request->finish();
        if (!ok || !isPort || opened == 0)
            return Q_EMIT request->failed(
                tr("%1 does not relay to it: %2")
                    .arg(request->m_via.name, printableText(text, false)));
        Q_EMIT request->opened(opened);
    });
    return request;
}

void RelayRequest::abandon()
{
    finish();
    disconnect(this, nullptr, nullptr, nullptr);
}

void RelayRequest::finish()
{
    PeerConnection::letGo(m_connection, this);
}

} // namespace sparkwire::peers
