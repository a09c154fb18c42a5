// The system checks of the catalogue: the firewall, containers, nccl-tests buffers against
// unified memory, and IPv4/IPv6 autoconfiguration of CX-7 netdevs in netplan.
#include "Doctor.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

namespace sparkwire::doctor::Doctor {

namespace {
DoctorCheck make(const char *id, DoctorCheck::Status status, const QStringList &evidence,
                 const QString &cause = QString(), const QString &fix = QString())
{
    return {QLatin1String(id), status, evidence.join(QStringLiteral("; ")), cause, fix};
}

bool hasWord(const QString &line, const QString &word)
{
    return QRegularExpression(QStringLiteral("(^|[^0-9A-Za-z_.-])%1($|[^0-9A-Za-z_.-])")
                                  .arg(QRegularExpression::escape(word)))
        .match(line)
        .hasMatch();
}

// What the firewall does to new packets for `port` (udp or tcp) coming in on a CX-7 netdev:
// dropped (a rule drops or rejects it, or the input policy drops and no rule accepts it), with
// the lines that say so.
struct Verdict
{
    bool dropped = false;
    QStringList lines;
};

Verdict firewallVerdict(const QString &ruleset, const QString &proto, quint16 port,
                        const QSet<QString> &netdevs)
{
    Verdict v;
    const QString portText = QString::number(port);
    bool inInput = false;
    bool policyDrop = false;
    bool accepted = false;
    QString policyLine;
    auto acceptsUs = [&](const QString &line) {
        if (hasWord(line, portText))
            return true;
        for (const QString &n : netdevs)
            if (hasWord(line, n) || line.contains(QLatin1Char('"') + n + QLatin1Char('"')))
                return !hasWord(line, QStringLiteral("dport")) &&
                       !line.contains(QLatin1String("--dport"));
        return false;
    };
    for (const QString &raw : ruleset.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        // nft: a base chain on the input hook, and its policy.
        if (line.startsWith(QLatin1String("chain ")))
            inInput = false;
        if (line.contains(QLatin1String("hook input"))) {
            inInput = true;
            if (line.contains(QLatin1String("policy drop"))) {
                policyDrop = true;
                policyLine = line;
            }
            continue;
        }
        // iptables-save: ":INPUT DROP [0:0]" and "-A INPUT ...".
        if (line.startsWith(QLatin1String(":INPUT DROP"))) {
            policyDrop = true;
            policyLine = line;
            continue;
        }
        const bool iptablesInput = line.startsWith(QLatin1String("-A INPUT "));
        if (!inInput && !iptablesInput)
            continue;
        const bool drops =
            hasWord(line, QStringLiteral("drop")) || hasWord(line, QStringLiteral("reject")) ||
            line.contains(QLatin1String("-j DROP")) || line.contains(QLatin1String("-j REJECT"));
        const bool accepts =
            hasWord(line, QStringLiteral("accept")) || line.contains(QLatin1String("-j ACCEPT"));
        const bool ourProto = hasWord(line, proto) || !line.contains(QLatin1String("dport"));
        if (drops && ourProto && hasWord(line, portText) && !accepted) {
            v.dropped = true;
            v.lines << line;
        }
        if (accepts && ourProto && acceptsUs(line))
            accepted = true;
    }
    if (policyDrop && !accepted && !v.dropped) {
        v.dropped = true;
        v.lines << policyLine;
    }
    return v;
}

bool yamlTrue(const YAML::Node &node)
{
    if (!node || !node.IsScalar())
        return false;
    const QString v = QString::fromStdString(node.Scalar()).toLower();
    return v == QLatin1String("true") || v == QLatin1String("yes") || v == QLatin1String("on") ||
           v == QLatin1String("y");
}
} // namespace

DoctorCheck checkFirewall(const DoctorInputs &in)
{
    if (in.firewallRuleset.trimmed().isEmpty())
        return make("firewall-roce", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "no firewall ruleset to read (nft and iptables-save gave "
                                  "nothing: not installed, no rules, or not run as root)")});
    const QSet<QString> netdevs = in.inventory.cx7Netdevs();
    const Verdict roce = firewallVerdict(in.firewallRuleset, QStringLiteral("udp"), 4791, netdevs);
    const Verdict agent =
        firewallVerdict(in.firewallRuleset, QStringLiteral("tcp"), in.agentPort, netdevs);
    if (!roce.dropped && !agent.dropped)
        return make("firewall-roce", DoctorCheck::Status::Pass,
                    {QCoreApplication::translate(
                         "Doctor", "no input rule drops UDP 4791 (RoCE v2) or TCP %1 (the agent)")
                         .arg(in.agentPort)});
    QStringList evidence;
    for (const QString &l : roce.lines)
        evidence << QStringLiteral("udp 4791: %1").arg(l.left(200));
    for (const QString &l : agent.lines)
        evidence << QStringLiteral("tcp %1: %2").arg(in.agentPort).arg(l.left(200));
    return make(
        "firewall-roce", DoctorCheck::Status::Fail, evidence,
        roce.dropped
            ? QCoreApplication::translate(
                  "Doctor", "The firewall drops RoCE v2 (UDP port 4791) on the fabric: RDMA "
                            "connections time out and NCCL falls back to sockets or hangs.")
            : QCoreApplication::translate(
                  "Doctor", "The firewall drops the Sparkwire agent's port: the seat cannot "
                            "reach this Spark for pairing, cluster changes or the doctor."),
        QCoreApplication::translate(
            "Doctor", "Accept the fabric on the CX-7 netdevs, e.g. `nft add rule inet filter "
                      "input iifname \"enp1s0f1np1\" accept` for each, or open udp 4791 and tcp "
                      "%1 (`ufw allow in on enp1s0f1np1`).")
            .arg(in.agentPort));
}

