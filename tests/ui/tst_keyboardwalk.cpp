// The whole wizard in the demo by keyboard alone (issue 17): Enter is Next, Escape is Back
// (or the running apply's Cancel), mnemonics reach every action, and the window keeps the
// focus in the wizard so Enter works from the first page on. While the plan is being tried
// the Apply page cannot be left: Back, the step list and Escape-as-Back are locked. A netplan
// file that overrides the plan (the demo tree's 50-cloud-init.yaml) blocks Review until the
// person confirms. Paired peers show as paired, with their key's fingerprint. Only key
// events are sent, to whatever has the focus, as a person's keyboard would. About 5 s.
#include "MainWindow.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoPeerSession.h"
#include "wizard/ClusterModel.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

class TestKeyboardWalk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void wholeWizardByKeyboard();
    void escapeDuringApplyCancelsAndStays();

private:
    void open();
    void toApply();
    // A key as the keyboard sends it: to the widget with the focus, else the window.
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    WizardPageId current() const { return m_window->wizard()->currentId(); }
    QPushButton *button(const char *name) const
    {
        return m_window->findChild<QPushButton *>(QLatin1String(name));
    }

    std::unique_ptr<hw::InventoryMonitor> m_inventory;
    std::unique_ptr<sim::DemoApplyBackend> m_applier;
    std::unique_ptr<sim::DemoCabling> m_cabling;
    std::unique_ptr<sim::DemoPeerSession> m_peers;
    std::unique_ptr<sim::DemoCluster> m_cluster;
    std::unique_ptr<MainWindow> m_window;
};

void TestKeyboardWalk::init()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-demo-a");
    m_inventory = std::make_unique<hw::InventoryMonitor>(options);
    m_applier = std::make_unique<sim::DemoApplyBackend>();
    m_cabling = std::make_unique<sim::DemoCabling>(m_inventory->inventory());
    m_peers = std::make_unique<sim::DemoPeerSession>();
    m_cluster =
        std::make_unique<sim::DemoCluster>(m_inventory->inventory(), m_cabling.get(),
                                           QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root"));
    m_cluster->setStepMs(40);
}

void TestKeyboardWalk::cleanup()
{
    m_window.reset();
    m_cluster.reset();
}

void TestKeyboardWalk::press(int key, Qt::KeyboardModifiers modifiers)
{
    QWidget *target = QApplication::focusWidget();
    QTest::keyClick(target ? target : m_window.get(), Qt::Key(key), modifiers);
}

