#include "RecordFleet.h"

#include "cluster/RecordAddresses.h"

#include <QDir>

namespace sparkwire::node {

QList<metrics::FleetHistory::Member> RecordFleet::membersOf(const cluster::ClusterRecord &record)
{
    QList<metrics::FleetHistory::Member> members;
    for (const cluster::ClusterMember &m : record.members) {
        QList<int> ports;
        for (const cluster::ClusterCable &c : record.cabling) {
            if (c.idA == m.id && !ports.contains(c.portA))
                ports << c.portA;
            if (c.idB == m.id && !ports.contains(c.portB))
                ports << c.portB;
        }
        if (record.cabling.isEmpty())
            ports << record.switchPort;
        std::sort(ports.begin(), ports.end());
        members.append({m.id, m.hostname, ports});
    }
    return members;
}

RecordFleet::RecordFleet(peers::LocalNode local, QString stateDir, int rateHz, QObject *parent)
    : QObject(parent)
    , m_local(std::move(local))
    , m_stateDir(std::move(stateDir))
    , m_rateHz(rateHz)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(100);
    connect(&m_settle, &QTimer::timeout, this, &RecordFleet::reload);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, &m_settle,
            qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, &m_settle, qOverload<>(&QTimer::start));
}

RecordFleet::~RecordFleet()
{
    m_feed.reset(); // its subscriptions write into the history
}

void RecordFleet::start()
{
    // The state dir, for a record that appears or is replaced by rename (AtomicFile).
    QDir().mkpath(m_stateDir);
    m_watcher.addPath(m_stateDir);
    reload();
}

void RecordFleet::reload()
{
    const QString path = cluster::ClusterRecord::path(m_stateDir);
    if (QFile::exists(path) && !m_watcher.files().contains(path))
        m_watcher.addPath(path);
    const Result<cluster::ClusterRecord> loaded = cluster::ClusterRecord::load(m_stateDir);
    // A record this node is not a member of shows nothing, as no record does; a broken one
    // keeps what is shown (a half-written file is never read: the writes are atomic).
    std::optional<cluster::ClusterRecord> now;
    if (loaded && loaded->member(m_local.id))
        now = *loaded;
    else if (!loaded && loaded.error().code != ErrorCode::NotFound)
        return;
    if (now == m_record && (m_history || !now))
        return;
    m_record = now;
    std::unique_ptr<metrics::FleetHistory> old = std::move(m_history);
    std::unique_ptr<peers::FleetFeed> oldFeed = std::move(m_feed);
    oldFeed.reset(); // no more samples into the old history
    m_recordAddresses.clear();
    if (m_record) {
        m_history = std::make_unique<metrics::FleetHistory>(membersOf(*m_record));
        m_feed = std::make_unique<peers::FleetFeed>(m_local, m_history.get(), m_rateHz);
        const auto reachable = cluster::RecordAddresses::reachableFrom(*m_record, m_local.id);
        for (auto it = reachable.cbegin(); it != reachable.cend(); ++it)
            m_recordAddresses.insert(it.key(), topology::PlannedAddress::hostTexts(it.value()));
        feedAddresses();
    }
    Q_EMIT fleetChanged(m_history.get());
    if (old)
        old.release()->deleteLater(); // receivers dropped it in fleetChanged
}

void RecordFleet::setBeaconAddresses(const QString &memberId, const QStringList &addresses)
{
    if (m_beacons.value(memberId) == addresses)
        return;
    m_beacons.insert(memberId, addresses);
    feedAddresses();
}

QStringList RecordFleet::addressesOf(const QString &memberId) const
{
    QStringList all = m_recordAddresses.value(memberId);
    for (const QString &a : m_beacons.value(memberId))
        if (!all.contains(a))
            all << a;
    return all;
}

QList<peers::TunnelRoute> RecordFleet::routesTo(const QString &memberId) const
{
    QList<peers::TunnelRoute> routes;
    if (!m_record)
        return routes;
    const QStringList between = m_record->membersBetween(m_local.id, memberId);
    if (between.isEmpty())
        return routes;
    QList<peers::TunnelHop> hops;
    for (const QString &id : between) {
        const cluster::ClusterMember *hop = m_record->member(id);
        hops.append({id, hop ? hop->hostname : id.left(16)});
    }
    for (const QString &address : addressesOf(between.first()))
        routes.append({address, hops});
    return routes;
}

void RecordFleet::feedAddresses()
{
    if (!m_feed || !m_record)
        return;
    for (const cluster::ClusterMember &m : m_record->members)
        m_feed->setAddresses(m.id, addressesOf(m.id), routesTo(m.id));
}

} // namespace sparkwire::node
