#pragma once

#include "PeerConnection.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>


namespace sparkwire::peers {

// One hop of a tunnel route: a paired Spark by its key, named as this Spark's own pairing
// record names it.
struct TunnelHop
{
    QString id;
    QString name;
    bool operator==(const TunnelHop &o) const { return id == o.id && name == o.name; }
};

// How the seat reaches a Spark more than one hop beyond its own cables (docs/security.md,
// "Members more than one hop away"): the first hop is cabled to the seat and reached at the
// address its beacons come from; each further hop is heard by the one before it on its CX-7
// links; the target is heard by the last.
struct TunnelRoute
{
    QString firstAddress;
    QList<TunnelHop> hops;
    bool operator==(const TunnelRoute &o) const
    {
        return firstAddress == o.firstAddress && hops == o.hops;
    }

    // "spark-b > spark-c": the hops' names, for messages.
    QString describe() const;
};

// Opens a stream to `target`'s peer port along `route`: TLS to the first hop by its own key and
// a "tunnel" to the next; then TLS to that next hop by its key, inside the first, and so on,
// each hop's session spliced to the next through a socket pair of this process (nothing here
// listens). Each hop sees only the TLS nested inside its own; the connection to the target
// over the stream checks the target's own key. Exactly one of these comes, from the event
// loop: opened(connection), or failed(why, naming the hop that failed). Every hop must answer
// within attemptMs plus the time a hop may take to reach the next (PeerRelay::Limits::acceptMs).
class TunnelChain : public QObject
{
    Q_OBJECT
public:
    // `target`: the key id (or, to pair, the name it beacons) the last hop tunnels to;
    // `keyId`: the only key the target may show (empty for a pairing, whose code decides).
    static TunnelChain *open(const LocalNode &local, const TunnelRoute &route,
                             const QString &target, const QString &keyId, quint16 port,
                             int attemptMs, QObject *parent);
    ~TunnelChain() override;

    // No signal after this; every hop's connection closes.
    void abandon();

Q_SIGNALS:
    // The target's connection over the stream (PeerConnection::connectOver: `keyId` only, TLS
    // and hello within attemptMs, ready() or failed() still to come), owned by the chain's
    // parent. Closing or deleting it closes every hop in turn, each after what it still holds
    // was written; the chain deletes itself once all are closed (a command that exits after
    // its last message waits for destroyed()).
    void opened(sparkwire::peers::PeerConnection *connection);
    void failed(const QString &why);

private:
    TunnelChain(LocalNode local, TunnelRoute route, QString target, QString keyId, int attemptMs,
                QObject *parent);
    void through(PeerConnection *connection, int hop);
    void onTunnelled(PeerConnection *connection, int hop);
    void fail(const QString &why);

    LocalNode m_local;
    TunnelRoute m_route;
    QString m_target;
    QString m_keyId;
    int m_attemptMs;
    bool m_done = false;
    int m_splices = 0;                     // alive: one per hop that tunnelled
    QPointer<PeerConnection> m_connection; // the hop being asked
    QTimer m_deadline;
};

} // namespace sparkwire::peers
