#include "NetlinkLinkSource.h"

#include <QHostAddress>
#include <QSocketNotifier>
#include <QtEndian>

#include <netlink/cache.h>
#include <netlink/route/addr.h>
#include <netlink/route/link.h>
#include <netlink/route/route.h>
#include <netlink/socket.h>
#include <sys/socket.h>

#include <algorithm>

namespace sparkwire::hw {

NetlinkLinkSource::NetlinkLinkSource(QObject *parent)
    : LinkSource(parent)
{
    int err = nl_cache_mngr_alloc(nullptr, NETLINK_ROUTE, NL_AUTO_PROVIDE, &m_manager);
    if (err == 0)
        err = nl_cache_mngr_add(m_manager, "route/link", &onCacheChange, this, &m_links);
    if (err == 0)
        err = nl_cache_mngr_add(m_manager, "route/addr", &onCacheChange, this, &m_addresses);
    if (err == 0)
        err = nl_cache_mngr_add(m_manager, "route/route", nullptr, nullptr, &m_routes);
    if (err != 0) {
        m_error = tr("netlink: %1").arg(QString::fromLocal8Bit(nl_geterror(err)));
        if (m_manager)
            nl_cache_mngr_free(m_manager);
        m_manager = nullptr;
        return;
    }
    m_notifier = new QSocketNotifier(nl_cache_mngr_get_fd(m_manager), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &NetlinkLinkSource::onReadable);
    m_last = links();
}

NetlinkLinkSource::~NetlinkLinkSource()
{
    delete m_notifier;
    if (m_manager)
        nl_cache_mngr_free(m_manager); // frees the caches it manages too
}

void NetlinkLinkSource::onCacheChange(nl_cache *, nl_object *, int, void *self)
{
    static_cast<NetlinkLinkSource *>(self)->m_dirty = true;
}

void NetlinkLinkSource::onReadable()
{
    // An error here is most often ENOBUFS: the kernel dropped notifications (a burst during
    // an apply). The caches no longer follow the kernel then, so they are read again whole.
    if (nl_cache_mngr_data_ready(m_manager) < 0)
        resync();
    if (!m_dirty)
        return;
    m_dirty = false;
    QHash<QString, LinkState> now = links();
    if (now == m_last)
        return;
    m_last = std::move(now);
    Q_EMIT linksChanged();
}

void NetlinkLinkSource::resync()
{
    nl_sock *socket = nl_socket_alloc();
    if (!socket)
        return;
    if (nl_connect(socket, NETLINK_ROUTE) == 0)
        for (nl_cache *cache : {m_links, m_addresses, m_routes})
            if (cache && nl_cache_refill(socket, cache) == 0)
                m_dirty = true;
    nl_socket_free(socket);
}

QHash<QString, LinkState> NetlinkLinkSource::links() const
{
    QHash<QString, LinkState> result;
    if (!m_manager)
        return result;

    QHash<int, QString> names;
    for (nl_object *o = nl_cache_get_first(m_links); o; o = nl_cache_get_next(o)) {
        auto *link = reinterpret_cast<rtnl_link *>(o);
        // The kernel also sends per-protocol link messages (AF_INET6 ones when IPv6 on a netdev
        // goes off and on, or its MTU changes: every apply and revert that ends link-local
        // IPv6). libnl keeps each as an object of its own, with the same name and no carrier,
        // mtu or operstate of the device: only the device's own (AF_UNSPEC) object says those.
        if (rtnl_link_get_family(link) != AF_UNSPEC)
            continue;
        const QString name = QString::fromLatin1(rtnl_link_get_name(link));
        LinkState state;
        state.carrier = rtnl_link_get_carrier(link) != 0;
        char buffer[64];
        state.operstate = QString::fromLatin1(
            rtnl_link_operstate2str(rtnl_link_get_operstate(link), buffer, sizeof buffer));
        state.mtu = int(rtnl_link_get_mtu(link));
        if (nl_addr *mac = rtnl_link_get_addr(link))
            state.mac = QString::fromLatin1(nl_addr2str(mac, buffer, sizeof buffer));
        names.insert(rtnl_link_get_ifindex(link), name);
        result.insert(name, state);
    }
    for (nl_object *o = nl_cache_get_first(m_addresses); o; o = nl_cache_get_next(o)) {
        auto *address = reinterpret_cast<rtnl_addr *>(o);
        const auto it = result.find(names.value(rtnl_addr_get_ifindex(address)));
        nl_addr *local = rtnl_addr_get_local(address);
        if (it == result.end() || !local)
            continue;
        const auto *bytes = static_cast<const quint8 *>(nl_addr_get_binary_addr(local));
        const int family = rtnl_addr_get_family(address);
        const QString prefix = QLatin1Char('/') + QString::number(rtnl_addr_get_prefixlen(address));
        if (family == AF_INET && nl_addr_get_len(local) == 4)
            it->ipv4.append(QHostAddress(qFromBigEndian<quint32>(bytes)).toString() + prefix);
        else if (family == AF_INET6 && nl_addr_get_len(local) == 16)
            it->ipv6.append(QHostAddress(bytes).toString() + prefix);
    }
    for (LinkState &state : result) {
        std::sort(state.ipv4.begin(), state.ipv4.end());
        std::sort(state.ipv6.begin(), state.ipv6.end());
    }
    return result;
}

} // namespace sparkwire::hw

namespace sparkwire::hw {

QList<QPair<QString, QString>> NetlinkLinkSource::ipv4Routes() const
{
    QList<QPair<QString, QString>> routes;
    if (!m_manager)
        return routes;
    for (nl_object *o = nl_cache_get_first(m_routes); o; o = nl_cache_get_next(o)) {
        auto *route = reinterpret_cast<rtnl_route *>(o);
        nl_addr *dst = rtnl_route_get_dst(route);
        if (rtnl_route_get_family(route) != AF_INET || !dst || nl_addr_get_prefixlen(dst) == 0 ||
            nl_addr_get_len(dst) != 4)
            continue;
        const auto *bytes = static_cast<const quint8 *>(nl_addr_get_binary_addr(dst));
        const QString cidr = QHostAddress(qFromBigEndian<quint32>(bytes)).toString() +
                             QLatin1Char('/') + QString::number(nl_addr_get_prefixlen(dst));
        QString oif;
        if (rtnl_route_get_nnexthops(route) > 0) {
            char name[64] = {};
            const int ifindex = rtnl_route_nh_get_ifindex(rtnl_route_nexthop_n(route, 0));
            if (rtnl_link_i2name(m_links, ifindex, name, sizeof name))
                oif = QString::fromLatin1(name);
        }
        routes.append({cidr, oif});
    }
    return routes;
}

} // namespace sparkwire::hw
