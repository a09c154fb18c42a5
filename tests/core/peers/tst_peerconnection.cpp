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
    explicit Responder(peers::LocalNode local)
        : m_local(std::move(local))
    {}
    QStringList asked;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *c = peers::PeerConnection::accept(descriptor, m_local, this);
        QObject::connect(c, &peers::PeerConnection::requested, this,
                         [this](const QString &kind, const QString &text) {
                             asked << kind + QLatin1Char(' ') + text;
                         });
    }

private:
    peers::LocalNode m_local;
};
} // namespace

class TestPeerConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void queuedRequestReachesThePeerThenCloses();
    void peerThatNeverReadsIsGivenUpWithoutBlocking();

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
    connection->request(QStringLiteral("plan"), plan);
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
    QVERIFY(connection->socket()->waitForConnected(5000)); // test setup, not the code under test
    connection->request(QStringLiteral("inventory"));      // queued behind the handshake
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

QTEST_GUILESS_MAIN(TestPeerConnection)
#include "tst_peerconnection.moc"
