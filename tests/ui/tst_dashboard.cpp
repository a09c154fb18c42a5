// The dashboard offscreen: plots fed by samples (constructed, and from the demo's moving
// counters through the real sampler), pause and window, PNG and CSV export written and
// non-empty, the tests panel with the recorded NCCL run (chart, floor, verdicts) and cancel,
// and the View menu opening the dashboard. The Verify page: tst_verifypage.
#include "MainWindow.h"
#include "bench/NcclOutputParser.h"
#include "bench/RdmaVerdicts.h"
#include "bench/TcpVerdicts.h"
#include "cluster/ClusterModel.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/LinkChart.h"
#include "dashboard/NcclChart.h"
#include "dashboard/TestsPanel.h"
#include "dashboard/TroubleCountersTable.h"
#include "hw/InventoryMonitor.h"
#include "metrics/MetricsSampler.h"
#include "sim/DemoCluster.h"
#include "sim/DemoLinkChecks.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoTraffic.h"
#include "wizard/WizardFrame.h"

#include "common/DashboardSamples.h"
#include "common/DemoParts.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QValueAxis>

using namespace sparkwire;

class TestDashboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plotsPauseAndExport();
    void dragZoomHoldsWhileLive();
    void csvHeadersStayEnglishInGerman();
    void demoCountersMoveThroughTheSampler_data();
    void demoCountersMoveThroughTheSampler();
    void recordedNcclRunWithFloorAndVerdicts();
    void cancelStopsATest();
    void runAllRunsTheThreeInTurn();
    void tcpVerdictsAreCoresAsShown();
    void memberChoiceByKeyboard();
    void viewMenuOpensTheDashboard();
    void ncclFollowsThePlanAndTheGpuDirectChoice();
    void exportedImageSaysHostTimeAndDemo_data();
    void exportedImageSaysHostTimeAndDemo();
};

void TestDashboard::exportedImageSaysHostTimeAndDemo_data()
{
    QTest::addColumn<bool>("demo");
    QTest::newRow("demo") << true;
    QTest::newRow("real") << false;
}

void TestDashboard::exportedImageSaysHostTimeAndDemo()
{
    QFETCH(bool, demo);
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, demo);
    dashboard.show();
    for (int i = 0; i < 5; ++i)
        dashboard.addSample(dashboardSample(1000 + i * 100, 95.0, 94.0));
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("port1.png"));
    const Status written = dashboard.exportPng(png);
    QVERIFY2(written, qPrintable(written.errorMessage()));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.text(QStringLiteral("Host")), QSysInfo::machineHostName());
    QVERIFY(image.text(QStringLiteral("Time")).endsWith(QLatin1String("UTC")));
    QCOMPARE(image.text(QStringLiteral("Demo")),
             demo ? QStringLiteral("yes") : QStringLiteral("no"));
    // The footer is drawn too: the demo's in the badge's yellow.
    const QColor footer = image.pixelColor(2, image.height() - 2);
    QCOMPARE(footer == QColor(0xff, 0xd2, 0x3f), demo);
}

void TestDashboard::plotsPauseAndExport()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, true);
    dashboard.show();
    QCOMPARE(dashboard.charts().size(), 2);
    QCOMPARE(dashboard.currentChart()->port(), 1);
    for (int i = 0; i < 50; ++i)
        dashboard.addSample(dashboardSample(1000 + i * 100, 95.0, 94.0));
    LinkChart *chart = dashboard.currentChart();
    QCOMPARE(chart->series(0)->count(), 50); // half 0 tx
    QCOMPARE(chart->series(0)->at(49).y(), 95.0);
    QCOMPARE(chart->series(4)->at(49).y(), 189.0); // the port: both twins summed
    QCOMPARE(chart->series(5)->at(49).y(), 94.5);  // port rx
    QCOMPARE(chart->series(0)->at(49).x(), 0.0);   // now, at the right edge
    // Paused: recorded but not redrawn; resumed: all of it shows.
    dashboard.findChild<QCheckBox *>(QStringLiteral("pauseCheck"))->setChecked(true);
    for (int i = 50; i < 60; ++i)
        dashboard.addSample(dashboardSample(1000 + i * 100, 50.0, 50.0));
    QCOMPARE(chart->series(0)->count(), 50);
    dashboard.findChild<QCheckBox *>(QStringLiteral("pauseCheck"))->setChecked(false);
    QCOMPARE(chart->series(0)->count(), 60);
    // Zoom out to the hour: the window widens, nothing is lost.
    dashboard.findChild<QComboBox *>(QStringLiteral("windowCombo"))->setCurrentIndex(3);
    QCOMPARE(chart->series(0)->count(), 60);

    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("port1.png"));
    const QString csv = dir.filePath(QStringLiteral("port1.csv"));
    const Status pngWritten = dashboard.exportPng(png);
    QVERIFY2(pngWritten, qPrintable(pngWritten.errorMessage()));
    const Status csvWritten = dashboard.exportCsv(csv);
    QVERIFY2(csvWritten, qPrintable(csvWritten.errorMessage()));
    QVERIFY(QFileInfo(png).size() > 1000);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 61); // header + 60 samples
    QVERIFY(lines.first().startsWith("seconds,half_0_tx_gbps"));
    QVERIFY(lines.last().startsWith("0.000,50.000"));
    // A file that cannot be written says so and leaves nothing behind.
    const Status refused = dashboard.exportCsv(QStringLiteral("/nonexistent-dir/x.csv"));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, ErrorCode::Io);
    QVERIFY(refused.errorMessage().contains(QStringLiteral("/nonexistent-dir/x.csv")));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/nonexistent-dir/x.csv")));
}