void TestKeyboardWalk::open()
{
    Session session;
    session.inventory = m_inventory.get();
    session.applier = m_applier.get();
    session.cabling = m_cabling.get();
    session.peers = m_peers.get();
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
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestKeyboardWalk::toApply()
{
    open();
    // Enter on the first page, before anything was clicked: the wizard has the focus.
    QCOMPARE(current(), WizardPageId::Welcome);
    QVERIFY(QApplication::focusWidget());
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::ThisSpark);
    press(Qt::Key_Enter); // the keypad's Enter too
    QCOMPARE(current(), WizardPageId::FindPeers);
    // Escape is Back, Enter comes forward again.
    press(Qt::Key_Escape);
    QCOMPARE(current(), WizardPageId::ThisSpark);
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::FindPeers);

    // Alt+M: the member list (its label's mnemonic); End: the peer's row; Alt+A: Pair.
    press(Qt::Key_M, Qt::AltModifier);
    auto *members = m_window->findChild<QListWidget *>(QStringLiteral("memberList"));
    QCOMPARE(QApplication::focusWidget(), members);
    press(Qt::Key_End);
    QVERIFY(button("pairButton")->isEnabled());
    // Alt+A presses Pair (a mnemonic clicks after a moment); the modal dialog is then driven
    // by keyboard from inside its own event loop.
    bool paired = false;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        auto *matches = dialog->findChild<QPushButton *>(QStringLiteral("codeMatches"));
        auto *status = dialog->findChild<QLabel *>(QStringLiteral("pairingStatus"));
        if (!QTest::qWaitFor([&] { return matches->isEnabled(); }, 5000))
            return dialog->reject();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Y, Qt::AltModifier); // "Yes, the same"
        paired = QTest::qWaitFor(
            [&] { return status->text().startsWith(QStringLiteral("Paired")); }, 5000);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return); // Close is the default now
    });
    poll.start();
    press(Qt::Key_A, Qt::AltModifier);
    QTRY_VERIFY_WITH_TIMEOUT(paired && !QApplication::activeModalWidget(), 10000);
    // The window manager gives the window back its focus when the dialog closes (offscreen
    // has none to do it).
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    // Shown as paired everywhere, with its key's fingerprint; Pair is done.
    QVERIFY(!button("pairButton")->isEnabled());
    QCOMPARE(button("pairButton")->text(), QStringLiteral("P&aired with spark-demo-b"));
    QVERIFY2(members->item(1)->toolTip().contains(QStringLiteral("bbbb bbbb bbbb bbbb")),
             qPrintable(members->item(1)->toolTip()));
    QStringList titles;
    for (const QLabel *l :
         m_window->findChild<QWidget *>(QStringLiteral("cablingDiagram"))->findChildren<QLabel *>())
        titles << l->text();
    QVERIFY2(
        titles.contains(QStringLiteral("<b>spark-demo-b</b> — paired, key bbbb bbbb bbbb bbbb")),
        qPrintable(titles.join(QLatin1Char('\n'))));
    QTRY_VERIFY(button("nextButton")->isEnabled());
    press(Qt::Key_M, Qt::AltModifier);
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Addressing);
    QTRY_VERIFY_WITH_TIMEOUT(button("nextButton")->isEnabled(), 5000);
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Review);
    // The demo tree (a real netplan hierarchy) has 50-cloud-init.yaml also configuring
    // enP2p1s0f1np1: netplan would let it override the plan. Shown first, and Next waits for
    // the person's explicit "checked".
    auto *shadowing = m_window->findChild<QLabel *>(QStringLiteral("shadowingWarning"));
    QVERIFY(shadowing->isVisible());
    QVERIFY2(shadowing->text().contains(QStringLiteral("50-cloud-init.yaml")) &&
                 shadowing->text().contains(QStringLiteral("enP2p1s0f1np1")),
             qPrintable(shadowing->text()));
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("reviewTabs"));
    QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("reviewTab-spark-demo-a"));
    auto *verdictA = m_window->findChild<QLabel *>(QStringLiteral("validationResult-spark-demo-a"));
    auto *verdictB = m_window->findChild<QLabel *>(QStringLiteral("validationResult-spark-demo-b"));
    QTRY_VERIFY_WITH_TIMEOUT(verdictA->text().contains(QStringLiteral("accepts")) &&
                                 verdictB->text().contains(QStringLiteral("accepts")),
                             15000); // netplan's verdicts
    QVERIFY2(!verdictA->text().contains(QStringLiteral("✔")), qPrintable(verdictA->text()));
    QVERIFY(!button("nextButton")->isEnabled());
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Review);
    press(Qt::Key_C, Qt::AltModifier); // "I checked the other files: apply anyway"
    QTRY_VERIFY(m_window->findChild<QCheckBox *>(QStringLiteral("overrideShadowing"))->isChecked());
    QVERIFY(button("nextButton")->isEnabled());
    press(Qt::Key_Return); // on the check box, Enter is still Next
    QCOMPARE(current(), WizardPageId::Apply);
    // Apply is never Enter: it has the focus, and Space (or Alt+A) presses it.
    QCOMPARE(QApplication::focusWidget(), button("applyButton"));
    press(Qt::Key_Return);
    QCOMPARE(m_window->cluster()->activity(), ClusterModel::Activity::Idle);
    press(Qt::Key_Space);
    QCOMPARE(m_window->cluster()->activity(), ClusterModel::Activity::Applying);
}

void TestKeyboardWalk::wholeWizardByKeyboard()
{
    toApply();
    if (QTest::currentTestFailed())
        return;
    // While every Spark tries the plan the page cannot be left: no Back, no step list.
    QVERIFY(!button("backButton")->isEnabled());
    QVERIFY(!m_window->findChild<QListWidget *>(QStringLiteral("pageList"))->isEnabled());
    press(Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(current(), WizardPageId::Apply);
    m_window->wizard()->goTo(WizardPageId::Review); // nor from code
    QCOMPARE(current(), WizardPageId::Apply);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
    QVERIFY(m_window->cluster()->outcome() && m_window->cluster()->outcome()->ok);
    QVERIFY(button("backButton")->isEnabled());
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Verify);
    press(Qt::Key_Escape);
    QCOMPARE(current(), WizardPageId::Apply);
    press(Qt::Key_Escape);
    QCOMPARE(current(), WizardPageId::Review);
}

void TestKeyboardWalk::escapeDuringApplyCancelsAndStays()
{
    toApply();
    if (QTest::currentTestFailed())
        return;
    press(Qt::Key_Escape); // "Cancel on every Spark", not Back
    QCOMPARE(current(), WizardPageId::Apply);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
    QCOMPARE(current(), WizardPageId::Apply);
    QVERIFY(m_window->cluster()->outcome() && !m_window->cluster()->outcome()->ok);
}

QTEST_MAIN(TestKeyboardWalk)
#include "tst_keyboardwalk.moc"
