#include "DemoApplyBackend.h"

namespace sparkwire::sim {

DemoApplyBackend::DemoApplyBackend(QObject *parent)
    : helper::ApplyBackend(parent)
{
    m_apply.setSingleShot(true);
    m_apply.setInterval(600); // about what polkit and `netplan apply` take on a Spark
    connect(&m_apply, &QTimer::timeout, this, [this] {
        m_pending = true;
        m_revert.start(int(m_timeout) * 1000);
        Q_EMIT tryStarted(m_timeout);
    });
    m_revert.setSingleShot(true);
    connect(&m_revert, &QTimer::timeout, this, [this] {
        m_pending = false;
        Q_EMIT reverted(tr("not confirmed in time"));
    });
}

void DemoApplyBackend::tryApply(const QByteArray &, unsigned timeoutSeconds)
{
    if (m_pending || m_apply.isActive()) {
        Q_EMIT failed(tr("another change is waiting to be confirmed or reverted"));
        return;
    }
    m_timeout = timeoutSeconds;
    m_apply.start();
}

void DemoApplyBackend::confirm()
{
    if (!m_pending)
        return;
    m_pending = false;
    m_revert.stop();
    Q_EMIT confirmed();
}

void DemoApplyBackend::cancel()
{
    m_apply.stop();
    if (!m_pending)
        return;
    m_pending = false;
    m_revert.stop();
    Q_EMIT reverted(tr("cancelled"));
}

} // namespace sparkwire::sim
