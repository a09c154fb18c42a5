// The relay of the peer channel (docs/security.md, "Members two hops away"), over real TLS on
// loopback: a seat pairs with and reaches a Spark it is not cabled to through a paired
// neighbour, the neighbour's refusals, and the one-shot listener that takes only the seat.
#include "peers/PairedPeers.h"
#include "peers/PeerRelay.h"

#include "PeerTestNode.h"
#include "ResponderFixture.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace sparkwire;

class TestPeerRelay : public ResponderFixture
{
    Q_OBJECT
private Q_SLOTS:
    void relayPairsAndReachesASparkTwoHopsAway();
    void relayRefusals_data();
    void relayRefusals();
    void relayListenerTakesOnlyTheSeat();
};

// A third Spark, C, that A is not cabled to: B hears it and relays one stream. A pairs with C
// through the relay (the code compared end to end) and then asks C for its inventory, with C's
// own key checked inside the relayed stream.
void TestPeerRelay::relayPairsAndReachesASparkTwoHopsAway()
{
    const QString dirC = m_dir->filePath(QStringLiteral("c"));
    peers::PeerResponder::Options optionsC;
    optionsC.local = testNode(dirC, QStringLiteral("spark-c"));
    optionsC.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
    peers::PeerResponder c(optionsC,
                           [](const peers::PeerQuestion &, auto answer) { answer(true); });
    QVERIFY(c.listen(0));
    c.armPairing(60);
    const QString idC = optionsC.local.id;
    m_neighbours = [idC](const QString &idOrName) {
        return idOrName == idC || idOrName == QLatin1String("spark-c")
                   ? QStringList{QStringLiteral("127.0.0.1")}
                   : QStringList();
    };
    m_relayPort = c.port();
    start();

    const peers::LocalNode a =
        testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a"));
    bool pairedWithB = false;
    auto relayTo = [&](const QString &target) -> quint16 {
        std::unique_ptr<peers::PeerConnection> hop;
        if (!pairedWithB) {
            hop = pairedConnection();
            pairedWithB = true;
        } else {
            hop.reset(connectA());
            QSignalSpy ready(hop.get(), &peers::PeerConnection::ready);
            if (!ready.wait(5000))
                return 0;
        }
        if (!hop)
            return 0;
        QSignalSpy response(hop.get(), &peers::PeerConnection::response);
        hop->request(peers::RequestKind::Relay, target);
        if (!response.wait(5000) || !response.first().first().toBool())
            return 0;
        return response.first().at(1).toString().toUShort();
    };
    // Pairing: by the name C beacons, since A holds no key of C yet.
    const quint16 port = relayTo(QStringLiteral("spark-c"));
    QVERIFY(port != 0);
    QVERIFY(
        m_notices.join('\n').contains(QStringLiteral("Relaying a stream from spark-a to spark-c")));
    {
        std::unique_ptr<peers::PeerConnection> toC(
            peers::PeerConnection::connectTo(QStringLiteral("127.0.0.1"), port, a, this));
        QSignalSpy ready(toC.get(), &peers::PeerConnection::ready);
        QSignalSpy code(toC.get(), &peers::PeerConnection::pairingCode);
        QSignalSpy paired(toC.get(), &peers::PeerConnection::paired);
        QVERIFY(ready.wait(5000));
        QCOMPARE(toC->peerId(), idC); // C's own key, through B
        toC->startPairing();
        QVERIFY(code.wait(5000));
        toC->confirmPairing(true);
        QVERIFY(paired.size() == 1 || paired.wait(5000));
        QVERIFY(QTest::qWaitFor([&] { return peers::PairedPeers(dirC).contains(a.id); }, 5000));
    }
    // After pairing: by key id, C's key required, and C answers A as a paired peer.
    const quint16 again = relayTo(idC);
    QVERIFY(again != 0);
    std::unique_ptr<peers::PeerConnection> toC(
        peers::PeerConnection::connectTo(QStringLiteral("127.0.0.1"), again, a, this));
    toC->setExpectedPeer(idC);
    QSignalSpy ready(toC.get(), &peers::PeerConnection::ready);
    QSignalSpy response(toC.get(), &peers::PeerConnection::response);
    QVERIFY(ready.wait(5000));
    QVERIFY(toC->peerIsPaired());
    toC->request(peers::RequestKind::Inventory);
    QVERIFY(response.wait(5000));
    QVERIFY(response.first().first().toBool());
}

