#pragma once

#include "discovery/NodeIdentity.h"
#include "peers/LocalNodeFactory.h"
#include "peers/PairedPeers.h"
#include "peers/PeerConnection.h"

#include <QSignalSpy>
#include <QTest>
#include <QtGlobal>

#include <memory>

// A node of the peer tests: its identity made (or loaded) in dir, no live inventory.
inline sparkwire::peers::LocalNode testNode(const QString &dir, const QString &hostname)
{
    const auto identity = sparkwire::discovery::NodeIdentity::loadOrCreate(dir, hostname);
    if (!identity)
        qFatal("%s", qPrintable(identity.errorMessage()));
    return sparkwire::peers::makeLocalNode(*identity, hostname, dir, nullptr);
}

// Pairs `a` with the responder armed on 127.0.0.1:port, whose person says yes, as A's person
// would (the code shown, then confirmed); true once `stateDir` (the responder's) holds A's key.
inline bool pairOverLoopback(const sparkwire::peers::LocalNode &a, quint16 port,
                             const QString &stateDir)
{
    using sparkwire::peers::PeerConnection;
    std::unique_ptr<PeerConnection> c(
        PeerConnection::connectTo(QStringLiteral("127.0.0.1"), port, a, nullptr));
    QSignalSpy ready(c.get(), &PeerConnection::ready);
    QSignalSpy code(c.get(), &PeerConnection::pairingCode);
    QSignalSpy paired(c.get(), &PeerConnection::paired);
    if (!ready.wait(5000))
        return false;
    c->startPairing();
    if (!code.wait(5000))
        return false;
    c->confirmPairing(true);
    if (paired.size() == 0 && !paired.wait(5000))
        return false;
    // The responder stores the pairing when A's confirm arrives: wait for it before hanging up.
    return QTest::qWaitFor([&] { return sparkwire::peers::PairedPeers(stateDir).contains(a.id); },
                           5000);
}
