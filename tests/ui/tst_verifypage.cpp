// The Verify page offscreen, in the demo: every member checks its twins on its own side, a
// twin that fails on the peer is named with its fix, the dashboard's cable list follows the
// same checks; and the RDMA bandwidth of every twin (healthy, a stale initialisation with its
// fix, skipped without an RDMA device), from real and constructed perftest output.
#include "bench/PerftestParser.h"
#include "bench/RdmaVerdicts.h"
#include "cluster/ClusterModel.h"
#include "dashboard/ClusterLinksTable.h"
#include "wizard/VerifyPage.h"

#include "common/DemoParts.h"

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace sparkwire;

namespace {
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

} // namespace

class TestVerifyPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void verifyMeasuresEveryTwin_data();
    void verifyMeasuresEveryTwin();
    void verifyPageInTheDemo();

private:
    // The demo's two Sparks, planned: what the Verify page checks.
    std::unique_ptr<DemoParts> m_demo;
    std::unique_ptr<ClusterModel> m_cluster;
};

void TestVerifyPage::init()
{
    m_demo = std::make_unique<DemoParts>();
    m_demo->cluster.setStepMs(20);
    m_cluster = std::make_unique<ClusterModel>(m_demo->session());
    m_cluster->setMembers(m_demo->members());
    m_cluster->readStates();
    QTRY_VERIFY_WITH_TIMEOUT(m_cluster->planOk(), 5000);
}

void TestVerifyPage::cleanup()
{
    m_cluster.reset();
    m_demo.reset();
}

void TestVerifyPage::verifyMeasuresEveryTwin_data()
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

void TestVerifyPage::verifyMeasuresEveryTwin()
{
    QFETCH(QString, tests);
    QFETCH(QString, summary);
    QFETCH(QStringList, rows);
    QFETCH(QString, heading);
    DemoParts &demo = *m_demo;
    ClusterModel &cluster = *m_cluster;
    VerifyPage page(&cluster, true, [] {});
    ScriptedRdmaTests stale(
        false, {QStringLiteral("ib_write_bw_q4.txt"), QStringLiteral("ib_write_bw_q4_stale.txt")});
    ScriptedRdmaTests unused(false, {});
    hw::InventoryMonitor::Options bare = demoTree();
    bare.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/no-cx7");
    hw::InventoryMonitor noRdma(bare);
    hw::InventoryMonitor addressed(demoTree());
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

void TestVerifyPage::verifyPageInTheDemo()
{
    DemoParts &demo = *m_demo;
    ClusterModel &cluster = *m_cluster;
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

QTEST_MAIN(TestVerifyPage)
#include "tst_verifypage.moc"
