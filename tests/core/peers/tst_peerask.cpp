// PeerAsk, the one-request client the seat's cluster doctor, pre-flight and launch paths use,
// against real responders over real TLS on loopback: exactly one outcome per ask (answered,
// notPaired or failed), the peer's own key required, a relay through a paired neighbour, and
// nothing after abandon().
#include "peers/PeerAsk.h"
#include "peers/PeerResponder.h"

#include "PeerTestNode.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

namespace {
// What B and C answer a paired seat's "doctor" request with: their names, to tell them apart.
QByteArray doctorAnswerOf(const QString &hostname)
{
    return QStringLiteral("{\"from\":\"%1\"}").arg(hostname).toUtf8();
}

// Every signal of one ask, to assert that exactly one outcome came.
struct Outcome
{
    explicit Outcome(peers::PeerAsk *ask)
        : sent(ask, &peers::PeerAsk::requestSent)
        , answered(ask, &peers::PeerAsk::answered)
        , notPaired(ask, &peers::PeerAsk::notPaired)
        , failed(ask, &peers::PeerAsk::failed)
    {}
    int count() const { return int(answered.size() + notPaired.size() + failed.size()); }
    bool waitForOne()
    {
        return QTest::qWaitFor([this] { return count() > 0; }, 10000);
    }
    QSignalSpy sent, answered, notPaired, failed;
};
} // namespace

class TestPeerAsk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void pairedPeerAnswersAtItsAddress();
    void unpairedPeerSaysNotPaired();
    void anotherKeyIsNeverAsked();
    void nobodyListeningFailsWithinTheAttempt();
    void throughAPairedNeighboursRelay();
    void relayThatDoesNotHearItFails();
    void abandonedAskSaysNothing();
    void abandonedRelayAskSaysNothing();

private:
    std::unique_ptr<peers::PeerResponder> responder(const QString &hostname,
                                                    const QStringList &hearsC = {});
    peers::PeerAsk::Request request(const QString &peerId) const;
    // One outcome, then nothing more for a while: no second signal of any kind.
    static void expectOnlyOne(Outcome &outcome);
    // An ask of A's at 127.0.0.1:port that accepts only `hostname`'s key (its node state is
    // in m_dir/hostname).
    std::unique_ptr<peers::PeerAsk> askAt(quint16 port, const QString &hostname);
    // B paired with A, and an ask of A's at B's address by B's key.
    std::unique_ptr<peers::PeerAsk> askPairedB(const peers::PeerResponder &b);
    // C and B both paired with A, B hearing C: an ask of A's for C's doctor answer through
    // B's relay. The responders are kept in m_c and m_b.
    std::unique_ptr<peers::PeerAsk> askCThroughB();

    std::unique_ptr<QTemporaryDir> m_dir;
    peers::LocalNode m_a;
    QString m_idC; // C's key id, for B's relay
    quint16 m_portC = 0;
    std::unique_ptr<peers::PeerResponder> m_b, m_c;
};

void TestPeerAsk::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_a = testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a"));
    m_idC.clear();
    m_portC = 0;
}

void TestPeerAsk::cleanup()
{
    m_b.reset();
    m_c.reset();
    m_dir.reset();
}

std::unique_ptr<peers::PeerResponder> TestPeerAsk::responder(const QString &hostname,
                                                             const QStringList &hearsC)
{
    peers::PeerResponder::Options options;
    options.local = testNode(m_dir->filePath(hostname), hostname);
    options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
    options.doctor = [hostname] { return doctorAnswerOf(hostname); };
    if (!hearsC.isEmpty()) {
        options.neighbourAddresses = [this, hearsC](const QString &idOrName) {
            return idOrName == m_idC ? hearsC : QStringList();
        };
        options.relayTargetPort = m_portC;
    }
    auto r = std::make_unique<peers::PeerResponder>(
        options, [](const peers::PeerQuestion &, peers::PeerResponder::Answer answer) {
            answer(true); // its person says yes to the pairing
        });
    const Status listening = r->listen(0);
    if (!listening)
        qFatal("%s", qPrintable(listening.errorMessage()));
    r->armPairing(60);
    return r;
}

