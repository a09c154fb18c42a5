// The whole cluster from one seat, driven as a person would in the demo: find peers (pair
// first, then the Spark is a member), addressing (both Sparks' states read, a node number
// collision refused by name and fixed), a Review tab per member, Apply with a row per member
// reaching confirmed, and Verify and the dashboard over every link. A fault on one twin of the
// simulated peer ends with every member back on its previous file and the message naming the
// member and the twin; a re-run on the configured cluster changes nothing and says so.
// The simulated members (sim::DemoCluster) stand in for the peers' agents and helpers, whose
// own tests run on the testbed.
#include "MainWindow.h"
#include "PairingDialogPerson.h"
#include "WhenModalOpens.h"
#include "cluster/ClusterModel.h"
#include "dashboard/ClusterLinksTable.h"
#include "dashboard/DashboardWindow.h"
#include "diagram/ClusterDiagram.h"
#include "diagram/RearPanelWidget.h"
#include "diagram/TwinHalfButton.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoPeerSession.h"
#include "widgets/DiagnoseDialog.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace sparkwire;

namespace {
const QString kPeerId = QString(64, QLatin1Char('b'));

hw::InventoryMonitor::Options demoTree()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-demo-a");
    return options;
}

template <typename T> T *child(QWidget *w, const QString &name)
{
    T *found = w->findChild<T *>(name);
    if (!found)
        qWarning("no %s", qPrintable(name));
    return found;
}

// The labels of a tree's top-level rows and their children, "member|phase" and
// "  twin|phase", for comparing a whole table at once.
QStringList rows(QTreeWidget *tree, int phaseColumn)
{
    QStringList out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = tree->topLevelItem(i);
        out << item->text(0) + QLatin1Char('|') + item->text(phaseColumn);
        for (int c = 0; c < item->childCount(); ++c)
            out << QStringLiteral("  ") + item->child(c)->text(0) + QLatin1Char('|') +
                       item->child(c)->text(phaseColumn);
    }
    return out;
}
} // namespace

class TestClusterFlow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void wholeClusterFromOneSeat();
    void faultOnOneTwinRevertsEveryMember();
    void cancelDuringApplyRevertsEveryMember();
    void escapeDuringTheCountdownEndsCancelledNotCounting();
    void rerunOnConfiguredClusterChangesNothing();
    void memberThatDoesNotAnswerIsNamed();
    void readingStatesCanBeCancelled();

private:
    void open();
    void pairPeer();
    void toAddressing();
    void toApply();
    void applyAndWait();
    void keepWhenAsked(); // the banner's Keep once every check passed
    QPushButton *next() { return child<QPushButton>(m_window.get(), QStringLiteral("nextButton")); }

    std::unique_ptr<hw::InventoryMonitor> m_inventory;
    std::unique_ptr<sim::DemoApplyBackend> m_applier;
    std::unique_ptr<sim::DemoCabling> m_cabling;
    std::unique_ptr<sim::DemoPeerSession> m_peers;
    std::unique_ptr<sim::DemoCluster> m_cluster;
    std::unique_ptr<MainWindow> m_window;
};

