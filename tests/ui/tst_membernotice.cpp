// The member's side as its person sees it: a paired seat's plan arrives over real TLS, the
// real MemberService applies it through a fake helper, and the window's notice shows who
// changed what and the countdown; "Revert now" goes back through the helper; a confirm says
// kept. The seat's name shown is the one this Spark paired it as, never what it claims. A stray
// Enter on the notice hides it and never reverts. The member's whole window knows it is a
// member: it says who configures the cluster and what this Spark gets, and plans nothing of
// its own while that seat holds it.
#include "../core/cluster/MemberBed.h"

#include "MainWindow.h"
#include "cluster/ClusterModel.h"
#include "hw/InventoryMonitor.h"
#include "peers/PeerSession.h"
#include "sim/DemoCabling.h"
#include "widgets/ActivityFeed.h"
#include "widgets/ActivityLog.h"
#include "widgets/MemberChangeNotice.h"
#include "wizard/WizardFrame.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace sparkwire;

class TestMemberNotice : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showsTheChangeAndRevertsNow();
    void confirmSaysKept();
    void hiddenNoticeComesBackWithTheOutcome();
    void enterNeverReverts();
    void memberWindowSaysWhoConfiguresIt();
    void activityRecordsAppliedAndKept();
    void activityRecordsPutBack();

private:
    void tryFromTheSeat();
    QLabel *countdown() const
    {
        return m_notice->findChild<QLabel *>(QStringLiteral("memberChangeCountdown"));
    }
    QPushButton *revertButton() const
    {
        return m_notice->findChild<QPushButton *>(QStringLiteral("memberChangeRevert"));
    }

    std::unique_ptr<bed::MemberBed> m_bed;
    std::unique_ptr<QWidget> m_window;
    MemberChangeNotice *m_notice = nullptr;
};

void TestMemberNotice::init()
{
    m_bed = std::make_unique<bed::MemberBed>();
    m_bed->pairBothWays();
    m_bed->start();
    m_window = std::make_unique<QWidget>();
    m_window->show();
    m_notice = new MemberChangeNotice(m_bed->service.get(), m_window.get());
    QVERIFY(!m_notice->isVisible()); // nothing pending, nothing shown
}

void TestMemberNotice::cleanup()
{
    m_window.reset();
    m_bed.reset();
}

void TestMemberNotice::tryFromTheSeat()
{
    m_bed->helper.isDelegated = true;
    const bed::Answer a = m_bed->request(peers::RequestKind::Try,
                                         QString::fromUtf8(m_bed->tryRequest(true).toJson()));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_VERIFY(m_notice->isVisible());
}

void TestMemberNotice::showsTheChangeAndRevertsNow()
{
    tryFromTheSeat();
    QVERIFY2(m_notice->windowTitle().contains(QStringLiteral("spark-a")),
             qPrintable(m_notice->windowTitle()));
    const auto *headline = m_notice->findChild<QLabel *>(QStringLiteral("memberChangeHeadline"));
    QVERIFY(headline->text().contains(QStringLiteral("spark-a")));
    QVERIFY(!headline->text().contains(QStringLiteral("claims-to-be-anything")));
    const auto *diff = m_notice->findChild<QPlainTextEdit *>(QStringLiteral("memberChangeDiff"));
    QVERIFY2(diff->toPlainText().contains(QStringLiteral("mtu: 9000")),
             qPrintable(diff->toPlainText()));
    QVERIFY2(countdown()->text().contains(QStringLiteral("45 s")), qPrintable(countdown()->text()));
    QTRY_VERIFY_WITH_TIMEOUT(countdown()->text().contains(QStringLiteral("44 s")), 2500);

    // The person's "Revert now", from the keyboard.
    QVERIFY(revertButton()->isEnabled());
    revertButton()->setFocus();
    QTest::keyClick(revertButton(), Qt::Key_Space);
    QTRY_VERIFY2(countdown()->text().startsWith(QStringLiteral("Reverted")),
                 qPrintable(countdown()->text()));
    QVERIFY(m_bed->helper.calls.contains(QStringLiteral("cancel")));
    QVERIFY(!revertButton()->isEnabled());
    QVERIFY(!m_bed->service->isPending());
}

