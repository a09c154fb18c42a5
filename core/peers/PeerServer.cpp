#include "PeerServer.h"

#include <QSslSocket>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sparkwire::peers {

PeerServer::PeerServer(LocalNode local, std::function<bool(const QHostAddress &)> isCx7Local,
                       QObject *parent)
    : QTcpServer(parent)
    , m_local(std::move(local))
    , m_isCx7Local(std::move(isCx7Local))
{}

bool PeerServer::start(quint16 port, QString *error)
{
    if (listen(QHostAddress::Any, port))
        return true;
    if (error)
        *error = QStringLiteral("cannot listen on TCP port %1: %2").arg(port).arg(errorString());
    return false;
}

void PeerServer::incomingConnection(qintptr descriptor)
{
    sockaddr_storage storage{};
    socklen_t length = sizeof storage;
    QHostAddress local;
    if (::getsockname(int(descriptor), reinterpret_cast<sockaddr *>(&storage), &length) == 0) {
        local.setAddress(reinterpret_cast<const sockaddr *>(&storage));
        if (storage.ss_family == AF_INET6) {
            const auto *in6 = reinterpret_cast<const sockaddr_in6 *>(&storage);
            char name[IF_NAMESIZE] = {};
            if (in6->sin6_scope_id && ::if_indextoname(in6->sin6_scope_id, name))
                local.setScopeId(QString::fromLatin1(name));
            bool mapped = false;
            const quint32 v4 =
                local.toIPv4Address(&mapped); // an IPv4 client on the dual-stack socket
            if (mapped)
                local = QHostAddress(v4);
        }
    }
    if (!m_isCx7Local(local)) {
        ::close(int(descriptor)); // the management LAN, loopback, docker...: not for peers
        return;
    }
    PeerConnection *connection = PeerConnection::accept(descriptor, m_local, this);
    connect(connection, &PeerConnection::ready, this,
            [this, connection] { Q_EMIT connectionReady(connection); });
    connect(connection, &PeerConnection::failed, connection, &QObject::deleteLater);
}

} // namespace sparkwire::peers
