#include "Doctor.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace sparkwire::doctor::Doctor {

namespace {
DoctorCheck make(const char *id, DoctorCheck::Status status, const QStringList &evidence,
                 const QString &cause = QString(), const QString &fix = QString())
{
    return {QLatin1String(id), status, evidence.join(QStringLiteral("; ")), cause, fix};
}

DoctorCheck noPorts(const char *id)
{
    return make(id, DoctorCheck::Status::Skip,
                {QCoreApplication::translate("Doctor", "no CX-7 netdev is up or addressed")});
}

QString firstIpv4(const hw::Cx7Port &p)
{
    return p.link.ipv4.isEmpty() ? QString() : p.link.ipv4.first();
}
} // namespace

const QList<Entry> &catalogue()
{
    static const QList<Entry> entries = {
        {"mtu-9000", checkMtu},
        {"twins-both-up", checkBothTwins},
        {"twins-separate-subnets", checkTwinSubnets},
        {"roce-v2-ipv4-gid", checkRoceGid},
        {"extra-hca-gid", checkExtraHca},
        {"no-global-ipv6", checkIpv6Autoconf},
        {"link-speed-200g", checkLinkSpeed},
        {"carrier-stable", checkCarrier},
        {"pcie-gen5-x4", checkPcieLink},
        {"twin-rdma-preflight", checkTwinPreflight},
        {"roce-counters-steady", checkCountersRising},
        {"cma-total", checkCma},
        {"memlock-ulimit", checkMemlock},
        {"container-rdma", checkContainerRdma},
        {"gpudirect-support", checkGpuDirect},
        {"nccl-buffer-memory", checkNcclBufferMemory},
        {"nccl-ib-hca-both-twins", checkNcclIbHca},
        {"nccl-data-not-sockets", checkNcclSockets},
        {"nccl-socket-ifname", checkSocketIfname},
        {"vllm-host-ip", checkVllmHostIp},
        {"netplan-file-mode", checkNetplanMode},
        {"one-manager-per-netdev", checkOtherManagers},
        {"netplan-no-autoconf", checkNetplanAutoconf},
        {"other-tools", checkOtherTools},
        {"firewall-roce", checkFirewall},
    };
    return entries;
}

QList<DoctorCheck> runAll(const DoctorInputs &inputs)
{
    QList<DoctorCheck> out;
    for (const Entry &e : catalogue())
        out << e.run(inputs);
    return out;
}

DoctorCheck checkMtu(const DoctorInputs &in)
{
    const QList<hw::Cx7Port> ports = in.portsInUse();
    if (ports.isEmpty())
        return noPorts("mtu-9000");
    QStringList evidence;
    bool low = false;
    bool mismatch = false;
    for (const hw::Cx7Port &p : ports) {
        evidence << QStringLiteral("%1 mtu %2").arg(p.netdev).arg(p.link.mtu);
        low = low || p.link.mtu < 9000;
        for (const hw::Cx7Port &q : ports)
            mismatch = mismatch || (q.port == p.port && q.link.mtu != p.link.mtu);
    }
    if (!low && !mismatch)
        return make("mtu-9000", DoctorCheck::Status::Pass, evidence);
    return make(
        "mtu-9000", DoctorCheck::Status::Fail, evidence,
        low ? QCoreApplication::translate(
                  "Doctor", "A CX-7 netdev runs with an MTU under 9000 (1500 is the default): RoCE "
                            "then uses 1024-byte packets and loses bandwidth on every one.")
            : QCoreApplication::translate(
                  "Doctor", "The twins of a port have different MTUs; the peer must match too."),
        QCoreApplication::translate(
            "Doctor", "Set mtu: 9000 on every CX-7 netdev on every Spark (Sparkwire's plan does: "
                      "`sparkwirectl plan` then `apply`); check the path with `ping -M do -s 8972 "
                      "<peer fabric address>`."));
}

DoctorCheck checkBothTwins(const DoctorInputs &in)
{
    const QList<hw::Cx7Port> ports = in.portsInUse();
    if (ports.isEmpty())
        return noPorts("twins-both-up");
    QStringList evidence;
    bool bad = false;
    for (const hw::Cx7Port &used : ports) {
        if (used.half != 0)
            continue;
        for (const hw::Cx7Port &p : in.inventory.ports) {
            if (p.port != used.port)
                continue;
            const bool up = p.link.operstate == QLatin1String("up") && p.link.carrier;
            const bool addressed = !p.link.ipv4.isEmpty();
            evidence << QStringLiteral("%1 %2 %3")
                            .arg(p.netdev, up ? QStringLiteral("up") : QStringLiteral("down"),
                                 addressed ? firstIpv4(p) : QStringLiteral("no IPv4"));
            bad = bad || !up || !addressed;
        }
    }
    if (!bad)
        return make("twins-both-up", DoctorCheck::Status::Pass, evidence);
    return make(
        "twins-both-up", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "A cabled port has a twin that is down or has no IPv4 address: NCCL and RDMA "
                      "use one half of the port and top out near 100 Gb/s (the \"half bandwidth\" "
                      "report)."),
        QCoreApplication::translate(
            "Doctor", "Address both twins, each on its own subnet, with MTU 9000: `sparkwirectl "
                      "plan` then `sparkwirectl apply`."));
}

