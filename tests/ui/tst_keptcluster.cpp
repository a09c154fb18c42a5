// The healthy demo tells one story after the wizard configured it (issue 26): the fleet page
// shows the pair the wizard configured (this Spark and spark-demo-b on port 1, no traffic on
// the uncabled port 0), the tests name the peer as it was paired and use the plan's addresses,
// Diagnose reads the addresses the kept plan gave; going back to Review and Apply shows the plan
// in force; a window started again on the kept cluster (the simulated members keep their
// records, as Sparks do) says so on Welcome and shows the same plan by keyboard. About 6 s.
#include "DemoSeat.h"
#include "MainWindow.h"
#include "bench/LinkTests.h"
#include "cluster/ClusterModel.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/FleetMemberCard.h"
#include "dashboard/FleetView.h"
#include "dashboard/TwinTable.h"
#include "widgets/DiagnoseDialog.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

using namespace sparkwire;

class TestKeptCluster : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void fleetShowsThePairTheWizardConfigured();
    void testsNameThePeerAtItsPlannedAddress();
    void diagnoseReadsTheKeptAddresses();
    void backToReviewAndApplyShowsThePlanInForce();
    void restartedWindowKnowsTheKeptCluster();

private:
    // A key as the person's keyboard sends it to the window they look at. The window manager
    // keeps that window active; offscreen has none, and a dialog closed earlier (Diagnose)
    // left no window active now and then.
    static void press(QWidget *window, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        if (QApplication::activeWindow() != window)
            (void)activate(window);
        QWidget *target = QApplication::focusWidget();
        QTest::keyClick(target ? target : window, Qt::Key(key), modifiers);
    }
    static bool activate(QWidget *window)
    {
        QApplication::setActiveWindow(window);
        return QTest::qWaitForWindowActive(window);
    }
    static QString text(QWidget *window, const char *name)
    {
        auto *label = window->findChild<QLabel *>(QLatin1String(name));
        return label ? label->text() : QStringLiteral("(no %1)").arg(QLatin1String(name));
    }

    std::unique_ptr<DemoSeat> m_seat;
    std::unique_ptr<MainWindow> m_window;
    QString m_peerId;
};

void TestKeptCluster::initTestCase()
{
    m_seat = std::make_unique<DemoSeat>();
    QVERIFY2(m_seat->ok(), qPrintable(m_seat->error()));
    m_window = std::make_unique<MainWindow>(m_seat->session());
    m_window->show();
    QVERIFY(activate(m_window.get()));
    // Find peers, Addressing, Review, Apply (kept), Verify.
    QVERIFY2(m_seat->walk(*m_window, [](const QString &) { return true; }),
             qPrintable(m_seat->error()));
    QVERIFY(m_window->cluster()->outcome() && m_window->cluster()->outcome()->ok);
    const std::optional<cluster::ClusterRecord> kept = (*m_seat->session().keptRecord)();
    QVERIFY(kept);
    for (const cluster::ClusterMember &m : kept->members)
        if (m.id != m_seat->session().seatId)
            m_peerId = m.id;
    QVERIFY(!m_peerId.isEmpty());
}

void TestKeptCluster::cleanupTestCase()
{
    m_window.reset();
    m_seat.reset();
}

void TestKeptCluster::fleetShowsThePairTheWizardConfigured()
{
    const cluster::ClusterRecord kept = *(*m_seat->session().keptRecord)();
    QCOMPARE(kept.members.size(), 2);
    DashboardWindow *dashboard = m_window->dashboard();
    FleetView *fleet = dashboard->fleetView();
    QVERIFY(fleet);
    QCOMPARE(fleet->cards().size(), kept.members.size());
    QCOMPARE(dashboard->views()->tabText(1), QStringLiteral("Fleet (2 Sparks)"));
    for (qsizetype i = 0; i < kept.members.size(); ++i) {
        FleetMemberCard *card = fleet->cards().at(i);
        const QString name =
            card->findChild<QLabel *>(QStringLiteral("fleetName%1").arg(i))->text();
        QVERIFY2(name.contains(kept.members.at(i).hostname), qPrintable(name));
        // The cable the wizard planned: port 1; This Spark shows port 0 without a link.
        QCOMPARE(card->charts().size(), 1);
        QVERIFY(card->findChild<TwinTable *>(QStringLiteral("fleetTable%1_1").arg(i)));
    }
    // "Copy cluster as text": the kept cluster on the clipboard, named as paired here.
    auto *copy = fleet->copyTextButton();
    QVERIFY(copy->isVisibleTo(fleet));
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(copy, Qt::LeftButton);
    const QString text = QGuiApplication::clipboard()->text();
    QVERIFY2(text.startsWith(QStringLiteral("Sparkwire cluster ") + kept.name), qPrintable(text));
    for (const cluster::ClusterMember &m : kept.members)
        QVERIFY2(text.contains(QStringLiteral("  node %1  %2").arg(m.node).arg(m.hostname)),
                 qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Addresses (MTU 9000):")) &&
                 text.contains(QStringLiteral(" port 1 <-> ")) &&
                 text.contains(QStringLiteral("Versions (this Spark): Sparkwire ")),
             qPrintable(text));
    QCOMPARE(kept.cabling.size(), 1);
    QCOMPARE(kept.cabling.first().portA, 1);
    for (const hw::Cx7Port &p : m_seat->session().inventory->inventory().ports)
        if (p.port == 0)
            QVERIFY(!p.link.carrier);
}

