// The wizard as two people live it (issue 26), on the demo seat at 1024x700 driven as a person
// would: View > Activity keeps every step with its outcome; Diagnose's whole-cluster table names
// a member that did not answer, first column first, and its fixes say where the window does
// them; Enter presses the focused button (not Apply); Alt+N is Next on Find peers even with
// the LAN list shown; Find peers offers SSH only where it can run; both pairing dialogs draw the
// code and the key alike; the dashboard's title names Sparkwire once; English plural forms are
// loaded in a plain "C" session. About 45 s.
#include "DemoSeat.h"
#include "MainWindow.h"
#include "RingNeighbours.h"
#include "cluster/ClusterModel.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/TestsPanel.h"
#include "doctor/ClusterDoctor.h"
#include "doctor/Doctor.h"
#include "doctor/DoctorAnswer.h"
#include "mdns/LanDiscovery.h"
#include "peers/PeerResponder.h"
#include "sim/DemoPeerSession.h"
#include "widgets/ActivityLog.h"
#include "widgets/DiagnoseDialog.h"
#include "widgets/LanguageSettings.h"
#include "widgets/PairingDialog.h"
#include "widgets/PeerRequestPrompt.h"
#include "wizard/FindPeersPage.h"
#include "wizard/WizardFrame.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace sparkwire;

namespace {

QString activity(MainWindow &window)
{
    return window.activityLog()->entries().join(QLatin1Char('\n'));
}

// A doctor's answer from the fixture tree of a healthy Spark.
doctor::DoctorAnswer answerFrom(const QString &tree)
{
    doctor::DoctorInputs in;
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = tree;
    options.live = false;
    hw::InventoryMonitor monitor(options);
    in.inventory = monitor.inventory();
    in.sysfsRoot = tree;
    in.procRoot.clear();
    in.rootDir.clear();
    return doctor::DoctorAnswer::make(in, {}, QStringLiteral("0.1.0"),
                                      QDateTime::currentMSecsSinceEpoch());
}
} // namespace

class TestUiWalk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void seatActivityKeepsEveryStep();
    void enterPressesTheFocusedButton();
    void altNIsNextBesideTheLanList();
    void sshOnFindPeersOnlyWhereItRuns();
    void pairingDialogsLookAlike();
    void wholeClusterNamesWhoDidNotAnswer();
    void fixesSayWhereTheWindowDoesThem();
    void dashboardTitleNamesSparkwireOnce();
    void notAnsweringIsSaidWholeAndEnds();
    void englishPluralsInACSession(); // last: it installs the English catalogue

private:
    // The demo seat's window at 1024x700, shown and active.
    std::unique_ptr<MainWindow> open(DemoSeat &seat);
};

void TestUiWalk::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

std::unique_ptr<MainWindow> TestUiWalk::open(DemoSeat &seat)
{
    auto window = std::make_unique<MainWindow>(seat.session());
    window->resize(1024, 700);
    window->show();
    QApplication::setActiveWindow(window.get());
    if (!QTest::qWaitForWindowActive(window.get()))
        qWarning("the window did not become active");
    return window;
}