// Drag to zoom in time holds while the plot is live: the next tick keeps the span the person
// dragged (every tick put the whole window back), with ticks that fit it; choosing a window
// shows all of it again.
void TestDashboard::dragZoomHoldsWhileLive()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {1}, &tests, true);
    dashboard.resize(1100, 700);
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    for (int i = 0; i < 50; ++i)
        dashboard.addSample(dashboardSample(1000 + i * 100, 95.0, 94.0));
    LinkChart *chart = dashboard.currentChart();
    QChart *plot = chart->series(0)->chart();
    auto *time = qobject_cast<QValueAxis *>(plot->axes(Qt::Horizontal).value(0));
    QVERIFY(time);
    const double whole = time->max() - time->min();
    auto *view = chart->findChild<QChartView *>();
    QVERIFY(view);
    const QRectF area = plot->plotArea();
    const int y = view->mapFromScene(area.center()).y();
    const QPoint from(view->mapFromScene(area.left() + area.width() * 0.4, 0).x(), y);
    const QPoint to(view->mapFromScene(area.left() + area.width() * 0.7, 0).x(), y);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(view->viewport(), to);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    const double zoomedMin = time->min(), zoomedMax = time->max();
    QVERIFY2(zoomedMax - zoomedMin < whole * 0.5,
             qPrintable(QStringLiteral("%1..%2").arg(zoomedMin).arg(zoomedMax)));
    dashboard.addSample(dashboardSample(1000 + 50 * 100, 95.0, 94.0));
    QCOMPARE(time->min(), zoomedMin);
    QCOMPARE(time->max(), zoomedMax);
    // Ticks for the dragged span: more than one label inside it.
    QVERIFY(time->tickType() == QValueAxis::TicksDynamic);
    QVERIFY2((zoomedMax - zoomedMin) / time->tickInterval() >= 2,
             qPrintable(QString::number(time->tickInterval())));
    // The window shown, chosen again from its menu by keyboard: all of it again, and live.
    auto *window = dashboard.findChild<QComboBox *>(QStringLiteral("windowCombo"));
    window->setFocus();
    QTest::keyClick(window, Qt::Key_Space); // opens the list at the current window
    QTRY_VERIFY(window->view()->isVisible());
    QTest::keyClick(window->view(), Qt::Key_Return);
    QTRY_VERIFY(!window->view()->isVisible());
    dashboard.addSample(dashboardSample(1000 + 51 * 100, 95.0, 94.0));
    QCOMPARE(time->max(), 0.0);
    QCOMPARE(time->min(), -double(chart->windowSeconds()));
}

// The CSV is a machine format: its headers stay English whatever language the window speaks
// (they were built from the plot's translated legend).
void TestDashboard::csvHeadersStayEnglishInGerman()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/sparkwire_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {1}, &tests, true);
    for (int i = 0; i < 3; ++i)
        dashboard.addSample(dashboardSample(1000 + i * 100, 95.0, 94.0));
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("port1.csv"));
    const Status written = dashboard.exportCsv(csv);
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(written, qPrintable(written.errorMessage()));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readLine().trimmed(),
             QByteArray("seconds,half_0_tx_gbps,half_0_rx_gbps,half_1_tx_gbps,half_1_rx_gbps,"
                        "port_tx_gbps,port_rx_gbps"));
}

