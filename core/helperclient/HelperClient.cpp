#include "HelperClient.h"

#include "HelperIds.h"

#include <QDBusError>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusServiceWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>

namespace sparkwire::helper {

namespace {
constexpr int kCallTimeoutMs = 10 * 60 * 1000; // a person typing a password, then netplan apply

// The helper's refusals by kind (HelperIds.h), for callers to branch on.
ErrorCode codeOf(const QString &errorName)
{
    const auto is = [&errorName](const char *name) { return errorName == QLatin1String(name); };
    if (is(kErrorNotAuthorized) || is(kErrorBadSignature))
        return ErrorCode::PermissionDenied;
    if (is(kErrorNotDelegated))
        return ErrorCode::NotFound;
    if (is(kErrorStale))
        return ErrorCode::Timeout;
    if (is(kErrorInvalid))
        return ErrorCode::InvalidInput;
    if (is(kErrorBusy))
        return ErrorCode::Refused;
    if (is(kBusErrorNoReply) || is(kBusErrorTimeout))
        return ErrorCode::Timeout;
    if (errorName.startsWith(QLatin1String(kBusErrorPrefix)))
        return ErrorCode::Unavailable;
    return ErrorCode::Io;
}

// What the person reads when the helper or the bus is missing: what happened and what to do.
QString unreachable(const QString &why)
{
    return HelperClient::tr("sparkwire-helper cannot be reached (%1). The Sparkwire helper is not "
                            "installed or the system bus is not running: install the Sparkwire "
                            "package, or start D-Bus (systemctl start dbus).")
        .arg(why);
}

Status statusOf(const Result<QDBusMessage> &reply)
{
    if (!reply)
        return reply.error();
    return {};
}
} // namespace

HelperClient::HelperClient(QObject *parent)
    : HelperClient(QDBusConnection::systemBus(), parent)
{}

HelperClient::HelperClient(const QDBusConnection &bus, QObject *parent)
    : ApplyBackend(parent)
    , m_bus(bus)
    , m_helperWatcher(new QDBusServiceWatcher(QLatin1String(kService), m_bus,
                                              QDBusServiceWatcher::WatchForUnregistration, this))
{
    connect(m_helperWatcher, &QDBusServiceWatcher::serviceUnregistered, this,
            &HelperClient::helperLeft);
    m_bus.connect(QLatin1String(kService), QLatin1String(kObjectPath), QLatin1String(kInterface),
                  QLatin1String(kStateChangedSignal), this, SLOT(onStateChanged(QString)));
    // Sent to this connection only, and only about the change it started.
    m_bus.connect(QLatin1String(kService), QLatin1String(kObjectPath), QLatin1String(kInterface),
                  QLatin1String(kCallerStateChangedSignal), this,
                  SLOT(onCallerStateChanged(QString, QString)));
}

void HelperClient::onStateChanged(const QString &state)
{
    Q_EMIT helperStateChanged(state);
}

void HelperClient::onCallerStateChanged(const QString &state, const QString &detail)
{
    Q_EMIT stateChanged(state, detail);
    if (state != QLatin1String(kStateReverted))
        return;
    // The helper reverts a change of ours for two reasons we can see: our Cancel, or its
    // countdown (a caller that went away hears nothing).
    const ErrorCode code = m_cancelling ? ErrorCode::Cancelled : ErrorCode::Timeout;
    m_cancelling = false;
    Q_EMIT reverted(makeError(code, detail));
}

void HelperClient::call(const char *method, const QList<QVariant> &arguments,
                        std::function<void(Result<QDBusMessage>)> done)
{
    const auto replied = [done](const QDBusMessage &reply) {
        if (reply.type() != QDBusMessage::ErrorMessage)
            return done(reply);
        const ErrorCode code = codeOf(reply.errorName());
        done(makeError(code,
                       code == ErrorCode::Unavailable ? unreachable(reply.errorMessage())
                                                      : reply.errorMessage(),
                       reply.errorName()));
    };
    QDBusMessage message =
        QDBusMessage::createMethodCall(QLatin1String(kService), QLatin1String(kObjectPath),
                                       QLatin1String(kInterface), QLatin1String(method));
    message.setArguments(arguments);
    message.setInteractiveAuthorizationAllowed(true);
    if (!m_bus.isConnected()) {
        // Qt's asyncCall on a connection that never connected returns a pending call that
        // never finishes: answer at once, from the event loop like any reply.
        const QString why = m_bus.lastError().isValid() ? m_bus.lastError().message()
                                                        : tr("no connection to the system bus");
        QTimer::singleShot(0, this, [message, why, replied] {
            replied(message.createErrorReply(QLatin1String(kBusErrorDisconnected), why));
        });
        return;
    }
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(message, kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [watcher, replied] {
        watcher->deleteLater();
        replied(watcher->reply());
    });
}

void HelperClient::validate(const QByteArray &yaml, Then<QStringList> done)
{
    call(kMethodValidate, {yaml}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toStringList());
    });
}

