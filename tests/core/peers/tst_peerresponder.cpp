// The answering side of the peer channel as the GUI and the agent run it, over real TLS on
// loopback (listed here as if it were a CX-7 netdev: the listeners are bound to the listed
// netdevs): a pairing the person armed and confirmed, a proposed plan checked by the helper's
// policy, an SSH key let in, refusals, the limits and the names a peer cannot choose.
#include "netplan/NetplanPolicy.h"
#include "peers/PairedPeers.h"
#include "peers/PeerResponder.h"
#include "peers/PrintableText.h"
#include "ssh/SshValidation.h"

#include "PeerTestNode.h"
#include "ResponderFixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

class TestPeerResponder : public ResponderFixture
{
    Q_OBJECT
private Q_SLOTS:
    void pairsWhenThePersonSaysYes();
    void pairingNeedsArming();
    void onlyListedNetdevsAreServed();
    void planAndKeyAfterPairing();
    void aStoredProposalStaysTheLastWord();
    void namesComeFromThePairedRecord();
    void initiatorChecksThePairedKey();
    void questionIsWithdrawnWhenThePeerLeaves();
    void oneRequestAtATime();
    void idleAndSilentConnectionsAreClosed();
    void connectionFloodIsBounded();
    void peerTextIsEscaped();
    void parserDifferentialPlansAreRefused_data();
    void parserDifferentialPlansAreRefused();
};

void TestPeerResponder::pairsWhenThePersonSaysYes()
{
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    QSignalSpy code(a.get(), &peers::PeerConnection::pairingCode);
    QSignalSpy paired(a.get(), &peers::PeerConnection::paired);
    QVERIFY(ready.wait(5000));
    a->startPairing();
    QVERIFY(code.wait(5000));
    QCOMPARE(m_asked.size(), 1);
    QCOMPARE(m_asked.first().kind, peers::PeerQuestion::Kind::PairingCode);
    QCOMPARE(m_asked.first().detail, code.first().first().toString()); // both show one code
    QCOMPARE(m_asked.first().peerName, QStringLiteral("spark-a"));
    QCOMPARE(m_asked.first().peerId.size(), 64); // the whole fingerprint, to compare
    a->confirmPairing(true); // B's person already said yes: this may finish at once
    QTRY_COMPARE(paired.size(), 1);
    QTRY_COMPARE(peers::PairedPeers(m_dir->filePath(QStringLiteral("b"))).load().valueOr({}).size(),
                 1);
    QVERIFY(!m_b->pairingArmed()); // one pairing per arming
}

void TestPeerResponder::pairingNeedsArming()
{
    m_b->disarmPairing();
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    QSignalSpy refused(a.get(), &peers::PeerConnection::pairingFailed);
    QVERIFY(ready.wait(5000));
    a->startPairing();
    QVERIFY(refused.wait(5000));
    const Error refusal = refused.first().first().value<Error>();
    QVERIFY2(refusal.message.contains(QStringLiteral("Accept a pairing request")),
             qPrintable(refusal.message));
    QCOMPARE(refusal.code, ErrorCode::Refused); // the peer said no, with its code
    QVERIFY(m_asked.isEmpty());                 // nobody was asked anything
    QVERIFY(peers::PairedPeers(m_dir->filePath(QStringLiteral("b"))).load().valueOr({}).isEmpty());

    // Armed, it works; and the arming lapses by itself.
    m_b->armPairing(60);
    QVERIFY(pair());
    m_b->armPairing(1);
    QVERIFY(m_b->pairingArmed());
    QTRY_VERIFY_WITH_TIMEOUT(!m_b->pairingArmed(), 3000);
}

void TestPeerResponder::onlyListedNetdevsAreServed()
{
    {
        std::unique_ptr<peers::PeerConnection> a(connectA());
        QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
        QVERIFY(ready.wait(5000));
    }
    // Loopback is no longer a CX-7 netdev: its listener goes, connections are refused by the
    // kernel (no listener is bound to that device), and nobody is asked.
    m_netdevs = {QStringLiteral("enp1s0f1np1")};
    m_b->refreshNetdevs();
    QVERIFY(m_b->server()->listeningOn().isEmpty());
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy failed(a.get(), &peers::PeerConnection::failed);
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.first().first().value<Error>().code, ErrorCode::Unavailable);
    QVERIFY(m_asked.isEmpty());
}

