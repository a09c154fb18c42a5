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
    QString bootstrapInterface; // "enp1s0f1np1:192.168.100.1"
    QString error;              // the fatal error, if any
    QStringList warnings;       // NCCL WARN lines
    QList<Diagnosis> diagnoses;

    // A run that failed whatever its numbers: a fatal error, or sockets instead of RDMA.
    bool isFailure() const { return !error.isEmpty() || transport == Transport::Socket; }

    static QString transportName(Transport t);
    QJsonObject toJson() const;
};

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::NcclResult)
