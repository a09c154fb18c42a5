// Pairing and the paired channel on the namespace testbed (two Sparks on port 1). Spark B
// runs `sparkwirectl agent` as its own user with its own home; Spark A runs `sparkwirectl
// pair`, or this process moves into A's namespace to play a client or a man-in-the-middle.
// The test reads the codes both sides show and answers for both people.
#include "../common/NetnsScope.h"
#include "../common/TestUsers.h"
#include "../common/TestbedProcesses.h"
#include "discovery/NodeIdentity.h"
#include "netplan/NetplanPolicy.h"
#include "peers/PairingCode.h"
#include "peers/PeerConnection.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace sparkwire;

namespace {
const QString kPrefix = QStringLiteral("swpair");
const QString kTree = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
constexpr uint kUidA = 61301;
constexpr uint kUidB = 61302;

bool testbed(const QStringList &args)
{
    return TestbedProcesses::testbed(QStringLiteral(SPARKWIRE_TESTBED), args);
}

QProcess *sparkwirectl(const QString &letter, uint uid, const QString &home,
                       const QStringList &args)
{
    return TestbedProcesses::sparkwirectl(kPrefix, letter, uid, home,
                                          QStringLiteral(SPARKWIRE_BIN_DIR), kTree, args);
}

using TestbedProcesses::answer;
using TestbedProcesses::waitFor;

peers::LocalNode localNode(const QString &stateDir, const QString &hostname)
{
    const auto identity = discovery::NodeIdentity::loadOrCreate(stateDir, hostname);
    peers::LocalNode node;
    if (!identity) {
        qWarning("%s", qPrintable(identity.errorMessage()));
        return node;
    }
    node.id = identity->id();
    node.hostname = hostname;
    node.certificate = QSslCertificate(identity->certificatePem());
    node.privateKey = QSslKey(identity->privateKeyPem(), QSsl::Ec);
    node.stateDir = stateDir;
    return node;
}

// An active man-in-the-middle: terminates TLS with each victim under its own keys and
// rewrites each hello so the id matches the key it shows (or the victims would notice).
// Relay: passes the pairing messages through. Smart: runs the commit/reveal himself towards
// A (his own nonce, a commitment that checks out), the best any attacker can do.
class Interceptor : public QTcpServer
{
public:
    enum class Mode
    {
        Relay,
        Smart
    };
    Interceptor(Mode mode, peers::LocalNode towardsA, peers::LocalNode towardsB, QString target)
        : m_mode(mode)
        , m_towardsA(std::move(towardsA))
        , m_towardsB(std::move(towardsB))
        , m_target(std::move(target))
    {}

protected:
    void incomingConnection(qintptr descriptor) override
    {
        using Type = peers::PeerMessage::Type;
        auto *fromA = new QSslSocket(this);
        fromA->setSslConfiguration(peers::PeerConnection::tlsConfiguration(m_towardsA));
        fromA->setSocketDescriptor(descriptor);
        fromA->startServerEncryption();
        auto *toB = new QSslSocket(this);
        toB->setSslConfiguration(peers::PeerConnection::tlsConfiguration(m_towardsB));
        toB->connectToHostEncrypted(m_target, peers::PeerConnection::kPort);
        auto readerA = std::make_shared<peers::FrameReader>();
        auto readerB = std::make_shared<peers::FrameReader>();
        auto myNonce = std::make_shared<QByteArray>(peers::PairingCode::randomNonce());
        const auto fingerprint = [](const QSslCertificate &c) {
            return QCryptographicHash::hash(c.publicKey().toDer(), QCryptographicHash::Sha256);
        };
        auto fromAToB = [=] {
            if (!toB->isEncrypted())
                return; // relayed once B's side is up
            readerA->append(fromA->readAll());
            while (std::optional<peers::PeerMessage> m = readerA->next()) {
                if (m->type == Type::Hello)
                    m->id = m_towardsB.id;
                toB->write(m->frame());
                if (m_mode == Mode::Smart && m->type == Type::PairStart) {
                    peers::PeerMessage commit;
                    commit.type = Type::PairCommit;
                    commit.bytes = peers::PairingCode::commitment(
                        fingerprint(m_towardsA.certificate), fingerprint(fromA->peerCertificate()),
                        *myNonce);
                    fromA->write(commit.frame());
                }
            }
        };
        connect(fromA, &QSslSocket::readyRead, this, fromAToB);
        connect(toB, &QSslSocket::encrypted, this, fromAToB);
        connect(toB, &QSslSocket::readyRead, this, [=] {
            readerB->append(toB->readAll());
            while (std::optional<peers::PeerMessage> m = readerB->next()) {
                if (m->type == Type::Hello)
                    m->id = m_towardsA.id;
                if (m_mode == Mode::Smart && m->type == Type::PairCommit)
                    continue; // A already has Mallory's own commitment
                if (m_mode == Mode::Smart && m->type == Type::PairReveal)
                    m->bytes = *myNonce;
                fromA->write(m->frame());
            }
        });
    }

private:
    Mode m_mode;
    peers::LocalNode m_towardsA;
    peers::LocalNode m_towardsB;
    QString m_target;
};

// Mallory between A and B, and A (a fresh identity, tricked into connecting to Mallory, say
// by a forged beacon address) starting to pair. A's spies are set before anything happens.
struct AttackedPairing
{
    AttackedPairing(Interceptor::Mode mode, quint16 port, const QString &bAddress)
        : mallory(mode, localNode(m1.path(), QStringLiteral("spark-b")),
                  localNode(m2.path(), QStringLiteral("spark-a")), bAddress)
    {
        listening = mallory.listen(QHostAddress::LocalHostIPv6, port);
        a = peers::PeerConnection::connectTo(QStringLiteral("::1"), port,
                                             localNode(victim.path(), QStringLiteral("spark-a")));
        QObject::connect(a, &peers::PeerConnection::ready, a, &peers::PeerConnection::startPairing);
    }
    ~AttackedPairing() { delete a; }

