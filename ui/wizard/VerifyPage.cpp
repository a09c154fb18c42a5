#include "VerifyPage.h"

#include "cluster/ClusterModel.h"

#include "VerifyBandwidth.h"
#include "VerifyLaunchPaths.h"
#include "cluster/SshToMembers.h"
#include "hw/InventoryMonitor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

using namespace sparkwire;
using bench::CheckResult;

VerifyPage::VerifyPage(ClusterModel *cluster, bool demo, std::function<void()> openDashboard,
                       QWidget *parent)
    : WizardPage(parent)
    , m_cluster(cluster)
    , m_demo(demo)
    , m_list(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_details(new QLabel(this))
    , m_run(new QPushButton(tr("&Check again"), this))
    , m_dashboard(new QPushButton(tr("Run the &tests on the dashboard"), this))
    , m_exportBundle(new QPushButton(tr("&Export bundle…"), this))
    , m_ssh(new QPushButton(tr("Set up passwordless &SSH"), this))
    , m_sshResult(new QLabel(this))
    , m_bandwidth(new VerifyBandwidth(this))
    , m_launchPaths(new VerifyLaunchPaths(this))
{
    setObjectName(QStringLiteral("verifyPage"));
    m_list->setObjectName(QStringLiteral("checkList"));
    m_list->setAccessibleName(tr("Checks of every member's twins"));
    m_summary->setObjectName(QStringLiteral("verifySummary"));
    m_run->setObjectName(QStringLiteral("runChecksButton"));
    m_dashboard->setObjectName(QStringLiteral("openDashboardButton"));
    m_exportBundle->setObjectName(QStringLiteral("exportBundleButton"));
    m_exportBundle->setToolTip(tr("Writes the cluster's signed config bundle (netplans, NCCL "
                                  "environment, launchers, SSH, Ansible, test results) for the "
                                  "tools you run on it."));
    m_list->setHeaderLabels({tr("Member / twin"), tr("Check"), tr("Result")});
    m_list->setWordWrap(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    // A failure's whole text (what failed, the fix, what was measured) in words that wrap: the
    // table's cell is too narrow for it at 1024 px.
    m_details->setObjectName(QStringLiteral("checkDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::PlainText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->hide();
    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { showDetails(item); });
    m_dashboard->setToolTip(tr("Opens the live dashboard (RoCE throughput per twin, the trouble "
                               "counters, every cable of the cluster) and runs the TCP, RDMA and "
                               "NCCL tests there."));
    m_ssh->setObjectName(QStringLiteral("verifySshButton"));
    m_ssh->setToolTip(tr("Passwordless SSH both ways with every member, at its planned address "
                         "on its link to this Spark (each member's person is asked). mpirun "
                         "needs it for the NCCL test."));
    m_ssh->hide();
    m_sshResult->setObjectName(QStringLiteral("verifySshResult"));
    m_sshResult->setWordWrap(true);
    m_sshResult->setTextFormat(Qt::PlainText);
    m_sshResult->hide();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_ssh);
    buttons->addStretch();
    buttons->addWidget(m_exportBundle);
    buttons->addWidget(m_dashboard);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_details);
    layout->addWidget(m_summary);
    layout->addWidget(m_sshResult);
    layout->addLayout(buttons);
    connect(m_run, &QPushButton::clicked, this, &VerifyPage::run);
    connect(m_dashboard, &QPushButton::clicked, this, [openDashboard] { openDashboard(); });
    connect(m_bandwidth, &VerifyBandwidth::changed, this, [this] {
        if (isVisible())
            showChecks();
    });
    connect(m_launchPaths, &VerifyLaunchPaths::changed, this, [this] {
        if (isVisible())
            showChecks();
    });
    connect(m_cluster, &ClusterModel::checksChanged, this, [this] {
        if (isVisible())
            showChecks();
    });
}

void VerifyPage::setLaunchPaths(Session::LaunchPaths runner)
{
    m_launchPaths->setRunner(std::move(runner));
}

void VerifyPage::setBandwidthTests(bench::LinkTests *tests, const hw::InventoryMonitor *inventory)
{
    m_bandwidth->setTests(tests);
    m_inventory = inventory;
}

bool VerifyPage::rdmaDeviceHere() const
{
    if (!m_inventory)
        return false;
    for (const hw::Cx7Port &p : m_inventory->inventory().ports)
        if (!p.rdmaDevice.isEmpty() && !p.link.ipv4.isEmpty())
            return true;
    return false;
}

int VerifyPage::showBandwidth()
{
    if (m_bandwidth->state() == VerifyBandwidth::State::NotRun)
        return 0;
    auto *head = new QTreeWidgetItem(m_list);
    head->setText(0, tr("RDMA bandwidth"));
    head->setText(1, tr("ib_write_bw, 4 QPs, %1 s per twin").arg(VerifyBandwidth::kSeconds));
    head->setExpanded(true);
    switch (m_bandwidth->state()) {
    case VerifyBandwidth::State::NotRun:
    case VerifyBandwidth::State::Done:
        break;
    case VerifyBandwidth::State::Skipped:
        head->setText(2, tr("skipped: %1").arg(m_bandwidth->note()));
        break;
    case VerifyBandwidth::State::Running:
        head->setText(2, tr("measuring…"));
        break;
    case VerifyBandwidth::State::Stopped:
        head->setText(2, tr("✘ %1").arg(m_bandwidth->note()));
        break;
    }
    int failures = 0;
    for (const VerifyBandwidth::Row &row : m_bandwidth->rows()) {
        auto *item = new QTreeWidgetItem(head);
        item->setText(0, tr("%1: %2").arg(row.member, row.device)); // the name it was paired as
        item->setText(1, tr("Bandwidth"));
        const QString rate = tr("%1 Gb/s, %2").arg(row.gbps, 0, 'f', 1).arg(row.verdict);
        item->setText(2, row.diagnosis
                             ? tr("✘ %1 Fix: %2").arg(row.diagnosis->message, row.diagnosis->fix)
                             : tr("✔ %1").arg(rate));
        const QString whole =
            row.diagnosis ? tr("Bandwidth on %1: ✘ %2\nFix: %3\nMeasured: %4")
                                .arg(row.device, row.diagnosis->message, row.diagnosis->fix, rate)
                          : tr("Bandwidth on %1: ✔ %2").arg(row.device, rate);
        for (int column = 0; column < 3; ++column)
            item->setToolTip(column, whole);
        item->setData(0, Qt::UserRole, !row.diagnosis);
        item->setData(1, Qt::UserRole, whole);
        failures += row.diagnosis ? 1 : 0;
    }
    return failures;
}

void VerifyPage::setPeers(sparkwire::peers::PeerSession *peers)
{
    if (!peers || m_sshSetup)
        return;
    m_sshSetup = new cluster::SshToMembers(peers, this);
    m_ssh->show();
    connect(m_ssh, &QPushButton::clicked, this, [this] {
        const QList<cluster::SshToMembers::Member> members = m_cluster->sshMembers();
        m_sshResult->show();
        if (members.isEmpty()) {
            m_sshResult->setText(tr("SSH is set up here once the plan is in force: apply and "
                                    "keep it first (the members' planned addresses are what SSH "
                                    "uses)."));
            return;
        }
        m_ssh->setEnabled(false);
        m_sshSetup->start(members);
    });
    connect(m_sshSetup, &cluster::SshToMembers::changed, this,
            [this] { m_sshResult->setText(m_sshSetup->text()); });
    connect(m_sshSetup, &cluster::SshToMembers::finished, this,
            [this] { m_ssh->setEnabled(true); });
}

VerifyPage::~VerifyPage()
{
    m_pending.clear(); // a run's links go first, and their answers no longer count
    delete m_links.data();
}

QString VerifyPage::title() const
{
    return tr("Verify");
}

QString VerifyPage::subtitle() const
{
    return tr("A link that is up is not a link that works: the GID, the MTU and an unfragmented "
              "9000-byte ping on every twin of every Spark, then the tests.");
}

void VerifyPage::enterPage()
{
    if (!m_pending.isEmpty())
        return;
    // The joint apply's checks cover every member when it tried something; else ask now.
    bool all = !m_cluster->members().isEmpty();
    for (const cluster::ClusterMember &m : m_cluster->members())
        all = all && !m_cluster->checksOf(m.id).isEmpty();
    if (all)
        showChecks();
    else
        run();
}

QString VerifyPage::checkName(bench::LinkCheck check)
{
    switch (check) {
    case bench::LinkCheck::Gid:
        return tr("RoCE v2 GID");
    case bench::LinkCheck::Mtu:
        return tr("MTU");
    case bench::LinkCheck::DfPing:
        return tr("Unfragmented ping");
    }
    return {};
}

void VerifyPage::run()
{
    const auto &plan = m_cluster->plan();
    if (!plan) {
        m_list->clear();
        m_summary->setText(tr("There is no plan yet: go back to the addressing plan."));
        return;
    }
    m_bandwidth->reset();   // measured again once these checks pass
    m_launchPaths->reset(); // and the launch paths checked again
    delete m_links.data();  // answers of an earlier run never come now
    m_links = new QObject(this);
    m_unreachable.clear();
    const Result<QList<cluster::MemberLink *>> links = m_cluster->makeLinks(m_links);
    m_pending.clear();
    if (!links)
        m_unreachable << links.error().message;
    for (cluster::MemberLink *link : links.valueOr({})) {
        const cluster::MemberPlan *member = plan->member(link->id());
        if (!member)
            continue;
        const QString id = link->id();
        connect(link, &cluster::MemberLink::verified, this,
                [this, id](const QList<CheckResult> &results) {
                    if (!m_pending.remove(id))
                        return;
                    m_cluster->clearChecks(id); // these replace its earlier ones
                    m_cluster->addChecks(id, results);
                    showChecks();
                });
        connect(link, &cluster::MemberLink::failed, this,
                [this, id](cluster::MemberLink::Step, const Error &error) {
                    if (!m_pending.remove(id))
                        return;
                    // A member checks only while a change is in force there: its results
                    // from the apply stay, said to be those.
                    m_unreachable << (m_cluster->checksOf(id).isEmpty()
                                          ? tr("%1: %2").arg(m_cluster->nameOf(id), error.message)
                                          : tr("%1: not checked again (%2); shown: its checks "
                                               "during the apply")
                                                .arg(m_cluster->nameOf(id), error.message));
                    showChecks();
                });
        // Links may be replaced by a later run elsewhere (Back to Addressing, say).
        connect(link, &QObject::destroyed, this, [this, id] {
            if (!m_pending.remove(id))
                return;
            m_unreachable << tr("%1: stopped before it answered").arg(m_cluster->nameOf(id));
            showChecks();
        });
        m_pending.insert(id);
        link->verify(member->checks);
    }
    m_run->setEnabled(m_pending.isEmpty());
    showChecks();
}

void VerifyPage::showChecks()
{
    m_list->clear();
    QTreeWidgetItem *firstFailure = nullptr;
    int failures = 0;
    int unchecked = 0; // members without any results
    for (const cluster::ClusterMember &m : m_cluster->members()) {
        auto *member = new QTreeWidgetItem(m_list);
        member->setText(0, m.id == m_cluster->seatId()
                               ? tr("%1 (node %2, this Spark)").arg(m.hostname).arg(m.node)
                               : tr("%1 (node %2)").arg(m.hostname).arg(m.node));
        member->setData(0, Qt::UserRole, m.id);
        const QList<CheckResult> results = m_cluster->checksOf(m.id);
        if (results.isEmpty()) {
            member->setText(2, !m_pending.isEmpty() ? tr("checking…") : tr("not checked"));
            ++unchecked;
        }
        for (const CheckResult &r : results) {
            auto *item = new QTreeWidgetItem(member);
            item->setText(0, r.netdev);
            item->setText(1, checkName(r.check));
            item->setText(2, r.ok ? tr("✔ %1").arg(r.detail)
                                  : tr("✘ %1 Fix: %2")
                                        .arg(r.diagnosis ? r.diagnosis->message : r.detail,
                                             r.diagnosis ? r.diagnosis->fix : QString()));
            const QString whole =
                r.ok ? tr("%1 on %2: ✔ %3").arg(checkName(r.check), r.netdev, r.detail)
                     : tr("%1 on %2: ✘ %3\nFix: %4\nMeasured: %5")
                           .arg(checkName(r.check), r.netdev,
                                r.diagnosis ? r.diagnosis->message : r.detail,
                                r.diagnosis ? r.diagnosis->fix : tr("check again"), r.detail);
            for (int column = 0; column < 3; ++column)
                item->setToolTip(column, whole);
            item->setData(0, Qt::UserRole, r.ok);
            item->setData(1, Qt::UserRole, whole);
            if (!r.ok && !firstFailure)
                firstFailure = item;
            failures += r.ok ? 0 : 1;
        }
        member->setExpanded(true);
    }
    // Every check passed everywhere: now what the twins carry (once per run of the checks).
    if (m_pending.isEmpty() && failures == 0 && unchecked == 0 && !m_cluster->members().isEmpty() &&
        m_bandwidth->state() == VerifyBandwidth::State::NotRun) {
        const QSignalBlocker quiet(m_bandwidth); // shown below, not by a nested redraw
        m_bandwidth->start(rdmaDeviceHere());
    }
    // Kept: the path every launcher takes from each member to the head (once per run).
    if (m_pending.isEmpty() && failures == 0 && unchecked == 0 && m_cluster->keptRecord() &&
        m_launchPaths->state() == VerifyLaunchPaths::State::NotRun) {
        const QSignalBlocker quiet(m_launchPaths);
        m_launchPaths->start(*m_cluster->keptRecord(), m_cluster->seatId());
    }
    const int slow = showBandwidth();
    const int blocked = m_launchPaths->addRows(m_list);
    if (!firstFailure && slow > 0)
        for (QTreeWidgetItemIterator it(m_list); *it; ++it)
            if ((*it)->parent() && !(*it)->data(0, Qt::UserRole).toBool() &&
                (*it)->text(1) == tr("Bandwidth")) {
                firstFailure = *it;
                break;
            }
    if (!firstFailure && blocked > 0)
        for (QTreeWidgetItemIterator it(m_list); *it; ++it)
            if ((*it)->parent() && !(*it)->data(0, Qt::UserRole).toBool() &&
                (*it)->text(1) == VerifyLaunchPaths::tr("Launch path")) {
                firstFailure = *it;
                break;
            }
    failures += slow + blocked;
    m_run->setEnabled(m_pending.isEmpty());
    // The first failure is shown whole at once; the arrow keys show the others.
    m_list->setCurrentItem(firstFailure);
    showDetails(firstFailure);
    QString verdict;
    if (!m_pending.isEmpty())
        verdict =
            tr("Checking every twin of %n Spark(s)…", nullptr, int(m_cluster->members().size()));
    else if (failures > 0)
        verdict = tr("✘ %n check(s) failed: each says why and how to fix it. Fix them, then "
                     "check again.",
                     nullptr, failures);
    else if (unchecked > 0)
        verdict = tr("✘ Not every Spark could check its twins.");
    else if (m_bandwidth->state() == VerifyBandwidth::State::Running)
        verdict = tr("Every check passed; measuring what each twin carries (%1 s)…")
                      .arg(VerifyBandwidth::kSeconds);
    else if (m_demo)
        verdict = tr("✔ Every twin of every Spark is ready for RDMA (demo: simulated checks). "
                     "Run the tests on the dashboard: moving counters and recorded results.");
    else
        verdict = tr("✔ Every twin of every Spark is ready for RDMA. Run the tests on the "
                     "dashboard to see what the link carries.");
    if (m_pending.isEmpty() && !m_unreachable.isEmpty())
        verdict += QLatin1Char('\n') + m_unreachable.join(QLatin1Char('\n'));
    m_summary->setText(verdict);
}

void VerifyPage::showDetails(QTreeWidgetItem *item)
{
    const QString whole = item ? item->data(1, Qt::UserRole).toString() : QString();
    m_details->setText(whole);
    m_details->setVisible(!whole.isEmpty());
}
