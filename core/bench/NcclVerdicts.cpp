#include "NcclVerdicts.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace sparkwire::bench::NcclVerdicts {

std::optional<double> busbwFloor(const NcclResult &r)
{
    if (r.test.startsWith(QLatin1String("all_gather")) && r.nodes == 2)
        return kTwoNodeAllGatherFloorGBps;
    return std::nullopt;
}

QString netdevState(const QString &sysfsRoot, const QString &name)
{
    QString netdev = name.startsWith(QLatin1Char('=')) ? name.mid(1) : name;
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,14}$"));
    if (sysfsRoot.isEmpty() || !plain.match(netdev).hasMatch())
        return {};
    const QString dir = sysfsRoot + QStringLiteral("/class/net/") + netdev;
    if (!QFileInfo::exists(dir))
        return QStringLiteral("missing");
    QFile state(dir + QStringLiteral("/operstate"));
    if (!state.open(QIODevice::ReadOnly))
        return QStringLiteral("down");
    const QByteArray s = state.read(32).trimmed();
    return s == "up" || s == "unknown" ? QStringLiteral("up") : QStringLiteral("down");
}

namespace {
void addOnceTrimmed(QStringList &list, const QString &item)
{
    const QString t = item.trimmed();
    if (!list.contains(t))
        list << t;
}

// The lines of the output that show a cause: the matching ones, else its last lines.
QString quote(const NcclResult &r, const QStringList &needles, int most = 4)
{
    QStringList picked;
    for (const QString &line : r.lastLines)
        for (const QString &n : needles)
            if (line.contains(n, Qt::CaseInsensitive) && !picked.contains(line)) {
                picked << line;
                break;
            }
    if (picked.isEmpty() && !r.error.isEmpty())
        picked << r.error;
    return picked.mid(0, most).join(QStringLiteral(" | "));
}

bool anyLineHas(const NcclResult &r, const QString &needle)
{
    if (r.error.contains(needle, Qt::CaseInsensitive))
        return true;
    for (const QString &line : r.lastLines + r.warnings)
        if (line.contains(needle, Qt::CaseInsensitive))
            return true;
    return false;
}

// Why the test never ran on every host: mpirun's (or ssh's) own words.
std::optional<Diagnosis> launchFailure(const NcclResult &r)
{
    if (anyLineHas(r, QStringLiteral("unable to launch the specified application")))
        return Diagnosis{
            QStringLiteral("nccl-launch-binary-missing"),
            QCoreApplication::translate(
                "NcclVerdicts",
                "mpirun could not start the test on a host: the nccl-tests binary is missing "
                "there or not executable."),
            quote(r, {QStringLiteral("Executable:"), QStringLiteral("Node:"),
                      QStringLiteral("unable to launch")}),
            QCoreApplication::translate(
                "NcclVerdicts", "Build nccl-tests with MPI=1 at the same path on every host (e.g. "
                                "~/nccl-tests/build), or give its full path with --test.")};
    if (anyLineHas(r, QStringLiteral("Host key verification failed")))
        return Diagnosis{
            QStringLiteral("nccl-launch-host-key"),
            QCoreApplication::translate(
                "NcclVerdicts", "mpirun could not start the test on a host: ssh does not know that "
                                "host's key and refused to connect."),
            quote(r, {QStringLiteral("Host key")}),
            QCoreApplication::translate(
                "NcclVerdicts", "Connect once by hand (`ssh <host> true`) and accept the key, or "
                                "run `sparkwirectl ssh-setup` for the paired peer.")};
    if (anyLineHas(r, QStringLiteral("ssh: connect to host")) ||
        anyLineHas(r, QStringLiteral("Permission denied (publickey")) ||
        anyLineHas(r, QStringLiteral("ORTE was unable to reliably start")))
        return Diagnosis{QStringLiteral("nccl-launch-ssh"),
                         QCoreApplication::translate(
                             "NcclVerdicts",
                             "mpirun could not start the test on a host: ssh to it was refused."),
                         quote(r, {QStringLiteral("ssh:"), QStringLiteral("Permission denied"),
                                   QStringLiteral("ORTE was unable")}),
                         QCoreApplication::translate(
                             "NcclVerdicts",
                             "Make sure sshd runs on every host and that this user logs in "
                             "without a password (`sparkwirectl ssh-setup`); test with "
                             "`ssh <host> true`.")};
    if (anyLineHas(r, QStringLiteral("specified to be included for out-of-band"))) {
        // OpenMPI names the value on its own line: "  Value given: enp1s0f1np1".
        QString netdev;
        static const QRegularExpression given(QStringLiteral("^\\s*Value given:\\s*(\\S+)"));
        for (const QString &line : r.lastLines)
            if (const auto m = given.match(line); m.hasMatch())
                netdev = m.captured(1).left(64);
        return Diagnosis{
            QStringLiteral("nccl-launch-oob-interface"),
            netdev.isEmpty()
                ? QCoreApplication::translate(
                      "NcclVerdicts",
                      "mpirun could not start: the netdev named for its out-of-band channel "
                      "(oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) does not exist on a "
                      "host.")
                : QCoreApplication::translate(
                      "NcclVerdicts",
                      "mpirun could not start: the netdev named for its out-of-band channel "
                      "(oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) is %1, and a host has "
                      "no netdev of that name.")
                      .arg(netdev),
            quote(r, {QStringLiteral("out-of-band"), QStringLiteral("Value given")}),
            QCoreApplication::translate(
                "NcclVerdicts",
                "Apply the plan on every host first (the fabric netdev must exist and be up), "
                "or set NCCL_SOCKET_IFNAME to a netdev that is up on every host; "
                "`sparkwirectl nccl env` prints the one this Spark uses.")};
    }
    if (anyLineHas(r, QStringLiteral("not enough slots available")))
        return Diagnosis{
            QStringLiteral("nccl-launch-slots"),
            QCoreApplication::translate(
                "NcclVerdicts", "mpirun could not place every rank: the hosts offer fewer slots "
                                "than ranks were asked for."),
            quote(r, {QStringLiteral("not enough slots")}),
            QCoreApplication::translate(
                "NcclVerdicts", "Name each host once in --hosts (one rank a host), or check that "
                                "the names resolve to different machines.")};
    if (r.testStarts > 1)
        return Diagnosis{
            QStringLiteral("nccl-launch-not-mpi"),
            QCoreApplication::translate(
                "NcclVerdicts", "Every process ran its own one-rank test: the nccl-tests binary "
                                "was built without MPI, so the ranks never met."),
            QCoreApplication::translate("NcclVerdicts",
                                        "%1 separate test headers, each with rank 0")
                .arg(r.testStarts),
            QCoreApplication::translate(
                "NcclVerdicts", "Rebuild nccl-tests with `make MPI=1 MPI_HOME=<dir>` on every "
                                "host.")};
    return std::nullopt;
}
} // namespace