    QTemporaryDir m1, m2, victim;
    Interceptor mallory;
    peers::PeerConnection *a = nullptr;
    bool listening = false;
};
} // namespace

class TestPairingTestbed : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void unpairedClientIsRefused();
    void managementLanIsNotServed();
    void pairingIsRefusedUnlessArmed();
    void pairsEndToEnd();
    void pairedClientIsServed();
    void relayingManInTheMiddleIsCaught();
    void manInTheMiddleMakesTheCodesDiffer();
    void sshKeyNeedsConsent();
    void planIsCheckedAndNeedsConsent();

private:
    QString bAddress();
    void armB();
    QString home(const QString &letter) const { return m_dir.path() + QLatin1Char('/') + letter; }

    QTemporaryDir m_dir;
    QProcess *m_agentB = nullptr;
    QByteArray m_agentOutput;
    QString m_bAddress;
};

void TestPairingTestbed::initTestCase()
{
    QVERIFY(::geteuid() == 0); // private-mounts.sh skips before this when not root
    testbed({QStringLiteral("down"), kPrefix});
    QVERIFY(testbed({QStringLiteral("up"), QStringLiteral("two-node-p1"), kPrefix}));
    QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                            QFileDevice::ExeOther);
    QList<TestUsers::User> users;
    for (const auto &[letter, uid] :
         {std::pair{QStringLiteral("a"), kUidA}, {QStringLiteral("b"), kUidB}}) {
        QVERIFY(QDir().mkpath(home(letter)));
        QVERIFY(::chown(QFile::encodeName(home(letter)).constData(), uid, uid) == 0);
        users << TestUsers::User{QStringLiteral("sparkwire-") + letter, uid, home(letter)};
    }
    // B's agent finds its home in the password database (getpwuid), as ssh does.
    QString error;
    QVERIFY2(TestUsers::install(m_dir.path(), users, &error), qPrintable(error));
    m_agentB = sparkwirectl(QStringLiteral("b"), kUidB, home(QStringLiteral("b")),
                            {QStringLiteral("agent")});
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("is beaconing")).isEmpty());
}

void TestPairingTestbed::armB()
{
    const qsizetype mark = m_agentOutput.size();
    answer(m_agentB, "pair\n"); // B's person expects a pairing request now
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("Accepting one pairing request"), mark)
                 .isEmpty());
}

void TestPairingTestbed::cleanupTestCase()
{
    QProcess::execute(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("del"),
                                             kPrefix + QStringLiteral("-lan")});
    if (m_agentB) {
        m_agentB->kill();
        m_agentB->waitForFinished();
        delete m_agentB;
    }
    testbed({QStringLiteral("down"), kPrefix});
}

