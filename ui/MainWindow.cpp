#include "MainWindow.h"

#include "bench/ResultKeeper.h"
#include "widgets/ResultImages.h"

#include "bench/LinkChecks.h"
#include "bench/LinkTests.h"
#include "bundle/BundleActions.h"
#include "cluster/ClusterModel.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/TestsPanel.h"
#include "doctor/PlanReapply.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoLinkChecks.h"
#include "widgets/AboutDialog.h"
#include "widgets/ActivityFeed.h"
#include "widgets/ActivityLog.h"
#include "widgets/DiagnoseDialog.h"
#include "widgets/FocusRing.h"
#include "widgets/OtherToolOffer.h"
#include "widgets/PendingChangeBanner.h"
#include "widgets/SettingsDialog.h"
#include "wizard/AddressingPage.h"
#include "wizard/ApplyPage.h"
#include "wizard/FindPeersPage.h"
#include "wizard/ReviewPage.h"
#include "wizard/ThisSparkPage.h"
#include "wizard/VerifyPage.h"
#include "wizard/WelcomePage.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QVBoxLayout>

MainWindow::MainWindow(const Session &session, QWidget *parent)
    : QMainWindow(parent)
    , m_wizard(new WizardFrame(this))
    , m_cluster(new ClusterModel(session, this))
    , m_session(session)
    , m_activity(new ActivityLog(this))
{
    sparkwire::hw::InventoryMonitor *inventory = session.inventory;
    const bool demo = session.demo;
    setObjectName(QStringLiteral("mainWindow"));
    // Two Sparks' windows side by side are told apart by their hostname. The title ends with
    // the application's name, so the platform does not append it a second time.
    const QString host = inventory->inventory().hostname;
    setWindowTitle(demo ? tr("%1 (demo) — Sparkwire").arg(host) : tr("%1 — Sparkwire").arg(host));
    // NCCL's environment follows the plan: the cluster's shape is the one being planned.
    if (sparkwire::bench::LinkTests *tests = session.linkTests)
        connect(m_cluster, &ClusterModel::planChanged, tests, [this, tests] {
            if (m_cluster->plan())
                tests->setNcclTopology(m_cluster->plan()->record.topology);
        });
    // Every finished test is kept for the config bundle's results/ (JSON, CSV, SVG + PNG).
    std::unique_ptr<sparkwire::bench::ResultKeeper> kept =
        sparkwire::bench::ResultKeeper::forSpark(session.stateDir, inventory->inventory(), demo);
    if (sparkwire::bench::LinkTests *tests = session.linkTests; tests && kept) {
        sparkwire::bench::ResultKeeper *keeper = kept.release();
        keeper->setParent(this);
        keeper->watch(tests);
        keeper->setAfterKeep([](const QStringList &paths) -> sparkwire::Status {
            for (const QString &path : paths)
                if (path.endsWith(QLatin1String(".svg")))
                    if (sparkwire::Status s = ResultImages::addPng(path); !s)
                        return s;
            return {};
        });
        connect(keeper, &sparkwire::bench::ResultKeeper::failed, m_activity,
                [this](const sparkwire::Error &why) {
                    m_activity->add(tr("The test result was not kept: %1").arg(why.message));
                });
    }
    FocusRing::install(); // a focus the keyboard user can see, in every window
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    if (demo) {
        const QString bannerText =
            m_session.demoScenario == QLatin1String("faults")
                ? tr("DEMO — a simulated Spark with the classic faults, for learning the "
                     "diagnoses. Nothing on this computer is read or changed.")
                : tr("DEMO — a simulated Spark. Nothing on this computer is read or changed.");
        auto *banner = new QLabel(bannerText, central);
        banner->setObjectName(QStringLiteral("demoBanner"));
        banner->setAlignment(Qt::AlignCenter);
        banner->setWordWrap(true); // in German it would widen the window past 1024 px
        banner->setStyleSheet(QStringLiteral(
            "QLabel { background: #ffd23f; color: #2b2200; font-weight: bold; padding: 6px; }"));
        layout->addWidget(banner);
    }
    // Why this window does not answer peers, while it does not (NodeWindowParts says).
    m_notAnswering = new QLabel(central);
    m_notAnswering->setObjectName(QStringLiteral("notAnsweringBanner"));
    m_notAnswering->setWordWrap(true);
    m_notAnswering->setTextFormat(Qt::PlainText);
    m_notAnswering->setStyleSheet(
        QStringLiteral("QLabel { background: #fff1d6; color: #5a3b00; padding: 6px; }"));
    m_notAnswering->hide();
    layout->addWidget(m_notAnswering);
    // A change being tried stays in sight above every page, with Keep and Revert.
    layout->addWidget(new PendingChangeBanner(m_cluster, central));
    // Another seat holds this Spark's cluster: who, and what this Spark gets, above every page.
    auto *held = new QLabel(central);
    held->setObjectName(QStringLiteral("heldClusterBanner"));
    held->setWordWrap(true);
    held->setTextFormat(Qt::PlainText);
    held->setStyleSheet(QStringLiteral(
        "QLabel { background: #e8f0fe; color: #0b3d91; font-weight: bold; padding: 6px; }"));
    const auto showHeld = [this, held] {
        held->setText(m_cluster->heldText());
        held->setVisible(m_cluster->heldBy().has_value());
    };
    connect(m_cluster, &ClusterModel::heldChanged, held, showHeld);
    showHeld();
    layout->addWidget(held);
    layout->addWidget(m_wizard, 1);
    setCentralWidget(central);

    auto *welcome = new WelcomePage(inventory, demo, m_wizard);
    if (m_session.clusterPreflight)
        welcome->offerPreflight(
            [run = *m_session.clusterPreflight](
                QObject *owner,
                std::function<void(const sparkwire::doctor::ClusterPreflight &)> done) {
                run(owner, {}, std::move(done)); // whom this Spark would ask now
            });
    welcome->setCluster(m_cluster);
    if (m_session.switchDemo)
        welcome->offerScenarios(m_session.demoScenario, *m_session.switchDemo);
    m_wizard->setPage(WizardPageId::Welcome, welcome);
    m_wizard->setPage(WizardPageId::ThisSpark, new ThisSparkPage(inventory, m_wizard));
    auto *findPeers = new FindPeersPage(inventory, session.cabling, session.peers,
                                        session.responder, m_cluster, m_wizard);
    findPeers->setLanDiscovery(session.lan);
    m_findPeers = findPeers;
    m_wizard->setPage(WizardPageId::FindPeers, findPeers);
    auto *addressing = new AddressingPage(m_cluster, m_wizard);
    addressing->setOtherToolOffer(
        new OtherToolOffer(m_cluster, session.netplanRoot, session.applier, addressing));
    m_wizard->setPage(WizardPageId::Addressing, addressing);
    auto *review = new ReviewPage(m_cluster, session.netplanRoot, m_wizard);
    review->setApplier(session.applier);
    if (m_session.clusterPreflight)
        review->setPreflight(
            [run = *m_session.clusterPreflight, cluster = m_cluster](
                QObject *owner,
                std::function<void(const sparkwire::doctor::ClusterPreflight &)> done) {
                run(owner, cluster->members(), std::move(done)); // the planned members
            });
    m_wizard->setPage(WizardPageId::Review, review);
    auto *applyPage = new ApplyPage(m_cluster, m_wizard);
    m_wizard->setPage(WizardPageId::Apply, applyPage);
    connect(applyPage, &ApplyPage::diagnoseRequested, this, [this](const QString &whatFailed) {
        showDiagnoseFor(tr("The apply failed: %1").arg(whatFailed));
    });
    // The wizard ends on the dashboard, running the tests.
    const auto runTests = [this] {
        showDashboard();
        dashboard()->testsPanel()->runAll();
    };
    auto *verify = new VerifyPage(m_cluster, demo, runTests, m_wizard);
    verify->setPeers(session.peers);
    if (session.launchPaths)
        verify->setLaunchPaths(*session.launchPaths);
    verify->setBandwidthTests(
        session.linkTests,
        demo ? nullptr : static_cast<sparkwire::hw::InventoryMonitor *>(session.inventory));
    m_wizard->setPage(WizardPageId::Verify, verify);
    m_bundles = new BundleActions(m_session, this);
    connect(verify->exportBundleButton(), &QPushButton::clicked, m_bundles,
            &BundleActions::exportBundle);
    createMenus();
    // Every step the person takes here is kept in View > Activity with its outcome.
    const auto note = [this](const QString &text) { notify(text); };
    ActivityFeed::watchPeers(session.peers, this, note);
    ActivityFeed::watchCluster(m_cluster, this, note);
    ActivityFeed::watchTests(session.linkTests, this, note);
    connect(m_bundles, &BundleActions::notice, this, &MainWindow::notify);

    const QStringList warnings = inventory->sourceWarnings();
    if (!warnings.isEmpty())
        notify(warnings.join(QStringLiteral(" · ")));
    resize(1040, 720);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *settings = file->addAction(tr("&Settings…"), this, [this] {
        QSettings stored;
        SettingsDialog dialog(stored, this);
        dialog.exec();
    });
    settings->setObjectName(QStringLiteral("settingsAction"));
    settings->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    file->addAction(m_bundles->exportAction());
    file->addAction(m_bundles->importAction());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setObjectName(QStringLiteral("quitAction"));

    QMenu *view = menuBar()->addMenu(tr("Vie&w")); // Alt+V is the pending banner's Revert
    QAction *dashboardAction =
        view->addAction(tr("Bandwidth &dashboard"), this, &MainWindow::showDashboard);
    dashboardAction->setShortcut(QKeySequence(tr("Ctrl+D")));
    dashboardAction->setObjectName(QStringLiteral("dashboardAction"));
    QAction *activity = view->addAction(tr("&Activity"), this, [this] {
        m_activity->show();
        m_activity->raise();
        m_activity->activateWindow();
    });
    activity->setShortcut(QKeySequence(tr("Ctrl+L")));
    activity->setObjectName(QStringLiteral("activityAction"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *diagnose = help->addAction(tr("&Diagnose…"), this, &MainWindow::showDiagnose);
    diagnose->setObjectName(QStringLiteral("diagnoseAction"));
    QAction *about = help->addAction(tr("&About Sparkwire"), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    about->setObjectName(QStringLiteral("aboutAction"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::showDiagnose()
{
    showDiagnoseFor(QString());
}

void MainWindow::showDiagnoseFor(const QString &whatFailed)
{
    // The window's own view of this Spark: its inventory and netplan root; in the demo nothing
    // of this computer (no /proc, no environment).
    const auto gather = [this] {
        sparkwire::doctor::DoctorInputs in;
        in.inventory =
            m_session.inventoryNow ? (*m_session.inventoryNow)() : m_session.inventory->inventory();
        in.sysfsRoot = m_session.inventory->sysfs().root();
        in.rootDir = m_session.netplanRoot;
        in.readKeptResults(m_session.stateDir); // the NCCL size and twin rates last kept
        if (m_session.demo)
            in.procRoot.clear();
        else
            in.environment = sparkwire::doctor::DoctorInputs::environmentFrom(
                QProcessEnvironment::systemEnvironment().toStringList());
        return in;
    };
    auto *dialog = new DiagnoseDialog(gather, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_session.clusterDoctor)
        dialog->setClusterRun(*m_session.clusterDoctor);
    dialog->setContext(whatFailed);
    if (m_session.applier) {
        DiagnoseDialog::Fix fix;
        fix.offered = &sparkwire::doctor::PlanReapply::fixes;
        fix.question = &sparkwire::doctor::PlanReapply::question;
        fix.run = [this, dialog](const sparkwire::doctor::DoctorCheck &,
                                 std::function<void(bool, const QString &)> done) {
            // Confirmed only after the Verify page's link checks pass (the demo's are played).
            const bool demo = m_session.demo;
            auto *reapply = new sparkwire::doctor::PlanReapply(
                m_session.applier, m_session.inventory,
                [demo](QObject *parent) -> sparkwire::bench::LinkChecker * {
                    if (demo)
                        return new sparkwire::sim::DemoLinkChecks(parent);
                    return new sparkwire::bench::LinkChecks(parent);
                },
                m_session.netplanRoot, demo, dialog);
            reapply->run([reapply, done](bool ok, const QString &message) {
                reapply->deleteLater();
                done(ok, message);
            });
        };
        dialog->setFix(std::move(fix));
    }
    dialog->show();
}

void MainWindow::notify(const QString &text)
{
    statusBar()->showMessage(text);
    m_activity->add(text);
}

void MainWindow::setAnswering(sparkwire::peers::PeerResponder *responder, const QString &whyNot)
{
    m_session.responder = OptionalPart<sparkwire::peers::PeerResponder>::of(responder);
    m_findPeers->setResponder(responder);
    m_notAnswering->setText(whyNot);
    m_notAnswering->setVisible(!whyNot.isEmpty());
}

DashboardWindow *MainWindow::dashboard()
{
    if (!m_dashboard) {
        QList<int> ports;
        for (const sparkwire::hw::Cx7Port &p : m_session.inventory->inventory().ports)
            if (!ports.contains(p.port))
                ports << p.port;
        std::sort(ports.begin(), ports.end());
        m_dashboard = new DashboardWindow(m_session.sampler, ports, m_session.linkTests,
                                          m_session.demo, this);
        m_dashboard->setCluster(m_cluster);
        m_dashboard->setStateDir(m_session.stateDir);
        m_dashboard->setFleet(m_session.fleet);
        // The pending change's banner on top of the dashboard too.
        if (auto *top = qobject_cast<QVBoxLayout *>(m_dashboard->layout()))
            top->insertWidget(0, new PendingChangeBanner(m_cluster, m_dashboard));
        connect(m_dashboard->testsPanel(), &TestsPanel::diagnoseRequested, this, [this] {
            showDiagnoseFor(
                tr("A link test failed: %1").arg(m_dashboard->testsPanel()->failureSummary()));
        });
    }
    return m_dashboard;
}

void MainWindow::setFleet(sparkwire::metrics::FleetHistory *fleet)
{
    m_session.fleet = OptionalPart<sparkwire::metrics::FleetHistory>::of(fleet);
    if (m_dashboard)
        m_dashboard->setFleet(fleet);
}

void MainWindow::showDashboard()
{
    DashboardWindow *d = dashboard();
    d->show();
    d->raise();
    d->activateWindow();
}
