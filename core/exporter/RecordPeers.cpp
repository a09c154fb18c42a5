#include "RecordPeers.h"

#include "cluster/ClusterRecord.h"
#include "cluster/RecordAddresses.h"

#include <QFileInfo>

namespace sparkwire::exporter {

RecordPeers::RecordPeers(QString stateDir, std::function<QStringList()> localAddresses)
    : m_stateDir(std::move(stateDir))
    , m_localAddresses(std::move(localAddresses))
{}

const QHash<QPair<int, int>, QString> &RecordPeers::peers()
{
    if (m_stateDir.isEmpty())
        return m_peers;
    const QFileInfo file(cluster::ClusterRecord::path(m_stateDir));
    const QDateTime time = file.exists() ? file.lastModified() : QDateTime();
    const qint64 size = file.exists() ? file.size() : -1;
    const bool changed = time != m_recordTime || size != m_recordSize;
    const bool retry = m_peers.isEmpty() && size >= 0 &&
                       (!m_sinceTry.isValid() || m_sinceTry.elapsed() >= kRetryMs);
    if (changed || retry) {
        m_recordTime = time;
        m_recordSize = size;
        reload();
    }
    return m_peers;
}

void RecordPeers::reload()
{
    m_sinceTry.start();
    m_peers.clear();
    const Result<cluster::ClusterRecord> record = cluster::ClusterRecord::load(m_stateDir);
    if (!record)
        return;
    const std::optional<QString> self =
        cluster::RecordAddresses::memberWithAddress(*record, m_localAddresses());
    if (!self)
        return;
    for (const cluster::RecordAddresses::TwinPeer &p :
         cluster::RecordAddresses::twinPeers(*record, *self))
        m_peers.insert({p.port, p.half}, p.peerHostname);
}

} // namespace sparkwire::exporter
