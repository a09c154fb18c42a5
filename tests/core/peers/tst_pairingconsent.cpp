// Consent at pairing, on the answering side: once a pairing completes, this node's person is
// asked whether the new peer may apply network plans here without a question each time; yes
// hands the peer's certificate (from the TLS session, not from anything it said) and the name
// it was paired as to the delegate hook (the helper's AddDelegation), no leaves "ask each
// time". Over real TLS on loopback.
#include "peers/PairedPeers.h"
#include "peers/PeerResponder.h"

#include "PeerTestNode.h"

#include <QCryptographicHash>
#include <QSslCertificate>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

class TestPairingConsent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void yesRecordsTheDelegation();
    void noMeansAskEachTime();
    void withoutAHelperNobodyIsAsked();

private:
    void start(bool withDelegate);
    bool pair();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<peers::PeerResponder> m_b;
    QList<peers::PeerQuestion> m_asked;
    QStringList m_notices;
    QList<std::pair<QByteArray, QString>> m_delegated;
    Status m_delegateResult;
    bool m_consent = true;
};

void TestPairingConsent::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_asked.clear();
    m_notices.clear();
    m_delegated.clear();
    m_delegateResult = {};
    m_consent = true;
}

void TestPairingConsent::cleanup()
{
    m_b.reset();
    m_dir.reset();
}

void TestPairingConsent::start(bool withDelegate)
{
    peers::PeerResponder::Options options;
    options.local = testNode(m_dir->filePath(QStringLiteral("b")), QStringLiteral("spark-b"));
    options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
    if (withDelegate)
        options.delegate = [this](const QByteArray &pem, const QString &name,
                                  std::function<void(Status)> done) {
            m_delegated.append({pem, name});
            done(m_delegateResult);
        };
    m_b = std::make_unique<peers::PeerResponder>(
        options, [this](const peers::PeerQuestion &q, peers::PeerResponder::Answer answer) {
            m_asked << q;
            // The pairing code is always confirmed; the consent is the test's to give.
            answer(q.kind == peers::PeerQuestion::Kind::PairingCode || m_consent);
        });
    connect(m_b.get(), &peers::PeerResponder::notice, this,
            [this](const QString &text) { m_notices << text; });
    QVERIFY(m_b->listen(0));
    m_b->armPairing(60);
}

bool TestPairingConsent::pair()
{
    // As `sparkwirectl pair` does: confirm, then hang up once paired.
    return pairOverLoopback(
        testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a")), m_b->port(),
        m_dir->filePath(QStringLiteral("b")));
}

void TestPairingConsent::yesRecordsTheDelegation()
{
    start(true);
    QVERIFY(pair());
    QTRY_COMPARE(m_asked.size(), 2);
    const peers::PeerQuestion &q = m_asked.last();
    QCOMPARE(q.kind, peers::PeerQuestion::Kind::Delegation);
    QCOMPARE(q.peerName, QStringLiteral("spark-a"));
    QCOMPARE(q.question,
             QStringLiteral("Let spark-a apply Sparkwire network plans on this Spark without "
                            "asking each time? Each plan is still checked by this Spark's helper "
                            "and reverts on its own unless spark-a confirms it."));
    QTRY_COMPARE(m_delegated.size(), 1);
    // The certificate A presented in TLS: its key is the paired id.
    const QSslCertificate certificate(m_delegated.first().first, QSsl::Pem);
    QVERIFY(!certificate.isNull());
    const QString id =
        peers::PairedPeers(m_dir->filePath(QStringLiteral("b"))).load().valueOr({}).first().id;
    QCOMPARE(QString::fromLatin1(QCryptographicHash::hash(certificate.publicKey().toDer(),
                                                          QCryptographicHash::Sha256)
                                     .toHex()),
             id);
    QCOMPARE(q.peerId, id);
    QCOMPARE(m_delegated.first().second, QStringLiteral("spark-a"));
    QTRY_VERIFY(m_notices.filter(QStringLiteral("may now apply network plans")).size() == 1);

    // The helper refused (polkit said no): said so, and the plans are asked about each time.
    m_b.reset();
    init();
    m_delegateResult = makeError(ErrorCode::PermissionDenied, QStringLiteral("not authorized"));
    start(true);
    QVERIFY(pair());
    QTRY_COMPARE(m_delegated.size(), 1);
    QTRY_VERIFY(m_notices.filter(QStringLiteral("not authorized")).size() == 1);
    QVERIFY(m_notices.filter(QStringLiteral("each time")).size() == 1);
}

void TestPairingConsent::noMeansAskEachTime()
{
    m_consent = false;
    start(true);
    QVERIFY(pair());
    QTRY_COMPARE(m_asked.size(), 2);
    QCOMPARE(m_asked.last().kind, peers::PeerQuestion::Kind::Delegation);
    QTRY_VERIFY(m_notices.filter(QStringLiteral("asked about here each time")).size() == 1);
    QVERIFY(m_delegated.isEmpty());
}

void TestPairingConsent::withoutAHelperNobodyIsAsked()
{
    start(false);
    QVERIFY(pair());
    QTest::qWait(200);
    QCOMPARE(m_asked.size(), 1); // the pairing code only
    QCOMPARE(m_asked.first().kind, peers::PeerQuestion::Kind::PairingCode);
}

QTEST_GUILESS_MAIN(TestPairingConsent)
#include "tst_pairingconsent.moc"