// The healthy demo's twins of port 1 run near 95 Gb/s each; in the classic faults both twins
// are unaddressed (no RoCE v2 GID), so the CX-7 moves nothing, as NCCL's socket fallback says.
void TestDashboard::demoCountersMoveThroughTheSampler_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<double>("lowest");
    QTest::addColumn<double>("highest");
    QTest::newRow("healthy") << QStringLiteral("dgx-port1") << 150.0 << 220.0; // ~2 × 95 Gb/s
    QTest::newRow("faults, unaddressed")
        << QStringLiteral("dgx-mtu1500-unaddressed") << -0.01 << 0.01;
}

void TestDashboard::demoCountersMoveThroughTheSampler()
{
    QFETCH(QString, tree);
    QFETCH(double, lowest);
    QFETCH(double, highest);
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") + tree;
    options.live = false;
    hw::InventoryMonitor inventory(options);
    sim::DemoTraffic traffic(inventory.inventory());
    metrics::MetricsSampler sampler(traffic.root(), traffic.twins());
    traffic.drive(&sampler);
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(&sampler, {0, 1}, &tests, true);
    dashboard.show();
    sampler.start(100);
    LinkChart *chart = dashboard.currentChart();
    QTRY_VERIFY_WITH_TIMEOUT(chart->series(4)->count() >= 5, 5000);
    const double port = chart->series(4)->at(chart->series(4)->count() - 1).y();
    QVERIFY2(port >= lowest && port <= highest, qPrintable(QString::number(port)));
    QVERIFY(dashboard.findChild<QLabel *>(QStringLiteral("demoBadge")));
}

