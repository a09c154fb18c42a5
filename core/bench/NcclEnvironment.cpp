#include "NcclEnvironment.h"

#include "hw/HostInventory.h"

#include <QCoreApplication>

namespace sparkwire::bench {

namespace {
bool inUse(const hw::Cx7Port &p)
{
    return p.link.carrier && (!p.link.ipv4.isEmpty() || p.roce.v2Ipv4GidIndex.has_value());
}

QString shellQuote(const QString &value)
{
    static const QString safe =
        QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,:/=");
    for (const QChar c : value)
        if (!safe.contains(c))
            return QLatin1Char('\'') +
                   QString(value).replace(QLatin1String("'"), QLatin1String("'\\''")) +
                   QLatin1Char('\'');
    return value;
}
} // namespace

NcclEnvironment NcclEnvironment::compose(const hw::HostInventory &inventory, Topology topology,
                                         GpuDirect gdr, int nodes)
{
    NcclEnvironment env;
    env.hostname = inventory.hostname;
    QList<const hw::Cx7Port *> used;
    for (const hw::Cx7Port &p : inventory.ports)
        if (inUse(p))
            used << &p;
    // Two nodes and switches use one physical port (both twins); a ring uses both ports.
    if (topology != Topology::Ring && !used.isEmpty()) {
        const int port = used.first()->port;
        used.erase(std::remove_if(used.begin(), used.end(),
                                  [port](const hw::Cx7Port *p) { return p->port != port; }),
                   used.end());
    }
    if (used.isEmpty()) {
        env.problems << QCoreApplication::translate(
            "NcclEnvironment", "No CX-7 netdev has a link and an address: apply the plan first "
                               "(the wizard, or `sparkwirectl apply`).");
        return env;
    }
    QStringList hcas;
    QList<int> gidIndexes;
    for (const hw::Cx7Port *p : used) {
        if (p->rdmaDevice.isEmpty())
            continue;
        hcas << p->rdmaDevice;
        if (p->roce.v2Ipv4GidIndex)
            gidIndexes << *p->roce.v2Ipv4GidIndex;
        else
            env.problems << QCoreApplication::translate(
                                "NcclEnvironment",
                                "%1 has no RoCE v2 IPv4 GID yet: give %2 its address, then ask "
                                "again.")
                                .arg(p->rdmaDevice, p->netdev);
    }
    if (topology == Topology::Ring && used.size() < 4)
        env.problems << QCoreApplication::translate(
                            "NcclEnvironment",
                            "A ring uses all four CX-7 netdevs; only %1 are up and addressed.")
                            .arg(used.size());
    std::sort(gidIndexes.begin(), gidIndexes.end());
    gidIndexes.erase(std::unique(gidIndexes.begin(), gidIndexes.end()), gidIndexes.end());
    if (gidIndexes.size() > 1)
        env.problems << QCoreApplication::translate(
                            "NcclEnvironment",
                            "The RoCE v2 IPv4 GID index differs between devices (%1); NCCL takes "
                            "one index for all. Re-apply the plan so the tables match.")
                            .arg([&] {
                                QStringList s;
                                for (int i : gidIndexes)
                                    s << QString::number(i);
                                return s.join(QStringLiteral(", "));
                            }());

    // Bootstrap: the fabric for two nodes and switches; the management LAN for a ring, where
    // no single fabric subnet reaches every node.
    QString bootstrap = used.first()->netdev;
    if (topology == Topology::Ring) {
        bootstrap.clear();
        for (const hw::WiredInterface &w : inventory.management)
            if (w.link.carrier && bootstrap.isEmpty())
                bootstrap = w.netdev;
        if (bootstrap.isEmpty())
            env.problems << QCoreApplication::translate(
                "NcclEnvironment", "A ring bootstraps over the management port, and none is up.");
    }
    auto set = [&env](const char *name, const QString &value) {
        env.variables.append({QLatin1String(name), value});
    };
    if (!bootstrap.isEmpty()) {
        for (const char *name : {"NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME", "TP_SOCKET_IFNAME",
                                 "UCX_NET_DEVICES", "OMPI_MCA_btl_tcp_if_include"})
            set(name, bootstrap);
    }
    set("NCCL_IB_HCA", hcas.join(QLatin1Char(',')));
    if (gidIndexes.size() == 1)
        set("NCCL_IB_GID_INDEX", QString::number(gidIndexes.first()));
    if (topology == Topology::Ring) {
        set("NCCL_IB_SUBNET_AWARE_ROUTING", QStringLiteral("1"));
        set("NCCL_IB_MERGE_NICS", QStringLiteral("0"));
        set("NCCL_NET_PLUGIN", QStringLiteral("none"));
        if (nodes >= 4)
            set("NCCL_ALGO", QStringLiteral("Ring"));
    }
    set("NCCL_NET_GDR_LEVEL", gdr == GpuDirect::Dmabuf ? QStringLiteral("5") : QStringLiteral("0"));
    set("NCCL_DMABUF_ENABLE", gdr == GpuDirect::Dmabuf ? QStringLiteral("1") : QStringLiteral("0"));
    return env;
}

QString NcclEnvironment::value(const QString &name) const
{
    for (const auto &[key, value] : variables)
        if (key == name)
            return value;
    return {};
}

QString NcclEnvironment::toShell() const
{
    QString text;
    for (const auto &[key, value] : variables)
        text += QStringLiteral("export %1=%2\n").arg(key, shellQuote(value));
    return text;
}

QString NcclEnvironment::containerFlags()
{
    return QStringLiteral("--device /dev/infiniband --ulimit memlock=-1 --cap-add IPC_LOCK --ipc "
                          "host --network host");
}

QString NcclEnvironment::toDocker() const
{
    QStringList parts{containerFlags()};
    for (const auto &[key, value] : variables)
        parts << QStringLiteral("-e %1=%2").arg(key, shellQuote(value));
    return parts.join(QLatin1Char(' ')) + QLatin1Char('\n');
}

} // namespace sparkwire::bench
