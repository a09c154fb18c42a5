#include "TunnelChain.h"

#include "PeerRelay.h"
#include "PrintableText.h"
#include "StreamSplice.h"

#include <QSslSocket>

#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <unistd.h>

namespace sparkwire::peers {

QString TunnelRoute::describe() const
{
    QStringList names;
    for (const TunnelHop &h : hops)
        names << h.name;
    return names.join(QStringLiteral(" > "));
}

TunnelChain::TunnelChain(LocalNode local, TunnelRoute route, QString target, QString keyId,
                         int attemptMs, QObject *parent)
    : QObject(parent)
    , m_local(std::move(local))
    , m_route(std::move(route))
    , m_target(std::move(target))
    , m_keyId(std::move(keyId))
    , m_attemptMs(attemptMs)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        fail(tr("%1 did not open a tunnel within %2 s")
                 .arg(m_route.describe())
                 .arg(m_deadline.interval() / 1000));
    });
}

TunnelChain::~TunnelChain()
{
    if (m_connection)
        m_connection->disconnect(this);
}

TunnelChain *TunnelChain::open(const LocalNode &local, const TunnelRoute &route,
                               const QString &target, const QString &keyId, quint16 port,
                               int attemptMs, QObject *parent)
{
    auto *chain = new TunnelChain(local, route, target, keyId, attemptMs, parent);
    if (route.hops.isEmpty()) {
        QMetaObject::invokeMethod(
            chain, [chain] { chain->fail(tr("a tunnel needs at least one hop")); },
            Qt::QueuedConnection);
        return chain;
    }
    chain->m_deadline.start(int(route.hops.size()) * (attemptMs + PeerRelay::Limits().acceptMs));
    // The first hop by its own key, where its beacons come from, as any paired Spark is asked.
    chain->through(PeerConnection::connectToKey(route.firstAddress, port, local,
                                                route.hops.first().id, chain, attemptMs),
                   0);
    return chain;
}

void TunnelChain::through(PeerConnection *c, int hop)
{
    m_connection = c;
    const QString name = m_route.hops.at(hop).name;
    const QString next = hop + 1 < m_route.hops.size() ? m_route.hops.at(hop + 1).id : m_target;
    connect(c, &PeerConnection::failed, this, [this, name](const Error &error) {
        fail(name + QStringLiteral(": ") + error.message);
    });
    connect(c, &PeerConnection::ready, this, [this, c, name, next] {
        if (!c->peerIsPaired())
            return fail(tr("%1 is no longer paired with this Spark").arg(name));
        c->request(RequestKind::Tunnel, next);
    });
    connect(c, &PeerConnection::response, this, [this, c, hop, name](bool ok, const QString &text) {
        if (!ok)
            return fail(tr("%1 does not tunnel to it: %2").arg(name, printableText(text, false)));
        onTunnelled(c, hop);
    });
}

void TunnelChain::onTunnelled(PeerConnection *c, int hop)
{
    m_connection = nullptr;
    QByteArray buffered;
    QSslSocket *outer = c->takeStream(&buffered);
    outer->setParent(this);
    // The next TLS runs over one end of a socket pair; the other end is spliced to this hop's
    // session. Nothing can connect to a socket pair from outside this process.
    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
        return fail(tr("cannot make a socket pair for the tunnel: %1")
                        .arg(QString::fromLocal8Bit(std::strerror(errno))));
    auto *near = new QTcpSocket(this); // owns fds[1] once it took it
    if (!near->setSocketDescriptor(fds[1])) {
        ::close(fds[0]);
        ::close(fds[1]);
        return fail(tr("cannot use a socket pair for the tunnel"));
    }
    auto *far = new QSslSocket;
    if (!far->setSocketDescriptor(fds[0])) {
        ::close(fds[0]);
        delete far;
        return fail(tr("cannot use a socket pair for the tunnel"));
    }
    auto *splice = new StreamSplice(outer, near, StreamSplice::Limits(), buffered, this);
    ++m_splices;
    connect(splice, &QObject::destroyed, this, [this] {
        if (--m_splices == 0 && m_done)
            deleteLater();
    });
    if (hop + 1 < m_route.hops.size())
        return through(PeerConnection::connectOver(far, m_local, m_route.hops.at(hop + 1).id, this,
                                                   m_attemptMs),
                       hop + 1);
    m_done = true;
    m_deadline.stop();
    Q_EMIT opened(PeerConnection::connectOver(far, m_local, m_keyId, parent(), m_attemptMs));
}

void TunnelChain::fail(const QString &why)
{
    if (m_done)
        return;
    m_done = true;
    m_deadline.stop();
    PeerConnection::letGo(m_connection, this);
    Q_EMIT failed(why);
    deleteLater(); // the hops' sessions and splices with it
}

void TunnelChain::abandon()
{
    if (m_done)
        return;
    m_done = true;
    m_deadline.stop();
    PeerConnection::letGo(m_connection, this);
    deleteLater();
}

} // namespace sparkwire::peers
