// The dashboard offscreen: plots fed by samples (constructed, and from the demo's moving
// counters through the real sampler), pause and window, PNG and CSV export written and
// non-empty, the tests panel with the recorded NCCL run (chart, floor, verdicts) and cancel,
// the Verify page in the demo, and the View menu opening the dashboard.
#include "MainWindow.h"
#include "bench/NcclOutputParser.h"
#include "bench/PerftestParser.h"
#include "bench/RdmaVerdicts.h"
#include "bench/TcpVerdicts.h"
#include "cluster/ClusterModel.h"
#include "dashboard/ClusterLinksTable.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/LinkChart.h"
#include "dashboard/NcclChart.h"
#include "dashboard/TestsPanel.h"
#include "dashboard/TroubleCountersTable.h"
#include "hw/InventoryMonitor.h"
#include "metrics/MetricsSampler.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoLinkChecks.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoPeerSession.h"
#include "sim/DemoTraffic.h"
#include "wizard/VerifyPage.h"
#include "wizard/WizardFrame.h"

#include "common/DashboardSamples.h"

#include <QAction>
#include <QApplication>
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
#include <QTreeWidget>

using namespace sparkwire;

namespace {
hw::InventoryMonitor::Options tree()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-demo-a");
    return options;
}

// The demo's parts behind a whole window, wired as main.cpp wires them.
// Link tests that answer an RDMA run with two twins read from perftest output (the real
// healthy run and one constructed from it, tests/data/perftest/README.md), for Verify.
class ScriptedRdmaTests : public bench::LinkTests
{
public:
    ScriptedRdmaTests(bool recorded, QStringList files)
        : m_recorded(recorded)
        , m_files(std::move(files))
    {}
    bool isRecorded() const override { return m_recorded; }
    void runTcp(int) override {}
    void runNccl() override {}
    void cancel() override {}
    void runRdma(int seconds) override
    {
        ++runs;
        lastSeconds = seconds;
        QTimer::singleShot(0, this, [this] {
            QList<bench::PerftestResult> twins;
            for (const QString &f : std::as_const(m_files)) {
                QFile file(QStringLiteral(SPARKWIRE_FIXTURES "/perftest/") + f);
                if (file.open(QIODevice::ReadOnly))
                    twins << bench::PerftestParser::parse(file.readAll()).valueOr({});
            }
            Q_EMIT rdmaFinished(QStringLiteral("spark-demo-b"), twins,
                                bench::RdmaVerdicts::diagnosePort(twins));
            Q_EMIT testFinished(bench::LinkTestKind::Rdma);
        });
    }
    int runs = 0;
    int lastSeconds = 0;

private:
    bool m_recorded;
    QStringList m_files;
};

struct DemoParts
{
    hw::InventoryMonitor inventory{tree()};
    sim::DemoApplyBackend applier;
    sim::DemoCabling cabling{inventory.inventory()};
    sim::DemoPeerSession peers;
    sim::DemoLinkTests tests;
    sim::DemoCluster cluster{inventory.inventory(), &cabling,
                             QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root")};
    Session session()
    {
        Session s;
        s.inventory = inventory;
        s.applier = applier;
        s.cabling = cabling;
        s.peers = peers;
        s.linkTests = tests;
        s.demo = true;
        s.netplanRoot = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root");
        s.seatId = sim::DemoCluster::seatId();
        s.memberLinks = [c = &cluster](const QList<cluster::ClusterMember> &members,
                                       QObject *parent) {
            return sim::DemoMemberLink::linksFor(c, members, parent);
        };
        return s;
    }
    // The demo seat and its peer, as Find peers gives them once the peer is paired.
    QList<cluster::ClusterMember> members() const
    {
        return {{sim::DemoCluster::seatId(), QStringLiteral("spark-demo-a"), 0},
                {QString(64, QLatin1Char('b')), QStringLiteral("spark-demo-b"), 0}};
    }
};
} // namespace

class TestDashboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plotsPauseAndExport();
    void verifyMeasuresEveryTwin_data();
    void verifyMeasuresEveryTwin();
    void csvHeadersStayEnglishInGerman();
    void demoCountersMoveThroughTheSampler_data();
    void demoCountersMoveThroughTheSampler();
    void recordedNcclRunWithFloorAndVerdicts();
    void cancelStopsATest();
    void runAllRunsTheThreeInTurn();
    void tcpVerdictsAreCoresAsShown();
    void memberChoiceByKeyboard();
    void verifyPageInTheDemo();
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

void TestDashboard::verifyMeasuresEveryTwin_data()
{
    QTest::addColumn<QString>("tests");    // "demo", "stale" (scripted) or "none" (no RDMA here)
    QTest::addColumn<QString>("summary");  // how the summary starts once all is done
    QTest::addColumn<QStringList>("rows"); // the bandwidth heading's children, column 2
    QTest::addColumn<QString>("heading");  // the heading's column 2
    QTest::newRow("demo: both twins healthy")
        << "demo"
        << "✔ Every twin of every Spark"
        << QStringList{"✔ 97.6 Gb/s, healthy", "✔ 97.6 Gb/s, healthy"} << "";
    QTest::newRow("a stale twin fails Verify with its fix")
        << "stale"
        << "✘ 1 check(s) failed"
        << QStringList{"✔ 111.7 Gb/s, healthy", "✘ roceP2p1s0f1 carried 13.1 Gb/s"} << "";
    QTest::newRow("no RDMA device here: skipped, saying why")
        << "none"
        << "✔ Every twin of every Spark" << QStringList()
        << "skipped: this Spark has no RDMA device on an addressed CX-7 twin";
}

void TestDashboard::verifyMeasuresEveryTwin()
{
    QFETCH(QString, tests);
    QFETCH(QString, summary);
    QFETCH(QStringList, rows);
    QFETCH(QString, heading);
    DemoParts demo;
    demo.cluster.setStepMs(20);
    ClusterModel cluster(demo.session());
    cluster.setMembers(demo.members());
    cluster.readStates();
    QTRY_VERIFY_WITH_TIMEOUT(cluster.planOk(), 5000);
    VerifyPage page(&cluster, true, [] {});
    ScriptedRdmaTests stale(
        false, {QStringLiteral("ib_write_bw_q4.txt"), QStringLiteral("ib_write_bw_q4_stale.txt")});
    ScriptedRdmaTests unused(false, {});
    hw::InventoryMonitor::Options bare = tree();
    bare.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/no-cx7");
    hw::InventoryMonitor noRdma(bare);
    hw::InventoryMonitor addressed(tree());
    if (tests == QLatin1String("demo"))
        page.setBandwidthTests(&demo.tests, nullptr);
    else if (tests == QLatin1String("stale"))
        page.setBandwidthTests(&stale, &addressed);
    else
        page.setBandwidthTests(&unused, &noRdma);
    page.show();
    page.enterPage();
    auto *label = page.findChild<QLabel *>(QStringLiteral("verifySummary"));
    auto *list = page.findChild<QTreeWidget *>(QStringLiteral("checkList"));
    QTRY_VERIFY_WITH_TIMEOUT(label->text().startsWith(summary), 15000);
    QCOMPARE(list->topLevelItemCount(), 3); // both Sparks, then the bandwidth
    QTreeWidgetItem *bandwidth = list->topLevelItem(2);
    QCOMPARE(bandwidth->text(0), QStringLiteral("RDMA bandwidth"));
    QCOMPARE(bandwidth->text(1), QStringLiteral("ib_write_bw, 4 QPs, 5 s per twin"));
    QCOMPARE(bandwidth->text(2), heading);
    QCOMPARE(bandwidth->childCount(), int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        QVERIFY2(bandwidth->child(i)->text(2).startsWith(rows.at(i)),
                 qPrintable(bandwidth->child(i)->text(2)));
        // Named as the member was paired, with the twin's RDMA device.
        QVERIFY2(bandwidth->child(i)->text(0).startsWith(QStringLiteral("spark-demo-b: roce")),
                 qPrintable(bandwidth->child(i)->text(0)));
    }
    if (tests == QLatin1String("stale")) {
        QCOMPARE(stale.runs, 1);
        QCOMPARE(stale.lastSeconds, 5);
        // The failure is the one shown whole: the fix says reboot, then AC off for 60 s.
        const QString details = page.findChild<QLabel *>(QStringLiteral("checkDetails"))->text();
        QVERIFY2(details.contains(QStringLiteral("Measured: 13.1 Gb/s, stale-init")) &&
                     details.contains(QStringLiteral("at least 60 s")),
                 qPrintable(details));
    }
    if (tests == QLatin1String("none"))
        QCOMPARE(unused.runs, 0);
}

