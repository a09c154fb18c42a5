#include "NetworkLinkTests.h"

#include "NcclEnvironment.h"

#include "hw/InventoryMonitor.h"
#include "peers/PeerSession.h"

#include <QJsonDocument>

namespace sparkwire::bench {

NetworkLinkTests::NetworkLinkTests(peers::PeerSession *session, hw::InventoryMonitor *inventory,
                                   QString helperProgram, std::function<Peer()> peer,
                                   QObject *parent)
    : LinkTests(parent)
    , m_session(session)
    , m_inventory(inventory)
    , m_peer(std::move(peer))
    , m_tcp(std::move(helperProgram))
{
    connect(m_session, &peers::PeerSession::testServersFailed, this, [this](const QString &why) {
        if (m_pending.isEmpty())
            return;
        m_pending.clear();
        Q_EMIT failed(why);
    });
    connect(m_session, &peers::PeerSession::testServersReady, this, [this](const QByteArray &text) {
        const QString kind = std::exchange(m_pending, QString());
        const QJsonArray servers = QJsonDocument::fromJson(text).array();
        if (kind == QLatin1String("tcp")) {
            const QList<TcpPath> paths = TcpLinkTest::match(m_inventory->inventory(), servers);
            if (paths.isEmpty())
                return Q_EMIT failed(tr("No twin of this Spark shares a subnet with the peer's "
                                        "test servers: apply the plan on both Sparks first."));
            m_tcp.start(paths, m_seconds);
        } else if (kind == QLatin1String("rdma")) {
            const QList<RdmaPath> paths = RdmaLinkTest::match(m_inventory->inventory(), servers);
            if (paths.isEmpty())
                return Q_EMIT failed(tr("No twin of this Spark with an RDMA device and a RoCE v2 "
                                        "GID shares a subnet with the peer's servers."));
            m_rdma.start(paths, m_seconds);
        }
    });
    connect(&m_tcp, &TcpLinkTest::progress, this,
            [this](int done, int total) { Q_EMIT progress(tr("TCP on every twin"), done, total); });
    connect(&m_tcp, &TcpLinkTest::finished, this, &LinkTests::tcpFinished);
    connect(&m_rdma, &RdmaLinkTest::live, this,
            [this](const QList<double> &, double sum, int done, int total) {
                Q_EMIT progress(tr("ib_write_bw on every twin: %1 Gb/s").arg(sum, 0, 'f', 1), done,
                                total);
            });
    connect(&m_rdma, &RdmaLinkTest::finished, this, &LinkTests::rdmaFinished);
    connect(&m_rdma, &RdmaLinkTest::failed, this, &LinkTests::failed);
    connect(&m_nccl, &NcclRunner::progress, this, [this](int done, int total, qint64) {
        Q_EMIT progress(tr("NCCL all_gather"), done, total);
        Q_EMIT ncclRow(m_nccl.result());
    });
    connect(&m_nccl, &NcclRunner::failed, this, &LinkTests::failed);
    connect(&m_nccl, &NcclRunner::finished, this,
            [this](const NcclResult &result, int exitCode, bool wasCancelled) {
                if (wasCancelled)
                    return Q_EMIT cancelled();
                if (exitCode != 0 && result.rows.isEmpty())
                    return Q_EMIT failed(result.error.isEmpty()
                                             ? tr("nccl-tests exited with status %1").arg(exitCode)
                                             : result.error);
                Q_EMIT ncclFinished(result);
            });
}

bool NetworkLinkTests::needPeer()
{
    if (!m_peer().target.address.isEmpty())
        return true;
    Q_EMIT failed(tr("No peer found yet: cable the other Spark and let it run Sparkwire."));
    return false;
}

void NetworkLinkTests::runTcp(int seconds)
{
    if (!needPeer())
        return;
    m_pending = QStringLiteral("tcp");
    m_seconds = seconds;
    Q_EMIT progress(tr("Asking %1 for test servers…").arg(m_peer().name), 0, seconds);
    m_session->requestTestServers(m_peer().target, m_pending, seconds);
}

void NetworkLinkTests::runRdma(int seconds)
{
    if (!needPeer())
        return;
    m_pending = QStringLiteral("rdma");
    m_seconds = seconds;
    Q_EMIT progress(tr("Asking %1 for ib_write_bw servers…").arg(m_peer().name), 0, seconds);
    m_session->requestTestServers(m_peer().target, m_pending, seconds);
}

void NetworkLinkTests::runNccl()
{
    NcclRunOptions o;
    const Peer peer = m_peer();
    if (!peer.name.isEmpty()) // over the passwordless SSH Sparkwire set up (its alias)
        o.hosts = {m_inventory->inventory().hostname, QStringLiteral("sparkwire-") + peer.name};
    const NcclEnvironment env =
        NcclEnvironment::compose(m_inventory->inventory(), NcclEnvironment::Topology::TwoNode,
                                 NcclEnvironment::GpuDirect::Safe);
    o.environment = env.variables;
    o.btlInterface = env.value(QStringLiteral("OMPI_MCA_btl_tcp_if_include"));
    Q_EMIT progress(tr("Starting nccl-tests…"), 0, NcclRunner::expectedRows(o));
    m_nccl.start(o);
}

void NetworkLinkTests::cancel()
{
    m_pending.clear();
    m_tcp.cancel();
    m_rdma.cancel();
    if (m_nccl.isRunning())
        return m_nccl.cancel(); // finished(cancelled) follows
    Q_EMIT cancelled();
}

} // namespace sparkwire::bench
