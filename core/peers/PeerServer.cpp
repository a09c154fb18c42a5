#include "PeerServer.h"
#include "DescriptorListener.h"

#include <QHostAddress>
#include <QSslSocket>
#include <QTcpServer>

#include <cerrno>
#include <cstring>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sparkwire::peers {

namespace {

// A listening TCP socket bound to `netdev`: dual-stack IPv6 when the kernel has IPv6 (so the
// fabric's IPv4 and the link-local IPv6 both arrive), IPv4 only when it has not.
// -1 with *error set to errno on failure.
int deviceSocket(const QString &netdev, quint16 port, int *error)
{
    int family = AF_INET6;
    int fd = ::socket(family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0 && errno == EAFNOSUPPORT) {
        family = AF_INET;
        fd = ::socket(family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    }
    if (fd < 0) {
        *error = errno;
        return -1;
    }
    const int yes = 1;
    const int no = 0;
    const QByteArray device = netdev.toLatin1();
    bool ok = ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes) == 0 &&
              ::setsockopt(fd, SOL_SOCKET, SO_BINDTODEVICE, device.constData(),
                           socklen_t(device.size())) == 0;
    if (ok && family == AF_INET6)
        ok = ::setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &no, sizeof no) == 0;
    if (ok) {
        if (family == AF_INET6) {
            sockaddr_in6 any{};
            any.sin6_family = AF_INET6;
            any.sin6_addr = in6addr_any;
            any.sin6_port = htons(port);
            ok = ::bind(fd, reinterpret_cast<const sockaddr *>(&any), sizeof any) == 0;
        } else {
            sockaddr_in any{};
            any.sin_family = AF_INET;
            any.sin_addr.s_addr = htonl(INADDR_ANY);
            any.sin_port = htons(port);
            ok = ::bind(fd, reinterpret_cast<const sockaddr *>(&any), sizeof any) == 0;
        }
    }
    ok = ok && ::listen(fd, 16) == 0;
    if (!ok) {
        *error = errno;
        ::close(fd);
        return -1;
    }
    return fd;
}

quint16 boundPort(int fd)
{
    sockaddr_storage storage{};
    socklen_t length = sizeof storage;
    if (::getsockname(fd, reinterpret_cast<sockaddr *>(&storage), &length) != 0)
        return 0;
    return storage.ss_family == AF_INET6
               ? ntohs(reinterpret_cast<const sockaddr_in6 *>(&storage)->sin6_port)
               : ntohs(reinterpret_cast<const sockaddr_in *>(&storage)->sin_port);
}
} // namespace

int PeerServer::deviceListenSocket(const QString &netdev, quint16 port, int *error)
{
    return deviceSocket(netdev, port, error);
}

quint16 PeerServer::portOf(int fd)
{
    return boundPort(fd);
}

QString PeerServer::deviceOf(qintptr descriptor)
{
    char name[IFNAMSIZ + 1] = {};
    socklen_t length = IFNAMSIZ;
    if (::getsockopt(int(descriptor), SOL_SOCKET, SO_BINDTODEVICE, name, &length) != 0)
        return {};
    return QString::fromLatin1(name, int(::strnlen(name, IFNAMSIZ)));
}

PeerServer::PeerServer(LocalNode local, Limits limits, PeerConnection::Timeouts timeouts,
                       QObject *parent)
    : QObject(parent)
    , m_local(std::move(local))
    , m_limits(limits)
    , m_timeouts(timeouts)
{}

PeerServer::~PeerServer() = default;

QStringList PeerServer::listeningOn() const
{
    QStringList netdevs = m_listeners.keys();
    netdevs.sort();
    return netdevs;
}

bool PeerServer::listenOn(const QString &netdev, int *error)
{
    const int fd = deviceSocket(netdev, m_port, error);
    if (fd < 0)
        return false;
    if (m_port == 0)
        m_port = boundPort(fd);
    auto *listener = new DescriptorListener(
        [this, netdev](qintptr descriptor) { accept(netdev, descriptor); }, this);
    if (!listener->setSocketDescriptor(fd)) {
        *error = EBADF;
        ::close(fd);
        delete listener;
        return false;
    }
    m_listeners.insert(netdev, listener);
    return true;
}

Status PeerServer::listen(const QSet<QString> &netdevs, quint16 port)
{
    qDeleteAll(m_listeners);
    m_listeners.clear();
    m_port = port;
    QStringList failures;
    for (const QString &netdev : netdevs) {
        int why = 0;
        if (listenOn(netdev, &why))
            continue;
        // A netdev that is not there (yet) is picked up by setNetdevs(); anything else, such
        // as the port held by another program, is the caller's to report.
        if (why != ENODEV)
            failures << QStringLiteral("%1: %2").arg(netdev,
                                                     QString::fromLocal8Bit(std::strerror(why)));
    }
    if (failures.isEmpty())
        return {};
    return makeError(
        ErrorCode::Unavailable,
        tr("cannot listen on TCP port %1 (%2)").arg(port).arg(failures.join(QStringLiteral("; "))));
}

void PeerServer::setNetdevs(const QSet<QString> &netdevs)
{
    for (auto it = m_listeners.begin(); it != m_listeners.end();) {
        if (netdevs.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_listeners.erase(it);
    }
    for (const QString &netdev : netdevs)
        if (!m_listeners.contains(netdev)) {
            int ignored = 0; // a netdev not there yet (being renamed): tried again later
            listenOn(netdev, &ignored);
        }
}

void PeerServer::accept(const QString &netdev, qintptr descriptor)
{
    sockaddr_storage storage{};
    socklen_t length = sizeof storage;
    QHostAddress remote;
    if (::getpeername(int(descriptor), reinterpret_cast<sockaddr *>(&storage), &length) == 0)
        remote.setAddress(reinterpret_cast<const sockaddr *>(&storage));
    bool mapped = false;
    const quint32 v4 = remote.toIPv4Address(&mapped);
    const QString from = mapped ? QHostAddress(v4).toString() : remote.toString();
    const auto fromSameAddress = std::count(m_connections.cbegin(), m_connections.cend(), from);
    if (m_connections.size() >= m_limits.maxConnections ||
        fromSameAddress >= m_limits.maxPerAddress) {
        ::close(int(descriptor));
        Q_EMIT refused(
            from,
            tr("Refused a connection from %1 on %2: too many connections open").arg(from, netdev));
        return;
    }
    PeerConnection *connection = PeerConnection::accept(descriptor, m_local, this);
    connection->setTimeouts(m_timeouts); // the handshake deadline runs from here
    m_connections.insert(connection, from);
    connect(connection, &QObject::destroyed, this,
            [this, connection] { m_connections.remove(connection); });
    connect(connection, &PeerConnection::ready, this,
            [this, connection] { Q_EMIT connectionReady(connection); });
    // A connection is gone from the count the moment it fails, and deleted soon after.
    connect(connection, &PeerConnection::failed, this, [this, connection] {
        m_connections.remove(connection);
        connection->deleteLater();
    });
}

} // namespace sparkwire::peers
