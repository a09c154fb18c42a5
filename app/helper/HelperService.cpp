#include "HelperService.h"

#include "PolkitAuthority.h"
#include "helperclient/HelperIds.h"
#include "hw/InventoryScanner.h"
#include "netplan/NetplanPolicy.h"
#include "netplan/NetplanValidator.h"

#include <QCoreApplication>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusServiceWatcher>
#include <QSet>

using namespace sparkwire;

HelperService::HelperService(const Config &config, const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_bus(bus)
    , m_transaction(config.transaction)
    , m_polkit(new PolkitAuthority(bus, this))
    , m_state(QLatin1String(helper::kStateIdle))
{
    m_revertTimer.setSingleShot(true);
    connect(&m_revertTimer, &QTimer::timeout, this,
            [this] { revertPending(QStringLiteral("not confirmed in time")); });
    m_idleTimer.setSingleShot(true);
    m_idleTimer.setInterval(m_config.idleTimeoutSeconds * 1000);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] {
        if (m_pendingOwner.isEmpty() && m_busy == 0)
            QCoreApplication::quit();
        else
            touchIdle();
    });
    touchIdle();
}

void HelperService::recover()
{
    if (const std::optional<QString> result = m_transaction.recoverInterrupted())
        setState(
            QLatin1String(helper::kStateReverted),
            result->isEmpty()
                ? QStringLiteral("an unconfirmed change from an interrupted session was reverted")
                : QStringLiteral("reverting an interrupted change failed: %1").arg(*result));
}

void HelperService::touchIdle()
{
    m_idleTimer.start();
}

void HelperService::setState(const QString &state, const QString &detail)
{
    m_state = state;
    Q_EMIT StateChanged(state, detail);
}

void HelperService::authorizedThen(std::function<void(const QDBusMessage &)> work)
{
    setDelayedReply(true);
    const QDBusMessage call = message();
    ++m_busy;
    touchIdle();
    m_polkit->check(
        call.service(), QLatin1String(helper::kPolkitAction),
        [this, call, work](bool ok, const QString &why) {
            --m_busy;
            touchIdle();
            if (!ok) {
                m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorNotAuthorized), why));
                return;
            }
            work(call);
        });
}

QStringList HelperService::problemsWith(const QByteArray &yaml) const
{
    // "This host's CX-7 netdevs" is read fresh for every request: hardware identity only.
    const hw::SysfsReader sysfs(m_config.sysfsRoot);
    QStringList problems =
        netplan::NetplanPolicy(hw::InventoryScanner(sysfs).scan().cx7Netdevs()).check(yaml);
    if (problems.isEmpty())
        for (const netplan::NetplanIssue &issue : netplan::NetplanValidator(m_config.netplanCommand)
                                                      .validate(m_config.transaction.rootDir, yaml))
            problems << issue.toString();
    return problems;
}

QStringList HelperService::Validate(const QByteArray &yaml)
{
    if (yaml.size() > netplan::NetplanPolicy::kMaxBytes) {
        sendErrorReply(QLatin1String(helper::kErrorInvalid),
                       QStringLiteral("more than %1 bytes").arg(netplan::NetplanPolicy::kMaxBytes));
        return {};
    }
    authorizedThen([this, yaml](const QDBusMessage &call) {
        m_bus.send(call.createReply(QVariant(problemsWith(yaml))));
    });
    return {};
}

void HelperService::Try(const QByteArray &yaml, uint timeoutSeconds)
{
    if (yaml.size() > netplan::NetplanPolicy::kMaxBytes) {
        sendErrorReply(QLatin1String(helper::kErrorInvalid),
                       QStringLiteral("more than %1 bytes").arg(netplan::NetplanPolicy::kMaxBytes));
        return;
    }
    if (timeoutSeconds == 0)
        timeoutSeconds = helper::kDefaultTimeoutSeconds;
    if (timeoutSeconds > helper::kMaxTimeoutSeconds) {
        sendErrorReply(QLatin1String(helper::kErrorInvalid),
                       QStringLiteral("the timeout must be at most %1 seconds")
                           .arg(helper::kMaxTimeoutSeconds));
        return;
    }
    authorizedThen([this, yaml, timeoutSeconds](const QDBusMessage &call) {
        if (!m_pendingOwner.isEmpty() || m_transaction.pending()) {
            m_bus.send(call.createErrorReply(
                QLatin1String(helper::kErrorBusy),
                QStringLiteral("another change is waiting to be confirmed or reverted")));
            return;
        }
        const QStringList problems = problemsWith(yaml);
        if (!problems.isEmpty()) {
            m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorInvalid),
                                             problems.join(QLatin1Char('\n'))));
            return;
        }
        ++m_busy;
        const QString error = m_transaction.begin(yaml);
        --m_busy;
        if (!error.isEmpty()) {
            setState(QLatin1String(helper::kStateFailed), error);
            m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed), error));
            return;
        }
        m_pendingOwner = call.service();
        m_ownerWatcher = new QDBusServiceWatcher(m_pendingOwner, m_bus,
                                                 QDBusServiceWatcher::WatchForUnregistration, this);
        connect(m_ownerWatcher, &QDBusServiceWatcher::serviceUnregistered, this, [this] {
            revertPending(QStringLiteral("the program that asked for it went away"));
        });
        m_revertTimer.start(int(timeoutSeconds) * 1000);
        setState(QLatin1String(helper::kStatePending), QString::number(timeoutSeconds));
        m_bus.send(call.createReply());
        // The caller may have left while netplan applied: the watcher cannot see that.
        if (!m_bus.interface()->isServiceRegistered(m_pendingOwner))
            revertPending(QStringLiteral("the program that asked for it went away"));
    });
}

void HelperService::Confirm()
{
    authorizedThen([this](const QDBusMessage &call) {
        if (m_pendingOwner.isEmpty() || call.service() != m_pendingOwner) {
            m_bus.send(call.createErrorReply(
                QLatin1String(helper::kErrorFailed),
                QStringLiteral("no change of yours is waiting for confirmation")));
            return;
        }
        const QString error = m_transaction.confirm();
        finishPending(error.isEmpty() ? QLatin1String(helper::kStateConfirmed)
                                      : QLatin1String(helper::kStateFailed),
                      error);
        m_bus.send(error.isEmpty()
                       ? call.createReply()
                       : call.createErrorReply(QLatin1String(helper::kErrorFailed), error));
    });
}

void HelperService::Cancel()
{
    authorizedThen([this](const QDBusMessage &call) {
        if (m_pendingOwner.isEmpty() || call.service() != m_pendingOwner) {
            m_bus.send(call.createErrorReply(
                QLatin1String(helper::kErrorFailed),
                QStringLiteral("no change of yours is waiting to be cancelled")));
            return;
        }
        revertPending(QStringLiteral("cancelled"));
        m_bus.send(call.createReply());
    });
}

QString HelperService::State()
{
    return m_state;
}

void HelperService::finishPending(const QString &state, const QString &detail)
{
    m_revertTimer.stop();
    delete m_ownerWatcher;
    m_ownerWatcher = nullptr;
    m_pendingOwner.clear();
    setState(state, detail);
    touchIdle();
}

void HelperService::revertPending(const QString &why)
{
    if (m_pendingOwner.isEmpty())
        return;
    const QString error = m_transaction.revert();
    finishPending(error.isEmpty() ? QLatin1String(helper::kStateReverted)
                                  : QLatin1String(helper::kStateFailed),
                  error.isEmpty() ? why
                                  : QStringLiteral("%1; reverting failed: %2").arg(why, error));
}