QList<Diagnosis> diagnose(const NcclResult &r, const QString &sysfsRoot)
{
    QList<Diagnosis> out;
    const int sizesDone = int(r.rows.size());
    if (r.cancelled)
        out << Diagnosis{
            QStringLiteral("nccl-cancelled"),
            QCoreApplication::translate("NcclVerdicts", "The run was cancelled."),
            QCoreApplication::translate("NcclVerdicts", "stopped by the person after %n size(s)",
                                        nullptr, sizesDone),
            QCoreApplication::translate("NcclVerdicts",
                                        "Nothing to fix; run it again to get a whole result.")};
    if (const std::optional<Diagnosis> launch = launchFailure(r))
        out << *launch;
    bool explained = !out.isEmpty();
    if (anyLineHas(r, QStringLiteral("no socket interface found"))) {
        const QString state = netdevState(sysfsRoot, r.socketIfname);
        QString cause;
        if (r.socketIfname.isEmpty())
            cause = QCoreApplication::translate(
                "NcclVerdicts", "NCCL found no network interface to bootstrap over.");
        else if (state == QLatin1String("missing"))
            cause = QCoreApplication::translate(
                        "NcclVerdicts",
                        "NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and "
                        "there is no netdev %1 on this host.")
                        .arg(r.socketIfname);
        else if (state == QLatin1String("down"))
            cause = QCoreApplication::translate(
                        "NcclVerdicts",
                        "NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and "
                        "%1 is down on this host.")
                        .arg(r.socketIfname);
        else
            cause = QCoreApplication::translate(
                        "NcclVerdicts",
                        "NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1 "
                        "matches no interface that is up with an address on the host that "
                        "failed.")
                        .arg(r.socketIfname);
        out << Diagnosis{
            QStringLiteral("nccl-bootstrap-no-interface"), cause,
            quote(r, {QStringLiteral("no socket interface"), QStringLiteral("NCCL_SOCKET_IFNAME")}),
            QCoreApplication::translate(
                "NcclVerdicts",
                "Set NCCL_SOCKET_IFNAME to a netdev that is up with an IPv4 address on every "
                "node (the fabric netdev Sparkwire configured, e.g. enp1s0f1np1, or the "
                "management port: bootstrap over it is fine): `sparkwirectl nccl env`.")};
        explained = true;
    }
    if (r.versionsSeen.size() > 1 || anyLineHas(r, QStringLiteral("Mismatched NCCL version"))) {
        out << Diagnosis{
            QStringLiteral("nccl-version-differs"),
            QCoreApplication::translate(
                "NcclVerdicts", "The hosts run different NCCL versions; NCCL refuses to connect "
                                "them."),
            r.versionsSeen.size() > 1
                ? QStringLiteral("NCCL ") + r.versionsSeen.join(QStringLiteral(", "))
                : quote(r, {QStringLiteral("Mismatched NCCL version")}),
            QCoreApplication::translate(
                "NcclVerdicts", "Install the same NCCL on every host (`dpkg -l libnccl2`), or run "
                                "the same container image everywhere.")};
        explained = true;
    }
    if (anyLineHas(r, QStringLiteral("Duplicate GPU detected"))) {
        out << Diagnosis{
            QStringLiteral("nccl-duplicate-gpu"),
            QCoreApplication::translate(
                "NcclVerdicts", "Two ranks landed on the same GPU; NCCL refuses that (one GPU per "
                                "rank)."),
            quote(r, {QStringLiteral("Duplicate GPU detected")}),
            QCoreApplication::translate(
                "NcclVerdicts", "Run one rank per GPU: on Sparks one rank per node (one host per "
                                "Spark in --hosts, --gpus 1), and do not set CUDA_VISIBLE_DEVICES "
                                "or NCCL_TESTS_DEVICE to the same GPU for every rank.")};
        explained = true;
    }
    if (anyLineHas(r, QStringLiteral("out of memory"))) {
        const QString at =
            r.rows.isEmpty()
                ? QCoreApplication::translate("NcclVerdicts",
                                              "while allocating the buffers for the largest size")
                : QCoreApplication::translate("NcclVerdicts",
                                              "after %1 bytes, the last size that completed")
                      .arg(r.rows.last().size);
        out << Diagnosis{
            QStringLiteral("nccl-out-of-memory"),
            QCoreApplication::translate("NcclVerdicts", "The GPU ran out of memory %1.").arg(at),
            quote(r, {QStringLiteral("out of memory")}),
            QCoreApplication::translate(
                "NcclVerdicts", "Use a smaller --max (well under the memory the GPU has free; on a "
                                "Spark, unified memory is shared with the CPU).")};
        explained = true;
    }
    if (!explained && !r.warnings.isEmpty()) {
        QStringList distinct;
        for (const QString &w : r.warnings)
            addOnceTrimmed(distinct, w);
        out << Diagnosis{
            QStringLiteral("nccl-warn"),
            QCoreApplication::translate(
                "NcclVerdicts", "NCCL warned during the run; its words are quoted as evidence."),
            distinct.mid(0, 3).join(QStringLiteral(" | ")),
            QCoreApplication::translate(
                "NcclVerdicts", "Run again with NCCL_DEBUG=INFO; the lines before each warning say "
                                "what NCCL was doing.")};
        explained = true;
    }
    if (!explained && !r.error.isEmpty())
        out << Diagnosis{QStringLiteral("nccl-error"),
                         QCoreApplication::translate("NcclVerdicts", "The NCCL test failed."),
                         quote(r, {r.error}),
                         QCoreApplication::translate(
                             "NcclVerdicts",
                             "Read the last lines above; run again with NCCL_DEBUG=INFO for the "
                             "transport and interface NCCL chose.")};
    else if (!explained && !r.cancelled && r.exitStatus.value_or(0) != 0)
        out << Diagnosis{
            QStringLiteral("nccl-exit-status"),
            QCoreApplication::translate("NcclVerdicts", "The test exited with status %1.")
                .arg(*r.exitStatus),
            r.lastLines.isEmpty()
                ? QCoreApplication::translate("NcclVerdicts", "no output")
                : r.lastLines.mid(r.lastLines.size() - 3).join(QStringLiteral(" | ")),
            QCoreApplication::translate(
                "NcclVerdicts", "Read the last lines above and the full output in the run's "
                                "history folder.")};
    else if (!explained && !r.cancelled && r.exitStatus && r.rows.isEmpty() && !r.concluded)
        out << Diagnosis{QStringLiteral("nccl-no-result"),
                         QCoreApplication::translate(
                             "NcclVerdicts", "The test ended before its first message size."),
                         r.lastLines.isEmpty()
                             ? QCoreApplication::translate("NcclVerdicts", "no output")
                             : r.lastLines.mid(r.lastLines.size() - 3).join(QStringLiteral(" | ")),
                         QCoreApplication::translate(
                             "NcclVerdicts", "Read the full output in the run's history folder.")};
    if (r.transport == NcclResult::Transport::Socket) {
        QString evidence = QStringLiteral("via NET/Socket");
        if (r.ibMissing)
            evidence = QStringLiteral("NET/IB : No device found; ") + evidence;
        if (!r.configuredHca.isEmpty())
            evidence += QStringLiteral("; NCCL_IB_HCA=") + r.configuredHca;
        out << Diagnosis{
            QStringLiteral("nccl-socket-fallback"),
            QCoreApplication::translate(
                "NcclVerdicts", "NCCL carried the data over TCP sockets, not RDMA: this run fails "
                                "whatever its numbers (sockets top out at a few GB/s)."),
            evidence,
            QCoreApplication::translate(
                "NcclVerdicts", "Check that `ibv_devices` lists both twins' RDMA devices, that "
                                "NCCL_IB_HCA names them (e.g. rocep1s0f1,roceP2p1s0f1) and that "
                                "NCCL_IB_DISABLE is unset; in containers pass /dev/infiniband. "
                                "`sparkwirectl nccl env` prints a working environment.")};
    }
    if (r.transport == NcclResult::Transport::Ib && r.ibDevices.size() == 1)
        out << Diagnosis{
            QStringLiteral("nccl-one-twin"),
            QCoreApplication::translate(
                "NcclVerdicts", "NCCL used one RDMA device: one twin of the port sat idle, so the "
                                "link tops out near 100 Gb/s instead of ~190."),
            QStringLiteral("NET/IB : Using ") + r.ibDevices.first(),
            QCoreApplication::translate(
                "NcclVerdicts", "List both twins in NCCL_IB_HCA, e.g. rocep1s0f1,roceP2p1s0f1.")};
    if (const std::optional<double> floor = busbwFloor(r)) {
        double best = -1;
        qint64 atSize = 0;
        for (const NcclResult::Row &row : r.rows)
            if (row.size >= kLargeMessageBytes && row.bestBusbw() > best) {
                best = row.bestBusbw();
                atSize = row.size;
            }
        if (best >= 0 && best < *floor)
            out << Diagnosis{
                QStringLiteral("nccl-busbw-low"),
                QCoreApplication::translate(
                    "NcclVerdicts",
                    "all_gather bus bandwidth between the two Sparks stays under %1 GB/s at "
                    "large messages.")
                    .arg(*floor),
                QStringLiteral("best busbw %1 GB/s at %2 MiB")
                    .arg(best, 0, 'f', 2)
                    .arg(atSize / (1024 * 1024)),
                QCoreApplication::translate(
                    "NcclVerdicts",
                    "Use both twins (NCCL_IB_HCA), MTU 9000 on every CX-7 netdev, the resolved "
                    "RoCE v2 GID index, and the dmabuf GPUDirect mode where supported.")};
    }
    return out;
}

} // namespace sparkwire::bench::NcclVerdicts