void TestPeerResponder::planAndKeyAfterPairing()
{
    // Before pairing: refused, nobody asked.
    {
        std::unique_ptr<peers::PeerConnection> a(connectA());
        QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
        QSignalSpy response(a.get(), &peers::PeerConnection::response);
        QVERIFY(ready.wait(5000));
        a->request(peers::RequestKind::Plan, QStringLiteral("network: {version: 2}\n"));
        QVERIFY(response.wait(5000));
        QVERIFY(!response.first().first().toBool());
        QVERIFY(m_asked.isEmpty());
    }
    const std::unique_ptr<peers::PeerConnection> a = pairedConnection();
    QVERIFY(a);
    QSignalSpy response(a.get(), &peers::PeerConnection::response);

    // A plan the helper's policy would refuse: refused with the reason, nobody asked.
    a->request(peers::RequestKind::Plan,
               QStringLiteral("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                              "      mtu: 90000\n"));
    QVERIFY(response.wait(5000));
    QVERIFY(!response.first().first().toBool());
    QVERIFY2(response.first().at(1).toString().contains(QStringLiteral("mtu")),
             qPrintable(response.first().at(1).toString()));
    QVERIFY(m_asked.isEmpty());
    response.clear();

    // A good plan, declined, then accepted: kept 0600 only after yes.
    const QString yaml = QStringLiteral("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                                        "      mtu: 9000\n      addresses: [10.0.0.2/24]\n");
    const QString kept = m_b->proposalPath(QStringLiteral("spark-a"));
    QVERIFY(kept.startsWith(m_dir->filePath(QStringLiteral("b/proposals/"))));
    m_answer = false;
    a->request(peers::RequestKind::Plan, yaml);
    QVERIFY(response.wait(5000));
    QVERIFY(!response.takeFirst().first().toBool());
    QVERIFY(!QFile::exists(kept));
    m_answer = true;
    a->request(peers::RequestKind::Plan, yaml);
    QVERIFY(response.wait(5000));
    QVERIFY(response.takeFirst().first().toBool());
    QFile file(kept);
    QVERIFY(file.open(QIODevice::ReadOnly));
    // Kept and shown: the policy's re-emission, not the peer's bytes.
    const QByteArray canonical =
        netplan::NetplanPolicy({QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")})
            .review(yaml.toUtf8())
            .canonical;
    QVERIFY(!canonical.isEmpty());
    QCOMPARE(file.readAll(), canonical);
    QCOMPARE(int(file.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup)), 0);
    QCOMPARE(int(QFile::permissions(m_dir->filePath(QStringLiteral("b/proposals"))) &
                 (QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::ReadGroup)),
             0);
    QCOMPARE(m_asked.last().kind, peers::PeerQuestion::Kind::Plan);
    QCOMPARE(m_asked.last().detail, QString::fromUtf8(canonical));

    // An SSH key: added (limited to A's address, tagged with A's id), the host key and user
    // sent back.
    const QString key = QStringLiteral(
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ6jugKEIJHF/JTAwJY6CKoxFgTqFPwhW3PSeSEdDcR2 "
        "a@spark-a");
    a->request(peers::RequestKind::SshKey, key);
    QVERIFY(response.wait(5000));
    QVERIFY(response.first().first().toBool());
    QVERIFY(response.first().at(1).toString().contains(QStringLiteral("HostKeyOfSparkB")));
    QFile keys(m_dir->filePath(QStringLiteral("home-b/.ssh/authorized_keys")));
    QVERIFY(keys.open(QIODevice::ReadOnly));
    QCOMPARE(keys.readAll(), "from=\"127.0.0.1\",no-port-forwarding,no-agent-forwarding,"
                             "no-X11-forwarding " +
                                 key.section(QLatin1Char(' '), 0, 1).toUtf8() +
                                 " sparkwire-peer:" + m_asked.last().peerId.toUtf8() + '\n');
    response.clear();

    // The way back: A sends its user and host key; B's person agrees, B makes its own key,
    // pins A under the name it paired A as, at the address A came from, and answers with its
    // public key only.
    const QString hostKeyA = QStringLiteral(
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBmD0RE9bS0vllSsjjZ/iQhkOHsfMhDIvVAPqOxwK+mO");
    a->request(peers::RequestKind::SshUserKey, QStringLiteral("alice ") + hostKeyA);
    QVERIFY(response.wait(15000));
    QVERIFY2(response.first().first().toBool(), qPrintable(response.first().at(1).toString()));
    QCOMPARE(m_asked.last().kind, peers::PeerQuestion::Kind::SshUserKey);
    QCOMPARE(m_asked.last().detail, hostKeyA);
    QVERIFY(m_asked.last().question.contains(QStringLiteral("~/.ssh/config")));
    const Result<ssh::SshValidation::KeyLine> keyB =
        ssh::SshValidation::parseEd25519Line(response.first().at(1).toString());
    QVERIFY2(keyB, qPrintable(keyB.errorMessage()));
    QFile publicB(m_dir->filePath(QStringLiteral("home-b/.ssh/id_ed25519.pub")));
    QVERIFY(publicB.open(QIODevice::ReadOnly));
    QVERIFY(publicB.readAll().startsWith(QByteArray(keyB->text().toUtf8() + " ")));
    QFile configB(m_dir->filePath(QStringLiteral("home-b/.ssh/config")));
    QVERIFY(configB.open(QIODevice::ReadOnly));
    QVERIFY(configB.readAll().contains("Host sparkwire-spark-a\n    HostName 127.0.0.1\n    User "
                                       "alice\n"));
    response.clear();

    // A test server is not offered unless the node says how.
    a->request(peers::RequestKind::TestServer, QStringLiteral("tcp 5"));
    QVERIFY(response.wait(5000));
    QVERIFY(!response.first().first().toBool());
}

void TestPeerResponder::namesComeFromThePairedRecord()
{
    QVERIFY(pair());
    m_asked.clear();
    // The same key, now saying it is github.com: every name shown or written stays the one it
    // was paired as.
    std::unique_ptr<peers::PeerConnection> a(connectA(QStringLiteral("github.com")));
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    QSignalSpy response(a.get(), &peers::PeerConnection::response);
    QVERIFY(ready.wait(5000));
    a->request(peers::RequestKind::Plan,
               QStringLiteral("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                              "      mtu: 9000\n      addresses: [10.0.0.2/24]\n"));
    QVERIFY(response.wait(5000));
    QVERIFY(response.first().first().toBool());
    QCOMPARE(m_asked.size(), 1);
    QCOMPARE(m_asked.first().peerName, QStringLiteral("spark-a"));
    QVERIFY(!m_asked.first().question.contains(QStringLiteral("github")));
    QVERIFY(QFile::exists(m_b->proposalPath(QStringLiteral("spark-a"))));
    QVERIFY(!QFile::exists(m_b->proposalPath(QStringLiteral("github.com"))));
    for (const QString &notice : std::as_const(m_notices))
        QVERIFY2(!notice.contains(QStringLiteral("github")), qPrintable(notice));

    // A second key cannot be paired under a name already taken.
    QTemporaryDir other;
    const Status added = peers::PairedPeers(m_dir->filePath(QStringLiteral("b")))
                             .add({QString(64, QLatin1Char('e')), QStringLiteral("spark-a"), {}});
    QCOMPARE(added.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(added.errorMessage().contains(QStringLiteral("unpair")),
             qPrintable(added.errorMessage()));
    QCOMPARE(peers::PairedPeers(m_dir->filePath(QStringLiteral("b")))
                 .add({QString(64, QLatin1Char('e')), QStringLiteral("spark-a\n"), {}})
                 .error()
                 .code,
             ErrorCode::InvalidInput);
}

void TestPeerResponder::initiatorChecksThePairedKey()
{
    QVERIFY(pair());
    // A's record of B says B's key; a connection that meets another key (here: A expects a
    // key that is not B's, as when a forged beacon sends it elsewhere) ends before any request.
    std::unique_ptr<peers::PeerConnection> a(connectA());
    a->setExpectedPeer(QString(64, QLatin1Char('f')));
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    QSignalSpy failed(a.get(), &peers::PeerConnection::failed);
    QVERIFY(failed.wait(5000));
    QVERIFY(ready.isEmpty());
    const Error wrongKey = failed.first().first().value<Error>();
    QVERIFY2(wrongKey.message.contains(QStringLiteral("not the paired key")),
             qPrintable(wrongKey.message));
    QCOMPARE(wrongKey.code, ErrorCode::PermissionDenied);
}

void TestPeerResponder::questionIsWithdrawnWhenThePeerLeaves()
{
    QVERIFY(pair());
    m_asked.clear();
    m_defer = true;
    {
        std::unique_ptr<peers::PeerConnection> a(connectA());
        QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
        QVERIFY(ready.wait(5000));
        a->request(
            peers::RequestKind::SshKey,
            QStringLiteral("ssh-ed25519 "
                           "AAAAC3NzaC1lZDI1NTE5AAAAIHkTest0nlyKeyForSparkwireTestsAbCdEfGhIj"
                           "KlMnOpQr a@spark-a"));
        QTRY_COMPARE(m_asked.size(), 1);
    } // A goes away while B's person is deciding
    QTRY_COMPARE(m_withdrawn, QList<quint64>{m_asked.first().id});
    m_deferred.first()(true); // a late yes: nothing happens
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("home-b/.ssh/authorized_keys"))));
    QVERIFY(std::any_of(m_notices.cbegin(), m_notices.cend(), [](const QString &n) {
        return n.contains(QStringLiteral("nothing was stored"));
    }));
}

// Issue 17: after a stored proposal the member's status said "… ended. Nothing was stored."
// once the seat hung up, over the only notice saying where the plan went.
void TestPeerResponder::aStoredProposalStaysTheLastWord()
{
    {
        const std::unique_ptr<peers::PeerConnection> a = pairedConnection();
        QVERIFY(a);
        QSignalSpy response(a.get(), &peers::PeerConnection::response);
        m_answer = true;
        a->request(peers::RequestKind::Plan,
                   QStringLiteral("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                                  "      mtu: 9000\n      addresses: [10.0.0.2/24]\n"));
        QVERIFY(response.wait(5000));
        QVERIFY(response.first().first().toBool());
    } // the seat hangs up after its answer, as it does
    QTest::qWait(300);
    QVERIFY(!m_notices.isEmpty());
    QVERIFY2(m_notices.last().startsWith(QStringLiteral("Saved the plan from")),
             qPrintable(m_notices.join(QLatin1Char('\n'))));
    QVERIFY(m_notices.last().contains(m_b->proposalPath(QStringLiteral("spark-a"))));
    for (const QString &n : std::as_const(m_notices))
        QVERIFY2(!n.contains(QStringLiteral("nothing was stored"), Qt::CaseInsensitive) &&
                     !n.contains(QStringLiteral("ended")),
                 qPrintable(n));
}

void TestPeerResponder::oneRequestAtATime()
{
    const std::unique_ptr<peers::PeerConnection> a = pairedConnection();
    QVERIFY(a);
    m_defer = true;
    QSignalSpy failed(a.get(), &peers::PeerConnection::failed);
    const QString yaml = QStringLiteral("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                                        "      mtu: 9000\n      addresses: [10.0.0.2/24]\n");
    for (int i = 0; i < 20; ++i) // pipelined: only the first may be asked
        a->request(peers::RequestKind::Plan, yaml);
    QVERIFY(failed.wait(5000));
    QCOMPARE(m_asked.size(), 1);
    QTRY_COMPARE(m_withdrawn.size(), 1);
}

void TestPeerResponder::idleAndSilentConnectionsAreClosed()
{
    peers::PeerConnection::Timeouts quick;
    quick.handshakeMs = 500;
    quick.idleMs = 500;
    start({}, quick);
    // Silent: TCP only, never a TLS byte. The responder closes it.
    QTcpSocket silent;
    silent.connectToHost(QHostAddress::LocalHost, m_b->port());
    QVERIFY(silent.waitForConnected(3000));
    QElapsedTimer clock;
    clock.start();
    QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QAbstractSocket::UnconnectedState, 5000);
    QVERIFY(clock.elapsed() >= 400);
    QCOMPARE(m_b->server()->connectionCount(), 0);
    // Idle after the hello: closed too.
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    QSignalSpy failed(a.get(), &peers::PeerConnection::failed);
    QVERIFY(ready.wait(5000));
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.first().first().value<Error>().code, ErrorCode::Unavailable); // B hung up
    // Closing an idle connection is the normal end: the person's Activity got five "idle for
    // 10 s" lines from one cluster apply (issue 26). The silent one is worth a line.
    QTRY_COMPARE(m_b->server()->connectionCount(), 0);
    QVERIFY2(m_notices.filter(QStringLiteral("idle for")).isEmpty(),
             qPrintable(m_notices.join(QLatin1Char('\n'))));
}

void TestPeerResponder::connectionFloodIsBounded()
{
    peers::PeerServer::Limits limits;
    limits.maxConnections = 6;
    limits.maxPerAddress = 3;
    start(limits);
    std::vector<std::unique_ptr<QTcpSocket>> flood;
    for (int i = 0; i < 40; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        socket->connectToHost(QHostAddress::LocalHost, m_b->port());
        flood.push_back(std::move(socket));
    }
    QTest::qWait(500);
    QVERIFY2(m_b->server()->connectionCount() <= 3,
             qPrintable(QString::number(m_b->server()->connectionCount())));
    const auto open = std::count_if(flood.cbegin(), flood.cend(), [](const auto &s) {
        return s->state() == QAbstractSocket::ConnectedState;
    });
    QVERIFY2(open <= 3, qPrintable(QString::number(open)));
    // One line for the source, not one per refusal (issue 25: 1200 connections, 783 lines);
    // the rest come as one summary a minute (tst_refusalnotices).
    QCOMPARE(m_notices.filter(QStringLiteral("too many connections")).size(), 1);
    // From another loopback address, the overall cap still holds.
    for (int i = 0; i < 10; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        socket->bind(QHostAddress(QStringLiteral("127.0.0.2")));
        socket->connectToHost(QHostAddress::LocalHost, m_b->port());
        flood.push_back(std::move(socket));
    }
    QTest::qWait(500);
    QVERIFY(m_b->server()->connectionCount() <= 6);
    QCOMPARE(m_notices.filter(QStringLiteral("too many connections")).size(), 2);
    flood.clear();
    QTRY_COMPARE(m_b->server()->connectionCount(), 0);
}

void TestPeerResponder::peerTextIsEscaped()
{
    const std::unique_ptr<peers::PeerConnection> a = pairedConnection();
    QVERIFY(a);
    m_answer = false;
    QSignalSpy response(a.get(), &peers::PeerConnection::response);
    // A terminal attack in a plan: clear the screen, retitle the window, reverse the text.
    a->request(peers::RequestKind::Plan,
               QStringLiteral("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1: # "
                              "\x1b[2J\x1b]0;pwned\x07 \u202egnp.exe\n      mtu: 9000\n"));
    QVERIFY(response.wait(5000));
    const auto raw = [](const QString &text) {
        return text.contains(QChar(0x1b)) || text.contains(QChar(0x07)) ||
               text.contains(QChar(0x202e));
    };
    // Refused by the policy (control characters) or asked with the text escaped: either way
    // nothing raw reaches the person or goes back to the peer.
    for (const peers::PeerQuestion &q : std::as_const(m_asked)) {
        QVERIFY2(!raw(q.detail) && !raw(q.question), qPrintable(q.detail));
        QVERIFY(q.detail.contains(QStringLiteral("\\u{1b}[2J")));
    }
    for (const QString &notice : std::as_const(m_notices))
        QVERIFY2(!raw(notice), qPrintable(notice));
    QVERIFY(!raw(response.first().at(1).toString()));
    QCOMPARE(peers::printableText(QStringLiteral("a\x1b[31mb\tc\nd\u2028e"), false),
             QStringLiteral("a\\u{1b}[31mb\\u{9}c\\u{a}d\\u{2028}e"));
    QCOMPARE(peers::printableText(QStringLiteral("a\tb\nc\x7f"), true),
             QStringLiteral("a\tb\nc\\u{7f}"));
}

void TestPeerResponder::parserDifferentialPlansAreRefused_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"exploit-u2028.yaml", "exploit-u2029.yaml", "exploit-nel.yaml",
                             "exploit-cr.yaml", "exploit-u2028-after-network.yaml"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestPeerResponder::parserDifferentialPlansAreRefused()
{
    // The fuzz corpus's exploits (a comment to yaml-cpp, the management NIC, a default route
    // and DNS to netplan): refused by the responder before anyone is asked, nothing kept.
    QFETCH(QString, file);
    QFile exploit(QStringLiteral(SPARKWIRE_FIXTURES "/../fuzz/corpus/netplan_policy/") + file);
    QVERIFY(exploit.open(QIODevice::ReadOnly));
    const std::unique_ptr<peers::PeerConnection> a = pairedConnection();
    QVERIFY(a);
    QSignalSpy response(a.get(), &peers::PeerConnection::response);
    a->request(peers::RequestKind::Plan, QString::fromUtf8(exploit.readAll()));
    QVERIFY(response.wait(5000));
    QVERIFY(!response.first().first().toBool());
    QVERIFY(m_asked.isEmpty());
    QVERIFY(!QFile::exists(m_b->proposalPath(QStringLiteral("spark-a"))));
}

QTEST_GUILESS_MAIN(TestPeerResponder)
#include "tst_peerresponder.moc"