void TestDashboard::verifyPageInTheDemo()
{
    DemoParts demo;
    demo.cluster.setStepMs(20);
    ClusterModel cluster(demo.session());
    cluster.setMembers(demo.members());
    cluster.readStates();
    QTRY_VERIFY_WITH_TIMEOUT(cluster.planOk(), 5000);
    bool opened = false;
    VerifyPage page(&cluster, true, [&] { opened = true; });
    page.show();
    // Nothing was applied here: every member checks its twins now, on its own side.
    page.enterPage();
    auto *summary = page.findChild<QLabel *>(QStringLiteral("verifySummary"));
    QTRY_VERIFY_WITH_TIMEOUT(summary->text().startsWith(QStringLiteral("✔")), 5000);
    auto *list = page.findChild<QTreeWidget *>(QStringLiteral("checkList"));
    QCOMPARE(list->topLevelItemCount(), 2);           // both Sparks
    QCOMPARE(list->topLevelItem(0)->childCount(), 6); // two twins, three checks
    QCOMPARE(list->topLevelItem(1)->childCount(), 6);
    QVERIFY(list->topLevelItem(1)->child(2)->text(2).contains(QStringLiteral("192.168.177.1")));
    QVERIFY(summary->text().contains(QStringLiteral("demo")));
    QVERIFY(!page.findChild<QLabel *>(QStringLiteral("checkDetails"))->isVisible()); // no failure
    // The dashboard's list of every cable follows the same checks.
    ClusterLinksTable links(&cluster);
    QCOMPARE(links.topLevelItemCount(), 2);
    QCOMPARE(links.topLevelItem(0)->text(2), QStringLiteral("✔ checked from both ends"));
    // A twin that fails on the peer is named there too.
    demo.cluster.setFault(sim::DemoCluster::Fault{QString(64, QLatin1Char('b')),
                                                  cluster::MemberLink::Step::Verify,
                                                  QStringLiteral("enP2p1s0f1np1")});
    QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("runChecksButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(summary->text().startsWith(QStringLiteral("✘ 1 check")), 5000);
    // The failure is selected and said whole under the table, in words that wrap (its cell
    // is cut at 1024 px): what failed, the fix, what was measured; its tooltip says the same.
    auto *details = page.findChild<QLabel *>(QStringLiteral("checkDetails"));
    QVERIFY(details->isVisible() && details->wordWrap());
    const QStringList whole = details->text().split(QLatin1Char('\n'));
    QCOMPARE(whole.size(), 3);
    QVERIFY2(whole.at(0).contains(QStringLiteral(" on enP2p1s0f1np1: ✘ ")),
             qPrintable(whole.at(0)));
    QVERIFY2(whole.at(1).startsWith(QStringLiteral("Fix: ")) && whole.at(1).size() > 6,
             qPrintable(whole.at(1)));
    QVERIFY2(whole.at(2).startsWith(QStringLiteral("Measured: ")), qPrintable(whole.at(2)));
    QVERIFY(list->currentItem());
    QCOMPARE(list->currentItem()->toolTip(2), details->text());
    // The cable table's narrow cell names where; its tooltip says what failed. The failed
    // twin (b, second in the plan) comes first.
    QCOMPARE(links.topLevelItem(0)->text(2), QStringLiteral("✘ enP2p1s0f1np1 on spark-demo-b"));
    QVERIFY2(links.topLevelItem(0)->toolTip(2).startsWith(
                 QStringLiteral("✘ enP2p1s0f1np1 on spark-demo-b: ")) &&
                 links.topLevelItem(0)->toolTip(2).endsWith(
                     QStringLiteral(" (Verify says how to fix it)")),
             qPrintable(links.topLevelItem(0)->toolTip(2)));
    QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("openDashboardButton")),
                      Qt::LeftButton);
    QVERIFY(opened);
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
