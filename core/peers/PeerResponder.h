#pragma once

#include "PeerConnection.h"

#include <QHostAddress>
#include <QObject>
#include <QSet>

#include <functional>

namespace sparkwire::peers {

class PeerServer;

// What a person is asked when a peer wants something of this node.
struct PeerQuestion
{
    enum class Kind
    {
        PairingCode, // detail: the six digits to compare
        SshKey,      // detail: the public key line
        Plan         // detail: the proposed netplan YAML (already checked by the policy)
    };
    Kind kind = Kind::PairingCode;
    QString peerHostname;
    QString peerId;
    QString detail;
    QString question; // one sentence, ending in "?"
};

// The answering side of the peer channel, shared by `sparkwirectl agent` and the GUI: accepts
// connections on the CX-7 links, asks this node's person through `ask` before pairing, adding
// a key or keeping a proposed plan, and does what the person allowed.
class PeerResponder : public QObject
{
    Q_OBJECT
public:
    using Answer = std::function<void(bool)>;
    using Ask = std::function<void(const PeerQuestion &, Answer)>;
    // Starts a bounded test server for a paired peer; calls reply(ok, detail) when it knows.
    using TestServer = std::function<void(PeerConnection *, const QString &request,
                                          std::function<void(bool, QString)> reply)>;

    struct Options
    {
        LocalNode local;
        QString homeDir;     // whose ~/.ssh/authorized_keys a peer's key goes into
        QString hostKeyFile; // this host's SSH host public key, for peers to pin
        std::function<bool(const QHostAddress &)> isCx7Local;
        std::function<QSet<QString>()> cx7Netdevs; // what a proposed plan may configure
        TestServer testServer;                     // unset: "not offered here"
    };

    PeerResponder(Options options, Ask ask, QObject *parent = nullptr);
    ~PeerResponder() override;
    bool listen(quint16 port, QString *error);
    quint16 port() const; // the port listened on (for port 0: the one the kernel chose)

    // Where an accepted plan from peerHostname is kept for this node's person to apply.
    QString proposalPath(const QString &peerHostname) const;

Q_SIGNALS:
    // One line for the person: paired, key added, plan saved, connection ended.
    void notice(const QString &text);

private:
    void adopt(PeerConnection *connection);
    void onRequest(PeerConnection *connection, const QString &kind, const QString &text);
    void onSshKey(PeerConnection *connection, const QString &key);
    void onPlan(PeerConnection *connection, const QString &yaml);
    QString userName() const;

    Options m_options;
    Ask m_ask;
    PeerServer *m_server = nullptr;
};

} // namespace sparkwire::peers