peers::PeerAsk::Request TestPeerAsk::request(const QString &peerId) const
{
    peers::PeerAsk::Request r;
    r.local = m_a;
    r.peerId = peerId;
    r.attemptMs = 3000;
    r.kind = peers::RequestKind::Doctor;
    return r;
}

void TestPeerAsk::expectOnlyOne(Outcome &outcome)
{
    QVERIFY(outcome.waitForOne());
    QTest::qWait(300);
    QCOMPARE(outcome.count(), 1);
}

std::unique_ptr<peers::PeerAsk> TestPeerAsk::askAt(quint16 port, const QString &hostname)
{
    peers::PeerAsk::Request r = request(testNode(m_dir->filePath(hostname), hostname).id);
    r.port = port;
    return std::unique_ptr<peers::PeerAsk>(
        peers::PeerAsk::at(r, QStringLiteral("127.0.0.1"), this));
}

std::unique_ptr<peers::PeerAsk> TestPeerAsk::askPairedB(const peers::PeerResponder &b)
{
    if (!pairOverLoopback(m_a, b.port(), m_dir->filePath(QStringLiteral("spark-b"))))
        return nullptr;
    return askAt(b.port(), QStringLiteral("spark-b"));
}

void TestPeerAsk::pairedPeerAnswersAtItsAddress()
{
    const auto b = responder(QStringLiteral("spark-b"));
    const std::unique_ptr<peers::PeerAsk> ask = askPairedB(*b);
    QVERIFY(ask);
    Outcome outcome(ask.get());
    expectOnlyOne(outcome);
    QCOMPARE(outcome.answered.size(), 1);
    QCOMPARE(outcome.sent.size(), 1); // before the answer
    QVERIFY(outcome.answered.first().at(0).toBool());
    QCOMPARE(outcome.answered.first().at(1).toString().toUtf8(),
             doctorAnswerOf(QStringLiteral("spark-b")));
}

void TestPeerAsk::unpairedPeerSaysNotPaired()
{
    const auto b = responder(QStringLiteral("spark-b"));
    const std::unique_ptr<peers::PeerAsk> ask = askAt(b->port(), QStringLiteral("spark-b"));
    Outcome outcome(ask.get());
    expectOnlyOne(outcome);
    QCOMPARE(outcome.notPaired.size(), 1);
    QCOMPARE(outcome.sent.size(), 0); // nothing was asked of a Spark that does not know us
}

void TestPeerAsk::anotherKeyIsNeverAsked()
{
    // B answers at the address, but the seat expects C's key there: the connection ends
    // before a request is sent, and the caller moves on to its next address.
    const auto b = responder(QStringLiteral("spark-b"));
    QVERIFY(pairOverLoopback(m_a, b->port(), m_dir->filePath(QStringLiteral("spark-b"))));
    const std::unique_ptr<peers::PeerAsk> ask = askAt(b->port(), QStringLiteral("spark-c"));
    Outcome outcome(ask.get());
    expectOnlyOne(outcome);
    QCOMPARE(outcome.failed.size(), 1);
    QCOMPARE(outcome.sent.size(), 0);
    QVERIFY2(!outcome.failed.first().at(0).toString().isEmpty(), "a failure says why");
}

void TestPeerAsk::nobodyListeningFailsWithinTheAttempt()
{
    // A port that was just free: refused at once, or at the latest after attemptMs.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    peers::PeerAsk::Request r = request(QStringLiteral("0123456789abcdef"));
    r.port = port;
    r.attemptMs = 1000;
    QElapsedTimer clock;
    clock.start();
    std::unique_ptr<peers::PeerAsk> ask(peers::PeerAsk::at(r, QStringLiteral("127.0.0.1"), this));
    Outcome outcome(ask.get());
    expectOnlyOne(outcome);
    QCOMPARE(outcome.failed.size(), 1);
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
}

