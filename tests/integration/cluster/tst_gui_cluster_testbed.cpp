// The real window on a testbed node (run by gui-cluster-testbed.sh through
// `scripts/testbed.sh exec`, so this process is that node: its namespace, sysfs tree, state
// dir, netplan root and the bus its helper is on), wired exactly as the GUI's main() wires a
// Spark (NodeWindowParts). Two roles, by SPARKWIRE_GUI_ROLE:
//  - seat: a person drives the wizard from Welcome to Verify's bundle export by keyboard alone
//    (Enter, Space, Alt+letters; issue 17); every member is confirmed, Verify lists every
//    member's checks. SPARKWIRE_GUI_PEERS names the
//    other members (default spark-b; the ring adds spark-c, whose agent answers).
//  - member: another window, on a Spark whose person does nothing; the seat's change shows up
//    in its notice with the diff and the countdown, and then says it was kept.
#include "MainWindow.h"
#include "NodeWindowParts.h"
#include "bundle/BundleReader.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/FleetView.h"
#include "hw/InventoryMonitor.h"
#include "node/MemberRole.h"
#include "wizard/ClusterModel.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace sparkwire;

namespace {
// This node's window, as main() makes it on a Spark.
class NodeWindow
{
public:
    bool open()
    {
        hw::InventoryMonitor::Options options;
        options.sysfsRoot = qEnvironmentVariable("SPARKWIRE_SYSFS_ROOT");
        m_inventory = std::make_unique<hw::InventoryMonitor>(options);
        m_session.inventory = m_inventory.get();
        m_session.netplanRoot = qEnvironmentVariable("SPARKWIRE_NETPLAN_ROOT");
        m_parts = std::make_unique<NodeWindowParts>(m_session, options.sysfsRoot);
        node::NodeContext::Options nodeOptions;
        nodeOptions.inventory = m_inventory.get();
        nodeOptions.hostname = m_inventory->inventory().hostname;
        bool ready = false;
        m_parts->start(nodeOptions, [&](const QStringList &warnings) {
            for (const QString &w : warnings)
                qInfo("start-up: %s", qPrintable(w));
            m_window = std::make_unique<MainWindow>(m_session);
            m_parts->attach(m_window.get());
            m_window->show();
            ready = true;
        });
        return QTest::qWaitFor([&] { return ready; }, 30000);
    }
    ~NodeWindow()
    {
        m_window.reset();
        m_parts.reset();
    }
    MainWindow *window() const { return m_window.get(); }
    NodeWindowParts *parts() const { return m_parts.get(); }
    template <typename T> T *child(const QString &name) const
    {
        T *found = m_window->findChild<T *>(name);
        if (!found)
            qWarning("no %s", qPrintable(name));
        return found;
    }

private:
    std::unique_ptr<hw::InventoryMonitor> m_inventory;
    Session m_session;
    std::unique_ptr<NodeWindowParts> m_parts;
    std::unique_ptr<MainWindow> m_window;
};

QStringList rows(QTreeWidget *tree, int column)
{
    QStringList out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        out << tree->topLevelItem(i)->text(0) + QLatin1Char('|') +
                   tree->topLevelItem(i)->text(column);
    return out;
}
} // namespace

class TestSeatWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeClusterFromTheWindow();
};

namespace {
// A key as the person's keyboard sends it: to the widget with the focus, else the active
// window. The window manager activates a window when it opens (offscreen has none).
void press(QWidget *window, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    if (!QApplication::activeWindow()) {
        QApplication::setActiveWindow(window);
        (void)QTest::qWaitForWindowActive(window); // the key goes to the window anyway
    }
    QWidget *target = QApplication::focusWidget();
    QTest::keyClick(target ? target : window, Qt::Key(key), modifiers);
}
} // namespace