QString TestPairingTestbed::bAddress()
{
    // B's link-local address on the cable, as A sees it.
    if (m_bAddress.isEmpty()) {
        QProcess ip;
        ip.start(QStringLiteral("ip"),
                 {QStringLiteral("-n"), kPrefix + QStringLiteral("-b"), QStringLiteral("-6"),
                  QStringLiteral("-o"), QStringLiteral("addr"), QStringLiteral("show"),
                  QStringLiteral("dev"), QStringLiteral("enp1s0f1np1"), QStringLiteral("scope"),
                  QStringLiteral("link")});
        ip.waitForFinished();
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("inet6 (fe80::[0-9a-f:]+)/"))
                .match(QString::fromUtf8(ip.readAll()));
        m_bAddress = m.captured(1) + QStringLiteral("%enp1s0f1np1");
    }
    return m_bAddress;
}

void TestPairingTestbed::unpairedClientIsRefused()
{
    NetnsScope inA(kPrefix + QStringLiteral("-a"));
    QVERIFY(inA.ok());
    QTemporaryDir stranger;
    auto *c = peers::PeerConnection::connectTo(
        bAddress(), peers::PeerConnection::kPort,
        localNode(stranger.path(), QStringLiteral("stranger")), this);
    QSignalSpy ready(c, &peers::PeerConnection::ready);
    QSignalSpy response(c, &peers::PeerConnection::response);
    QVERIFY(ready.wait(5000));
    QCOMPARE(c->claimedHostname(), QStringLiteral("spark-b"));
    QVERIFY(!c->peerIsPaired());
    c->request(peers::RequestKind::Inventory);
    QVERIFY(response.wait(5000));
    QCOMPARE(response.first().at(0).toBool(), false);
    QVERIFY(response.first().at(1).toString().startsWith(QStringLiteral("not paired")));
    delete c;
}

void TestPairingTestbed::managementLanIsNotServed()
{
    // B gets a fabric address and a management port (enP7s7) on a LAN whose host routes the
    // fabric subnet through B's management address: its SYN reaches B's CX-7 address through
    // the wrong interface. Only what arrives on a CX-7 netdev may reach the peer port.
    const QString b = kPrefix + QStringLiteral("-b");
    const QString lan = kPrefix + QStringLiteral("-lan");
    const auto ip = [](const QStringList &args) {
        return QProcess::execute(QStringLiteral("ip"), args) == 0;
    };
    ip({QStringLiteral("netns"), QStringLiteral("del"), lan});
    QVERIFY(ip({QStringLiteral("netns"), QStringLiteral("add"), lan}));
    QVERIFY(ip({QStringLiteral("link"), QStringLiteral("add"), QStringLiteral("swlan0"),
                QStringLiteral("netns"), lan, QStringLiteral("type"), QStringLiteral("veth"),
                QStringLiteral("peer"), QStringLiteral("name"), QStringLiteral("swmgmt0"),
                QStringLiteral("netns"), b}));
    QVERIFY(ip({QStringLiteral("-n"), b, QStringLiteral("link"), QStringLiteral("set"),
                QStringLiteral("swmgmt0"), QStringLiteral("name"), QStringLiteral("enP7s7"),
                QStringLiteral("up")}));
    QVERIFY(ip({QStringLiteral("-n"), b, QStringLiteral("addr"), QStringLiteral("add"),
                QStringLiteral("10.99.0.1/24"), QStringLiteral("dev"), QStringLiteral("enP7s7")}));
    QVERIFY(ip({QStringLiteral("-n"), b, QStringLiteral("addr"), QStringLiteral("add"),
                QStringLiteral("192.168.177.2/24"), QStringLiteral("dev"),
                QStringLiteral("enp1s0f1np1")}));
    QVERIFY(ip({QStringLiteral("-n"), kPrefix + QStringLiteral("-a"), QStringLiteral("addr"),
                QStringLiteral("add"), QStringLiteral("192.168.177.1/24"), QStringLiteral("dev"),
                QStringLiteral("enp1s0f1np1")}));
    QVERIFY(ip({QStringLiteral("-n"), lan, QStringLiteral("link"), QStringLiteral("set"),
                QStringLiteral("lo"), QStringLiteral("up")}));
    QVERIFY(ip({QStringLiteral("-n"), lan, QStringLiteral("link"), QStringLiteral("set"),
                QStringLiteral("swlan0"), QStringLiteral("up")}));
    QVERIFY(ip({QStringLiteral("-n"), lan, QStringLiteral("addr"), QStringLiteral("add"),
                QStringLiteral("10.99.0.2/24"), QStringLiteral("dev"), QStringLiteral("swlan0")}));
    QVERIFY(ip({QStringLiteral("-n"), lan, QStringLiteral("route"), QStringLiteral("add"),
                QStringLiteral("192.168.177.0/24"), QStringLiteral("via"),
                QStringLiteral("10.99.0.1")}));
    const auto tryConnect = [](const QString &ns) {
        NetnsScope in(ns);
        QTcpSocket socket;
        socket.connectToHost(QStringLiteral("192.168.177.2"), peers::PeerConnection::kPort);
        const bool connected = socket.waitForConnected(3000);
        return connected ? QStringLiteral("connected") : socket.errorString();
    };
    // The LAN host reaches B's management address (the route is real)...
    {
        NetnsScope in(lan);
        QVERIFY(in.ok());
        QCOMPARE(
            QProcess::execute(QStringLiteral("ping"), {QStringLiteral("-c1"), QStringLiteral("-W2"),
                                                       QStringLiteral("192.168.177.2")}),
            0);
    }
    // ...but the peer port refuses it, while A on the cable gets through to the same address.
    const QString fromLan = tryConnect(lan);
    QVERIFY2(fromLan.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(fromLan));
    QCOMPARE(tryConnect(kPrefix + QStringLiteral("-a")), QStringLiteral("connected"));
    QVERIFY(!m_agentOutput.contains("Pairing request"));
}

