#include "VerifyPage.h"

#include "PlanModel.h"
#include "hw/InventoryMonitor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using sparkwire::bench::CheckResult;

VerifyPage::VerifyPage(PlanModel *plan, sparkwire::hw::InventoryMonitor *inventory,
                       sparkwire::bench::LinkChecker *checks, std::function<void()> openDashboard,
                       QWidget *parent)
    : WizardPage(parent)
    , m_plan(plan)
    , m_inventory(inventory)
    , m_checks(checks)
    , m_list(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_run(new QPushButton(tr("&Check again"), this))
    , m_dashboard(new QPushButton(tr("Run the &tests on the dashboard"), this))
{
    setObjectName(QStringLiteral("verifyPage"));
    m_list->setObjectName(QStringLiteral("checkList"));
    m_summary->setObjectName(QStringLiteral("verifySummary"));
    m_run->setObjectName(QStringLiteral("runChecksButton"));
    m_dashboard->setObjectName(QStringLiteral("openDashboardButton"));
    m_list->setHeaderLabels({tr("Twin"), tr("Check"), tr("Result")});
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_dashboard->setToolTip(tr("Opens the live dashboard (RoCE throughput per twin, the trouble "
                               "counters) and runs the TCP, RDMA and NCCL tests there."));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addStretch();
    buttons->addWidget(m_dashboard);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    connect(m_run, &QPushButton::clicked, this, &VerifyPage::run);
    connect(m_dashboard, &QPushButton::clicked, this, [openDashboard] { openDashboard(); });
    connect(checks, &sparkwire::bench::LinkChecker::checked, this, &VerifyPage::showResult);
    connect(checks, &sparkwire::bench::LinkChecker::finished, this,
            [this](int failures, bool simulated) {
                m_run->setEnabled(true);
                m_summary->setText(
                    simulated && failures == 0
                        ? tr("✔ Every twin is ready for RDMA (demo: simulated checks). Run the "
                             "tests on "
                             "the dashboard: moving counters and recorded results.")
                    : failures == 0
                        ? tr("✔ Every twin is ready for RDMA. Run the tests on the dashboard "
                             "to see what the link carries.")
                        : tr("✘ %n check(s) failed: each says why and how to fix it. Fix "
                             "them, then check again.",
                             nullptr, failures));
            });
}

QString VerifyPage::title() const
{
    return tr("Verify");
}

QString VerifyPage::subtitle() const
{
    return tr("A link that is up is not a link that works: the GID, the MTU and an unfragmented "
              "9000-byte ping on every twin, then the tests.");
}

void VerifyPage::enterPage()
{
    if (!m_checks->isRunning())
        run();
}

QList<sparkwire::bench::TwinCheckTarget> VerifyPage::targets() const
{
    QList<sparkwire::bench::TwinCheckTarget> list;
    const auto &plan = m_plan->result().plan;
    const auto *me = plan.node(m_plan->node());
    if (!me)
        return list;
    for (const auto &d : me->netdevs) {
        QString peer;
        for (const auto &node : plan.nodes)
            if (node.node != m_plan->node())
                for (const auto &other : node.netdevs)
                    if (peer.isEmpty() && !d.subnet.isEmpty() && other.subnet == d.subnet)
                        peer = other.address.section(QLatin1Char('/'), 0, 0);
        list.append({d.netdev, plan.spec.mtu, peer});
    }
    return list;
}

void VerifyPage::run()
{
    m_list->clear();
    const QList<sparkwire::bench::TwinCheckTarget> t = targets();
    if (t.isEmpty()) {
        m_summary->setText(
            tr("There is no plan for this Spark yet: go back to the addressing plan."));
        return;
    }
    m_run->setEnabled(false);
    m_summary->setText(tr("Checking %n twin(s)…", nullptr, int(t.size())));
    m_checks->start(m_inventory->inventory(), t);
}

QString VerifyPage::checkName(sparkwire::bench::LinkCheck check)
{
    switch (check) {
    case sparkwire::bench::LinkCheck::Gid:
        return tr("RoCE v2 GID");
    case sparkwire::bench::LinkCheck::Mtu:
        return tr("MTU");
    case sparkwire::bench::LinkCheck::DfPing:
        return tr("Unfragmented ping");
    }
    return {};
}

void VerifyPage::showResult(const CheckResult &r)
{
    auto *item = new QTreeWidgetItem(m_list);
    item->setText(0, r.netdev);
    item->setText(1, checkName(r.check));
    item->setText(2, r.ok ? tr("✔ %1").arg(r.detail)
                          : tr("✘ %1 Fix: %2")
                                .arg(r.diagnosis ? r.diagnosis->message : r.detail,
                                     r.diagnosis ? r.diagnosis->fix : QString()));
    item->setToolTip(2, r.detail);
    item->setData(0, Qt::UserRole, r.ok);
}
