// The answering side of the peer channel as the GUI and the agent run it, over real TLS on
// loopback (the CX-7 filter is told loopback counts): a pairing the person confirms, a
// proposed plan checked by the helper's policy, an SSH key let in, and refusals.
#include "discovery/NodeIdentity.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PairedPeers.h"
#include "peers/PeerResponder.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

namespace {
peers::LocalNode node(const QString &dir, const QString &hostname)
{
    QString error;
    const auto identity = discovery::NodeIdentity::loadOrCreate(dir, hostname, &error);
    if (!identity)
        qFatal("%s", qPrintable(error));
    return peers::makeLocalNode(*identity, hostname, dir, nullptr);
}
} // namespace

class TestPeerResponder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void pairsWhenThePersonSaysYes();
    void onlyCx7AddressesAreServed();
    void planAndKeyAfterPairing();

private:
    peers::PeerConnection *connectA();
    bool pair();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<peers::PeerResponder> m_b;
    QList<peers::PeerQuestion> m_asked;
    bool m_answer = true;
    bool m_loopbackIsCx7 = true;
    QStringList m_notices;
};

void TestPeerResponder::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_asked.clear();
    m_notices.clear();
    m_answer = true;
    m_loopbackIsCx7 = true;
    QFile hostKey(m_dir->filePath(QStringLiteral("host.pub")));
    QVERIFY(hostKey.open(QIODevice::WriteOnly));
    hostKey.write("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostKeyOfSparkB host\n");
    hostKey.close();
    peers::PeerResponder::Options options;
    options.local = node(m_dir->filePath(QStringLiteral("b")), QStringLiteral("spark-b"));
    options.homeDir = m_dir->filePath(QStringLiteral("home-b"));
    QVERIFY(QDir().mkpath(options.homeDir));
    options.hostKeyFile = hostKey.fileName();
    options.isCx7Local = [this](const QHostAddress &a) {
        return a.isLoopback() && m_loopbackIsCx7;
    };
    options.cx7Netdevs = [] {
        return QSet<QString>{QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
    };
    m_b = std::make_unique<peers::PeerResponder>(
        options, [this](const peers::PeerQuestion &q, peers::PeerResponder::Answer answer) {
            m_asked << q;
            answer(m_answer);
        });
    connect(m_b.get(), &peers::PeerResponder::notice, this,
            [this](const QString &text) { m_notices << text; });
    QString error;
    QVERIFY2(m_b->listen(0, &error), qPrintable(error));
}

void TestPeerResponder::cleanup()
{
    m_b.reset();
    m_dir.reset();
}

peers::PeerConnection *TestPeerResponder::connectA()
{
    return peers::PeerConnection::connectTo(
        QStringLiteral("127.0.0.1"), m_b->port(),
        node(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a")), this);
}

bool TestPeerResponder::pair()
{
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    QSignalSpy code(a.get(), &peers::PeerConnection::pairingCode);
    QSignalSpy paired(a.get(), &peers::PeerConnection::paired);
    if (!ready.wait(5000))
        return false;
    a->startPairing();
    if (!code.wait(5000))
        return false;
    a->confirmPairing(true);
    if (paired.size() == 0 && !paired.wait(5000))
        return false;
    // B stores the pairing when A's confirm arrives: wait for it before A hangs up.
    return QTest::qWaitFor(
        [this] { return m_notices.contains(QStringLiteral("Paired with spark-a.")); }, 5000);
}

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
    QCOMPARE(m_asked.first().peerHostname, QStringLiteral("spark-a"));
    a->confirmPairing(true); // B's person already said yes: this may finish at once
    QTRY_COMPARE(paired.size(), 1);
    QTRY_VERIFY(m_notices.contains(QStringLiteral("Paired with spark-a.")));
    QCOMPARE(peers::PairedPeers(m_dir->filePath(QStringLiteral("b"))).load().size(), 1);
}

void TestPeerResponder::onlyCx7AddressesAreServed()
{
    m_loopbackIsCx7 = false;
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy failed(a.get(), &peers::PeerConnection::failed);
    QVERIFY(failed.wait(5000));
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
        a->request(QStringLiteral("plan"), QStringLiteral("network: {version: 2}\n"));
        QVERIFY(response.wait(5000));
        QVERIFY(!response.first().first().toBool());
        QVERIFY(m_asked.isEmpty());
    }
    QVERIFY(pair());
    m_asked.clear();
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    QSignalSpy response(a.get(), &peers::PeerConnection::response);
    QVERIFY(ready.wait(5000));

    // A plan the helper's policy would refuse: refused with the reason, nobody asked.
    a->request(QStringLiteral("plan"),
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
    m_answer = false;
    a->request(QStringLiteral("plan"), yaml);
    QVERIFY(response.wait(5000));
    QVERIFY(!response.takeFirst().first().toBool());
    QVERIFY(!QFile::exists(kept));
    m_answer = true;
    a->request(QStringLiteral("plan"), yaml);
    QVERIFY(response.wait(5000));
    QVERIFY(response.takeFirst().first().toBool());
    QFile file(kept);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), yaml);
    QCOMPARE(int(file.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup)), 0);
    QCOMPARE(m_asked.last().kind, peers::PeerQuestion::Kind::Plan);
    QCOMPARE(m_asked.last().detail, yaml);

    // An SSH key: added (limited to A's address, tagged with A's id), the host key and user
    // sent back.
    const QString key = QStringLiteral(
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ6jugKEIJHF/JTAwJY6CKoxFgTqFPwhW3PSeSEdDcR2 "
        "a@spark-a");
    a->request(QStringLiteral("ssh-key"), key);
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

    // A test server is not offered unless the node says how.
    a->request(QStringLiteral("test-server"), QStringLiteral("tcp 5"));
    QVERIFY(response.wait(5000));
    QVERIFY(!response.first().first().toBool());
}

QTEST_GUILESS_MAIN(TestPeerResponder)
#include "tst_peerresponder.moc"
