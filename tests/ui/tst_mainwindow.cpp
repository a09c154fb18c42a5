// The first window, driven as a person would: the wizard frame, Welcome, This Spark with
// its rear panel, keyboard navigation, the details of each twin half, and live updates.
#include "MainWindow.h"
#include "diagram/RearPanelWidget.h"
#include "diagram/TwinHalfButton.h"
#include "doctor/Doctor.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoEnvironment.h"
#include "sim/DemoPeerSession.h"
#include "widgets/DiagnoseDialog.h"
#include "wizard/WizardFrame.h"
#include "wizard/WizardPage.h"

#include "widgets/ActivityLog.h"
#include <QAction>

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace sparkwire;

namespace {
hw::InventoryMonitor::Options treeOptions(const QString &root)
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = root;
    options.live = false;
    options.hostname = QStringLiteral("spark-test");
    return options;
}

Session session(hw::InventoryMonitor *inventory, bool demo)
{
    static sim::DemoApplyBackend applier; // writes nothing, whatever a test clicks
    static sim::DemoCabling cabling(hw::HostInventory{});
    Session s;
    s.inventory = OptionalPart<hw::InventoryMonitor>::of(inventory);
    s.applier = applier;
    s.cabling = cabling;
    static sim::DemoPeerSession peers;
    s.peers = peers;
    s.demo = demo;
    s.netplanRoot = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root");
    return s;
}

// A page whose next page the test decides, as a per-member page will.
class StepPage : public WizardPage
{
public:
    StepPage(QString title, std::function<WizardPageId()> next = {})
        : m_title(std::move(title))
        , m_next(std::move(next))
    {}
    QString title() const override { return m_title; }
    WizardPageId nextId() const override { return m_next ? m_next() : WizardPage::nextId(); }

private:
    QString m_title;
    std::function<WizardPageId()> m_next;
};

QString label(QWidget *root, const char *name)
{
    auto *l = root->findChild<QLabel *>(QLatin1String(name));
    return l ? l->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void welcomeThenThisSpark();
    void halvesShowTheirPorts_data();
    void halvesShowTheirPorts();
    void keyboardMovesBetweenHalves();
    void adviceExplainsProblems();
    void liveUpdateRepaintsPanel();
    void demoIsLabelled();
    void noticesAreKeptInActivity();
    void speaksGerman();
    void nextIdSkipsAPageAndBackRetracesThePath();
    void helpDiagnoseShowsTheChecks();
    void diagnoseWholeCluster();
    void diagnoseFixReappliesThePlan();
};

