// The host and environment checks of the catalogue (the link checks are in Doctor.cpp).
#include "Doctor.h"

#include "netplan/OtherToolFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QRegularExpression>

namespace sparkwire::doctor::Doctor {

namespace {
DoctorCheck make(const char *id, DoctorCheck::Status status, const QStringList &evidence,
                 const QString &cause = QString(), const QString &fix = QString())
{
    return {QLatin1String(id), status, evidence.join(QStringLiteral("; ")), cause, fix};
}

// The RDMA devices of the twins that carry traffic.
QStringList rdmaDevicesInUse(const DoctorInputs &in)
{
    QStringList devices;
    for (const hw::Cx7Port &p : in.portsInUse())
        if (!p.rdmaDevice.isEmpty() && !p.link.ipv4.isEmpty())
            devices << p.rdmaDevice;
    return devices;
}

// NCCL_IB_HCA's device names: "rocep1s0f1,roceP2p1s0f1", "=dev:1,dev2", "^excluded".
QStringList hcaNames(const QString &value)
{
    QString v = value;
    if (v.startsWith(QLatin1Char('=')))
        v.remove(0, 1);
    QStringList names;
    for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
        names << part.section(QLatin1Char(':'), 0, 0).trimmed();
    return names;
}

QStringList yamlFiles(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
}
} // namespace

DoctorCheck checkPcieLink(const DoctorInputs &in)
{
    QStringList evidence;
    bool low = false;
    for (const hw::Cx7Port &p : in.portsInUse()) {
        const QString dir = in.pciDeviceDir(p.netdev);
        if (dir.isEmpty())
            continue;
        QFile speedFile(dir + QStringLiteral("/current_link_speed"));
        QFile widthFile(dir + QStringLiteral("/current_link_width"));
        if (!speedFile.open(QIODevice::ReadOnly) || !widthFile.open(QIODevice::ReadOnly))
            continue;
        const QString speed = QString::fromUtf8(speedFile.read(64)).trimmed();
        const int width = QString::fromUtf8(widthFile.read(16)).trimmed().toInt();
        const double gts = speed.section(QLatin1Char(' '), 0, 0).toDouble();
        evidence << QStringLiteral("%1 %2 x%3").arg(p.netdev, speed).arg(width);
        low = low || gts < 32.0 || width < 4;
    }
    if (evidence.isEmpty())
        return make("pcie-gen5-x4", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "no PCIe link speed to read for the CX-7 functions")});
    if (!low)
        return make("pcie-gen5-x4", DoctorCheck::Status::Pass, evidence);
    return make(
        "pcie-gen5-x4", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "A CX-7 function's PCIe link trained below Gen5 x4 (32 GT/s): it cannot feed "
                      "100 Gb/s per twin. Old firmware does this."),
        QCoreApplication::translate(
            "Doctor", "Update the DGX OS firmware (`sudo fwupdmgr update`), reboot, and check "
                      "`lspci -vv` LnkSta again."));
}

DoctorCheck checkCma(const DoctorInputs &in)
{
    const auto meminfo = in.procFile(QStringLiteral("meminfo"));
    static const QRegularExpression cma(QStringLiteral("^CmaTotal:\\s+(\\d+)\\s*kB"),
                                        QRegularExpression::MultilineOption);
    const auto m = meminfo ? cma.match(*meminfo) : QRegularExpressionMatch();
    if (!m.hasMatch())
        return make("cma-total", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no CmaTotal in meminfo")});
    const QStringList evidence{QStringLiteral("CmaTotal: %1 kB").arg(m.captured(1))};
    if (m.captured(1).toLongLong() > 0)
        return make("cma-total", DoctorCheck::Status::Pass, evidence);
    return make(
        "cma-total", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "The kernel has no contiguous memory area (CmaTotal: 0): registering GPU "
                      "memory for RDMA fails."),
        QCoreApplication::translate(
            "Doctor", "Boot with the DGX OS kernel command line (cma=...) that NVIDIA ships; "
                      "check `cat /proc/cmdline`."));
}

