// The seat's RemoteMember against a member's MemberService, end to end over real TLS on
// loopback: state, try, verify, confirm and cancel, each on its own connection to the
// member's key only, and every way a step can fail mapped to its ErrorCode with the name
// the seat paired the member as.
#include "MemberBed.h"

#include "cluster/RemoteMember.h"
#include "cluster/VerifyJson.h"

using namespace sparkwire;
using bed::MemberBed;
using Step = cluster::MemberLink::Step;

namespace {
// What a link said, whichever signal it was.
struct Outcome
{
    QString signal; // "stateRead", "tried", ... or "failed"
    Step step = Step::State;
    Error error;
    cluster::MemberState state;
    QList<bench::CheckResult> results;
    QString text;
};
} // namespace

class TestRemoteMember : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void wholeChangeDelegated();
    void askedMemberCancels();
    void refusalNamesTheMember();
    void memberThatGoesAway();
    void memberThatDoesNotAnswer();
    void slowMemberWithinItsTryBudget();
    void memberUnreachableAmidItsApplyIsSoughtForTheVerifysWait();
    void onlyTheMembersKey();
    void garbageIsProtocol();

private:
    std::unique_ptr<cluster::RemoteMember> link(const QStringList &addresses,
                                                const QString &id = QString());
    // Waits for the one signal of the last call.
    Outcome await(cluster::RemoteMember *member, int ms = 10000);

    std::unique_ptr<MemberBed> m_bed;
    quint16 m_port = 0; // the member's, also once it has gone
};

void TestRemoteMember::init()
{
    m_bed = std::make_unique<MemberBed>();
    m_bed->pairBothWays();
    m_bed->start();
    m_port = m_bed->responder->port();
}

void TestRemoteMember::cleanup()
{
    m_bed.reset();
}

std::unique_ptr<cluster::RemoteMember> TestRemoteMember::link(const QStringList &addresses,
                                                              const QString &id)
{
    cluster::RemoteMember::Options options;
    options.id = id.isEmpty() ? m_bed->member.id : id;
    options.name = QStringLiteral("spark-b");
    options.local = m_bed->seat;
    options.port = m_port;
    options.beaconAddresses = [addresses] { return addresses; };
    options.stepTimeoutMs = 5000;
    options.reconnectMs = 1500;
    options.attemptMs = 1000;
    return std::make_unique<cluster::RemoteMember>(options);
}

Outcome TestRemoteMember::await(cluster::RemoteMember *m, int ms)
{
    Outcome o;
    QList<QMetaObject::Connection> connections;
    connections << connect(m, &cluster::MemberLink::stateRead, this,
                           [&o](const cluster::MemberState &s) {
                               o.signal = QStringLiteral("stateRead");
                               o.state = s;
                           });
    connections << connect(m, &cluster::MemberLink::tried, this,
                           [&o] { o.signal = QStringLiteral("tried"); });
    connections << connect(m, &cluster::MemberLink::verified, this,
                           [&o](const QList<bench::CheckResult> &r) {
                               o.signal = QStringLiteral("verified");
                               o.results = r;
                           });
    connections << connect(m, &cluster::MemberLink::confirmed, this,
                           [&o] { o.signal = QStringLiteral("confirmed"); });
    connections << connect(m, &cluster::MemberLink::cancelled, this, [&o](const Error &why) {
        o.signal = QStringLiteral("cancelled");
        o.text = why.message;
        o.error = why;
    });
    connections << connect(m, &cluster::MemberLink::failed, this,
                           [&o](Step step, const Error &error) {
                               o.signal = QStringLiteral("failed");
                               o.step = step;
                               o.error = error;
                           });
    if (!QTest::qWaitFor([&o] { return !o.signal.isEmpty(); }, ms))
        o.signal = QStringLiteral("nothing");
    QTest::qWait(50); // and no second signal
    for (const QMetaObject::Connection &c : connections)
        disconnect(c);
    return o;
}