void TestMemberNotice::confirmSaysKept()
{
    tryFromTheSeat();
    const bed::Answer a = m_bed->request(peers::RequestKind::Confirm,
                                         QString::fromLatin1(QByteArray(70, 'k').toBase64()));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_VERIFY2(countdown()->text().startsWith(QStringLiteral("Kept")),
                 qPrintable(countdown()->text()));
    QVERIFY(countdown()->text().contains(QStringLiteral("spark-a")));
    QVERIFY(!revertButton()->isEnabled());
    QVERIFY(!m_bed->helper.calls.contains(QStringLiteral("cancel")));
}

void TestMemberNotice::hiddenNoticeComesBackWithTheOutcome()
{
    tryFromTheSeat();
    QTest::keyClick(m_notice, Qt::Key_Escape); // hides; the change stays pending
    QVERIFY(!m_notice->isVisible());
    QVERIFY(m_bed->service->isPending());
    const bed::Answer a = m_bed->request(peers::RequestKind::Cancel);
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_VERIFY(m_notice->isVisible());
    QVERIFY2(countdown()->text().startsWith(QStringLiteral("Reverted")),
             qPrintable(countdown()->text()));
}

// The notice pops up while the person may be typing: Enter (and the focus it starts with) is
// Hide, never "Revert now", which would undo the whole cluster's apply.
void TestMemberNotice::enterNeverReverts()
{
    tryFromTheSeat();
    QApplication::setActiveWindow(m_notice);
    QVERIFY(QTest::qWaitForWindowActive(m_notice));
    QVERIFY(!revertButton()->isDefault() && !revertButton()->autoDefault());
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QVERIFY(focus != revertButton());
    QCOMPARE(focus, m_notice->findChild<QPushButton *>(QStringLiteral("memberChangeClose")));
    QTest::keyClick(focus, Qt::Key_Return);
    QTRY_VERIFY(!m_notice->isVisible()); // hidden; the change stays, counting down
    QVERIFY(m_bed->service->isPending());
    QVERIFY(!m_bed->helper.calls.contains(QStringLiteral("cancel")));
    QTest::keyClick(m_notice, Qt::Key_Space); // nothing left that Space could revert
    QVERIFY(m_bed->service->isPending());
}

