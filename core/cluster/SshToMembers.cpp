#include "SshToMembers.h"

namespace sparkwire::cluster {

SshToMembers::SshToMembers(peers::PeerSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    // The session also serves Find peers' own SSH button: only answers to a run of ours count.
    connect(session, &peers::PeerSession::progress, this, [this](const QString &what) {
        if (!m_running)
            return;
        m_underWay = tr("%1: %2").arg(m_current.name, what);
        Q_EMIT changed();
    });
    connect(session, &peers::PeerSession::sshReady, this,
            [this](const QString &, const QString &summary) {
                if (!m_running)
                    return;
                m_lines << tr("✔ %1: %2").arg(m_current.name, summary);
                next();
            });
    connect(session, &peers::PeerSession::sshFailed, this, [this](const Error &error) {
        if (!m_running)
            return;
        ++m_failures;
        m_lines << tr("✘ %1: SSH not set up: %2").arg(m_current.name, error.message);
        next();
    });
}

void SshToMembers::start(const QList<Member> &members)
{
    if (m_running || members.isEmpty() || !m_session)
        return;
    m_queue = members;
    m_lines.clear();
    m_failures = 0;
    m_running = true;
    next();
}

void SshToMembers::next()
{
    if (m_queue.isEmpty()) {
        m_running = false;
        m_underWay.clear();
        Q_EMIT changed();
        Q_EMIT finished();
        return;
    }
    m_current = m_queue.takeFirst();
    m_underWay = tr("Setting up SSH with %1 at %2…").arg(m_current.name, m_current.target.address);
    Q_EMIT changed();
    m_session->setupSsh(m_current.target);
}

QString SshToMembers::text() const
{
    QStringList lines = m_lines;
    if (!m_underWay.isEmpty())
        lines << m_underWay;
    return lines.join(QLatin1Char('\n'));
}

} // namespace sparkwire::cluster
