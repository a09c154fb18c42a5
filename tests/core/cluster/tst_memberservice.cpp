// A member's side of the cluster protocol over real TLS on loopback: a paired seat asks for
// the member's state, tries a plan, verifies, confirms or cancels; a fake helper stands in for
// sparkwire-helper (its own tests cover it) and fake checks for the pings. Every refusal is
// checked to leave the helper untouched.
#include "MemberBed.h"
#include "cluster/LaunchPaths.h"

#include "cluster/MemberState.h"
#include "cluster/VerifyJson.h"
#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

using namespace sparkwire;
using bed::MemberBed;

class TestMemberService : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void stateOnlyToPairedPeers();
    void stateSaysDelegationAndNonce();
    void tryRefusedByPolicy();
    void tryDeclinedByThePerson();
    void tryRefusedWhenTheRecordDoesNotNameThisNode();
    void delegatedTryReachesTheHelperAsSigned();
    void secondTryWhilePendingIsRefused();
    void verifyWaitsForTheApply();
    void verifyAfterAFailedApply();
    void confirmKeepsAndSavesTheRecord();
    void keptChangeRepointsSshToTheSeat();
    void cancelReverts();
    void cancelIsAnsweredBeforeGoingBackAndStateWaitsForIt();
    void revertNowAndRevertsOnItsOwn();
    void hostileJsonIsRefused_data();
    void hostileJsonIsRefused();
    void seatAddressesOutsideThePlanAreRefused_data();
    void seatAddressesOutsideThePlanAreRefused();
    void launchPathOnlyForTheKeptRecordsSeat();

private:
    // A try by the seat that the member answered ok, then applied (ask mode unless signed).
    void tried(bool signed_);
    QString verifyText(const QStringList &netdevs) const;

    std::unique_ptr<MemberBed> m_bed;
};

void TestMemberService::init()
{
    m_bed = std::make_unique<MemberBed>();
    m_bed->pairBothWays();
    m_bed->start();
}

void TestMemberService::cleanup()
{
    m_bed.reset();
}

QString TestMemberService::verifyText(const QStringList &netdevs) const
{
    QList<bench::TwinCheckTarget> targets;
    for (const QString &netdev : netdevs)
        targets.append({netdev, 9000, QStringLiteral("192.168.177.11")});
    return QString::fromUtf8(cluster::VerifyJson::targetsToJson(targets));
}

void TestMemberService::tried(bool signed_)
{
    m_bed->helper.isDelegated = signed_;
    const bed::Answer a = m_bed->request(peers::RequestKind::Try,
                                         QString::fromUtf8(m_bed->tryRequest(signed_).toJson()));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QTRY_COMPARE(m_bed->helper.tries.size(), 1);
}

void TestMemberService::stateOnlyToPairedPeers()
{
    // A stranger with its own key: refused by the channel, the helper never asked.
    const peers::LocalNode stranger =
        testNode(m_bed->dir.filePath(QStringLiteral("c")), QStringLiteral("spark-c"));
    const bed::Answer refused = m_bed->requestFrom(stranger, peers::RequestKind::State, {});
    QVERIFY(refused.received);
    QVERIFY(!refused.ok);
    QVERIFY2(refused.text.contains(QStringLiteral("not paired")), qPrintable(refused.text));
    QVERIFY(m_bed->helper.calls.isEmpty());

    // Another netplan file that defines one of the member's CX-7 netdevs, and a kept record.
    QFile cloud(m_bed->netplanRoot + QStringLiteral("/etc/netplan/50-cloud-init.yaml"));
    QVERIFY(cloud.open(QIODevice::WriteOnly));
    cloud.write("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true\n");
    cloud.close();
    QVERIFY(m_bed->record().save(m_bed->member.stateDir));

    const bed::Answer a = m_bed->request(peers::RequestKind::State);
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    const Result<cluster::MemberState> state = cluster::MemberState::fromJson(a.text.toUtf8());
    QVERIFY2(state, qPrintable(state.errorMessage()));
    QCOMPARE(state->id, m_bed->member.id);
    QCOMPARE(state->version, QStringLiteral(SPARKWIRE_VERSION));
    QCOMPARE(state->currentCx7, m_bed->helper.currentFile);
    QCOMPARE(state->consent, QStringLiteral("ask"));
    QVERIFY(state->nonce.isEmpty()); // no delegation: nothing to sign
    QCOMPARE(m_bed->helper.calls, (QStringList{"current", "delegated"}));
    QCOMPARE(state->fabricAddresses, (QStringList{"192.168.177.12/24", "192.168.177.112/24"}));
    // The link by key id: the hostname the beacon claimed is no part of it.
    QCOMPARE(state->links.size(), 1);
    QCOMPARE(state->links.first(),
             (cluster::HeardLink{QStringLiteral("enp1s0f1np1"), 1, 0, m_bed->seat.id, 1, 1}));
    QCOMPARE(state->conflicts.size(), 1);
    QVERIFY2(state->conflicts.first().contains(QStringLiteral("50-cloud-init.yaml")) &&
                 state->conflicts.first().contains(QStringLiteral("enp1s0f1np1")),
             qPrintable(state->conflicts.first()));
    QVERIFY(state->record);
    QCOMPARE(*state->record, m_bed->record());
    const QJsonObject inventory = QJsonDocument::fromJson(state->inventory).object();
    QCOMPARE(inventory.value(QLatin1String("hostname")).toString(), QStringLiteral("spark-b"));
}