DoctorCheck checkTwinSubnets(const DoctorInputs &in)
{
    const QList<hw::Cx7Port> ports = in.portsInUse();
    QStringList evidence;
    bool shared = false;
    int compared = 0;
    for (const hw::Cx7Port &a : ports)
        for (const hw::Cx7Port &b : ports) {
            if (a.port != b.port || a.half >= b.half || a.link.ipv4.isEmpty() ||
                b.link.ipv4.isEmpty())
                continue;
            ++compared;
            const auto na = QHostAddress::parseSubnet(firstIpv4(a));
            const auto nb = QHostAddress::parseSubnet(firstIpv4(b));
            const bool same =
                na.second >= 0 && na.second == nb.second && QHostAddress(na.first).isInSubnet(nb);
            evidence << QStringLiteral("%1 %2, %3 %4")
                            .arg(a.netdev, firstIpv4(a), b.netdev, firstIpv4(b));
            shared = shared || same;
        }
    if (compared == 0)
        return make("twins-separate-subnets", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no port with both twins addressed")});
    if (!shared)
        return make("twins-separate-subnets", DoctorCheck::Status::Pass, evidence);
    return make(
        "twins-separate-subnets", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "Both twins of a port sit on one subnet: the kernel answers and routes "
                      "through one of them, so RoCE pairs the wrong GIDs and one twin idles."),
        QCoreApplication::translate(
            "Doctor", "Give each twin its own subnet (Sparkwire's plan does: e.g. 192.168.177.0/24 "
                      "and 192.168.178.0/24)."));
}

DoctorCheck checkRoceGid(const DoctorInputs &in)
{
    QStringList evidence;
    bool missing = false;
    bool wrongType = false;
    bool changed = false;
    int looked = 0;
    const QString exported = in.environment.value(QStringLiteral("NCCL_IB_GID_INDEX"));
    for (const hw::Cx7Port &p : in.portsInUse()) {
        if (p.rdmaDevice.isEmpty() || p.link.ipv4.isEmpty())
            continue;
        ++looked;
        if (!p.roce.v2Ipv4GidIndex) {
            // The address is in the table, but only as RoCE v1 (or IB): the wrong type.
            QStringList other;
            for (const hw::GidEntry &g : p.roce.gids)
                for (const QString &cidr : p.link.ipv4)
                    if (!g.ipv4.isEmpty() && g.ipv4 == cidr.section(QLatin1Char('/'), 0, 0))
                        other << QStringLiteral("%1 %2").arg(g.index).arg(g.type);
            if (other.isEmpty()) {
                evidence << QStringLiteral("%1: no RoCE v2 IPv4 GID").arg(p.rdmaDevice);
                missing = true;
            } else {
                evidence << QStringLiteral("%1: IPv4 GID only of type %2")
                                .arg(p.rdmaDevice, other.join(QStringLiteral(", ")));
                wrongType = true;
            }
            continue;
        }
        evidence << QStringLiteral("%1: RoCE v2 IPv4 GID index %2")
                        .arg(p.rdmaDevice)
                        .arg(*p.roce.v2Ipv4GidIndex);
        changed =
            changed || (!exported.isEmpty() && exported != QString::number(*p.roce.v2Ipv4GidIndex));
    }
    if (looked == 0)
        return make("roce-v2-ipv4-gid", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "no addressed CX-7 function with an RDMA device")});
    if (!exported.isEmpty())
        evidence << QStringLiteral("NCCL_IB_GID_INDEX=%1").arg(exported);
    if (wrongType && !missing)
        return make("roce-v2-ipv4-gid", DoctorCheck::Status::Fail, evidence,
                    QCoreApplication::translate(
                        "Doctor",
                        "An addressed twin's IPv4 GID exists only as RoCE v1: the RoCE mode of the "
                        "device was changed (cma_roce_mode), and NCCL and perftest need RoCE v2 "
                        "(routable, UDP 4791)."),
                    QCoreApplication::translate(
                        "Doctor", "Set the default RoCE mode back to v2 (`cma_roce_mode -d <dev> "
                                  "-p 1 -m 2`) or reboot, then check with `show_gids`."));
    if (missing)
        return make("roce-v2-ipv4-gid", DoctorCheck::Status::Fail, evidence,
                    QCoreApplication::translate(
                        "Doctor",
                        "An addressed twin has no RoCE v2 GID for its IPv4 address: RDMA cannot "
                        "reach the peer over IPv4 (QP timeouts)."),
                    QCoreApplication::translate(
                        "Doctor", "Check the twin's address and that the RDMA device belongs to it "
                                  "(`show_gids`); re-apply the plan."));
    if (changed)
        return make("roce-v2-ipv4-gid", DoctorCheck::Status::Fail, evidence,
                    QCoreApplication::translate(
                        "Doctor",
                        "The RoCE v2 IPv4 GID index changed since the environment was exported "
                        "(IPv6 addresses shift the table): NCCL would use a wrong GID."),
                    QCoreApplication::translate(
                        "Doctor",
                        "Export the environment again (`sparkwirectl nccl env`), or let NCCL pick "
                        "the GID by address (unset NCCL_IB_GID_INDEX, keep "
                        "NCCL_IB_ADDR_FAMILY=AF_INET)."));
    return make("roce-v2-ipv4-gid", DoctorCheck::Status::Pass, evidence);
}