DoctorCheck checkMemlock(const DoctorInputs &in)
{
    const auto limits = in.procFile(QStringLiteral("self/limits"));
    static const QRegularExpression memlock(QStringLiteral("^Max locked memory\\s+(\\S+)"),
                                            QRegularExpression::MultilineOption);
    const auto m = limits ? memlock.match(*limits) : QRegularExpressionMatch();
    if (!m.hasMatch())
        return make("memlock-ulimit", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no locked-memory limit to read")});
    const QStringList evidence{QStringLiteral("Max locked memory %1").arg(m.captured(1))};
    if (m.captured(1) == QLatin1String("unlimited"))
        return make("memlock-ulimit", DoctorCheck::Status::Pass, evidence);
    return make(
        "memlock-ulimit", DoctorCheck::Status::Warn, evidence,
        QCoreApplication::translate(
            "Doctor", "The locked-memory limit is finite: RDMA memory registration fails once it "
                      "is reached (in containers too)."),
        QCoreApplication::translate(
            "Doctor", "Set `* - memlock unlimited` in /etc/security/limits.d/, or run containers "
                      "with `--ulimit memlock=-1 --device /dev/infiniband`."));
}

DoctorCheck checkNcclIbHca(const DoctorInputs &in)
{
    const QString value = in.environment.value(QStringLiteral("NCCL_IB_HCA"));
    if (value.isEmpty())
        return make("nccl-ib-hca-both-twins", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "NCCL_IB_HCA is not set here")});
    const QStringList devices = rdmaDevicesInUse(in);
    const QStringList named = hcaNames(value);
    QStringList left;
    for (const QString &d : devices)
        if (!value.startsWith(QLatin1Char('^')) && !named.contains(d))
            left << d;
    const QStringList evidence{
        QStringLiteral("NCCL_IB_HCA=%1").arg(value),
        QStringLiteral("twins in use: %1").arg(devices.join(QLatin1Char(',')))};
    if (left.isEmpty())
        return make("nccl-ib-hca-both-twins", DoctorCheck::Status::Pass, evidence);
    return make(
        "nccl-ib-hca-both-twins", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "NCCL_IB_HCA leaves out a twin that carries an address: NCCL uses one half "
                      "of the port (the \"half bandwidth\" report)."),
        QCoreApplication::translate(
            "Doctor", "Name both twins, e.g. NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1: `sparkwirectl "
                      "nccl env` prints the right value."));
}

DoctorCheck checkNcclSockets(const DoctorInputs &in)
{
    QStringList evidence;
    const QString disable = in.environment.value(QStringLiteral("NCCL_IB_DISABLE"));
    const QString net = in.environment.value(QStringLiteral("NCCL_NET"));
    if (disable == QLatin1String("1"))
        evidence << QStringLiteral("NCCL_IB_DISABLE=1");
    if (net.compare(QLatin1String("Socket"), Qt::CaseInsensitive) == 0)
        evidence << QStringLiteral("NCCL_NET=%1").arg(net);
    const QString hca = in.environment.value(QStringLiteral("NCCL_IB_HCA"));
    if (!hca.isEmpty() && !hca.startsWith(QLatin1Char('^'))) {
        bool anyExists = false;
        for (const QString &name : hcaNames(hca))
            for (const hw::Cx7Port &p : in.inventory.ports)
                anyExists = anyExists || p.rdmaDevice == name;
        if (!anyExists)
            evidence << QStringLiteral("NCCL_IB_HCA=%1 names no RDMA device here").arg(hca);
    }
    if (evidence.isEmpty())
        return make(
            "nccl-data-not-sockets", DoctorCheck::Status::Pass,
            {QCoreApplication::translate("Doctor", "nothing in the environment turns RDMA off")});
    return make(
        "nccl-data-not-sockets", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "The environment makes NCCL carry data over TCP sockets instead of RDMA: a "
                      "few GB/s instead of ~24."),
        QCoreApplication::translate(
            "Doctor", "Unset NCCL_IB_DISABLE and NCCL_NET, and name this Spark's RDMA devices in "
                      "NCCL_IB_HCA (`sparkwirectl nccl env`)."));
}