void TestMemberService::stateSaysDelegationAndNonce()
{
    m_bed->helper.isDelegated = true;
    const bed::Answer a = m_bed->request(peers::RequestKind::State);
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    const Result<cluster::MemberState> state = cluster::MemberState::fromJson(a.text.toUtf8());
    QVERIFY2(state, qPrintable(state.errorMessage()));
    QCOMPARE(state->consent, QStringLiteral("delegated"));
    QCOMPARE(state->nonce, m_bed->helper.nonce);
    QVERIFY(!state->record); // none kept yet
}

void TestMemberService::tryRefusedByPolicy()
{
    cluster::MemberTry t = m_bed->tryRequest(true);
    m_bed->helper.isDelegated = true;
    t.netplan = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 90000\n";
    bed::Answer a = m_bed->request(peers::RequestKind::Try, QString::fromUtf8(t.toJson()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("refused by spark-b")) &&
                 a.text.contains(QStringLiteral("mtu")),
             qPrintable(a.text));
    // The management NIC is not this policy's to configure either.
    t.netplan = "network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n";
    a = m_bed->request(peers::RequestKind::Try, QString::fromUtf8(t.toJson()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("enP7s7")), qPrintable(a.text));
    QVERIFY(m_bed->helper.calls.isEmpty()); // the helper never saw it
    QVERIFY(m_bed->asked.isEmpty());
    QVERIFY(!m_bed->service->isPending());

    // The helper's own validation refuses too: nothing applied, its words passed on.
    m_bed->helper.validation =
        makeError(ErrorCode::InvalidInput, QStringLiteral("netplan: Error in network definition"));
    a = m_bed->request(peers::RequestKind::Try,
                       QString::fromUtf8(m_bed->tryRequest(true).toJson()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("Error in network definition")), qPrintable(a.text));
    QCOMPARE(m_bed->helper.calls, QStringList{"validate"});
}

void TestMemberService::tryDeclinedByThePerson()
{
    m_bed->answer = false;
    const bed::Answer a = m_bed->request(peers::RequestKind::Try,
                                         QString::fromUtf8(m_bed->tryRequest(false).toJson()));
    QVERIFY(a.received && !a.ok);
    QCOMPARE(a.text, QStringLiteral("declined by spark-b's person"));
    QCOMPARE(m_bed->asked.size(), 1);
    const peers::PeerQuestion &q = m_bed->asked.first();
    QCOMPARE(q.kind, peers::PeerQuestion::Kind::ClusterTry);
    QCOMPARE(q.peerName, QStringLiteral("spark-a"));
    // The diff against the file in force, with the policy's re-emission of the plan.
    QVERIFY2(q.detail.contains(QStringLiteral("/etc/netplan/40-cx7.yaml (now)")) &&
                 q.detail.contains(QStringLiteral("+      mtu: 9000")),
             qPrintable(q.detail));
    QVERIFY2(q.question.contains(QStringLiteral("45 s")), qPrintable(q.question));
    QCOMPARE(m_bed->helper.changes(), 0);
    QVERIFY(!m_bed->service->isPending());

    // A delegated seat whose try is unsigned is asked about too; yes applies the plan the
    // person saw, through the plain (polkit) Try.
    m_bed->helper.isDelegated = true;
    m_bed->answer = true;
    const bed::Answer yes = m_bed->request(peers::RequestKind::Try,
                                           QString::fromUtf8(m_bed->tryRequest(false).toJson()));
    QVERIFY2(yes.received && yes.ok, qPrintable(yes.text));
    QCOMPARE(m_bed->asked.size(), 2);
    QTRY_COMPARE(m_bed->helper.tries.size(), 1);
    QVERIFY(!m_bed->helper.tries.first().delegated);
    QCOMPARE(m_bed->helper.tries.first().timeoutSeconds, 45u);
}

