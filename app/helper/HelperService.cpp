#include "HelperService.h"

#include "PolkitAuthority.h"
#include "common/AtomicFile.h"
#include "helperclient/HelperIds.h"
#include "hw/InventoryScanner.h"
#include "netplan/HostDestinationSource.h"
#include "netplan/NetlinkHostNetworkSource.h"
#include "netplan/NetlinkReachability.h"
#include "netplan/NetplanHierarchy.h"
#include "netplan/NetplanValidator.h"

#include <QCoreApplication>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusServiceWatcher>

#include <cstdio>

using namespace sparkwire;

namespace {
// What a review needs, copied: it runs in a worker thread and touches nothing shared.
struct ReviewInputs
{
    QString sysfsRoot;
    QString netplanCommand;
    QString rootDir;
    QString validateDir;
    netplan::ValidationMemo *memo = nullptr; // the service's; thread-safe
};

netplan::PolicyVerdict review(const ReviewInputs &in, const QByteArray &yaml)
{
    // This host's CX-7 netdevs, addresses, routes and destinations are read fresh for every
    // request.
    const hw::SysfsReader sysfs(in.sysfsRoot);
    const Result<QList<netplan::HostNetwork>> host = netplan::NetlinkHostNetworkSource().read();
    if (!host)
        return {{HelperService::tr("cannot read this host's addresses and routes: %1")
                     .arg(host.errorMessage())},
                {}};
    // What this host reaches now (nameservers under the root dir, TCP peers and routes of
    // its own network namespace): gathered here, never taken from the caller.
    const netplan::NetlinkReachability kernel;
    const Result<QList<netplan::ReachedDestination>> destinations =
        netplan::HostDestinationSource(in.rootDir, QStringLiteral("/proc"), kernel).read();
    if (!destinations)
        return {{HelperService::tr("cannot read what this host reaches now: %1")
                     .arg(destinations.errorMessage())},
                {}};
    netplan::PolicyVerdict verdict =
        netplan::NetplanPolicy(hw::InventoryScanner(sysfs).scan().cx7Netdevs(), *host,
                               *destinations)
            .review(yaml);
    if (!verdict.ok())
        return verdict;
    // netplan's parser sees exactly the bytes that would be written: the canonical ones.
    netplan::NetplanValidator validator(in.netplanCommand, in.validateDir);
    validator.setMemo(in.memo); // a member's Try validates what its Validate just did
    const Result<QList<netplan::NetplanIssue>> issues =
        validator.validate(in.rootDir, verdict.canonical);
    if (!issues)
        verdict.problems << issues.error().message;
    else
        for (const netplan::NetplanIssue &issue : *issues)
            verdict.problems << issue.toString() +
                                    (issue.file ==
                                             QLatin1String(netplan::NetplanHierarchy::kOurFile)
                                         ? HelperService::tr(" (in the file as the policy "
                                                             "re-emits it)")
                                         : QString());
    if (!verdict.ok())
        verdict.canonical.clear();
    return verdict;
}

QString errorName(const Error &error)
{
    return QLatin1String(error.code == ErrorCode::Refused ? helper::kErrorBusy
                                                          : helper::kErrorFailed);
}
} // namespace

void HelperService::journal(const QString &line)
{
    std::fprintf(stderr, "sparkwire-helper: %s\n", qPrintable(line));
}

HelperService::HelperService(const Config &config, const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_bus(bus)
    , m_transaction(config.transaction)
    , m_polkit(new PolkitAuthority(bus, this))
    , m_state(QLatin1String(helper::kStateIdle))
    , m_delegations(config.transaction.rootDir)
{
    m_revertTimer.setSingleShot(true);
    // The person was told "N seconds to confirm": a coarse timer may revert 5 % early.
    m_revertTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_revertTimer, &QTimer::timeout, this,
            [this] { revertPending(tr("not confirmed in time")); });
    m_idleTimer.setSingleShot(true);
    m_idleTimer.setInterval(m_config.idleTimeoutSeconds * 1000);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] {
        // Nonces live in memory only: stay while one issued may still be used.
        if (m_pendingOwner.isEmpty() && m_busy == 0 && !m_changing &&
            !m_delegations.hasOutstandingNonces())
            QCoreApplication::quit();
        else
            touchIdle();
    });
    touchIdle();
}