DoctorCheck checkContainerRdma(const DoctorInputs &in)
{
    const auto cgroup = in.procFile(QStringLiteral("1/cgroup"));
    static const QRegularExpression runtime(
        QStringLiteral("docker|containerd|kubepods|libpod|lxc"));
    const bool dockerenv = QFileInfo::exists(in.rootDir + QStringLiteral("/.dockerenv"));
    const bool podman = QFileInfo::exists(in.rootDir + QStringLiteral("/run/.containerenv"));
    const bool inCgroup = cgroup && runtime.match(*cgroup).hasMatch();
    if (!dockerenv && !podman && !inCgroup)
        return make("container-rdma", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "not running in a container")});
    QStringList evidence{dockerenv ? QStringLiteral("/.dockerenv")
                         : podman  ? QStringLiteral("/run/.containerenv")
                                   : QStringLiteral("/proc/1/cgroup names a container runtime")};
    const QStringList uverbs =
        QDir(in.rootDir + QStringLiteral("/dev/infiniband"))
            .entryList({QStringLiteral("uverbs*")}, QDir::System | QDir::Files);
    evidence << (uverbs.isEmpty()
                     ? QStringLiteral("/dev/infiniband: no uverbs device")
                     : QStringLiteral("/dev/infiniband: %1").arg(uverbs.join(QLatin1Char(','))));
    const auto limits = in.procFile(QStringLiteral("self/limits"));
    static const QRegularExpression memlock(QStringLiteral("^Max locked memory\\s+(\\S+)"),
                                            QRegularExpression::MultilineOption);
    const auto m = limits ? memlock.match(*limits) : QRegularExpressionMatch();
    const bool unlimited = m.hasMatch() && m.captured(1) == QLatin1String("unlimited");
    if (m.hasMatch())
        evidence << QStringLiteral("Max locked memory %1").arg(m.captured(1));
    if (!uverbs.isEmpty() && unlimited)
        return make("container-rdma", DoctorCheck::Status::Pass, evidence);
    return make(
        "container-rdma", DoctorCheck::Status::Fail, evidence,
        uverbs.isEmpty()
            ? QCoreApplication::translate(
                  "Doctor", "This container has no RDMA devices (/dev/infiniband): NCCL finds no "
                            "IB device and carries data over sockets.")
            : QCoreApplication::translate(
                  "Doctor", "This container's locked-memory limit is finite: RDMA memory "
                            "registration fails once it is reached."),
        QCoreApplication::translate(
            "Doctor", "Start the container with `--device /dev/infiniband --ulimit memlock=-1 "
                      "--network host` (and `--ipc host` for NCCL)."));
}

