#include "NcclVerdicts.h"

#include <QCoreApplication>

namespace sparkwire::bench::NcclVerdicts {

std::optional<double> busbwFloor(const NcclResult &r)
{
    if (r.test.startsWith(QLatin1String("all_gather")) && r.nodes == 2)
        return kTwoNodeAllGatherFloorGBps;
    return std::nullopt;
}

QList<Diagnosis> diagnose(const NcclResult &r)
{
    QList<Diagnosis> out;
    if (r.error.contains(QLatin1String("no socket interface found")))
        out << Diagnosis{
            QStringLiteral("nccl-bootstrap-no-interface"),
            QCoreApplication::translate("NcclVerdicts",
                                        "NCCL found no network interface to bootstrap over."),
            r.error,
            QCoreApplication::translate(
                "NcclVerdicts", "NCCL_SOCKET_IFNAME names no interface that is up with an IPv4 "
                                "address here. Set it to the fabric netdev Sparkwire configured "
                                "(e.g. enp1s0f1np1) on every node: `sparkwirectl nccl env`.")};
    else if (!r.error.isEmpty())
        out << Diagnosis{
            QStringLiteral("nccl-error"),
            QCoreApplication::translate("NcclVerdicts", "The NCCL test failed."), r.error,
            QCoreApplication::translate(
                "NcclVerdicts", "Read the error above; run again with NCCL_DEBUG=INFO for the "
                                "transport and interface NCCL chose.")};
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
