#include "NetlinkReachability.h"

#include "NetlinkDump.h"

#include <QCoreApplication>

#include <cstring>
#include <linux/neighbour.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <sys/socket.h>

namespace sparkwire::netplan {

namespace {
using Kind = ReachedDestination::Kind;

void addGateways(const nlmsghdr *h, QList<ReachedDestination> &rows)
{
    if (h->nlmsg_type != RTM_NEWROUTE || h->nlmsg_len < NLMSG_LENGTH(sizeof(rtmsg)))
        return;
    const auto *rt = static_cast<const rtmsg *>(NLMSG_DATA(h));
    if (rt->rtm_family != AF_INET)
        return;
    std::optional<quint32> gateway;
    QString device;
    int left = int(RTM_PAYLOAD(h));
    for (auto *a = RTM_RTA(rt); RTA_OK(a, left); a = RTA_NEXT(a, left)) {
        if (a->rta_type == RTA_GATEWAY) {
            gateway = netlink::ipv4(a);
        } else if (a->rta_type == RTA_OIF && RTA_PAYLOAD(a) >= sizeof(int)) {
            int index = 0;
            std::memcpy(&index, RTA_DATA(a), sizeof index);
            device = netlink::nameOf(index);
        } else if (a->rta_type == RTA_MULTIPATH) {
            // Each next hop carries its own device and, in its attributes, its gateway.
            auto *hop = static_cast<const rtnexthop *>(RTA_DATA(a));
            for (int hopsLeft = int(RTA_PAYLOAD(a));
                 hopsLeft >= int(sizeof(rtnexthop)) && hop->rtnh_len >= sizeof(rtnexthop) &&
                 hop->rtnh_len <= hopsLeft;
                 hopsLeft -= RTNH_ALIGN(hop->rtnh_len), hop = RTNH_NEXT(hop)) {
                int attributesLeft = int(hop->rtnh_len) - int(RTNH_LENGTH(0));
                for (auto *ha = RTNH_DATA(hop); RTA_OK(ha, attributesLeft);
                     ha = RTA_NEXT(ha, attributesLeft))
                    if (ha->rta_type == RTA_GATEWAY)
                        if (const std::optional<quint32> g = netlink::ipv4(ha))
                            rows << ReachedDestination{
                                Kind::Gateway, *g, netlink::nameOf(hop->rtnh_ifindex), {}};
            }
        }
    }
    if (gateway)
        rows << ReachedDestination{Kind::Gateway, *gateway, device, {}};
}

void addNeighbour(const nlmsghdr *h, QList<ReachedDestination> &rows)
{
    if (h->nlmsg_type != RTM_NEWNEIGH || h->nlmsg_len < NLMSG_LENGTH(sizeof(ndmsg)))
        return;
    const auto *nd = static_cast<const ndmsg *>(NLMSG_DATA(h));
    // A failed entry is a host that did not answer; a NOARP one (broadcast, multicast) is
    // no host at all.
    if (nd->ndm_family != AF_INET || (nd->ndm_state & (NUD_FAILED | NUD_NOARP)))
        return;
    int left = int(h->nlmsg_len - NLMSG_LENGTH(sizeof(ndmsg)));
    const auto *first = reinterpret_cast<const rtattr *>(reinterpret_cast<const char *>(nd) +
                                                         NLMSG_ALIGN(sizeof(ndmsg)));
    for (auto *a = first; RTA_OK(a, left); a = RTA_NEXT(a, left))
        if (a->rta_type == NDA_DST)
            if (const std::optional<quint32> address = netlink::ipv4(a))
                rows << ReachedDestination{
                    Kind::Neighbour, *address, netlink::nameOf(nd->ndm_ifindex), {}};
}
} // namespace

Result<QList<ReachedDestination>> NetlinkReachability::gatewaysAndNeighbours() const
{
    const netlink::Socket socket;
    if (const Status opened = socket.opened(); !opened)
        return opened.error();
    quint32 sequence = 1;
    for (int attempt = 0; attempt < 3; ++attempt) {
        QList<ReachedDestination> rows;
        const Result<netlink::DumpResult> routes =
            netlink::dump(socket, RTM_GETROUTE, sizeof(rtmsg), sequence++,
                          [&rows](const nlmsghdr *h) { addGateways(h, rows); });
        if (!routes)
            return routes.error();
        const Result<netlink::DumpResult> neighbours =
            netlink::dump(socket, RTM_GETNEIGH, sizeof(ndmsg), sequence++,
                          [&rows](const nlmsghdr *h) { addNeighbour(h, rows); });
        if (!neighbours)
            return neighbours.error();
        if (*routes == netlink::DumpResult::Done && *neighbours == netlink::DumpResult::Done)
            return rows;
    }
    return makeError(ErrorCode::Unavailable,
                     QCoreApplication::translate(
                         "NetlinkHostNetworkSource",
                         "the host's addresses and routes kept changing while being read"));
}

Result<std::optional<QString>> NetlinkReachability::deviceFor(quint32 address) const
{
    const netlink::Socket socket;
    if (const Status opened = socket.opened(); !opened)
        return opened.error();
    return netlink::routeDevice(socket, address, 1);
}

} // namespace sparkwire::netplan