void TestMemberService::tryRefusedWhenTheRecordDoesNotNameThisNode()
{
    m_bed->helper.isDelegated = true;
    cluster::MemberTry t = m_bed->tryRequest(true);
    // The member's place taken by another key: a valid record that does not name this node.
    const QString self = t.record.members.last().id;
    const QString stranger(64, QLatin1Char('e'));
    t.record.members.last().id = stranger;
    for (cluster::ClusterCable &c : t.record.cabling) {
        if (c.idA == self)
            c.idA = stranger;
        if (c.idB == self)
            c.idB = stranger;
    }
    bed::Answer a = m_bed->request(peers::RequestKind::Try, QString::fromUtf8(t.toJson()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("does not name this Spark")), qPrintable(a.text));
    // A record planned by someone else than the asking peer.
    t = m_bed->tryRequest(true);
    const QString seat = t.record.members[0].id;
    t.record.seatId = QString(64, QLatin1Char('d'));
    t.record.members[0].id = t.record.seatId;
    for (cluster::ClusterCable &c : t.record.cabling) {
        if (c.idA == seat)
            c.idA = t.record.seatId;
        if (c.idB == seat)
            c.idB = t.record.seatId;
    }
    a = m_bed->request(peers::RequestKind::Try, QString::fromUtf8(t.toJson()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("spark-a as its seat")), qPrintable(a.text));
    QVERIFY(m_bed->helper.calls.isEmpty());
}

void TestMemberService::delegatedTryReachesTheHelperAsSigned()
{
    QSignalSpy pending(m_bed->service.get(), &cluster::MemberService::pendingChanged);
    tried(true);
    QVERIFY(m_bed->asked.isEmpty()); // delegated: nobody asked
    const cluster::MemberTry sent = m_bed->tryRequest(true);
    const FakeMemberHelper::TryCall &call = m_bed->helper.tries.first();
    QVERIFY(call.delegated);
    QCOMPARE(call.yaml, sent.netplan); // the seat's bytes: its signature is over them
    QCOMPARE(call.timeoutSeconds, sent.deadlineSeconds);
    QCOMPARE(call.seatId, m_bed->seat.id); // the key of the TLS session, not a claimed one
    QCOMPARE(call.nonce, sent.nonce);
    // tryRequest() stamps "now + lifetime" again: a second boundary may lie between the two.
    QVERIFY(qAbs(call.expiresAt - sent.expiresAt) <= 2);
    QCOMPARE(call.signature, sent.signature);
    QCOMPARE(m_bed->helper.calls,
             (QStringList{"validate", "current", "delegated", "tryDelegated"}));
    QTRY_COMPARE(pending.size(), 1);
    QCOMPARE(pending.first().at(0).toString(), QStringLiteral("spark-a"));
    QCOMPARE(pending.first().at(2).toInt(), 45);
    QVERIFY(m_bed->service->isPending());
}

void TestMemberService::secondTryWhilePendingIsRefused()
{
    tried(true);
    const bed::Answer a = m_bed->request(peers::RequestKind::Try,
                                         QString::fromUtf8(m_bed->tryRequest(true).toJson()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("already pending")), qPrintable(a.text));
    QCOMPARE(m_bed->helper.tries.size(), 1);
}

