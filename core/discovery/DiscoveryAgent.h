#pragma once

#include "CablingMap.h"
#include "CablingSource.h"
#include "NeighbourTable.h"

#include "common/Result.h"

#include <QElapsedTimer>
#include <QHash>
#include <QNetworkInterface>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <QUdpSocket>

namespace sparkwire::hw {
class InventoryMonitor;
struct Cx7Port;
} // namespace sparkwire::hw

namespace sparkwire::discovery {

// Beacons on every CX-7 netdev with a link, and listens for the peers' beacons:
//  - IPv6 link-local multicast (ff02::5357:4952), which works before any IPv4 exists;
//  - IPv4 multicast (239.255.83.87, TTL 1) on netdevs that have an IPv4 address, which
//    works with IPv6 turned off.
// Sent on start, on link change, every second, and in answer to a peer heard for the first
// time (so two agents know each other within milliseconds of the second one starting).
class DiscoveryAgent : public CablingSource
{
    Q_OBJECT
public:
    static constexpr quint16 kPort = 47311;

    DiscoveryAgent(hw::InventoryMonitor *inventory, QString id, QString hostname,
                   QObject *parent = nullptr);
    Status start();

    const QString &id() const { return m_id; }
    const QString &hostname() const { return m_hostname; }
    QList<NeighbourLink> links() const { return m_table.links(); }
    CablingMap map() const override { return CablingMap::fromLinks(m_table.links()); }
    // Beacons that were dropped because they did not parse.
    int rejectedBeacons() const { return m_rejected; }

private:
    void tick();
    void onInventoryChanged();
    void sendOn(const hw::Cx7Port &port);
    void joinGroups();
    void read(QUdpSocket &socket);
    // A CX-7 netdev can beacon when it has a link and is a real interface here.
    bool usable(const hw::Cx7Port &port) const;
    // The interface of a netdev (with its addresses), looked up once while its index and the
    // inventory stay the same.
    QNetworkInterface interfaceOf(const QString &netdev);

    hw::InventoryMonitor *m_inventory;
    QString m_id;
    QString m_hostname;
    QUdpSocket m_v6;
    QUdpSocket m_v4;
    QTimer m_timer;
    QTimer m_retry;
    QTimer m_expiry;
    QSet<QString> m_retryNetdevs;
    QElapsedTimer m_clock;
    NeighbourTable m_table;
    QSet<QString> m_up;               // CX-7 netdevs with carrier at the last look
    QHash<QString, qint64> m_upSince; // when each of m_up came up (m_clock)
    QHash<QString, QNetworkInterface> m_interfaces;
    QSet<QString> m_joinedV6;
    QSet<QString> m_joinedV4;
    quint32 m_seq = 0;
    int m_rejected = 0;
};

} // namespace sparkwire::discovery
