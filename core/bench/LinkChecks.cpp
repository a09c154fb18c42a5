#include "LinkChecks.h"

#include "common/ReleaseProcess.h"
#include <QProcess>

#include <utility>

namespace sparkwire::bench {

LinkChecks::LinkChecks(QObject *parent)
    : LinkChecker(parent)
{
    qRegisterMetaType<CheckResult>();
}

LinkChecks::~LinkChecks()
{
    cancel();
}

void LinkChecks::setPingProgram(const QString &program, const QStringList &prefixArguments)
{
    m_program = program;
    m_prefix = prefixArguments;
}

QStringList LinkChecks::pingArguments(const TwinCheckTarget &t)
{
    // -M do: set don't-fragment; payload = MTU − 20 (IPv4) − 8 (ICMP).
    return {QStringLiteral("-M"), QStringLiteral("do"),
            QStringLiteral("-s"), QString::number(t.mtu - 28),
            QStringLiteral("-c"), QStringLiteral("3"),
            QStringLiteral("-i"), QStringLiteral("0.2"),
            QStringLiteral("-W"), QStringLiteral("1"),
            QStringLiteral("-I"), t.netdev,
            t.peerAddress};
}

CheckResult LinkChecks::judgePing(const TwinCheckTarget &t, int exitCode, const QByteArray &output)
{
    CheckResult r{t.netdev, LinkCheck::DfPing, exitCode == 0, {}, std::nullopt};
    const QString text = QString::fromLocal8Bit(output);
    if (r.ok) {
        r.detail = tr("%1 bytes unfragmented to %2: replies").arg(t.mtu - 28).arg(t.peerAddress);
        return r;
    }
    const bool tooLong = text.contains(QLatin1String("message too long"), Qt::CaseInsensitive) ||
                         text.contains(QLatin1String("Frag needed"), Qt::CaseInsensitive);
    r.detail = text.trimmed().section(QLatin1Char('\n'), -2);
    if (tooLong || text.contains(QLatin1String("100% packet loss")))
        r.diagnosis = Diagnosis{
            tooLong ? QStringLiteral("mtu-path") : QStringLiteral("df-ping-no-reply"),
            tooLong ? tr("%1 cannot send %2-byte packets unfragmented: the MTU is smaller "
                         "somewhere on this side.")
                          .arg(t.netdev)
                          .arg(t.mtu)
                    : tr("No reply to %1-byte unfragmented pings from %2 on %3: the peer's MTU is "
                         "smaller, or it is not reachable on this twin.")
                          .arg(t.mtu)
                          .arg(t.peerAddress, t.netdev),
            r.detail,
            tr("Set mtu: 9000 on this twin on both Sparks (and on the switch port), then check "
               "again; if small pings fail too, check the cable and the addresses.")};
    else
        r.diagnosis = Diagnosis{QStringLiteral("df-ping-error"),
                                tr("The ping on %1 did not run.").arg(t.netdev), r.detail,
                                tr("Is iputils-ping installed, and the netdev up?")};
    return r;
}

void LinkChecks::start(const hw::HostInventory &inventory, const QList<TwinCheckTarget> &targets)
{
    cancel();
    m_failures = 0;
    m_pending.clear();
    for (const TwinCheckTarget &t : targets) {
        const hw::Cx7Port *port = inventory.findNetdev(t.netdev);
        CheckResult gid{t.netdev, LinkCheck::Gid, false, {}, std::nullopt};
        if (port && port->roce.v2Ipv4GidIndex) {
            gid.ok = true;
            gid.detail = tr("RoCE v2 IPv4 GID at index %1").arg(*port->roce.v2Ipv4GidIndex);
        } else {
            gid.detail = tr("no RoCE v2 IPv4 GID");
            gid.diagnosis = Diagnosis{
                QStringLiteral("gid-missing"),
                tr("%1 has no RoCE v2 GID for an IPv4 address: RDMA and NCCL cannot use it.")
                    .arg(t.netdev),
                port ? tr("%1 GID entries, none RoCE v2 + IPv4").arg(port->roce.gids.size())
                     : tr("no such netdev"),
                tr("Apply the plan so the twin has its IPv4 address; the GID follows within a "
                   "second.")};
        }
        m_failures += gid.ok ? 0 : 1;
        Q_EMIT checked(gid);
        CheckResult mtu{
            t.netdev, LinkCheck::Mtu, port && port->link.mtu == t.mtu, {}, std::nullopt};
        mtu.detail = tr("MTU %1").arg(port ? port->link.mtu : 0);
        if (!mtu.ok)
            mtu.diagnosis = Diagnosis{QStringLiteral("mtu"),
                                      tr("%1 has MTU %2, not %3: RoCE then runs with 1024-byte "
                                         "frames.")
                                          .arg(t.netdev)
                                          .arg(port ? port->link.mtu : 0)
                                          .arg(t.mtu),
                                      mtu.detail, tr("Apply the plan (mtu: 9000) on both Sparks.")};
        m_failures += mtu.ok ? 0 : 1;
        Q_EMIT checked(mtu);
        if (!t.peerAddress.isEmpty())
            m_pending << t;
    }
    nextPing();
}

void LinkChecks::nextPing()
{
    if (m_pending.isEmpty()) {
        Q_EMIT finished(m_failures, false);
        return;
    }
    m_current = m_pending.takeFirst();
    m_ping = new QProcess(this);
    m_ping->setProcessChannelMode(QProcess::MergedChannels);
    connect(m_ping, &QProcess::finished, this, [this](int exitCode) {
        const CheckResult r = judgePing(m_current, exitCode, m_ping->readAll());
        m_ping->deleteLater();
        m_ping = nullptr;
        m_failures += r.ok ? 0 : 1;
        Q_EMIT checked(r);
        nextPing();
    });
    connect(m_ping, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        const CheckResult r = judgePing(m_current, -1, m_ping->errorString().toUtf8());
        m_ping->deleteLater();
        m_ping = nullptr;
        ++m_failures;
        Q_EMIT checked(r);
        nextPing();
    });
    m_ping->start(m_program, m_prefix + pingArguments(m_current));
}

void LinkChecks::cancel()
{
    m_pending.clear();
    if (!m_ping)
        return;
    common::releaseProcess(std::exchange(m_ping, nullptr));
}

} // namespace sparkwire::bench