void TestMemberService::verifyWaitsForTheApply()
{
    // The answering connection's idle limit is short; a verify waiting for a slow apply and
    // then for its checks must outlive it.
    peers::PeerConnection::Timeouts quick;
    quick.handshakeMs = 1500;
    quick.idleMs = 400;
    m_bed->start(quick);
    m_bed->helper.holdApply = true;
    m_bed->failingTwins = {QStringLiteral("enP2p1s0f1np1")};
    tried(true);

    const std::unique_ptr<peers::PeerConnection> c = m_bed->connect(m_bed->seat);
    QVERIFY(c);
    bed::Answer answer;
    connect(c.get(), &peers::PeerConnection::response, this,
            [&answer](bool ok, const QString &text) {
                answer = {true, ok, text};
            });
    c->request(peers::RequestKind::Verify,
               verifyText({QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")}));
    QTest::qWait(2500); // past every limit but the one while a request is answered
    QVERIFY(!answer.received);
    QVERIFY(m_bed->checksStarted.isEmpty()); // not before the change is in force
    m_bed->helper.finishApply({});
    QTRY_VERIFY(answer.received);
    QVERIFY2(answer.ok, qPrintable(answer.text));
    QCOMPARE(m_bed->checksStarted.size(), 2);
    QCOMPARE(m_bed->checksStarted.first().peerAddress, QStringLiteral("192.168.177.11"));
    const Result<QList<bench::CheckResult>> results =
        cluster::VerifyJson::resultsFromJson(answer.text.toUtf8());
    QVERIFY2(results, qPrintable(results.errorMessage()));
    QCOMPARE(results->size(), 6);
    QStringList failing;
    for (const bench::CheckResult &r : *results)
        if (!r.ok)
            failing << r.netdev + QLatin1Char('/') + cluster::VerifyJson::checkName(r.check);
    QCOMPARE(failing, QStringList{"enP2p1s0f1np1/df-ping"});

    // Only CX-7 netdevs of this member are checked.
    const bed::Answer other =
        m_bed->request(peers::RequestKind::Verify, verifyText({QStringLiteral("enP7s7")}));
    QVERIFY(other.received && !other.ok);
    QVERIFY2(other.text.contains(QStringLiteral("not a CX-7 netdev")), qPrintable(other.text));
}

void TestMemberService::verifyAfterAFailedApply()
{
    m_bed->helper.applyResult =
        makeError(ErrorCode::ToolFailed, QStringLiteral("netplan apply failed: exit 1"));
    tried(false); // ask mode: the person said yes
    QCOMPARE(m_bed->asked.size(), 1);
    const bed::Answer a =
        m_bed->request(peers::RequestKind::Verify, verifyText({QStringLiteral("enp1s0f1np1")}));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("netplan apply failed: exit 1")), qPrintable(a.text));
    QVERIFY(m_bed->checksStarted.isEmpty());
    QVERIFY(!m_bed->service->isPending());
    // Nothing is in force: confirm says so, cancel is fine.
    QVERIFY(!m_bed->request(peers::RequestKind::Confirm).ok);
    QVERIFY(m_bed->request(peers::RequestKind::Cancel).ok);
    QVERIFY(!m_bed->helper.calls.contains(QStringLiteral("cancel")));
}

void TestMemberService::confirmKeepsAndSavesTheRecord()
{
    QSignalSpy ended(m_bed->service.get(), &cluster::MemberService::pendingKept);
    QSignalSpy reverted(m_bed->service.get(), &cluster::MemberService::pendingReverted);
    tried(true);
    QTRY_VERIFY(m_bed->service->isPending());
    // A delegated change is kept only on the seat's signature.
    bed::Answer a = m_bed->request(peers::RequestKind::Confirm);
    QVERIFY(a.received && !a.ok);
    QVERIFY(!QFile::exists(cluster::ClusterRecord::path(m_bed->member.stateDir)));
    // Another paired peer cannot confirm the seat's change.
    const peers::LocalNode other =
        testNode(m_bed->dir.filePath(QStringLiteral("c")), QStringLiteral("spark-c"));
    QVERIFY(peers::PairedPeers(m_bed->member.stateDir)
                .add({other.id, QStringLiteral("spark-c"), QDateTime::currentDateTimeUtc()}));
    const QByteArray signature(70, 'k');
    a = m_bed->requestFrom(other, peers::RequestKind::Confirm,
                           QString::fromLatin1(signature.toBase64()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("spark-a's")), qPrintable(a.text));

    a = m_bed->request(peers::RequestKind::Confirm, QString::fromLatin1(signature.toBase64()));
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QCOMPARE(m_bed->helper.confirmSignature, signature);
    QCOMPARE(ended.size(), 1); // kept
    QVERIFY2(ended.first().first().toString().contains(QStringLiteral("spark-a")),
             qPrintable(ended.first().first().toString()));
    QCOMPARE(reverted.size(), 0);
    const QString path = cluster::ClusterRecord::path(m_bed->member.stateDir);
    QCOMPARE(int(QFile::permissions(path) & ~(QFileDevice::ReadUser | QFileDevice::WriteUser |
                                              QFileDevice::ReadOwner | QFileDevice::WriteOwner)),
             0);
    const Result<cluster::ClusterRecord> kept =
        cluster::ClusterRecord::load(m_bed->member.stateDir);
    QVERIFY2(kept, qPrintable(kept.errorMessage()));
    QCOMPARE(*kept, m_bed->tryRequest(true).record);
    QVERIFY(!m_bed->service->isPending());
}

void TestMemberService::keptChangeRepointsSshToTheSeat()
{
    // SSH was set up with the seat at its old address: B's Host block for spark-a and the
    // seat's key in B's authorized_keys.
    m_bed->homeDir = m_bed->dir.filePath(QStringLiteral("home-b"));
    QVERIFY(QDir().mkpath(m_bed->homeDir + QStringLiteral("/.ssh")));
    const QString key = QStringLiteral(
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ6jugKEIJHF/JTAwJY6CKoxFgTqFPwhW3PSeSEdDcR2");
    const QString old = QStringLiteral("192.168.100.1");
    QCOMPARE(ssh::SshClientConfig::addHost(m_bed->homeDir, {QStringLiteral("spark-a"),
                                                            QStringLiteral("alice"),
                                                            key,
                                                            {old},
                                                            {old + QStringLiteral("/32")}})
                 .errorMessage(),
             QString());
    QCOMPARE(ssh::AuthorizedKeys::add(m_bed->homeDir, key, {old}, m_bed->seat.id).errorMessage(),
             QString());
    m_bed->start();
    tried(true);
    // The seat checks one twin against its own planned address (host 1 of the twin's subnet)
    // and the other against an address that is not the seat's.
    const QList<bench::TwinCheckTarget> targets{
        {QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.1")},
        {QStringLiteral("enP2p1s0f1np1"), 9000, QStringLiteral("192.168.177.11")}};
    const bed::Answer verified = m_bed->request(
        peers::RequestKind::Verify, QString::fromUtf8(cluster::VerifyJson::targetsToJson(targets)));
    QVERIFY2(verified.received && verified.ok, qPrintable(verified.text));
    QFile config(m_bed->homeDir + QStringLiteral("/.ssh/config"));
    QFile keys(m_bed->homeDir + QStringLiteral("/.ssh/authorized_keys"));
    QVERIFY(config.open(QIODevice::ReadOnly) && keys.open(QIODevice::ReadOnly));
    QVERIFY(config.readAll().contains("    HostName 192.168.100.1\n")); // not before the keep
    config.close();

    const bed::Answer kept = m_bed->request(peers::RequestKind::Confirm,
                                            QString::fromLatin1(QByteArray(70, 'k').toBase64()));
    QVERIFY2(kept.received && kept.ok, qPrintable(kept.text));
    QVERIFY(config.open(QIODevice::ReadOnly));
    QVERIFY(config.readAll().contains("Host sparkwire-spark-a\n    HostName 192.168.177.1\n"));
    keys.close(); // rewritten atomically: a new file under the same name
    QVERIFY(keys.open(QIODevice::ReadOnly));
    QCOMPARE(keys.readAll(), "from=\"192.168.177.1\",no-port-forwarding,no-agent-forwarding,"
                             "no-X11-forwarding " +
                                 key.toLatin1() + " sparkwire-peer:" + m_bed->seat.id.toLatin1() +
                                 "\n");
    QVERIFY2(m_bed->notices.filter(QStringLiteral("SSH")).isEmpty(),
             qPrintable(m_bed->notices.join(QLatin1Char('\n'))));
}

void TestMemberService::cancelReverts()
{
    QVERIFY(m_bed->request(peers::RequestKind::Cancel).ok); // nothing pending: fine
    QVERIFY(m_bed->helper.calls.isEmpty());
    QSignalSpy ended(m_bed->service.get(), &cluster::MemberService::pendingReverted);
    QSignalSpy kept(m_bed->service.get(), &cluster::MemberService::pendingKept);
    tried(true);
    QTRY_VERIFY(m_bed->service->isPending());
    const bed::Answer a = m_bed->request(peers::RequestKind::Cancel);
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QVERIFY2(a.text.contains(QStringLiteral("going back")), qPrintable(a.text));
    QTRY_COMPARE(ended.size(), 1);
    QCOMPARE(m_bed->helper.calls.last(), QStringLiteral("cancel"));
    QCOMPARE(kept.size(), 0); // reverted, not kept
    const Error cancelled = ended.first().first().value<Error>();
    QVERIFY2(cancelled.message.contains(QStringLiteral("cancelled by spark-a")),
             qPrintable(cancelled.message));
    QCOMPARE(cancelled.code, ErrorCode::Cancelled);
    QVERIFY(!m_bed->service->isPending());
    QVERIFY(!QFile::exists(cluster::ClusterRecord::path(m_bed->member.stateDir)));
}

void TestMemberService::cancelIsAnsweredBeforeGoingBackAndStateWaitsForIt()
{
    // Issue 26: the revert ends the address the seat's connection came in on, so an answer
    // sent after it never arrived. The answer comes first; `state` says when it is back.
    m_bed->helper.holdApply = true; // the plan is still being applied when the cancel comes
    QSignalSpy ended(m_bed->service.get(), &cluster::MemberService::pendingReverted);
    tried(true);
    const bed::Answer a = m_bed->request(peers::RequestKind::Cancel);
    QVERIFY2(a.received && a.ok, qPrintable(a.text));
    QVERIFY2(a.text.contains(QStringLiteral("going back")), qPrintable(a.text));
    QVERIFY(!m_bed->helper.calls.contains(QStringLiteral("cancel"))); // answered first
    const bed::Answer busy = m_bed->request(peers::RequestKind::State);
    QVERIFY(busy.received);
    QVERIFY(!busy.ok);
    QVERIFY2(busy.text.contains(QStringLiteral("going back to its previous file")),
             qPrintable(busy.text));
    m_bed->helper.finishApply({}); // applied: goes back at once
    QTRY_COMPARE(ended.size(), 1);
    QCOMPARE(m_bed->helper.calls.last(), QStringLiteral("cancel"));
    QVERIFY(!m_bed->service->isPending());
    const bed::Answer back = m_bed->request(peers::RequestKind::State);
    QVERIFY2(back.received && back.ok, qPrintable(back.text));
}

void TestMemberService::revertNowAndRevertsOnItsOwn()
{
    QSignalSpy ended(m_bed->service.get(), &cluster::MemberService::pendingReverted);
    tried(true);
    QTRY_VERIFY(m_bed->service->isPending());
    m_bed->service->revertNow(); // the person's button
    QTRY_COMPARE(ended.size(), 1);
    const Error byPerson = ended.first().first().value<Error>();
    QVERIFY2(byPerson.message.contains(QStringLiteral("spark-b's person")),
             qPrintable(byPerson.message));
    QCOMPARE(byPerson.code, ErrorCode::Cancelled);
    const bed::Answer afterRevert =
        m_bed->request(peers::RequestKind::Verify, verifyText({QStringLiteral("enp1s0f1np1")}));
    QVERIFY(afterRevert.received && !afterRevert.ok);

    // A new try, whose deadline passes: the helper reverts on its own and says why.
    m_bed->helper.tries.clear();
    tried(true);
    QTRY_VERIFY(m_bed->service->isPending());
    Q_EMIT m_bed->helper.revertedOnItsOwn(
        makeError(ErrorCode::Timeout, QStringLiteral("not confirmed within 45 s")));
    QCOMPARE(ended.size(), 2);
    // The helper's words and its code reach the member's person (its own revert, in time).
    const Error onItsOwn = ended.last().first().value<Error>();
    QCOMPARE(onItsOwn.message, QStringLiteral("not confirmed within 45 s"));
    QCOMPARE(onItsOwn.code, ErrorCode::Timeout);
    const bed::Answer a =
        m_bed->request(peers::RequestKind::Verify, verifyText({QStringLiteral("enp1s0f1np1")}));
    QVERIFY(a.received && !a.ok);
    QCOMPARE(a.text, QStringLiteral("not confirmed within 45 s"));
}

void TestMemberService::hostileJsonIsRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("try: not JSON") << "try"
                                   << "{\"netplan\": "
                                   << "not a valid try";
    QTest::newRow("try: a list") << "try"
                                 << "[1, 2]"
                                 << "not a valid try";
    QTest::newRow("try: unknown field") << "try"
                                        << "{\"netplan\": \"x\", \"run\": \"rm -rf /\"}"
                                        << "not a valid try";
    QTest::newRow("verify: not a list") << "verify"
                                        << "{\"netdev\": \"x\"}"
                                        << "not a JSON list";
    QTest::newRow("verify: option as netdev")
        << "verify"
        << "[{\"netdev\": \"-f\", \"peer_address\": \"10.0.0.1\", \"mtu\": 9000}]"
        << "names no netdev";
    QTest::newRow("verify: option as address")
        << "verify"
        << "[{\"netdev\": \"enp1s0f1np1\", \"peer_address\": \"-c 100000\", \"mtu\": 9000}]"
        << "not an IPv4 address";
    QTest::newRow("verify: extra field")
        << "verify"
        << "[{\"netdev\": \"enp1s0f1np1\", \"peer_address\": \"10.0.0.1\", \"mtu\": 9000, "
           "\"count\": 1}]"
        << "exactly netdev";
    QTest::newRow("verify: absurd MTU")
        << "verify"
        << "[{\"netdev\": \"enp1s0f1np1\", \"peer_address\": \"\", \"mtu\": 65536}]"
        << "MTU";
}

void TestMemberService::seatAddressesOutsideThePlanAreRefused_data()
{
    // The record plans the member (node 2) on 192.168.177.0/24 and 192.168.178.0/24; SSH to
    // the seat would be re-pointed to whatever the seat claims, and from= would let it in.
    QTest::addColumn<QStringList>("addresses");
    QTest::addColumn<QString>("reason");
    QTest::newRow("an address elsewhere")
        << QStringList{QStringLiteral("192.168.177.1/24"), QStringLiteral("10.20.30.40/24")}
        << "10.20.30.40/24 is not a host address on a subnet the plan gives this Spark";
    QTest::newRow("inside the subnet with another prefix")
        << QStringList{QStringLiteral("192.168.177.1/16")}
        << "192.168.177.1/16 is not a host address on a subnet";
    QTest::newRow("the subnet's broadcast address")
        << QStringList{QStringLiteral("192.168.178.255/24")}
        << "192.168.178.255/24 is not a host address";
    // A host of the shared subnet that the plan gives nobody (on a switch: another member's):
    // from= would let it in as the seat.
    QTest::newRow("a host of the subnet that is not the seat's")
        << QStringList{QStringLiteral("192.168.177.1/24"), QStringLiteral("192.168.177.9/24")}
        << "192.168.177.9/24 is not an address the plan gives the seat";
    QTest::newRow("the member's own address")
        << QStringList{QStringLiteral("192.168.178.2/24")}
        << "192.168.178.2/24 is this Spark's own planned address";
}

void TestMemberService::seatAddressesOutsideThePlanAreRefused()
{
    QFETCH(QStringList, addresses);
    QFETCH(QString, reason);
    m_bed->helper.isDelegated = true;
    cluster::MemberTry t = m_bed->tryRequest(true);
    t.seatAddresses.clear();
    for (const QString &a : addresses)
        t.seatAddresses << *topology::PlannedAddress::parse(a);
    const bed::Answer a = m_bed->request(peers::RequestKind::Try, QString::fromUtf8(t.toJson()));
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(QStringLiteral("the seat's addresses do not fit the plan")) &&
                 a.text.contains(reason),
             qPrintable(a.text));
    QVERIFY(m_bed->helper.calls.isEmpty());
    QVERIFY(!m_bed->service->isPending());
    // The seat's own addresses as the record plans them are taken.
    t.seatAddresses = {*topology::PlannedAddress::parse(QStringLiteral("192.168.177.1/24")),
                       *topology::PlannedAddress::parse(QStringLiteral("192.168.178.1/24"))};
    const bed::Answer ok = m_bed->request(peers::RequestKind::Try, QString::fromUtf8(t.toJson()));
    QVERIFY2(ok.received && ok.ok, qPrintable(ok.text));
}

void TestMemberService::hostileJsonIsRefused()
{
    QFETCH(QString, kind);
    QFETCH(QString, text);
    QFETCH(QString, reason);
    tried(true); // a change in force, which the hostile request must not disturb
    m_bed->helper.calls.clear();
    const std::optional<peers::RequestKind> asked = peers::parseRequestKind(kind);
    QVERIFY(asked);
    const bed::Answer a = m_bed->request(*asked, text);
    QVERIFY(a.received && !a.ok);
    QVERIFY2(a.text.contains(reason) && a.text.contains(QStringLiteral("refused by spark-b")),
             qPrintable(a.text));
    QVERIFY(m_bed->helper.calls.isEmpty());
    QCOMPARE(m_bed->helper.tries.size(), 1);
    QVERIFY(m_bed->checksStarted.isEmpty());
    QTRY_VERIFY(m_bed->service->isPending()); // still the seat's, still pending
}

// "launch-path" connects only where this member's own kept record says, and only for that
// record's seat: without a record, for another paired Spark, or a stranger, nothing is
// connected to. (The connects themselves run on the namespace testbed, tst_launchpath_testbed:
// here they would leave the machine, so the record makes this member the head, which checks
// nothing.)
void TestMemberService::launchPathOnlyForTheKeptRecordsSeat()
{
    const bed::Answer none = m_bed->request(peers::RequestKind::LaunchPath);
    QVERIFY(none.received && !none.ok);
    QVERIFY2(none.text.contains(QStringLiteral("keeps no cluster record")), qPrintable(none.text));

    cluster::ClusterRecord record = m_bed->record();
    record.members = {{m_bed->member.id, QStringLiteral("spark-b"), 1},
                      {m_bed->seat.id, QStringLiteral("spark-a"), 2}};
    QVERIFY(record.save(m_bed->member.stateDir));

    // Another paired Spark, not the record's seat: refused.
    const peers::LocalNode other =
        testNode(m_bed->dir.filePath(QStringLiteral("c")), QStringLiteral("spark-c"));
    QVERIFY(peers::PairedPeers(m_bed->member.stateDir)
                .add({other.id, QStringLiteral("spark-c"), QDateTime::currentDateTimeUtc()}));
    QVERIFY(
        peers::PairedPeers(other.stateDir)
            .add({m_bed->member.id, QStringLiteral("spark-b"), QDateTime::currentDateTimeUtc()}));
    const bed::Answer notSeat = m_bed->requestFrom(other, peers::RequestKind::LaunchPath, {});
    QVERIFY(notSeat.received && !notSeat.ok);
    QVERIFY2(notSeat.text.contains(QStringLiteral("planned by another Spark")),
             qPrintable(notSeat.text));

    // The seat: answered without the helper, strictly readable, nothing to connect to.
    const bed::Answer ok = m_bed->request(peers::RequestKind::LaunchPath);
    QVERIFY2(ok.received && ok.ok, qPrintable(ok.text));
    QCOMPARE(ok.text, QStringLiteral("{\"paths\":[],\"v\":1}"));
    QVERIFY(cluster::LaunchPaths::resultsFromJson(ok.text.toUtf8(), {}));
    QVERIFY(m_bed->helper.calls.isEmpty());
}

QTEST_GUILESS_MAIN(TestMemberService)
#include "tst_memberservice.moc"
