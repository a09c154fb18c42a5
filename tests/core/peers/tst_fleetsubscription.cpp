// The fleet dashboard's feed over the real peer channel (TLS on loopback, listed as if it were
// a CX-7 netdev): a seat subscribes to a paired member at 1–10 Hz and gets samples; a rate
// outside that is refused on both sides; a member that answers garbage or too often asked is
// dropped; a member that goes away is retried by itself and comes back; another key is never
// asked; a member not cabled to the seat is read along a tunnel through another. About 5 s.
#include "PeerTestNode.h"

#include "metrics/FleetSample.h"
#include "peers/FleetSubscription.h"
#include "peers/PairedPeers.h"
#include "peers/PeerResponder.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

namespace {
const QString kSample = QStringLiteral("f1;1 0 1 200000 1 93000000 91000000 0 0 0 0 0 0");
}

class TestFleetSubscription : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_seat = testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a"));
        m_member = testNode(m_dir->filePath(QStringLiteral("b")), QStringLiteral("spark-b"));
        QVERIFY(
            peers::PairedPeers(m_seat.stateDir)
                .add({m_member.id, QStringLiteral("spark-b"), QDateTime::currentDateTimeUtc()}));
        QVERIFY(peers::PairedPeers(m_member.stateDir)
                    .add({m_seat.id, QStringLiteral("spark-a"), QDateTime::currentDateTimeUtc()}));
        m_answer = kSample;
        m_subscribers.clear();
        startMember(0);
    }
    void cleanup()
    {
        for (const QPointer<peers::FleetSubscription> &s : std::as_const(m_made))
            delete s.data();
        m_made.clear();
        m_responder.reset();
        m_dir.reset();
    }

    void refusesRatesOutside1To10_data()
    {
        QTest::addColumn<int>("rate");
        QTest::addColumn<bool>("ok");
        QTest::newRow("0") << 0 << false;
        QTest::newRow("1") << 1 << true;
        QTest::newRow("10") << 10 << true;
        QTest::newRow("11") << 11 << false;
        QTest::newRow("-5") << -5 << false;
    }
    void refusesRatesOutside1To10()
    {
        QFETCH(int, rate);
        QFETCH(bool, ok);
        const auto s = peers::FleetSubscription::create(m_seat, m_member.id,
                                                        {QStringLiteral("127.0.0.1")}, rate, this);
        QCOMPARE(bool(s), ok);
        if (s)
            delete *s;
    }

    void streamsSamplesAtItsRate()
    {
        auto *s = subscribe(10);
        QSignalSpy sampled(s, &peers::FleetSubscription::sampled);
        s->start();
        QTest::qWait(1050);
        // 10 Hz for a second: the first ask at once, then every 100 ms.
        QVERIFY2(sampled.size() >= 8 && sampled.size() <= 12,
                 qPrintable(QString::number(sampled.size())));
        QCOMPARE(sampled.first().at(0).toString(), m_member.id);
        const auto sample = sampled.last().at(1).value<metrics::FleetSample>();
        QCOMPARE(sample.encode(), kSample);
        QCOMPARE(m_subscribers.size(), 1);
    }

    void dropsAMemberThatAnswersGarbage()
    {
        m_answer = QStringLiteral("f1;1 0 1 200000 1 93000000 91000000 0 0 0 0 0 spark-evil");
        auto *s = subscribe(10);
        QSignalSpy sampled(s, &peers::FleetSubscription::sampled);
        QSignalSpy problem(s, &peers::FleetSubscription::problem);
        s->start();
        QVERIFY(problem.wait(2000));
        const Error garbage = problem.first().at(1).value<Error>();
        QVERIFY2(garbage.message.contains(QStringLiteral("bad metrics sample")),
                 qPrintable(garbage.message));
        QCOMPARE(garbage.code, ErrorCode::Protocol);
        QCOMPARE(sampled.size(), 0);
        // It tries again by itself; once the member answers properly, samples flow.
        m_answer = kSample;
        QTRY_VERIFY_WITH_TIMEOUT(sampled.size() > 0, 3000);
    }

    void comesBackAfterTheMemberRestarts()
    {
        auto *s = subscribe(5);
        QSignalSpy sampled(s, &peers::FleetSubscription::sampled);
        QSignalSpy problem(s, &peers::FleetSubscription::problem);
        s->start();
        QVERIFY(sampled.wait(2000));
        const quint16 port = m_responder->port();
        m_responder.reset(); // the member's agent is killed
        QVERIFY(problem.wait(2000));
        sampled.clear();
        startMember(port);
        QTRY_VERIFY_WITH_TIMEOUT(sampled.size() > 0, 4000);
    }

    void memberRefusesAsksFasterThanTheRate()
    {
        std::unique_ptr<peers::PeerConnection> c(peers::PeerConnection::connectTo(
            QStringLiteral("127.0.0.1"), m_responder->port(), m_seat, this));
        c->setExpectedPeer(m_member.id);
        QSignalSpy ready(c.get(), &peers::PeerConnection::ready);
        QSignalSpy response(c.get(), &peers::PeerConnection::response);
        QVERIFY(ready.wait(5000));
        c->request(peers::RequestKind::Metrics, QStringLiteral("1"));
        QVERIFY(response.wait(2000));
        QCOMPARE(response.last().at(0).toBool(), true);
        c->request(peers::RequestKind::Metrics, QStringLiteral("1")); // 1 Hz, asked at once again
        QVERIFY(response.wait(2000));
        QCOMPARE(response.last().at(0).toBool(), false);
        QVERIFY(response.last().at(1).toString().contains(QStringLiteral("faster than 1 Hz")));
    }

    // The member is reached only through a paired hop that hears it (a ring of four or more):
    // samples come along the tunnel, with the member's own key at the end.
    void streamsAlongATunnel()
    {
        const peers::LocalNode hop =
            testNode(m_dir->filePath(QStringLiteral("h")), QStringLiteral("spark-h"));
        QVERIFY(peers::PairedPeers(m_seat.stateDir)
                    .add({hop.id, QStringLiteral("spark-h"), QDateTime::currentDateTimeUtc()}));
        QVERIFY(peers::PairedPeers(hop.stateDir)
                    .add({m_seat.id, QStringLiteral("spark-a"), QDateTime::currentDateTimeUtc()}));
        peers::PeerResponder::Options options;
        options.local = hop;
        options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
        const QString memberId = m_member.id;
        options.neighbourAddresses = [memberId](const QString &id) {
            return id == memberId ? QStringList{QStringLiteral("127.0.0.1")} : QStringList();
        };
        options.relayTargetPort = m_responder->port();
        peers::PeerResponder hopResponder(
            options, [](const peers::PeerQuestion &, peers::PeerResponder::Answer a) { a(false); });
        QVERIFY(hopResponder.listen(0));
        auto made = peers::FleetSubscription::create(
            m_seat, m_member.id, {}, 10, this,
            {{QStringLiteral("127.0.0.1"), {{hop.id, QStringLiteral("spark-h")}}}});
        QVERIFY2(made, qPrintable(made.errorMessage()));
        m_made << *made;
        (*made)->setPort(hopResponder.port());
        QSignalSpy sampled(*made, &peers::FleetSubscription::sampled);
        (*made)->start();
        QVERIFY(QTest::qWaitFor([&] { return sampled.size() >= 3; }, 5000));
        QCOMPARE(sampled.first().first().toString(), m_member.id);
        (*made)->stop();
    }
    void anotherKeyIsNeverAsked()
    {
        const peers::LocalNode stranger =
            testNode(m_dir->filePath(QStringLiteral("c")), QStringLiteral("spark-c"));
        // The seat expects a key the member does not have: the connection ends at the hello.
        auto made = peers::FleetSubscription::create(m_seat, stranger.id,
                                                     {QStringLiteral("127.0.0.1")}, 10, this);
        QVERIFY(made);
        m_made << *made;
        (*made)->setPort(m_responder->port());
        QSignalSpy problem(*made, &peers::FleetSubscription::problem);
        (*made)->start();
        QVERIFY(problem.wait(3000));
        QCOMPARE(problem.first().at(1).value<Error>().code, ErrorCode::PermissionDenied);
        QVERIFY(m_subscribers.isEmpty());
    }