void TestSeatWindow::wholeClusterFromTheWindow()
{
    NodeWindow node;
    QVERIFY(node.open());
    QWidget *window = node.window();
    QApplication::setActiveWindow(window);
    QVERIFY(QTest::qWaitForWindowActive(window));
    WizardFrame *wizard = node.window()->wizard();
    auto *next = node.child<QPushButton>(QStringLiteral("nextButton"));
    // By keyboard alone from here on: Enter is Next, mnemonics press buttons.
    press(window, Qt::Key_Return); // This Spark
    press(window, Qt::Key_Return); // Find peers
    QCOMPARE(wizard->currentId(), WizardPageId::FindPeers);

    // The peer, paired when the testbed came up, is heard on its cables and checked.
    auto *members = node.child<QListWidget>(QStringLiteral("memberList"));
    const auto listed = [members] {
        QStringList out;
        for (int i = 0; i < members->count(); ++i)
            out << members->item(i)->text();
        return out.join(QStringLiteral("; "));
    };
    const QStringList peers =
        qEnvironmentVariable("SPARKWIRE_GUI_PEERS", QStringLiteral("spark-b")).split(u',');
    QTRY_VERIFY2_WITH_TIMEOUT(members->count() == peers.size() + 1 && next->isEnabled(),
                              qPrintable(listed()), 30000);
    QCOMPARE(members->item(0)->text(), QStringLiteral("spark-a (this Spark)"));
    QStringList heard;
    for (int i = 1; i < members->count(); ++i) {
        QVERIFY2(members->item(i)->text().endsWith(QStringLiteral(" (paired)")),
                 qPrintable(listed()));
        QCOMPARE(members->item(i)->checkState(), Qt::Checked);
        heard << members->item(i)->text().section(u' ', 0, 0);
    }
    heard.sort();
    QCOMPARE(heard, peers);
    press(window, Qt::Key_M, Qt::AltModifier); // the member list, by its label's mnemonic
    QCOMPARE(QApplication::focusWidget(), members);
    press(window, Qt::Key_Return); // Enter is Next
    QCOMPARE(wizard->currentId(), WizardPageId::Addressing);

    // Addressing: both members' states read over the peer channel.
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 30000);
    const QString states = node.child<QLabel>(QStringLiteral("statesStatus"))->text();
    QVERIFY2(states.startsWith(QStringLiteral("Read the state of spark-a, ") + peers.join(", ")),
             qPrintable(states));
    press(window, Qt::Key_Return); // Review, after netplan's verdicts for both
    QCOMPARE(wizard->currentId(), WizardPageId::Review);
    QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 30000);
    press(window, Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::Apply);

    // Apply has the focus (never Enter): Space presses it.
    auto *apply = node.child<QPushButton>(QStringLiteral("applyButton"));
    QCOMPARE(QApplication::focusWidget(), apply);
    press(window, Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(node.window()->cluster()->activity() != ClusterModel::Activity::Idle,
                             5000);
    // Every twin checked: the person keeps the change in the pending banner with Alt+K.
    auto *keep = node.child<QPushButton>(QStringLiteral("keepButton"));
    QTRY_VERIFY_WITH_TIMEOUT(keep->isVisible() && keep->isEnabled(), 90000);
    press(window, Qt::Key_K, Qt::AltModifier);
    QTRY_VERIFY_WITH_TIMEOUT(node.window()->cluster()->activity() == ClusterModel::Activity::Idle,
                             90000);
    const QString result = node.child<QLabel>(QStringLiteral("applyResult"))->text();
    QVERIFY2(node.window()->cluster()->outcome() && node.window()->cluster()->outcome()->ok,
             qPrintable(result));
    QStringList confirmed{QStringLiteral("spark-a (this Spark)|✔ confirmed")};
    for (const QString &peer : peers)
        confirmed << peer + QStringLiteral("|✔ confirmed");
    QCOMPARE(rows(node.child<QTreeWidget>(QStringLiteral("applyRows")), 2), confirmed);

    // The dashboard's fleet page comes with the record just kept (the window started without
    // one): every member, each answering at its planned address on its link to this Spark.
    DashboardWindow *dashboard = node.window()->dashboard();
    QTRY_VERIFY_WITH_TIMEOUT(dashboard->fleetView(), 5000);
    QCOMPARE(dashboard->fleetView()->cards().size(), peers.size() + 1);
    dashboard->show();
    dashboard->views()->setCurrentWidget(dashboard->fleetView());
    for (int m = 0; m <= peers.size(); ++m) {
        auto *status = dashboard->findChild<QLabel *>(QStringLiteral("fleetStatus%1").arg(m));
        QVERIFY(status);
        QTRY_VERIFY2_WITH_TIMEOUT(status->text() == QStringLiteral("live"),
                                  qPrintable(status->text()), 15000);
    }
    dashboard->hide();

    // Verify: both members' twins, from the joint apply's own checks.
    QTRY_VERIFY(next->isEnabled());
    press(window, Qt::Key_Return);
    QCOMPARE(wizard->currentId(), WizardPageId::Verify);
    auto *checks = node.child<QTreeWidget>(QStringLiteral("checkList"));
    QTRY_COMPARE(checks->topLevelItemCount(), peers.size() + 1);

    // Export the configured cluster from Verify (Alt+E; what every member reported over the
    // peer channel), signed by this Spark; the core's reader checks the signature and every
    // hash. The file chooser is answered by the property tests set.
    QTemporaryDir out;
    const QString path = out.filePath(QStringLiteral("testbed.sparkwire.tar.gz"));
    QVERIFY(node.window()
                ->findChild<QObject *>(QStringLiteral("bundleActions"))
                ->setProperty("chosenFile", path));
    press(window, Qt::Key_E, Qt::AltModifier);
    QDialog *exportDialog = nullptr;
    QTRY_VERIFY((exportDialog = node.child<QDialog>(QStringLiteral("bundleExportDialog"))));
    auto *close = exportDialog->findChild<QPushButton *>(QStringLiteral("exportCloseButton"));
    QTRY_VERIFY_WITH_TIMEOUT(close->isVisible(), 30000);
    const Result<bundle::OpenedBundle> opened = bundle::BundleReader::openFile(path);
    QVERIFY2(opened.ok(),
             qPrintable(opened.errorMessage() + QLatin1Char('|') +
                        exportDialog->findChild<QLabel *>(QStringLiteral("exportStatus"))->text()));
    QCOMPARE(opened->manifest.members.size(), peers.size() + 1);
    for (const QString &peer : QStringList{QStringLiteral("spark-a")} + peers)
        QVERIFY2(
            opened->file(QStringLiteral("nodes/%1/40-cx7.yaml").arg(peer)).contains("mtu: 9000"),
            qPrintable(peer));
    QVERIFY(!opened->file(QStringLiteral("README.md")).contains("**DEMO**"));
    QApplication::setActiveWindow(exportDialog);
    QVERIFY(QTest::qWaitForWindowActive(exportDialog));
    QTRY_COMPARE(QApplication::focusWidget(), close); // Close is the default once done
    press(exportDialog, Qt::Key_Return);
    QTRY_VERIFY(!exportDialog->isVisible());
    qInfo("seat: %s; bundle of %d files exported", qPrintable(result), int(opened->files.size()));
}

class TestMemberWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seatsChangeIsShownAndKept();
};

void TestMemberWindow::seatsChangeIsShownAndKept()
{
    NodeWindow node;
    QVERIFY(node.open());
    QVERIFY2(node.parts()->memberRole(), "the window takes no part in cluster changes");
    // Ready: the seat may start now (the script waits for this file).
    if (const QString ready = qEnvironmentVariable("SPARKWIRE_GUI_READY"); !ready.isEmpty()) {
        QFile f(ready);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    MemberChangeNotice *notice = node.parts()->memberNotice();
    QVERIFY(notice);
    QTRY_VERIFY_WITH_TIMEOUT(notice->isVisible(), 120000);
    QVERIFY2(notice->windowTitle().contains(QStringLiteral("spark-a")),
             qPrintable(notice->windowTitle()));
    const QString diff =
        notice->findChild<QPlainTextEdit *>(QStringLiteral("memberChangeDiff"))->toPlainText();
    QVERIFY2(diff.contains(QStringLiteral("mtu: 9000")), qPrintable(diff));
    auto *countdown = notice->findChild<QLabel *>(QStringLiteral("memberChangeCountdown"));
    QTRY_VERIFY_WITH_TIMEOUT(countdown->text().startsWith(QStringLiteral("Kept")), 90000);
    qInfo("member: %s", qPrintable(countdown->text()));
    // The seat reads this Spark's state once more after the confirm: stay until it is done.
    if (const QString done = qEnvironmentVariable("SPARKWIRE_GUI_DONE"); !done.isEmpty())
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(done), 120000);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QByteArray role = qgetenv("SPARKWIRE_GUI_ROLE");
    if (role == "seat") {
        TestSeatWindow test;
        return QTest::qExec(&test, argc, argv);
    }
    if (role == "member") {
        TestMemberWindow test;
        return QTest::qExec(&test, argc, argv);
    }
    qCritical("SPARKWIRE_GUI_ROLE must be seat or member");
    return 2;
}

#include "tst_gui_cluster_testbed.moc"