void TestClusterFlow::init()
{
    m_inventory = std::make_unique<hw::InventoryMonitor>(demoTree());
    m_applier = std::make_unique<sim::DemoApplyBackend>();
    m_cabling = std::make_unique<sim::DemoCabling>(m_inventory->inventory());
    m_peers = std::make_unique<sim::DemoPeerSession>();
    m_cluster =
        std::make_unique<sim::DemoCluster>(m_inventory->inventory(), m_cabling.get(),
                                           QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root"));
    m_cluster->setStepMs(40);
}

void TestClusterFlow::cleanup()
{
    m_window.reset();
    m_cluster.reset();
}

void TestClusterFlow::open()
{
    Session session;
    session.inventory = *m_inventory;
    session.applier = *m_applier;
    session.cabling = *m_cabling;
    session.peers = *m_peers;
    session.netplanRoot = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root");
    session.demo = true;
    session.seatId = sim::DemoCluster::seatId();
    session.memberLinks = [cluster = m_cluster.get()](const QList<cluster::ClusterMember> &members,
                                                      QObject *parent) {
        return sim::DemoMemberLink::linksFor(cluster, members, parent);
    };
    session.signer = [](const QByteArray &) { return Result<QByteArray>(QByteArray("demo")); };
    m_window = std::make_unique<MainWindow>(session);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->wizard()->next(); // This Spark
    m_window->wizard()->next(); // Find peers
    QCOMPARE(m_window->wizard()->currentId(), WizardPageId::FindPeers);
}

void TestClusterFlow::pairPeer()
{
    QWidget *w = m_window.get();
    auto *members = child<QListWidget>(w, QStringLiteral("memberList"));
    members->setFocus();
    QTest::keyClick(members, Qt::Key_End); // the peer's row: Pair acts on it
    auto *pair = child<QPushButton>(w, QStringLiteral("pairButton"));
    QCOMPARE(pair->text(), QStringLiteral("P&air with spark-demo-b…"));
    // The pairing dialog is modal: answered from inside its own event loop.
    WhenModalOpens pairing(confirmMatchingCodeAndClose);
    QTest::mouseClick(pair, Qt::LeftButton);
    QVERIFY(m_peers->pairedName(kPeerId).has_value());
}

void TestClusterFlow::toAddressing()
{
    pairPeer();
    QTRY_VERIFY(next()->isEnabled());
    // Enter is Next: nothing on the way applies anything.
    QTest::keyClick(child<QListWidget>(m_window.get(), QStringLiteral("memberList")),
                    Qt::Key_Return);
    QCOMPARE(m_window->wizard()->currentId(), WizardPageId::Addressing);
}

void TestClusterFlow::toApply()
{
    toAddressing();
    QTRY_VERIFY_WITH_TIMEOUT(next()->isEnabled(), 5000);
    m_window->wizard()->next(); // Review
    // The healthy demo tree has no other file on a CX-7 netdev: nothing to confirm
    // (tst_keyboardwalk adds one and moves it out).
    QVERIFY(!child<QCheckBox>(m_window.get(), QStringLiteral("overrideShadowing"))->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(next()->isEnabled(), 15000); // after netplan's verdicts
    m_window->wizard()->next();
    QCOMPARE(m_window->wizard()->currentId(), WizardPageId::Apply);
}

void TestClusterFlow::applyAndWait()
{
    QWidget *w = m_window.get();
    auto *apply = child<QPushButton>(w, QStringLiteral("applyButton"));
    QVERIFY(apply->isVisible());
    apply->setFocus();
    QTest::keyClick(apply, Qt::Key_Space);
    // Kept when every check passed (Keep is offered), else it ends on its own (reverted).
    auto *keep = child<QPushButton>(w, QStringLiteral("keepButton"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle ||
                                 (keep->isVisible() && keep->isEnabled()),
                             10000);
    if (keep->isVisible())
        QTest::keyClick(keep, Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
}

void TestClusterFlow::keepWhenAsked()
{
    auto *keep = child<QPushButton>(m_window.get(), QStringLiteral("keepButton"));
    QTRY_VERIFY_WITH_TIMEOUT(keep->isVisible() && keep->isEnabled(), 10000);
    QTest::keyClick(keep, Qt::Key_Space);
}

void TestClusterFlow::wholeClusterFromOneSeat()
{
    open();
    QWidget *w = m_window.get();
    // Find peers: this Spark always, the peer only once paired.
    auto *members = child<QListWidget>(w, QStringLiteral("memberList"));
    QCOMPARE(members->count(), 2);
    QCOMPARE(members->item(0)->text(), QStringLiteral("spark-demo-a (this Spark)"));
    QCOMPARE(members->item(0)->checkState(), Qt::Checked);
    QCOMPARE(members->item(1)->text(), QStringLiteral("spark-demo-b — pair first"));
    QVERIFY(!(members->item(1)->flags() & Qt::ItemIsUserCheckable));
    QVERIFY(!next()->isEnabled());
    QVERIFY(child<QLabel>(w, QStringLiteral("membersNote"))
                ->text()
                .contains(QStringLiteral("Pair with at least one Spark")));
    toAddressing();
    QTRY_VERIFY_WITH_TIMEOUT(next()->isEnabled(), 5000);
    QCOMPARE(members->item(1)->text(), QStringLiteral("spark-demo-b (paired)"));
    QCOMPARE(members->item(1)->checkState(), Qt::Checked);

    // Addressing: both states read, the default numbers, every member's addresses.
    QVERIFY(child<QLabel>(w, QStringLiteral("statesStatus"))
                ->text()
                .startsWith(QStringLiteral("Read the state of spark-demo-a, spark-demo-b")));
    auto *spinA = child<QSpinBox>(w, QStringLiteral("nodeSpin-spark-demo-a"));
    auto *spinB = child<QSpinBox>(w, QStringLiteral("nodeSpin-spark-demo-b"));
    QCOMPARE(spinA->value(), 1);
    QCOMPARE(spinB->value(), 2);
    auto *table = child<QTableWidget>(w, QStringLiteral("planTable"));
    QCOMPARE(table->rowCount(), 4); // two twins on each Spark
    QStringList addresses;
    for (int row = 0; row < table->rowCount(); ++row)
        addresses << table->item(row, 0)->text() + QLatin1Char(' ') + table->item(row, 1)->text() +
                         QLatin1Char(' ') + table->item(row, 3)->text();
    QCOMPARE(addresses,
             (QStringList{"spark-demo-a (node 1, this Spark) enp1s0f1np1 192.168.177.1/24",
                          "spark-demo-a (node 1, this Spark) enP2p1s0f1np1 192.168.178.1/24",
                          "spark-demo-b (node 2) enp1s0f1np1 192.168.177.2/24",
                          "spark-demo-b (node 2) enP2p1s0f1np1 192.168.178.2/24"}));
    auto *diagram = child<ClusterDiagram>(w, QStringLiteral("clusterDiagram"));
    QCOMPARE(diagram->cableCount(), 2);
    QVERIFY(diagram->memberTitle(kPeerId).contains(QStringLiteral("spark-demo-b</b> — node 2")));
    QVERIFY(
        diagram->memberTitle(sim::DemoCluster::seatId()).contains(QStringLiteral("this Spark")));
    QCOMPARE(diagram->memberPanel(kPeerId)->halfButton(1, 1)->labelText(),
             QStringLiteral("b · enP2p1s0f1np1 · 192.168.178.2/24"));

    // Two members on one number: refused, naming both; Next stays off until it is fixed.
    spinB->setFocus();
    QTest::keyClick(spinB, Qt::Key_Down);
    auto *problems = child<QLabel>(w, QStringLiteral("planProblems"));
    QVERIFY(problems->isVisible());
    QVERIFY2(problems->text().contains(QStringLiteral("spark-demo-a")) &&
                 problems->text().contains(QStringLiteral("spark-demo-b")),
             qPrintable(problems->text()));
    QVERIFY(!next()->isEnabled());
    QTest::keyClick(spinB, Qt::Key_Up);
    QVERIFY(!problems->isVisible());
    QVERIFY(next()->isEnabled());

    // Review: a tab per member with its own diff and conflicts.
    m_window->wizard()->next();
    auto *tabs = child<QTabWidget>(w, QStringLiteral("reviewTabs"));
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(0), QStringLiteral("spark-demo-a (node 1, this Spark)"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("spark-demo-b (node 2)"));
    const QString diffA =
        child<QPlainTextEdit>(w, QStringLiteral("diffView-spark-demo-a"))->toPlainText();
    QVERIFY2(diffA.contains(QStringLiteral("-      link-local: [ipv4]")), qPrintable(diffA));
    QVERIFY(diffA.contains(QStringLiteral("+        - 192.168.177.1/24")) ||
            diffA.contains(QStringLiteral("192.168.177.1/24")));
    QCOMPARE(child<QListWidget>(w, QStringLiteral("conflictsList-spark-demo-a"))->item(0)->text(),
             QStringLiteral("No other netplan file touches these netdevs."));
    QVERIFY(child<QLabel>(w, QStringLiteral("memberSummary-spark-demo-b"))
                ->text()
                .contains(QStringLiteral("the whole file is new")));
    QVERIFY(child<QPlainTextEdit>(w, QStringLiteral("yamlView-spark-demo-b"))
                ->toPlainText()
                .contains(QStringLiteral("192.168.178.2/24")));
    QVERIFY(!child<QCheckBox>(w, QStringLiteral("overrideShadowing"))->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(next()->isEnabled(), 15000);
    QVERIFY(child<QLabel>(w, QStringLiteral("validationResult-spark-demo-b"))
                ->text()
                .contains(QStringLiteral("netplan accepts this file")));

    // Apply: a row per member, the countdown while it runs, then confirmed everywhere.
    m_window->wizard()->next();
    auto *applyRows = child<QTreeWidget>(w, QStringLiteral("applyRows"));
    QCOMPARE(rows(applyRows, 2),
             (QStringList{"spark-demo-a (this Spark)|waiting", "spark-demo-b|waiting"}));
    QVERIFY(!next()->isEnabled());
    auto *apply = child<QPushButton>(w, QStringLiteral("applyButton"));
    apply->setFocus();
    QTest::keyClick(apply, Qt::Key_Escape); // neither Escape nor Enter applies
    QTest::keyClick(apply, Qt::Key_Return);
    QVERIFY(rows(applyRows, 2).first().endsWith(QStringLiteral("|waiting")));
    QCOMPARE(m_window->cluster()->activity(), ClusterModel::Activity::Idle);
    QTest::keyClick(apply, Qt::Key_Space);
    auto *countdown = child<QLabel>(w, QStringLiteral("countdownText"));
    QTRY_VERIFY_WITH_TIMEOUT(countdown->text().contains(QStringLiteral("by itself in")), 5000);
    QVERIFY(child<QPushButton>(w, QStringLiteral("cancelApplyButton"))->isVisible());
    keepWhenAsked();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
    const QString result = child<QLabel>(w, QStringLiteral("applyResult"))->text();
    QVERIFY2(m_window->cluster()->outcome() && m_window->cluster()->outcome()->ok,
             qPrintable(result));
    QCOMPARE(rows(applyRows, 2),
             (QStringList{"spark-demo-a (this Spark)|✔ confirmed", "  enp1s0f1np1|✔ checked",
                          "  enP2p1s0f1np1|✔ checked", "spark-demo-b|✔ confirmed",
                          "  enp1s0f1np1|✔ checked", "  enP2p1s0f1np1|✔ checked"}));
    QVERIFY(!child<QPushButton>(w, QStringLiteral("retryButton"))->isVisible());
    // Each simulated member keeps its file and the same record.
    const cluster::ClusterPlan &plan = *m_window->cluster()->plan();
    QCOMPARE(m_cluster->currentNetplan(kPeerId), plan.member(kPeerId)->netplan);
    QVERIFY(!m_cluster->pending(kPeerId) && !m_cluster->pending(sim::DemoCluster::seatId()));
    QVERIFY(m_cluster->record(kPeerId) && m_cluster->record(sim::DemoCluster::seatId()));
    QVERIFY(*m_cluster->record(kPeerId) == *m_cluster->record(sim::DemoCluster::seatId()));

    // Verify: every member's twins, from the joint apply's checks.
    QVERIFY(next()->isEnabled());
    m_window->wizard()->next();
    auto *checks = child<QTreeWidget>(w, QStringLiteral("checkList"));
    QCOMPARE(checks->topLevelItemCount(), 2);
    QCOMPARE(checks->topLevelItem(0)->childCount(), 6); // two twins, three checks each
    QCOMPARE(checks->topLevelItem(1)->childCount(), 6);
    QVERIFY(checks->topLevelItem(1)->text(0).startsWith(QStringLiteral("spark-demo-b (node 2)")));
    auto *summary = child<QLabel>(w, QStringLiteral("verifySummary"));
    QVERIFY2(summary->text().startsWith(QStringLiteral("✔ Every twin of every Spark")),
             qPrintable(summary->text()));
    // Check again asks every member anew.
    auto *again = child<QPushButton>(w, QStringLiteral("runChecksButton"));
    QTest::mouseClick(again, Qt::LeftButton);
    QVERIFY(!again->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(again->isEnabled(), 5000);
    QCOMPARE(checks->topLevelItem(1)->childCount(), 6);
    QVERIFY(summary->text().startsWith(QStringLiteral("✔")));
    // A member that checks only while a change of its own is in force refuses now: its
    // checks from the apply stay, and the summary says so.
    m_cluster->setChecksOnlyDuringTry(true);
    QTest::mouseClick(again, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(again->isEnabled(), 5000);
    QCOMPARE(checks->topLevelItem(1)->childCount(), 6);
    QVERIFY2(summary->text().startsWith(QStringLiteral("✔")) &&
                 summary->text().contains(QStringLiteral(
                     "spark-demo-b: not checked again (nothing was tried here); shown: its "
                     "checks during the apply")),
             qPrintable(summary->text()));

    // The dashboard lists every cable of the cluster with its checks.
    auto *links = m_window->dashboard()->clusterLinks();
    QVERIFY(links);
    QCOMPARE(links->topLevelItemCount(), 2);
    QCOMPARE(links->topLevelItem(0)->text(0),
             QStringLiteral("spark-demo-a\nenp1s0f1np1\n192.168.177.1"));
    QCOMPARE(links->topLevelItem(0)->text(1),
             QStringLiteral("spark-demo-b\nenp1s0f1np1\n192.168.177.2"));
    QCOMPARE(links->topLevelItem(1)->text(2), QStringLiteral("✔ checked from both ends"));
}

void TestClusterFlow::faultOnOneTwinRevertsEveryMember()
{
    open();
    const QByteArray before = m_cluster->currentNetplan(sim::DemoCluster::seatId());
    QVERIFY(!before.isEmpty()); // the old playbook file
    toApply();
    // The cable of the peer's twin b is cut after its try: its checks on that twin fail.
    m_cluster->setFault(sim::DemoCluster::Fault{kPeerId, cluster::MemberLink::Step::Verify,
                                                QStringLiteral("enP2p1s0f1np1")});
    applyAndWait();
    QWidget *w = m_window.get();
    const auto &outcome = m_window->cluster()->outcome();
    QVERIFY(outcome && !outcome->ok);
    // The peer failed its check (and was put back), this Spark was reverted with it.
    QCOMPARE(outcome->members.size(), 2);
    for (const cluster::JointApply::MemberResult &r : outcome->members)
        QCOMPARE(r.outcome, r.member.id == kPeerId ? cluster::JointApply::MemberOutcome::Failed
                                                   : cluster::JointApply::MemberOutcome::Reverted);
    const QString result = child<QLabel>(w, QStringLiteral("applyResult"))->text();
    QVERIFY2(result.contains(QStringLiteral("spark-demo-b")) &&
                 result.contains(QStringLiteral("enP2p1s0f1np1")),
             qPrintable(result));
    const QStringList shown = rows(child<QTreeWidget>(w, QStringLiteral("applyRows")), 2);
    QVERIFY2(shown.contains(QStringLiteral("spark-demo-a (this Spark)|↩ reverted")) &&
                 shown.contains(QStringLiteral("spark-demo-b|✘ failed, ↩ reverted")) &&
                 shown.contains(QStringLiteral("  enP2p1s0f1np1|✘ check failed")),
             qPrintable(shown.join(QLatin1Char('\n'))));
    // Every member is back on its byte-identical previous file, nothing pending.
    QCOMPARE(m_cluster->currentNetplan(sim::DemoCluster::seatId()), before);
    QCOMPARE(m_cluster->currentNetplan(kPeerId), QByteArray());
    QVERIFY(!m_cluster->pending(kPeerId) && !m_cluster->pending(sim::DemoCluster::seatId()));
    QVERIFY(!next()->isEnabled());
    // The dashboard's cables: the failed twin first (twin b, second in the plan).
    auto *links = m_window->dashboard()->clusterLinks();
    QVERIFY(links);
    QVERIFY2(links->topLevelItem(0)->text(2).startsWith(QStringLiteral("✘")) &&
                 links->topLevelItem(0)->text(0).contains(QStringLiteral("enP2p1s0f1np1")),
             qPrintable(links->topLevelItem(0)->text(0) + links->topLevelItem(0)->text(2)));
    QVERIFY(!links->topLevelItem(1)->text(2).startsWith(QStringLiteral("✘")));

    // The failed apply offers the doctor, opened on the outcome shown.
    auto *diagnose = child<QPushButton>(w, QStringLiteral("applyDiagnoseButton"));
    QVERIFY(diagnose->isVisible());
    QTest::mouseClick(diagnose, Qt::LeftButton);
    auto *dialog = w->findChild<DiagnoseDialog *>(QStringLiteral("diagnoseDialog"));
    QVERIFY(dialog && dialog->isVisible());
    const QString context = dialog->findChild<QLabel *>(QStringLiteral("diagnoseContext"))->text();
    QVERIFY2(context.startsWith(QStringLiteral("The apply failed: ")) &&
                 context.contains(QStringLiteral("enP2p1s0f1np1")),
             qPrintable(context));
    QVERIFY(dialog->findChild<QTableWidget *>(QStringLiteral("diagnoseTable"))->rowCount() > 0);
    // The demo is no cluster seat: "Whole cluster" is not offered.
    QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("diagnoseClusterButton"))->isHidden());
    dialog->close();

    // Retry once the cable is back: the same plan, confirmed everywhere.
    m_cluster->setFault(std::nullopt);
    auto *retry = child<QPushButton>(w, QStringLiteral("retryButton"));
    QVERIFY(retry->isVisible());
    QTest::keyClick(retry, Qt::Key_Space);
    keepWhenAsked();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->outcome() && m_window->cluster()->outcome()->ok,
                             10000);
    QVERIFY(!retry->isVisible());
    QVERIFY(!diagnose->isVisible());
    QVERIFY(next()->isEnabled());
}

void TestClusterFlow::cancelDuringApplyRevertsEveryMember()
{
    open();
    m_cluster->setStepMs(300); // slow enough to press Cancel mid-way
    toApply();
    QWidget *w = m_window.get();
    auto *apply = child<QPushButton>(w, QStringLiteral("applyButton"));
    QTest::mouseClick(apply, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_cluster->pending(kPeerId), 5000); // the peer has tried
    auto *cancel = child<QPushButton>(w, QStringLiteral("cancelApplyButton"));
    QTest::keyClick(cancel, Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
    QVERIFY(!m_window->cluster()->outcome()->ok);
    QVERIFY(!m_cluster->pending(kPeerId) && !m_cluster->pending(sim::DemoCluster::seatId()));
    QCOMPARE(m_cluster->currentNetplan(kPeerId), QByteArray());
    QVERIFY2(child<QLabel>(w, QStringLiteral("applyResult"))
                 ->text()
                 .contains(QStringLiteral("you cancelled")),
             qPrintable(child<QLabel>(w, QStringLiteral("applyResult"))->text()));
}

void TestClusterFlow::escapeDuringTheCountdownEndsCancelledNotCounting()
{
    // Issue 26: Escape while Keep is offered. The banner stops counting down the moment the
    // cancel starts, counts the Sparks back instead, and ends saying every Spark is back;
    // each member's row ends reverted (its own report), none "failed".
    open();
    m_cluster->setStepMs(150);
    toApply();
    QWidget *w = m_window.get();
    auto *banner = child<QWidget>(w, QStringLiteral("pendingBanner"));
    auto *text = child<QLabel>(banner, QStringLiteral("pendingText"));
    QTest::mouseClick(child<QPushButton>(w, QStringLiteral("applyButton")), Qt::LeftButton);
    auto *keep = child<QPushButton>(banner, QStringLiteral("keepButton"));
    QTRY_VERIFY_WITH_TIMEOUT(keep->isVisible() && keep->isEnabled(), 10000);
    QVERIFY(text->text().contains(QStringLiteral(" s.")));
    QStringList whileCancelling; // the banner as each member's phase came in during the cancel
    connect(m_window->cluster()->joint(), &cluster::JointApply::memberPhase, this,
            [&](const QString &, cluster::JointApply::Phase) {
                if (m_window->cluster()->joint()->isCancelling())
                    whileCancelling << text->text();
            });
    // Escape is the window's shortcut: it acts in the active window, as a person's would.
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(keep, Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
    QVERIFY(!whileCancelling.isEmpty());
    for (const QString &t : std::as_const(whileCancelling)) {
        QVERIFY2(t.startsWith(QStringLiteral("Cancelling: ")), qPrintable(t));
        QVERIFY2(!t.contains(QStringLiteral(" s ")) && !t.contains(QStringLiteral("keep it")),
                 qPrintable(t));
    }
    QVERIFY2(whileCancelling.last().contains(QStringLiteral("2 of 2")),
             qPrintable(whileCancelling.join(QLatin1Char('\n'))));
    // The end: said, not a countdown, until dismissed.
    QVERIFY(banner->isVisible());
    QCOMPARE(text->text(),
             QStringLiteral("Cancelled: every Spark is back on its previous network file."));
    QVERIFY(!keep->isVisible());
    QVERIFY(!child<QPushButton>(banner, QStringLiteral("revertButton"))->isVisible());
    const cluster::JointApply::Outcome outcome = *m_window->cluster()->outcome();
    QVERIFY(!outcome.ok);
    for (const cluster::JointApply::MemberResult &r : outcome.members)
        QCOMPARE(r.outcome, cluster::JointApply::MemberOutcome::Reverted);
    const QStringList table =
        rows(child<QTreeWidget>(w, QStringLiteral("applyRows")), 2 /* phase */);
    QCOMPARE(table.filter(QStringLiteral("|↩ reverted")).size(), 2);
    QVERIFY2(table.filter(QStringLiteral("failed")).isEmpty(), qPrintable(table.join(", ")));
    QVERIFY(!m_cluster->pending(kPeerId) && !m_cluster->pending(sim::DemoCluster::seatId()));
    // One sentence after another, as the screenshot of this state showed they were not.
    QVERIFY2(outcome.summary.contains(
                 QStringLiteral("you cancelled the apply. Every member is back to its previous")),
             qPrintable(outcome.summary));
    w->grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-cancelled.png")));
    QTest::mouseClick(child<QPushButton>(banner, QStringLiteral("dismissButton")), Qt::LeftButton);
    QVERIFY(!banner->isVisible());
}

void TestClusterFlow::rerunOnConfiguredClusterChangesNothing()
{
    open();
    toApply();
    applyAndWait();
    QVERIFY(m_window->cluster()->outcome()->ok);
    const QByteArray kept = m_cluster->currentNetplan(kPeerId);
    // The same person runs the wizard again: the states are read anew, the numbers kept.
    m_window->wizard()->goTo(WizardPageId::Addressing);
    QTRY_VERIFY_WITH_TIMEOUT(next()->isEnabled(), 5000);
    QWidget *w = m_window.get();
    QCOMPARE(child<QSpinBox>(w, QStringLiteral("nodeSpin-spark-demo-b"))->value(), 2);
    QVERIFY(m_window->cluster()->plan()->unchanged());
    m_window->wizard()->next();
    auto *tabs = child<QTabWidget>(w, QStringLiteral("reviewTabs"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("spark-demo-b (node 2) — unchanged"));
    QVERIFY(child<QLabel>(w, QStringLiteral("reviewSummary"))
                ->text()
                .contains(QStringLiteral("nothing would change")));
    QVERIFY(next()->isEnabled());
    m_window->wizard()->next();
    QCOMPARE(child<QLabel>(w, QStringLiteral("applyResult"))->text(),
             QStringLiteral("Already configured, nothing changed."));
    QVERIFY(!child<QPushButton>(w, QStringLiteral("applyButton"))->isVisible());
    QCOMPARE(rows(child<QTreeWidget>(w, QStringLiteral("applyRows")), 2),
             (QStringList{"spark-demo-a (this Spark)|unchanged", "spark-demo-b|unchanged"}));
    QVERIFY(next()->isEnabled());
    QCOMPARE(m_cluster->currentNetplan(kPeerId), kept);
    QVERIFY(!m_cluster->pending(kPeerId));
}

void TestClusterFlow::memberThatDoesNotAnswerIsNamed()
{
    open();
    m_cluster->setFault(
        sim::DemoCluster::Fault{kPeerId, cluster::MemberLink::Step::State, QString()});
    toAddressing();
    QWidget *w = m_window.get();
    auto *status = child<QLabel>(w, QStringLiteral("statesStatus"));
    QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QStringLiteral("✘")), 5000);
    QVERIFY2(status->text().contains(QStringLiteral("spark-demo-b")), qPrintable(status->text()));
    QVERIFY(!next()->isEnabled());
    auto *again = child<QPushButton>(w, QStringLiteral("rereadStatesButton"));
    QVERIFY(again->isVisible());
    m_cluster->setFault(std::nullopt);
    QTest::mouseClick(again, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(next()->isEnabled(), 5000);
}

void TestClusterFlow::readingStatesCanBeCancelled()
{
    open();
    m_cluster->setStepMs(3000); // members slow to answer
    toAddressing();
    QWidget *w = m_window.get();
    auto *cancel = child<QPushButton>(w, QStringLiteral("cancelStatesButton"));
    QVERIFY(cancel->isVisible());
    QVERIFY(child<QProgressBar>(w, QStringLiteral("statesProgress"))->isVisible());
    QVERIFY(child<QLabel>(w, QStringLiteral("statesStatus"))
                ->text()
                .startsWith(QStringLiteral("Reading the state of spark-demo-a, spark-demo-b")));
    QTest::keyClick(cancel, Qt::Key_Space);
    QVERIFY(!cancel->isVisible());
    QCOMPARE(child<QLabel>(w, QStringLiteral("statesStatus"))->text(),
             QStringLiteral("✘ You stopped reading the states."));
    QVERIFY(!next()->isEnabled());
    // Late answers change nothing; reading again works.
    m_cluster->setStepMs(20);
    QTest::mouseClick(child<QPushButton>(w, QStringLiteral("rereadStatesButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(next()->isEnabled(), 5000);
}

QTEST_MAIN(TestClusterFlow)
#include "tst_clusterflow.moc"
