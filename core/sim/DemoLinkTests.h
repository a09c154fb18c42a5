#pragma once

#include "bench/LinkTests.h"

#include <QTimer>

namespace sparkwire::sim {

// The demo's tests: recordings of real runs played back at a readable pace, labelled as such.
// TCP: figures measured on this project's veth testbed; RDMA: ib_write_bw on two DGX Sparks
// (from the seed documents); NCCL: all_gather_perf on two GPUs (recorded on H200s, not Sparks).
class DemoLinkTests : public bench::LinkTests
{
    Q_OBJECT
public:
    explicit DemoLinkTests(QObject *parent = nullptr);
    bool isRecorded() const override { return true; }
    void runTcp(int seconds) override;
    void runRdma(int seconds) override;
    void runNccl() override;
    void cancel() override;

    // The recordings (TCP: both twins on this project's veth testbed).
    static QList<bench::TcpTwinResult> recordedTcp();
    static bench::NcclResult recordedNccl();
    static QList<bench::PerftestResult> recordedRdma();

private:
    void step();
    QTimer m_timer;
    int m_done = 0;
    int m_total = 0;
    std::function<void(int)> m_onStep;
};

} // namespace sparkwire::sim
