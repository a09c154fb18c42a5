// The RDMA-side checks of the catalogue: extra active HCAs, counters rising during a test, the
// per-twin preflight and GPUDirect support for the chosen mode.
#include "Doctor.h"

#include "bench/RoceCounters.h"
#include "bench/TwinBandwidth.h"
#include "hw/RdmaHwCounters.h"

#include <QCoreApplication>
#include <QMap>
#include <QRegularExpression>

namespace sparkwire::doctor::Doctor {

namespace {
DoctorCheck make(const char *id, DoctorCheck::Status status, const QStringList &evidence,
                 const QString &cause = QString(), const QString &fix = QString())
{
    return {QLatin1String(id), status, evidence.join(QStringLiteral("; ")), cause, fix};
}

QString address(const QString &cidr)
{
    return cidr.section(QLatin1Char('/'), 0, 0);
}

// NCCL_IB_HCA would let NCCL use `device`: unset, or a list naming it, or an exclusion that
// does not.
bool ncclMayUse(const DoctorInputs &in, const QString &device)
{
    const QString value = in.environment.value(QStringLiteral("NCCL_IB_HCA"));
    if (value.isEmpty())
        return true;
    const bool exclude = value.startsWith(QLatin1Char('^'));
    QString list = exclude ? value.mid(1) : value;
    if (list.startsWith(QLatin1Char('=')))
        list.remove(0, 1);
    bool named = false;
    for (const QString &part : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = part.section(QLatin1Char(':'), 0, 0).trimmed();
        // Without '=' NCCL matches by prefix.
        named =
            named || (value.contains(QLatin1Char('=')) ? name == device : device.startsWith(name));
    }
    return exclude ? !named : named;
}
} // namespace

DoctorCheck checkExtraHca(const DoctorInputs &in)
{
    QStringList evidence;
    bool bad = false;
    int active = 0;
    for (const hw::Cx7Port &p : in.inventory.ports) {
        if (p.rdmaDevice.isEmpty() || p.roce.state != QLatin1String("ACTIVE"))
            continue;
        ++active;
        QStringList gidAddresses;
        for (const hw::GidEntry &g : p.roce.gids)
            if (g.isRoceV2Ipv4())
                gidAddresses << g.ipv4;
        bool matches = false;
        for (const QString &cidr : p.link.ipv4)
            matches = matches || gidAddresses.contains(address(cidr));
        evidence << QStringLiteral("%1 ACTIVE, RoCE v2 IPv4 GIDs [%2], %3 %4")
                        .arg(p.rdmaDevice, gidAddresses.join(QLatin1Char(',')), p.netdev,
                             p.link.ipv4.isEmpty() ? QStringLiteral("no IPv4")
                                                   : p.link.ipv4.join(QLatin1Char(',')));
        if (!matches && ncclMayUse(in, p.rdmaDevice))
            bad = true;
    }
    if (active == 0)
        return make("extra-hca-gid", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no active RDMA device")});
    if (!bad)
        return make("extra-hca-gid", DoctorCheck::Status::Pass, evidence);
    return make(
        "extra-hca-gid", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "An RDMA device is active but has no RoCE v2 GID for a fabric address of "
                      "its netdev, and NCCL may use it: ranks pair GIDs that cannot reach each "
                      "other (QP timeouts, a hang at the first collective)."),
        QCoreApplication::translate(
            "Doctor", "Address that twin as the plan says (`sparkwirectl plan`, then `apply`), or "
                      "leave it out of NCCL_IB_HCA (`sparkwirectl nccl env` names only the "
                      "addressed twins)."));
}

DoctorCheck checkCountersRising(const DoctorInputs &in)
{
    // Retransmits and timeouts: any rise is a lost packet. Congestion notifications: a few per
    // second are normal under load, a storm means a lossy or congested path.
    const QStringList &loss = bench::RoceCounters::lossNames();
    const QStringList &cnps = hw::RdmaHwCounters::mlx5().cnps; // soft-RoCE has none
    constexpr qint64 kCnpStorm = 100000;
    if (in.countersBefore.isEmpty() || in.countersAfter.isEmpty())
        return make("roce-counters-steady", DoctorCheck::Status::Skip,
                    {in.countersSource.isEmpty()
                         ? QCoreApplication::translate(
                               "Doctor", "no two snapshots of the RoCE hw_counters: none taken "
                                         "now, and no RDMA link test kept in the last 24 hours")
                         : QCoreApplication::translate(
                               "Doctor", "%1 holds no snapshots of the RoCE hw_counters of this "
                                         "Spark's RDMA devices (kept before they were recorded)")
                               .arg(in.countersSource)});
    // Where the two snapshots come from: a kept RDMA test's start and end, or (no source) two
    // live reads.
    QStringList evidence;
    if (!in.countersSource.isEmpty())
        evidence << QCoreApplication::translate(
                        "Doctor",
                        "counters read right before the run started and right after it ended: %1")
                        .arg(in.countersSource);
    bool lost = false;
    bool storm = false;
    bool rose = false;
    for (auto dev = in.countersAfter.cbegin(); dev != in.countersAfter.cend(); ++dev) {
        const QHash<QString, qint64> before = in.countersBefore.value(dev.key());
        for (auto c = dev.value().cbegin(); c != dev.value().cend(); ++c) {
            if (!before.contains(c.key()))
                continue;
            const qint64 rise = c.value() - before.value(c.key());
            if (rise <= 0)
                continue;
            evidence << QStringLiteral("%1 %2 +%3").arg(dev.key(), c.key()).arg(rise);
            rose = true;
            lost = lost || loss.contains(c.key());
            storm = storm || (cnps.contains(c.key()) && rise > kCnpStorm);
        }
    }
    if (!lost && !storm) {
        if (!rose)
            evidence << QCoreApplication::translate("Doctor",
                                                    "no retransmit or timeout counter rose");
        return make("roce-counters-steady", DoctorCheck::Status::Pass, evidence);
    }
    return make(
        "roce-counters-steady", lost ? DoctorCheck::Status::Fail : DoctorCheck::Status::Warn,
        evidence,
        lost ? QCoreApplication::translate(
                   "Doctor", "RoCE retransmit or timeout counters rose during the test: packets "
                             "were lost (a bad cable, an MTU mismatch, or a switch without "
                             "lossless settings), and every loss stalls a queue pair.")
             : QCoreApplication::translate(
                   "Doctor", "Congestion notifications rose by the hundred thousand: the path is "
                             "congested or a switch marks too early."),
        QCoreApplication::translate(
            "Doctor", "Check the cable and the MTU on both ends (`sparkwirectl doctor --cluster`); "
                      "with a switch, enable PFC/ECN for RoCE on its ports."));
}

DoctorCheck checkTwinPreflight(const DoctorInputs &in)
{
    // Each twin is classified by the one classifier (bench::TwinBandwidth) that `rdma parse`,
    // the dashboard and Verify use, the twins of a physical port together (one nearly idle
    // while the other carries is a verdict of its own), with the PCIe link width sysfs knows.
    constexpr double kFailBelow = 50.0;
    if (in.twinGbps.isEmpty())
        return make("twin-rdma-preflight", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "no per-twin RDMA measurement younger than a day: it needs "
                                  "RDMA hardware (run the RDMA link test on the Sparks)")});
    QStringList evidence;
    QStringList causes;
    QStringList fixes;
    bool fail = false;
    bool warn = false;
    QMap<int, QList<const hw::Cx7Port *>> byPort;
    for (const hw::Cx7Port &p : in.inventory.ports)
        if (in.twinGbps.contains(p.rdmaDevice))
            byPort[p.port] << &p;
    for (const QList<const hw::Cx7Port *> &twins : std::as_const(byPort)) {
        QList<bench::TwinBandwidth::Twin> port;
        for (const hw::Cx7Port *p : twins)
            port << bench::TwinBandwidth::Twin{
                p->rdmaDevice, in.twinGbps.value(p->rdmaDevice),
                bench::TwinBandwidth::pcieWidth(in.sysfsRoot, p->rdmaDevice)};
        const QList<bench::TwinBandwidth::Classified> classified =
            bench::TwinBandwidth::classify(port);
        for (qsizetype i = 0; i < classified.size(); ++i) {
            const hw::Cx7Port &p = *twins.at(i);
            const bench::TwinBandwidth::Classified &c = classified.at(i);
            const QString source = in.twinGbpsSource.value(p.rdmaDevice);
            evidence << QStringLiteral("%1 reports %2, moved %3 Gb/s%4: %5")
                            .arg(p.rdmaDevice,
                                 p.roce.rate.isEmpty() ? QStringLiteral("?") : p.roce.rate)
                            .arg(c.twin.gbps, 0, 'f', 1)
                            .arg(source.isEmpty() ? QString() : QStringLiteral(" in the ") + source,
                                 bench::TwinBandwidth::verdictName(c.verdict));
            if (!c.diagnosis)
                continue;
            using V = bench::TwinBandwidth::Verdict;
            const bool hard = c.verdict == V::StaleInit || c.verdict == V::PcieNarrow ||
                              (c.verdict == V::Slow && c.twin.gbps < kFailBelow);
            fail = fail || hard;
            warn = true;
            causes << c.diagnosis->message;
            if (!fixes.contains(c.diagnosis->fix))
                fixes << c.diagnosis->fix;
        }
    }
    if (evidence.isEmpty())
        return make(
            "twin-rdma-preflight", DoctorCheck::Status::Skip,
            {QCoreApplication::translate("Doctor", "the measurement names no RDMA device here")});
    if (!warn)
        return make("twin-rdma-preflight", DoctorCheck::Status::Pass, evidence);
    return make("twin-rdma-preflight", fail ? DoctorCheck::Status::Fail : DoctorCheck::Status::Warn,
                evidence, causes.join(QLatin1Char(' ')), fixes.join(QLatin1Char(' ')));
}