// B's whole window while spark-a configures the cluster: the banner above every page says who
// and what this Spark gets (node 2 and its addresses); Addressing, Review and Apply plan
// nothing of this window's own; once kept, the window says this Spark is a member of spark-a's
// cluster and still plans nothing of its own.
void TestMemberNotice::memberWindowSaysWhoConfiguresIt()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-b");
    hw::InventoryMonitor inventory(options);
    sim::DemoCabling cabling(inventory.inventory());
    peers::NetworkPeerSession peers(m_bed->member, m_bed->dir.filePath(QStringLiteral("home-b")));
    Session session;
    session.inventory = inventory;
    session.cabling = cabling;
    session.peers = peers;
    session.netplanRoot = m_bed->netplanRoot;
    session.seatId = m_bed->member.id;
    session.memberService = *m_bed->service;
    const QString stateDir = m_bed->member.stateDir;
    session.keptRecord = [stateDir]() -> std::optional<cluster::ClusterRecord> {
        const Result<cluster::ClusterRecord> kept = cluster::ClusterRecord::load(stateDir);
        return kept ? std::optional<cluster::ClusterRecord>(*kept) : std::nullopt;
    };
    MainWindow window(session);
    window.show();
    auto *banner = window.findChild<QLabel *>(QStringLiteral("heldClusterBanner"));
    QVERIFY(banner);
    QVERIFY(!banner->isVisible()); // nobody holds it yet
    QVERIFY(!window.cluster()->heldBy());

    tryFromTheSeat();
    QTRY_VERIFY(banner->isVisible());
    QVERIFY2(banner->text().startsWith(QStringLiteral("spark-a is configuring this cluster")),
             qPrintable(banner->text()));
    QVERIFY2(banner->text().contains(QStringLiteral("This Spark gets node 2, 192.168.177.2/24")),
             qPrintable(banner->text()));
    QVERIFY(!banner->text().contains(QStringLiteral("claims-to-be-anything")));
    // Addressing offers no plan of this window's own, and says why.
    WizardFrame *wizard = window.wizard();
    wizard->goTo(WizardPageId::Addressing);
    QCOMPARE(wizard->currentId(), WizardPageId::Addressing);
    auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
    const auto status = [&window] {
        return window.findChild<QLabel *>(QStringLiteral("statesStatus"))->text();
    };
    QVERIFY2(status().startsWith(QStringLiteral("spark-a holds this cluster")),
             qPrintable(status()));
    QTest::qWait(300);
    QVERIFY(!next->isEnabled());
    QVERIFY(!window.cluster()->planOk());
    QCOMPARE(window.cluster()->activity(), ClusterModel::Activity::Idle); // reads nothing
    wizard->goTo(WizardPageId::Review);
    const QString review = window.findChild<QLabel *>(QStringLiteral("reviewSummary"))->text();
    QVERIFY2(review.startsWith(QStringLiteral("spark-a holds this cluster")), qPrintable(review));
    QVERIFY(!next->isEnabled());

    // Kept: this Spark keeps spark-a's record; the window says so and still plans nothing.
    const bed::Answer a = m_bed->request(peers::RequestKind::Confirm,
                                         QString::fromLatin1(QByteArray(70, 'k').toBase64()));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_VERIFY2(banner->text().startsWith(QStringLiteral("spark-a configured this cluster")),
                 qPrintable(banner->text()));
    QVERIFY(banner->isVisible());
    QVERIFY(window.cluster()->heldBy() && !window.cluster()->heldBy()->pending);
    QCOMPARE(window.cluster()->heldBy()->node, 2);
    QVERIFY(!next->isEnabled());

    // A window started on this Spark now knows it at once.
    MainWindow restarted(session);
    restarted.show();
    QVERIFY(restarted.findChild<QLabel *>(QStringLiteral("heldClusterBanner"))->isVisible());
    const QString subtitle = restarted.findChild<QLabel *>(QStringLiteral("pageSubtitle"))->text();
    QCOMPARE(subtitle, QStringLiteral("This Spark is a member of spark-a's cluster."));
    restarted.grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-member-window.png")));
}

// Issue 26: the member's View > Activity had no "applied" and no "kept", only the peer
// connections' endings. Each step of the seat's change is one line, with its outcome.
void TestMemberNotice::activityRecordsAppliedAndKept()
{
    auto *log = new ActivityLog(m_window.get());
    ActivityFeed::watchMember(m_bed->service.get(), m_window.get(),
                              [log](const QString &text) { log->add(text); });
    tryFromTheSeat();
    QTRY_COMPARE(log->entries().size(), 1);
    QVERIFY2(log->entries().first().contains(QStringLiteral("spark-a's network plan is applied "
                                                            "here, on trial")),
             qPrintable(log->entries().join(QLatin1Char('\n'))));
    QVERIFY(log->entries().first().contains(QStringLiteral("45 s")));
    const bed::Answer a = m_bed->request(peers::RequestKind::Confirm,
                                         QString::fromLatin1(QByteArray(70, 'k').toBase64()));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_COMPARE(log->entries().size(), 2);
    QVERIFY2(log->entries().last().contains(
                 QStringLiteral("✔ The network plan is kept: confirmed by spark-a.")),
             qPrintable(log->entries().last()));
}

void TestMemberNotice::activityRecordsPutBack()
{
    auto *log = new ActivityLog(m_window.get());
    ActivityFeed::watchMember(m_bed->service.get(), m_window.get(),
                              [log](const QString &text) { log->add(text); });
    tryFromTheSeat();
    const bed::Answer a = m_bed->request(peers::RequestKind::Cancel);
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_COMPARE(log->entries().size(), 2);
    QVERIFY2(log->entries().last().contains(QStringLiteral("↩ The network plan was put back: ")),
             qPrintable(log->entries().last()));
}

QTEST_MAIN(TestMemberNotice)
#include "tst_membernotice.moc"