DoctorCheck checkSocketIfname(const DoctorInputs &in)
{
    const QString value = in.environment.value(QStringLiteral("NCCL_SOCKET_IFNAME"));
    if (value.isEmpty() || value.startsWith(QLatin1Char('^')) || value.contains(QLatin1Char(',')))
        return make("nccl-socket-ifname", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "NCCL_SOCKET_IFNAME is not set to one netdev here")});
    const QString name = value.startsWith(QLatin1Char('=')) ? value.mid(1) : value;
    const auto state = in.sysfsFile(QStringLiteral("class/net/%1/operstate").arg(name));
    const QStringList evidence{QStringLiteral("NCCL_SOCKET_IFNAME=%1").arg(value),
                               state ? QStringLiteral("%1 %2").arg(name, state->trimmed())
                                     : QStringLiteral("%1 missing").arg(name)};
    if (state &&
        (state->trimmed() == QLatin1String("up") || state->trimmed() == QLatin1String("unknown")))
        return make("nccl-socket-ifname", DoctorCheck::Status::Pass, evidence);
    return make(
        "nccl-socket-ifname", DoctorCheck::Status::Fail, evidence,
        state ? QCoreApplication::translate(
                    "Doctor", "NCCL_SOCKET_IFNAME names a netdev that is down here: NCCL's "
                              "bootstrap finds no interface and the run fails at once.")
              : QCoreApplication::translate(
                    "Doctor", "NCCL_SOCKET_IFNAME names a netdev that does not exist here: NCCL's "
                              "bootstrap finds no interface and the run fails at once."),
        QCoreApplication::translate(
            "Doctor", "Name a netdev that is up with an IPv4 address on every node (a fabric "
                      "twin, or the management port: bootstrap over it is fine)."));
}

DoctorCheck checkVllmHostIp(const DoctorInputs &in)
{
    const QString ip = in.environment.value(QStringLiteral("VLLM_HOST_IP"));
    if (ip.isEmpty())
        return make("vllm-host-ip", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "VLLM_HOST_IP is not set")});
    QStringList fabric;
    for (const hw::Cx7Port &p : in.inventory.ports)
        for (const QString &cidr : p.link.ipv4)
            fabric << cidr.section(QLatin1Char('/'), 0, 0);
    const QStringList evidence{
        QStringLiteral("VLLM_HOST_IP=%1").arg(ip),
        QStringLiteral("fabric addresses: %1").arg(fabric.join(QLatin1Char(',')))};
    if (fabric.contains(ip))
        return make("vllm-host-ip", DoctorCheck::Status::Pass, evidence);
    return make(
        "vllm-host-ip", DoctorCheck::Status::Warn, evidence,
        QCoreApplication::translate(
            "Doctor", "Ray/vLLM is pinned to an address that is not on the CX-7 fabric: its "
                      "traffic takes the management network."),
        QCoreApplication::translate(
            "Doctor", "Set VLLM_HOST_IP to this Spark's fabric address (the first twin's)."));
}

DoctorCheck checkNetplanMode(const DoctorInputs &in)
{
    const QString dir = in.rootDir + QStringLiteral("/etc/netplan");
    QStringList evidence;
    bool open = false;
    for (const QString &name : yamlFiles(dir)) {
        const QFileInfo info(dir + QLatin1Char('/') + name);
        const bool tooOpen =
            info.permissions() & (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther |
                                  QFile::WriteOther | QFile::ExeGroup | QFile::ExeOther);
        evidence << QStringLiteral("%1 %2").arg(name, tooOpen ? QStringLiteral("readable by others")
                                                              : QStringLiteral("0600"));
        open = open || tooOpen;
    }
    if (evidence.isEmpty())
        return make("netplan-file-mode", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no netplan file in etc/netplan")});
    if (!open)
        return make("netplan-file-mode", DoctorCheck::Status::Pass, evidence);
    return make("netplan-file-mode", DoctorCheck::Status::Warn, evidence,
                QCoreApplication::translate(
                    "Doctor",
                    "A netplan file is readable by other users: netplan warns \"Permissions too "
                    "open\" on every apply, and the file may hold Wi-Fi keys."),
                QCoreApplication::translate("Doctor", "sudo chmod 600 /etc/netplan/*.yaml"));
}

DoctorCheck checkOtherManagers(const DoctorInputs &in)
{
    const QSet<QString> netdevs = in.inventory.cx7Netdevs();
    if (netdevs.isEmpty())
        return make("one-manager-per-netdev", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no CX-7 netdev on this host")});
    QStringList evidence;
    auto look = [&](const QString &relDir, const QStringList &patterns, const QString &skip) {
        const QString dir = in.rootDir + QLatin1Char('/') + relDir;
        for (const QString &name : QDir(dir).entryList(patterns, QDir::Files, QDir::Name)) {
            if (relDir + QLatin1Char('/') + name == skip)
                continue;
            QFile f(dir + QLatin1Char('/') + name);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(f.read(256 * 1024));
            for (const QString &netdev : netdevs) {
                static const QRegularExpression word(QStringLiteral("[A-Za-z0-9_.-]+"));
                auto it = word.globalMatch(text);
                while (it.hasNext())
                    if (it.next().captured(0) == netdev) {
                        evidence << QStringLiteral("%1/%2 names %3").arg(relDir, name, netdev);
                        break;
                    }
            }
        }
    };
    look(QStringLiteral("etc/netplan"), {QStringLiteral("*.yaml")},
         QStringLiteral("etc/netplan/40-cx7.yaml"));
    look(QStringLiteral("etc/NetworkManager/system-connections"),
         {QStringLiteral("*.nmconnection")}, QString());
    look(QStringLiteral("etc/cloud/cloud.cfg.d"), {QStringLiteral("*.cfg")}, QString());
    evidence.sort();
    const bool anyConfig =
        QDir(in.rootDir + QStringLiteral("/etc/netplan")).exists() ||
        QDir(in.rootDir + QStringLiteral("/etc/NetworkManager/system-connections")).exists() ||
        QDir(in.rootDir + QStringLiteral("/etc/cloud/cloud.cfg.d")).exists();
    if (evidence.isEmpty() && !anyConfig)
        return make("one-manager-per-netdev", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "no netplan, NetworkManager or cloud-init files to read")});
    if (evidence.isEmpty())
        return make("one-manager-per-netdev", DoctorCheck::Status::Pass,
                    {QCoreApplication::translate(
                        "Doctor", "only Sparkwire's 40-cx7.yaml names a CX-7 netdev")});
    return make(
        "one-manager-per-netdev", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "Another netplan file, NetworkManager or cloud-init also configures a CX-7 "
                      "netdev: the settings fight (a later file wins, DHCP or SLAAC adds "
                      "addresses and shifts the GID table)."),
        QCoreApplication::translate(
            "Doctor", "Remove the CX-7 netdevs from the other file or connection (Sparkwire's "
                      "Review page offers to migrate them), then apply again."));
}

