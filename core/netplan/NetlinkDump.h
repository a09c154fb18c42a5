#pragma once

#include "common/Result.h"

#include <QString>

#include <functional>
#include <optional>

struct nlmsghdr;
struct rtattr;

namespace sparkwire::netplan::netlink {

// The small part of NETLINK_ROUTE that NetlinkHostNetworkSource and NetlinkReachability
// share: a socket, an IPv4 dump, one request, and reading an attribute. No libnl, so the
// privileged helper stays small.
class Socket
{
public:
    Socket();
    ~Socket();
    Socket(const Socket &) = delete;
    Socket &operator=(const Socket &) = delete;
    // Unavailable with the reason when the socket could not be opened.
    Status opened() const;
    int fd() const { return m_fd; }

private:
    const int m_fd;
    const int m_error;
};

enum class DumpResult
{
    Done,
    Interrupted, // the kernel says the dump raced a change (NLM_F_DUMP_INTR): read it again
};

// Sends one dump request of `type` for AF_INET, whose body (ifaddrmsg, rtmsg, ndmsg: each
// starts with its family byte) is `bodyLength` bytes, and hands every message of the answer
// to `each`.
Result<DumpResult> dump(const Socket &socket, quint16 type, int bodyLength, quint32 sequence,
                        const std::function<void(const nlmsghdr *)> &each);

// `ip route get ADDRESS`: the netdev the kernel would send to `address` through now (policy
// rules included); nullopt when it has no route there (unreachable, prohibited).
Result<std::optional<QString>> routeDevice(const Socket &socket, quint32 address, quint32 sequence);

Error errnoError(const QString &what, int error);
// The netdev's name, or "#INDEX" for one that vanished since the kernel named it.
QString nameOf(int index);
std::optional<quint32> ipv4(const rtattr *attribute);

} // namespace sparkwire::netplan::netlink