void TestDashboard::recordedNcclRunWithFloorAndVerdicts()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {1}, &tests, true);
    dashboard.show();
    auto *nccl = dashboard.findChild<QPushButton *>(QStringLiteral("ncclTestButton"));
    QTest::mouseClick(nccl, Qt::LeftButton);
    QVERIFY(!nccl->isEnabled());
    NcclChart *chart = dashboard.testsPanel()->ncclChart();
    QTRY_VERIFY_WITH_TIMEOUT(chart->pointCount() > 0 && chart->pointCount() < 13, 3000); // streams
    QTRY_COMPARE_WITH_TIMEOUT(chart->pointCount(), 13, 10000);
    QTRY_VERIFY(nccl->isEnabled());
    auto *verdicts = dashboard.findChild<QListWidget *>(QStringLiteral("verdictList"));
    QCOMPARE(verdicts->count(), 1);
    QVERIFY(verdicts->item(0)->text().startsWith(QStringLiteral("✔")));
    QVERIFY(dashboard.findChild<QLabel *>(QStringLiteral("testResult"))
                ->text()
                .contains(QStringLiteral("19.58")));
    // The demo tells one story of a healthy Spark pair: 2 ranks on 2 nodes over both twins,
    // the two-node floor drawn, and the window says it is simulated.
    const bench::NcclResult demo = sim::DemoLinkTests::recordedNccl();
    QCOMPARE(demo.ranks, 2);
    QCOMPARE(demo.nodes, 2);
    QCOMPARE(demo.ibDevices.size(), 2);
    QVERIFY(*demo.avgBusbw >= 18 && *demo.avgBusbw <= 24);
    QVERIFY(chart->hasFloor());
    double rdmaSum = 0;
    for (const bench::PerftestResult &twin : sim::DemoLinkTests::recordedRdma()) {
        QCOMPARE(twin.mtu.value_or(0), 4096); // MTU 9000 on the netdevs, as Verify shows
        rdmaSum += twin.bwAvgGbps();
    }
    QVERIFY(rdmaSum >= 190 && rdmaSum <= 198);
    QVERIFY(dashboard.findChild<QLabel *>(QStringLiteral("testStatus"))
                ->text()
                .contains(QStringLiteral("simulated")));
    QVERIFY(bench::RdmaVerdicts::diagnosePort(sim::DemoLinkTests::recordedRdma()).isEmpty());
    // The socket-fallback recording: the floor is drawn and the verdicts explain.
    QFile f(QStringLiteral(SPARKWIRE_FIXTURES "/nccl/mpi_all_gather_socket_fallback_debug.txt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto parsed = bench::NcclOutputParser::parse(f.readAll());
    QVERIFY2(parsed, qPrintable(parsed.errorMessage()));
    const bench::NcclResult bad = *parsed;
    auto *diagnose = dashboard.findChild<QPushButton *>(QStringLiteral("diagnoseButton"));
    QVERIFY(diagnose->isHidden()); // the healthy demo run offers nothing
    Q_EMIT tests.ncclFinished(bad);
    QVERIFY(chart->hasFloor());
    // A failed test offers the doctor (MainWindow opens Help → Diagnose on it).
    QVERIFY(!diagnose->isHidden());
    QSignalSpy diagnoseRequested(dashboard.testsPanel(), &TestsPanel::diagnoseRequested);
    QTest::mouseClick(diagnose, Qt::LeftButton);
    QCOMPARE(diagnoseRequested.size(), 1);
    QCOMPARE(verdicts->count(), 2);
    QCOMPARE(verdicts->item(0)->data(Qt::UserRole).toString(),
             QStringLiteral("nccl-socket-fallback"));
    QVERIFY(verdicts->item(0)->text().contains(QStringLiteral("Fix:")));
}

void TestDashboard::cancelStopsATest()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {1}, &tests, true);
    dashboard.show();
    auto *rdma = dashboard.findChild<QPushButton *>(QStringLiteral("rdmaTestButton"));
    auto *cancel = dashboard.findChild<QPushButton *>(QStringLiteral("cancelTestButton"));
    QVERIFY(!cancel->isEnabled());
    QTest::mouseClick(rdma, Qt::LeftButton);
    QVERIFY(cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(rdma->isEnabled());
    QVERIFY(dashboard.findChild<QLabel *>(QStringLiteral("testResult"))
                ->text()
                .startsWith(QStringLiteral("Cancelled")));
    // And to the end: both twins, their sum, and no MTU verdict (the demo's Spark pair runs
    // MTU 9000, as its Verify page shows).
    QTest::mouseClick(rdma, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(rdma->isEnabled(), 10000);
    const QString result = dashboard.findChild<QLabel *>(QStringLiteral("testResult"))->text();
    QVERIFY2(result.contains(QStringLiteral("195.22")), qPrintable(result));
    QVERIFY(result.contains(QStringLiteral("(MTU 4096)")));
    // Each twin's verdict, from the classifier `rdma parse` and the doctor use.
    QVERIFY2(result.contains(QStringLiteral("(MTU 4096): healthy")), qPrintable(result));
    auto *verdicts = dashboard.findChild<QListWidget *>(QStringLiteral("verdictList"));
    QCOMPARE(verdicts->count(), 1);
    QVERIFY(verdicts->item(0)->text().startsWith(QStringLiteral("✔")));
}

void TestDashboard::runAllRunsTheThreeInTurn()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {1}, &tests, true);
    dashboard.show();
    auto *all = dashboard.findChild<QPushButton *>(QStringLiteral("runAllButton"));
    auto *seconds = dashboard.findChild<QSpinBox *>(QStringLiteral("testSeconds"));
    seconds->setValue(1);
    QTest::mouseClick(all, Qt::LeftButton);
    QVERIFY(!all->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(all->isEnabled(), 15000);
    const QString result = dashboard.findChild<QLabel *>(QStringLiteral("testResult"))->text();
    QVERIFY2(result.contains(QStringLiteral("TCP sum")) &&
                 result.contains(QStringLiteral("RDMA sum")) &&
                 result.contains(QStringLiteral("all_gather_perf")),
             qPrintable(result));
    QCOMPARE(dashboard.testsPanel()->ncclChart()->pointCount(), 13);
    QVERIFY(dashboard.findChild<QListWidget *>(QStringLiteral("verdictList"))->count() >= 3);
}

