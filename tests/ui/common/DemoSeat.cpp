#include "DemoSeat.h"

#include "MainWindow.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoMemberLink.h"
#include "wizard/ClusterModel.h"
#include "wizard/WizardFrame.h"
#include "wizard/WizardPage.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace sparkwire;

DemoSeat::DemoSeat(sim::DemoEnvironment::Scenario scenario, const QString &netplanRoot)
{
    const Result<QString> demoRoot = sim::DemoEnvironment::sysfsRoot(scenario);
    if (!demoRoot) {
        m_error = demoRoot.errorMessage();
        return;
    }
    m_monitor =
        std::make_unique<hw::InventoryMonitor>(sim::DemoEnvironment::inventoryOptions(*demoRoot));
    m_applier = std::make_unique<sim::DemoApplyBackend>();
    m_cabling = std::make_unique<sim::DemoCabling>(m_monitor->inventory());
    m_peers = std::make_unique<sim::DemoPeerSession>();
    m_session.inventory = m_monitor.get();
    m_session.applier = m_applier.get();
    m_session.cabling = m_cabling.get();
    m_session.peers = m_peers.get();
    // The seat's key is a throwaway node key, and the demo's netplan files a private copy with
    // a Spark's modes, as in `sparkwire --demo`.
    m_state = std::make_unique<sim::DemoNodeState>();
    m_session.netplanRoot = netplanRoot.isEmpty() ? m_state->netplanRoot(scenario) : netplanRoot;
    if (!netplanRoot.isEmpty())
        m_applier->setMigrationRoot(netplanRoot, m_monitor->inventory().cx7Netdevs().values());
    m_session.demo = true;
    m_traffic = std::make_unique<sim::DemoTraffic>(m_monitor->inventory());
    m_sampler = std::make_unique<metrics::MetricsSampler>(m_traffic->root(), m_traffic->twins());
    m_traffic->drive(m_sampler.get());
    m_sampler->start(100);
    m_tests = std::make_unique<sim::DemoLinkTests>();
    m_tests->setScenario(scenario);
    m_session.sampler = m_sampler.get();
    m_session.linkTests = m_tests.get();
    // The whole cluster: the demo seat and its simulated peer, paired as the dialog would.
    m_cluster = std::make_unique<sim::DemoCluster>(m_monitor->inventory(), m_cabling.get(),
                                                   m_session.netplanRoot);
    if (m_state->identity())
        m_cluster->setSeatKeyId(m_state->identity()->id());
    m_session.seatId = m_cluster->seatKeyId();
    m_session.memberLinks =
        [cluster = m_cluster.get()](const QList<cluster::ClusterMember> &members, QObject *parent) {
            return sim::DemoMemberLink::linksFor(cluster, members, parent);
        };
    m_session.signer = [](const QByteArray &) {
        return Result<QByteArray>(QByteArrayLiteral("demo: not signed"));
    };
    m_session.stateDir = m_state->stateDir();
    m_session.identity = m_state->identity();
    m_session.keptRecord = [cluster = m_cluster.get()] {
        return cluster->record(cluster->seatKeyId());
    };
    m_fleet = std::make_unique<sim::DemoFleet>(m_session.seatId, m_monitor->inventory().hostname);
    m_fleet->start();
    m_session.fleet = m_fleet->history();
    m_peers->confirmPairing(true);
    if (!QTest::qWaitFor(
            [&] { return m_peers->pairedName(QString(64, QLatin1Char('b'))).has_value(); }))
        m_error = QStringLiteral("the demo peer did not pair");
}

DemoSeat::~DemoSeat() = default;

bool DemoSeat::walk(MainWindow &window, const std::function<bool(const QString &)> &visit)
{
    WizardFrame *wizard = window.wizard();
    for (WizardPageId id = wizard->currentId(); id != WizardPageId::None;
         id = wizard->currentPage()->nextId()) {
        wizard->goTo(id);
        // Addressing: the members' states; Review: netplan's checks; Apply: the joint apply
        // itself; Verify: every member's (simulated) checks.
        auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
        bool ready = true;
        // In the faults, Review blocks Next on cloud-init's overriding file: the page is shown
        // with its warning once netplan's verdicts are in, then "apply anyway" is ticked.
        auto *override_ = window.findChild<QCheckBox *>(QStringLiteral("overrideShadowing"));
        if (id == WizardPageId::Addressing)
            ready = QTest::qWaitFor([next] { return next->isEnabled(); }, 15000);
        if (id == WizardPageId::Review)
            ready = QTest::qWaitFor(
                [&] {
                    if (next->isEnabled())
                        return true;
                    if (!override_ || !override_->isVisible())
                        return false;
                    // Blocked: shown once netplan's verdict on every member's file is in.
                    for (const QLabel *verdict : window.findChildren<QLabel *>())
                        if (verdict->objectName().startsWith(QLatin1String("validationResult-")) &&
                            verdict->text().endsWith(QChar(0x2026))) // "Checking …"
                            return false;
                    return true;
                },
                15000);
        if (id == WizardPageId::Apply) {
            window.findChild<QPushButton *>(QStringLiteral("applyButton"))->click();
            // Every check passes in the healthy demo: the person keeps the change in the
            // banner. In the faults the overridden twin fails its checks: no Keep.
            auto *keep = window.findChild<QPushButton *>(QStringLiteral("keepButton"));
            ready = QTest::qWaitFor(
                [&] {
                    return (keep->isVisible() && keep->isEnabled()) ||
                           window.cluster()->outcome().has_value();
                },
                15000);
            if (ready && !window.cluster()->outcome())
                keep->click();
            ready = ready &&
                    QTest::qWaitFor([&] { return window.cluster()->outcome().has_value(); }, 15000);
        }
        if (id == WizardPageId::Verify)
            ready = QTest::qWaitFor(
                [&] {
                    auto *check =
                        window.findChild<QPushButton *>(QStringLiteral("runChecksButton"));
                    return !check || check->isEnabled();
                },
                15000);
        if (!ready) {
            m_error = QStringLiteral("page %1 did not get ready")
                          .arg(wizard->currentPage()->objectName());
            return false;
        }
        if (!visit(wizard->currentPage()->objectName()))
            return false;
        if (id == WizardPageId::Review && override_ && override_->isVisible())
            override_->setChecked(true); // "I checked the other files: apply anyway"
    }
    return true;
}
