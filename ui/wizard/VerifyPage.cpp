#include "VerifyPage.h"

#include "PlanModel.h"
#include "hw/InventoryMonitor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

using sparkwire::bench::CheckResult;

VerifyPage::VerifyPage(PlanModel *plan, sparkwire::hw::InventoryMonitor *inventory, bool demo,
                       std::function<void()> openDashboard, QWidget *parent)
    : WizardPage(parent)
    , m_plan(plan)
    , m_inventory(inventory)
    , m_demo(demo)
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
    connect(&m_checks, &sparkwire::bench::LinkChecks::checked, this, &VerifyPage::showResult);
    connect(&m_checks, &sparkwire::bench::LinkChecks::finished, this, [this](int failures) {
        m_run->setEnabled(true);
        m_summary->setText(
            failures == 0 ? tr("✔ Every twin is ready for RDMA. Run the tests on the dashboard "
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
    if (!m_checks.isRunning())
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
    if (!m_demo)
        return m_checks.start(m_inventory->inventory(), t);
    // The demo checks nothing real: it shows what a healthy link reports, labelled as such.
    int step = 0;
    for (const auto &target : t)
        for (const QString &check :
             {QStringLiteral("gid"), QStringLiteral("mtu"), QStringLiteral("df-ping")})
            QTimer::singleShot(120 * ++step, this, [this, target, check] {
                showResult({target.netdev, check, true,
                            check == QLatin1String("gid") ? tr("RoCE v2 IPv4 GID at index 3 (demo)")
                            : check == QLatin1String("mtu")
                                ? tr("MTU %1 (demo)").arg(target.mtu)
                                : tr("%1 bytes unfragmented to %2: replies "
                                     "(demo)")
                                      .arg(target.mtu - 28)
                                      .arg(target.peerAddress),
                            std::nullopt});
            });
    QTimer::singleShot(120 * (step + 1), this, [this] {
        m_run->setEnabled(true);
        m_summary->setText(
            tr("✔ Every twin is ready for RDMA (demo: simulated checks). Run the tests on the "
               "dashboard: moving counters and recorded results."));
    });
}

void VerifyPage::showResult(const CheckResult &r)
{
    static const QHash<QString, QString> names = {
        {QStringLiteral("gid"), tr("RoCE v2 GID")},
        {QStringLiteral("mtu"), tr("MTU")},
        {QStringLiteral("df-ping"), tr("Unfragmented ping")},
    };
    auto *item = new QTreeWidgetItem(m_list);
    item->setText(0, r.netdev);
    item->setText(1, names.value(r.check, r.check));
    item->setText(2, r.ok ? tr("✔ %1").arg(r.detail)
                          : tr("✘ %1 Fix: %2")
                                .arg(r.diagnosis ? r.diagnosis->message : r.detail,
                                     r.diagnosis ? r.diagnosis->fix : QString()));
    item->setToolTip(2, r.detail);
    item->setData(0, Qt::UserRole, r.ok);
}