// Issue 26: after pairing, apply, keep, SSH, export and the tests the seat's Activity was
// empty. Every step is a line now, with its outcome.
void TestUiWalk::seatActivityKeepsEveryStep()
{
    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    std::unique_ptr<MainWindow> window = open(seat);
    // Pairing as the Find peers page's dialog does it (the demo seat's peer is paired at
    // start, so its Pair button is done: the same session pairs once more).
    seat.session().peers->pair({QStringLiteral("fe80::2"), QString(64, QLatin1Char('b'))});
    QTest::qWait(50);
    seat.session().peers->confirmPairing(true);
    QTRY_VERIFY2(activity(*window).contains(QStringLiteral("Pairing: ✔ paired with spark-demo-b.")),
                 qPrintable(activity(*window)));

    // Apply and Keep, through the wizard.
    QVERIFY2(seat.walk(*window, [](const QString &) { return true; }), qPrintable(seat.error()));
    QTRY_VERIFY2(activity(*window).contains(QStringLiteral("Apply: ✔ kept on every member.")),
                 qPrintable(activity(*window)));
    for (const QString &line :
         {QStringLiteral("Apply: spark-demo-a runs the plan now, on trial."),
          QStringLiteral("Apply: spark-demo-b runs the plan now, on trial."),
          QStringLiteral("Apply: ✔ every check passed; the plan waits for Keep"),
          QStringLiteral("Keep: ✔ spark-demo-a keeps the plan."),
          QStringLiteral("Keep: ✔ spark-demo-b keeps the plan.")})
        QVERIFY2(activity(*window).contains(line),
                 qPrintable(line + "\n---\n" + activity(*window)));

    // SSH on Verify.
    auto *ssh = window->findChild<QPushButton *>(QStringLiteral("verifySshButton"));
    QVERIFY(ssh && ssh->isVisible());
    ssh->click();
    QTRY_VERIFY_WITH_TIMEOUT(activity(*window).contains(QStringLiteral("SSH: ✔ ")), 10000);

    // Export.
    QTemporaryDir out;
    const QString path = out.filePath(QStringLiteral("demo.sparkwire.tar.gz"));
    QVERIFY(window->findChild<QObject *>(QStringLiteral("bundleActions"))
                ->setProperty("chosenFile", path));
    window->findChild<QPushButton *>(QStringLiteral("exportBundleButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(activity(*window).contains(QStringLiteral("Export: ✔ ") + path),
                             15000);

    // The tests, run all on the dashboard.
    DashboardWindow *dashboard = window->dashboard();
    QSignalSpy nccl(seat.session().linkTests, &bench::LinkTests::ncclFinished);
    dashboard->testsPanel()->runAll();
    QVERIFY(nccl.wait(30000));
    for (const QString &line : {QStringLiteral("TCP test to spark-demo-b: ✔ no problem found"),
                                QStringLiteral("RDMA test to spark-demo-b: ✔ no problem found"),
                                QStringLiteral("NCCL test: ✔ no problem found")})
        QTRY_VERIFY2(activity(*window).contains(line),
                     qPrintable(line + "\n---\n" + activity(*window)));

    // View > Activity (Ctrl+L) shows it.
    auto *show = window->findChild<QAction *>(QStringLiteral("activityAction"));
    QCOMPARE(show->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    show->trigger();
    QTRY_VERIFY(window->activityLog()->isVisible());
    window->activityLog()->grab().save(
        QDir::temp().filePath(QStringLiteral("sparkwire-activity.png")));
}

// Issue 26: Enter on a focused push button did nothing. It presses it now, as Space does;
// Apply is still never Enter (tst_keyboardwalk).
void TestUiWalk::enterPressesTheFocusedButton()
{
    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    std::unique_ptr<MainWindow> window = open(seat);
    QVERIFY(seat.walk(*window, [](const QString &) { return true; }));
    QCOMPARE(window->wizard()->currentId(), WizardPageId::Verify);
    auto *ssh = window->findChild<QPushButton *>(QStringLiteral("verifySshButton"));
    auto *result = window->findChild<QLabel *>(QStringLiteral("verifySshResult"));
    QVERIFY(result->text().isEmpty());
    ssh->setFocus();
    QCOMPARE(QApplication::focusWidget(), ssh);
    QTest::keyClick(ssh, Qt::Key_Return);
    QTRY_VERIFY2(result->text().startsWith(QStringLiteral("✔")), qPrintable(result->text()));
    QCOMPARE(window->wizard()->currentId(), WizardPageId::Verify); // not Next
}

// Issue 26: the label "On the &network, not cabled:" took Alt+N from Next on Find peers.
void TestUiWalk::altNIsNextBesideTheLanList()
{
    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    // What avahi would have resolved: one Spark on the LAN, not cabled, offering SSH.
    testing::OneLanPeer lan(mdns::LanService::Ssh, QStringLiteral("spark-lan"), 22);
    std::unique_ptr<MainWindow> window = open(seat);
    window->findChild<FindPeersPage *>(QStringLiteral("findPeersPage"))->setLanDiscovery(&lan);
    window->wizard()->goTo(WizardPageId::ThisSpark);
    window->wizard()->goTo(WizardPageId::FindPeers);
    auto *lanList = window->findChild<QListWidget *>(QStringLiteral("lanPeerList"));
    QVERIFY(lanList->isVisible());
    auto *next = window->findChild<QPushButton *>(QStringLiteral("nextButton"));
    QTRY_VERIFY(next->isEnabled());
    // No two visible labels or buttons of the page share a mnemonic with each other, the
    // wizard's own buttons or the menu bar.
    QHash<QChar, QString> seen;
    QStringList twice;
    QStringList texts;
    for (const QAction *menu : window->menuBar()->actions())
        texts << menu->text();
    for (const QAbstractButton *b : window->findChildren<QAbstractButton *>())
        if (b->isVisible())
            texts << b->text();
    for (const QLabel *l : window->findChildren<QLabel *>())
        if (l->isVisible() && l->buddy())
            texts << l->text();
    for (const QString &text : std::as_const(texts)) {
        const qsizetype at = text.indexOf(QLatin1Char('&'));
        if (at < 0 || at + 1 >= text.size() || text.at(at + 1) == QLatin1Char('&'))
            continue;
        const QChar key = text.at(at + 1).toLower();
        if (seen.contains(key))
            twice << seen.value(key) + QStringLiteral(" / ") + text;
        seen.insert(key, text);
    }
    QVERIFY2(twice.isEmpty(), qPrintable(twice.join(QStringLiteral(", "))));
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window.get(),
                    Qt::Key_N, Qt::AltModifier);
    QTRY_COMPARE(window->wizard()->currentId(), WizardPageId::Addressing);
}

// Issue 26: Find peers' "Set up passwordless SSH" was enabled only to say "do it on Verify".
// Before the plan is in force there is no IPv4 to the peer: it is not offered; after the
// apply it is, and it runs.
void TestUiWalk::sshOnFindPeersOnlyWhereItRuns()
{
    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    std::unique_ptr<MainWindow> window = open(seat);
    window->wizard()->goTo(WizardPageId::ThisSpark);
    window->wizard()->goTo(WizardPageId::FindPeers);
    auto *ssh = window->findChild<QPushButton *>(QStringLiteral("sshButton"));
    QVERIFY(window->findChild<QPushButton *>(QStringLiteral("pairButton"))->isVisible());
    QVERIFY(!ssh->isVisible());
    QVERIFY(seat.walk(*window, [](const QString &) { return true; }));
    QVERIFY(window->cluster()->outcome() && window->cluster()->outcome()->ok);
    // Back along the path taken, to Find peers.
    window->wizard()->back();
    window->wizard()->back();
    window->wizard()->back();
    window->wizard()->back();
    QCOMPARE(window->wizard()->currentId(), WizardPageId::FindPeers);
    QVERIFY(ssh->isVisible() && ssh->isEnabled());
    ssh->click();
    auto *result = window->findChild<QLabel *>(QStringLiteral("sshResult"));
    QTRY_VERIFY2_WITH_TIMEOUT(result->text().startsWith(QStringLiteral("✔")),
                              qPrintable(result->text()), 10000);
}

// Issue 26: the seat's dialog showed big digits, the other Spark's question the code in its
// text and a 64-hex key. Both draw the same digits and the same short key now.
void TestUiWalk::pairingDialogsLookAlike()
{
    const QString key(64, QLatin1Char('b'));
    // The other Spark's question.
    QWidget other;
    other.show();
    PeerRequestPrompt prompt(&other);
    peers::PeerQuestion q;
    q.kind = peers::PeerQuestion::Kind::PairingCode;
    q.peerName = QStringLiteral("spark-<b>a</b>");
    q.peerId = key;
    q.detail = QStringLiteral("482913");
    q.question = QStringLiteral("Does the Spark that calls itself spark-a show the same code?");
    prompt.ask(q, [](bool) {});
    auto *box = other.findChild<QMessageBox *>(QStringLiteral("peerRequestBox"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    const QString asked = box->text() + box->informativeText();
    QVERIFY2(asked.contains(PairingDialog::codeHtml(q.detail)), qPrintable(asked));
    QVERIFY2(asked.contains(QStringLiteral("Its key: bbbb bbbb bbbb bbbb")), qPrintable(asked));
    QVERIFY2(!asked.contains(key), qPrintable(asked));
    QVERIFY2(asked.contains(QStringLiteral("spark-&lt;b&gt;a&lt;/b&gt;")), qPrintable(asked));
    box->grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-pairing-asked.png")));
    box->findChild<QPushButton *>(QStringLiteral("peerRequestNo"))->click();

    // The seat's dialog.
    sim::DemoPeerSession peers;
    PairingDialog dialog(&peers, QStringLiteral("spark-demo-b"), {QStringLiteral("fe80::2"), key});
    dialog.show();
    auto *code = dialog.findChild<QLabel *>(QStringLiteral("pairingCode"));
    auto *keyLabel = dialog.findChild<QLabel *>(QStringLiteral("pairingKey"));
    QTRY_VERIFY(code->isVisible());
    QCOMPARE(code->text(), PairingDialog::codeHtml(QStringLiteral("482913")));
    QVERIFY(keyLabel && keyLabel->isVisible());
    QCOMPARE(keyLabel->text(), QStringLiteral("Its key: bbbb bbbb bbbb bbbb"));
    dialog.grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-pairing-seat.png")));
}

// Issue 26: "not checked: fewer than two members answered" under "0 check(s) failed", no row
// naming who did not answer, and the Member column last, past the edge.
void TestUiWalk::wholeClusterNamesWhoDidNotAnswer()
{
    cluster::ClusterRecord record;
    record.name = QStringLiteral("lab");
    record.members = {{QString(64, QLatin1Char('a')), QStringLiteral("spark-a"), 1},
                      {QString(64, QLatin1Char('b')), QStringLiteral("spark-b"), 2}};
    doctor::MemberAnswer a;
    a.member = record.members.at(0);
    a.answer = answerFrom(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"));
    doctor::MemberAnswer b;
    b.member = record.members.at(1);
    b.error = QStringLiteral("no beacon from it was heard");
    const QList<doctor::MemberCheck> checks = doctor::ClusterDoctor::combine(record, {a, b});

    DiagnoseDialog dialog([] {
        doctor::DoctorInputs in;
        in.procRoot.clear();
        in.rootDir.clear();
        return in;
    });
    dialog.setClusterRun([&](QObject *, DiagnoseDialog::ClusterDone done) { done(checks); });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.findChild<QPushButton *>(QStringLiteral("diagnoseClusterButton"))->click();
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("diagnoseTable"));
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("diagnoseSummary"))->text();
    QVERIFY2(summary.startsWith(QStringLiteral("✘ No answer from spark-b: nothing on it was "
                                               "checked.")),
             qPrintable(summary));
    QVERIFY2(!summary.contains(QStringLiteral("0 check")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("not run: each row says why")), qPrintable(summary));
    // The member comes first, in sight; the row that did not answer names spark-b.
    QHeaderView *header = table->horizontalHeader();
    QCOMPARE(header->logicalIndexAt(0), 5);
    QCOMPARE(table->horizontalHeaderItem(5)->text(), QStringLiteral("Member"));
    QVERIFY(header->sectionViewportPosition(5) + header->sectionSize(5) <=
            table->viewport()->width());
    QStringList silent;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == QLatin1String("member-answers"))
            silent << table->item(row, 5)->text() + QLatin1Char(' ') + table->item(row, 1)->text();
    QCOMPARE(silent, QStringList{QStringLiteral("spark-b ✘ fails")});
    dialog.grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-diagnose-cluster.png")));
}

// Issue 26: Diagnose's fixes sent the window's person to sparkwirectl commands.
void TestUiWalk::fixesSayWhereTheWindowDoesThem()
{
    DiagnoseDialog dialog([] {
        doctor::DoctorInputs in;
        hw::InventoryMonitor::Options options;
        options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-mtu1500-unaddressed");
        options.live = false;
        hw::InventoryMonitor monitor(options);
        in.inventory = monitor.inventory();
        in.sysfsRoot = options.sysfsRoot;
        in.procRoot.clear();
        in.rootDir.clear();
        return in;
    });
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("diagnoseTable"));
    int mentioned = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString fix = table->item(row, 4)->text();
        if (!fix.contains(QStringLiteral("`sparkwirectl")))
            continue;
        ++mentioned;
        QVERIFY2(fix.startsWith(QStringLiteral("In this window: ")), qPrintable(fix));
    }
    QVERIFY(mentioned > 0);
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == QLatin1String("mtu-9000"))
            QVERIFY2(table->item(row, 4)->text().startsWith(
                         QStringLiteral("In this window: the wizard's Addressing, Review and "
                                        "Apply steps apply the plan again")),
                     qPrintable(table->item(row, 4)->text()));
}

