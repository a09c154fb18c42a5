#include "NetlinkHostNetworkSource.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cerrno>
#include <cstring>
#include <functional>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace sparkwire::netplan {

namespace {
// The kernel's netlink is a service of this host: when it does not answer, it is Unavailable.
Error errnoError(const QString &what, int error)
{
    return makeError(
        ErrorCode::Unavailable,
        QStringLiteral("%1: %2").arg(what, QString::fromLocal8Bit(std::strerror(error))));
}

QString nameOf(int index)
{
    char name[IF_NAMESIZE] = {};
    // A device that vanished between the dump and this call still counts, under its index:
    // it is not a CX-7 netdev, so the policy treats it as the host's.
    return ::if_indextoname(unsigned(index), name) ? QString::fromLocal8Bit(name)
                                                   : QStringLiteral("#%1").arg(index);
}

std::optional<quint32> ipv4(const rtattr *attribute)
{
    if (RTA_PAYLOAD(attribute) < 4)
        return std::nullopt;
    quint32 networkOrder = 0;
    std::memcpy(&networkOrder, RTA_DATA(attribute), 4);
    return qFromBigEndian(networkOrder);
}

class Socket
{
public:
    Socket()
        : fd(::socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE))
    {}
    ~Socket()
    {
        if (fd >= 0)
            ::close(fd);
    }
    Socket(const Socket &) = delete;
    Socket &operator=(const Socket &) = delete;
    const int fd;
};

enum class DumpResult
{
    Done,
    Interrupted,
};

// Sends one dump request for IPv4 and hands every message of the answer to `each`. The
// request body (ifaddrmsg or rtmsg) starts with its family byte; both fit in an rtmsg.
Result<DumpResult> dump(int fd, quint16 type, quint32 sequence,
                        const std::function<void(const nlmsghdr *)> &each)
{
    struct
    {
        nlmsghdr header;
        rtmsg body;
    } request{};
    request.header.nlmsg_len =
        NLMSG_LENGTH(type == RTM_GETADDR ? sizeof(ifaddrmsg) : sizeof(rtmsg));
    request.header.nlmsg_type = type;
    request.header.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
    request.header.nlmsg_seq = sequence;
    request.body.rtm_family = AF_INET;
    sockaddr_nl kernel{};
    kernel.nl_family = AF_NETLINK;
    if (::sendto(fd, &request, request.header.nlmsg_len, 0, reinterpret_cast<sockaddr *>(&kernel),
                 sizeof kernel) < 0)
        return errnoError(QCoreApplication::translate("NetlinkHostNetworkSource",
                                                      "cannot ask the kernel over netlink"),
                          errno);
    std::vector<char> buffer(64 * 1024); // operator new aligns it for nlmsghdr
    bool interrupted = false;
    for (;;) {
        iovec io{buffer.data(), buffer.size()};
        msghdr message{};
        message.msg_iov = &io;
        message.msg_iovlen = 1;
        const ssize_t received = ::recvmsg(fd, &message, 0);
        if (received < 0 && errno == EINTR)
            continue;
        if (received <= 0)
            return errnoError(
                QCoreApplication::translate("NetlinkHostNetworkSource",
                                            "cannot read the kernel's netlink answer"),
                received < 0 ? errno : ECONNRESET);
        if (message.msg_flags & MSG_TRUNC)
            return makeError(ErrorCode::Protocol,
                             QCoreApplication::translate("NetlinkHostNetworkSource",
                                                         "a netlink answer did not fit in %1 bytes")
                                 .arg(buffer.size()));
        int left = int(received);
        for (auto *h = reinterpret_cast<const nlmsghdr *>(buffer.data()); NLMSG_OK(h, left);
             h = NLMSG_NEXT(h, left)) {
            if (h->nlmsg_seq != sequence)
                continue;
            interrupted = interrupted || (h->nlmsg_flags & NLM_F_DUMP_INTR);
            if (h->nlmsg_type == NLMSG_DONE)
                return interrupted ? DumpResult::Interrupted : DumpResult::Done;
            if (h->nlmsg_type == NLMSG_ERROR) {
                const auto *e = static_cast<const nlmsgerr *>(NLMSG_DATA(h));
                return errnoError(QCoreApplication::translate("NetlinkHostNetworkSource",
                                                              "the kernel refused a netlink dump"),
                                  h->nlmsg_len >= NLMSG_LENGTH(sizeof(nlmsgerr)) ? -e->error
                                                                                 : EPROTO);
            }
            each(h);
        }
    }
}

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
    const Socket socket;
    if (socket.fd < 0)
        return errnoError(
            QCoreApplication::translate("NetlinkHostNetworkSource", "cannot open a netlink socket"),
            errno);
    // A dump that raced a change says so (NLM_F_DUMP_INTR): read it again, a few times.
    quint32 sequence = 1;
    for (int attempt = 0; attempt < 3; ++attempt) {
        QList<HostNetwork> rows;
        const Result<DumpResult> addresses =
            dump(socket.fd, RTM_GETADDR, sequence++,
                 [&rows](const nlmsghdr *h) { addAddress(h, rows); });
        if (!addresses)
            return addresses.error();
        const Result<DumpResult> routes = dump(socket.fd, RTM_GETROUTE, sequence++,
                                               [&rows](const nlmsghdr *h) { addRoute(h, rows); });
        if (!routes)
            return routes.error();
        if (*addresses == DumpResult::Done && *routes == DumpResult::Done)
            return rows;
    }
    return makeError(ErrorCode::Unavailable,
                     QCoreApplication::translate(
                         "NetlinkHostNetworkSource",
                         "the host's addresses and routes kept changing while being read"));
}

} // namespace sparkwire::netplan
