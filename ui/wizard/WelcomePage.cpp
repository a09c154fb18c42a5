#include "WelcomePage.h"

#include "cluster/ClusterModel.h"
#include "hw/InventoryMonitor.h"

#include <QButtonGroup>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

WelcomePage::WelcomePage(sparkwire::hw::InventoryMonitor *inventory, bool demo, QWidget *parent)
    : WizardPage(parent)
    , m_readiness(new QLabel(this))
    , m_clusterState(new QLabel(this))
    , m_demo(demo)
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("welcomeText"));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    intro->setText(
        tr("<p>Sparkwire joins two or more DGX Sparks into one cluster over their ConnectX-7 "
           "200GbE ports. It will:</p>"
           "<ol>"
           "<li>show how this Spark's QSFP ports and their twin halves are cabled;</li>"
           "<li>find the other Spark and pair with it;</li>"
           "<li>plan the addresses (one subnet per twin, MTU 9000), show you the netplan file, "
           "and apply it with an automatic way back;</li>"
           "<li>set up passwordless SSH between the Sparks;</li>"
           "<li>prove the link with RDMA and NCCL tests, and keep a live bandwidth dashboard.</li>"
           "</ol>"
           "<p><b>You need:</b> a second DGX Spark, an approved QSFP cable between the same port "
           "on both (usually port 1, the outermost), and an administrator password for the "
           "network change.</p>"));
    m_readiness->setObjectName(QStringLiteral("readiness"));
    m_readiness->setWordWrap(true);
    m_clusterState->setObjectName(QStringLiteral("welcomeCluster"));
    m_clusterState->setWordWrap(true);
    m_clusterState->setTextFormat(Qt::PlainText);
    m_clusterState->setStyleSheet(
        QStringLiteral("QLabel { background: #e8f0fe; color: #0b3d91; padding: 6px; }"));
    m_clusterState->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_clusterState);
    layout->addWidget(intro);
    layout->addSpacing(12);
    layout->addWidget(m_readiness);
    layout->addStretch();

    updateReadiness(inventory->inventory());
    connect(inventory, &sparkwire::hw::InventoryMonitor::inventoryChanged, this,
            &WelcomePage::updateReadiness);
}

void WelcomePage::offerScenarios(const QString &current,
                                 std::function<void(const QString &)> choose)
{
    auto *box = new QGroupBox(tr("Demo scenario"), this);
    box->setObjectName(QStringLiteral("demoScenarioBox"));
    m_healthy = new QRadioButton(tr("Healthy Spark &pair"), box);
    m_healthy->setObjectName(QStringLiteral("demoHealthy"));
    m_faults = new QRadioButton(tr("&Classic faults (for learning the diagnoses)"), box);
    m_faults->setObjectName(QStringLiteral("demoFaults"));
    m_faults->setToolTip(tr("MTU 1500, an unaddressed idle twin, cloud-init's file overriding a "
                            "CX-7 netdev, and NCCL on the 1GbE management port: see what Review, "
                            "Help → Diagnose and the dashboard's tests say."));
    auto *group = new QButtonGroup(box);
    group->addButton(m_healthy);
    group->addButton(m_faults);
    const bool faults = current == QLatin1String("faults");
    (faults ? m_faults : m_healthy)->setChecked(true);
    m_restart = new QPushButton(tr("&Restart the demo with this scenario"), box);
    m_restart->setObjectName(QStringLiteral("demoRestartButton"));
    m_restart->setEnabled(false);
    // Room for the focus ring around its whole text (its last letter sat on the edge).
    m_restart->setMinimumWidth(m_restart->sizeHint().width() +
                               2 * m_restart->fontMetrics().averageCharWidth());
    connect(group, &QButtonGroup::buttonToggled, this,
            [this, faults] { m_restart->setEnabled(m_faults->isChecked() != faults); });
    connect(m_restart, &QPushButton::clicked, this, [this, choose = std::move(choose)] {
        choose(m_faults->isChecked() ? QStringLiteral("faults") : QStringLiteral("healthy"));
    });
    auto *boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(m_healthy);
    boxLayout->addWidget(m_faults);
    boxLayout->addWidget(m_restart, 0, Qt::AlignLeft);
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->insertWidget(layout->count() - 1, box); // above the stretch
}

QString WelcomePage::title() const
{
    return tr("Welcome");
}

QString WelcomePage::subtitle() const
{
    if (m_cluster && m_cluster->heldBy())
        return m_cluster->heldBy()->pending ? tr("%1 is configuring this Spark's cluster.")
                                                  .arg(m_cluster->heldBy()->seatName)
                                            : tr("This Spark is a member of %1's cluster.")
                                                  .arg(m_cluster->heldBy()->seatName);
    if (m_cluster && m_cluster->keptRecord() &&
        m_cluster->keptRecord()->member(m_cluster->seatId()))
        return tr("This Spark keeps a cluster of %n Spark(s): check it, or change it.", nullptr,
                  int(m_cluster->keptRecord()->members.size()));
    return tr("Two Sparks, one cable, a few minutes.");
}

void WelcomePage::offerPreflight(PreflightTable::Run run)
{
    if (!m_preflight) {
        m_preflight = new PreflightTable(this);
        m_preflight->setObjectName(QStringLiteral("welcomePreflight"));
        auto *layout = static_cast<QVBoxLayout *>(this->layout());
        layout->insertWidget(layout->count() - 1, m_preflight, 1); // above the stretch
    }
    m_preflight->setRun(std::move(run));
}

void WelcomePage::setCluster(ClusterModel *cluster)
{
    m_cluster = cluster;
    connect(cluster, &ClusterModel::heldChanged, this, &WelcomePage::showCluster);
    connect(cluster, &ClusterModel::applyFinished, this, &WelcomePage::showCluster);
    showCluster();
}

void WelcomePage::showCluster()
{
    QString text; // held by another seat: the banner above every page says so
    if (const auto &kept = m_cluster->keptRecord();
        !m_cluster->heldBy() && kept && kept->member(m_cluster->seatId())) {
        // This Spark planned it: the names are the ones its person paired them as.
        QStringList members;
        for (const sparkwire::cluster::ClusterMember &m : kept->members)
            members << (m.id == m_cluster->seatId()
                            ? tr("%1 (node %2, this Spark)").arg(m.hostname).arg(m.node)
                            : tr("%1 (node %2)").arg(m.hostname).arg(m.node));
        text = tr("This Spark keeps the cluster %1 of %n Spark(s), configured from here and kept "
                  "on every member: %2. Review and Apply show its plan as it is now; Verify "
                  "checks every link again.",
                  nullptr, int(kept->members.size()))
                   .arg(kept->name, members.join(QStringLiteral(", ")));
    }
    m_clusterState->setText(text);
    m_clusterState->setVisible(!text.isEmpty());
}

void WelcomePage::updateReadiness(const sparkwire::hw::HostInventory &inventory)
{
    int up = 0;
    for (const auto &port : inventory.ports)
        up += port.link.carrier ? 1 : 0;
    QString text = tr("This Spark (%1): %2 ConnectX-7 twin halves, %3 of them with a link.")
                       .arg(inventory.hostname)
                       .arg(inventory.ports.size())
                       .arg(up);
    if (m_demo)
        text += QLatin1Char(' ') + tr("This is a demo: the Spark is simulated and nothing on this "
                                      "computer will be changed.");
    m_readiness->setText(text);
}
