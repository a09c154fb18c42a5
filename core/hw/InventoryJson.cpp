#include "InventoryJson.h"

#include <QJsonArray>

namespace sparkwire::hw::InventoryJson {

namespace {
QJsonValue optionalInt(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalString(const QString &value)
{
    return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonValue speed(int mbps)
{
    return mbps > 0 ? QJsonValue(mbps) : QJsonValue(QJsonValue::Null);
}

void addLink(QJsonObject &o, const LinkState &link)
{
    o.insert(QLatin1String("carrier"), link.carrier);
    o.insert(QLatin1String("operstate"), link.operstate);
    o.insert(QLatin1String("mtu"), link.mtu);
    o.insert(QLatin1String("mac"), link.mac);
    o.insert(QLatin1String("ipv4"), QJsonArray::fromStringList(link.ipv4));
    o.insert(QLatin1String("ipv6"), QJsonArray::fromStringList(link.ipv6));
}
} // namespace

QJsonObject toJson(const Cx7Port &port)
{
    QJsonObject o;
    o.insert(QLatin1String("netdev"), port.netdev);
    o.insert(QLatin1String("rdma_device"), optionalString(port.rdmaDevice));
    o.insert(QLatin1String("pci"), port.pci);
    o.insert(QLatin1String("port"), port.port);
    o.insert(QLatin1String("half"), port.half);
    o.insert(QLatin1String("twin"), optionalString(port.twin));
    o.insert(QLatin1String("speed_mbps"), speed(port.speedMbps));
    addLink(o, port.link);

    QJsonObject roce;
    roce.insert(QLatin1String("state"), optionalString(port.roce.state));
    roce.insert(QLatin1String("phys_state"), optionalString(port.roce.physState));
    roce.insert(QLatin1String("link_layer"), optionalString(port.roce.linkLayer));
    roce.insert(QLatin1String("rate"), optionalString(port.roce.rate));
    roce.insert(QLatin1String("active_mtu"), optionalInt(port.roce.activeMtu));
    QJsonArray gids;
    for (const GidEntry &gid : port.roce.gids) {
        QJsonObject g;
        g.insert(QLatin1String("index"), gid.index);
        g.insert(QLatin1String("type"), gid.type);
        g.insert(QLatin1String("gid"), gid.gid);
        g.insert(QLatin1String("ipv4"), optionalString(gid.ipv4));
        g.insert(QLatin1String("netdev"), optionalString(gid.netdev));
        gids.append(g);
    }
    roce.insert(QLatin1String("gids"), gids);
    roce.insert(QLatin1String("v2_ipv4_gid_index"), optionalInt(port.roce.v2Ipv4GidIndex));
    o.insert(QLatin1String("roce"),
             port.rdmaDevice.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(roce));
    return o;
}

QJsonObject toJson(const HostInventory &inventory)
{
    QJsonArray ports;
    for (const Cx7Port &port : inventory.ports)
        ports.append(toJson(port));
    QJsonArray management;
    for (const WiredInterface &wired : inventory.management) {
        QJsonObject o;
        o.insert(QLatin1String("netdev"), wired.netdev);
        o.insert(QLatin1String("pci"), optionalString(wired.pci));
        o.insert(QLatin1String("speed_mbps"), speed(wired.speedMbps));
        addLink(o, wired.link);
        management.append(o);
    }
    QJsonObject o;
    o.insert(QLatin1String("hostname"), inventory.hostname);
    o.insert(QLatin1String("ports"), ports);
    o.insert(QLatin1String("management"), management);
    return o;
}

} // namespace sparkwire::hw::InventoryJson
