#include "SeatDestinations.h"

#include "netplan/HostDestinationSource.h"
#include "netplan/NetlinkReachability.h"
#include "netplan/NetplanPolicy.h"
#include "topology/Ipv4Subnet.h"

#include <QCoreApplication>

namespace sparkwire::cluster {

Result<QList<hw::NetworkInUse>> seatDestinations(const QString &rootDir,
                                                 const QSet<QString> &cx7Netdevs)
{
    const netplan::NetlinkReachability kernel;
    const Result<QList<netplan::ReachedDestination>> reached =
        netplan::HostDestinationSource(rootDir, QStringLiteral("/proc"), kernel).read();
    if (!reached)
        return reached.error();
    QList<hw::NetworkInUse> out;
    QSet<QString> seen;
    for (const netplan::ReachedDestination &d : *reached) {
        if (!netplan::NetplanPolicy::reachedOutside(d, cx7Netdevs))
            continue;
        const hw::NetworkInUse row{
            topology::Ipv4Subnet::addressToString(d.address) + QLatin1String("/32"),
            QCoreApplication::translate("SeatDestinations", "%1 through %2 on this Spark")
                .arg(d.toString(), d.netdev)};
        if (!seen.contains(row.where)) {
            seen.insert(row.where);
            out << row;
        }
    }
    return out;
}

} // namespace sparkwire::cluster
