// SSH setup against a malicious paired peer, over real TLS on loopback: the peer answers the
// inventory and the key request with injection payloads, and the real setup code
// (NetworkPeerSession::setupSsh, then ssh's own `ssh -G`) shows that nothing but the intended
// host block ever reaches ~/.ssh.
#include "discovery/NodeIdentity.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PairedPeers.h"
#include "peers/PeerSession.h"

#include "PeerTestNode.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace sparkwire;

namespace {
constexpr char kHostKey[] =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ6jugKEIJHF/JTAwJY6CKoxFgTqFPwhW3PSeSEdDcR2";

peers::LocalNode node(const QString &dir, const QString &hostname, const QByteArray &inventory)
{
    peers::LocalNode local = testNode(dir, hostname);
    local.inventoryJson = [inventory] { return inventory; };
    return local;
}

QByteArray inventoryWith(const QStringList &ipv4)
{
    return QJsonDocument(QJsonObject{{QLatin1String("ports"),
                                      QJsonArray{QJsonObject{{QLatin1String("ipv4"),
                                                              QJsonArray::fromStringList(ipv4)}}}}})
        .toJson(QJsonDocument::Compact);
}

QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A paired peer that announces test servers, then ends the connection as an idle one.
class ServersThenIdle : public QTcpServer
{
public:
    explicit ServersThenIdle(peers::LocalNode local)
        : m_local(std::move(local))
    {}

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *c = peers::PeerConnection::accept(descriptor, m_local, this);
        QObject::connect(c, &peers::PeerConnection::requested, c,
                         [c](peers::RequestKind, const QString &) {
                             c->answer(true, QStringLiteral(R"([{"netdev":"enp1s0f1np1"}])"));
                             QTimer::singleShot(200, c, [c] { c->closeAfterWriting(); });
                         });
    }

private:
    peers::LocalNode m_local;
};

// A paired peer that lies: whatever inventory and key answer the test gives it.
class HostilePeer : public QTcpServer
{
public:
    HostilePeer(peers::LocalNode local, QByteArray keyAnswer)
        : m_local(std::move(local))
        , m_keyAnswer(std::move(keyAnswer))
    {}

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *c = peers::PeerConnection::accept(descriptor, m_local, this);
        QObject::connect(c, &peers::PeerConnection::requested, c,
                         [this, c](peers::RequestKind, const QString &) {
                             c->answer(true, QString::fromUtf8(m_keyAnswer));
                         });
    }

private:
    peers::LocalNode m_local;
    QByteArray m_keyAnswer;
};
} // namespace

class TestPeerSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hostileAnswersNeverReachSshConfig_data();
    void hostileAnswersNeverReachSshConfig();
    void testServersOutliveTheirConnection();
};

void TestPeerSession::hostileAnswersNeverReachSshConfig_data()
{
    QTest::addColumn<QString>("hello");         // the hostname the peer claims now
    QTest::addColumn<QStringList>("addresses"); // its inventory's fabric addresses
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("hostKey");
    QTest::addColumn<bool>("accepted");
    const QString key = QLatin1String(kHostKey);
    QTest::newRow("honest") << "spark-b" << QStringList{"192.168.177.2/24"} << "bob" << key << true;
    QTest::newRow("new name github.com") << "github.com" << QStringList{"192.168.177.2/24"} << "bob"
                                         << key << true; // still written as spark-b
    QTest::newRow("user with Match exec")
        << "spark-b" << QStringList{"192.168.177.2/24"}
        << "bob\nMatch exec \"touch /tmp/sparkwire-pwned\"" << key << false;
    QTest::newRow("host key with a second line")
        << "spark-b" << QStringList{"192.168.177.2/24"} << "bob"
        << key + QStringLiteral("\n* ") + key << false;
    QTest::newRow("address github.com")
        << "spark-b" << QStringList{"github.com/24"} << "bob" << key << false;
    QTest::newRow("address list") << "spark-b" << QStringList{"192.168.177.2,github.com/24"}
                                  << "bob" << key << false;
    QTest::newRow("address outside our subnets")
        << "spark-b" << QStringList{"10.1.2.3/24"} << "bob" << key << false;
}