DoctorCheck checkOtherTools(const DoctorInputs &in)
{
    // Tools overwrite each other's CX-7 settings (#30): Sync, the playbook, spark-vllm-docker
    // and sparkrun each write their own file, and the one that sorts last wins. Named by file
    // name alone where the name is the tool's own; a 40-cx7.yaml only where its header says
    // whose it is (it is Sparkwire's name too, and unreadable to a person).
    const QList<netplan::OtherToolFile> files = netplan::OtherToolFiles::find(in.rootDir);
    if (files.isEmpty())
        return make(
            "other-tools", DoctorCheck::Status::Pass,
            {QCoreApplication::translate("Doctor", "no netplan file of NVIDIA Sync, the playbook, "
                                                   "spark-vllm-docker or sparkrun")});
    QStringList evidence;
    bool active = false;
    for (const netplan::OtherToolFile &f : files) {
        QStringList settings;
        for (auto it = f.addresses.cbegin(); it != f.addresses.cend(); ++it)
            settings << QStringLiteral("%1 %2").arg(it.key(), it.value().join(QLatin1Char(',')));
        evidence << QStringLiteral("%1: %2%3%4")
                        .arg(f.path, netplan::OtherToolFile::toolName(f.tool),
                             f.disabled ? QStringLiteral(" (renamed aside by Sync, not read)")
                                        : QString(),
                             settings.isEmpty()
                                 ? QString()
                                 : QStringLiteral(" (") + settings.join(QStringLiteral("; ")) +
                                       QLatin1Char(')'));
        active = active || !f.disabled;
    }
    return make(
        "other-tools", DoctorCheck::Status::Warn, evidence,
        active ? QCoreApplication::translate(
                     "Doctor", "Another tool's netplan file configures the CX-7 ports: whichever "
                               "file sorts last sets the addresses and MTU, and a later run of "
                               "that tool can move them again (ping and ib_write_bw still pass "
                               "while Ray or NCCL time out on the moved address).")
               : QCoreApplication::translate(
                     "Doctor", "NVIDIA Sync renamed netplan files aside: they no longer apply, "
                               "but say what was configured before."),
        QCoreApplication::translate(
            "Doctor", "Keep one tool in charge of the CX-7 ports: `sparkwirectl netplan "
                      "other-tools` shows each file's addresses (to adopt them in the plan), and "
                      "`sparkwirectl netplan other-tools --move-aside` moves the files aside "
                      "(kept in /var/lib/sparkwire/other-tools; `--restore` puts them back)."));
}

} // namespace sparkwire::doctor::Doctor
