#include "PeerTestServers.h"

#include "hw/InventoryMonitor.h"

#include <QJsonDocument>
#include <QPointer>
#include <QTimer>

namespace sparkwire::bench {

PeerTestServers::PeerTestServers(const hw::InventoryMonitor *inventory, QString helperProgram,
                                 QObject *parent)
    : QObject(parent)
    , m_inventory(inventory)
    , m_tcp(std::move(helperProgram))
{}

peers::PeerResponder::TestServer PeerTestServers::hook()
{
    return [this](peers::PeerConnection *c, const QString &request,
                  std::function<void(bool, QString)> reply) {
        // "tcp N" or "rdma N", N checked by the message parser.
        const QString kind = request.section(QLatin1Char(' '), 0, 0);
        const int seconds = request.section(QLatin1Char(' '), 1).toInt();
        const QString peer = c->peerName();
        auto answer = [this, reply, peer, kind, seconds](const QJsonArray &servers,
                                                         const QString &error) {
            if (servers.isEmpty())
                return reply(false, error);
            Q_EMIT serving(
                tr("%1 runs a %2 s %3 test against %n server(s).", nullptr, int(servers.size()))
                    .arg(peer)
                    .arg(seconds)
                    .arg(kind));
            reply(true, QString::fromUtf8(QJsonDocument(servers).toJson(QJsonDocument::Compact)));
        };
        if (kind == QLatin1String("rdma"))
            return m_rdma.start(m_inventory->inventory(), seconds, answer);
        QString error;
        const QJsonArray servers = m_tcp.start(m_inventory->inventory(), seconds, &error);
        // Give the servers a moment to listen before the peer connects.
        QTimer::singleShot(300, c, [answer, servers, error] { answer(servers, error); });
    };
}

} // namespace sparkwire::bench
