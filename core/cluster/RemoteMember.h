#pragma once

#include "MemberLink.h"

#include "peers/PeerConnection.h"
#include "peers/RelayRequest.h"
#include "peers/TunnelChain.h"

#include <QDeadlineTimer>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace sparkwire::cluster {

// The seat's link to a paired member over the peer channel: one TLS connection per step, and
// only to the member's own key (whatever address a beacon gave). Before its try the member is
// reached where its beacons come from (link-local IPv6); after it, first at the addresses it
// was planned (setAddressesAfterTry), since the plan may end link-local IPv6. A member whose
// addresses are still coming up is retried, every address in turn, for reconnectMs (for a
// verify, which may find it amid its apply, for the verify's whole wait).
// Failures: Refused (the member said no, with its words), Timeout (no answer in time),
// Unavailable (not reachable, or gone mid-step), Protocol (an answer that does not parse).
// A call while another step runs abandons that step without its signal. Its try and verify
// are waited for stepTimeoutMs plus the try budget its last state gave.
class RemoteMember : public MemberLink
{
    Q_OBJECT
public:
    struct Options
    {
        QString id;   // the member's key id: the only key accepted
        QString name; // the name the seat's person paired it as
        peers::LocalNode local;
        quint16 port = peers::PeerConnection::kPort;
        // Where its beacons come from now (the seat's neighbour table), best first.
        std::function<QStringList()> beaconAddresses;
        // Paired neighbours of the seat that may hear it when the seat does not (a member two
        // hops away in a ring: docs/security.md): tried, in order, after every address of its
        // own. Each is asked for a "relay"; the TLS inside it is still the member's own key.
        std::function<QList<peers::RelayVia>()> relays;
        // Routes through two or more paired members, for one further away still (a ring of
        // six to eight: docs/security.md, "Members more than one hop away"): tried, in order,
        // after the relays. The TLS at the end is still the member's own key.
        std::function<QList<peers::TunnelRoute>()> tunnels;
        int stepTimeoutMs = 30000;
        int personTimeoutMs = 300000; // a try its person decides ("ask each time")
        int reconnectMs = 10000;
        int attemptMs = 3000; // one address: connect, TLS and hello
    };

    explicit RemoteMember(Options options, QObject *parent = nullptr);
    ~RemoteMember() override;

    QString id() const override { return m_options.id; }
    QString name() const override { return m_options.name; }

    void readState() override;
    void tryPlan(const MemberTry &request) override;
    void verify(const QList<bench::TwinCheckTarget> &checks) override;
    void confirm(const QByteArray &signature) override;
    void cancel() override;
    void setAddressesAfterTry(const QStringList &addresses) override;

    static peers::RequestKind requestKind(Step step); // what each step asks the member
    static QString stepName(Step step);               // its wire name: "state", "try", ...

private:
    // reconnectMs: how long its addresses are tried in turn (0: Options::reconnectMs).
    void run(Step step, const QString &text, int timeoutMs, int reconnectMs = 0);
    void connectNext();
    void connectVia(const peers::RelayVia &via);
    void connectThrough(const peers::TunnelRoute &route);
    void attach(const QString &address, quint16 port); // the member, by its key
    void attach(peers::PeerConnection *connection);
    void onAttemptFailed(const QString &why);
    void onResponse(bool ok, const QString &text);
    void fail(ErrorCode code, const QString &message);
    void dropConnection();
    QStringList addresses() const;
    QString unreachable() const; // why it was not reached: where it was sought, the last failure
    QList<peers::RelayVia> relays() const;
    int tryWaitMs() const;

    Options m_options;
    QStringList m_afterTry;
    int m_trySeconds = 0; // what its last state said its try may take (MemberState::trySeconds)
    Step m_step = Step::State;
    QString m_text;
    bool m_running = false;
    bool m_requestSent = false;
    QStringList m_tried;   // addresses of this round
    QString m_lastFailure; // why the last attempt failed
    QDeadlineTimer m_reconnectUntil;
    QTimer m_stepTimer;
    QTimer m_retryTimer;
    QPointer<peers::PeerConnection> m_connection;
    QPointer<peers::RelayRequest> m_relay; // while a neighbour is asked
    QPointer<peers::TunnelChain> m_tunnel; // while a route's hops are asked
};

} // namespace sparkwire::cluster
