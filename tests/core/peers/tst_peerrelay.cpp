// The relay and the tunnels of the peer channel (docs/security.md, "Members two hops away" and
// "Members more than one hop away"), over real TLS on loopback: a seat pairs with and reaches a
// Spark it is not cabled to through a paired neighbour, and one three hops away through two
// paired members; the hops' refusals; the relay's one-shot listener that takes only the seat;
// the splice both carry their streams with.
#include "peers/PairedPeers.h"
#include "peers/PeerRelay.h"
#include "peers/StreamSplice.h"
#include "peers/TunnelChain.h"

#include "PeerTestNode.h"
#include "ResponderFixture.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <sys/socket.h>

using namespace sparkwire;

class TestPeerRelay : public ResponderFixture
{
    Q_OBJECT
private Q_SLOTS:
    void relayPairsAndReachesASparkTwoHopsAway();
    void relayRefusals_data();
    void relayRefusals();
    void relayListenerTakesOnlyTheSeat();
    void tunnelsPairAndReachASparkThreeHopsAway();
    void tunnelRefusals_data();
    void tunnelRefusals();
    void tunnelEndsWhenAHopGoesAway();
    void tunnelPassesNothingSentBeforeItsAnswer_data();
    void tunnelPassesNothingSentBeforeItsAnswer();
    void spliceCarriesBothWaysUpToItsLimit();

private:
    // spark-NAME's responder on loopback (its person says yes), hearing `heard` (key ids and
    // names) at 127.0.0.1, whose peer port is `nextPort`.
    std::unique_ptr<peers::PeerResponder> responder(const QString &name, const QStringList &heard,
                                                    quint16 nextPort);
    // A (paired with B and C through the real protocol) and B > C > D, D armed to pair.
    void threeHops();
    // The connection the chain opened along B > C toward `target`, accepting only `keyId`
    // (none when empty), or nullptr (and why, in m_why). The caller owns it.
    peers::PeerConnection *openChain(const QString &target, const QString &keyId = {});

    std::unique_ptr<peers::PeerResponder> m_hopB, m_hopC, m_hopD;
    peers::LocalNode m_a;
    QString m_idB, m_idC, m_idD;
    QString m_why;
};

std::unique_ptr<peers::PeerResponder>
TestPeerRelay::responder(const QString &name, const QStringList &heard, quint16 nextPort)
{
    peers::PeerResponder::Options options;
    options.local = testNode(m_dir->filePath(name), name);
    options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
    if (!heard.isEmpty())
        options.neighbourAddresses = [heard](const QString &idOrName) {
            return heard.contains(idOrName) ? QStringList{QStringLiteral("127.0.0.1")}
                                            : QStringList();
        };
    options.relayTargetPort = nextPort;
    auto r = std::make_unique<peers::PeerResponder>(
        options, [](const peers::PeerQuestion &, auto answer) { answer(true); });
    connect(r.get(), &peers::PeerResponder::notice, this,
            [this](const QString &text) { m_notices << text; });
    if (!r->listen(0))
        qFatal("%s cannot listen", qPrintable(name));
    return r;
}

void TestPeerRelay::threeHops()
{
    m_hopD = responder(QStringLiteral("spark-d"), {}, 0);
    m_idD = testNode(m_dir->filePath(QStringLiteral("spark-d")), QStringLiteral("spark-d")).id;
    m_hopC =
        responder(QStringLiteral("spark-c"), {m_idD, QStringLiteral("spark-d")}, m_hopD->port());
    m_idC = testNode(m_dir->filePath(QStringLiteral("spark-c")), QStringLiteral("spark-c")).id;
    m_hopB =
        responder(QStringLiteral("spark-b"), {m_idC, QStringLiteral("spark-c")}, m_hopC->port());
    m_idB = testNode(m_dir->filePath(QStringLiteral("spark-b")), QStringLiteral("spark-b")).id;
    m_a = testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a"));
    for (auto *hop : {m_hopB.get(), m_hopC.get()}) {
        hop->armPairing(60);
        QVERIFY(pairOverLoopback(m_a, hop->port(),
                                 hop == m_hopB.get() ? m_dir->filePath(QStringLiteral("spark-b"))
                                                     : m_dir->filePath(QStringLiteral("spark-c"))));
    }
    m_hopD->armPairing(60);
}

peers::PeerConnection *TestPeerRelay::openChain(const QString &target, const QString &keyId)
{
    const peers::TunnelRoute route{
        QStringLiteral("127.0.0.1"),
        {{m_idB, QStringLiteral("spark-b")}, {m_idC, QStringLiteral("spark-c")}}};
    const QPointer<peers::TunnelChain> chain =
        peers::TunnelChain::open(m_a, route, target, keyId, m_hopB->port(), 3000, this);
    peers::PeerConnection *connection = nullptr;
    bool done = false;
    connect(chain, &peers::TunnelChain::opened, this, [&](peers::PeerConnection *c) {
        connection = c;
        done = true;
    });
    connect(chain, &peers::TunnelChain::failed, this, [&](const QString &why) {
        m_why = why;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 15000))
        m_why = QStringLiteral("no answer from the chain");
    if (chain) // a chain that failed has deleted itself
        chain->disconnect(this);
    return connection;
}

