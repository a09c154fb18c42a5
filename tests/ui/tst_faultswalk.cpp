// The classic-faults demo (`sparkwire --demo=faults`) from the Welcome page to the dashboard's
// tests by keyboard alone (issue 17), as a person learning the diagnoses would go: the Welcome
// page's scenario choice, Help → Diagnose and its Fix, Review's blocking warning of cloud-init's
// file overriding a CX-7 netdev and moving it out (the button is the consent; Next stays off
// until then), Apply with Revert from the banner, Apply again with Keep, Verify, and the
// dashboard's tests with their Diagnose. Only key events are sent, to whatever has the focus,
// as a person's keyboard would; menus open with Alt+letter and are walked with their own
// mnemonics. About 15 s (most of it the demo's recorded tests on the dashboard).
#include "DemoSeat.h"
#include "MainWindow.h"
#include "cluster/ClusterModel.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/TestsPanel.h"
#include "widgets/DiagnoseDialog.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace sparkwire;
using Scenario = sim::DemoEnvironment::Scenario;

class TestFaultsWalk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeFaultsDemoByKeyboard();

private:
    // A key as the keyboard sends it: to the widget with the focus, else the active window.
    static void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target = QApplication::focusWidget();
        if (!target)
            target = QApplication::activeWindow();
        QTest::keyClick(target, Qt::Key(key), modifiers);
    }
    // The window manager gives a window the focus when it opens or a dialog closes; offscreen
    // has none to do it.
    static bool activate(QWidget *window)
    {
        QApplication::setActiveWindow(window);
        return QTest::qWaitForWindowActive(window);
    }
    void diagnoseAndFix();
    void reviewBlocksUntilMovedOut();
    void applyRevertThenKeep();

    template <typename T> T *child(const char *name) const
    {
        return m_window->findChild<T *>(QLatin1String(name));
    }
    WizardPageId current() const { return m_window->wizard()->currentId(); }

    std::unique_ptr<DemoSeat> m_seat;
    std::unique_ptr<MainWindow> m_window;
};

void TestFaultsWalk::wholeFaultsDemoByKeyboard()
{
    // The demo exactly as `sparkwire --demo=faults` runs it (one DemoSession): the move
    // happens on its private copy of the faults tree, as sparkwire-helper does it on /.
    m_seat = std::make_unique<DemoSeat>(Scenario::Faults);
    QVERIFY2(m_seat->ok(), qPrintable(m_seat->error()));
    Session &session = m_seat->session();
    QString chosen;
    QCOMPARE(session.demoScenario, QStringLiteral("faults"));
    session.switchDemo = [&chosen](const QString &name) { chosen = name; };
    m_window = std::make_unique<MainWindow>(session);
    m_window->show();
    QVERIFY(activate(m_window.get()));

    // Welcome: the scenario choice by its mnemonics; Restart only when the choice differs.
    QCOMPARE(current(), WizardPageId::Welcome);
    auto *restart = child<QPushButton>("demoRestartButton");
    QVERIFY(child<QRadioButton>("demoFaults")->isChecked());
    QVERIFY(!restart->isEnabled());
    press(Qt::Key_P, Qt::AltModifier); // Healthy Spark pair (a mnemonic clicks after a moment)
    QTRY_VERIFY(child<QRadioButton>("demoHealthy")->isChecked());
    QVERIFY(restart->isEnabled());
    press(Qt::Key_R, Qt::AltModifier);
    QTRY_COMPARE(chosen, QStringLiteral("healthy")); // main() relaunches with --demo=healthy
    press(Qt::Key_C, Qt::AltModifier);               // back to the faults, which stay
    QTRY_VERIFY(child<QRadioButton>("demoFaults")->isChecked());
    QVERIFY(!restart->isEnabled());

    diagnoseAndFix();
    if (QTest::currentTestFailed())
        return;

    // Enter through This Spark, Find peers (the demo peer is paired) and Addressing.
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::ThisSpark);
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::FindPeers);
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>("nextButton")->isEnabled(), 5000);
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Addressing);
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>("nextButton")->isEnabled(), 5000);
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Review);

    reviewBlocksUntilMovedOut();
    if (QTest::currentTestFailed())
        return;
    applyRevertThenKeep();
    if (QTest::currentTestFailed())
        return;

    // Verify: every member's checks; Alt+T runs the tests on the dashboard.
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Verify);
    auto *checks = child<QTreeWidget>("checkList");
    // Both Sparks, then the RDMA bandwidth Verify measures once their checks pass.
    QTRY_VERIFY_WITH_TIMEOUT(checks->topLevelItemCount() == 3 &&
                                 child<QPushButton>("runChecksButton")->isEnabled(),
                             20000);
    // The overriding file was moved out: every check passes, no failure is shown under it.
    QVERIFY(!child<QLabel>("checkDetails")->isVisible());
    press(Qt::Key_T, Qt::AltModifier);
    DashboardWindow *dashboard = m_window->dashboard();
    QTRY_VERIFY(dashboard->isVisible());
    QVERIFY(activate(dashboard));
    // The faults' NCCL run went over sockets: the verdict says so and Diagnose is offered.
    auto *verdicts = dashboard->findChild<QListWidget *>(QStringLiteral("verdictList"));
    const auto said = [verdicts] {
        QString out;
        for (int i = 0; i < verdicts->count(); ++i)
            out += verdicts->item(i)->text() + QLatin1Char('\n');
        return out;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(said().contains(QLatin1String("socket"), Qt::CaseInsensitive),
                              qPrintable(said()), 20000);
    auto *diagnose = dashboard->findChild<QPushButton *>(QStringLiteral("diagnoseButton"));
    QVERIFY(diagnose);
    QTRY_VERIFY_WITH_TIMEOUT(diagnose->isVisible() && diagnose->isEnabled(), 20000);
    // Tab reaches it (the dashboard's buttons are in the tab chain); Space presses it.
    for (int tabs = 0; QApplication::focusWidget() != diagnose; ++tabs) {
        QVERIFY2(tabs < 60, "Tab never reached the dashboard's Diagnose button");
        press(Qt::Key_Tab);
    }
    press(Qt::Key_Space);
    DiagnoseDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<DiagnoseDialog *>()) && dialog->isVisible());
    QVERIFY2(dialog->findChild<QLabel *>(QStringLiteral("diagnoseContext"))
                 ->text()
                 .startsWith(QStringLiteral("A link test failed")),
             qPrintable(dialog->findChild<QLabel *>(QStringLiteral("diagnoseContext"))->text()));
    QVERIFY(activate(dialog));
    press(Qt::Key_Escape);
    QTRY_VERIFY(!m_window->findChild<DiagnoseDialog *>());
}