DoctorCheck checkNcclBufferMemory(const DoctorInputs &in)
{
    if (!in.ncclTestMaxBytes)
        return make("nccl-buffer-memory", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "no nccl-tests message size to compare: no NCCL test result "
                                  "is kept yet")});
    // Only a Spark shares its memory with the GPU; elsewhere the buffers live in GPU memory.
    if (in.inventory.ports.isEmpty())
        return make("nccl-buffer-memory", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate(
                        "Doctor", "no CX-7 here: not a Spark, the GPU has memory of its own")});
    const auto meminfo = in.procFile(QStringLiteral("meminfo"));
    static const QRegularExpression total(QStringLiteral("^MemTotal:\\s+(\\d+)\\s*kB"),
                                          QRegularExpression::MultilineOption);
    const auto m = meminfo ? total.match(*meminfo) : QRegularExpressionMatch();
    if (!m.hasMatch())
        return make("nccl-buffer-memory", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no MemTotal in meminfo")});
    // nccl-tests allocates a send, a receive and (checking results, the default) an expected
    // buffer of the largest size per GPU, in the unified memory the system shares.
    const qint64 memTotal = m.captured(1).toLongLong() * 1024;
    const qint64 needed = 3 * *in.ncclTestMaxBytes;
    QStringList evidence{QStringLiteral("-e %1 MiB: about %2 MiB of buffers")
                             .arg(*in.ncclTestMaxBytes / (1024 * 1024))
                             .arg(needed / (1024 * 1024)),
                         QStringLiteral("MemTotal %1 MiB").arg(memTotal / (1024 * 1024))};
    if (!in.ncclTestSource.isEmpty())
        evidence.prepend(in.ncclTestSource);
    if (needed * 6 <= memTotal)
        return make("nccl-buffer-memory", DoctorCheck::Status::Pass, evidence);
    return make(
        "nccl-buffer-memory",
        needed * 3 > memTotal ? DoctorCheck::Status::Fail : DoctorCheck::Status::Warn, evidence,
        QCoreApplication::translate(
            "Doctor", "The nccl-tests buffers take a large share of the unified memory that the "
                      "GPU shares with the system: the run fails with out-of-memory at the "
                      "largest sizes, or the system swaps and the results mean nothing."),
        QCoreApplication::translate(
            "Doctor", "Use a smaller largest size (-e 4G is plenty to reach full bandwidth)."));
}

DoctorCheck checkNetplanAutoconf(const DoctorInputs &in)
{
    const QSet<QString> netdevs = in.inventory.cx7Netdevs();
    if (netdevs.isEmpty())
        return make("netplan-no-autoconf", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no CX-7 netdev on this host")});
    // netplan's order: by file name across lib, etc and run; for one name run wins over etc
    // over lib; a later file's key overrides an earlier one's.
    QMap<QString, QString> files;
    for (const char *dir : {"lib/netplan", "etc/netplan", "run/netplan"})
        for (const QString &name : QDir(in.rootDir + QLatin1Char('/') + QLatin1String(dir))
                                       .entryList({QStringLiteral("*.yaml")}, QDir::Files))
            files.insert(name, QLatin1String(dir) + QLatin1Char('/') + name);
    if (files.isEmpty())
        return make("netplan-no-autoconf", DoctorCheck::Status::Skip,
                    {QCoreApplication::translate("Doctor", "no netplan file to read")});
    QMap<QString, QString> where; // "netdev key" -> "file: netdev key: value"
    QMap<QString, bool> on;
    for (const QString &relative : std::as_const(files)) {
        QFile f(in.rootDir + QLatin1Char('/') + relative);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        YAML::Node doc;
        try {
            doc = YAML::Load(f.read(256 * 1024).toStdString());
        } catch (const YAML::Exception &) {
            continue; // netplan's own parser reports it (the Review page, `netplan generate`)
        }
        if (!doc.IsMap() || !doc["network"].IsMap() || !doc["network"]["ethernets"].IsMap())
            continue;
        for (const auto &entry : doc["network"]["ethernets"]) {
            const QString netdev = QString::fromStdString(entry.first.as<std::string>(""));
            if (!netdevs.contains(netdev) || !entry.second.IsMap())
                continue;
            for (const char *key : {"dhcp4", "dhcp6", "accept-ra"}) {
                const YAML::Node value = entry.second[key];
                if (!value)
                    continue;
                const QString k = netdev + QLatin1Char(' ') + QLatin1String(key);
                on[k] = yamlTrue(value);
                where[k] =
                    QStringLiteral("%1: %2 %3: %4")
                        .arg(relative, netdev, QLatin1String(key),
                             QString::fromStdString(value.IsScalar() ? value.Scalar() : "?"));
            }
        }
    }
    QStringList evidence;
    bool bad = false;
    for (auto it = on.cbegin(); it != on.cend(); ++it) {
        evidence << where.value(it.key());
        bad = bad || it.value();
    }
    if (evidence.isEmpty())
        return make("netplan-no-autoconf", DoctorCheck::Status::Pass,
                    {QCoreApplication::translate(
                        "Doctor", "no netplan file turns on DHCP or router advertisements for a "
                                  "CX-7 netdev")});
    if (!bad)
        return make("netplan-no-autoconf", DoctorCheck::Status::Pass, evidence);
    return make(
        "netplan-no-autoconf", DoctorCheck::Status::Fail, evidence,
        QCoreApplication::translate(
            "Doctor", "netplan turns on DHCP or IPv6 router advertisements (SLAAC) for a CX-7 "
                      "netdev: it gets addresses besides the plan's, the GID table grows and the "
                      "RoCE v2 IPv4 GID moves to another index."),
        QCoreApplication::translate(
            "Doctor", "Set dhcp4: no, dhcp6: no and accept-ra: no for the CX-7 netdevs (remove "
                      "them from the other file: Sparkwire's Review page offers it), then apply "
                      "the plan again."));
}

} // namespace sparkwire::doctor::Doctor
