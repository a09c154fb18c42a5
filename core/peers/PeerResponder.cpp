#include "PeerResponder.h"

#include "PeerServer.h"

#include "common/AtomicFile.h"
#include "netplan/NetplanPolicy.h"
#include "ssh/AuthorizedKeys.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSslSocket>

#include <pwd.h>
#include <unistd.h>

namespace sparkwire::peers {

PeerResponder::PeerResponder(Options options, Ask ask, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_ask(std::move(ask))
{}

PeerResponder::~PeerResponder() = default;

bool PeerResponder::listen(quint16 port, QString *error)
{
    delete m_server;
    m_server = new PeerServer(m_options.local, m_options.isCx7Local, this);
    connect(m_server, &PeerServer::connectionReady, this, &PeerResponder::adopt);
    return m_server->start(port, error);
}

quint16 PeerResponder::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QString PeerResponder::proposalPath(const QString &peerHostname) const
{
    return m_options.local.stateDir + QStringLiteral("/proposals/from-") + peerHostname +
           QStringLiteral("-40-cx7.yaml");
}

QString PeerResponder::userName() const
{
    const passwd *pw = ::getpwuid(::getuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString::number(::getuid());
}

void PeerResponder::adopt(PeerConnection *c)
{
    connect(c, &PeerConnection::pairingCode, this, [this, c](const QString &code) {
        PeerQuestion q;
        q.kind = PeerQuestion::Kind::PairingCode;
        q.peerHostname = c->peerHostname();
        q.peerId = c->peerId();
        q.detail = code;
        q.question = tr("Does %1 show the same code?").arg(c->peerHostname());
        // The peer may go away while the person decides: answer only a live connection.
        m_ask(q, [c = QPointer<PeerConnection>(c)](bool yes) {
            if (c)
                c->confirmPairing(yes);
        });
    });
    connect(c, &PeerConnection::paired, this,
            [this, c] { Q_EMIT notice(tr("Paired with %1.").arg(c->peerHostname())); });
    connect(c, &PeerConnection::pairingFailed, this, [this, c](const QString &why) {
        Q_EMIT notice(tr("Not paired with %1: %2.").arg(c->peerHostname(), why));
    });
    connect(c, &PeerConnection::failed, this, [this, c](const QString &why) {
        Q_EMIT notice(
            tr("Connection from %1 ended: %2. Nothing was stored.")
                .arg(c->peerHostname().isEmpty() ? tr("a peer") : c->peerHostname(), why));
    });
    connect(c, &PeerConnection::requested, this,
            [this, c](const QString &kind, const QString &text) { onRequest(c, kind, text); });
}

void PeerResponder::onRequest(PeerConnection *c, const QString &kind, const QString &text)
{
    if (kind == QLatin1String("ssh-key"))
        return onSshKey(c, text);
    if (kind == QLatin1String("plan"))
        return onPlan(c, text);
    if (kind == QLatin1String("test-server")) {
        if (!m_options.testServer)
            return c->answer(false, tr("%1 offers no test server").arg(m_options.local.hostname));
        m_options.testServer(c, text, [c = QPointer<PeerConnection>(c)](bool ok, QString detail) {
            if (c)
                c->answer(ok, detail);
        });
        return;
    }
    c->answer(false, tr("unknown request"));
}

void PeerResponder::onSshKey(PeerConnection *c, const QString &key)
{
    PeerQuestion q;
    q.kind = PeerQuestion::Kind::SshKey;
    q.peerHostname = c->peerHostname();
    q.peerId = c->peerId();
    q.detail = key;
    q.question = tr("%1 (paired) asks to log in here as %2 without a password. Add its key to "
                    "~/.ssh/authorized_keys?")
                     .arg(c->peerHostname(), userName());
    m_ask(q, [this, c = QPointer<PeerConnection>(c), key](bool yes) {
        if (!c)
            return;
        if (!yes)
            return c->answer(false, tr("declined by %1's person").arg(m_options.local.hostname));
        // The key logs in only from the address this request came from (IPv4: AuthorizedKeys
        // refuses anything else and says why).
        const QHostAddress peer = c->socket()->peerAddress();
        bool ipv4 = false;
        const quint32 from = peer.toIPv4Address(&ipv4);
        const QString why = ssh::AuthorizedKeys::add(
            m_options.homeDir, key, {ipv4 ? QHostAddress(from).toString() : peer.toString()},
            c->peerId());
        if (!why.isEmpty())
            return c->answer(false, why);
        // Who to log in as, and the host key to pin in known_hosts.
        const QByteArray hostKey =
            common::AtomicFile::read(m_options.hostKeyFile).value_or(QByteArray());
        c->answer(true, QString::fromUtf8(
                            QJsonDocument(QJsonObject{{QLatin1String("user"), userName()},
                                                      {QLatin1String("host_key"),
                                                       QString::fromUtf8(hostKey).trimmed()}})
                                .toJson(QJsonDocument::Compact)));
        Q_EMIT notice(tr("Added; %1 can now log in as %2 without a password.")
                          .arg(c->peerHostname(), userName()));
    });
}

void PeerResponder::onPlan(PeerConnection *c, const QString &yaml)
{
    // The same policy the privileged helper applies: a plan that it would refuse is refused
    // here before anyone is asked, with the reasons.
    const QSet<QString> netdevs = m_options.cx7Netdevs ? m_options.cx7Netdevs() : QSet<QString>();
    const QStringList problems = netplan::NetplanPolicy(netdevs).check(yaml.toUtf8());
    if (!problems.isEmpty()) {
        Q_EMIT notice(tr("Refused the plan %1 proposed: %2")
                          .arg(c->peerHostname(), problems.join(QStringLiteral("; "))));
        return c->answer(false,
                         tr("refused by %1: %2")
                             .arg(m_options.local.hostname, problems.join(QStringLiteral("; "))));
    }
    PeerQuestion q;
    q.kind = PeerQuestion::Kind::Plan;
    q.peerHostname = c->peerHostname();
    q.peerId = c->peerId();
    q.detail = yaml;
    q.question = tr("%1 (paired) proposes this netplan for this Spark. Keep it for you to review "
                    "and apply?")
                     .arg(c->peerHostname());
    m_ask(q, [this, c = QPointer<PeerConnection>(c), yaml](bool yes) {
        if (!c)
            return;
        if (!yes)
            return c->answer(false, tr("declined by %1's person").arg(m_options.local.hostname));
        const QString path = proposalPath(c->peerHostname());
        QString error;
        if (!QDir().mkpath(QFileInfo(path).path()) ||
            !common::AtomicFile::write(path, yaml.toUtf8(), 0600, &error))
            return c->answer(false, error.isEmpty() ? tr("cannot write %1").arg(path) : error);
        c->answer(true, tr("kept on %1 for its person to apply").arg(m_options.local.hostname));
        Q_EMIT notice(tr("Saved the plan from %1 to %2. Review it, then apply it with: "
                         "sparkwirectl apply %2")
                          .arg(c->peerHostname(), path));
    });
}

} // namespace sparkwire::peers
