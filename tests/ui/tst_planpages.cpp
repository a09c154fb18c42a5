// Addressing plan, Review and Apply driven as a person would: typing a subnet, choosing a
// ring, reading the file, the diff and the conflicts, and pressing Apply, Keep and Revert.
// The demo's apply backend stands in for the helper, which has its own real test.
#include "MainWindow.h"
#include "diagram/CablingDiagram.h"
#include "diagram/RearPanelWidget.h"
#include "diagram/TwinHalfButton.h"
#include "helperclient/ApplyBackend.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoPeerSession.h"
#include "wizard/PlanModel.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

namespace {
class RefusingBackend : public helper::ApplyBackend
{
public:
    void tryApply(const QByteArray &, unsigned) override
    {
        Q_EMIT failed(QStringLiteral("Not authorized: polkit said no"));
    }
    void confirm() override {}
    void cancel() override {}
};

hw::InventoryMonitor::Options demoTree()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-test");
    return options;
}

template <typename T> T *child(QWidget *w, const char *name)
{
    T *found = w->findChild<T *>(QLatin1String(name));
    if (!found)
        qWarning("no %s", name);
    return found;
}
} // namespace

class TestPlanPages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void findPeersDrawsTheCablesLive();
    void pairAndSetUpSshFromFindPeers();
    void findPeersWorksWithoutPeerSession();
    void subnetIsValidatedAsYouType();
    void ringPlansAllFourNetdevs();
    void reviewShowsFileDiffConflictsAndVerdict();
    void applyThenKeep();
    void applyThenRevert();
    void refusalIsExplained();

private:
    void openAt(WizardPageId page, helper::ApplyBackend *backend = nullptr);
    std::unique_ptr<hw::InventoryMonitor> m_monitor;
    std::unique_ptr<sim::DemoApplyBackend> m_demo;
    std::unique_ptr<sim::DemoCabling> m_cabling;
    sim::DemoPeerSession m_peers;
    std::unique_ptr<MainWindow> m_window;
    bool m_withoutPeerSession = false; // as when this Spark's identity failed at start
};

void TestPlanPages::init()
{
    m_monitor = std::make_unique<hw::InventoryMonitor>(demoTree());
    m_demo = std::make_unique<sim::DemoApplyBackend>();
    m_cabling = std::make_unique<sim::DemoCabling>(m_monitor->inventory());
}

void TestPlanPages::cleanup()
{
    m_window.reset();
    m_withoutPeerSession = false;
}

void TestPlanPages::openAt(WizardPageId page, helper::ApplyBackend *backend)
{
    Session session;
    session.inventory = m_monitor.get();
    session.applier = backend ? backend : m_demo.get();
    session.cabling = m_cabling.get();
    session.peers = m_withoutPeerSession ? nullptr : &m_peers;
    session.netplanRoot = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root");
    session.demo = true;
    m_window = std::make_unique<MainWindow>(session);
    m_window->show();
    auto *next = m_window->findChild<QPushButton *>(QStringLiteral("nextButton"));
    // Next, page by page, as a person would.
    while (m_window->wizard()->currentId() != page) {
        // Review holds Next until netplan's verdict is in.
        QVERIFY(QTest::qWaitFor([next] { return next->isEnabled(); }, 10000));
        const WizardPageId before = m_window->wizard()->currentId();
        m_window->wizard()->next();
        QVERIFY(m_window->wizard()->currentId() != before);
    }
}

