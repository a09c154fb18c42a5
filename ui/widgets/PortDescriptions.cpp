#include "PortDescriptions.h"

#include <QStringList>

#include <algorithm>

using sparkwire::hw::Cx7Port;
using sparkwire::hw::HostInventory;

namespace {
constexpr int kFabricMtu = 9000;
}

QString PortDescriptions::halfLetter(int half)
{
    return half >= 0 && half < 26 ? QString(QChar(u'a' + half)) : QStringLiteral("?");
}

QString PortDescriptions::portName(int port)
{
    if (port == 0)
        return tr("Port 0 (next to the RJ45)");
    if (port == 1)
        return tr("Port 1 (outermost)");
    return tr("Port %1").arg(port);
}

QString PortDescriptions::linkText(const Cx7Port &port)
{
    if (!port.link.carrier)
        return tr("No link (no cable, or the peer is off)");
    if (port.speedMbps > 0)
        return tr("Up, %1 Gb/s reported").arg(port.speedMbps / 1000);
    return tr("Up");
}

QString PortDescriptions::roceText(const Cx7Port &port)
{
    if (port.rdmaDevice.isEmpty())
        return tr("No RDMA device");
    QString text = port.roce.state.isEmpty() ? tr("state unknown") : port.roce.state;
    if (port.roce.activeMtu)
        text += tr(", active MTU %1").arg(*port.roce.activeMtu);
    return text;
}

QString PortDescriptions::gidText(const Cx7Port &port)
{
    if (!port.roce.v2Ipv4GidIndex)
        return tr("none");
    for (const auto &gid : port.roce.gids)
        if (gid.index == *port.roce.v2Ipv4GidIndex)
            return tr("%1 (%2)").arg(gid.index).arg(gid.gid);
    return QString::number(*port.roce.v2Ipv4GidIndex);
}

QString PortDescriptions::addressesText(const QStringList &addresses)
{
    return addresses.isEmpty() ? tr("none") : addresses.join(QStringLiteral(", "));
}

QString PortDescriptions::tooltip(const Cx7Port &port)
{
    return tr("<b>%1</b> — %2, twin half %3<br>RDMA device: %4<br>PCI: %5<br>Link: %6<br>"
              "MTU: %7<br>IPv4: %8<br>RoCE v2 IPv4 GID index: %9")
        .arg(port.netdev.toHtmlEscaped(), portName(port.port), halfLetter(port.half),
             port.rdmaDevice.isEmpty() ? tr("none") : port.rdmaDevice.toHtmlEscaped(), port.pci,
             linkText(port), QString::number(port.link.mtu), addressesText(port.link.ipv4),
             port.roce.v2Ipv4GidIndex ? QString::number(*port.roce.v2Ipv4GidIndex) : tr("none"));
}

QString PortDescriptions::advice(const Cx7Port &port)
{
    QStringList lines;
    if (!port.link.carrier)
        return tr("Nothing is plugged into this port, or the Spark at the other end is off. "
                  "A two-Spark setup needs one cable, in the same port on both.");
    if (port.link.mtu != kFabricMtu)
        lines << tr("MTU is %1: RoCE then runs with 1024-byte frames and loses bandwidth. "
                    "The addressing plan sets MTU 9000 on both twins.")
                     .arg(port.link.mtu);
    if (port.link.ipv4.isEmpty())
        lines << tr("No IPv4 address yet, so there is no RoCE v2 IPv4 GID for NCCL to use. "
                    "The addressing plan gives each twin its own subnet.");
    else if (!port.roce.v2Ipv4GidIndex && !port.rdmaDevice.isEmpty())
        lines << tr("This twin has an IPv4 address but no RoCE v2 IPv4 GID: reload the mlx5 "
                    "driver or re-apply the network configuration.");
    if (port.roce.v2Ipv4GidIndex && *port.roce.v2Ipv4GidIndex != 3)
        lines << tr("The RoCE v2 IPv4 GID is at index %1, not 3: anything that pins "
                    "NCCL_IB_GID_INDEX=3 uses the wrong GID here. Sparkwire always uses the "
                    "resolved index.")
                     .arg(*port.roce.v2Ipv4GidIndex);
    const bool globalIpv6 =
        std::any_of(port.link.ipv6.cbegin(), port.link.ipv6.cend(),
                    [](const QString &a) { return !a.startsWith(QLatin1String("fe80")); });
    if (globalIpv6)
        lines << tr("IPv6 addresses beyond link-local (SLAAC) move GID indices around; the "
                    "addressing plan turns IPv6 off on the CX-7 ports.");
    return lines.join(QStringLiteral("\n\n"));
}

QString PortDescriptions::hostSummary(const HostInventory &inventory)
{
    QStringList lines;
    QList<int> ports;
    for (const Cx7Port &p : inventory.ports)
        if (!ports.contains(p.port))
            ports.append(p.port);
    for (int port : ports) {
        QStringList up;
        int halves = 0;
        for (const Cx7Port &p : inventory.ports) {
            if (p.port != port)
                continue;
            ++halves;
            if (p.link.carrier)
                up << p.netdev;
        }
        if (up.isEmpty())
            lines << tr("%1: no cable.").arg(portName(port));
        else if (up.size() == halves)
            lines << tr("%1: cable in, both twins up (%2).")
                         .arg(portName(port), up.join(QStringLiteral(", ")));
        else
            lines << tr("%1: only %2 is up — its twin has no link, so this port can carry at "
                        "most half its bandwidth.")
                         .arg(portName(port), up.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

QString PortDescriptions::managementSummary(const HostInventory &inventory)
{
    QStringList lines;
    for (const auto &wired : inventory.management) {
        const QString state =
            wired.link.carrier
                ? (wired.speedMbps > 0 ? tr("up, %1 Mb/s").arg(wired.speedMbps) : tr("up"))
                : tr("no link");
        lines << tr("Management port %1: %2, IPv4 %3.")
                     .arg(wired.netdev, state, addressesText(wired.link.ipv4));
    }
    if (lines.isEmpty())
        return {};
    lines << tr("Cluster traffic must not run here: NCCL quietly falling back to this port is "
                "the most common reason a Spark pair is slow.");
    return lines.join(QLatin1Char('\n'));
}
