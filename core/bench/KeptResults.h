#pragma once

#include "RoceCounters.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace sparkwire::bench {

// The newest kept result of each link test, read from <state>/results where ResultKeeper
// writes them, for the exporter's sparkwire_link_test_* and sparkwire_nccl_test_* metrics and
// for the doctor (the largest NCCL message size, each twin's RDMA rate, the RoCE counters
// around an RDMA run).
// The files are local and written by Sparkwire, but read as untrusted all the same: at most
// 1 MiB each, names and numbers checked, anything else skipped. Each file is parsed once
// (kept files never change; a new run is a new file).
class KeptResults
{
public:
    struct Link
    {
        QString kind;   // "tcp" or "rdma"
        QString member; // the name the member was paired as
        QDateTime keptAt;
        QList<QPair<QString, double>> twins; // netdev or RDMA device, Gb/s
        QString file;                        // the JSON file's name in the results folder
        // RDMA: the RoCE hw_counters of each twin's device right before and right after the
        // run (empty in files kept before they were recorded).
        RoceCounters::Snapshot countersBefore;
        RoceCounters::Snapshot countersAfter;
    };
    struct Nccl
    {
        QString test;
        QDateTime keptAt;
        double bestBusbw = 0; // GB/s
        bool failed = false;
        int ranks = 0;
        // The largest message size (nccl-tests' -e): "max_bytes", or in files kept before it
        // was recorded the largest size in "rows"; nullopt when neither says.
        std::optional<qint64> maxBytes;
        QString file;
    };
    struct Newest
    {
        QList<Link> links; // one per (kind, member)
        QList<Nccl> nccl;  // one per test
    };

    explicit KeptResults(QString stateDir);
    Newest newest();

private:
    struct Parsed
    {
        bool ok = false;
        bool nccl = false;
        Link link;
        Nccl ncclResult;
    };
    static Parsed parse(const QByteArray &json);

    QString m_dir;
    QHash<QString, Parsed> m_cache; // file name -> what it holds
};

} // namespace sparkwire::bench
