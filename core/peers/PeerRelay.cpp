#include "PeerRelay.h"
#include "DescriptorListener.h"

#include "PeerServer.h"

#include <QTcpServer>
#include <QTcpSocket>

#include <cstring>
#include <unistd.h>

namespace sparkwire::peers {

namespace {
constexpr int kRelayGraceMs = StreamSplice::kGraceMs + 1000; // past the splice's own grace

// IPv4 seen through a dual-stack socket arrives as ::ffff:a.b.c.d; compare like with like.
QHostAddress plain(const QHostAddress &address)
{
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);
    if (mapped && address.protocol() == QAbstractSocket::IPv6Protocol)
        return QHostAddress(v4);
    QHostAddress out = address;
    out.setScopeId({}); // the listener is bound to one netdev: the scope is that one
    return out;
}
} // namespace

PeerRelay::PeerRelay(const QHostAddress &seat, QString target, quint16 targetPort,
                     const Limits &limits, QObject *parent)
    : QObject(parent)
    , m_seat(plain(seat))
    , m_target(std::move(target))
    , m_targetPort(targetPort)
    , m_limits(limits)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &PeerRelay::finish);
}

PeerRelay::~PeerRelay() = default;

Result<PeerRelay *> PeerRelay::open(const QString &netdev, const QHostAddress &seat,
                                    const QString &target, quint16 targetPort, const Limits &limits,
                                    QObject *parent)
{
    int why = 0;
    const int fd = PeerServer::deviceListenSocket(netdev, 0, &why);
    if (fd < 0)
        return makeError(ErrorCode::Unavailable,
                         tr("cannot listen on %1 for a relay: %2")
                             .arg(netdev, QString::fromLocal8Bit(std::strerror(why))));
    auto *relay = new PeerRelay(seat, target, targetPort, limits, parent);
    relay->m_listener = new DescriptorListener([relay](qintptr d) { relay->onIncoming(d); }, relay);
    if (!relay->m_listener->setSocketDescriptor(fd)) {
        ::close(fd);
        delete relay;
        return makeError(ErrorCode::Unavailable, tr("cannot listen on %1 for a relay").arg(netdev));
    }
    relay->m_port = PeerServer::portOf(fd);
    relay->m_deadline.start(limits.acceptMs); // nobody came: gone
    return relay;
}

void PeerRelay::onIncoming(qintptr descriptor)
{
    auto *in = new QTcpSocket(this);
    if (!in->setSocketDescriptor(descriptor) || m_in || plain(in->peerAddress()) != m_seat) {
        // Not the seat that asked (or a second connection): nothing is read, nothing relayed.
        in->abort();
        in->deleteLater();
        return;
    }
    m_in = in;
    m_listener->close();                 // one connection, no more
    m_deadline.start(m_limits.acceptMs); // for the target to answer
    m_out = new QTcpSocket(this);
    // What the seat sends meanwhile waits in its socket; the splice reads it first.
    connect(m_out, &QTcpSocket::connected, this, [this] {
        m_deadline.stop();
        for (QTcpSocket *s : {m_in, m_out})
            s->disconnect(this);
        auto *splice = new StreamSplice(m_in, m_out, m_limits.stream, {}, this);
        connect(splice, &StreamSplice::finished, this, &PeerRelay::finish);
    });
    for (QTcpSocket *s : {m_in, m_out}) {
        connect(s, &QTcpSocket::disconnected, this, &PeerRelay::finish);
        connect(s, &QTcpSocket::errorOccurred, this, &PeerRelay::finish);
    }
    m_out->connectToHost(QHostAddress(m_target), m_targetPort);
}

void PeerRelay::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadline.stop();
    if (m_listener)
        m_listener->close();
    for (QTcpSocket *s : {m_in, m_out})
        if (s && s->parent() == this) // not yet the splice's: nothing was carried
            s->abort();
    Q_EMIT finished();
    // A splice (if any) is this relay's child and still closes its sockets gracefully.
    QTimer::singleShot(kRelayGraceMs, this, &QObject::deleteLater);
}

} // namespace sparkwire::peers