void TestPairingTestbed::pairingIsRefusedUnlessArmed()
{
    const qsizetype mark = m_agentOutput.size();
    std::unique_ptr<QProcess> pair(
        sparkwirectl(QStringLiteral("a"), kUidA, home(QStringLiteral("a")),
                     {QStringLiteral("pair"), QStringLiteral("spark-b")}));
    QVERIFY(pair->waitForFinished(15000));
    const QByteArray output = pair->readAll();
    QCOMPARE(pair->exitCode(), 1);
    QVERIFY2(output.contains("does not accept pairing now") &&
                 output.contains("Accept a pairing request"),
             output.constData());
    QTest::qWait(200);
    m_agentOutput += m_agentB->readAll();
    QVERIFY2(!m_agentOutput.mid(mark).contains("Pairing request"),
             m_agentOutput.mid(mark).constData());
    QVERIFY(!QFile::exists(home(QStringLiteral("b")) + QStringLiteral("/state/paired-peers.json")));
}

void TestPairingTestbed::pairsEndToEnd()
{
    armB();
    const qsizetype mark = m_agentOutput.size();
    std::unique_ptr<QProcess> pair(
        sparkwirectl(QStringLiteral("a"), kUidA, home(QStringLiteral("a")),
                     {QStringLiteral("pair"), QStringLiteral("spark-b")}));
    QByteArray pairOutput;
    const QString codeA = waitFor(pair.get(), pairOutput, QStringLiteral("Code: (\\d{6})"));
    const QString codeB =
        waitFor(m_agentB, m_agentOutput,
                QStringLiteral("calls itself spark-a\\nkey: [0-9a-f ]{79}\\nCode: (\\d{6})"), mark);
    QVERIFY(!codeA.isEmpty());
    qInfo("codes: A shows %s, B shows %s", qPrintable(codeA), qPrintable(codeB));
    QCOMPARE(codeA, codeB);  // the person compares them...
    answer(m_agentB, "y\n"); // ...and says yes on both
    answer(pair.get(), "y\n");
    QVERIFY(pair->waitForFinished(10000));
    pairOutput += pair->readAll();
    QVERIFY2(pair->exitCode() == 0, pairOutput.constData());
    QVERIFY(pairOutput.contains("Paired with spark-b"));
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("Paired with spark-a \\(key"), mark)
                 .isEmpty());

    QFile a(home(QStringLiteral("a")) + QStringLiteral("/state/paired-peers.json"));
    QFile b(home(QStringLiteral("b")) + QStringLiteral("/state/paired-peers.json"));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QVERIFY(a.readAll().contains("\"spark-b\""));
    QVERIFY(b.readAll().contains("\"spark-a\""));

    // Discovery now shows B as paired.
    std::unique_ptr<QProcess> discover(
        sparkwirectl(QStringLiteral("a"), kUidA, home(QStringLiteral("a")),
                     {QStringLiteral("discover"), QStringLiteral("--json"),
                      QStringLiteral("--timeout"), QStringLiteral("1")}));
    QVERIFY(discover->waitForFinished(10000));
    const QByteArray json = discover->readAll();
    QVERIFY2(json.contains("\"hostname\": \"spark-b\"") && json.contains("\"paired\": true"),
             json.constData());

    // Pairing again finds the pairing.
    std::unique_ptr<QProcess> again(
        sparkwirectl(QStringLiteral("a"), kUidA, home(QStringLiteral("a")),
                     {QStringLiteral("pair"), QStringLiteral("spark-b")}));
    QVERIFY(again->waitForFinished(10000));
    QVERIFY(again->readAll().contains("Already paired with spark-b"));
}