void TestPlanPages::findPeersDrawsTheCablesLive()
{
    openAt(WizardPageId::FindPeers);
    QWidget *w = m_window.get();
    auto *diagram = child<CablingDiagram>(w, "cablingDiagram");
    QCOMPARE(diagram->cableCount(), 2);
    RearPanelWidget *peer = diagram->peerPanel(QStringLiteral("spark-demo-b"));
    QVERIFY(peer && peer->isVisible());
    QVERIFY(peer->halfButton(1, 1)->labelText().contains(QStringLiteral("enP2p1s0f1np1")));
    QVERIFY(peer->halfButton(0, 0)->labelText().contains(QStringLiteral("not seen")));
    QVERIFY(child<QLabel>(w, "discoveredTopology")
                ->text()
                .contains(QStringLiteral("Two Sparks, one cable")));
    QVERIFY(!child<QLabel>(w, "cablingWarnings")->isVisible());
    auto *usePlan = child<QPushButton>(w, "usePlanButton");
    QVERIFY(usePlan->isEnabled());

    m_cabling->unplug(1); // twin b's cable is pulled
    QCOMPARE(diagram->cableCount(), 1);
    QVERIFY(child<QLabel>(w, "discoveredTopology")
                ->text()
                .contains(QStringLiteral("Incomplete cabling")));
    QVERIFY(child<QLabel>(w, "cablingWarnings")->isVisible());
    QVERIFY(child<QLabel>(w, "cablingWarnings")
                ->text()
                .contains(QStringLiteral("only twin a sees the peer")));
    QVERIFY(!usePlan->isEnabled());
    m_cabling->plugIn(1);
    QCOMPARE(diagram->cableCount(), 2);
    QVERIFY(usePlan->isEnabled());

    QTest::mouseClick(usePlan, Qt::LeftButton);
    QVERIFY(m_window->plan()->spec().cables.has_value());
    QCOMPARE(m_window->plan()->thisNodeNetdevs(), (QStringList{"enp1s0f1np1", "enP2p1s0f1np1"}));
    // The peer chosen here is a field the other pages can read.
    QCOMPARE(m_window->wizard()->field(WizardField::ChosenPeerId).toString(),
             m_cabling->map().peers.first().id);
    m_window->wizard()->next();
    QVERIFY(child<QLabel>(w, "cablingNote")->isVisible());
    QVERIFY(child<QPushButton>(w, "nextButton")->isEnabled());
    QCOMPARE(m_window->wizard()->field(WizardField::ThisNode).toInt(), 1);
}

// This Spark's identity failed at start, so there is no peer session: the page still draws
// the cabling, plans from it, and says why pairing and SSH are missing and what to do.
void TestPlanPages::findPeersWorksWithoutPeerSession()
{
    m_withoutPeerSession = true;
    openAt(WizardPageId::FindPeers);
    QWidget *w = m_window.get();
    auto *diagram = child<CablingDiagram>(w, "cablingDiagram");
    QVERIFY(diagram->isVisible());
    QCOMPARE(diagram->cableCount(), 2);
    auto *usePlan = child<QPushButton>(w, "usePlanButton");
    QVERIFY(usePlan->isVisible() && usePlan->isEnabled());
    QTest::mouseClick(usePlan, Qt::LeftButton);
    QVERIFY(m_window->plan()->spec().cables.has_value());
    QCOMPARE(m_window->plan()->thisNodeNetdevs(), (QStringList{"enp1s0f1np1", "enP2p1s0f1np1"}));
    m_cabling->unplug(1); // and it follows the cables
    QCOMPARE(diagram->cableCount(), 1);
    QVERIFY(!usePlan->isEnabled());
    QVERIFY(!child<QPushButton>(w, "pairButton")->isVisible());
    QVERIFY(!child<QPushButton>(w, "sshButton")->isVisible());
    auto *why = child<QLabel>(w, "peersUnavailable");
    QVERIFY(why && why->isVisible());
    QVERIFY(why->text().contains(QStringLiteral("identity key")));
    QVERIFY(why->text().contains(QStringLiteral("start Sparkwire again")));
}

