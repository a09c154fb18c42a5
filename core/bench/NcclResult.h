#pragma once

#include "Diagnosis.h"

#include <QJsonObject>
#include <QMetaType>
#include <QStringList>

#include <optional>

namespace sparkwire::bench {

// What one nccl-tests run showed: its table, and from an NCCL_DEBUG=INFO log the transport that
// really carried the data, GPUDirect, the bootstrap interface and fatal errors.
struct NcclResult
{
    struct Bandwidth
    {
        double timeUs = 0;
        double algbw = 0;            // GB/s
        double busbw = 0;            // GB/s
        std::optional<qint64> wrong; // nullopt: not checked (N/A)
    };
    struct Row
    {
        qint64 size = 0;
        qint64 count = 0;
        QString type;
        QString redop;
        int root = -1;
        std::optional<Bandwidth> outOfPlace;
        Bandwidth inPlace;
        double bestBusbw() const
        {
            return qMax(inPlace.busbw, outOfPlace ? outOfPlace->busbw : 0.0);
        }
    };
    enum class Transport
    {
        Unknown,
        Ib,
        Socket,
        P2p,
        Shm
    };

    QString test;        // e.g. "all_reduce_perf"
    int ranks = 0;       // from the "Rank N" device lines
    int nodes = 0;       // nNodes from the log, else distinct hosts of the device lines
    QString ncclVersion; // "2.28.3"
    // nccl-tests' -e, from its "# nThread ... maxBytes N" header (kept by ResultKeeper, not in
    // toJson(), whose shape `nccl parse --json` keeps).
    std::optional<qint64> maxBytes;
    QList<Row> rows;
    std::optional<double> avgBusbw;
    std::optional<int> outOfBounds;
    bool concluded = false; // "Collective test concluded" seen
    Transport transport = Transport::Unknown;
    QStringList transportsSeen; // "NET/IB", "NET/Socket", "P2P", "SHM"
    QStringList ibDevices;      // from "NET/IB : Using [0]dev:1/RoCE ..."
    QString configuredHca;      // NCCL_IB_HCA as NCCL reported it
    bool ibMissing = false;     // "NET/IB : No device found"
    std::optional<bool> gdr;
    QString bootstrapInterface;    // "enp1s0f1np1:192.168.100.1"
    QString error;                 // the fatal error, if any
    QStringList warnings;          // NCCL WARN lines
    QString socketIfname;          // NCCL_SOCKET_IFNAME as NCCL reported it
    QStringList versionsSeen;      // every NCCL version a rank reported ("2.28.3", ...)
    int testStarts = 0;            // "Rank 0" device lines: more than one is one run per process
    QStringList lastLines;         // the output's last lines that are neither rows nor INFO
    std::optional<int> exitStatus; // the test's (or mpirun's), when it ran here
    bool cancelled = false;        // the person stopped it
    QList<Diagnosis> diagnoses;

    // A run that failed whatever its numbers: a fatal error, sockets instead of RDMA, a
    // non-zero exit status, a cancel, one test per process (ranks that never met), or a run
    // that ended before its first size.
    bool isFailure() const
    {
        return !error.isEmpty() || transport == Transport::Socket || cancelled || testStarts > 1 ||
               exitStatus.value_or(0) != 0 || (exitStatus && rows.isEmpty() && !concluded);
    }

    static QString transportName(Transport t);
    QJsonObject toJson() const;
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::NcclResult)
