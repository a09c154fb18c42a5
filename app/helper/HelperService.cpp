#include "HelperService.h"

#include "PolkitAuthority.h"
#include "helperclient/HelperIds.h"
#include "hw/InventoryScanner.h"
#include "netplan/NetlinkHostNetworkSource.h"
#include "netplan/NetplanHierarchy.h"
#include "netplan/NetplanValidator.h"

#include <QCoreApplication>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusServiceWatcher>
#include <QSet>

#include <cstdio>

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
    if (const std::optional<QString> result = m_transaction.recoverInterrupted()) {
        // Nobody owns this change any more: the details go to the journal, not the bus.
        std::fprintf(
            stderr, "sparkwire-helper: %s\n",
            qPrintable(
                result->isEmpty()
                    ? QStringLiteral("an unconfirmed change of an interrupted session was "
                                     "reverted")
                    : QStringLiteral("reverting an interrupted change failed: %1").arg(*result)));
        setState(QLatin1String(result->isEmpty() ? helper::kStateReverted : helper::kStateFailed));
    }
}

void HelperService::touchIdle()
{
    m_idleTimer.start();
}

void HelperService::setState(const QString &state, const QString &owner, const QString &detail)
{
    m_state = state;
    // Details (why it reverted, what netplan printed) go only to the caller whose change it
    // is; every other bus listener learns the state name and nothing else.
    if (!owner.isEmpty()) {
        QDBusMessage details = QDBusMessage::createTargetedSignal(
            owner, QLatin1String(helper::kObjectPath), QLatin1String(helper::kInterface),
            QLatin1String(helper::kCallerStateChangedSignal));
        details << state << detail;
        m_bus.send(details);
    }
    Q_EMIT StateChanged(state);
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

netplan::PolicyVerdict HelperService::review(const QByteArray &yaml) const
{
    // This host's CX-7 netdevs, addresses and routes are read fresh for every request.
    const hw::SysfsReader sysfs(m_config.sysfsRoot);
    QString error;
    const std::optional<QList<netplan::HostNetwork>> host =
        netplan::NetlinkHostNetworkSource().read(&error);
    if (!host)
        return {{QStringLiteral("cannot read this host's addresses and routes: %1").arg(error)},
                {}};
    netplan::PolicyVerdict verdict =
        netplan::NetplanPolicy(hw::InventoryScanner(sysfs).scan().cx7Netdevs(), *host).review(yaml);
    if (!verdict.ok())
        return verdict;
    // netplan's parser sees exactly the bytes that would be written: the canonical ones.
    for (const netplan::NetplanIssue &issue :
         netplan::NetplanValidator(m_config.netplanCommand, m_transaction.validateDir())
             .validate(m_config.transaction.rootDir, verdict.canonical))
        verdict.problems << issue.toString() +
                                (issue.file == QLatin1String(netplan::NetplanHierarchy::kOurFile)
                                     ? QStringLiteral(" (in the file as the policy re-emits it)")
                                     : QString());
    if (!verdict.ok())
        verdict.canonical.clear();
    return verdict;
}

QStringList HelperService::Validate(const QByteArray &yaml)
{
    if (yaml.size() > netplan::NetplanPolicy::kMaxBytes) {
        sendErrorReply(QLatin1String(helper::kErrorInvalid),
                       QStringLiteral("more than %1 bytes").arg(netplan::NetplanPolicy::kMaxBytes));
        return {};
    }
    authorizedThen([this, yaml](const QDBusMessage &call) {
        m_bus.send(call.createReply(QVariant(review(yaml).problems)));
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
        const netplan::PolicyVerdict verdict = review(yaml);
        if (!verdict.ok()) {
            m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorInvalid),
                                             verdict.problems.join(QLatin1Char('\n'))));
            return;
        }
        ++m_busy;
        // Only the re-emitted bytes are ever written, never the caller's.
        const QString error = m_transaction.begin(verdict.canonical);
        --m_busy;
        if (!error.isEmpty()) {
            setState(QLatin1String(helper::kStateFailed), call.service(), error);
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
        setState(QLatin1String(helper::kStatePending), m_pendingOwner,
                 QString::number(timeoutSeconds));
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
        QString error = m_transaction.confirm();
        if (!error.isEmpty()) {
            // Nothing was kept: put back what /etc holds rather than leave the change in
            // force with nobody waiting on it.
            const QString revertError = m_transaction.revert();
            error += revertError.isEmpty()
                         ? QStringLiteral("; the previous configuration is back")
                         : QStringLiteral("; reverting also failed: ") + revertError;
        }
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
    const QString owner = std::exchange(m_pendingOwner, QString());
    setState(state, owner, detail);
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