void TestPlanPages::pairAndSetUpSshFromFindPeers()
{
    openAt(WizardPageId::FindPeers);
    QWidget *w = m_window.get();
    auto *pair = child<QPushButton>(w, "pairButton");
    QCOMPARE(pair->text(), QStringLiteral("P&air with spark-demo-b…"));
    QString shownCode, finalStatus;
    // The dialog is modal: drive it from inside its own event loop, as a person would.
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        auto *code = dialog->findChild<QLabel *>(QStringLiteral("pairingCode"));
        auto *matches = dialog->findChild<QPushButton *>(QStringLiteral("codeMatches"));
        auto *status = dialog->findChild<QLabel *>(QStringLiteral("pairingStatus"));
        if (!QTest::qWaitFor([&] { return matches->isEnabled(); }, 5000))
            return dialog->reject();
        shownCode = code->text();
        QTest::mouseClick(matches, Qt::LeftButton);
        (void)QTest::qWaitFor([&] { return status->text().startsWith(QStringLiteral("Paired")); },
                              5000); // checked below
        finalStatus = status->text();
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("closePairing")),
                          Qt::LeftButton);
    });
    QTest::mouseClick(pair, Qt::LeftButton);
    QCOMPARE(shownCode, QStringLiteral("482 913"));
    QVERIFY2(finalStatus.startsWith(QStringLiteral("Paired with spark-demo-b")),
             qPrintable(finalStatus));

    auto *ssh = child<QPushButton>(w, "sshButton");
    QTest::mouseClick(ssh, Qt::LeftButton);
    QVERIFY(!ssh->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(w, "sshResult")->text().startsWith(QStringLiteral("✔")),
                             5000);
    QVERIFY(child<QLabel>(w, "sshResult")
                ->text()
                .contains(QStringLiteral("ssh sparkwire-spark-demo-b")));
    QVERIFY(ssh->isEnabled());
}

void TestPlanPages::subnetIsValidatedAsYouType()
{
    openAt(WizardPageId::Addressing);
    QWidget *w = m_window.get();
    auto *subnet = child<QLineEdit>(w, "subnetEdit");
    auto *next = child<QPushButton>(w, "nextButton");
    auto *problems = child<QLabel>(w, "planProblems");
    QVERIFY(next->isEnabled()); // the default plan is fine
    QCOMPARE(child<QTableWidget>(w, "planTable")->rowCount(), 4);

    subnet->selectAll();
    QTest::keyClicks(subnet, QStringLiteral("192.168.1"));
    QVERIFY(!next->isEnabled());
    QVERIFY(problems->isVisible());
    QVERIFY2(problems->text().contains(QStringLiteral("not an IPv4 network in CIDR form")),
             qPrintable(problems->text()));

    QTest::keyClicks(subnet, QStringLiteral(".0/24")); // the management LAN of the fixture
    QVERIFY(!next->isEnabled());
    QVERIFY2(problems->text().contains(QStringLiteral(
                 "overlaps 192.168.1.0/24 already on this host (address on enP7s7)")),
             qPrintable(problems->text()));

    subnet->selectAll();
    QTest::keyClicks(subnet, QStringLiteral("10.9.0.0/24"));
    QVERIFY(next->isEnabled());
    QVERIFY(!problems->isVisible());
    auto *table = child<QTableWidget>(w, "planTable");
    QCOMPARE(table->item(0, 3)->text(), QStringLiteral("10.9.0.1/24"));
    QCOMPARE(table->item(1, 3)->text(), QStringLiteral("10.9.1.1/24"));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("1 (this Spark)"));

    auto *node = child<QSpinBox>(w, "nodeSpin");
    node->setValue(2);
    QCOMPARE(m_window->plan()->node(), 2);
    QVERIFY(m_window->plan()->yaml().contains("10.9.0.2/24"));
}

void TestPlanPages::ringPlansAllFourNetdevs()
{
    openAt(WizardPageId::Addressing);
    QWidget *w = m_window.get();
    auto *topology = child<QComboBox>(w, "topologyCombo");
    topology->setFocus();
    QTest::keyClick(topology, Qt::Key_Down); // "Three Sparks in a ring"
    QCOMPARE(m_window->plan()->spec().nodes, 3);
    QVERIFY(!child<QSpinBox>(w, "nodesSpin")->isEnabled());
    QVERIFY(!child<QComboBox>(w, "portCombo")->isEnabled());
    QCOMPARE(child<QTableWidget>(w, "planTable")->rowCount(), 12);
    QCOMPARE(m_window->plan()->thisNodeNetdevs(),
             (QStringList{"enp1s0f0np0", "enP2p1s0f0np0", "enp1s0f1np1", "enP2p1s0f1np1"}));
    QVERIFY(child<QPushButton>(w, "nextButton")->isEnabled());

    QTest::keyClick(topology, Qt::Key_Down); // switch
    auto *nodes = child<QSpinBox>(w, "nodesSpin");
    QVERIFY(nodes->isEnabled());
    nodes->setValue(8);
    QCOMPARE(child<QTableWidget>(w, "planTable")->rowCount(), 16);
}