void TestPairingTestbed::pairedClientIsServed()
{
    NetnsScope inA(kPrefix + QStringLiteral("-a"));
    QVERIFY(inA.ok());
    // A's own identity (this test reads A's state as root): the key B paired with.
    auto *c = peers::PeerConnection::connectTo(
        bAddress(), peers::PeerConnection::kPort,
        localNode(home(QStringLiteral("a")) + QStringLiteral("/state"), QStringLiteral("spark-a")),
        this);
    QSignalSpy ready(c, &peers::PeerConnection::ready);
    QSignalSpy response(c, &peers::PeerConnection::response);
    QVERIFY(ready.wait(5000));
    QVERIFY(c->peerIsPaired());
    c->request(peers::RequestKind::Inventory);
    QVERIFY(response.wait(5000));
    QVERIFY(response.first().at(0).toBool());
    QVERIFY(response.first().at(1).toString().contains(QStringLiteral("\"v2_ipv4_gid_index\"")));
    delete c;
}

void TestPairingTestbed::relayingManInTheMiddleIsCaught()
{
    NetnsScope inA(kPrefix + QStringLiteral("-a"));
    QVERIFY(inA.ok());
    armB();
    const qsizetype mark = m_agentOutput.size();
    AttackedPairing attack(Interceptor::Mode::Relay, 47398, bAddress());
    QVERIFY(attack.listening);
    QSignalSpy failed(attack.a, &peers::PeerConnection::failed);
    QSignalSpy code(attack.a, &peers::PeerConnection::pairingCode);
    QVERIFY(failed.wait(8000));
    // B committed to the keys *it* saw; A sees other keys, so the commitment does not check.
    const Error mismatch = failed.first().first().value<Error>();
    QVERIFY2(mismatch.message.contains(QStringLiteral("does not match its commitment")),
             qPrintable(mismatch.message));
    QCOMPARE(mismatch.code, ErrorCode::Protocol);
    QVERIFY(code.isEmpty());
    QVERIFY(!waitFor(m_agentB, m_agentOutput,
                     QStringLiteral("calls itself spark-a\\nkey: [^\\n]*\\nCode: \\d{6}"), mark)
                 .isEmpty());
    // Mallory still holds B's side: B's person answers the question on the screen, and no.
    answer(m_agentB, "n\n");
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("Not paired with spark-a"), mark)
                 .isEmpty());
    QVERIFY(!QFile::exists(attack.victim.path() + QStringLiteral("/paired-peers.json")));
}

