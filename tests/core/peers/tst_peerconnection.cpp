// Closing a peer connection on the event loop, over real TLS on loopback: what was queued
// reaches a paired responder and the connection closes without blocking; a peer that never
// reads (nor finishes the handshake) is given up after the timeout while the event loop keeps
// running (the window used to wait up to 3 s in waitForBytesWritten); and nothing of it is
// reported as a failure.
#include "discovery/NodeIdentity.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PairedPeers.h"
#include "peers/PeerConnection.h"

#include "PeerTestNode.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

namespace {
peers::LocalNode node(const QString &dir, const QString &hostname)
{
    return testNode(dir, hostname);
}

// A responder that keeps what paired peers ask for.
class Responder : public QTcpServer
{
public:
    explicit Responder(peers::LocalNode local, peers::PeerConnection::Timeouts timeouts = {})
        : m_local(std::move(local))
        , m_timeouts(timeouts)
    {}
    QStringList asked;
    QStringList failures;
    QPointer<peers::PeerConnection> last;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *c = peers::PeerConnection::accept(descriptor, m_local, this);
        c->setTimeouts(m_timeouts);
        last = c;
        QObject::connect(c, &peers::PeerConnection::requested, this,
                         [this](peers::RequestKind kind, const QString &text) {
                             asked << peers::requestKindName(kind) + QLatin1Char(' ') + text;
                         });
        QObject::connect(c, &peers::PeerConnection::failed, this,
                         [this](const Error &why) { failures << why.message; });
    }

private:
    peers::LocalNode m_local;
    peers::PeerConnection::Timeouts m_timeouts;
};
} // namespace

class TestPeerConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void queuedRequestReachesThePeerThenCloses();
    void peerThatNeverReadsIsGivenUpWithoutBlocking();
    void limitsFollowTheConversation();

private:
    QTemporaryDir m_dirA;
    QTemporaryDir m_dirB;
};

void TestPeerConnection::initTestCase()
{
    QVERIFY(m_dirA.isValid() && m_dirB.isValid());
}

void TestPeerConnection::queuedRequestReachesThePeerThenCloses()
{
    const peers::LocalNode a = node(m_dirA.path(), QStringLiteral("spark-a"));
    const peers::LocalNode b = node(m_dirB.path(), QStringLiteral("spark-b"));
    QCOMPARE(peers::PairedPeers(b.stateDir)
                 .add({a.id, QStringLiteral("spark-a"), QDateTime::currentDateTimeUtc()})
                 .errorMessage(),
             QString());
    Responder responder(b);
    QVERIFY(responder.listen(QHostAddress::LocalHost));
    auto *connection =
        peers::PeerConnection::connectTo(QStringLiteral("127.0.0.1"), responder.serverPort(), a);
    QSignalSpy ready(connection, &peers::PeerConnection::ready);
    QSignalSpy failed(connection, &peers::PeerConnection::failed);
    QSignalSpy closed(connection, &peers::PeerConnection::closed);
    QSignalSpy destroyed(connection, &QObject::destroyed);
    QVERIFY(ready.wait(10000));
    // A plan as large as a peer may send: it leaves over several event-loop turns.
    const QString plan = QStringLiteral("network:\n#") +
                         QString(peers::PeerMessage::kMaxPlanChars - 20, QLatin1Char('x'));
    connection->request(peers::RequestKind::Plan, plan);
    QElapsedTimer call;
    call.start();
    connection->closeAfterWriting();
    QVERIFY2(call.elapsed() < 50, qPrintable(QString::number(call.elapsed())));
    QVERIFY(closed.wait(5000));
    QCOMPARE(closed.first().first().toBool(), true);
    QTRY_COMPARE_WITH_TIMEOUT(responder.asked.size(), 1, 5000);
    QCOMPARE(responder.asked.first(), QStringLiteral("plan ") + plan);
    QTRY_COMPARE_WITH_TIMEOUT(destroyed.size(), 1, 1000); // it cleans up after itself
    QVERIFY(failed.isEmpty());
}