// Help → Diagnose by the menu's mnemonics: the faults' MTU 1500 fails; Fix on its row asks
// first (No is the default), Alt+Y says yes, the plan is re-applied and the checks run again;
// Escape closes the dialog.
void TestFaultsWalk::diagnoseAndFix()
{
    press(Qt::Key_H, Qt::AltModifier);
    QMenu *help = nullptr;
    QTRY_VERIFY((help = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
    QTest::keyClick(help, Qt::Key_D);
    DiagnoseDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<DiagnoseDialog *>()) && dialog->isVisible());
    QVERIFY(activate(dialog));
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("diagnoseTable"));
    auto *fix = dialog->findChild<QPushButton *>(QStringLiteral("diagnoseFixButton"));
    QVERIFY(fix->isVisible());
    // Fix changes this Spark: Enter never presses it (Close is the dialog's default).
    QVERIFY(!fix->isDefault() && !fix->autoDefault());
    QVERIFY(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close)->isDefault());
    // The table is where the keyboard starts; Down walks the rows, failures first.
    QCOMPARE(QApplication::focusWidget(), table);
    int rowsWalked = 0;
    while (table->currentRow() < 0 ||
           table->item(table->currentRow(), 0)->text() != QLatin1String("mtu-9000")) {
        QVERIFY2(++rowsWalked < table->rowCount(), "no mtu-9000 row");
        press(Qt::Key_Down);
    }
    QCOMPARE(dialog->checks().at(table->currentRow()).status, doctor::DoctorCheck::Status::Fail);
    QVERIFY(fix->isEnabled());
    press(Qt::Key_F, Qt::AltModifier);
    QMessageBox *confirm = nullptr;
    QTRY_VERIFY(
        (confirm = dialog->findChild<QMessageBox *>(QStringLiteral("diagnoseFixConfirm"))) &&
        confirm->isVisible());
    QVERIFY(activate(confirm));
    QCOMPARE(confirm->defaultButton(), confirm->button(QMessageBox::No));
    press(Qt::Key_Y, Qt::AltModifier);
    auto *summary = dialog->findChild<QLabel *>(QStringLiteral("diagnoseSummary"));
    QTRY_VERIFY2_WITH_TIMEOUT(summary->text().startsWith(QStringLiteral("mtu-9000")),
                              qPrintable(summary->text()), 10000);
    QVERIFY(activate(dialog));
    press(Qt::Key_Escape);
    QTRY_VERIFY(!m_window->findChild<DiagnoseDialog *>());
    QVERIFY(activate(m_window.get()));
    QCOMPARE(current(), WizardPageId::Welcome);
}