void TestPairingTestbed::manInTheMiddleMakesTheCodesDiffer()
{
    NetnsScope inA(kPrefix + QStringLiteral("-a"));
    QVERIFY(inA.ok());
    armB();
    const qsizetype mark = m_agentOutput.size();
    AttackedPairing attack(Interceptor::Mode::Smart, 47399, bAddress());
    QVERIFY(attack.listening);
    QSignalSpy code(attack.a, &peers::PeerConnection::pairingCode);
    QSignalSpy failedPairing(attack.a, &peers::PeerConnection::pairingFailed);
    QVERIFY(code.wait(8000));
    const QString codeA = code.first().first().toString();
    const QString codeB =
        waitFor(m_agentB, m_agentOutput,
                QStringLiteral("calls itself spark-a\\nkey: [^\\n]*\\nCode: (\\d{6})"), mark);
    qInfo("through the man in the middle: A shows %s, B shows %s", qPrintable(codeA),
          qPrintable(codeB));
    QVERIFY(!codeB.isEmpty());
    QVERIFY(codeA != codeB); // different codes: both people say no
    answer(m_agentB, "n\n");
    attack.a->confirmPairing(false);
    QVERIFY(failedPairing.wait(5000) || !failedPairing.isEmpty());
    QCOMPARE(failedPairing.first().first().value<Error>().code, ErrorCode::Refused);
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("Not paired with spark-a"), mark)
                 .isEmpty());
    QFile b(home(QStringLiteral("b")) + QStringLiteral("/state/paired-peers.json"));
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll().count("\"id\""), 1); // still only the real A
    QVERIFY(!QFile::exists(attack.victim.path() + QStringLiteral("/paired-peers.json")));
}

void TestPairingTestbed::sshKeyNeedsConsent()
{
    // A key is limited to the IPv4 address its request comes from: IPv4 on the cable for this
    // test (inside the namespaces), removed again afterwards.
    const auto address = [](const char *verb) {
        return QProcess::execute(QStringLiteral("ip"),
                                 {QStringLiteral("-n"), kPrefix + QStringLiteral("-a"),
                                  QStringLiteral("addr"), QString::fromLatin1(verb),
                                  QStringLiteral("10.77.0.1/24"), QStringLiteral("dev"),
                                  QStringLiteral("enp1s0f1np1")}) == 0 &&
               QProcess::execute(QStringLiteral("ip"),
                                 {QStringLiteral("-n"), kPrefix + QStringLiteral("-b"),
                                  QStringLiteral("addr"), QString::fromLatin1(verb),
                                  QStringLiteral("10.77.0.2/24"), QStringLiteral("dev"),
                                  QStringLiteral("enp1s0f1np1")}) == 0;
    };
    QVERIFY(address("add"));
    const auto removeAddresses = qScopeGuard([&] { address("del"); });
    NetnsScope inA(kPrefix + QStringLiteral("-a"));
    QVERIFY(inA.ok());
    const QString key = QStringLiteral(
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ6jugKEIJHF/JTAwJY6CKoxFgTqFPwhW3PSeSEdDcR2 "
        "spark-a");
    const peers::LocalNode a =
        localNode(home(QStringLiteral("a")) + QStringLiteral("/state"), QStringLiteral("spark-a"));
    // B's agent serves the new address once its inventory has seen it.
    peers::PeerConnection *c = nullptr;
    QVERIFY(QTest::qWaitFor(
        [&] {
            delete c;
            c = peers::PeerConnection::connectTo(QStringLiteral("10.77.0.2"),
                                                 peers::PeerConnection::kPort, a, this);
            QSignalSpy ready(c, &peers::PeerConnection::ready);
            return ready.wait(1000);
        },
        10000));
    QSignalSpy response(c, &peers::PeerConnection::response);
    const qsizetype mark = m_agentOutput.size();
    c->request(peers::RequestKind::SshKey, key);
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("~/.ssh/authorized_keys\\?"), mark)
                 .isEmpty());
    answer(m_agentB, "n\n"); // B's person says no first
    QVERIFY(response.wait(5000));
    QCOMPARE(response.takeFirst().at(0).toBool(), false);
    QVERIFY(!QFile::exists(home(QStringLiteral("b")) + QStringLiteral("/.ssh/authorized_keys")));

    const qsizetype again = m_agentOutput.size();
    c->request(peers::RequestKind::SshKey, key);
    // Answered once shown: a line typed before the question is not an answer to it.
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("~/.ssh/authorized_keys\\?"), again)
                 .isEmpty());
    answer(m_agentB, "y\n");
    QVERIFY(response.wait(5000));
    QVERIFY(response.first().at(0).toBool());
    QVERIFY(response.first().at(1).toString().contains(QStringLiteral("\"user\"")));
    QFile keys(home(QStringLiteral("b")) + QStringLiteral("/.ssh/authorized_keys"));
    QVERIFY(keys.open(QIODevice::ReadOnly));
    QCOMPARE(keys.readAll(), "from=\"10.77.0.1\",no-port-forwarding,no-agent-forwarding,"
                             "no-X11-forwarding " +
                                 key.section(QLatin1Char(' '), 0, 1).toUtf8() +
                                 " sparkwire-peer:" + a.id.toUtf8() + '\n');
    QCOMPARE(int(keys.permissions() &
                 (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup)),
             0);
    delete c;
}