void TestRemoteMember::wholeChangeDelegated()
{
    m_bed->helper.isDelegated = true;
    const auto member = link({QStringLiteral("127.0.0.1")});
    QCOMPARE(member->name(), QStringLiteral("spark-b"));
    member->readState();
    Outcome o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("stateRead"));
    QCOMPARE(o.state.id, m_bed->member.id);
    QCOMPARE(o.state.consent, QStringLiteral("delegated"));
    QCOMPARE(o.state.nonce, m_bed->helper.nonce);

    member->tryPlan(m_bed->tryRequest(true));
    o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("tried"));
    QCOMPARE(m_bed->helper.tries.size(), 1);
    QVERIFY(m_bed->helper.tries.first().delegated);

    // After the try: the member's planned address first (the beacon's may be gone).
    member->setAddressesAfterTry({QStringLiteral("127.0.0.2"), QStringLiteral("127.0.0.1")});
    m_bed->failingTwins = {QStringLiteral("enP2p1s0f1np1")};
    member->verify({{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.11")},
                    {QStringLiteral("enP2p1s0f1np1"), 9000, QStringLiteral("192.168.177.111")}});
    o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("verified"));
    QCOMPARE(o.results.size(), 6);
    QCOMPARE(std::count_if(o.results.cbegin(), o.results.cend(),
                           [](const bench::CheckResult &r) { return !r.ok; }),
             1);

    const QByteArray signature(70, 'c');
    member->confirm(signature);
    o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("confirmed"));
    QCOMPARE(m_bed->helper.confirmSignature, signature);
    const Result<cluster::ClusterRecord> kept =
        cluster::ClusterRecord::load(m_bed->member.stateDir);
    QVERIFY(kept);
    QCOMPARE(*kept, m_bed->tryRequest(true).record);
}

void TestRemoteMember::askedMemberCancels()
{
    const auto member = link({QStringLiteral("127.0.0.1")});
    member->tryPlan(m_bed->tryRequest(false));
    Outcome o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("tried"));
    QCOMPARE(m_bed->asked.size(), 1);
    QTRY_VERIFY(m_bed->service->isPending());
    member->cancel();
    o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("cancelled"));
    // Answered before going back (issue 26); its state says when it is back.
    QVERIFY2(o.text.contains(QStringLiteral("going back")), qPrintable(o.text));
    QCOMPARE(o.error.code, ErrorCode::Cancelled);
    QTRY_VERIFY(!m_bed->service->isPending());
    QCOMPARE(m_bed->helper.calls.last(), QStringLiteral("cancel"));
    // Cancelled with nothing pending: still cancelled.
    member->cancel();
    QCOMPARE(await(member.get()).signal, QStringLiteral("cancelled"));
}

void TestRemoteMember::refusalNamesTheMember()
{
    m_bed->answer = false;
    const auto member = link({QStringLiteral("127.0.0.1")});
    member->tryPlan(m_bed->tryRequest(false));
    const Outcome o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("failed"));
    QCOMPARE(o.step, Step::Try);
    QCOMPARE(o.error.code, ErrorCode::Refused);
    QVERIFY2(o.error.message.startsWith(QStringLiteral("spark-b ")) &&
                 o.error.message.contains(QStringLiteral("declined by spark-b's person")),
             qPrintable(o.error.message));
}

void TestRemoteMember::memberThatGoesAway()
{
    const auto member = link({QStringLiteral("127.0.0.1")});
    m_bed->responder.reset(); // the member's agent stops: nobody listens any more
    QElapsedTimer clock;
    clock.start();
    member->readState();
    const Outcome o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("failed"));
    QCOMPARE(o.step, Step::State);
    QCOMPARE(o.error.code, ErrorCode::Unavailable);
    QVERIFY2(o.error.message.contains(QStringLiteral("spark-b")), qPrintable(o.error.message));
    QVERIFY(clock.elapsed() >= 1400); // it kept trying while the addresses might come up

    // No address known at all (no beacon heard): Unavailable too, saying so.
    const auto unheard = link({});
    unheard->verify({});
    const Outcome none = await(unheard.get());
    QCOMPARE(none.step, Step::Verify);
    QCOMPARE(none.error.code, ErrorCode::Unavailable);
    QVERIFY2(none.error.message.contains(QStringLiteral("no beacon")),
             qPrintable(none.error.message));
}

