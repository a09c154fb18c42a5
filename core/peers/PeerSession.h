#pragma once

#include "PeerConnection.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace sparkwire::peers {

// Where to reach a peer and which key must answer there. Addresses come from beacons, which
// anyone can forge, so the key is what identifies: for everything but pairing it is the id
// of a paired peer, looked up in our own record (PairedPeers::resolve), and any other key
// ends the connection before a byte of the request is sent.
struct PeerTarget
{
    QString address;
    QString id; // may be empty only for pair(): the code comparison proves who answered
};

// The initiator's side of what a person does with a peer, for the GUI and the CLI: pair
// (show the code, take the answer), and set up passwordless SSH (offer this node's key,
// pin the peer's host key, write the ~/.ssh/config block).
class PeerSession : public QObject
{
    Q_OBJECT
public:
    explicit PeerSession(QObject *parent = nullptr)
        : QObject(parent)
    {}
    virtual void pair(const PeerTarget &target) = 0;
    virtual void confirmPairing(bool yes) = 0;
    virtual void setupSsh(const PeerTarget &target) = 0;
    // Offer a netplan for the peer's person to review; planAnswered() says what they did.
    virtual void proposePlan(const PeerTarget &target, const QByteArray &yaml) = 0;
    // Ask the peer for bounded test servers (kind "tcp" or "rdma"); testServersReady()
    // answers with [{netdev, address, port, ...}].
    virtual void requestTestServers(const PeerTarget &target, const QString &kind, int seconds) = 0;
    // The name the key `id` was paired as; nullopt when it is not paired.
    virtual std::optional<QString> pairedName(const QString &id) const = 0;

Q_SIGNALS:
    void progress(const QString &what);
    void codeReady(const QString &code, const QString &peerHostname);
    void paired(const QString &peerHostname);
    // Each failure carries its ErrorCode: Refused (a person said no, or the peer answered
    // no), PermissionDenied (the key that answered is not paired), or the connection's own
    // failure (PeerConnection::failed).
    void pairingFailed(const sparkwire::Error &error);
    void sshReady(const QString &alias, const QString &summary);
    void sshFailed(const sparkwire::Error &error);
    void planAnswered(bool kept, const QString &detail);
    void testServersReady(const QByteArray &serversJson);
    void testServersFailed(const sparkwire::Error &error);
};

// The real one, over TLS to the peer's agent. Keys and files live in homeDir/.ssh.
class NetworkPeerSession : public PeerSession
{
    Q_OBJECT
public:
    NetworkPeerSession(LocalNode local, QString homeDir, QObject *parent = nullptr);
    void pair(const PeerTarget &target) override;
    void confirmPairing(bool yes) override;
    void setupSsh(const PeerTarget &target) override;
    void proposePlan(const PeerTarget &target, const QByteArray &yaml) override;
    void requestTestServers(const PeerTarget &target, const QString &kind, int seconds) override;
    std::optional<QString> pairedName(const QString &id) const override;
    // The peer's TCP port (47312 unless a test or `--port` says otherwise).
    void setPort(quint16 port) { m_port = port; }
    // This host's SSH host public key (an ed25519 one), which a peer pins when it sets up
    // logins back to this node; missing or unreadable: only this node's logins are set up.
    void setHostKeyFile(const QString &path) { m_hostKeyFile = path; }

private:
    void offerKey(const PeerTarget &target); // with m_publicKey made
    // After the peer let this node's key in: asks for the peer's key to let in here (the way
    // back); `there` is what ssh-setup has set up so far, for sshReady.
    void askBack(PeerConnection *c, const QString &alias, const QString &there);
    void takeBack(PeerConnection *c, const QString &alias, const QString &there, bool ok,
                  const QString &text);
    PeerConnection *open(const PeerTarget &target);

    LocalNode m_local;
    QString m_home;
    quint16 m_port = PeerConnection::kPort;
    QPointer<PeerConnection> m_connection;
    QByteArray m_inventory;
    QString m_publicKey;
    QString m_hostKeyFile;
    QString m_backAlias; // what sshReady says once the way back is answered
    QString m_backThere;
    enum class SshStep
    {
        Inventory,
        Key,
        Back,
        Done,
    } m_sshStep = SshStep::Inventory;
};

} // namespace sparkwire::peers
