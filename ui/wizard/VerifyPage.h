#pragma once

#include "WizardPage.h"

#include "bench/LinkChecker.h"

#include <functional>

namespace sparkwire::hw {
class InventoryMonitor;
}
class PlanModel;
class QLabel;
class QPushButton;
class QTreeWidget;

// Last step: prove the link. On every twin the plan configured: the RoCE v2 IPv4 GID is
// there, the MTU is the plan's, and an unfragmented ping of MTU − 28 bytes reaches the peer;
// then the tests, on the dashboard. In the demo the checks are simulated and say so.
class VerifyPage : public WizardPage
{
    Q_OBJECT
public:
    // checks: the real ones, or the demo's; the page only shows what they report.
    VerifyPage(PlanModel *plan, sparkwire::hw::InventoryMonitor *inventory,
               sparkwire::bench::LinkChecker *checks, std::function<void()> openDashboard,
               QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    void enterPage() override;

    // What the checks will look at: this node's planned twins and the peer's address on each.
    QList<sparkwire::bench::TwinCheckTarget> targets() const;

private:
    static QString checkName(sparkwire::bench::LinkCheck check);
    void run();
    void showResult(const sparkwire::bench::CheckResult &result);

    PlanModel *m_plan;
    sparkwire::hw::InventoryMonitor *m_inventory;
    sparkwire::bench::LinkChecker *m_checks;
    QTreeWidget *m_list;
    QLabel *m_summary;
    QPushButton *m_run;
    QPushButton *m_dashboard;
};
