#pragma once

#include "KeptResult.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace sparkwire::bench {

// The newest kept result of each link test, read from the kept-results folder where
// ResultKeeper writes them (KeptResult says the format), for the exporter's
// sparkwire_link_test_* and sparkwire_nccl_test_* metrics and for the doctor (the largest NCCL
// message size, each twin's RDMA rate, the RoCE counters around an RDMA run).
// The files are local and written by Sparkwire, but read as untrusted all the same: at most
// 1 MiB each, read by KeptResult::fromJson, anything else skipped. Each file is parsed once
// (kept files never change; a new run is a new file).
class KeptResults
{
public:
    struct Kept : KeptResult
    {
        QString file; // the JSON file's name in the results folder
    };
    struct Newest
    {
        QList<Kept> links; // one per (kind, member)
        QList<Kept> nccl;  // one per test
    };

    explicit KeptResults(const QString &stateDir);
    Newest newest();

private:
    QString m_dir;
    QHash<QString, std::optional<KeptResult>> m_cache; // file name -> what it holds
};

} // namespace sparkwire::bench
