#pragma once

#include "PeerConnection.h"
#include "PeerServer.h"
#include "RefusalNotices.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <functional>
#include <optional>

namespace sparkwire::peers {

// What a person is asked when a peer wants something of this node.
struct PeerQuestion
{
    enum class Kind
    {
        PairingCode, // detail: the six digits to compare
        SshKey,      // detail: the public key line to let in
        // ssh-user-key, the way back: may this node's user log in at the asking seat (its key
        // sent there, a Host block here)? detail: the seat's host key, to pin.
        SshUserKey,
        Plan, // detail: the proposed netplan YAML (already checked by the policy)
        // After a pairing this node answered: may the new peer apply plans here without a
        // question each time (a delegation kept by the helper)? detail: its key id.
        Delegation,
        // A paired seat's cluster plan in "ask each time" mode: yes applies it now, with the
        // helper's countdown. detail: the unified diff against the file in force.
        ClusterTry,
    };
    Kind kind = Kind::PairingCode;
    quint64 id = 0; // withdrawn(id) when the asking peer goes away before the answer
    // The name its key was paired as (our own record). For PairingCode, where there is no
    // record yet: the hostname the peer claims, which the question says is only claimed.
    QString peerName;
    QString peerId;   // the whole key fingerprint, 64 hex digits
    QString detail;   // control characters escaped (printableText)
    QString question; // one sentence, ending in "?"
};

// The answering side of the peer channel, shared by `sparkwirectl agent` and the GUI: listens
// on the CX-7 netdevs only, asks this node's person through `ask` before pairing (and only
// while the person has armed pairing), adding a key or keeping a proposed plan, and does what
// the person allowed.
class PeerResponder : public QObject
{
    Q_OBJECT
public:
    using Answer = std::function<void(bool)>;
    using Ask = std::function<void(const PeerQuestion &, Answer)>;
    // Starts a bounded test server for a paired peer; calls reply(ok, detail) when it knows.
    using TestServer = std::function<void(PeerConnection *, const QString &request,
                                          std::function<void(bool, QString)> reply)>;
    // Takes a cluster request (isClusterKind) from a paired peer; true when it
    // did, and then it replies through PeerConnection::answer itself. Unset, or false: the
    // request is refused. (A hook, so that core/peers does not depend on core/cluster.)
    using ClusterRequest =
        std::function<bool(PeerConnection *, RequestKind kind, const QString &text)>;
    // Records the consent this node's person gave after pairing (the helper's delegation
    // list): the peer's certificate from the TLS session and the name it was paired as.
    using Delegate = std::function<void(const QByteArray &certificatePem, const QString &name,
                                        std::function<void(Status)> done)>;

    static constexpr int kDefaultArmSeconds = 120;

    // The fleet dashboard's feed (docs/pairing.md, "metrics"): `sample` answers a paired
    // seat's ask with one metrics::FleetSample text of this node's counters since the same
    // subscriber's last ask; `done` forgets a subscriber whose connection ended.
    struct MetricsFeed
    {
        std::function<QString(quintptr subscriber)> sample;
        std::function<void(quintptr subscriber)> done;
    };

    struct Options
    {
        LocalNode local;
        QString homeDir;     // whose ~/.ssh/authorized_keys a peer's key goes into
        QString hostKeyFile; // this host's SSH host public key, for peers to pin
        std::function<QSet<QString>()> cx7Netdevs; // listened on; what a plan may configure
        TestServer testServer;                     // unset: "not offered here"
        ClusterRequest clusterRequest;             // unset: cluster requests refused
        Delegate delegate;   // unset: nobody is asked about a delegation after pairing
        MetricsFeed metrics; // unset: metrics asks are refused
        // A paired seat's "doctor" request: this node's own catalogue run, as the JSON of a
        // doctor::DoctorAnswer (at most 56 KiB). Unset: refused. It asks nobody: the answer
        // says how this node is set up, as `sparkwirectl doctor` would, and changes nothing.
        std::function<QByteArray()> doctor;
        // A paired seat's "relay" or "tunnel" (a Spark it is not cabled to: docs/security.md,
        // "Members two hops away" and "Members more than one hop away"): where the Spark with
        // this key id, or beaconing this name, is heard on this node's CX-7 links now, best
        // first. Unset: both are refused.
        std::function<QStringList(const QString &idOrName)> neighbourAddresses;
        quint16 relayTargetPort = PeerConnection::kPort; // the target's peer port
        int maxRelays = 8;                               // relays and tunnels open at once
        PeerServer::Limits limits;
        PeerConnection::Timeouts timeouts;
    };

