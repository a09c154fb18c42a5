// The dashboard's tests panel and what it shows around a run: no progress before any run, and
// a run that fails leaves neither "Asking …" above its outcome nor a full bar (issue 17).
#include "dashboard/DashboardWindow.h"
#include "dashboard/TestsPanel.h"
#include "sim/DemoLinkTests.h"

#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

namespace {
// Link tests whose member never answers: "Asking …", then a failure, as on a real seat whose
// peer went away.
class UnansweredLinkTests : public bench::LinkTests
{
public:
    bool isRecorded() const override { return false; }
    void runTcp(int seconds) override
    {
        Q_EMIT progress(QStringLiteral("Asking spark-b for test servers…"), 0, seconds);
        QTimer::singleShot(20, this, [this] {
            Q_EMIT failed(
                makeError(ErrorCode::Timeout, QStringLiteral("spark-b did not answer within 5 s")));
        });
    }
    void runRdma(int seconds) override { runTcp(seconds); }
    void runNccl() override { runTcp(1); }
    void cancel() override {}
};

// TCP carries, RDMA cannot run (no RDMA device, as on the testbed): "Run all" stops there.
class RdmaMissingLinkTests : public bench::LinkTests
{
public:
    bool isRecorded() const override { return false; }
    void runTcp(int) override
    {
        QTimer::singleShot(10, this, [this] {
            bench::TcpTwinResult twin;
            twin.path.netdev = QStringLiteral("enp1s0f1np1");
            twin.path.port = 1;
            twin.path.half = 0;
            twin.gbps = 31.5;
            Q_EMIT tcpFinished(QStringLiteral("spark-b"), {twin}, {});
            Q_EMIT testFinished(bench::LinkTestKind::Tcp);
        });
    }
    void runRdma(int) override
    {
        QTimer::singleShot(10, this, [this] {
            Q_EMIT failed(
                makeError(ErrorCode::NotFound, QStringLiteral("this Spark has no RDMA device")));
        });
    }
    void runNccl() override { ++ncclRuns; }
    void cancel() override {}
    int ncclRuns = 0;
};

// "Run all" against three members, two Sparks' worth of twins each, then RDMA cannot run: a
// result as long as a real cluster's.
class ThreeMembersRdmaMissing : public RdmaMissingLinkTests
{
public:
    void runTcp(int) override
    {
        QTimer::singleShot(10, this, [this] {
            for (const char *member : {"spark-b", "spark-c", "spark-d"}) {
                QList<bench::TcpTwinResult> twins;
                for (const char *netdev :
                     {"enp1s0f0np0", "enP2p1s0f0np0", "enp1s0f1np1", "enP2p1s0f1np1"}) {
                    bench::TcpTwinResult twin;
                    twin.path.netdev = QLatin1String(netdev);
                    twin.gbps = 31.5;
                    twins << twin;
                }
                Q_EMIT tcpFinished(QLatin1String(member), twins, {});
            }
            Q_EMIT testFinished(bench::LinkTestKind::Tcp);
        });
    }
};
} // namespace

class TestTestsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noProgressBeforeARun();
    void aFailedTestLeavesNoProgressAbove();
    void runAllKeepsWhatRanBeforeAFailure();
    void runAllResultIsWholeOnTheDashboard();
};

void TestTestsPanel::noProgressBeforeARun()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, true);
    dashboard.show();
    auto *progress = dashboard.findChild<QProgressBar *>(QStringLiteral("testProgress"));
    QVERIFY(progress);
    QVERIFY(progress->value() < progress->minimum() || progress->value() == progress->minimum());
    QVERIFY(!progress->text().contains(QLatin1String("100")));
}

// Issue 17: "Asking spark-b…" stayed above the failure and the bar showed 100 %.
void TestTestsPanel::aFailedTestLeavesNoProgressAbove()
{
    UnansweredLinkTests tests;
    TestsPanel panel(&tests);
    panel.show();
    auto *status = panel.findChild<QLabel *>(QStringLiteral("testStatus"));
    auto *bar = panel.findChild<QProgressBar *>(QStringLiteral("testProgress"));
    auto *result = panel.findChild<QLabel *>(QStringLiteral("testResult"));
    QVERIFY(status && bar && result);
    panel.findChild<QPushButton *>(QStringLiteral("tcpTestButton"))->click();
    QCOMPARE(status->text(), QStringLiteral("Asking spark-b for test servers…"));
    QTRY_VERIFY(result->text().contains(QStringLiteral("did not answer")));
    QVERIFY2(status->text().isEmpty(), qPrintable(status->text()));
    QVERIFY(bar->value() < bar->maximum()); // not a full bar after a failure
}