void HelperService::recover(std::function<void()> then)
{
    m_changing = true;
    m_transaction.recoverInterrupted(
        [this, then](const Result<netplan::NetplanTransaction::Recovery> &result) {
            m_changing = false;
            touchIdle();
            if (!result || *result == netplan::NetplanTransaction::Recovery::Reverted) {
                // Nobody owns this change any more: the details go to the journal, not the bus.
                journal(result ? tr("an unconfirmed change of an interrupted "
                                    "session was reverted")
                               : tr("reverting an interrupted change failed: %1")
                                     .arg(result.error().message));
                setState(QLatin1String(result ? helper::kStateReverted : helper::kStateFailed));
            }
            then();
        });
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

void HelperService::authorizedThen(const char *action,
                                   std::function<void(const QDBusMessage &)> work,
                                   const QString &refusal)
{
    setDelayedReply(true);
    const QDBusMessage call = message();
    ++m_busy;
    touchIdle();
    m_polkit->check(call.service(), QLatin1String(action),
                    [this, call, work, refusal](bool ok, const QString &why) {
                        --m_busy;
                        touchIdle();
                        if (!ok) {
                            m_bus.send(call.createErrorReply(
                                QLatin1String(helper::kErrorNotAuthorized),
                                refusal.isEmpty() ? why : refusal + QLatin1String(": ") + why));
                            return;
                        }
                        work(call);
                    });
}

void HelperService::reviewThen(const QByteArray &yaml,
                               std::function<void(const netplan::PolicyVerdict &)> done)
{
    const ReviewInputs inputs{m_config.sysfsRoot, m_config.netplanCommand,
                              m_config.transaction.rootDir, m_transaction.validateDir(),
                              &m_validationMemo};
    ++m_busy;
    m_workers.start([this, inputs, yaml, done] {
        const netplan::PolicyVerdict verdict = review(inputs, yaml);
        QMetaObject::invokeMethod(
            this,
            [this, verdict, done] {
                --m_busy;
                touchIdle();
                done(verdict);
            },
            Qt::QueuedConnection);
    });
}

bool HelperService::refuseOversized(const QByteArray &yaml)
{
    if (yaml.size() <= netplan::NetplanPolicy::kMaxBytes)
        return false;
    sendErrorReply(QLatin1String(helper::kErrorInvalid),
                   tr("more than %1 bytes").arg(netplan::NetplanPolicy::kMaxBytes));
    return true;
}

QStringList HelperService::Validate(const QByteArray &yaml)
{
    if (refuseOversized(yaml))
        return {};
    authorizedThen(helper::kPolkitValidateAction, [this, yaml](const QDBusMessage &call) {
        reviewThen(yaml, [this, call](const netplan::PolicyVerdict &verdict) {
            m_bus.send(call.createReply(QVariant(verdict.problems)));
        });
    });
    return {};
}

void HelperService::Try(const QByteArray &yaml, uint timeoutSeconds)
{
    if (refuseOversized(yaml))
        return;
    if (timeoutSeconds == 0)
        timeoutSeconds = helper::kDefaultTimeoutSeconds;
    if (timeoutSeconds > helper::kMaxTimeoutSeconds) {
        sendErrorReply(
            QLatin1String(helper::kErrorInvalid),
            tr("the timeout must be at most %1 seconds").arg(helper::kMaxTimeoutSeconds));
        return;
    }
    authorizedThen(helper::kPolkitAction, [this, yaml, timeoutSeconds](const QDBusMessage &call) {
        startChange(call, yaml, timeoutSeconds, std::nullopt);
    });
}

void HelperService::startChange(const QDBusMessage &call, const QByteArray &yaml,
                                unsigned timeoutSeconds,
                                std::optional<DelegationVerifier::DelegatedChange> delegated)
{
    if (m_changing || !m_pendingOwner.isEmpty() || m_transaction.pending()) {
        m_bus.send(call.createErrorReply(
            QLatin1String(helper::kErrorBusy),
            m_changing ? tr("another change is being applied right now; try again when it "
                            "has finished")
                       : tr("another change is waiting to be confirmed or reverted")));
        return;
    }
    m_changing = true; // from here on, a second Try is refused
    reviewThen(yaml, [this, call, timeoutSeconds,
                      delegated](const netplan::PolicyVerdict &verdict) {
        if (!verdict.ok()) {
            m_changing = false;
            m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorInvalid),
                                             verdict.problems.join(QLatin1Char('\n'))));
            return;
        }
        ++m_busy;
        // Only the re-emitted bytes are ever written, never the caller's.
        m_transaction.begin(verdict.canonical, [this, call, timeoutSeconds,
                                                delegated](Status begun) {
            --m_busy;
            m_changing = false;
            touchIdle();
            if (!begun) {
                setState(QLatin1String(helper::kStateFailed), call.service(),
                         begun.error().message);
                m_bus.send(call.createErrorReply(errorName(begun.error()), begun.error().message));
                return;
            }
            m_pendingOwner = call.service();
            m_delegated = delegated;
            m_ownerWatcher = new QDBusServiceWatcher(
                m_pendingOwner, m_bus, QDBusServiceWatcher::WatchForUnregistration, this);
            connect(m_ownerWatcher, &QDBusServiceWatcher::serviceUnregistered, this,
                    [this] { revertPending(tr("the program that asked for it went away")); });
            m_revertTimer.start(int(timeoutSeconds) * 1000);
            setState(QLatin1String(helper::kStatePending), m_pendingOwner,
                     QString::number(timeoutSeconds));
            m_bus.send(call.createReply());
            // The caller may have left while netplan applied: the watcher cannot see that.
            if (!m_bus.interface()->isServiceRegistered(m_pendingOwner))
                revertPending(tr("the program that asked for it went away"));
        });
    });
}

