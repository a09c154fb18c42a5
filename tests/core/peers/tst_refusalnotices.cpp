// Refusal notices are rate-limited (issue 25: a 1200-connection flood printed 783 lines): the
// first refusal from a source is shown, the rest are summed up in one line a minute. The
// minute runs on an injected clock here; the last test floods a real responder over TLS on
// loopback with pair-starts it does not accept.
#include "peers/PeerResponder.h"
#include "peers/RefusalNotices.h"

#include "PeerTestNode.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using peers::RefusalNotices;

class TestRefusalNotices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void floodFromOneSourceIsOneLineAMinute();
    void manySourcesAreSummedToo();
    void aQuietMinuteForgetsTheSources();
    void refusedPairingsAreSummed();

private:
    qint64 m_now = 0;
    RefusalNotices::Clock clock()
    {
        return [this] { return m_now; };
    }
    static QString line(const QString &from)
    {
        return QStringLiteral("Refused a connection from %1 on lo: too many connections open")
            .arg(from);
    }
};

void TestRefusalNotices::floodFromOneSourceIsOneLineAMinute()
{
    m_now = 1000;
    RefusalNotices notices(clock());
    QStringList shown;
    connect(&notices, &RefusalNotices::notice, this, [&](const QString &t) { shown << t; });
    for (int i = 0; i < 1200; ++i) { // 1200 refusals over 50 s
        notices.refused(QStringLiteral("10.0.0.9"), line(QStringLiteral("10.0.0.9")));
        m_now += 41;
    }
    QCOMPARE(shown, QStringList{line(QStringLiteral("10.0.0.9"))});
    m_now = 1000 + RefusalNotices::kWindowMs - 1;
    notices.tick();
    QCOMPARE(shown.size(), 1); // not yet a minute
    m_now = 1000 + RefusalNotices::kWindowMs;
    notices.tick();
    QCOMPARE(shown.size(), 2);
    QCOMPARE(shown.last(),
             QStringLiteral("Connections refused in the last minute besides those shown: 1199 "
                            "(from 10.0.0.9)."));
    // The flood goes on: the source is not shown again, one summary a minute.
    for (int i = 0; i < 300; ++i) {
        notices.refused(QStringLiteral("10.0.0.9"), line(QStringLiteral("10.0.0.9")));
        m_now += 100;
    }
    QCOMPARE(shown.size(), 2);
    m_now += RefusalNotices::kWindowMs;
    notices.tick();
    QCOMPARE(shown.size(), 3);
    QCOMPARE(shown.last(),
             QStringLiteral("Connections refused in the last minute besides those shown: 300 "
                            "(from 10.0.0.9)."));
}

void TestRefusalNotices::manySourcesAreSummedToo()
{
    m_now = 0;
    RefusalNotices notices(clock());
    QStringList shown;
    connect(&notices, &RefusalNotices::notice, this, [&](const QString &t) { shown << t; });
    // A LAN attacker with many addresses: a few first lines, then the sum.
    for (int i = 1; i <= 20; ++i) {
        const QString from = QStringLiteral("10.0.0.%1").arg(i);
        notices.refused(from, line(from));
        notices.refused(from, line(from));
    }
    QCOMPARE(shown.size(), RefusalNotices::kShownSources);
    QCOMPARE(shown.first(), line(QStringLiteral("10.0.0.1")));
    m_now = RefusalNotices::kWindowMs;
    notices.tick();
    QCOMPARE(shown.size(), RefusalNotices::kShownSources + 1);
    QCOMPARE(shown.last(), QStringLiteral("Connections refused in the last minute besides those "
                                          "shown: 36 (from 10.0.0.1, 10.0.0.2, 10.0.0.3, …)."));
    notices.refused(QStringLiteral("10.0.0.1"), line(QStringLiteral("10.0.0.1")));
    m_now += RefusalNotices::kWindowMs;
    notices.tick();
    QCOMPARE(shown.last(),
             QStringLiteral("Connections refused in the last minute besides those shown: 1 "
                            "(from 10.0.0.1)."));
}

void TestRefusalNotices::aQuietMinuteForgetsTheSources()
{
    m_now = 0;
    RefusalNotices notices(clock());
    QStringList shown;
    connect(&notices, &RefusalNotices::notice, this, [&](const QString &t) { shown << t; });
    notices.refused(QStringLiteral("10.0.0.9"), line(QStringLiteral("10.0.0.9")));
    m_now = RefusalNotices::kWindowMs + 5;
    notices.tick(); // nothing more was refused: no summary
    QCOMPARE(shown.size(), 1);
    m_now += 10 * RefusalNotices::kWindowMs;
    // The next one, after the quiet minute, is news again (checked without a tick first:
    // refused() ends a minute that is over by itself).
    notices.refused(QStringLiteral("10.0.0.9"), line(QStringLiteral("10.0.0.9")));
    QCOMPARE(shown.size(), 2);
    QCOMPARE(shown.last(), line(QStringLiteral("10.0.0.9")));
}

void TestRefusalNotices::refusedPairingsAreSummed()
{
    // A stranger's pair-starts while pairing is not armed: each connection is refused and
    // ends; the person's log shows the first, not one line each.
    QTemporaryDir dir;
    peers::PeerResponder::Options options;
    options.local = testNode(dir.filePath(QStringLiteral("b")), QStringLiteral("spark-b"));
    options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
    peers::PeerResponder b(options,
                           [](const peers::PeerQuestion &, auto answer) { answer(false); });
    QStringList notices;
    connect(&b, &peers::PeerResponder::notice, this, [&](const QString &t) { notices << t; });
    QVERIFY(b.listen(0));
    const peers::LocalNode stranger =
        testNode(dir.filePath(QStringLiteral("x")), QStringLiteral("spark-x"));
    for (int i = 0; i < 12; ++i) {
        std::unique_ptr<peers::PeerConnection> x(
            peers::PeerConnection::connectTo(QStringLiteral("127.0.0.1"), b.port(), stranger));
        QSignalSpy ready(x.get(), &peers::PeerConnection::ready);
        QSignalSpy refused(x.get(), &peers::PeerConnection::pairingFailed);
        QVERIFY(ready.wait(5000));
        x->startPairing();
        QVERIFY(refused.wait(5000));
        QCOMPARE(refused.first().first().value<Error>().code, ErrorCode::Refused);
        QTRY_COMPARE(b.server()->connectionCount(), 0);
    }
    QVERIFY2(notices.size() == 1, qPrintable(notices.join(QLatin1Char('\n'))));
    QVERIFY2(notices.first().contains(QStringLiteral("pairing was not accepted now")),
             qPrintable(notices.first()));
}

QTEST_GUILESS_MAIN(TestRefusalNotices)
#include "tst_refusalnotices.moc"