DoctorCheck checkGpuDirect(const DoctorInputs &in)
{
    const QString level = in.environment.value(QStringLiteral("NCCL_NET_GDR_LEVEL"));
    const QString dmabuf = in.environment.value(QStringLiteral("NCCL_DMABUF_ENABLE"));
    const bool gdr = !level.isEmpty() && level != QLatin1String("0") &&
                     level.compare(QLatin1String("LOC"), Qt::CaseInsensitive) != 0;
    if (!gdr)
        return make("gpudirect-support", DoctorCheck::Status::Pass,
                    {QCoreApplication::translate("Doctor", "GPUDirect RDMA off (safe mode): "
                                                           "NCCL_NET_GDR_LEVEL=%1")
                         .arg(level.isEmpty() ? QStringLiteral("unset") : level)});
    const auto modules = in.procFile(QStringLiteral("modules"));
    if (!modules)
        return make("gpudirect-support", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no /proc/modules to read")});
    auto loaded = [&](const char *name) {
        static const QRegularExpression line(QStringLiteral("^(\\S+) "),
                                             QRegularExpression::MultilineOption);
        auto it = line.globalMatch(*modules);
        while (it.hasNext())
            if (it.next().captured(1) == QLatin1String(name))
                return true;
        return false;
    };
    QStringList evidence{QStringLiteral("NCCL_NET_GDR_LEVEL=%1").arg(level),
                         QStringLiteral("NCCL_DMABUF_ENABLE=%1")
                             .arg(dmabuf.isEmpty() ? QStringLiteral("unset") : dmabuf)};
    const bool nvidia = loaded("nvidia");
    const bool peermem = loaded("nvidia_peermem");
    evidence << QStringLiteral("nvidia %1, nvidia_peermem %2")
                    .arg(nvidia ? QStringLiteral("loaded") : QStringLiteral("not loaded"),
                         peermem ? QStringLiteral("loaded") : QStringLiteral("not loaded"));
    if (dmabuf == QLatin1String("1")) {
        const auto release = in.procFile(QStringLiteral("sys/kernel/osrelease"));
        const QStringList parts =
            release ? release->trimmed().split(QLatin1Char('.')) : QStringList();
        const bool kernelOk =
            parts.size() >= 2 &&
            (parts[0].toInt() > 5 || (parts[0].toInt() == 5 && parts[1].toInt() >= 12));
        if (release)
            evidence << QStringLiteral("kernel %1").arg(release->trimmed());
        if (nvidia && kernelOk)
            return make("gpudirect-support", DoctorCheck::Status::Pass, evidence);
        return make("gpudirect-support", DoctorCheck::Status::Fail, evidence,
                    QCoreApplication::translate(
                        "Doctor", "The dmabuf GPUDirect mode needs the NVIDIA driver loaded and a "
                                  "kernel with dma-buf RDMA support (5.12 or later): NCCL cannot "
                                  "register GPU memory and the run fails or falls back."),
                    QCoreApplication::translate(
                        "Doctor", "Load the NVIDIA driver (DGX OS does at boot), or use the safe "
                                  "mode: NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0."));
    }
    if (peermem)
        return make("gpudirect-support", DoctorCheck::Status::Pass, evidence);
    return make(
        "gpudirect-support", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "GPUDirect RDMA is asked for without dmabuf, which needs the nvidia_peermem "
                      "module; it is not loaded (on a DGX Spark it is not supported): NCCL fails "
                      "to register GPU memory."),
        QCoreApplication::translate(
            "Doctor", "Use the dmabuf mode (NCCL_NET_GDR_LEVEL=5 NCCL_DMABUF_ENABLE=1) or the "
                      "safe mode (NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0): `sparkwirectl nccl "
                      "env` prints either."));
}

} // namespace sparkwire::doctor::Doctor
