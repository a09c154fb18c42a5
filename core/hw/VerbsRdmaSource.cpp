#include "VerbsRdmaSource.h"

#include "GidText.h"

#include <QCoreApplication>

#include <infiniband/verbs.h>
#include <net/if.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

namespace sparkwire::hw {

namespace {
struct DeviceListDeleter
{
    void operator()(ibv_device **list) const { ibv_free_device_list(list); }
};
using DeviceList = std::unique_ptr<ibv_device *[], DeviceListDeleter>;

struct ContextDeleter
{
    void operator()(ibv_context *context) const { ibv_close_device(context); }
};
using Context = std::unique_ptr<ibv_context, ContextDeleter>;

QString portStateName(ibv_port_state state)
{
    switch (state) {
    case IBV_PORT_DOWN:
        return QStringLiteral("DOWN");
    case IBV_PORT_INIT:
        return QStringLiteral("INIT");
    case IBV_PORT_ARMED:
        return QStringLiteral("ARMED");
    case IBV_PORT_ACTIVE:
        return QStringLiteral("ACTIVE");
    case IBV_PORT_ACTIVE_DEFER:
        return QStringLiteral("ACTIVE_DEFER");
    default:
        return QStringLiteral("NOP");
    }
}

QString gidTypeName(uint32_t type)
{
    switch (type) {
    case IBV_GID_TYPE_ROCE_V1:
        return QStringLiteral("RoCE v1");
    case IBV_GID_TYPE_ROCE_V2:
        return QStringLiteral("RoCE v2");
    default:
        return QStringLiteral("IB");
    }
}

DeviceList deviceList(int *count)
{
    errno = 0;
    return DeviceList(ibv_get_device_list(count));
}
} // namespace

VerbsRdmaSource::VerbsRdmaSource()
{
    int count = 0;
    DeviceList list = deviceList(&count);
    if (!list) {
        const int err = errno;
        m_error = QCoreApplication::translate("VerbsRdmaSource", "rdma-core lists no devices: %1")
                      .arg(QString::fromLocal8Bit(std::strerror(err ? err : ENODEV)));
        return;
    }
    for (int i = 0; i < count; ++i)
        m_devices.append(QString::fromLatin1(ibv_get_device_name(list[i])));
}

std::optional<RoceState> VerbsRdmaSource::portState(const QString &rdmaDevice) const
{
    if (!m_devices.contains(rdmaDevice))
        return std::nullopt;
    int count = 0;
    DeviceList list = deviceList(&count);
    if (!list)
        return std::nullopt;
    ibv_device *device = nullptr;
    for (int i = 0; i < count && !device; ++i)
        if (rdmaDevice == QLatin1String(ibv_get_device_name(list[i])))
            device = list[i];
    if (!device)
        return std::nullopt;
    Context context(ibv_open_device(device));
    if (!context)
        return std::nullopt;

    ibv_port_attr attr{};
    if (ibv_query_port(context.get(), 1, &attr) != 0)
        return std::nullopt;
    RoceState state;
    state.state = portStateName(attr.state);
    state.linkLayer = attr.link_layer == IBV_LINK_LAYER_ETHERNET ? QStringLiteral("Ethernet")
                                                                 : QStringLiteral("InfiniBand");
    state.physState =
        attr.phys_state == 5 ? QStringLiteral("LinkUp") : QString::number(attr.phys_state);
    state.activeMtu = 128 << attr.active_mtu; // IBV_MTU_256 = 1 ... IBV_MTU_4096 = 5

    std::vector<ibv_gid_entry> entries(size_t(attr.gid_tbl_len > 0 ? attr.gid_tbl_len : 1));
    const ssize_t n = ibv_query_gid_table(context.get(), entries.data(), entries.size(), 0);
    for (ssize_t i = 0; i < n; ++i) {
        const ibv_gid_entry &e = entries[size_t(i)];
        if (e.port_num != 1)
            continue;
        GidEntry entry;
        entry.index = int(e.gid_index);
        entry.gid = GidText::fromRaw(e.gid.raw);
        if (entry.gid.isEmpty())
            continue;
        entry.type = gidTypeName(e.gid_type);
        entry.ipv4 = GidText::mappedIpv4(entry.gid);
        char name[IF_NAMESIZE] = {};
        if (e.ndev_ifindex && if_indextoname(e.ndev_ifindex, name))
            entry.netdev = QString::fromLatin1(name);
        state.gids.append(entry);
    }
    return state;
}

} // namespace sparkwire::hw
