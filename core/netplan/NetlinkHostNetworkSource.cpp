#include "NetlinkHostNetworkSource.h"

#include "NetlinkDump.h"

#include <QCoreApplication>

#include <cstring>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <sys/socket.h>

namespace sparkwire::netplan {

namespace {
using netlink::ipv4;
using netlink::nameOf;

void addAddress(const nlmsghdr *h, QList<HostNetwork> &rows)
{
    if (h->nlmsg_type != RTM_NEWADDR || h->nlmsg_len < NLMSG_LENGTH(sizeof(ifaddrmsg)))
        return;
    const auto *ifa = static_cast<const ifaddrmsg *>(NLMSG_DATA(h));
    if (ifa->ifa_family != AF_INET || ifa->ifa_prefixlen > 32)
        return;
    // IFA_LOCAL is the interface's own address; IFA_ADDRESS differs only on point-to-point
    // links, where it is the peer's and the prefix belongs to it. Both are the host's.
    std::optional<quint32> local;
    std::optional<quint32> address;
    int left = int(IFA_PAYLOAD(h));
    for (auto *a = IFA_RTA(ifa); RTA_OK(a, left); a = RTA_NEXT(a, left)) {
        if (a->rta_type == IFA_LOCAL)
            local = ipv4(a);
        else if (a->rta_type == IFA_ADDRESS)
            address = ipv4(a);
    }
    const QString netdev = nameOf(int(ifa->ifa_index));
    for (const std::optional<quint32> &host : {local, address != local ? address : std::nullopt})
        if (host)
            rows << HostNetwork{HostNetwork::Kind::Address, netdev,
                                topology::Ipv4Subnet(*host, ifa->ifa_prefixlen)};
}

void addRoute(const nlmsghdr *h, QList<HostNetwork> &rows)
{
    if (h->nlmsg_type != RTM_NEWROUTE || h->nlmsg_len < NLMSG_LENGTH(sizeof(rtmsg)))
        return;
    const auto *rt = static_cast<const rtmsg *>(NLMSG_DATA(h));
    if (rt->rtm_family != AF_INET || rt->rtm_dst_len > 32)
        return;
    quint32 destination = 0;
    QList<int> devices;
    int left = int(RTM_PAYLOAD(h));
    for (auto *a = RTM_RTA(rt); RTA_OK(a, left); a = RTA_NEXT(a, left)) {
        if (a->rta_type == RTA_DST) {
            destination = ipv4(a).value_or(0);
        } else if (a->rta_type == RTA_OIF && RTA_PAYLOAD(a) >= sizeof(int)) {
            int index = 0;
            std::memcpy(&index, RTA_DATA(a), sizeof index);
            devices << index;
        } else if (a->rta_type == RTA_MULTIPATH) {
            auto *hop = static_cast<const rtnexthop *>(RTA_DATA(a));
            for (int hopsLeft = int(RTA_PAYLOAD(a));
                 hopsLeft >= int(sizeof(rtnexthop)) && hop->rtnh_len >= sizeof(rtnexthop) &&
                 hop->rtnh_len <= hopsLeft;
                 hopsLeft -= RTNH_ALIGN(hop->rtnh_len), hop = RTNH_NEXT(hop))
                devices << hop->rtnh_ifindex;
        }
    }
    const topology::Ipv4Subnet subnet(destination, rt->rtm_dst_len);
    if (devices.isEmpty())
        rows << HostNetwork{HostNetwork::Kind::Route, QString(), subnet};
    for (const int index : devices)
        rows << HostNetwork{HostNetwork::Kind::Route, nameOf(index), subnet};
}
} // namespace

Result<QList<HostNetwork>> NetlinkHostNetworkSource::read() const
{
    const netlink::Socket socket;
    if (const Status opened = socket.opened(); !opened)
        return opened.error();
    // A dump that raced a change says so (NLM_F_DUMP_INTR): read it again, a few times.
    quint32 sequence = 1;
    for (int attempt = 0; attempt < 3; ++attempt) {
        QList<HostNetwork> rows;
        const Result<netlink::DumpResult> addresses =
            netlink::dump(socket, RTM_GETADDR, sizeof(ifaddrmsg), sequence++,
                          [&rows](const nlmsghdr *h) { addAddress(h, rows); });
        if (!addresses)
            return addresses.error();
        const Result<netlink::DumpResult> routes =
            netlink::dump(socket, RTM_GETROUTE, sizeof(rtmsg), sequence++,
                          [&rows](const nlmsghdr *h) { addRoute(h, rows); });
        if (!routes)
            return routes.error();
        if (*addresses == netlink::DumpResult::Done && *routes == netlink::DumpResult::Done)
            return rows;
    }
    return makeError(ErrorCode::Unavailable,
                     QCoreApplication::translate(
                         "NetlinkHostNetworkSource",
                         "the host's addresses and routes kept changing while being read"));
}

} // namespace sparkwire::netplan