DoctorCheck checkIpv6Autoconf(const DoctorInputs &in)
{
    const QList<hw::Cx7Port> ports = in.portsInUse();
    if (ports.isEmpty())
        return noPorts("no-global-ipv6");
    QStringList evidence;
    for (const hw::Cx7Port &p : ports)
        for (const QString &cidr : p.link.ipv6)
            if (!cidr.startsWith(QLatin1String("fe80:"), Qt::CaseInsensitive))
                evidence << QStringLiteral("%1 %2").arg(p.netdev, cidr);
    if (evidence.isEmpty())
        return make(
            "no-global-ipv6", DoctorCheck::Status::Pass,
            {QCoreApplication::translate("Doctor", "no global IPv6 address on a CX-7 netdev")});
    return make("no-global-ipv6", DoctorCheck::Status::Warn, evidence,
                QCoreApplication::translate(
                    "Doctor", "A CX-7 netdev has a global IPv6 address (SLAAC or DHCPv6 from "
                              "another manager or a router): each one adds GIDs and can move "
                              "the RoCE v2 IPv4 GID to another index."),
                QCoreApplication::translate(
                    "Doctor", "Turn off accept-ra and DHCPv6 on the CX-7 netdevs (Sparkwire's "
                              "plan does: apply it again), then export the NCCL environment "
                              "again."));
}

DoctorCheck checkLinkSpeed(const DoctorInputs &in)
{
    QStringList evidence;
    bool slow = false;
    for (const hw::Cx7Port &p : in.portsInUse()) {
        if (!p.link.carrier)
            continue;
        evidence << QStringLiteral("%1 %2 Mb/s").arg(p.netdev).arg(p.speedMbps);
        slow = slow || (p.speedMbps > 0 && p.speedMbps < 200000);
    }
    if (evidence.isEmpty())
        return make("link-speed-200g", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no CX-7 link is up")});
    if (!slow)
        return make("link-speed-200g", DoctorCheck::Status::Pass, evidence);
    return make(
        "link-speed-200g", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "A CX-7 link negotiated less than 200 Gb/s (a switch port or cable at "
                      "100G): the port carries half or less."),
        QCoreApplication::translate(
            "Doctor", "Use a 200G-capable cable and switch port; check with `ethtool <netdev>`."));
}

DoctorCheck checkCarrier(const DoctorInputs &in)
{
    constexpr int kFlapping = 20;
    QStringList evidence;
    bool flapping = false;
    for (const hw::Cx7Port &p : in.portsInUse()) {
        const auto text =
            in.sysfsFile(QStringLiteral("class/net/%1/carrier_changes").arg(p.netdev));
        bool ok = false;
        const int changes = text ? text->trimmed().toInt(&ok) : 0;
        if (!ok)
            continue;
        evidence << QStringLiteral("%1 carrier_changes %2").arg(p.netdev).arg(changes);
        flapping = flapping || changes > kFlapping;
    }
    if (evidence.isEmpty())
        return make("carrier-stable", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no carrier_changes to read")});
    if (!flapping)
        return make("carrier-stable", DoctorCheck::Status::Pass, evidence);
    return make(
        "carrier-stable", DoctorCheck::Status::Warn, evidence,
        QCoreApplication::translate(
            "Doctor",
            "A CX-7 link lost its carrier many times since boot: a loose or bad cable, or "
            "a flapping switch port."),
        QCoreApplication::translate(
            "Doctor", "Reseat or replace the cable; watch `ip -s link show <netdev>` while idle."));
}

} // namespace sparkwire::doctor::Doctor