// Found on the testbed: the RDMA test's failure replaced the TCP result that had just been
// measured, and the panel did not say that NCCL was never started.
void TestTestsPanel::runAllKeepsWhatRanBeforeAFailure()
{
    RdmaMissingLinkTests tests;
    TestsPanel panel(&tests);
    panel.show();
    auto *result = panel.findChild<QLabel *>(QStringLiteral("testResult"));
    auto *cancel = panel.findChild<QPushButton *>(QStringLiteral("cancelTestButton"));
    panel.runAll();
    QTRY_VERIFY(!cancel->isEnabled());
    const QStringList lines = result->text().split(QLatin1Char('\n'));
    QCOMPARE(lines.first(), QStringLiteral("TCP to spark-b:"));
    QVERIFY2(lines.contains(QStringLiteral("enp1s0f1np1 (port 1, half 0): 31.50 Gb/s")),
             qPrintable(result->text()));
    QVERIFY2(lines.contains(
                 QStringLiteral("✘ The RDMA test did not run: this Spark has no RDMA device")),
             qPrintable(result->text()));
    QCOMPARE(lines.last(), QStringLiteral("Not started after this failure: NCCL."));
    QCOMPARE(tests.ncclRuns, 0);
    // TCP's verdict stays beside the failure, and the failure is a verdict too: the list
    // showed only "✔ Every twin …" above "Not started after this failure" (issue 26).
    auto *verdicts = panel.findChild<QListWidget *>(QStringLiteral("verdictList"));
    QCOMPARE(verdicts->count(), 2);
    QCOMPARE(verdicts->item(0)->text(),
             QStringLiteral("✔ Every twin to spark-b carries TCP traffic."));
    QCOMPARE(verdicts->item(1)->text(),
             QStringLiteral("✘ The RDMA test did not run: this Spark has no RDMA device\n"
                            "Not started after this failure: NCCL."));
    QVERIFY(panel.findChild<QPushButton *>(QStringLiteral("diagnoseButton"))->isVisible());
    QCOMPARE(panel.failureSummary(),
             QStringLiteral("The RDMA test did not run: this Spark has no RDMA device"));
}

// Issue 26: on the dashboard at 1024x700 the result of "Run all" was cut at its top and bottom
// (a label squeezed to the room left beside the chart). Now every line can be read: the label
// has the height its text needs, and where the room is short it scrolls from its first line.
void TestTestsPanel::runAllResultIsWholeOnTheDashboard()
{
    ThreeMembersRdmaMissing tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, false);
    dashboard.resize(1024, 700);
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    auto *panel = dashboard.findChild<TestsPanel *>(QStringLiteral("testsPanel"));
    auto *result = dashboard.findChild<QLabel *>(QStringLiteral("testResult"));
    auto *cancel = dashboard.findChild<QPushButton *>(QStringLiteral("cancelTestButton"));
    panel->runAll();
    QTRY_VERIFY(!cancel->isEnabled());
    QTest::qWait(50); // the layout settles
    // The window keeps the screen's height: a longer result grew it past the bottom edge,
    // where a 700 px screen cut it.
    QVERIFY2(dashboard.height() <= 700 && dashboard.minimumSizeHint().height() <= 700,
             qPrintable(QStringLiteral("%1 px high, at least %2")
                            .arg(dashboard.height())
                            .arg(dashboard.minimumSizeHint().height())));
    QVERIFY2(result->height() >= result->heightForWidth(result->width()),
             qPrintable(QStringLiteral("%1 px for %2 px of text")
                            .arg(result->height())
                            .arg(result->heightForWidth(result->width()))));
    // Its first line is in sight.
    const QPoint top = result->mapTo(&dashboard, QPoint(0, 0));
    QWidget *view = result->parentWidget();
    QVERIFY(view);
    QVERIFY2(view->rect().contains(result->mapTo(view, QPoint(0, 0))),
             qPrintable(QStringLiteral("first line at y %1").arg(top.y())));
    dashboard.grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-runall.png")));
}

QTEST_MAIN(TestTestsPanel)
#include "tst_testspanel.moc"
