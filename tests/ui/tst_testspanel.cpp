// The dashboard's tests panel and what it shows around a run: no progress before any run, and
// a run that fails leaves neither "Asking …" above its outcome nor a full bar (issue 17).
#include "dashboard/DashboardWindow.h"
#include "dashboard/TestsPanel.h"
#include "sim/DemoLinkTests.h"

#include <QLabel>
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
            Q_EMIT failed(QStringLiteral("spark-b did not answer within 5 s"));
        });
    }
    void runRdma(int seconds) override { runTcp(seconds); }
    void runNccl() override { runTcp(1); }
    void cancel() override {}
};

} // namespace

class TestTestsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noProgressBeforeARun();
    void aFailedTestLeavesNoProgressAbove();
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

QTEST_MAIN(TestTestsPanel)
#include "tst_testspanel.moc"
