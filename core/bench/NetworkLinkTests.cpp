#include "NetworkLinkTests.h"

#include "NcclEnvironment.h"

#include "hw/InventoryMonitor.h"

namespace sparkwire::bench {

NetworkLinkTests::NetworkLinkTests(peers::PeerSession *session, hw::InventoryMonitor *inventory,
                                   QString helperProgram, std::function<QList<Member>()> members,
                                   QObject *parent)
    : LinkTests(parent)
    , m_session(session)
    , m_inventory(inventory)
    , m_memberSource(std::move(members))
    , m_tcp(std::move(helperProgram))
{
    connect(m_session, &peers::PeerSession::testServersFailed, this, [this](const Error &why) {
        if (std::exchange(m_asking, false))
            stopSequence(why);
    });
    connect(m_session, &peers::PeerSession::testServersReady, this, [this](const QByteArray &text) {
        if (!std::exchange(m_asking, false))
            return;
        const Result<QList<TwinPath>> paths =
            matchTestServers(m_kind, m_inventory->inventory(), text, m_current);
        if (!paths)
            return stopSequence(paths.error());
        if (m_kind == LinkTestKind::Tcp)
            m_tcp.start(*paths, m_seconds);
        else {
            m_rdma.setSysfsRoot(m_inventory->sysfs().root());
            m_rdma.start(*paths, m_seconds);
        }
    });
    connect(&m_tcp, &TcpLinkTest::progress, this, [this](int done, int total) {
        Q_EMIT progress(tr("TCP on every twin to %1").arg(m_current), done, total);
    });
    connect(&m_tcp, &TcpLinkTest::finished, this,
            [this](const QList<TcpTwinResult> &twins, const QList<Diagnosis> &verdicts) {
                Q_EMIT tcpFinished(m_current, twins, verdicts);
                nextMember();
            });
    connect(
        &m_rdma, &RdmaLinkTest::live, this,
        [this](const QList<double> &, double sum, int done, int total) {
            Q_EMIT progress(
                tr("ib_write_bw on every twin to %1: %2 Gb/s").arg(m_current).arg(sum, 0, 'f', 1),
                done, total);
        });
    connect(&m_rdma, &RdmaLinkTest::finished, this,
            [this](const QList<PerftestResult> &twins, const QList<Diagnosis> &verdicts) {
                Q_EMIT rdmaFinished(m_current, twins, verdicts);
                nextMember();
            });
    connect(&m_rdma, &RdmaLinkTest::failed, this, &NetworkLinkTests::stopSequence);
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
                    return Q_EMIT failed(
                        makeError(ErrorCode::ToolFailed,
                                  result.error.isEmpty()
                                      ? tr("nccl-tests exited with status %1").arg(exitCode)
                                      : result.error));
                NcclResult withWarning = result;
                if (m_ncclWarning)
                    withWarning.diagnoses.prepend(*m_ncclWarning);
                Q_EMIT ncclFinished(withWarning);
                Q_EMIT testFinished(LinkTestKind::Nccl);
            });
    refreshMembers();
}

void NetworkLinkTests::refreshMembers()
{
    m_known = m_memberSource();
    QStringList names;
    for (const Member &m : std::as_const(m_known))
        names << m.name;
    setMembers(names);
}

void NetworkLinkTests::runTcp(int seconds)
{
    runAgainstEach(LinkTestKind::Tcp, seconds);
}

void NetworkLinkTests::runRdma(int seconds)
{
    runAgainstEach(LinkTestKind::Rdma, seconds);
}

void NetworkLinkTests::runAgainstEach(LinkTestKind kind, int seconds)
{
    refreshMembers();
    if (targets().isEmpty())
        return Q_EMIT failed(makeError(
            ErrorCode::NotFound,
            tr("No paired member found yet: cable the other Spark and let it run Sparkwire.")));
    m_kind = kind;
    m_seconds = seconds;
    m_queue = targets();
    nextMember();
}

void NetworkLinkTests::nextMember()
{
    if (m_queue.isEmpty())
        return Q_EMIT testFinished(m_kind);
    m_current = m_queue.takeFirst();
    const auto member = std::find_if(m_known.cbegin(), m_known.cend(),
                                     [this](const Member &m) { return m.name == m_current; });
    if (member == m_known.cend() || member->target.address.isEmpty())
        return stopSequence(
            makeError(ErrorCode::Unavailable, tr("%1 is not on the cables now.").arg(m_current)));
    m_asking = true;
    Q_EMIT progress(m_kind == LinkTestKind::Tcp
                        ? tr("Asking %1 for test servers…").arg(m_current)
                        : tr("Asking %1 for ib_write_bw servers…").arg(m_current),
                    0, m_seconds);
    m_session->requestTestServers(member->target, linkTestKindName(m_kind), m_seconds);
}

void NetworkLinkTests::stopSequence(const Error &why)
{
    m_queue.clear();
    m_asking = false;
    Q_EMIT failed(why);
}

Result<NcclRunOptions> NetworkLinkTests::ncclOptions() const
{
    const hw::HostInventory &inventory = m_inventory->inventory();
    const QStringList members = targets();
    // This Spark and every target: a ring of four or more runs NCCL_ALGO=Ring.
    const NcclEnvironment env =
        NcclEnvironment::compose(inventory, topology(), gpuDirect(), int(members.size()) + 1);
    // Across Sparks a wrong environment means the wrong transport; alone, nothing crosses a
    // cable (like `sparkwirectl nccl run`, which only warns).
    if (!env.problems.isEmpty() && !members.isEmpty())
        return makeError(ErrorCode::InvalidInput, env.problems.join(QLatin1Char(' ')));
    NcclRunOptions o;
    if (!members.isEmpty()) { // over the passwordless SSH Sparkwire set up (its aliases)
        o.hosts = {inventory.hostname};
        for (const QString &name : members)
            o.hosts << QStringLiteral("sparkwire-") + name;
    }
    o.environment = env.variables;
    o.btlInterface = env.value(QStringLiteral("OMPI_MCA_btl_tcp_if_include"));
    o.historyDir = m_ncclHistoryDir;
    return o;
}

void NetworkLinkTests::runNccl()
{
    refreshMembers();
    const Result<NcclRunOptions> options = ncclOptions();
    if (!options)
        return Q_EMIT failed(options.error());
    m_ncclWarning.reset();
    if (m_ncclPreflight) {
        const Result<std::optional<Diagnosis>> checked = m_ncclPreflight(*options);
        if (!checked)
            return Q_EMIT failed(checked.error());
        m_ncclWarning = *checked;
    }
    Q_EMIT progress(m_ncclWarning
                        ? tr("Starting nccl-tests… Warning: %1").arg(m_ncclWarning->message)
                        : tr("Starting nccl-tests…"),
                    0, NcclRunner::expectedRows(*options));
    m_nccl.start(*options);
}

void NetworkLinkTests::cancel()
{
    m_queue.clear();
    m_asking = false;
    m_tcp.cancel();
    m_rdma.cancel();
    if (m_nccl.isRunning())
        return m_nccl.cancel(); // finished(cancelled) follows once the group has gone
    Q_EMIT cancelled();
}

} // namespace sparkwire::bench