void TestKeptCluster::testsNameThePeerAtItsPlannedAddress()
{
    bench::LinkTests *tests = m_seat->session().linkTests;
    QString member;
    QList<bench::TcpTwinResult> twins;
    const QMetaObject::Connection c =
        connect(tests, &bench::LinkTests::tcpFinished, this,
                [&](const QString &name, const QList<bench::TcpTwinResult> &results) {
                    member = name;
                    twins = results;
                });
    tests->runTcp(1);
    QTRY_VERIFY_WITH_TIMEOUT(!member.isEmpty(), 5000);
    disconnect(c);
    QCOMPARE(member, m_window->cluster()->nameOf(m_peerId)); // spark-demo-b, as paired
    QVERIFY(!twins.isEmpty());
    const std::optional<QString> planned = m_window->cluster()->addressInForce(m_peerId);
    QVERIFY(planned);
    QCOMPARE(twins.first().path.serverAddress, *planned);
}

void TestKeptCluster::diagnoseReadsTheKeptAddresses()
{
    m_window->showDiagnose();
    DiagnoseDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<DiagnoseDialog *>()) && dialog->isVisible());
    QString evidence;
    for (const doctor::DoctorCheck &c : dialog->checks())
        evidence += c.id + QStringLiteral(": ") + c.evidence + QLatin1Char('\n');
    dialog->close();
    // Node 1 of the kept plan: .1 on both subnets, never the recorded tree's .11.
    QVERIFY2(evidence.contains(QStringLiteral("192.168.177.1/24")) &&
                 evidence.contains(QStringLiteral("192.168.178.1/24")),
             qPrintable(evidence));
    QVERIFY2(!evidence.contains(QStringLiteral(".11")), qPrintable(evidence));
}

// From Verify by Escape: Apply and Review show the plan in force, read again from the members.
void TestKeptCluster::backToReviewAndApplyShowsThePlanInForce()
{
    QVERIFY(activate(m_window.get()));
    WizardFrame *wizard = m_window->wizard();
    QCOMPARE(wizard->currentId(), WizardPageId::Verify);
    press(m_window.get(), Qt::Key_Escape);
    QCOMPARE(wizard->currentId(), WizardPageId::Apply);
    press(m_window.get(), Qt::Key_Escape);
    QCOMPARE(wizard->currentId(), WizardPageId::Review);
    QTRY_COMPARE_WITH_TIMEOUT(text(m_window.get(), "reviewSummary"),
                              QStringLiteral("Every Spark already has this plan: nothing would "
                                             "change."),
                              5000);
    auto *next = m_window->findChild<QPushButton *>(QStringLiteral("nextButton"));
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 15000);
    press(m_window.get(), Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::Apply);
    auto *rows = m_window->findChild<QTreeWidget *>(QStringLiteral("applyRows"));
    QCOMPARE(rows->topLevelItemCount(), 2);
    QVERIFY(next->isEnabled());
}

void TestKeptCluster::restartedWindowKnowsTheKeptCluster()
{
    m_window.reset(); // the person closes the window; every member keeps the record
    MainWindow window(m_seat->session());
    window.show();
    QVERIFY(activate(&window));
    WizardFrame *wizard = window.wizard();
    QCOMPARE(wizard->currentId(), WizardPageId::Welcome);
    QCOMPARE(text(&window, "pageSubtitle"),
             QStringLiteral("This Spark keeps a cluster of 2 Spark(s): check it, or change it."));
    const QString said = text(&window, "welcomeCluster");
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("welcomeCluster"))->isVisible());
    QVERIFY2(said.contains(QStringLiteral("spark-demo-a (node 1, this Spark), spark-demo-b "
                                          "(node 2)")),
             qPrintable(said));
    QCOMPARE(window.cluster()->members().size(), 2); // the kept members, before any beacon
    window.grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-kept-welcome.png")));

    // By keyboard: This Spark, Find peers, Addressing (the kept numbers), Review, Apply.
    press(&window, Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::ThisSpark);
    press(&window, Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::FindPeers);
    auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 5000);
    press(&window, Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::Addressing);
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 5000);
    QCOMPARE(window.findChild<QSpinBox *>(QStringLiteral("nodeSpin-spark-demo-b"))->value(), 2);
    press(&window, Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::Review);
    QVERIFY2(text(&window, "pageSubtitle").startsWith(QStringLiteral("This Spark keeps a cluster")),
             qPrintable(text(&window, "pageSubtitle")));
    QCOMPARE(text(&window, "reviewSummary"),
             QStringLiteral("Every Spark already has this plan: nothing would change."));
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 15000);
    press(&window, Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::Apply);
    auto *rows = window.findChild<QTreeWidget *>(QStringLiteral("applyRows"));
    QCOMPARE(rows->topLevelItemCount(), 2);
    for (int i = 0; i < rows->topLevelItemCount(); ++i)
        QCOMPARE(rows->topLevelItem(i)->text(2), QStringLiteral("unchanged"));
    QCOMPARE(text(&window, "applyResult"), QStringLiteral("Already configured, nothing changed."));
}

QTEST_MAIN(TestKeptCluster)
#include "tst_keptcluster.moc"