void TestPlanPages::reviewShowsFileDiffConflictsAndVerdict()
{
    openAt(WizardPageId::Review);
    QWidget *w = m_window.get();
    const QString file = child<QPlainTextEdit>(w, "yamlView")->toPlainText();
    QVERIFY(file.contains(QStringLiteral("- 192.168.177.1/24")));
    QVERIFY(file.contains(QStringLiteral("mtu: 9000")));
    const QString diff = child<QPlainTextEdit>(w, "diffView")->toPlainText();
    QVERIFY2(diff.contains(QStringLiteral("-      link-local: [ipv4]")), qPrintable(diff));
    QVERIFY(diff.contains(QStringLiteral("+      link-local: []")));
    QVERIFY(diff.contains(QStringLiteral("+    enP2p1s0f1np1:")));
    auto *conflicts = child<QListWidget>(w, "conflictsList");
    QCOMPARE(conflicts->count(), 1);
    QVERIFY2(conflicts->item(0)->text().contains(
                 QStringLiteral("/etc/netplan/50-cloud-init.yaml also configures enP2p1s0f1np1 and "
                                "comes later, so its settings win")),
             qPrintable(conflicts->item(0)->text()));
    QVERIFY(child<QLabel>(w, "rendererLabel")->text().contains(QStringLiteral("networkd")));
    auto *next = child<QPushButton>(w, "nextButton");
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 10000); // after netplan's verdict
    QVERIFY(child<QLabel>(w, "validationResult")
                ->text()
                .contains(QStringLiteral("netplan accepts this file")));
}

void TestPlanPages::applyThenKeep()
{
    openAt(WizardPageId::Apply);
    QWidget *w = m_window.get();
    auto *keep = child<QPushButton>(w, "keepButton");
    QVERIFY(!keep->isVisible());
    QTest::mouseClick(child<QPushButton>(w, "applyButton"), Qt::LeftButton);
    QVERIFY(!child<QPushButton>(w, "applyButton")->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(keep->isVisible(), 5000);
    QVERIFY(child<QLabel>(w, "keepQuestion")->text().contains(QStringLiteral("reverts in 60 s")));
    QTRY_VERIFY_WITH_TIMEOUT(
        child<QLabel>(w, "keepQuestion")->text().contains(QStringLiteral("reverts in 59 s")), 3000);
    QTest::mouseClick(keep, Qt::LeftButton);
    QVERIFY(child<QLabel>(w, "applyResult")->text().startsWith(QStringLiteral("Kept.")));
    QVERIFY(!keep->isVisible());
    QVERIFY(!m_demo->pending());
}

void TestPlanPages::applyThenRevert()
{
    openAt(WizardPageId::Apply);
    QWidget *w = m_window.get();
    QTest::mouseClick(child<QPushButton>(w, "applyButton"), Qt::LeftButton);
    auto *revert = child<QPushButton>(w, "revertButton");
    QTRY_VERIFY_WITH_TIMEOUT(revert->isVisible(), 5000);
    QTest::keyClick(revert, Qt::Key_Space);
    QCOMPARE(
        child<QLabel>(w, "applyResult")->text(),
        QStringLiteral(
            "Reverted (cancelled): the previous configuration is back. Nothing else changed."));
    QVERIFY(child<QPushButton>(w, "applyButton")->isEnabled());
    QCOMPARE(child<QPushButton>(w, "applyButton")->text(), QStringLiteral("&Try again"));
}

void TestPlanPages::refusalIsExplained()
{
    RefusingBackend refusing;
    openAt(WizardPageId::Apply, &refusing);
    QWidget *w = m_window.get();
    QTest::mouseClick(child<QPushButton>(w, "applyButton"), Qt::LeftButton);
    QCOMPARE(child<QLabel>(w, "applyResult")->text(),
             QStringLiteral("Not applied: Not authorized: polkit said no"));
    QVERIFY(child<QPushButton>(w, "applyButton")->isEnabled());
}

QTEST_MAIN(TestPlanPages)
#include "tst_planpages.moc"