// Issue 26: a window started beside a running `sparkwirectl agent` said it could not answer
// peers only in a status line cut at the edge, and never answered once the agent stopped.
// NodeWindowParts tries the port again every 5 s and hands the window its responder; here
// the window's side: the reason whole above the wizard, then Find peers' pairing once it
// answers. (The port itself is tried on the testbed only: tests bind no port here.)
void TestUiWalk::notAnsweringIsSaidWholeAndEnds()
{
    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    std::unique_ptr<MainWindow> window = open(seat);
    window->wizard()->goTo(WizardPageId::ThisSpark);
    window->wizard()->goTo(WizardPageId::FindPeers);
    auto *accept = window->findChild<QPushButton *>(QStringLiteral("acceptPairingButton"));
    QVERIFY(!accept->isVisible());
    const QString why = QStringLiteral(
        "This window does not answer other Sparks (pairing, cluster changes): port 51820 is "
        "taken, most likely by `sparkwirectl agent`, which answers them instead. Once it stops, "
        "this window answers them. (Address already in use)");
    window->setAnswering(nullptr, why);
    auto *banner = window->findChild<QLabel *>(QStringLiteral("notAnsweringBanner"));
    QVERIFY(banner);
    QTRY_VERIFY(banner->isVisible());
    QTest::qWait(30);
    QCOMPARE(banner->text(), why);
    QVERIFY2(banner->height() >= banner->heightForWidth(banner->width()),
             qPrintable(QStringLiteral("%1 < %2")
                            .arg(banner->height())
                            .arg(banner->heightForWidth(banner->width()))));
    QVERIFY(banner->geometry().right() <= window->width());
    window->grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-not-answering.png")));

    // The agent stopped: the window answers, and pairing can be accepted here.
    peers::PeerResponder responder(
        peers::PeerResponder::Options(),
        [](const peers::PeerQuestion &, peers::PeerResponder::Answer answer) { answer(false); });
    window->setAnswering(&responder, {});
    QVERIFY(!banner->isVisible());
    QVERIFY(accept->isVisible());
    QTest::keyClick(accept, Qt::Key_Space);
    QTRY_VERIFY(responder.pairingArmed());
    QVERIFY2(accept->text().startsWith(QStringLiteral("A&ccepting")), qPrintable(accept->text()));
    responder.disarmPairing();
}