void TestMainWindow::welcomeThenThisSpark()
{
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1")));
    MainWindow window(session(&monitor, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The hostname tells two Sparks' windows apart; the name ends the title so the platform
    // does not append it again.
    const QString host = monitor.inventory().hostname;
    QVERIFY(!host.isEmpty());
    QCOMPARE(window.windowTitle(), host + QStringLiteral(" — Sparkwire"));
    QVERIFY(!window.findChild<QLabel *>(QStringLiteral("demoBanner")));

    auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
    auto *back = window.findChild<QPushButton *>(QStringLiteral("backButton"));
    auto *steps = window.findChild<QListWidget *>(QStringLiteral("pageList"));
    QVERIFY(next && back && steps);
    QCOMPARE(label(&window, "pageTitle"), QStringLiteral("Welcome"));
    QVERIFY(label(&window, "readiness").contains(QStringLiteral("4 ConnectX-7 twin halves")));
    QVERIFY(label(&window, "readiness").contains(QStringLiteral("2 of them with a link")));
    QVERIFY(!back->isEnabled());
    QCOMPARE(steps->count(), 7);                             // ... Apply, Verify
    QVERIFY(!(steps->item(1)->flags() & Qt::ItemIsEnabled)); // not reached yet

    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(label(&window, "pageTitle"), QStringLiteral("This Spark"));
    QVERIFY(back->isEnabled());
    QVERIFY(next->isEnabled()); // on to finding peers
    QVERIFY(steps->item(1)->flags() & Qt::ItemIsEnabled);
    // The first half with a link is selected on entry.
    QCOMPARE(label(&window, "detail-netdev"), QStringLiteral("enp1s0f1np1"));
    QVERIFY(label(&window, "cablingSummary")
                .contains(QStringLiteral("Port 1 (outermost): cable in, both twins up")));
    QVERIFY(label(&window, "cablingSummary")
                .contains(QStringLiteral("Port 0 (next to the RJ45): no cable")));
    QVERIFY(label(&window, "managementSummary")
                .contains(QStringLiteral("enP7s7: up, 10000 Mb/s, IPv4 192.168.1.50/24")));

    QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier); // Alt+Left goes back
    QCOMPARE(label(&window, "pageTitle"), QStringLiteral("Welcome"));
    steps->setCurrentRow(1); // a reached step can be revisited from the list
    QCOMPARE(label(&window, "pageTitle"), QStringLiteral("This Spark"));
}

void TestMainWindow::halvesShowTheirPorts_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<int>("port");
    QTest::addColumn<int>("half");
    QTest::addColumn<QString>("netdev");
    QTest::addColumn<QString>("rdma");
    QTest::addColumn<bool>("carrier");
    QTest::addColumn<QString>("mtu");
    QTest::addColumn<QString>("ipv4");
    QTest::addColumn<QString>("gid");
    QTest::newRow("dgx p1a") << "dgx-port1" << 1 << 0 << "enp1s0f1np1"
                             << "rocep1s0f1" << true << "9000"
                             << "192.168.177.11/24"
                             << "3 (::ffff:192.168.177.11)";
    QTest::newRow("dgx p1b") << "dgx-port1" << 1 << 1 << "enP2p1s0f1np1"
                             << "roceP2p1s0f1" << true << "9000"
                             << "192.168.178.11/24"
                             << "3 (::ffff:192.168.178.11)";
    QTest::newRow("dgx p0a") << "dgx-port1" << 0 << 0 << "enp1s0f0np0"
                             << "rocep1s0f0" << false << "1500"
                             << "none"
                             << "none";
    QTest::newRow("mlx5 p0b") << "mlx5-all-up" << 0 << 1 << "ens1f0b"
                              << "mlx5_2" << true << "9000"
                              << "10.10.2.1/24"
                              << "3 (::ffff:10.10.2.1)";
    QTest::newRow("drift p1a") << "dgx-gid-drift" << 1 << 0 << "enp1s0f1np1"
                               << "rocep1s0f1" << true << "9000"
                               << "192.168.177.21/24"
                               << "5 (::ffff:192.168.177.21)";
}

void TestMainWindow::halvesShowTheirPorts()
{
    QFETCH(QString, tree);
    QFETCH(int, port);
    QFETCH(int, half);
    QFETCH(QString, netdev);
    QFETCH(bool, carrier);
    hw::InventoryMonitor monitor(treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") + tree));
    MainWindow window(session(&monitor, false));
    window.show();
    window.wizard()->next();
    auto *button =
        window.findChild<QWidget *>(QStringLiteral("thisSparkPage"))
            ->findChild<TwinHalfButton *>(QStringLiteral("port%1-half%2").arg(port).arg(half));
    QVERIFY(button);
    QVERIFY(button->isEnabled());
    QVERIFY(button->isVisible());
    QVERIFY(button->width() > 40 && button->height() > 10);
    QCOMPARE(button->cx7Port()->netdev, netdev);
    QVERIFY(button->labelText().contains(netdev));
    QVERIFY(
        button->labelText().contains(carrier ? QStringLiteral("up") : QStringLiteral("no link")));
    QVERIFY(button->toolTip().contains(netdev));

    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(button->isChecked());
    QCOMPARE(label(&window, "detail-netdev"), netdev);
    QTEST(label(&window, "detail-rdma"), "rdma");
    QTEST(label(&window, "detail-mtu"), "mtu");
    QTEST(label(&window, "detail-ipv4"), "ipv4");
    QTEST(label(&window, "detail-gid"), "gid");
    QVERIFY(label(&window, "detail-position")
                .contains(QStringLiteral("twin half %1").arg(QChar(u'a' + half))));
}

void TestMainWindow::keyboardMovesBetweenHalves()
{
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/mlx5-all-up")));
    MainWindow window(session(&monitor, false));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.wizard()->next();
    auto *first = window.findChild<QWidget *>(QStringLiteral("thisSparkPage"))
                      ->findChild<TwinHalfButton *>(QStringLiteral("port0-half0"));
    QVERIFY(first);
    QCOMPARE(label(&window, "detail-netdev"), QStringLiteral("ens1f0a"));
    first->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("port0-half1"));
    QCOMPARE(label(&window, "detail-netdev"), QStringLiteral("ens1f0b"));
}

