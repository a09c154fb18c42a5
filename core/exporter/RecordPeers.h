#pragma once

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>

namespace sparkwire::exporter {

// The member at the other end of each twin of this Spark, as the cluster record the person
// approved names it (<state>/cluster.json), for the exporter's `peer` label. The exporter has
// no node key and makes none: this Spark is the member whose planned addresses its netdevs
// have (RecordAddresses::memberWithAddress). No record, no match, or a switch star: no peers.
// Never a name a peer sent. Re-read when the record file changes, and while nothing matched at
// most every kRetryMs (the addresses may come after the exporter starts).
class RecordPeers
{
public:
    static constexpr qint64 kRetryMs = 30'000;

    // localAddresses: this Spark's IPv4 addresses (without prefix), asked on each refresh.
    RecordPeers(QString stateDir, std::function<QStringList()> localAddresses);

    // (QSFP port, twin half) -> the peer member's hostname; refreshed as said above.
    const QHash<QPair<int, int>, QString> &peers();

private:
    void reload();

    QString m_stateDir;
    std::function<QStringList()> m_localAddresses;
    QDateTime m_recordTime; // of the file last read (invalid: none)
    qint64 m_recordSize = -1;
    QElapsedTimer m_sinceTry;
    QHash<QPair<int, int>, QString> m_peers;
};

} // namespace sparkwire::exporter
