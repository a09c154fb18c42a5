#include "NetlinkDump.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cerrno>
#include <cstring>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace sparkwire::netplan::netlink {

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

Socket::Socket()
    : m_fd(::socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE))
    , m_error(m_fd < 0 ? errno : 0)
{}

Socket::~Socket()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

Status Socket::opened() const
{
    if (m_fd < 0)
        return errnoError(
            QCoreApplication::translate("NetlinkHostNetworkSource", "cannot open a netlink socket"),
            m_error);
    return {};
}

namespace {
Status send(int fd, const void *request, quint32 length)
{
    sockaddr_nl kernel{};
    kernel.nl_family = AF_NETLINK;
    if (::sendto(fd, request, length, 0, reinterpret_cast<const sockaddr *>(&kernel),
                 sizeof kernel) < 0)
        return errnoError(QCoreApplication::translate("NetlinkHostNetworkSource",
                                                      "cannot ask the kernel over netlink"),
                          errno);
    return {};
}

// Reads answers to `sequence` until `each` says it has seen the last one (true), or an
// error arrives: the kernel's errno comes back as a negative int, a failure to read as an
// Error.
Result<int> receive(int fd, quint32 sequence, const std::function<bool(const nlmsghdr *)> &each)
{
    std::vector<char> buffer(64 * 1024); // operator new aligns it for nlmsghdr
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
            if (h->nlmsg_type == NLMSG_ERROR) {
                const auto *e = static_cast<const nlmsgerr *>(NLMSG_DATA(h));
                const int error =
                    h->nlmsg_len >= NLMSG_LENGTH(sizeof(nlmsgerr)) ? -e->error : EPROTO;
                return -error; // 0: an acknowledgement
            }
            if (each(h))
                return 0;
        }
    }
}
} // namespace

Result<DumpResult> dump(const Socket &socket, quint16 type, int bodyLength, quint32 sequence,
                        const std::function<void(const nlmsghdr *)> &each)
{
    struct
    {
        nlmsghdr header;
        rtmsg body; // the largest of ifaddrmsg, rtmsg and ndmsg
    } request{};
    static_assert(sizeof(rtmsg) >= sizeof(ifaddrmsg) && sizeof(rtmsg) >= sizeof(ndmsg));
    request.header.nlmsg_len = NLMSG_LENGTH(quint32(bodyLength));
    request.header.nlmsg_type = type;
    request.header.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
    request.header.nlmsg_seq = sequence;
    request.body.rtm_family = AF_INET;
    if (const Status sent = send(socket.fd(), &request, request.header.nlmsg_len); !sent)
        return sent.error();
    bool interrupted = false;
    const Result<int> done = receive(socket.fd(), sequence, [&](const nlmsghdr *h) {
        interrupted = interrupted || (h->nlmsg_flags & NLM_F_DUMP_INTR);
        if (h->nlmsg_type == NLMSG_DONE)
            return true;
        each(h);
        return false;
    });
    if (!done)
        return done.error();
    if (*done != 0)
        return errnoError(QCoreApplication::translate("NetlinkHostNetworkSource",
                                                      "the kernel refused a netlink dump"),
                          -*done);
    return interrupted ? DumpResult::Interrupted : DumpResult::Done;
}

Result<std::optional<QString>> routeDevice(const Socket &socket, quint32 address, quint32 sequence)
{
    struct
    {
        nlmsghdr header;
        rtmsg body;
        rtattr destination;
        quint32 networkOrder;
    } request{};
    request.header.nlmsg_len = sizeof request;
    request.header.nlmsg_type = RTM_GETROUTE;
    request.header.nlmsg_flags = NLM_F_REQUEST;
    request.header.nlmsg_seq = sequence;
    request.body.rtm_family = AF_INET;
    request.body.rtm_dst_len = 32;
    request.destination.rta_type = RTA_DST;
    request.destination.rta_len = RTA_LENGTH(4);
    request.networkOrder = qToBigEndian(address);
    if (const Status sent = send(socket.fd(), &request, sizeof request); !sent)
        return sent.error();
    std::optional<QString> device;
    const Result<int> done = receive(socket.fd(), sequence, [&](const nlmsghdr *h) {
        if (h->nlmsg_type != RTM_NEWROUTE || h->nlmsg_len < NLMSG_LENGTH(sizeof(rtmsg)))
            return false;
        const auto *rt = static_cast<const rtmsg *>(NLMSG_DATA(h));
        int left = int(RTM_PAYLOAD(h));
        for (auto *a = RTM_RTA(rt); RTA_OK(a, left); a = RTA_NEXT(a, left))
            if (a->rta_type == RTA_OIF && RTA_PAYLOAD(a) >= sizeof(int)) {
                int index = 0;
                std::memcpy(&index, RTA_DATA(a), sizeof index);
                device = nameOf(index);
            }
        return true;
    });
    if (!done)
        return done.error();
    // No route there now (unreachable, a prohibit route, an address the kernel will not
    // route): it is not reached any way at all. Any other refusal is a failure to know.
    const int error = -*done;
    if (error == ENETUNREACH || error == EHOSTUNREACH || error == EACCES || error == EINVAL)
        return std::optional<QString>();
    if (error != 0)
        return errnoError(QCoreApplication::translate("NetlinkHostNetworkSource",
                                                      "the kernel refused a route lookup"),
                          error);
    return device;
}

} // namespace sparkwire::netplan::netlink
