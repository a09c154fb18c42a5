#include "InventoryJson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

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

namespace sparkwire::hw::InventoryJson {

namespace {
// Reads the fields toJson writes, by type; the first wrong one is kept as the problem.
class FieldReader
{
public:
    FieldReader(QJsonObject object, QString where, QString *problem)
        : m_object(std::move(object))
        , m_where(std::move(where))
        , m_problem(problem)
    {}

    QJsonValue value(const char *key, bool (QJsonValue::*isType)() const, bool nullable,
                     const char *type)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if ((v.*isType)() || (nullable && v.isNull()))
            return v;
        fail(key, QCoreApplication::translate("InventoryJson", "must be a JSON %1")
                      .arg(QLatin1String(type)));
        return QJsonValue(QJsonValue::Null);
    }
    QString string(const char *key, bool nullable = false)
    {
        return value(key, &QJsonValue::isString, nullable, "string").toString();
    }
    int integer(const char *key, bool nullable = false, int null = -1)
    {
        const QJsonValue v = value(key, &QJsonValue::isDouble, nullable, "number");
        if (v.isNull())
            return null;
        const double d = v.toDouble();
        if (!(d >= -2147483648.0 && d <= 2147483647.0) || std::floor(d) != d) {
            fail(key, QCoreApplication::translate("InventoryJson", "must be a whole number"));
            return null;
        }
        return int(d);
    }
    std::optional<int> optionalInt(const char *key)
    {
        if (m_object.value(QLatin1String(key)).isNull())
            return std::nullopt;
        return integer(key);
    }
    bool boolean(const char *key)
    {
        return value(key, &QJsonValue::isBool, false, "boolean").toBool();
    }
    QJsonArray array(const char *key)
    {
        return value(key, &QJsonValue::isArray, false, "array").toArray();
    }
    QJsonObject object(const char *key, bool nullable)
    {
        return value(key, &QJsonValue::isObject, nullable, "object").toObject();
    }
    QStringList strings(const char *key)
    {
        QStringList out;
        for (const QJsonValue &v : array(key)) {
            if (!v.isString()) {
                fail(key, QCoreApplication::translate("InventoryJson", "must hold strings"));
                return {};
            }
            out << v.toString();
        }
        return out;
    }
    QString where(const char *key) const { return m_where + QLatin1Char('.') + QLatin1String(key); }

private:
    void fail(const char *key, const QString &what)
    {
        if (m_problem->isEmpty())
            *m_problem = where(key) + QStringLiteral(": ") + what;
    }
    QJsonObject m_object;
    QString m_where;
    QString *m_problem;
};

LinkState linkFromJson(FieldReader &r)
{
    LinkState link;
    link.carrier = r.boolean("carrier");
    link.operstate = r.string("operstate");
    link.mtu = r.integer("mtu");
    link.mac = r.string("mac");
    link.ipv4 = r.strings("ipv4");
    link.ipv6 = r.strings("ipv6");
    return link;
}

Cx7Port portFromJson(const QJsonObject &json, const QString &where, QString *problem)
{
    FieldReader r(json, where, problem);
    Cx7Port port;
    port.netdev = r.string("netdev");
    port.rdmaDevice = r.string("rdma_device", true);
    port.pci = r.string("pci");
    port.port = r.integer("port");
    port.half = r.integer("half");
    port.twin = r.string("twin", true);
    port.speedMbps = r.integer("speed_mbps", true);
    port.link = linkFromJson(r);
    const QJsonObject roce = r.object("roce", true);
    if (!roce.isEmpty()) {
        FieldReader rr(roce, r.where("roce"), problem);
        port.roce.state = rr.string("state", true);
        port.roce.physState = rr.string("phys_state", true);
        port.roce.linkLayer = rr.string("link_layer", true);
        port.roce.rate = rr.string("rate", true);
        port.roce.activeMtu = rr.optionalInt("active_mtu");
        const QJsonArray gids = rr.array("gids");
        for (int i = 0; i < gids.size(); ++i) {
            FieldReader g(gids[i].toObject(), rr.where("gids") + QStringLiteral("[%1]").arg(i),
                          problem);
            GidEntry gid;
            gid.index = g.integer("index");
            gid.type = g.string("type");
            gid.gid = g.string("gid");
            gid.ipv4 = g.string("ipv4", true);
            gid.netdev = g.string("netdev", true);
            port.roce.gids << gid;
        }
        port.roce.v2Ipv4GidIndex = rr.optionalInt("v2_ipv4_gid_index");
    }
    return port;
}
} // namespace

Result<HostInventory> fromJson(const QJsonObject &json)
{
    QString problem;
    FieldReader r(json, QStringLiteral("inventory"), &problem);
    HostInventory inventory;
    inventory.hostname = r.string("hostname");
    const QJsonArray ports = r.array("ports");
    for (int i = 0; i < ports.size(); ++i)
        inventory.ports << portFromJson(ports[i].toObject(),
                                        QStringLiteral("inventory.ports[%1]").arg(i), &problem);
    const QJsonArray management = r.array("management");
    for (int i = 0; i < management.size(); ++i) {
        FieldReader m(management[i].toObject(), QStringLiteral("inventory.management[%1]").arg(i),
                      &problem);
        WiredInterface wired;
        wired.netdev = m.string("netdev");
        wired.pci = m.string("pci", true);
        wired.speedMbps = m.integer("speed_mbps", true);
        wired.link = linkFromJson(m);
        inventory.management << wired;
    }
    if (!problem.isEmpty())
        return makeError(ErrorCode::InvalidInput, problem);
    return inventory;
}

} // namespace sparkwire::hw::InventoryJson