// D is three hops from A (A-B-C-D, A paired with B and C): A pairs with D along tunnels
// through B and C, by the name D beacons and the code compared end to end, then asks D for
// its inventory by D's own key; each hop said what it tunnelled.
void TestPeerRelay::tunnelsPairAndReachASparkThreeHopsAway()
{
    threeHops();
    {
        std::unique_ptr<peers::PeerConnection> toD(openChain(QStringLiteral("spark-d")));
        QVERIFY2(toD, qPrintable(m_why));
        QSignalSpy ready(toD.get(), &peers::PeerConnection::ready);
        QSignalSpy code(toD.get(), &peers::PeerConnection::pairingCode);
        QSignalSpy paired(toD.get(), &peers::PeerConnection::paired);
        QVERIFY(ready.wait(5000));
        QCOMPARE(toD->peerId(), m_idD); // D's own key, through B and C
        toD->startPairing();
        QVERIFY(code.wait(5000));
        toD->confirmPairing(true);
        QVERIFY(paired.size() == 1 || paired.wait(5000));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return peers::PairedPeers(m_dir->filePath(QStringLiteral("spark-d")))
                    .contains(m_a.id);
            },
            5000));
    }
    const QString notices = m_notices.join('\n');
    // (B is not paired with C: it names C by the key id the seat asked for.)
    QVERIFY2(notices.contains(QStringLiteral("Tunnelling a stream from spark-a to ") + m_idC),
             qPrintable(notices));
    QVERIFY2(notices.contains(QStringLiteral("Tunnelling a stream from spark-a to spark-d")),
             qPrintable(notices));

    // Paired now: by D's key id, D's key required at the end, and D answers A as paired.
    std::unique_ptr<peers::PeerConnection> toD(openChain(m_idD, m_idD));
    QVERIFY2(toD, qPrintable(m_why));
    QSignalSpy ready(toD.get(), &peers::PeerConnection::ready);
    QSignalSpy response(toD.get(), &peers::PeerConnection::response);
    QVERIFY(ready.wait(5000));
    QVERIFY(toD->peerIsPaired());
    toD->request(peers::RequestKind::Inventory);
    QVERIFY(response.wait(5000));
    QVERIFY(response.first().first().toBool());

    // The stream ends at D: any other key expected there is refused before a byte is sent.
    std::unique_ptr<peers::PeerConnection> wrongKey(openChain(m_idD, m_idC));
    QVERIFY2(wrongKey, qPrintable(m_why));
    QSignalSpy failed(wrongKey.get(), &peers::PeerConnection::failed);
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.first().first().value<Error>().code, ErrorCode::PermissionDenied);
}

void TestPeerRelay::tunnelRefusals_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("why");
    QTest::newRow("a hop that no longer knows the seat") << "unpaired"
                                                         << "spark-c does not tunnel to it: not "
                                                            "paired";
    QTest::newRow("a hop that relays for nobody") << "no-neighbours"
                                                  << "spark-c relays for nobody";
    QTest::newRow("not heard by the last hop") << "spark-z"
                                               << "spark-c hears no Spark spark-z";
    QTest::newRow("back to the seat") << "asker"
                                      << "spark-c relays only to another Spark";
    QTest::newRow("to the hop itself") << "self"
                                       << "spark-c relays only to another Spark";
    QTest::newRow("the next peer port closed") << "closed"
                                               << "spark-c could not reach spark-d";
}

