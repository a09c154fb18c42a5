#include "DemoPeerSession.h"

#include "DemoCabling.h"

namespace sparkwire::sim {

namespace {
const QString kPeer = QLatin1String(DemoCabling::kPeerHostname);
}

DemoPeerSession::DemoPeerSession(QObject *parent)
    : peers::PeerSession(parent)
{
    m_step.setSingleShot(true);
    m_step.setInterval(400); // about a TLS handshake and two round trips on a Spark pair
    connect(&m_step, &QTimer::timeout, this, [this] {
        if (auto next = std::exchange(m_next, {}))
            next();
    });
}

void DemoPeerSession::pair(const peers::PeerTarget &)
{
    Q_EMIT progress(tr("Connecting to %1…").arg(kPeer));
    m_next = [this] { Q_EMIT codeReady(QLatin1String(kCode), kPeer); };
    m_step.start();
}

std::optional<QString> DemoPeerSession::pairedName(const QString &) const
{
    return m_paired ? std::optional<QString>(kPeer) : std::nullopt;
}

void DemoPeerSession::confirmPairing(bool yes)
{
    m_next = [this, yes] {
        m_paired = yes;
        if (yes)
            Q_EMIT paired(kPeer);
        else
            Q_EMIT pairingFailed(makeError(ErrorCode::Refused, tr("you declined")));
    };
    m_step.start();
}

void DemoPeerSession::setupSsh(const peers::PeerTarget &)
{
    Q_EMIT progress(tr("Waiting for %1's person to let this key in…").arg(kPeer));
    m_next = [this] {
        const QString alias = QStringLiteral("sparkwire-") + kPeer;
        Q_EMIT sshReady(
            alias, tr("`ssh %1` would now log in without a password (demo: nothing was written).")
                       .arg(alias));
    };
    m_step.start();
}

void DemoPeerSession::proposePlan(const peers::PeerTarget &, const QByteArray &)
{
    Q_EMIT progress(tr("Waiting for %1's person to review the plan…").arg(kPeer));
    m_next = [this] {
        Q_EMIT planAnswered(
            true, tr("kept on %1 for its person to apply (demo: nothing was sent)").arg(kPeer));
    };
    m_step.start();
}

void DemoPeerSession::requestTestServers(const peers::PeerTarget &, const QString &, int)
{
    Q_EMIT testServersFailed(
        makeError(ErrorCode::Unavailable,
                  tr("The demo runs no live tests: its results are recordings of real runs.")));
}

} // namespace sparkwire::sim