private:
    void startMember(quint16 port)
    {
        peers::PeerResponder::Options options;
        options.local = m_member;
        options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
        options.metrics.sample = [this](quintptr subscriber) {
            m_subscribers.insert(subscriber);
            return m_answer;
        };
        options.metrics.done = [this](quintptr subscriber) { m_subscribers.remove(subscriber); };
        m_responder = std::make_unique<peers::PeerResponder>(
            options, [](const peers::PeerQuestion &, peers::PeerResponder::Answer a) { a(false); });
        const Status listening = m_responder->listen(port);
        QVERIFY2(listening, qPrintable(listening.errorMessage()));
    }
    peers::FleetSubscription *subscribe(int rate)
    {
        auto made = peers::FleetSubscription::create(m_seat, m_member.id,
                                                     {QStringLiteral("127.0.0.1")}, rate, this);
        if (!made)
            qFatal("%s", qPrintable(made.errorMessage()));
        (*made)->setPort(m_responder->port());
        m_made << *made;
        return *made;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    peers::LocalNode m_seat;
    peers::LocalNode m_member;
    std::unique_ptr<peers::PeerResponder> m_responder;
    QString m_answer;
    QSet<quintptr> m_subscribers;
    QList<QPointer<peers::FleetSubscription>> m_made;
};

QTEST_GUILESS_MAIN(TestFleetSubscription)
#include "tst_fleetsubscription.moc"
