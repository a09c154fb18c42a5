#pragma once

// Two nodes on loopback for the cluster protocol tests: a seat (spark-a) and a member
// (spark-b) with real identities, paired both ways, the member answering on real TLS through
// a PeerResponder whose cluster hook is a MemberService over a fake helper and fake checks.
#include "FakeLinkChecker.h"
#include "FakeMemberHelper.h"

#include "../peers/PeerTestNode.h"

#include "cluster/MemberService.h"
#include "peers/PairedPeers.h"
#include "peers/PeerResponder.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace bed {

using namespace sparkwire;

inline const QString kPlan = QStringLiteral("network:\n  version: 2\n  ethernets:\n"
                                            "    enp1s0f1np1:\n      mtu: 9000\n"
                                            "      addresses: [192.168.177.12/24]\n");

inline hw::HostInventory memberInventory()
{
    hw::HostInventory inventory;
    inventory.hostname = QStringLiteral("spark-b");
    for (int half : {0, 1}) {
        hw::Cx7Port port;
        port.netdev = half == 0 ? QStringLiteral("enp1s0f1np1") : QStringLiteral("enP2p1s0f1np1");
        port.port = 1;
        port.half = half;
        port.link.carrier = true;
        port.link.mtu = 9000;
        port.link.ipv4 = {QStringLiteral("192.168.177.%1/24").arg(12 + half * 100)};
        inventory.ports << port;
    }
    return inventory;
}

// The answer to one request on a fresh connection, as the seat's side sees it.
struct Answer
{
    bool received = false;
    bool ok = false;
    QString text;
};

class MemberBed
{
public:
    QTemporaryDir dir;
    peers::LocalNode seat;
    peers::LocalNode member;
    FakeMemberHelper helper;
    QSet<QString> failingTwins;
    QList<bench::TwinCheckTarget> checksStarted;
    std::unique_ptr<cluster::MemberService> service;
    std::unique_ptr<peers::PeerResponder> responder;
    QList<peers::PeerQuestion> asked;
    bool answer = true;
    bool deferAnswers = false;
    QList<peers::PeerResponder::Answer> deferred;
    QStringList notices;
    QString netplanRoot;
    QString homeDir; // the member's ~ for SshRepoint; empty: SSH files left alone

    MemberBed()
    {
        seat = testNode(dir.filePath(QStringLiteral("a")), QStringLiteral("spark-a"));
        member = testNode(dir.filePath(QStringLiteral("b")), QStringLiteral("spark-b"));
        netplanRoot = dir.filePath(QStringLiteral("root-b"));
        QDir().mkpath(netplanRoot + QStringLiteral("/etc/netplan"));
    }

    void pairBothWays()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(peers::PairedPeers(member.stateDir).add({seat.id, QStringLiteral("spark-a"), now}));
        QVERIFY(peers::PairedPeers(seat.stateDir).add({member.id, QStringLiteral("spark-b"), now}));
    }

    void start(const peers::PeerConnection::Timeouts &timeouts = {})
    {
        responder.reset();
        service.reset();
        cluster::MemberSources sources;
        sources.id = member.id;
        sources.hostname = member.hostname;
        sources.stateDir = member.stateDir;
        sources.netplanRoot = netplanRoot;
        sources.inventory = [] { return memberInventory(); };
        sources.homeDir = homeDir;
        sources.neighbours = [this] {
            discovery::NeighbourLink link;
            link.localNetdev = QStringLiteral("enp1s0f1np1");
            link.localPort = 1;
            link.peerId = seat.id;
            link.peerHostname = QStringLiteral("claims-to-be-anything");
            link.peerNetdev = QStringLiteral("enP2p1s0f1np1");
            link.peerPort = 1;
            link.peerHalf = 1;
            return QList<discovery::NeighbourLink>{link};
        };
        service = std::make_unique<cluster::MemberService>(sources, &helper);
        service->setCheckerFactory([this](QObject *parent) {
            return new FakeLinkChecker(failingTwins, &checksStarted, parent);
        });
        QObject::connect(service.get(), &cluster::MemberService::notice,
                         [this](const QString &text) { notices << text; });
        listen(timeouts, 0);
    }

    // The member's agent answering again on port (0: any), the service and its try kept: as
    // after its addresses came back up.
    void listen(const peers::PeerConnection::Timeouts &timeouts, quint16 port)
    {
        responder.reset();
        peers::PeerResponder::Options options;
        options.local = member;
        options.cx7Netdevs = [] { return QSet<QString>{QStringLiteral("lo")}; };
        options.timeouts = timeouts;
        options.clusterRequest = service->requestHandler();
        responder = std::make_unique<peers::PeerResponder>(
            options, [this](const peers::PeerQuestion &q, peers::PeerResponder::Answer a) {
                asked << q;
                if (deferAnswers)
                    deferred << a;
                else
                    a(answer);
            });
        service->setResponder(responder.get());
        const Status listening = responder->listen(port);
        QVERIFY2(listening, qPrintable(listening.errorMessage()));
    }

    cluster::ClusterRecord record() const
    {
        cluster::ClusterRecord r;
        r.name = QStringLiteral("sparkwire-") + seat.id.left(8);
        r.seatId = seat.id;
        r.members = {{seat.id, QStringLiteral("spark-a"), 1},
                     {member.id, QStringLiteral("spark-b"), 2}};
        r.cabling = {{seat.id, 1, member.id, 1}};
        r.plannedAt = QDateTime(QDate(2026, 11, 23), QTime(12, 0), Qt::UTC);
        return r;
    }

    cluster::MemberTry tryRequest(bool signed_) const
    {
        cluster::MemberTry t;
        t.netplan = kPlan.toUtf8();
        t.record = record();
        t.deadlineSeconds = 45;
        // The seat's address on the member's first twin subnet (host 1: the seat is node 1).
        t.seatAddresses = {*topology::PlannedAddress::parse(QStringLiteral("192.168.177.1/24"))};
        if (signed_) {
            t.nonce = helper.nonce;
            t.expiresAt = QDateTime::currentSecsSinceEpoch() + 300;
            t.signature = QByteArray(71, 's');
        }
        return t;
    }

    // A connection from the seat (or from `from`), ready for requests; owned by the caller.
    std::unique_ptr<peers::PeerConnection> connect(const peers::LocalNode &from)
    {
        auto c = std::unique_ptr<peers::PeerConnection>(
            peers::PeerConnection::connectTo(QStringLiteral("127.0.0.1"), responder->port(), from));
        c->setExpectedPeer(member.id);
        QSignalSpy ready(c.get(), &peers::PeerConnection::ready);
        if (!ready.wait(5000))
            return nullptr;
        return c;
    }

    // One request on its own connection; waits up to waitMs for the answer.
    Answer request(peers::RequestKind kind, const QString &text = {}, int waitMs = 5000)
    {
        return requestFrom(seat, kind, text, waitMs);
    }
    Answer requestFrom(const peers::LocalNode &from, peers::RequestKind kind, const QString &text,
                       int waitMs = 5000)
    {
        const std::unique_ptr<peers::PeerConnection> c = connect(from);
        if (!c)
            return {};
        Answer answer;
        QObject::connect(c.get(), &peers::PeerConnection::response,
                         [&answer](bool ok, const QString &body) {
                             answer = {true, ok, body};
                         });
        c->request(kind, text);
        if (!QTest::qWaitFor([&answer] { return answer.received; }, waitMs))
            return {};
        return answer;
    }
};

} // namespace bed