void TestMainWindow::adviceExplainsProblems()
{
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-mtu1500-unaddressed")));
    MainWindow window(session(&monitor, false));
    window.show();
    window.wizard()->next();
    const QString advice = label(&window, "detail-advice");
    QVERIFY2(advice.contains(QStringLiteral("MTU is 1500")), qPrintable(advice));
    QVERIFY2(advice.contains(QStringLiteral("No IPv4 address")), qPrintable(advice));

    hw::InventoryMonitor drift(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-gid-drift")));
    MainWindow driftWindow(session(&drift, false));
    driftWindow.show();
    driftWindow.wizard()->next();
    QVERIFY(label(&driftWindow, "detail-advice").contains(QStringLiteral("index 5, not 3")));
    QVERIFY(label(&driftWindow, "detail-advice").contains(QStringLiteral("SLAAC")));
}

void TestMainWindow::liveUpdateRepaintsPanel()
{
    // A change in the tree (standing for a netlink event) reaches the selected half's details
    // and the drawing without any click.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = dir.path() + QStringLiteral("/tree");
    QCOMPARE(QProcess::execute(QStringLiteral("cp"),
                               {QStringLiteral("-a"),
                                QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), root}),
             0);
    hw::InventoryMonitor monitor(treeOptions(root));
    MainWindow window(session(&monitor, false));
    window.show();
    window.wizard()->next();
    QCOMPARE(label(&window, "detail-mtu"), QStringLiteral("9000"));

    QFile mtu(root + QStringLiteral("/class/net/enp1s0f1np1/mtu"));
    QVERIFY(mtu.open(QIODevice::WriteOnly | QIODevice::Truncate));
    mtu.write("1500\n");
    mtu.close();
    QFile carrier(root + QStringLiteral("/class/net/enp1s0f0np0/carrier"));
    QVERIFY(carrier.open(QIODevice::WriteOnly | QIODevice::Truncate));
    carrier.write("1\n");
    carrier.close();
    QSignalSpy changed(&monitor, &hw::InventoryMonitor::inventoryChanged);
    monitor.refresh();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(label(&window, "detail-mtu"), QStringLiteral("1500"));
    auto *p0a = window.findChild<QWidget *>(QStringLiteral("thisSparkPage"))
                    ->findChild<TwinHalfButton *>(QStringLiteral("port0-half0"));
    QVERIFY(p0a->labelText().contains(QStringLiteral("up")));
    QVERIFY(label(&window, "cablingSummary").contains(QStringLiteral("only enp1s0f0np0 is up")));
    monitor.refresh(); // nothing changed: no signal
    QCOMPARE(changed.count(), 1);
}

// A later notice replaces the status bar's text but never the record of an earlier one:
// View > Activity (Ctrl+L) lists every notice, oldest first (issue 17).
void TestMainWindow::noticesAreKeptInActivity()
{
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1")));
    MainWindow window(session(&monitor, false));
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QString saved = QStringLiteral("Saved the plan from spark-b to /tmp/plan.yaml.");
    const QString ended = QStringLiteral("Connection from spark-b ended: closed.");
    window.notify(saved);
    window.notify(ended);
    QCOMPARE(window.statusBar()->currentMessage(), ended);
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    auto *log = window.findChild<ActivityLog *>(QStringLiteral("activityLog"));
    QVERIFY(log);
    QTRY_VERIFY(log->isVisible());
    const QStringList entries = log->entries();
    QCOMPARE(entries.size(), 2);
    QVERIFY2(entries.at(0).endsWith(saved), qPrintable(entries.at(0)));
    QVERIFY2(entries.at(1).endsWith(ended), qPrintable(entries.at(1)));
    QVERIFY(QRegularExpression(QStringLiteral("^\\d\\d:\\d\\d:\\d\\d  "))
                .match(entries.at(0))
                .hasMatch());
}

