#pragma once

#include "MdnsRecords.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace sparkwire::mdns {

// One host on the LAN, from all the services it announces (IPv4 and IPv6, ssh and
// Sparkwire): every text is what the network claims, unverified.
struct LanHost
{
    QString hostName;        // "spark-1a2b.local"
    QStringList addresses;   // sorted, IPv4 first
    bool sparkwire = false;  // announces _sparkwire._tcp: Sparkwire runs there
    bool ssh = false;        // announces _ssh._tcp
    QString nodeId;          // from _sparkwire._tcp, else empty
    QString claimedHostname; // from _sparkwire._tcp, else empty

    bool operator==(const LanHost &o) const
    {
        return hostName == o.hostName && addresses == o.addresses && sparkwire == o.sparkwire &&
               ssh == o.ssh && nodeId == o.nodeId && claimedHostname == o.claimedHostname;
    }
};

// What Find peers lists under "on the network, not cabled".
class LanHosts
{
public:
    // Merges PEERS by host name, leaving out every host that is also a cabled peer (its key
    // id among CABLED_IDS, or its name among CABLED_HOSTNAMES, compared without ".local"
    // and case), so a Spark found both ways is listed once, as cabled. Sorted by host name.
    static QList<LanHost> notCabled(const QList<LanPeer> &peers, const QStringList &cabledIds,
                                    const QStringList &cabledHostnames);
};

} // namespace sparkwire::mdns