std::unique_ptr<peers::PeerAsk> TestPeerAsk::askCThroughB()
{
    m_c = responder(QStringLiteral("spark-c"));
    const QString stateC = m_dir->filePath(QStringLiteral("spark-c"));
    m_idC = testNode(stateC, QStringLiteral("spark-c")).id;
    m_portC = m_c->port();
    if (!pairOverLoopback(m_a, m_c->port(), stateC))
        return nullptr;
    m_b = responder(QStringLiteral("spark-b"), {QStringLiteral("127.0.0.1")});
    const QString stateB = m_dir->filePath(QStringLiteral("spark-b"));
    if (!pairOverLoopback(m_a, m_b->port(), stateB))
        return nullptr;
    peers::PeerAsk::Request r = request(m_idC);
    r.port = m_b->port(); // the relay's port; C's comes back from the relay
    const peers::RelayVia via{testNode(stateB, QStringLiteral("spark-b")).id,
                              QStringLiteral("spark-b"), QStringLiteral("127.0.0.1")};
    return std::unique_ptr<peers::PeerAsk>(peers::PeerAsk::through(r, via, this));
}

void TestPeerAsk::throughAPairedNeighboursRelay()
{
    // C is not reached directly here (the seat is not cabled to it): B, paired with the seat,
    // hears C and relays; C answers the seat by its own key, inside the relay.
    const std::unique_ptr<peers::PeerAsk> ask = askCThroughB();
    QVERIFY(ask);
    Outcome outcome(ask.get());
    expectOnlyOne(outcome);
    QCOMPARE(outcome.answered.size(), 1);
    QVERIFY(outcome.answered.first().at(0).toBool());
    QCOMPARE(outcome.answered.first().at(1).toString().toUtf8(),
             doctorAnswerOf(QStringLiteral("spark-c")));
}

void TestPeerAsk::relayThatDoesNotHearItFails()
{
    // B is paired and relays, but hears no Spark with C's key: failed, naming B.
    m_idC = QStringLiteral("not-heard-anywhere");
    const auto b = responder(QStringLiteral("spark-b"), {QStringLiteral("127.0.0.1")});
    const QString stateB = m_dir->filePath(QStringLiteral("spark-b"));
    QVERIFY(pairOverLoopback(m_a, b->port(), stateB));
    peers::PeerAsk::Request r =
        request(testNode(m_dir->filePath(QStringLiteral("spark-c")), QStringLiteral("spark-c")).id);
    r.port = b->port();
    const peers::RelayVia via{testNode(stateB, QStringLiteral("spark-b")).id,
                              QStringLiteral("spark-b"), QStringLiteral("127.0.0.1")};
    std::unique_ptr<peers::PeerAsk> ask(peers::PeerAsk::through(r, via, this));
    Outcome outcome(ask.get());
    expectOnlyOne(outcome);
    QCOMPARE(outcome.failed.size(), 1);
    const QString why = outcome.failed.first().at(0).toString();
    QVERIFY2(why.startsWith(QStringLiteral("spark-b does not relay to it")), qPrintable(why));
}

void TestPeerAsk::abandonedAskSaysNothing()
{
    const auto b = responder(QStringLiteral("spark-b"));
    const std::unique_ptr<peers::PeerAsk> ask = askPairedB(*b);
    QVERIFY(ask);
    Outcome outcome(ask.get());
    ask->abandon();
    QTest::qWait(1000); // long enough for B's answer, had the ask gone on
    QCOMPARE(outcome.count(), 0);
    QCOMPARE(outcome.sent.size(), 0);
}

void TestPeerAsk::abandonedRelayAskSaysNothing()
{
    // Abandoned while the neighbour is still being asked for the relay: nothing more comes,
    // neither the relay's answer nor C's.
    const std::unique_ptr<peers::PeerAsk> ask = askCThroughB();
    QVERIFY(ask);
    Outcome outcome(ask.get());
    ask->abandon();
    QTest::qWait(1000); // long enough for B's relay and C's answer, had the ask gone on
    QCOMPARE(outcome.count(), 0);
    QCOMPARE(outcome.sent.size(), 0);
}

QTEST_GUILESS_MAIN(TestPeerAsk)
#include "tst_peerask.moc"
