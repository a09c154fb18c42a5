#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

namespace sparkwire::exporter {

// The newest kept result of each link test, read from <state>/results where ResultKeeper
// writes them, for the exporter's sparkwire_link_test_* and sparkwire_nccl_test_* metrics.
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
    };
    struct Nccl
    {
        QString test;
        QDateTime keptAt;
        double bestBusbw = 0; // GB/s
        bool failed = false;
        int ranks = 0;
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

} // namespace sparkwire::exporter