void TestMainWindow::demoIsLabelled()
{
    const Result<QString> demoRoot = sim::DemoEnvironment::sysfsRoot();
    QVERIFY2(demoRoot, qPrintable(demoRoot.errorMessage()));
    const QString root = *demoRoot;
    hw::InventoryMonitor monitor(sim::DemoEnvironment::inventoryOptions(root));
    QVERIFY(monitor.sourceWarnings().isEmpty()); // no live source at all
    MainWindow window(session(&monitor, true));
    window.show();
    QCOMPARE(window.windowTitle(), QStringLiteral("spark-demo-a (demo) — Sparkwire"));
    QCOMPARE(window.windowTitle().count(QStringLiteral("Sparkwire")), 1);
    auto *banner = window.findChild<QLabel *>(QStringLiteral("demoBanner"));
    QVERIFY(banner && banner->isVisible());
    QVERIFY(banner->text().startsWith(QStringLiteral("DEMO")));
    QVERIFY(label(&window, "readiness").contains(QStringLiteral("spark-demo-a")));
    QVERIFY(label(&window, "readiness").contains(QStringLiteral("demo")));
}

void TestMainWindow::speaksGerman()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/sparkwire_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1")));
    MainWindow window(session(&monitor, true));
    window.show();
    QCOMPARE(label(&window, "pageTitle"), QStringLiteral("Willkommen"));
    QCOMPARE(window.findChild<QPushButton *>(QStringLiteral("nextButton"))->text(),
             QStringLiteral("&Weiter"));
    QVERIFY(
        label(&window, "demoBanner").startsWith(QStringLiteral("DEMO — ein simulierter Spark")));
    window.wizard()->next();
    QCOMPARE(label(&window, "pageTitle"), QStringLiteral("Dieser Spark"));
    QVERIFY(label(&window, "cablingSummary")
                .contains(QStringLiteral("Kabel steckt, beide Zwillinge aktiv")));
    QCoreApplication::removeTranslator(&german);
}

void TestMainWindow::nextIdSkipsAPageAndBackRetracesThePath()
{
    WizardFrame frame;
    bool skip = true;
    frame.setPage(WizardPageId::Welcome, new StepPage(QStringLiteral("Start"), [&skip] {
                      return skip ? WizardPageId::FindPeers : WizardPageId::ThisSpark;
                  }));
    frame.setPage(WizardPageId::ThisSpark, new StepPage(QStringLiteral("Skippable")));
    // Added out of order: the step list still follows the ids.
    frame.setPage(WizardPageId::Addressing, new StepPage(QStringLiteral("Last")));
    frame.setPage(WizardPageId::FindPeers, new StepPage(QStringLiteral("Middle")));
    frame.show();
    frame.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&frame));
    auto *next = frame.findChild<QPushButton *>(QStringLiteral("nextButton"));
    auto *back = frame.findChild<QPushButton *>(QStringLiteral("backButton"));
    auto *steps = frame.findChild<QListWidget *>(QStringLiteral("pageList"));
    QCOMPARE(steps->count(), 4);
    QCOMPARE(steps->item(2)->text(), QStringLiteral("3. Middle"));

    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(frame.currentId(), WizardPageId::FindPeers); // ThisSpark skipped
    QVERIFY(!(steps->item(1)->flags() & Qt::ItemIsEnabled));
    QCOMPARE(steps->currentRow(), 2);
    QTest::keyClick(&frame, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(frame.currentId(), WizardPageId::Addressing);
    QVERIFY(!next->isEnabled()); // the last page
    QCOMPARE(frame.visitedIds(),
             (QList<WizardPageId>{WizardPageId::Welcome, WizardPageId::FindPeers,
                                  WizardPageId::Addressing}));

    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(frame.currentId(), WizardPageId::FindPeers);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(frame.currentId(), WizardPageId::Welcome); // not the skipped page
    QVERIFY(!back->isEnabled());
    steps->setCurrentRow(3); // forward again along the path taken
    QCOMPARE(frame.currentId(), WizardPageId::Addressing);
    steps->setCurrentRow(0);

    // The same Next now takes the other branch, which replaces the old path after Welcome.
    skip = false;
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(frame.currentId(), WizardPageId::ThisSpark);
    QCOMPARE(frame.visitedIds(),
             (QList<WizardPageId>{WizardPageId::Welcome, WizardPageId::ThisSpark}));
    steps->setCurrentRow(3); // no longer on the path: refused
    QCOMPARE(frame.currentId(), WizardPageId::ThisSpark);
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(frame.currentId(), WizardPageId::Welcome);

    // A field is the registered widget's property, read and written through the frame.
    auto *node = new QSpinBox(frame.page(WizardPageId::Addressing));
    frame.registerField(WizardField::ThisNode, node, "value");
    QSignalSpy changed(&frame, &WizardFrame::fieldChanged);
    node->setValue(3);
    QCOMPARE(frame.field(WizardField::ThisNode).toInt(), 3);
    frame.setField(WizardField::ThisNode, 5);
    QCOMPARE(node->value(), 5);
    QCOMPARE(changed.size(), 2);
    QVERIFY(changed.first().first().value<WizardField>() == WizardField::ThisNode);
    QVERIFY(!frame.field(WizardField::ChosenPeerId).isValid()); // not registered
}

