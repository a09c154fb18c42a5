#include "FleetFeed.h"

namespace sparkwire::peers {

FleetFeed::FleetFeed(LocalNode local, metrics::FleetHistory *history, int rateHz, QObject *parent)
    : QObject(parent)
    , m_local(std::move(local))
    , m_history(history)
    , m_rateHz(rateHz)
{
    m_history->startChecking();
}

void FleetFeed::setAddresses(const QString &memberId, const QStringList &addresses,
                             const QList<TunnelRoute> &routes)
{
    if ((addresses.isEmpty() && routes.isEmpty()) || memberId == m_local.id ||
        m_history->indexOf(memberId) < 0)
        return;
    if (FleetSubscription *existing = m_subscriptions.value(memberId)) {
        existing->setAddresses(addresses);
        existing->setRoutes(routes);
        return;
    }
    Result<FleetSubscription *> made =
        FleetSubscription::create(m_local, memberId, addresses, m_rateHz, this, routes);
    if (!made)
        return Q_EMIT problem(memberId, made.error());
    FleetSubscription *s = *made;
    s->setPort(m_port);
    connect(s, &FleetSubscription::sampled, this,
            [this](const QString &id, const metrics::FleetSample &sample) {
                m_history->record(id, sample);
            });
    connect(s, &FleetSubscription::problem, this, &FleetFeed::problem);
    m_subscriptions.insert(memberId, s);
    s->start();
}

} // namespace sparkwire::peers