void TestPeerSession::hostileAnswersNeverReachSshConfig()
{
    QFETCH(QString, hello);
    QFETCH(QStringList, addresses);
    QFETCH(QString, user);
    QFETCH(QString, hostKey);
    QFETCH(bool, accepted);
    QTemporaryDir dir;
    const QString home = dir.filePath(QStringLiteral("home-a"));
    QVERIFY(QDir().mkpath(home));
    QFile::setPermissions(home,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const peers::LocalNode a = node(dir.filePath(QStringLiteral("a")), QStringLiteral("spark-a"),
                                    inventoryWith({QStringLiteral("192.168.177.1/24")}));
    const peers::LocalNode b =
        node(dir.filePath(QStringLiteral("b")), hello, inventoryWith(addresses));
    // Paired both ways, B as "spark-b" (what A's person approved).
    QCOMPARE(
        peers::PairedPeers(a.stateDir).add({b.id, QStringLiteral("spark-b"), {}}).errorMessage(),
        QString());
    QCOMPARE(
        peers::PairedPeers(b.stateDir).add({a.id, QStringLiteral("spark-a"), {}}).errorMessage(),
        QString());
    HostilePeer peer(b, QJsonDocument(QJsonObject{{QLatin1String("user"), user},
                                                  {QLatin1String("host_key"), hostKey}})
                            .toJson(QJsonDocument::Compact));
    QVERIFY(peer.listen(QHostAddress::LocalHost));

    peers::NetworkPeerSession session(a, home);
    QSignalSpy ready(&session, &peers::PeerSession::sshReady);
    QSignalSpy failed(&session, &peers::PeerSession::sshFailed);
    // The session talks to port 47312; the test's peer listens elsewhere: a target by id,
    // through the same code, at the test's port.
    session.setPort(peer.serverPort());
    session.setupSsh({QStringLiteral("127.0.0.1"), b.id});
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 20000);
    const QString config = home + QStringLiteral("/.ssh/config");
    const QByteArray written = slurp(config);
    if (!accepted) {
        QVERIFY2(!failed.isEmpty(), qPrintable(QString::fromUtf8(written)));
        QVERIFY(written.isEmpty());
        QVERIFY(slurp(home + QStringLiteral("/.ssh/known_hosts")).isEmpty());
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/sparkwire-pwned")));
        return;
    }
    QVERIFY2(!ready.isEmpty(),
             failed.isEmpty() ? "" : qPrintable(failed.first().first().value<Error>().message));
    QCOMPARE(ready.first().first().toString(), QStringLiteral("sparkwire-spark-b"));
    QVERIFY(!written.contains("github"));
    // ssh's own reading: the alias is the only host with our settings.
    const auto sshG = [&](const QString &host) {
        QProcess ssh;
        ssh.start(QStringLiteral("ssh"),
                  {QStringLiteral("-G"), QStringLiteral("-F"), config, host});
        ssh.waitForFinished(10000);
        return QString::fromUtf8(ssh.readAllStandardOutput());
    };
    const QString alias = sshG(QStringLiteral("sparkwire-spark-b"));
    QVERIFY2(alias.contains(QStringLiteral("\nhostname 192.168.177.2\n")) &&
                 alias.contains(QStringLiteral("\nuser bob\n")),
             qPrintable(alias));
    const QString other = sshG(QStringLiteral("github.com"));
    QVERIFY2(other.contains(QStringLiteral("\nhostname github.com\n")) &&
                 !other.contains(QStringLiteral("192.168.177.2")) &&
                 !other.contains(QStringLiteral("\nuser bob\n")),
             qPrintable(other));
}

void TestPeerSession::testServersOutliveTheirConnection()
{
    // The peer's answering side ends an idle connection after 10 s: a test longer than that
    // must not fail on it once the servers were announced.
    QTemporaryDir dir;
    const peers::LocalNode a =
        node(dir.filePath(QStringLiteral("a")), QStringLiteral("spark-a"), {});
    const peers::LocalNode b =
        node(dir.filePath(QStringLiteral("b")), QStringLiteral("spark-b"), {});
    QVERIFY(peers::PairedPeers(a.stateDir).add({b.id, QStringLiteral("spark-b"), {}}));
    QVERIFY(peers::PairedPeers(b.stateDir).add({a.id, QStringLiteral("spark-a"), {}}));
    ServersThenIdle peer(b);
    QVERIFY(peer.listen(QHostAddress::LocalHost));
    peers::NetworkPeerSession session(a, dir.filePath(QStringLiteral("home-a")));
    QSignalSpy ready(&session, &peers::PeerSession::testServersReady);
    QSignalSpy failed(&session, &peers::PeerSession::testServersFailed);
    session.setPort(peer.serverPort());
    session.requestTestServers({QStringLiteral("127.0.0.1"), b.id}, QStringLiteral("rdma"), 20);
    QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 20000);
    QTest::qWait(1000); // the peer has closed the connection by now
    QVERIFY2(failed.isEmpty(),
             failed.isEmpty() ? "" : qPrintable(failed.first().first().value<Error>().message));
}

QTEST_GUILESS_MAIN(TestPeerSession)
#include "tst_peersession.moc"