// Each hop answers by its own rules, and the chain fails naming the hop that said no.
void TestPeerRelay::tunnelRefusals()
{
    QFETCH(QString, setup);
    QFETCH(QString, why);
    m_hopD = responder(QStringLiteral("spark-d"), {}, 0);
    m_idD = testNode(m_dir->filePath(QStringLiteral("spark-d")), QStringLiteral("spark-d")).id;
    m_a = testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a"));
    QTcpServer closed; // a port nobody accepts on once it is closed
    QVERIFY(closed.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
    const quint16 closedPort = closed.serverPort();
    closed.close();
    const QStringList heardByC =
        setup == QLatin1String("no-neighbours")
            ? QStringList()
            : QStringList{m_idD, QStringLiteral("spark-d"), m_a.id, QStringLiteral("spark-c")};
    m_hopC = responder(QStringLiteral("spark-c"), heardByC,
                       setup == QLatin1String("closed") ? closedPort : m_hopD->port());
    m_idC = testNode(m_dir->filePath(QStringLiteral("spark-c")), QStringLiteral("spark-c")).id;
    m_hopB = responder(QStringLiteral("spark-b"), {m_idC}, m_hopC->port());
    m_idB = testNode(m_dir->filePath(QStringLiteral("spark-b")), QStringLiteral("spark-b")).id;
    m_hopB->armPairing(60);
    QVERIFY(pairOverLoopback(m_a, m_hopB->port(), m_dir->filePath(QStringLiteral("spark-b"))));
    m_hopC->armPairing(60);
    QVERIFY(pairOverLoopback(m_a, m_hopC->port(), m_dir->filePath(QStringLiteral("spark-c"))));
    if (setup == QLatin1String("unpaired")) // C's person unpaired A; A still lists C
        QVERIFY(peers::PairedPeers(m_dir->filePath(QStringLiteral("spark-c"))).remove(m_a.id));
    QString target = QStringLiteral("spark-d");
    if (setup == QLatin1String("spark-z"))
        target = setup;
    else if (setup == QLatin1String("asker"))
        target = m_a.id;
    else if (setup == QLatin1String("self"))
        target = QStringLiteral("spark-c");
    QVERIFY(!openChain(target));
    QVERIFY2(m_why.contains(why), qPrintable(m_why));
}

// An unplugged cable mid-stream: when a hop goes away, the connection over the tunnel fails
// at once (Unavailable), not at some timeout.
void TestPeerRelay::tunnelEndsWhenAHopGoesAway()
{
    threeHops();
    QVERIFY(pairOverLoopback(m_a, m_hopD->port(), m_dir->filePath(QStringLiteral("spark-d"))));
    std::unique_ptr<peers::PeerConnection> toD(openChain(m_idD, m_idD));
    QVERIFY2(toD, qPrintable(m_why));
    QSignalSpy ready(toD.get(), &peers::PeerConnection::ready);
    QSignalSpy failed(toD.get(), &peers::PeerConnection::failed);
    QVERIFY(ready.wait(5000));
    m_hopC.reset(); // C, and the streams it carried, gone
    QVERIFY(failed.size() == 1 || failed.wait(5000));
    QCOMPARE(failed.first().first().value<Error>().code, ErrorCode::Unavailable);
}

void TestPeerRelay::tunnelPassesNothingSentBeforeItsAnswer_data()
{
    QTest::addColumn<QByteArray>("early");
    QTest::newRow("the start of a frame") << QByteArray("\0\0", 2);
    QTest::newRow("bytes that are no frame") << QByteArray("EARLY BYTES");
}

// A seat that sends anything after its tunnel request before the answer (a pipelined stream,
// or more frames) gets no tunnel: nothing it sent reaches the target, as a frame or a stream.
void TestPeerRelay::tunnelPassesNothingSentBeforeItsAnswer()
{
    QFETCH(QByteArray, early);
    QTcpServer target; // C's peer port
    QVERIFY(target.listen(QHostAddress(QStringLiteral("127.0.0.1"))));
    m_neighbours = [](const QString &) { return QStringList{QStringLiteral("127.0.0.1")}; };
    m_relayPort = target.serverPort();
    start();
    std::unique_ptr<peers::PeerConnection> a = pairedConnection();
    QVERIFY(a);
    QSignalSpy response(a.get(), &peers::PeerConnection::response);
    QSignalSpy failed(a.get(), &peers::PeerConnection::failed);
    a->request(peers::RequestKind::Tunnel, QStringLiteral("spark-c"));
    a->socket()->write(early);
    QByteArray reached;
    QTcpSocket *far = nullptr;
    QVERIFY(QTest::qWaitFor(
        [&] {
            if (!far && target.hasPendingConnections())
                far = target.nextPendingConnection();
            if (far)
                reached += far->readAll();
            return !failed.isEmpty();
        },
        5000));
    QTest::qWait(200);
    if (far)
        reached += far->readAll();
    QCOMPARE(reached, QByteArray());
    QVERIFY(response.isEmpty() || !response.first().first().toBool() || !failed.isEmpty());
}

// The splice under both: what it was handed first goes out first, then both ways as it comes;
// past its byte limit it ends, and the excess reaches nobody.
void TestPeerRelay::spliceCarriesBothWaysUpToItsLimit()
{
    int left[2], right[2];
    QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, left), 0);
    QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, right), 0);
    QTcpSocket near, far;
    auto *a = new QTcpSocket;
    auto *b = new QTcpSocket;
    QVERIFY(near.setSocketDescriptor(left[0]) && a->setSocketDescriptor(left[1]));
    QVERIFY(b->setSocketDescriptor(right[0]) && far.setSocketDescriptor(right[1]));
    peers::StreamSplice::Limits limits;
    limits.maxBytes = 100;
    auto *splice = new peers::StreamSplice(a, b, limits, QByteArray("pre:"), this);
    QSignalSpy finished(splice, &peers::StreamSplice::finished);
    near.write("hello");
    QVERIFY(QTest::qWaitFor([&] { return far.bytesAvailable() >= 9; }, 3000));
    QCOMPARE(far.readAll(), QByteArray("pre:hello"));
    far.write("back");
    QVERIFY(QTest::qWaitFor([&] { return near.bytesAvailable() >= 4; }, 3000));
    QCOMPARE(near.readAll(), QByteArray("back"));
    near.write(QByteArray(200, 'x'));
    QVERIFY(finished.wait(3000));
    QVERIFY(
        QTest::qWaitFor([&] { return far.state() == QAbstractSocket::UnconnectedState; }, 3000));
    QCOMPARE(far.readAll(), QByteArray());
}

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