// Help → Diagnose opens the doctor's checks on the window's Spark (here a recorded tree with
// MTU 1500 and no addresses): failures first, each with its evidence, cause and fix; the
// redacted report (tst_doctor, tst_ctl_doctor) is offered from it.
void TestMainWindow::helpDiagnoseShowsTheChecks()
{
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-mtu1500-unaddressed")));
    MainWindow window(session(&monitor, true)); // demo: nothing of this computer is read
    window.show();
    auto *action = window.findChild<QAction *>(QStringLiteral("diagnoseAction"));
    QVERIFY(action);
    action->trigger();
    auto *dialog = window.findChild<DiagnoseDialog *>(QStringLiteral("diagnoseDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("diagnoseTable"));
    QCOMPARE(table->rowCount(), int(sparkwire::doctor::Doctor::catalogue().size()));
    QStringList failed;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 1)->text().startsWith(QStringLiteral("✘")))
            failed << table->item(row, 0)->text();
    QVERIFY2(failed.contains(QStringLiteral("mtu-9000")), qPrintable(failed.join(u',')));
    QVERIFY(failed.contains(QStringLiteral("twins-both-up")));
    QCOMPARE(table->item(0, 1)->text().left(1), QStringLiteral("✘")); // failures first
    QVERIFY(!table->item(0, 4)->text().isEmpty());                    // with the fix
    QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("saveReportButton")));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("diagnoseSummary"))
                ->text()
                .contains(QStringLiteral("failed")));
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("diagnoseAgainButton")),
                      Qt::LeftButton);
    QCOMPARE(table->rowCount(), int(sparkwire::doctor::Doctor::catalogue().size()));
}