void TestPeerConnection::peerThatNeverReadsIsGivenUpWithoutBlocking()
{
    // Accepts TCP, never reads, never answers the TLS handshake.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    const peers::LocalNode a = node(m_dirA.path(), QStringLiteral("spark-a"));
    auto *connection =
        peers::PeerConnection::connectTo(QStringLiteral("127.0.0.1"), silent.serverPort(), a);
    QSignalSpy failed(connection, &peers::PeerConnection::failed);
    QSignalSpy closed(connection, &peers::PeerConnection::closed);
    // connectTo() starts connecting from the event loop; then wait (test setup, not the code
    // under test).
    QTRY_VERIFY(connection->socket()->state() != QAbstractSocket::UnconnectedState);
    QVERIFY(connection->socket()->waitForConnected(5000));
    connection->request(peers::RequestKind::Inventory); // queued behind the handshake
    int ticks = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
    tick.start(10);
    QElapsedTimer call;
    call.start();
    connection->closeAfterWriting(400);
    QVERIFY2(call.elapsed() < 50, qPrintable(QString::number(call.elapsed())));
    QVERIFY(closed.wait(5000));
    QCOMPARE(closed.first().first().toBool(), false);
    // The timeout, not earlier (a coarse timer may fire up to 5 % early).
    QVERIFY2(call.elapsed() >= 370, qPrintable(QString::number(call.elapsed())));
    QVERIFY2(ticks >= 20, qPrintable(QString::number(ticks))); // the loop ran meanwhile
    QVERIFY(failed.isEmpty());
}

void TestPeerConnection::limitsFollowTheConversation()
{
    // The handshake limit ends at the hello: on the answering side the idle or the person's
    // limit follows (what is asked may take long: a person deciding, a member waiting for its
    // apply), and the asking side waits as long as its caller wants. Both used to keep the
    // handshake deadline for the whole connection: an answer later than it never came.
    const peers::LocalNode a = node(m_dirA.path(), QStringLiteral("spark-a"));
    const peers::LocalNode b = node(m_dirB.path(), QStringLiteral("spark-b"));
    QVERIFY(peers::PairedPeers(b.stateDir)
                .add({a.id, QStringLiteral("spark-a"), QDateTime::currentDateTimeUtc()}));
    peers::PeerConnection::Timeouts quick;
    quick.handshakeMs = 600;
    quick.idleMs = 600;
    Responder responder(b, quick);
    QVERIFY(responder.listen(QHostAddress::LocalHost));
    std::unique_ptr<peers::PeerConnection> connection(
        peers::PeerConnection::connectTo(QStringLiteral("127.0.0.1"), responder.serverPort(), a));
    connection->setTimeouts(quick);
    QSignalSpy ready(connection.get(), &peers::PeerConnection::ready);
    QSignalSpy failed(connection.get(), &peers::PeerConnection::failed);
    QSignalSpy response(connection.get(), &peers::PeerConnection::response);
    QVERIFY(ready.wait(5000));
    connection->request(peers::RequestKind::Plan, QStringLiteral("network: {version: 2}\n"));
    QTRY_COMPARE(responder.asked.size(), 1);
    QTest::qWait(1800); // three handshake limits, three idle limits
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).value<Error>().message));
    QVERIFY2(responder.failures.isEmpty(), qPrintable(responder.failures.join(QLatin1Char(';'))));
    QVERIFY(responder.last);
    responder.last->answer(true, QStringLiteral("kept"));
    QVERIFY(response.wait(5000));
    QCOMPARE(response.first().at(1).toString(), QStringLiteral("kept"));
    // Answered and then silent: the answering side's idle limit ends it.
    QTRY_COMPARE_WITH_TIMEOUT(responder.failures.size(), 1, 3000);
    QVERIFY2(responder.failures.first().contains(QStringLiteral("idle")),
             qPrintable(responder.failures.first()));
}

QTEST_GUILESS_MAIN(TestPeerConnection)
#include "tst_peerconnection.moc"
