#include "PeerTestServers.h"

#include "hw/InventoryMonitor.h"

#include <QJsonDocument>

namespace sparkwire::bench {

PeerTestServers::PeerTestServers(const hw::InventoryMonitor *inventory, QString helperProgram,
                                 QObject *parent)
    : QObject(parent)
    , m_inventory(inventory)
    , m_servers(std::move(helperProgram))
{
    connect(&m_servers, &TestServers::listening, this, [this](const QJsonArray &servers) {
        Q_EMIT serving(
            tr("%1 runs a %2 s %3 test against %n server(s).", nullptr, int(servers.size()))
                .arg(m_peer)
                .arg(m_seconds)
                .arg(linkTestKindName(m_kind)));
        answerPending(true,
                      QString::fromUtf8(QJsonDocument(servers).toJson(QJsonDocument::Compact)));
    });
    connect(&m_servers, &TestServers::failed, this,
            [this](const Error &why) { answerPending(false, why.message); });
}

PeerTestServers::~PeerTestServers()
{
    answerPending(false, tr("This node stopped serving tests."));
}

void PeerTestServers::answerPending(bool ok, const QString &detail)
{
    if (const auto reply = std::exchange(m_reply, nullptr))
        reply(ok, detail);
}

peers::PeerResponder::TestServer PeerTestServers::hook()
{
    return [this](peers::PeerConnection *c, const QString &request,
                  std::function<void(bool, QString)> reply) {
        // "tcp N" or "rdma N", N checked by the message parser.
        const std::optional<LinkTestKind> kind =
            linkTestKindFromName(request.section(QLatin1Char(' '), 0, 0));
        if (!kind || *kind == LinkTestKind::Nccl)
            return reply(false, tr("Unknown test server: %1").arg(request.left(40)));
        answerPending(false, tr("Another test took the servers."));
        m_reply = std::move(reply);
        m_peer = c->peerName();
        m_kind = *kind;
        m_seconds = request.section(QLatin1Char(' '), 1).toInt();
        m_servers.start(m_kind, m_inventory->inventory(), m_seconds);
    };
}

} // namespace sparkwire::bench
