#include "DiscoveryAgent.h"

#include "hw/InventoryMonitor.h"

#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QVariant>

namespace sparkwire::discovery {

namespace {
const QHostAddress kGroupV6(QStringLiteral("ff02::5357:4952"));
const QHostAddress kGroupV4(QStringLiteral("239.255.83.87"));

// How long after a netdev comes up a refused send is tried again within 100 ms: the kernel
// refuses the first sends for a moment. Later a refusal lasts (IPv6 turned off on the
// netdev, as a kept plan with `link-local: []` does) and the next tick is soon enough;
// retrying it every 100 ms for ever sent ten IPv4 beacons a second per twin and kept an idle
// agent busy (seen on the virtual Sparks, docs/testing.md).
constexpr qint64 kRetryWindowMs = 2000;
} // namespace

DiscoveryAgent::DiscoveryAgent(hw::InventoryMonitor *inventory, QString id, QString hostname,
                               QObject *parent)
    : CablingSource(parent)
    , m_inventory(inventory)
    , m_id(std::move(id))
    , m_hostname(std::move(hostname))
{
    m_timer.setInterval(int(NeighbourTable::kBeaconIntervalMs));
    connect(&m_timer, &QTimer::timeout, this, &DiscoveryAgent::tick);
    connect(&m_v6, &QUdpSocket::readyRead, this, [this] { read(m_v6); });
    connect(&m_v4, &QUdpSocket::readyRead, this, [this] { read(m_v4); });
    connect(inventory, &hw::InventoryMonitor::inventoryChanged, this,
            &DiscoveryAgent::onInventoryChanged);
    // Expiry is checked four times per beacon interval, so a silent peer goes within
    // 3.25 s of its last beacon rather than up to 4 s.
    m_expiry.setInterval(int(NeighbourTable::kBeaconIntervalMs / 4));
    connect(&m_expiry, &QTimer::timeout, this, [this] {
        if (m_table.expire(m_clock.elapsed()))
            Q_EMIT cablingChanged();
    });
    m_retry.setSingleShot(true);
    m_retry.setInterval(100);
    connect(&m_retry, &QTimer::timeout, this, [this] {
        const QSet<QString> again = std::exchange(m_retryNetdevs, {});
        for (const hw::Cx7Port &port : m_inventory->inventory().ports)
            if (again.contains(port.netdev) && usable(port))
                sendOn(port);
    });
}

Status DiscoveryAgent::start()
{
    const auto mode = QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint;
    if (!m_v6.bind(QHostAddress::AnyIPv6, kPort, mode) ||
        !m_v4.bind(QHostAddress::AnyIPv4, kPort, mode)) {
        return makeError(ErrorCode::Unavailable, tr("cannot listen on UDP port %1: %2 %3")
                                                     .arg(kPort)
                                                     .arg(m_v6.errorString(), m_v4.errorString()));
    }
    for (QUdpSocket *s : {&m_v6, &m_v4}) {
        s->setSocketOption(QAbstractSocket::MulticastTtlOption, QVariant(1));
        s->setSocketOption(QAbstractSocket::MulticastLoopbackOption, QVariant(0));
    }
    m_clock.start();
    m_timer.start();
    m_expiry.start();
    onInventoryChanged();
    return {};
}

void DiscoveryAgent::joinGroups()
{
    for (const hw::Cx7Port &port : m_inventory->inventory().ports) {
        if (!usable(port))
            continue;
        const QNetworkInterface iface = interfaceOf(port.netdev);
        if (!m_joinedV6.contains(port.netdev) && m_v6.joinMulticastGroup(kGroupV6, iface))
            m_joinedV6.insert(port.netdev);
        if (!port.link.ipv4.isEmpty() && !m_joinedV4.contains(port.netdev) &&
            m_v4.joinMulticastGroup(kGroupV4, iface))
            m_joinedV4.insert(port.netdev);
    }
}

void DiscoveryAgent::onInventoryChanged()
{
    // A QNetworkInterface is a copy: its addresses are those of when it was read, and the
    // IPv4 beacons go out of the interface's first IPv4 address.
    m_interfaces.clear();
    QSet<QString> up;
    for (const hw::Cx7Port &port : m_inventory->inventory().ports)
        if (usable(port))
            up.insert(port.netdev);
    bool changed = false;
    for (const QString &gone : m_up - up) { // unplugged: its links go now, not in 3 s
        changed = m_table.dropLocal(gone) || changed;
        m_joinedV6.remove(gone);
        m_joinedV4.remove(gone);
    }
    const QSet<QString> plugged = up - m_up;
    for (const QString &netdev : m_up - up)
        m_upSince.remove(netdev);
    for (const QString &netdev : plugged)
        m_upSince.insert(netdev, m_clock.elapsed());
    m_up = up;
    joinGroups();
    for (const hw::Cx7Port &port : m_inventory->inventory().ports)
        if (plugged.contains(port.netdev))
            sendOn(port);
    if (changed)
        Q_EMIT cablingChanged();
}

void DiscoveryAgent::tick()
{
    joinGroups(); // a group join can fail while an interface comes up: retry
    for (const hw::Cx7Port &port : m_inventory->inventory().ports)
        if (usable(port))
            sendOn(port);
}

void DiscoveryAgent::sendOn(const hw::Cx7Port &port)
{
    Beacon beacon;
    beacon.id = m_id;
    beacon.claimedHostname = m_hostname;
    beacon.netdev = port.netdev;
    beacon.port = port.port;
    beacon.half = port.half;
    beacon.mac = port.link.mac.toLower();
    beacon.seq = m_seq++;
    const QByteArray bytes = beacon.encode();
    QHostAddress v6 = kGroupV6;
    v6.setScopeId(port.netdev);
    // Right after a link comes up the kernel may refuse the first sends for a moment: retry
    // soon instead of waiting a whole beacon interval.
    if (m_v6.writeDatagram(bytes, v6, kPort) < 0 &&
        m_clock.elapsed() - m_upSince.value(port.netdev, 0) < kRetryWindowMs) {
        m_retryNetdevs.insert(port.netdev);
        if (!m_retry.isActive())
            m_retry.start();
    }
    if (!port.link.ipv4.isEmpty()) {
        m_v4.setMulticastInterface(interfaceOf(port.netdev));
        m_v4.writeDatagram(bytes, kGroupV4, kPort);
    }
}

bool DiscoveryAgent::usable(const hw::Cx7Port &port) const
{
    // A recorded sysfs tree may name netdevs this network namespace does not have; a scope
    // the kernel cannot resolve would send the beacon out of some other link, with the wrong
    // name. The index is one if_nametoindex(): interfaceFromName() reads every interface and
    // address of the host over netlink, and this is asked for every port each beacon.
    return port.link.carrier && QNetworkInterface::interfaceIndexFromName(port.netdev) > 0;
}

QNetworkInterface DiscoveryAgent::interfaceOf(const QString &netdev)
{
    const int index = QNetworkInterface::interfaceIndexFromName(netdev);
    if (index <= 0)
        return {};
    auto known = m_interfaces.constFind(netdev);
    if (known != m_interfaces.cend() && known->index() == index)
        return *known; // the same netdev as last time (a re-made one has a new index)
    const QNetworkInterface fresh = QNetworkInterface::interfaceFromIndex(index);
    m_interfaces.insert(netdev, fresh);
    return fresh;
}

void DiscoveryAgent::read(QUdpSocket &socket)
{
    while (socket.hasPendingDatagrams()) {
        const QNetworkDatagram datagram = socket.receiveDatagram(Beacon::kMaxBytes + 1);
        QString local = QNetworkInterface::interfaceNameFromIndex(datagram.interfaceIndex());
        if (local.isEmpty())
            local = datagram.senderAddress().scopeId();
        const hw::Cx7Port *port = m_inventory->inventory().findNetdev(local);
        if (!port || !usable(*port))
            continue; // only CX-7 links count
        const Result<Beacon> beacon = Beacon::decode(datagram.data());
        if (!beacon) {
            ++m_rejected;
            continue;
        }
        if (beacon->id == m_id)
            continue;
        QHostAddress from = datagram.senderAddress();
        if (from.protocol() == QAbstractSocket::IPv6Protocol && from.scopeId().isEmpty())
            from.setScopeId(local);
        const auto heard = m_table.heard(local, port->port, port->half, *beacon, m_clock.elapsed(),
                                         from.toString());
        if (heard != NeighbourTable::Heard::Known)
            sendOn(*port); // answer at once: the peer learns us without waiting a tick
        if (heard == NeighbourTable::Heard::New)
            Q_EMIT cablingChanged();
    }
}

} // namespace sparkwire::discovery
