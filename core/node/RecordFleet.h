#pragma once

#include "cluster/ClusterRecord.h"
#include "metrics/FleetHistory.h"
#include "peers/FleetFeed.h"

#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace sparkwire::node {

// The fleet dashboard's data for the cluster record this node keeps, following the record:
// when <state>/cluster.json appears or changes while the window runs (a Keep on this seat,
// a seat's apply this node took part in, sparkwirectl), a new FleetHistory and FleetFeed for
// its members replace the old ones (fleetChanged); without a record, or when this node is not
// a member, there is none. Each member is subscribed at its planned addresses on its links to
// this node as the record has them (RecordAddresses), then where its beacons come from.
class RecordFleet : public QObject
{
    Q_OBJECT
public:
    RecordFleet(peers::LocalNode local, QString stateDir, int rateHz, QObject *parent = nullptr);
    ~RecordFleet() override;
    // The members the fleet dashboard shows, from the record the person approved: its key
    // ids, names and the ports its cables use on each member.
    static QList<metrics::FleetHistory::Member> membersOf(const cluster::ClusterRecord &record);

    // Reads the record now and watches it from then on.
    void start();
    metrics::FleetHistory *history() const { return m_history.get(); }
    peers::FleetFeed *feed() const { return m_feed.get(); }
    const std::optional<cluster::ClusterRecord> &record() const { return m_record; }
    // Where a member's beacons come from (tried after the record's addresses).
    void setBeaconAddresses(const QString &memberId, const QStringList &addresses);
    // A member's addresses in the order its subscription tries them.
    QStringList addressesOf(const QString &memberId) const;
    // Routes to a member the kept record's cables reach only through other members (a ring of
    // four or more): tunnels along the shortest cable path, one for each address of its first
    // hop (docs/security.md, "Members more than one hop away"). Hops are named as the record
    // names them.
    QList<peers::TunnelRoute> routesTo(const QString &memberId) const;

Q_SIGNALS:
    // The history now shown (nullptr: none); the previous one is deleted once control
    // returns to the event loop, so a receiver swaps its pointer here.
    void fleetChanged(sparkwire::metrics::FleetHistory *history);

private:
    void reload();
    void feedAddresses();

    peers::LocalNode m_local;
    QString m_stateDir;
    int m_rateHz;
    QFileSystemWatcher m_watcher;
    QTimer m_settle; // one reload for a burst of changes (an atomic write is several)
    std::optional<cluster::ClusterRecord> m_record;
    std::unique_ptr<metrics::FleetHistory> m_history;
    std::unique_ptr<peers::FleetFeed> m_feed;
    QHash<QString, QStringList> m_recordAddresses;
    QHash<QString, QStringList> m_beacons;
};

} // namespace sparkwire::node
