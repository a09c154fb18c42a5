#pragma once

#include "Diagnosis.h"
#include "LinkTestKind.h"
#include "NcclResult.h"
#include "PerftestResult.h"
#include "RoceCounters.h"
#include "TcpResult.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::bench {

// One finished link test as it is kept in <state>/results: the JSON that ResultKeeper writes
// and that KeptResults (exporter, doctor), the config bundle and its report.html read back.
// The format is the one kept since the first release (tests/data/kept holds recorded files):
// TCP and RDMA carry "test", "member", "twins" and "verdicts"; NCCL is NcclResult's JSON (its
// verdicts are "diagnoses") with "best_busbw_gbs" and "max_bytes" added.
// fromJson() reads a file as untrusted: names and numbers are checked, and a file that is not
// a kept result gives nullopt.
struct KeptResult
{
    // The kept-results folder below the state dir; the bundle mirrors it under this name.
    static const QString &folderName();
    static QString folder(const QString &stateDir);

    struct Twin
    {
        QString name; // netdev (TCP) or RDMA device
        double gbps = 0;
        QJsonObject detail; // the rest of the twin's row, written back as it was
    };

    LinkTestKind kind = LinkTestKind::Tcp;
    QString member; // TCP and RDMA: the name the member was paired as
    QString test;   // NCCL: the nccl-tests binary
    QDateTime keptAt;
    bool simulated = false;
    QList<Twin> twins;         // TCP and RDMA, at most kMaxTwins read back
    QList<Diagnosis> verdicts; // what the run's verdicts said (NCCL: its diagnoses)
    // RDMA: the RoCE hw_counters of each twin's device right before and right after the run
    // (empty in files kept before they were recorded).
    RoceCounters::Snapshot countersBefore;
    RoceCounters::Snapshot countersAfter;
    // NCCL
    double bestBusbw = 0; // GB/s
    bool failed = false;
    int ranks = 0;
    // The largest message size (nccl-tests' -e): "max_bytes", or in files kept before it was
    // recorded the largest size in "rows"; nullopt when neither says.
    std::optional<qint64> maxBytes;
    QJsonObject ncclBody; // NcclResult::toJson(), the rows and what the run reported

    static constexpr int kMaxTwins = 8;
    static constexpr int kMaxVerdicts = 64;

    static KeptResult nccl(const NcclResult &result, const QDateTime &when, bool simulated);
    static KeptResult tcp(const QString &member, const QList<TcpTwinResult> &twins,
                          const QList<Diagnosis> &verdicts, const QDateTime &when, bool simulated);
    static KeptResult rdma(const QString &member, const QList<PerftestResult> &twins,
                           const QList<Diagnosis> &verdicts, const QDateTime &when, bool simulated);

    QJsonObject toJson() const;
    static std::optional<KeptResult> fromJson(const QJsonObject &json);
};

} // namespace sparkwire::bench
