#pragma once

#include "DemoEnvironment.h"

#include "bench/LinkTests.h"

#include <QTimer>

namespace sparkwire::sim {

// The demo's tests: one healthy Spark pair, played back at a readable pace and labelled
// simulated. TCP: figures measured on this project's veth testbed; RDMA: the seed's
// ib_write_bw run on two DGX Sparks with MTU 4096 and a healthy twin's rate (~195 Gb/s summed);
// NCCL: all_gather_perf shaped like a Spark pair (2 ranks on 2 nodes over both twins,
// ~18-24 GB/s bus bandwidth). demo-results/README.md says what each file is.
class DemoLinkTests : public bench::LinkTests
{
    Q_OBJECT
public:
    explicit DemoLinkTests(QObject *parent = nullptr);
    // The classic-faults scenario plays back a real socket-fallback NCCL run instead.
    void setScenario(DemoEnvironment::Scenario scenario) { m_scenario = scenario; }
    bool isRecorded() const override { return true; }
    void runTcp(int seconds) override;
    void runRdma(int seconds) override;
    void runNccl() override;
    void cancel() override;

    // The recordings (TCP: both twins on this project's veth testbed).
    static QList<bench::TcpTwinResult> recordedTcp();
    // Faults: a real run recorded on a GPU machine (not a Spark) whose bootstrap and data went
    // over sockets on the management port (demo-results/README.md).
    static bench::NcclResult
    recordedNccl(DemoEnvironment::Scenario scenario = DemoEnvironment::Scenario::Healthy);
    static QList<bench::PerftestResult> recordedRdma();

private:
    void step();
    QTimer m_timer;
    DemoEnvironment::Scenario m_scenario = DemoEnvironment::Scenario::Healthy;
    int m_done = 0;
    int m_total = 0;
    std::function<void(int)> m_onStep;
};

} // namespace sparkwire::sim
