#include "DemoLinkChecks.h"

namespace sparkwire::sim {

DemoLinkChecks::DemoLinkChecks(QObject *parent)
    : LinkChecker(parent)
{
    qRegisterMetaType<bench::CheckResult>();
    m_timer.setInterval(120); // slow enough to be seen arriving
    connect(&m_timer, &QTimer::timeout, this, &DemoLinkChecks::step);
}

bench::CheckResult DemoLinkChecks::healthy(const bench::TwinCheckTarget &t, bench::LinkCheck check)
{
    bench::CheckResult r{t.netdev, check, true, {}, std::nullopt};
    switch (check) {
    case bench::LinkCheck::Gid:
        r.detail = tr("RoCE v2 IPv4 GID at index 3 (demo)");
        break;
    case bench::LinkCheck::Mtu:
        r.detail = tr("MTU %1 (demo)").arg(t.mtu);
        break;
    case bench::LinkCheck::DfPing:
        r.detail =
            tr("%1 bytes unfragmented to %2: replies (demo)").arg(t.mtu - 28).arg(t.peerAddress);
        break;
    }
    return r;
}

void DemoLinkChecks::start(const hw::HostInventory &, const QList<bench::TwinCheckTarget> &targets)
{
    cancel();
    for (const bench::TwinCheckTarget &t : targets)
        for (const bench::LinkCheck check :
             {bench::LinkCheck::Gid, bench::LinkCheck::Mtu, bench::LinkCheck::DfPing})
            m_pending << healthy(t, check);
    m_timer.start();
}

void DemoLinkChecks::cancel()
{
    m_timer.stop();
    m_pending.clear();
}

void DemoLinkChecks::step()
{
    if (m_pending.isEmpty()) {
        m_timer.stop();
        Q_EMIT finished(0, true);
        return;
    }
    Q_EMIT checked(m_pending.takeFirst());
}

} // namespace sparkwire::sim
