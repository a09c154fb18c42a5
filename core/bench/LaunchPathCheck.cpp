#include "LaunchPathCheck.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QTcpSocket>

namespace sparkwire::bench {

const QList<LaunchPort> &LaunchPathCheck::ports()
{
    // NVIDIA's playbooks and the bundle's launch files (BundleLaunchFiles): torchrun's
    // rendezvous and Accelerate's main_process_port, `ray start --head`'s GCS, `vllm serve`.
    static const QList<LaunchPort> list = {{29500, "torch"}, {6379, "ray"}, {8000, "vllm"}};
    return list;
}

QString LaunchPathCheck::portName(quint16 port)
{
    for (const LaunchPort &p : ports())
        if (p.port == port)
            return QLatin1String(p.who);
    return {};
}

QString LaunchPathCheck::verdictName(LaunchVerdict verdict)
{
    switch (verdict) {
    case LaunchVerdict::Ok:
        return QStringLiteral("ok");
    case LaunchVerdict::Dropped:
        return QStringLiteral("dropped");
    case LaunchVerdict::Unreachable:
        return QStringLiteral("unreachable");
    }
    return {};
}

LaunchPathCheck::LaunchPathCheck(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<LaunchPathResult>();
    m_wait.setSingleShot(true);
    connect(&m_wait, &QTimer::timeout, this, [this] {
        // Silence: the SYN (or its answer) was dropped on the way.
        for (int i = 0; i < m_sockets.size(); ++i)
            if (m_sockets[i])
                settle(i, LaunchVerdict::Dropped,
                       tr("no answer from %1 port %2 (%3) within %4 ms: a firewall on the head "
                          "or on the path drops it; allow TCP port %2 from the fabric subnet "
                          "on the head")
                           .arg(m_results[i].target.address)
                           .arg(m_results[i].target.port)
                           .arg(portName(m_results[i].target.port))
                           .arg(m_wait.interval()));
    });
}

LaunchPathCheck::~LaunchPathCheck()
{
    cancel();
}

void LaunchPathCheck::start(const QList<LaunchTarget> &targets, int waitMs)
{
    cancel();
    m_results.clear();
    for (const LaunchTarget &t : targets.mid(0, kMaxTargets))
        m_results.append(LaunchPathResult{t, LaunchVerdict::Unreachable, {}});
    m_sockets.fill(nullptr, m_results.size());
    m_settled.fill(false, m_results.size());
    const quint64 serial = m_serial;
    m_open = int(m_results.size());
    if (m_open == 0) {
        QTimer::singleShot(0, this, [this, serial] {
            if (serial == m_serial)
                Q_EMIT finished(m_results);
        });
        return;
    }
    m_wait.start(waitMs);
    for (int i = 0; i < m_results.size(); ++i) {
        const LaunchTarget &t = m_results[i].target;
        const QHostAddress address(t.address);
        if (address.protocol() != QAbstractSocket::IPv4Protocol) {
            // Settled from the event loop, as every other result is.
            QTimer::singleShot(0, this, [this, i, serial] {
                if (serial != m_serial)
                    return;
                settle(i, LaunchVerdict::Unreachable,
                       tr("%1 is not an IPv4 address").arg(m_results[i].target.address));
            });
            continue;
        }
        auto *socket = new QTcpSocket(this);
        m_sockets[i] = socket;
        connect(socket, &QTcpSocket::connected, this, [this, i] {
            settle(i, LaunchVerdict::Ok,
                   tr("connected: %1 listens on port %2")
                       .arg(m_results[i].target.address)
                       .arg(m_results[i].target.port));
        });
        connect(socket, &QTcpSocket::errorOccurred, this,
                [this, i, socket](QAbstractSocket::SocketError error) {
                    const QString &a = m_results[i].target.address;
                    const quint16 port = m_results[i].target.port;
                    switch (error) {
                    case QAbstractSocket::ConnectionRefusedError:
                        // A reset came back from the head: the path is open, nothing
                        // listens yet (the launcher will).
                        return settle(i, LaunchVerdict::Ok,
                                      tr("refused: the path to %1 port %2 is open, nothing "
                                         "listens there yet")
                                          .arg(a)
                                          .arg(port));
                    case QAbstractSocket::SocketAccessError:
                        return settle(i, LaunchVerdict::Dropped,
                                      tr("this Spark's own firewall does not let it connect to "
                                         "%1 port %2; allow outgoing TCP port %2 on the fabric")
                                          .arg(a)
                                          .arg(port));
                    case QAbstractSocket::SocketTimeoutError:
                        return settle(i, LaunchVerdict::Dropped,
                                      tr("no answer from %1 port %2: a firewall on the head or "
                                         "on the path drops it; allow TCP port %2 from the "
                                         "fabric subnet on the head")
                                          .arg(a)
                                          .arg(port));
                    default:
                        return settle(i, LaunchVerdict::Unreachable,
                                      unreachableDetail(i, socket->errorString()));
                    }
                });
        socket->connectToHost(address, t.port);
    }
}

QString LaunchPathCheck::unreachableDetail(int index, const QString &error) const
{
    const QString &a = m_results[index].target.address;
    const QString device =
        m_routeDevice ? m_routeDevice(QHostAddress(a).toIPv4Address()) : QString();
    if (device.isEmpty())
        return tr("%1 cannot be reached (%2) and no netdev here routes to it: the head's address "
                  "is not on this Spark's fabric subnets; apply the cluster plan again")
            .arg(a, error);
    return tr("%1 cannot be reached through %2 (%3): wrong address or cable, or the head "
              "rejects it with an ICMP error; check the cable on %2 and that the head holds %1")
        .arg(a, device, error);
}

void LaunchPathCheck::settle(int index, LaunchVerdict verdict, const QString &detail)
{
    if (index < 0 || index >= m_settled.size() || m_settled[index])
        return;
    m_settled[index] = true;
    QPointer<QTcpSocket> socket = std::exchange(m_sockets[index], nullptr);
    if (socket) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    m_results[index].verdict = verdict;
    m_results[index].detail = detail;
    if (--m_open > 0)
        return;
    m_wait.stop();
    m_sockets.clear();
    m_settled.clear();
    // From the event loop: a connect the kernel refuses at once (no route) settles inside
    // start(), before its caller could be listening.
    QTimer::singleShot(0, this, [this, serial = m_serial] {
        if (serial == m_serial)
            Q_EMIT finished(m_results);
    });
}

void LaunchPathCheck::cancel()
{
    ++m_serial; // what start() left queued does nothing now
    m_wait.stop();
    for (QPointer<QTcpSocket> &socket : m_sockets)
        if (socket) {
            socket->disconnect(this);
            socket->abort();
            socket->deleteLater();
        }
    m_sockets.clear();
    m_settled.clear();
    m_open = 0;
}

} // namespace sparkwire::bench
