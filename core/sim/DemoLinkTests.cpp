#include "DemoLinkTests.h"

#include "DemoCabling.h"
#include "bench/NcclOutputParser.h"
#include "bench/PerftestParser.h"
#include "bench/RdmaVerdicts.h"
#include "bench/TcpVerdicts.h"

#include <QFile>

namespace sparkwire::sim {

namespace {
QByteArray resource(const char *name)
{
    QFile f(QStringLiteral(":/demo/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

namespace {
// The demo's peer as its person paired it (DemoCabling), not the recorded run's hostname.
const QString kDemoMember = QLatin1String(DemoCabling::kPeerHostname);
} // namespace

DemoLinkTests::DemoLinkTests(QObject *parent)
    : bench::LinkTests(parent)
{
    setMembers({kDemoMember});
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &DemoLinkTests::step);
}

bench::NcclResult DemoLinkTests::recordedNccl(DemoEnvironment::Scenario scenario)
{
    if (scenario == DemoEnvironment::Scenario::Faults)
        return bench::NcclOutputParser::parse(resource("socket_fallback_all_gather.txt"))
            .valueOr(bench::NcclResult());
    // Simulated, shaped like a Spark pair (demo-results/README.md): 2 ranks on 2 nodes over
    // both twins, ~18-24 GB/s bus bandwidth, above the two-node floor at large messages.
    return bench::NcclOutputParser::parse(resource("spark_pair_all_gather.txt"))
        .valueOr(bench::NcclResult());
}

QList<bench::PerftestResult> DemoLinkTests::recordedRdma()
{
    // The seed's run on one twin (rocep1s0f1) with MTU 4096 and a healthy twin's rate, for
    // both halves: ~195 Gb/s summed, as a Spark pair with MTU 9000 moves.
    bench::PerftestResult a = bench::PerftestParser::parse(resource("spark_pair_ib_write_bw.txt"))
                                  .valueOr(bench::PerftestResult());
    bench::PerftestResult b = a;
    b.device = QStringLiteral("roceP2p1s0f1");
    return {a, b};
}

QList<bench::TcpTwinResult> DemoLinkTests::recordedTcp()
{
    bench::TcpTwinResult a;
    a.path.netdev = QStringLiteral("enp1s0f1np1");
    a.path.port = 1;
    a.path.half = 0;
    a.path.localAddress = QStringLiteral("192.168.177.1"); // the plan's node 1 and 2
    a.path.serverAddress = QStringLiteral("192.168.177.2");
    a.path.serverPort = 5201;
    a.gbps = 12.9;
    bench::TcpTwinResult b = a;
    b.path.netdev = QStringLiteral("enP2p1s0f1np1");
    b.path.half = 1;
    b.path.localAddress = QStringLiteral("192.168.178.1");
    b.path.serverAddress = QStringLiteral("192.168.178.2");
    b.path.serverPort = 5202;
    b.gbps = 12.0;
    return {a, b};
}

void DemoLinkTests::step()
{
    ++m_done;
    m_onStep(m_done);
    if (m_done >= m_total)
        m_timer.stop();
}

void DemoLinkTests::runTcp(int seconds)
{
    m_done = 0;
    m_total = qMax(1, seconds);
    m_onStep = [this](int done) {
        Q_EMIT progress(tr("TCP on both twins (simulated)"), done, m_total);
        if (done < m_total)
            return;
        const QList<bench::TcpTwinResult> twins = recordedTcp();
        Q_EMIT tcpFinished(kDemoMember, twins, bench::TcpVerdicts::diagnose(twins));
        Q_EMIT testFinished(bench::LinkTestKind::Tcp);
    };
    m_timer.start();
}

void DemoLinkTests::runRdma(int seconds)
{
    m_done = 0;
    m_total = qMax(1, seconds);
    m_onStep = [this](int done) {
        Q_EMIT progress(tr("ib_write_bw on both twins (simulated)"), done, m_total);
        if (done < m_total)
            return;
        const QList<bench::PerftestResult> twins = recordedRdma();
        Q_EMIT rdmaFinished(kDemoMember, twins, bench::RdmaVerdicts::diagnosePort(twins));
        Q_EMIT testFinished(bench::LinkTestKind::Rdma);
    };
    m_timer.start();
}

void DemoLinkTests::runNccl()
{
    const bench::NcclResult full = recordedNccl(m_scenario);
    m_done = 0;
    m_total = int(full.rows.size());
    m_onStep = [this, full](int done) {
        bench::NcclResult soFar = full;
        soFar.rows = full.rows.mid(0, done);
        Q_EMIT progress(m_scenario == DemoEnvironment::Scenario::Faults
                            ? tr("all_gather_perf over sockets on the management port (a real "
                                 "run recorded on a GPU machine, not a Spark)")
                            : tr("all_gather_perf on two Sparks (simulated)"),
                        done, m_total);
        Q_EMIT ncclRow(soFar);
        if (done < m_total)
            return;
        Q_EMIT ncclFinished(full);
        Q_EMIT testFinished(bench::LinkTestKind::Nccl);
    };
    m_timer.start();
}

void DemoLinkTests::cancel()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    Q_EMIT cancelled();
}

} // namespace sparkwire::sim