void TestPeerRelay::relayRefusals_data()
{
    QTest::addColumn<bool>("paired");
    QTest::addColumn<bool>("relays");
    QTest::addColumn<QString>("target"); // "self": B's id; "asker": A's id
    QTest::addColumn<QString>("why");
    QTest::newRow("unpaired asker") << false << true << "spark-c"
                                    << "not paired";
    QTest::newRow("no relays here") << true << false << "spark-c"
                                    << "relays for nobody";
    QTest::newRow("not heard") << true << true << "spark-z"
                               << "hears no Spark spark-z";
    QTest::newRow("back to the seat") << true << true << "asker"
                                      << "only to another Spark";
    QTest::newRow("to the relay itself") << true << true << "self"
                                         << "only to another Spark";
}

void TestPeerRelay::relayRefusals()
{
    QFETCH(bool, paired);
    QFETCH(bool, relays);
    QFETCH(QString, target);
    QFETCH(QString, why);
    if (relays) {
        // B hears every name but spark-z (so the refusals below are B's rules, not its table).
        m_neighbours = [](const QString &idOrName) {
            return idOrName == QLatin1String("spark-z") ? QStringList()
                                                        : QStringList{QStringLiteral("127.0.0.1")};
        };
        m_relayPort = 9;
        start();
    }
    std::unique_ptr<peers::PeerConnection> a;
    if (paired) {
        a = pairedConnection();
    } else {
        a.reset(connectA());
        QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
        QVERIFY(ready.wait(5000));
    }
    QVERIFY(a);
    if (target == QLatin1String("asker"))
        target = testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a")).id;
    else if (target == QLatin1String("self"))
        target = testNode(m_dir->filePath(QStringLiteral("b")), QStringLiteral("spark-b")).id;
    QSignalSpy response(a.get(), &peers::PeerConnection::response);
    a->request(peers::RequestKind::Relay, target);
    QVERIFY(response.wait(5000));
    QVERIFY(!response.first().first().toBool());
    QVERIFY2(response.first().at(1).toString().contains(why),
             qPrintable(response.first().at(1).toString()));
}

// The relay's one-shot listener: a connection from any address but the seat's is closed
// unread and never reaches the target; the seat's is spliced both ways; nothing after it.
void TestPeerRelay::relayListenerTakesOnlyTheSeat()
{
    QTcpServer target;
    QVERIFY(target.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
    const Result<peers::PeerRelay *> relay =
        peers::PeerRelay::open(QStringLiteral("lo"), QHostAddress(QStringLiteral("127.0.0.2")),
                               QStringLiteral("127.0.0.1"), target.serverPort(), {}, this);
    QVERIFY2(relay, qPrintable(relay.errorMessage()));
    QSignalSpy finished(*relay, &peers::PeerRelay::finished);
    const quint16 port = (*relay)->port();

    QTcpSocket stranger; // from 127.0.0.1, not the seat
    stranger.connectToHost(QHostAddress(QStringLiteral("127.0.0.1")), port);
    QVERIFY(
        QTest::qWaitFor([&] { return stranger.state() == QAbstractSocket::ConnectedState; }, 3000));
    stranger.write("hello");
    QVERIFY(QTest::qWaitFor([&] { return stranger.state() == QAbstractSocket::UnconnectedState; },
                            3000));
    // (The relay runs on this thread's event loop: wait by spinning it, never blocking.)
    QTest::qWait(300);
    QVERIFY(!target.hasPendingConnections());

    QTcpSocket seat;
    QVERIFY(seat.bind(QHostAddress(QStringLiteral("127.0.0.2"))));
    seat.connectToHost(QHostAddress(QStringLiteral("127.0.0.1")), port);
    QVERIFY(QTest::qWaitFor([&] { return seat.state() == QAbstractSocket::ConnectedState; }, 3000));
    QVERIFY(QTest::qWaitFor([&] { return target.hasPendingConnections(); }, 3000));
    QTcpSocket *far = target.nextPendingConnection();
    seat.write("ping");
    QVERIFY(QTest::qWaitFor([&] { return far->bytesAvailable() >= 4; }, 3000));
    QCOMPARE(far->readAll(), QByteArray("ping"));
    far->write("pong");
    QVERIFY(QTest::qWaitFor([&] { return seat.bytesAvailable() >= 4; }, 3000));
    QCOMPARE(seat.readAll(), QByteArray("pong"));

    QTcpSocket second; // one connection, no more: the listener is gone
    QVERIFY(second.bind(QHostAddress(QStringLiteral("127.0.0.2"))));
    second.connectToHost(QHostAddress(QStringLiteral("127.0.0.1")), port);
    QTest::qWait(500);
    QVERIFY(second.state() != QAbstractSocket::ConnectedState);

    far->close();
    QVERIFY(finished.size() == 1 || finished.wait(3000));
    QVERIFY(
        QTest::qWaitFor([&] { return seat.state() == QAbstractSocket::UnconnectedState; }, 3000));
}

QTEST_GUILESS_MAIN(TestPeerRelay)
#include "tst_peerrelay.moc"