bool HelperService::refuseWhileChanging(const QDBusMessage &call)
{
    if (!m_changing)
        return false;
    m_bus.send(
        call.createErrorReply(QLatin1String(helper::kErrorBusy),
                              tr("netplan is still applying; try again when it has finished")));
    return true;
}

bool HelperService::isPendingOwner(const QDBusMessage &call) const
{
    return !m_pendingOwner.isEmpty() && call.service() == m_pendingOwner;
}

void HelperService::Confirm()
{
    authorizedThen(helper::kPolkitAction, [this](const QDBusMessage &call) {
        if (refuseWhileChanging(call))
            return;
        if (!isPendingOwner(call)) {
            m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                             tr("no change of yours is waiting for confirmation")));
            return;
        }
        confirmPending(call);
    });
}

void HelperService::confirmPending(const QDBusMessage &call)
{
    const Status confirmed = m_transaction.confirm();
    if (confirmed) {
        finishPending(QLatin1String(helper::kStateConfirmed), QString());
        m_bus.send(call.createReply());
        return;
    }
    // Nothing was kept: put back what /etc holds rather than leave the change in force with
    // nobody waiting on it.
    m_revertTimer.stop();
    m_changing = true;
    m_transaction.revert([this, call, confirmed](Status reverted) {
        m_changing = false;
        const QString error =
            confirmed.error().message +
            (reverted ? tr("; the previous configuration is back")
                      : tr("; reverting also failed: %1").arg(reverted.error().message));
        finishPending(QLatin1String(helper::kStateFailed), error);
        m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed), error));
    });
}

void HelperService::Cancel()
{
    // The owner of a delegated change got it without polkit; going back needs none either.
    if (m_delegated && isPendingOwner(message())) {
        setDelayedReply(true);
        cancelPending(message());
        return;
    }
    authorizedThen(helper::kPolkitAction,
                   [this](const QDBusMessage &call) { cancelPending(call); });
}

void HelperService::cancelPending(const QDBusMessage &call)
{
    if (refuseWhileChanging(call))
        return;
    if (!isPendingOwner(call)) {
        m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                         tr("no change of yours is waiting to be cancelled")));
        return;
    }
    revertPending(tr("cancelled"), [this, call] { m_bus.send(call.createReply()); });
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
    m_delegated.reset();
    setState(state, owner, detail);
    touchIdle();
}

void HelperService::revertPending(const QString &why, std::function<void()> then)
{
    // A revert already under way settles the change; the second reason is moot.
    if (m_pendingOwner.isEmpty() || m_changing)
        return;
    m_revertTimer.stop();
    m_changing = true;
    m_transaction.revert([this, why, then](Status reverted) {
        m_changing = false;
        finishPending(
            reverted ? QLatin1String(helper::kStateReverted) : QLatin1String(helper::kStateFailed),
            reverted ? why : tr("%1; reverting failed: %2").arg(why, reverted.error().message));
        if (then)
            then();
    });
}

QByteArray HelperService::Current()
{
    authorizedThen(
        helper::kPolkitValidateAction,
        [this](const QDBusMessage &call) {
            // In force: the pending candidate in /run while there is one (it shadows /etc).
            for (const QString &path : {m_transaction.stagedPath(), m_transaction.targetPath()}) {
                const Result<QByteArray> bytes = common::AtomicFile::read(path);
                if (bytes) {
                    m_bus.send(call.createReply(QVariant(*bytes)));
                    return;
                }
                if (bytes.error().code != ErrorCode::NotFound) {
                    m_bus.send(call.createErrorReply(QLatin1String(helper::kErrorFailed),
                                                     bytes.error().message));
                    return;
                }
            }
            m_bus.send(call.createReply(QVariant(QByteArray())));
        },
        tr("this Spark's polkit rules refuse you the netplan file in force (an "
           "administrator may allow %1)")
            .arg(QLatin1String(helper::kPolkitValidateAction)));
    return {};
}
