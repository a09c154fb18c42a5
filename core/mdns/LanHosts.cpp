#include "LanHosts.h"

#include <QHostAddress>
#include <QMap>

#include <algorithm>

namespace sparkwire::mdns {

namespace {

QString shortName(const QString &hostName)
{
    static const QString suffix = QStringLiteral(".local");
    return (hostName.endsWith(suffix, Qt::CaseInsensitive) ? hostName.chopped(suffix.size())
                                                           : hostName)
        .toLower();
}

} // namespace

QList<LanHost> LanHosts::notCabled(const QList<LanPeer> &peers, const QStringList &cabledIds,
                                   const QStringList &cabledHostnames)
{
    QStringList cabledNames;
    for (const QString &name : cabledHostnames)
        cabledNames << shortName(name);
    QMap<QString, LanHost> hosts; // by lower-case host name: sorted
    for (const LanPeer &peer : peers) {
        LanHost &host = hosts[peer.hostName.toLower()];
        host.hostName = peer.hostName.toLower();
        if (!host.addresses.contains(peer.address))
            host.addresses << peer.address;
        if (peer.service == LanService::Ssh) {
            host.ssh = true;
        } else {
            host.sparkwire = true;
            // Two services of one host that claim different ids: the smaller, every time.
            if (host.nodeId.isEmpty() || peer.nodeId < host.nodeId) {
                host.nodeId = peer.nodeId;
                host.claimedHostname = peer.claimedHostname;
            }
        }
    }
    QList<LanHost> result;
    for (LanHost &host : hosts) {
        const bool cabled = (!host.nodeId.isEmpty() && cabledIds.contains(host.nodeId)) ||
                            cabledNames.contains(shortName(host.hostName)) ||
                            (!host.claimedHostname.isEmpty() &&
                             cabledNames.contains(shortName(host.claimedHostname)));
        if (cabled)
            continue;
        std::sort(host.addresses.begin(), host.addresses.end(),
                  [](const QString &a, const QString &b) {
                      const bool a4 = QHostAddress(a).protocol() == QAbstractSocket::IPv4Protocol;
                      const bool b4 = QHostAddress(b).protocol() == QAbstractSocket::IPv4Protocol;
                      return a4 != b4 ? a4 : a < b;
                  });
        result << host;
    }
    return result;
}

} // namespace sparkwire::mdns