// Issue 26: "Sparkwire — Bandwidth dashboard", to which the desktop appends " — Sparkwire".
void TestUiWalk::dashboardTitleNamesSparkwireOnce()
{
    for (const bool demo : {true, false}) {
        DashboardWindow dashboard(nullptr, {0, 1}, nullptr, demo);
        const QString title = dashboard.windowTitle();
        QVERIFY2(title.endsWith(QStringLiteral(" — Sparkwire")), qPrintable(title));
        QCOMPARE(title.count(QStringLiteral("Sparkwire")), 1);
    }
}

// Issue 26: in English the window said "2 Spark(s)" and "0 check(s)": the English plural
// forms were not loaded where the locale is "C" (a plain session) or has no catalogue.
void TestUiWalk::englishPluralsInACSession()
{
    for (const QLocale &locale : {QLocale::c(), QLocale(QLocale::French, QLocale::France)}) {
        const QList<QTranslator *> installed = LanguageSettings::install(*qApp, locale);
        const QString text = QCoreApplication::translate(
            "FindPeersPage", "%n Spark(s) will be configured together.", nullptr, 2);
        for (QTranslator *t : installed) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QCOMPARE(text, QStringLiteral("2 Sparks will be configured together."));
    }
    // The window itself, as main() starts it in a "C" session.
    const QList<QTranslator *> installed = LanguageSettings::install(*qApp, QLocale::c());
    {
        DemoSeat seat;
        QVERIFY2(seat.ok(), qPrintable(seat.error()));
        std::unique_ptr<MainWindow> window = open(seat);
        window->wizard()->goTo(WizardPageId::ThisSpark);
        window->wizard()->goTo(WizardPageId::FindPeers);
        const QString note = window->findChild<QLabel *>(QStringLiteral("membersNote"))->text();
        QCOMPARE(note, QStringLiteral("2 Sparks will be configured together."));
    }
    for (QTranslator *t : installed) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

QTEST_MAIN(TestUiWalk)
#include "tst_uiwalk.moc"