// "Whole cluster" shows the cluster-wide run's table (what node::ClusterDoctorRun gives; the
// run itself is tested on the testbed, tst_doctor_cluster_testbed) with a Member column.
void TestMainWindow::diagnoseWholeCluster()
{
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1")));
    DiagnoseDialog dialog([&] {
        sparkwire::doctor::DoctorInputs in;
        in.inventory = monitor.inventory();
        in.sysfsRoot = monitor.sysfs().root();
        in.procRoot.clear();
        in.rootDir.clear();
        return in;
    });
    auto *button = dialog.findChild<QPushButton *>(QStringLiteral("diagnoseClusterButton"));
    QVERIFY(button->isHidden()); // no cluster run given
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("diagnoseTable"));
    QVERIFY(table->isColumnHidden(5));
    int runs = 0;
    dialog.setClusterRun([&](QObject *owner, DiagnoseDialog::ClusterDone done) {
        ++runs;
        QVERIFY(owner == &dialog);
        using sparkwire::doctor::DoctorCheck;
        done({{QStringLiteral("spark-a"),
               {QStringLiteral("mtu-9000"),
                DoctorCheck::Status::Pass,
                QStringLiteral("enp1s0f1np1 mtu 9000"),
                {},
                {}}},
              {QStringLiteral("spark-c"),
               {QStringLiteral("member-answers"), DoctorCheck::Status::Fail,
                QStringLiteral("spark-c: no beacon from it was heard"), QStringLiteral("cause"),
                QStringLiteral("fix")}}});
    });
    dialog.show();
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(runs, 1);
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(!table->isColumnHidden(5));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("member-answers")); // failures first
    QCOMPARE(table->item(0, 5)->text(), QStringLiteral("spark-c"));
    QCOMPARE(dialog.clusterChecks().size(), 2);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Diagnose the cluster"));
    // Back to this Spark alone: the Member column goes.
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("diagnoseAgainButton")),
                      Qt::LeftButton);
    QVERIFY(table->isColumnHidden(5));
    QCOMPARE(table->rowCount(), int(sparkwire::doctor::Doctor::catalogue().size()));
}

// "Fix…" on a failing MTU row: asks first, re-applies the 40-cx7.yaml in force through the
// helper (here the demo's stand-in, which goes through Try and Confirm and writes nothing),
// confirms after the demo's link checks (tst_helper_reapply: the real helper and links),
// then checks again. Offered only where re-applying fixes the finding.
void TestMainWindow::diagnoseFixReappliesThePlan()
{
    hw::InventoryMonitor monitor(
        treeOptions(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-mtu1500-unaddressed")));
    MainWindow window(session(&monitor, true));
    window.show();
    window.findChild<QAction *>(QStringLiteral("diagnoseAction"))->trigger();
    auto *dialog = window.findChild<DiagnoseDialog *>(QStringLiteral("diagnoseDialog"));
    QVERIFY(dialog);
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("diagnoseTable"));
    auto *fix = dialog->findChild<QPushButton *>(QStringLiteral("diagnoseFixButton"));
    QVERIFY(fix->isVisible());
    int mtuRow = -1;
    int otherRow = -1;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() == QStringLiteral("mtu-9000"))
            mtuRow = row;
        else if (table->item(row, 0)->text() == QStringLiteral("twins-both-up"))
            otherRow = row;
    }
    QVERIFY(mtuRow >= 0 && otherRow >= 0);
    table->setCurrentCell(otherRow, 0);
    QVERIFY(!fix->isEnabled()); // re-applying does not address a twin
    table->setCurrentCell(mtuRow, 0);
    QVERIFY(fix->isEnabled());
    // No: nothing happens.
    QTest::mouseClick(fix, Qt::LeftButton);
    auto *confirm = dialog->findChild<QMessageBox *>(QStringLiteral("diagnoseFixConfirm"));
    QVERIFY(confirm && confirm->isVisible());
    QVERIFY(confirm->text().contains(QStringLiteral("MTU 9000")));
    confirm->button(QMessageBox::No)->click();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the box is gone
    auto *summary = dialog->findChild<QLabel *>(QStringLiteral("diagnoseSummary"));
    QVERIFY(!summary->text().contains(QStringLiteral("Fixing")));
    // Yes: Try, Confirm, checked again.
    QTest::mouseClick(fix, Qt::LeftButton);
    confirm = dialog->findChild<QMessageBox *>(QStringLiteral("diagnoseFixConfirm"));
    QTRY_VERIFY(confirm && confirm->isVisible());
    confirm->button(QMessageBox::Yes)->click();
    QVERIFY(summary->text().contains(QStringLiteral("Fixing mtu-9000")));
    QTRY_VERIFY_WITH_TIMEOUT(summary->text().contains(QStringLiteral(
                                 "Applied the plan again, checked the links and kept it.")),
                             5000);
    QCOMPARE(table->rowCount(), int(sparkwire::doctor::Doctor::catalogue().size()));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
