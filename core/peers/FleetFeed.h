#pragma once

#include "FleetSubscription.h"

#include "metrics/FleetHistory.h"

#include <QHash>
#include <QObject>

namespace sparkwire::peers {

// The seat's feed of the fleet dashboard: one FleetSubscription per member of the cluster
// record (the FleetHistory's members) other than this node, each started once an address of
// the member is known (where its beacons come from) and following its addresses; every sample
// goes into the history under the member's key id. This node's own samples come from its
// sampler, not from here.
class FleetFeed : public QObject
{
    Q_OBJECT
public:
    FleetFeed(LocalNode local, metrics::FleetHistory *history, int rateHz,
              QObject *parent = nullptr);
    void setPort(quint16 port) { m_port = port; }
    // Addresses of a member, and routes to it through other members (ignored for this node, a
    // key that is not a member, or neither an address nor a route).
    void setAddresses(const QString &memberId, const QStringList &addresses,
                      const QList<TunnelRoute> &routes = {});
    int subscriptionCount() const { return int(m_subscriptions.size()); }

Q_SIGNALS:
    // A member's subscription could not be made or its connection ended (it is retried).
    void problem(const QString &memberId, const sparkwire::Error &why);

private:
    LocalNode m_local;
    metrics::FleetHistory *m_history;
    int m_rateHz;
    quint16 m_port = PeerConnection::kPort;
    QHash<QString, FleetSubscription *> m_subscriptions;
};

} // namespace sparkwire::peers
