#include "SysfsLinkSource.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sparkwire::hw {

namespace {
void addRecordedAddresses(const QString &file, QHash<QString, LinkState> &links)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const QJsonArray interfaces = QJsonDocument::fromJson(f.read(1 << 20)).array();
    for (const QJsonValue &value : interfaces) {
        const QJsonObject iface = value.toObject();
        const auto it = links.find(iface.value(QLatin1String("ifname")).toString());
        if (it == links.end())
            continue;
        for (const QJsonValue &a : iface.value(QLatin1String("addr_info")).toArray()) {
            const QJsonObject info = a.toObject();
            const QString cidr = info.value(QLatin1String("local")).toString() + QLatin1Char('/') +
                                 QString::number(info.value(QLatin1String("prefixlen")).toInt());
            const QString family = info.value(QLatin1String("family")).toString();
            if (family == QLatin1String("inet"))
                it->ipv4.append(cidr);
            else if (family == QLatin1String("inet6"))
                it->ipv6.append(cidr);
        }
    }
}
} // namespace

SysfsLinkSource::SysfsLinkSource(const SysfsReader &sysfs, QObject *parent)
    : LinkSource(parent)
    , m_sysfs(sysfs)
{}

QHash<QString, LinkState> SysfsLinkSource::links() const
{
    QHash<QString, LinkState> result;
    for (const QString &name : m_sysfs.list(QStringLiteral("class/net"))) {
        const QString dir = QStringLiteral("class/net/") + name + QLatin1Char('/');
        LinkState link;
        // Reading `carrier` of an interface that is administratively down fails: no carrier.
        link.carrier = m_sysfs.readInteger(dir + QLatin1String("carrier")).value_or(0) == 1;
        link.operstate = m_sysfs.readLine(dir + QLatin1String("operstate")).value_or(QString());
        link.mtu = int(m_sysfs.readInteger(dir + QLatin1String("mtu")).value_or(0));
        link.mac = m_sysfs.readLine(dir + QLatin1String("address")).value_or(QString());
        result.insert(name, link);
    }
    if (!m_sysfs.isRealSysfs())
        addRecordedAddresses(m_sysfs.root() + QLatin1Char('/') + QLatin1String(kAddressSnapshot),
                             result);
    return result;
}

} // namespace sparkwire::hw
