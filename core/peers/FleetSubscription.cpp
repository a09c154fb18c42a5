#include "FleetSubscription.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSslSocket>

namespace sparkwire::peers {

Result<FleetSubscription *> FleetSubscription::create(LocalNode local, QString memberId,
                                                      QStringList addresses, int rateHz,
                                                      QObject *parent, QList<TunnelRoute> routes)
{
    if (rateHz < metrics::FleetSample::kMinRateHz || rateHz > metrics::FleetSample::kMaxRateHz)
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("FleetSubscription",
                                                     "a metrics rate is %1 to %2 Hz, not %3")
                             .arg(metrics::FleetSample::kMinRateHz)
                             .arg(metrics::FleetSample::kMaxRateHz)
                             .arg(rateHz));
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    if (!hex.match(memberId).hasMatch() || (addresses.isEmpty() && routes.isEmpty()))
        return makeError(ErrorCode::InvalidInput,
                         QCoreApplication::translate("FleetSubscription",
                                                     "a member is subscribed to by its key id "
                                                     "and at least one address"));
    auto *subscription = new FleetSubscription(std::move(local), std::move(memberId),
                                               std::move(addresses), rateHz, parent);
    subscription->m_routes = std::move(routes);
    return subscription;
}

FleetSubscription::FleetSubscription(LocalNode local, QString memberId, QStringList addresses,
                                     int rateHz, QObject *parent)
    : QObject(parent)
    , m_local(std::move(local))
    , m_id(std::move(memberId))
    , m_addresses(std::move(addresses))
    , m_rateHz(rateHz)
{
    m_askTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_askTimer, &QTimer::timeout, this, &FleetSubscription::ask);
    m_answerTimer.setSingleShot(true);
    connect(&m_answerTimer, &QTimer::timeout, this, [this] {
        drop(makeError(ErrorCode::Timeout,
                       tr("no answer within %1 s").arg(kAnswerTimeoutMs / 1000)));
    });
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &FleetSubscription::connectNext);
}

void FleetSubscription::setAddresses(const QStringList &addresses)
{
    if (addresses.isEmpty() || addresses == m_addresses)
        return;
    m_addresses = addresses;
    m_nextAddress = 0;
}

void FleetSubscription::setRoutes(const QList<TunnelRoute> &routes)
{
    if (routes == m_routes)
        return;
    m_routes = routes;
    m_nextAddress = 0;
}

void FleetSubscription::start()
{
    if (m_running)
        return;
    m_running = true;
    connectNext();
}

void FleetSubscription::stop()
{
    m_running = false;
    if (m_tunnel)
        m_tunnel->abandon(); // deletes itself
    m_retryTimer.stop();
    m_askTimer.stop();
    m_answerTimer.stop();
    if (m_connection)
        m_connection->closeAfterWriting();
    m_connection = nullptr;
    m_ready = false;
}

void FleetSubscription::connectNext()
{
    if (!m_running)
        return;
    const int ways = int(m_addresses.size() + m_routes.size());
    if (ways == 0)
        return drop(makeError(ErrorCode::Unavailable, tr("no address and no route to it")));
    const int way = m_nextAddress % ways;
    m_nextAddress = (way + 1) % ways;
    m_ready = false;
    m_waiting = false;
    if (way < m_addresses.size())
        return attach(
            PeerConnection::connectToKey(m_addresses.at(way), m_port, m_local, m_id, this));
    // Through other members: the member's own key inside the last tunnel.
    TunnelChain *chain = TunnelChain::open(m_local, m_routes.at(way - int(m_addresses.size())),
                                           m_id, m_id, m_port, PeerConnection::kHandshakeMs, this);
    m_tunnel = chain;
    connect(chain, &TunnelChain::failed, this, [this](const QString &why) {
        m_tunnel = nullptr;
        drop(makeError(ErrorCode::Unavailable, why));
    });
    connect(chain, &TunnelChain::opened, this, [this](PeerConnection *c) {
        m_tunnel = nullptr;
        attach(c);
    });
}

void FleetSubscription::attach(PeerConnection *c)
{
    m_connection = c;
    QSslSocket *socket = c->socket();
    connect(socket, &QSslSocket::encryptedBytesWritten, this,
            [this](qint64 n) { m_bytesSent += quint64(n); });
    connect(c, &PeerConnection::failed, this, [this, c](const Error &error) {
        if (c == m_connection)
            drop(error);
    });
    connect(c, &PeerConnection::ready, this, [this, c] {
        if (c != m_connection)
            return;
        if (!c->peerIsPaired())
            return drop(makeError(ErrorCode::PermissionDenied,
                                  tr("this Spark is not paired with the member; pair first")));
        m_ready = true;
        ask();
        m_askTimer.start(1000 / m_rateHz);
    });
    connect(c, &PeerConnection::response, this, [this, c](bool ok, const QString &text) {
        if (c != m_connection)
            return;
        m_waiting = false;
        m_answerTimer.stop();
        if (!ok)
            return drop(makeError(ErrorCode::Refused, text));
        const Result<metrics::FleetSample> sample = metrics::FleetSample::parse(text);
        if (!sample)
            return drop(sample.error());
        m_retryMs = kFirstRetryMs;
        Q_EMIT sampled(m_id, *sample);
    });
}

void FleetSubscription::ask()
{
    if (!m_connection || !m_ready || m_waiting)
        return; // the last ask is still out: skipped, never queued
    m_waiting = true;
    m_answerTimer.start(kAnswerTimeoutMs);
    m_connection->request(RequestKind::Metrics, QString::number(m_rateHz));
}

void FleetSubscription::drop(const Error &why)
{
    m_askTimer.stop();
    m_answerTimer.stop();
    m_ready = false;
    m_waiting = false;
    if (m_connection) {
        PeerConnection *c = m_connection;
        m_connection = nullptr;
        c->disconnect(this);
        if (c->socket())
            c->socket()->disconnect(this);
        c->deleteLater();
    }
    Q_EMIT problem(m_id, why);
    if (!m_running)
        return;
    m_retryTimer.start(m_retryMs);
    m_retryMs = qMin(m_retryMs * 2, kMaxRetryMs);
}

} // namespace sparkwire::peers
