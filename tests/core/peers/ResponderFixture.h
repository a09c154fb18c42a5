#pragma once

// The fixture of the answering side's tests (tst_peerresponder, tst_peerrelay): spark-b's
// PeerResponder over real TLS on loopback, listed as if it were a CX-7 netdev, answered by the
// test; spark-a's node beside it, paired through the real protocol when a test asks.
#include "peers/PeerConnection.h"
#include "peers/PeerResponder.h"
#include "peers/PeerServer.h"

#include <QObject>
#include <QSet>
#include <QTemporaryDir>

#include <functional>
#include <memory>

class ResponderFixture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

protected:
    void start(const sparkwire::peers::PeerServer::Limits &limits = {},
               const sparkwire::peers::PeerConnection::Timeouts &timeouts = {});
    sparkwire::peers::PeerConnection *connectA(const QString &hostname = QStringLiteral("spark-a"));
    bool pair();
    // Paired, then a fresh connection from A that has said hello (nobody asked anything yet).
    std::unique_ptr<sparkwire::peers::PeerConnection> pairedConnection();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<sparkwire::peers::PeerResponder> m_b;
    QList<sparkwire::peers::PeerQuestion> m_asked;
    QList<sparkwire::peers::PeerResponder::Answer> m_deferred; // when m_defer: answered by the test
    QList<quint64> m_withdrawn;
    bool m_answer = true;
    bool m_defer = false;
    QSet<QString> m_netdevs;
    QStringList m_notices;
    // B's beacon table for relays: name or key id -> where B hears it (unset: B relays for
    // nobody), and the target's peer port.
    std::function<QStringList(const QString &)> m_neighbours;
    quint16 m_relayPort = 0;
};
