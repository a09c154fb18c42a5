#include "ResponderFixture.h"

#include "PeerTestNode.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace sparkwire;

void ResponderFixture::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_asked.clear();
    m_deferred.clear();
    m_withdrawn.clear();
    m_notices.clear();
    m_answer = true;
    m_defer = false;
    m_netdevs = {QStringLiteral("lo"), QStringLiteral("enp1s0f1np1"),
                 QStringLiteral("enP2p1s0f1np1")};
    m_neighbours = nullptr;
    m_relayPort = 0;
    start();
}

void ResponderFixture::start(const peers::PeerServer::Limits &limits,
                             const peers::PeerConnection::Timeouts &timeouts)
{
    m_b.reset();
    QFile hostKey(m_dir->filePath(QStringLiteral("host.pub")));
    QVERIFY(hostKey.open(QIODevice::WriteOnly));
    hostKey.write("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostKeyOfSparkB host\n");
    hostKey.close();
    peers::PeerResponder::Options options;
    options.local = testNode(m_dir->filePath(QStringLiteral("b")), QStringLiteral("spark-b"));
    options.homeDir = m_dir->filePath(QStringLiteral("home-b"));
    QVERIFY(QDir().mkpath(options.homeDir));
    options.hostKeyFile = hostKey.fileName();
    options.cx7Netdevs = [this] { return m_netdevs; };
    options.limits = limits;
    options.timeouts = timeouts;
    if (m_neighbours) {
        options.neighbourAddresses = m_neighbours;
        options.relayTargetPort = m_relayPort;
    }
    m_b = std::make_unique<peers::PeerResponder>(
        options, [this](const peers::PeerQuestion &q, peers::PeerResponder::Answer answer) {
            m_asked << q;
            if (m_defer)
                m_deferred << answer;
            else
                answer(m_answer);
        });
    connect(m_b.get(), &peers::PeerResponder::notice, this,
            [this](const QString &text) { m_notices << text; });
    connect(m_b.get(), &peers::PeerResponder::withdrawn, this,
            [this](quint64 id) { m_withdrawn << id; });
    const Status listening = m_b->listen(0);
    QVERIFY2(listening, qPrintable(listening.errorMessage()));
    QCOMPARE(m_b->server()->listeningOn(),
             QStringList{QStringLiteral("lo")}); // the others: no such netdev here
    m_b->armPairing(60);
}

void ResponderFixture::cleanup()
{
    m_b.reset();
    m_dir.reset();
}

peers::PeerConnection *ResponderFixture::connectA(const QString &hostname)
{
    return peers::PeerConnection::connectTo(
        QStringLiteral("127.0.0.1"), m_b->port(),
        testNode(m_dir->filePath(QStringLiteral("a")), hostname), this);
}

bool ResponderFixture::pair()
{
    return pairOverLoopback(
        testNode(m_dir->filePath(QStringLiteral("a")), QStringLiteral("spark-a")), m_b->port(),
        m_dir->filePath(QStringLiteral("b")));
}

std::unique_ptr<peers::PeerConnection> ResponderFixture::pairedConnection()
{
    if (!pair())
        return nullptr;
    m_asked.clear();
    std::unique_ptr<peers::PeerConnection> a(connectA());
    QSignalSpy ready(a.get(), &peers::PeerConnection::ready);
    return ready.wait(5000) ? std::move(a) : nullptr;
}
