#pragma once

#include "bench/LinkChecker.h"

#include <QTimer>

namespace sparkwire::sim {

// The demo's Verify checks: nothing real is checked; what a healthy link reports is played
// back a check at a time, each result labelled "(demo)", and the end says it was simulated.
class DemoLinkChecks : public bench::LinkChecker
{
    Q_OBJECT
public:
    explicit DemoLinkChecks(QObject *parent = nullptr);
    void start(const hw::HostInventory &inventory,
               const QList<bench::TwinCheckTarget> &targets) override;
    void cancel() override;
    bool isRunning() const override { return m_timer.isActive(); }

    // The result the demo shows for one check of one twin.
    static bench::CheckResult healthy(const bench::TwinCheckTarget &target, bench::LinkCheck check);

private:
    void step();

    QTimer m_timer;
    QList<bench::CheckResult> m_pending;
};

} // namespace sparkwire::sim