void TestRemoteMember::memberThatDoesNotAnswer()
{
    // A verify that waits for an apply that never ends: the seat's step timeout ends it.
    m_bed->helper.isDelegated = true;
    m_bed->helper.holdApply = true;
    const auto member = link({QStringLiteral("127.0.0.1")});
    member->tryPlan(m_bed->tryRequest(true));
    QCOMPARE(await(member.get()).signal, QStringLiteral("tried"));
    member->verify({{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.11")}});
    const Outcome o = await(member.get(), 8000);
    QCOMPARE(o.signal, QStringLiteral("failed"));
    QCOMPARE(o.step, Step::Verify);
    QVERIFY2(o.error.code == ErrorCode::Timeout, qPrintable(o.error.message));
    QVERIFY2(o.error.message.contains(QStringLiteral("spark-b did not answer verify")),
             qPrintable(o.error.message));
}

void TestRemoteMember::slowMemberWithinItsTryBudget()
{
    // An emulated or loaded Spark: its `netplan apply` outlasts the seat's step wait. Its
    // state gave its try budget (netplan generate twice, then the helper's apply bound), and
    // the seat waits that long for its verify instead of failing a member still at work.
    m_bed->helper.isDelegated = true;
    m_bed->helper.holdApply = true;
    const auto member = link({QStringLiteral("127.0.0.1")});
    member->readState();
    Outcome o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("stateRead"));
    QCOMPARE(o.state.trySeconds, 2 * 60 + 120);
    member->tryPlan(m_bed->tryRequest(true));
    QCOMPARE(await(member.get()).signal, QStringLiteral("tried"));
    member->verify({{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.11")}});
    QTimer::singleShot(6500, [this] { m_bed->helper.finishApply({}); }); // past the 5 s wait
    o = await(member.get(), 12000);
    QVERIFY2(o.signal == QStringLiteral("verified"),
             qPrintable(o.signal + QLatin1Char(' ') + o.error.message));
}

void TestRemoteMember::memberUnreachableAmidItsApplyIsSoughtForTheVerifysWait()
{
    // Its `netplan apply` takes its addresses down and up again (a minute under emulation):
    // the verify keeps seeking it past reconnectMs (1.5 s here), within the verify's wait.
    m_bed->helper.isDelegated = true;
    m_bed->helper.holdApply = true;
    const auto member = link({QStringLiteral("127.0.0.1")});
    member->readState();
    QCOMPARE(await(member.get()).signal, QStringLiteral("stateRead"));
    member->tryPlan(m_bed->tryRequest(true));
    QCOMPARE(await(member.get()).signal, QStringLiteral("tried"));
    m_bed->responder.reset(); // nobody listens while its addresses are down
    member->verify({{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.11")}});
    QTimer::singleShot(3500, [this] {
        m_bed->listen({}, m_port);
        m_bed->helper.finishApply({});
    });
    const Outcome o = await(member.get(), 12000);
    QVERIFY2(o.signal == QStringLiteral("verified"),
             qPrintable(o.signal + QLatin1Char(' ') + o.error.message));
}

void TestRemoteMember::onlyTheMembersKey()
{
    // The address answers with another key (a forged beacon): never talked to.
    const auto member = link({QStringLiteral("127.0.0.1")}, QString(64, QLatin1Char('f')));
    member->readState();
    const Outcome o = await(member.get());
    QCOMPARE(o.signal, QStringLiteral("failed"));
    QCOMPARE(o.error.code, ErrorCode::Unavailable);
    QVERIFY2(o.error.message.contains(QStringLiteral("not the paired key")),
             qPrintable(o.error.message));
    QVERIFY(m_bed->helper.calls.isEmpty());
}

void TestRemoteMember::garbageIsProtocol()
{
    // A member whose answers are not the protocol's.
    peers::PeerResponder::Options options;
    options.local = m_bed->member;
    options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
    options.clusterRequest = [](peers::PeerConnection *c, peers::RequestKind kind,
                                const QString &) {
        c->answer(true, kind == peers::RequestKind::State ? QStringLiteral("{\"id\": 7}")
                                                          : QStringLiteral("[{\"netdev\": 1}]"));
        return true;
    };
    m_bed->responder = std::make_unique<peers::PeerResponder>(
        options, [](const peers::PeerQuestion &, peers::PeerResponder::Answer a) { a(false); });
    QVERIFY(m_bed->responder->listen(0));
    m_port = m_bed->responder->port();
    const auto member = link({QStringLiteral("127.0.0.1")});
    member->readState();
    Outcome o = await(member.get());
    QCOMPARE(o.error.code, ErrorCode::Protocol);
    QVERIFY2(o.error.message.startsWith(QStringLiteral("spark-b")), qPrintable(o.error.message));
    member->verify({{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.11")}});
    o = await(member.get());
    QCOMPARE(o.step, Step::Verify);
    QCOMPARE(o.error.code, ErrorCode::Protocol);
}

QTEST_GUILESS_MAIN(TestRemoteMember)
#include "tst_remotemember.moc"