void TestPairingTestbed::planIsCheckedAndNeedsConsent()
{
    const QString kept =
        home(QStringLiteral("b")) + QStringLiteral("/state/proposals/from-spark-a-40-cx7.yaml");
    const QByteArray plan = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                            "      dhcp4: false\n      mtu: 9000\n"
                            "      addresses: [192.168.100.2/24]\n";
    {
        NetnsScope inA(kPrefix + QStringLiteral("-a"));
        QVERIFY(inA.ok());
        auto *c = peers::PeerConnection::connectTo(
            bAddress(), peers::PeerConnection::kPort,
            localNode(home(QStringLiteral("a")) + QStringLiteral("/state"),
                      QStringLiteral("spark-a")),
            this);
        QSignalSpy ready(c, &peers::PeerConnection::ready);
        QSignalSpy response(c, &peers::PeerConnection::response);
        QVERIFY(ready.wait(5000));
        // A plan for a netdev that is not B's CX-7 is refused before B's person is asked.
        const qsizetype mark = m_agentOutput.size();
        c->request(peers::RequestKind::Plan,
                   QStringLiteral("network:\n  version: 2\n  ethernets:\n    enP7s7:\n"
                                  "      dhcp4: true\n"));
        QVERIFY(response.wait(5000));
        QCOMPARE(response.first().at(0).toBool(), false);
        QVERIFY2(response.first().at(1).toString().contains(QStringLiteral("enP7s7")),
                 qPrintable(response.first().at(1).toString()));
        response.clear();
        QVERIFY(!m_agentOutput.mid(mark).contains("Keep it"));
        // A good plan, declined by B's person: nothing kept.
        c->request(peers::RequestKind::Plan, QString::fromUtf8(plan));
        QVERIFY(
            !waitFor(m_agentB, m_agentOutput, QStringLiteral("Keep it[^\n]*\\?"), mark).isEmpty());
        answer(m_agentB, "n\n");
        QVERIFY(response.wait(5000));
        QCOMPARE(response.first().at(0).toBool(), false);
        QVERIFY(!QFile::exists(kept));
        delete c;
    }
    // Accepted through `sparkwirectl propose`: B keeps exactly what A sent, 0600.
    QFile file(home(QStringLiteral("a")) + QStringLiteral("/b.yaml"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(plan);
    file.close();
    QVERIFY(::chown(QFile::encodeName(file.fileName()).constData(), kUidA, kUidA) == 0);
    const qsizetype mark = m_agentOutput.size();
    std::unique_ptr<QProcess> propose(
        sparkwirectl(QStringLiteral("a"), kUidA, home(QStringLiteral("a")),
                     {QStringLiteral("propose"), QStringLiteral("spark-b"),
                      QStringLiteral("--netplan"), file.fileName()}));
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("Keep it[^\n]*\\?"), mark).isEmpty());
    answer(m_agentB, "y\n");
    QVERIFY(propose->waitForFinished(10000));
    const QByteArray output = propose->readAll();
    QVERIFY2(propose->exitCode() == 0, output.constData());
    QVERIFY(output.contains("kept on spark-b"));
    QFile keptFile(kept);
    QVERIFY(keptFile.open(QIODevice::ReadOnly));
    // What B keeps is the policy's re-emission of what A sent (one reading for every parser).
    const QByteArray canonical =
        netplan::NetplanPolicy({QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")})
            .review(plan)
            .canonical;
    QVERIFY(!canonical.isEmpty() && canonical.contains("192.168.100.2/24"));
    QCOMPARE(keptFile.readAll(), canonical);
    QCOMPARE(int(keptFile.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther)), 0);
    QVERIFY(!waitFor(m_agentB, m_agentOutput, QStringLiteral("sparkwirectl apply [^\n]+"), mark)
                 .isEmpty());
}

QTEST_GUILESS_MAIN(TestPairingTestbed)
#include "tst_pairing_testbed.moc"
