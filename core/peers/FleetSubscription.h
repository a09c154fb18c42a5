#pragma once

#include "PeerConnection.h"
#include "TunnelChain.h"

#include "common/Result.h"
#include "metrics/FleetSample.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace sparkwire::peers {

// The seat's side of the fleet dashboard for one member of the cluster record: over the
// paired peer channel (TLS, the member's key only), it asks "metrics" at 1–10 Hz and parses
// each answer with metrics::FleetSample, the one parser of it. A connection that fails, an
// answer that does not parse or a member that stops answering is closed and tried again by
// itself, every address in turn, after 0.5 s, then 1, 2 and 4 s (never more), and at once
// again after a good sample.
class FleetSubscription : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFirstRetryMs = 500;
    static constexpr int kMaxRetryMs = 4000;
    // An ask unanswered this long ends the connection (the member's lost mark comes from
    // FleetHistory, sooner).
    static constexpr int kAnswerTimeoutMs = 3000;

    // `memberId`: the key the member must show (the cluster record's); `addresses`: where to
    // try it; `routes`: tunnels to it through other members, tried after the addresses (a
    // member not cabled to this Spark: docs/security.md, "Members more than one hop away").
    // InvalidInput for a rate outside 1..10 Hz, an id that is not 64 hex digits, or neither
    // an address nor a route.
    static Result<FleetSubscription *> create(LocalNode local, QString memberId,
                                              QStringList addresses, int rateHz,
                                              QObject *parent = nullptr,
                                              QList<TunnelRoute> routes = {});
    void setPort(quint16 port) { m_port = port; }
    // Where to try the member from the next connection on (ignored when empty).
    void setAddresses(const QStringList &addresses);
    // The same for its routes (an empty list is taken: the member may be cabled here now).
    void setRoutes(const QList<TunnelRoute> &routes);
    const QStringList &addresses() const { return m_addresses; }
    void start();
    void stop();
    int rateHz() const { return m_rateHz; }
    bool isConnected() const { return m_connection && m_ready; }
    // The bytes this seat wrote on its TLS connections so far (records included).
    quint64 bytesSent() const { return m_bytesSent; }

Q_SIGNALS:
    void sampled(const QString &memberId, const sparkwire::metrics::FleetSample &sample);
    // Why the last connection ended (for a tooltip or log; the member is retried anyway).
    void problem(const QString &memberId, const sparkwire::Error &why);

private:
    FleetSubscription(LocalNode local, QString memberId, QStringList addresses, int rateHz,
                      QObject *parent);
    void connectNext();
    void attach(PeerConnection *connection);
    void ask();
    void drop(const Error &why);

    LocalNode m_local;
    QString m_id;
    QStringList m_addresses;
    int m_rateHz;
    quint16 m_port = PeerConnection::kPort;
    QList<TunnelRoute> m_routes;
    int m_nextAddress = 0;          // into the addresses, then the routes
    QPointer<TunnelChain> m_tunnel; // while a route's hops are asked
    int m_retryMs = kFirstRetryMs;
    bool m_running = false;
    bool m_ready = false;
    bool m_waiting = false;
    QPointer<PeerConnection> m_connection;
    QTimer m_askTimer;
    QTimer m_answerTimer;
    QTimer m_retryTimer;
    quint64 m_bytesSent = 0;
};

} // namespace sparkwire::peers