void HelperClient::tryApply(const QByteArray &yaml, unsigned timeoutSeconds, Done done)
{
    call(kMethodTry, {yaml, uint(timeoutSeconds)},
         [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::confirm(Done done)
{
    call(kMethodConfirm, {}, [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::cancel(Done done)
{
    m_cancelling = true;
    QPointer<HelperClient> self(this);
    call(kMethodCancel, {}, [self, done](const Result<QDBusMessage> &reply) {
        if (self && !reply)
            self->m_cancelling = false; // nothing of ours was reverted
        done(statusOf(reply));
    });
}

void HelperClient::challenge(Then<QByteArray> done)
{
    call(kMethodChallenge, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        const QByteArray nonce = reply->arguments().value(0).toByteArray();
        if (nonce.size() != kNonceBytes)
            return done(makeError(ErrorCode::Protocol,
                                  tr("sparkwire-helper answered Challenge with %1 bytes instead "
                                     "of %2")
                                      .arg(nonce.size())
                                      .arg(kNonceBytes)));
        done(nonce);
    });
}

void HelperClient::addDelegation(const QByteArray &certificatePem, const QString &name, Done done)
{
    call(kMethodAddDelegation, {certificatePem, name},
         [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::removeDelegation(const QString &id, Done done)
{
    call(kMethodRemoveDelegation, {id},
         [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::delegations(Then<QList<DelegationEntry>> done)
{
    call(kMethodDelegations, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        const QJsonDocument document =
            QJsonDocument::fromJson(reply->arguments().value(0).toString().toUtf8());
        if (!document.isArray())
            return done(makeError(ErrorCode::Protocol,
                                  tr("sparkwire-helper answered Delegations with something that "
                                     "is not a JSON array")));
        QList<DelegationEntry> entries;
        for (const QJsonValue &value : document.array()) {
            const QJsonObject o = value.toObject();
            entries << DelegationEntry{
                o.value(QLatin1String("id")).toString(), o.value(QLatin1String("name")).toString(),
                QDateTime::fromString(o.value(QLatin1String("added")).toString(), Qt::ISODate)};
        }
        done(entries);
    });
}

void HelperClient::current(Then<QByteArray> done)
{
    call(kMethodCurrent, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toByteArray());
    });
}

void HelperClient::state(Then<QString> done)
{
    call(kMethodState, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toString());
    });
}

void HelperClient::tryDelegated(const QByteArray &yaml, unsigned timeoutSeconds,
                                const QString &seatId, const QByteArray &nonce, qint64 expiresAt,
                                const QByteArray &signature, Done done)
{
    call(kMethodTryDelegated,
         {yaml, uint(timeoutSeconds), seatId, nonce, QVariant::fromValue(expiresAt), signature},
         [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::confirmDelegated(const QByteArray &signature, Done done)
{
    call(kMethodConfirmDelegated, {signature},
         [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::migrateConflicts(std::function<void(Result<QStringList>)> done)
{
    call(kMethodMigrateConflicts, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toStringList());
    });
}

void HelperClient::moveAsideOtherTools(std::function<void(Result<QStringList>)> done)
{
    call(kMethodMoveAsideOtherTools, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toStringList());
    });
}

void HelperClient::restoreOtherTools(std::function<void(Result<QStringList>)> done)
{
    call(kMethodRestoreOtherTools, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toStringList());
    });
}

} // namespace sparkwire::helper