void TestDashboard::tcpVerdictsAreCoresAsShown()
{
    // The panel shows the verdicts core computed (the ones `sparkwirectl test tcp` prints),
    // word for word; it computes none of its own.
    sim::DemoLinkTests tests;
    TestsPanel panel(&tests);
    panel.show();
    auto *verdicts = panel.findChild<QListWidget *>(QStringLiteral("verdictList"));
    QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("tcpTestButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        panel.findChild<QPushButton *>(QStringLiteral("tcpTestButton"))->isEnabled(), 10000);
    QVERIFY(bench::TcpVerdicts::diagnose(sim::DemoLinkTests::recordedTcp()).isEmpty());
    QCOMPARE(verdicts->count(), 1);
    QVERIFY(verdicts->item(0)->text().startsWith(QStringLiteral("✔")));
    // Only one twin reached the peer, and it carried nothing: exactly core's two verdicts.
    bench::TcpTwinResult broken = sim::DemoLinkTests::recordedTcp().at(1);
    broken.gbps = -1;
    broken.error = QStringLiteral("unable to connect to server - server may have stopped");
    const QList<bench::Diagnosis> fromCore = bench::TcpVerdicts::diagnose({broken});
    Q_EMIT tests.tcpFinished(QStringLiteral("spark-b"), {broken}, fromCore);
    QCOMPARE(bench::diagnosisIds(fromCore),
             (QStringList{QStringLiteral("tcp-one-twin"), QStringLiteral("tcp-failed")}));
    QCOMPARE(verdicts->count(), fromCore.size());
    for (int i = 0; i < fromCore.size(); ++i) {
        const bench::Diagnosis &d = fromCore.at(i);
        QCOMPARE(verdicts->item(i)->data(Qt::UserRole).toString(), d.id);
        QVERIFY(verdicts->item(i)->text().contains(d.message));
        QVERIFY(verdicts->item(i)->text().contains(d.fix));
        QVERIFY(verdicts->item(i)->toolTip().contains(d.evidence));
    }
}

void TestDashboard::memberChoiceByKeyboard()
{
    sim::DemoLinkTests tests;
    TestsPanel panel(&tests);
    panel.show();
    auto *member = panel.findChild<QComboBox *>(QStringLiteral("testMember"));
    QVERIFY(member);
    QVERIFY(member->focusPolicy() & Qt::TabFocus);
    QCOMPARE(member->count(), 2); // every member, then the demo's one
    QVERIFY(tests.target().isEmpty());
    member->setFocus();
    QTest::keyClick(member, Qt::Key_Down);
    // The demo's peer as it was paired, not the recorded run's hostname.
    QCOMPARE(member->currentData().toString(), QStringLiteral("spark-demo-b"));
    QCOMPARE(tests.target(), QStringLiteral("spark-demo-b"));
    QCOMPARE(tests.targets(), QStringList{QStringLiteral("spark-demo-b")});
    // Its label's mnemonic reaches it.
    const auto labels = panel.findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
                        [member](QLabel *l) { return l->buddy() == member; }));
}

void TestDashboard::viewMenuOpensTheDashboard()
{
    DemoParts demo;
    MainWindow window(demo.session());
    window.show();
    window.findChild<QAction *>(QStringLiteral("dashboardAction"))->trigger();
    QTRY_VERIFY(window.dashboard()->isVisible());
    QCOMPARE(window.dashboard()->charts().size(), 2);
    // The wizard's last step ends on the dashboard with the tests running.
    window.dashboard()->hide();
    window.wizard()->goTo(WizardPageId::Verify);
    auto *run = window.findChild<QPushButton *>(QStringLiteral("openDashboardButton"));
    run->setFocus();
    QTest::keyClick(run, Qt::Key_Space); // by keyboard, as a person tabbing through would
    QTRY_VERIFY(window.dashboard()->isVisible());
    QVERIFY(
        !window.dashboard()->findChild<QPushButton *>(QStringLiteral("runAllButton"))->isEnabled());
}

void TestDashboard::ncclFollowsThePlanAndTheGpuDirectChoice()
{
    DemoParts demo;
    sim::DemoLinkTests &tests = demo.tests;
    MainWindow window(demo.session());
    window.show();
    // NCCL's environment follows the cluster's plan: its topology is the cabling's.
    tests.setNcclTopology(topology::Topology::Ring);
    demo.cluster.setStepMs(20);
    window.cluster()->setMembers(demo.members());
    window.cluster()->readStates();
    QTRY_VERIFY_WITH_TIMEOUT(window.cluster()->planOk(), 5000);
    QCOMPARE(tests.topology(), topology::Topology::TwoNode);
    // GPUDirect is chosen on the tests panel, by keyboard.
    auto *panel = window.dashboard()->findChild<TestsPanel *>();
    QVERIFY(panel);
    auto *gdr = panel->findChild<QComboBox *>(QStringLiteral("testGpuDirect"));
    QVERIFY(gdr);
    QCOMPARE(tests.gpuDirect(), bench::NcclEnvironment::GpuDirect::Safe);
    window.dashboard()->show();
    gdr->setFocus();
    QTest::keyClick(gdr, Qt::Key_Down);
    QCOMPARE(tests.gpuDirect(), bench::NcclEnvironment::GpuDirect::Dmabuf);
}

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