    PeerResponder(Options options, Ask ask, QObject *parent = nullptr);
    ~PeerResponder() override;
    Status listen(quint16 port); // PeerServer::listen's Unavailable
    quint16 port() const;        // the port listened on (for port 0: the one the kernel chose)
    // Call when the CX-7 netdevs may have changed: listeners follow them.
    void refreshNetdevs();
    const PeerServer *server() const { return m_server; }

    // Pairing questions are asked only while armed, for `seconds`, and for one pairing: the
    // person expects it (a button, `--accept-pairing`). Otherwise pair-start is refused
    // unasked, so a stranger on the link cannot make this node ask anything. While armed,
    // every attempt gets its own question (the person pairs the one whose code matches), so
    // an impostor's open question never turns the real peer away; a key that asks again
    // withdraws its own older question; the first pairing withdraws all the others; and a
    // question expires with its connection's pairing deadline (Timeouts::pairingMs, 60 s).
    void armPairing(int seconds = kDefaultArmSeconds);
    void disarmPairing();
    bool pairingArmed() const;
    int pairingSecondsLeft() const;

    // Where an accepted plan from a paired peer is kept for this node's person to apply.
    QString proposalPath(const QString &pairedName) const;

    // Asks this node's person about what `connection` wants; the question is withdrawn, and
    // `answer` never called, when the connection goes away first. For the cluster hook too.
    quint64 ask(PeerConnection *connection, PeerQuestion question, Answer answer);

Q_SIGNALS:
    // One line for the person: paired, key added, plan saved, a question withdrawn. Refused
    // and failed connections come through RefusalNotices: one line per source, then one
    // summary a minute while they go on.
    void notice(const QString &text);
    // The peer that was asked about went away: drop the question if it is still shown.
    void withdrawn(quint64 questionId);
    void pairingArmedChanged(bool armed);

private:
    void adopt(PeerConnection *connection);
    // Withdraws `connection`'s pairing question (if still open), declines the pairing to the
    // peer and closes the connection; `why` is the notice.
    void endPairing(PeerConnection *connection, const QString &why);
    void askDelegation(PeerConnection *connection);
    // Every request a paired peer may send, through one table of handlers by kind.
    void onRequest(PeerConnection *connection, RequestKind kind, const QString &text);
    void onCluster(PeerConnection *connection, RequestKind kind, const QString &text);
    void onDoctor(PeerConnection *connection, const QString &text);
    void onTestServer(PeerConnection *connection, const QString &text);
    void onSshKey(PeerConnection *connection, const QString &key);
    // The way back: the seat's "<user> <host key>"; answered with this node's public key once
    // its person agreed and the seat's Host block is written.
    void onSshUserKey(PeerConnection *connection, const QString &text);
    void onPlan(PeerConnection *connection, const QString &yaml);
    void onMetrics(PeerConnection *connection, const QString &rate);
    void onRelay(PeerConnection *connection, const QString &target);
    void onTunnel(PeerConnection *connection, const QString &target);
    // What a relay and a tunnel both check first: where `target` is heard here, or nothing
    // (and the asker was answered why not).
    std::optional<QString> onwardAddress(PeerConnection *connection, const QString &target);

    Options m_options;
    Ask m_ask;
    PeerServer *m_server = nullptr;
    QDeadlineTimer m_armedUntil;
    QTimer m_armTimer;
    QSet<PeerConnection *> m_pairings; // pairings being decided, one question each
    quint64 m_nextQuestion = 1;
    QHash<PeerConnection *, quint64> m_openQuestions;
    QSet<PeerConnection *> m_storedSomething;
    QHash<PeerConnection *, qint64> m_metricsAskedMs; // when each subscriber last asked
    int m_openRelays = 0;
    QElapsedTimer m_clock;
    // Refused connections and connections that ended badly: at most a few lines a minute.
    RefusalNotices m_refusals;
};

} // namespace sparkwire::peers
