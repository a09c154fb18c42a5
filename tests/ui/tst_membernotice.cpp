// The member's side as its person sees it: a paired seat's plan arrives over real TLS, the
// real MemberService applies it through a fake helper, and the window's notice shows who
// changed what and the countdown; "Revert now" goes back through the helper; a confirm says
// kept. The seat's name shown is the one this Spark paired it as, never what it claims.
#include "../core/cluster/MemberBed.h"

#include "widgets/ActivityFeed.h"
#include "widgets/ActivityLog.h"
#include "widgets/MemberChangeNotice.h"

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
    const bed::Answer a =
        m_bed->request(QStringLiteral("try"), QString::fromUtf8(m_bed->tryRequest(true).toJson()));
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
    const bed::Answer a = m_bed->request(QStringLiteral("confirm"),
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
    const bed::Answer a = m_bed->request(QStringLiteral("cancel"));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_VERIFY(m_notice->isVisible());
    QVERIFY2(countdown()->text().startsWith(QStringLiteral("Reverted")),
             qPrintable(countdown()->text()));
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
    const bed::Answer a = m_bed->request(QStringLiteral("confirm"),
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
    const bed::Answer a = m_bed->request(QStringLiteral("cancel"));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_COMPARE(log->entries().size(), 2);
    QVERIFY2(log->entries().last().contains(QStringLiteral("↩ The network plan was put back: ")),
             qPrintable(log->entries().last()));
}

QTEST_MAIN(TestMemberNotice)
#include "tst_membernotice.moc"