// Review: the override is on the first tab, Next and Enter wait; "apply anyway" is there and
// can be taken back; Alt+M moves the twin out of cloud-init's file and Review clears.
void TestFaultsWalk::reviewBlocksUntilMovedOut()
{
    auto *shadowing = child<QLabel>("shadowingWarning");
    QTRY_VERIFY_WITH_TIMEOUT(shadowing->isVisible(), 10000);
    QVERIFY2(shadowing->text().contains(QStringLiteral("50-cloud-init.yaml")),
             qPrintable(shadowing->text()));
    auto *next = child<QPushButton>("nextButton");
    QVERIFY(!next->isEnabled());
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Review);
    // netplan's verdict on this Spark's file comes first: it accepts the file, no ✔ while the
    // other file overrides it.
    const auto verdict = [this] { return child<QLabel>("validationResult-spark-demo-a")->text(); };
    QTRY_VERIFY2_WITH_TIMEOUT(verdict().contains(QStringLiteral("accepts")), qPrintable(verdict()),
                              15000);
    QVERIFY2(!verdict().startsWith(QStringLiteral("✔")), qPrintable(verdict()));
    // Every member's verdict in before the move: netplan's parser (Python) then runs once at a
    // time, which keeps the 2-core CI machine's event loop within its stall limit.
    QTRY_VERIFY_WITH_TIMEOUT(
        [this] {
            for (const QLabel *l : m_window->findChildren<QLabel *>())
                if (l->objectName().startsWith(QLatin1String("validationResult-")) &&
                    l->text().endsWith(QChar(0x2026)))
                    return false;
            return true;
        }(),
        15000);
    QVERIFY(!next->isEnabled());
    QVERIFY(child<QPushButton>("migrateButton")->isVisible());
    press(Qt::Key_M, Qt::AltModifier);
    auto *result = child<QLabel>("migrateResult");
    QTRY_VERIFY2_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("Moved")),
                              qPrintable(result->text()), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!shadowing->isVisible(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 15000);
    QVERIFY(QFile::exists(m_seat->session().netplanRoot +
                          QStringLiteral("/var/lib/sparkwire/migrated/50-cloud-init.yaml")));
    // Only the copy changed: the tree the demo ships is as it was.
    QVERIFY(QFile::exists(sim::DemoEnvironment::netplanRoot(Scenario::Faults) +
                          QStringLiteral("/etc/netplan/50-cloud-init.yaml")));
    QVERIFY(!QFile::exists(sim::DemoEnvironment::netplanRoot(Scenario::Faults) +
                           QStringLiteral("/var/lib/sparkwire/migrated")));
    press(Qt::Key_Return);
    QCOMPARE(current(), WizardPageId::Apply);
}

// Apply: Space presses Apply (it has the focus); Alt+V reverts from the banner in the wizard's
// window (the View menu must not take it); Retry (Alt+R), and Alt+K keeps.
void TestFaultsWalk::applyRevertThenKeep()
{
    auto *apply = child<QPushButton>("applyButton");
    QCOMPARE(QApplication::focusWidget(), apply);
    press(Qt::Key_Space);
    QCOMPARE(m_window->cluster()->activity(), ClusterModel::Activity::Applying);
    auto *keep = child<QPushButton>("keepButton");
    QTRY_VERIFY_WITH_TIMEOUT(keep->isVisible() && keep->isEnabled(), 10000);
    press(Qt::Key_V, Qt::AltModifier); // Revert
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
    QVERIFY(!QApplication::activePopupWidget()); // no menu opened instead
    QVERIFY(m_window->cluster()->outcome() && !m_window->cluster()->outcome()->ok);
    QCOMPARE(current(), WizardPageId::Apply);
    QVERIFY(!child<QPushButton>("nextButton")->isEnabled());

    // Again: Retry has the focus now, and Alt+R presses it wherever the focus went.
    QTRY_COMPARE(QApplication::focusWidget(), child<QPushButton>("retryButton"));
    press(Qt::Key_R, Qt::AltModifier);
    QTRY_COMPARE(m_window->cluster()->activity(), ClusterModel::Activity::Applying);
    QTRY_VERIFY_WITH_TIMEOUT(keep->isVisible() && keep->isEnabled(), 10000);
    press(Qt::Key_K, Qt::AltModifier);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->cluster()->activity() == ClusterModel::Activity::Idle,
                             10000);
    QVERIFY(m_window->cluster()->outcome() && m_window->cluster()->outcome()->ok);
    QTRY_VERIFY(child<QPushButton>("nextButton")->isEnabled());
}

QTEST_MAIN(TestFaultsWalk)
#include "tst_faultswalk.moc"
