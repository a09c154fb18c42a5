#pragma once

#include "PeerConnection.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace sparkwire::peers {

// A paired neighbour that hears a Spark this one does not (a ring of four or more:
// docs/security.md, "Members two hops away"), named as this Spark's own pairing record names
// it, at the address its beacons come from.
struct RelayVia
{
    QString id;
    QString name;
    QString address;
};

// Asks `via`, by its own key, for one relayed stream to `target` (the target's key id, or for a
// pairing the name it beacons): connect, TLS and hello within attemptMs, then the "relay"
// request. Exactly one of these comes, from the event loop: opened (the port on via.address
// where the one stream waits; whoever connects there must still check the target's own key),
// or failed (not reached, refused, or an answer that is no port: said with via's name). The
// seat's asks (PeerAsk), its cluster steps (cluster::RemoteMember) and `sparkwirectl pair
// --via` all ask with it.
class RelayRequest : public QObject
{
    Q_OBJECT
public:
    static RelayRequest *ask(const LocalNode &local, const RelayVia &via, const QString &target,
                             quint16 port, int attemptMs, QObject *parent);
    ~RelayRequest() override;

    // No signal after this; the connection closes.
    void abandon();

Q_SIGNALS:
    void opened(quint16 port);
    void failed(const QString &why);

private:
    RelayRequest(RelayVia via, QObject *parent);
    void finish();

    RelayVia m_via;
    QPointer<PeerConnection> m_connection;
};

} // namespace sparkwire::peers
