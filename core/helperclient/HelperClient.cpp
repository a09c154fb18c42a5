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
    if (errorName == QLatin1String("org.freedesktop.DBus.Error.NoReply") ||
        errorName == QLatin1String("org.freedesktop.DBus.Error.Timeout"))
        return ErrorCode::Timeout;
    if (errorName.startsWith(QLatin1String("org.freedesktop.DBus.Error")))
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
    if (state == QLatin1String(kStateReverted))
        Q_EMIT reverted(detail);
}

void HelperClient::send(const QString &method, const QList<QVariant> &arguments,
                        std::function<void(const QDBusMessage &)> replied)
{
    QDBusMessage message = QDBusMessage::createMethodCall(
        QLatin1String(kService), QLatin1String(kObjectPath), QLatin1String(kInterface), method);
    message.setArguments(arguments);
    message.setInteractiveAuthorizationAllowed(true);
    if (!m_bus.isConnected()) {
        // Qt's asyncCall on a connection that never connected returns a pending call that
        // never finishes: answer at once, from the event loop like any reply.
        const QString why = m_bus.lastError().isValid() ? m_bus.lastError().message()
                                                        : tr("no connection to the system bus");
        QTimer::singleShot(0, this, [message, why, replied] {
            replied(message.createErrorReply(
                QStringLiteral("org.freedesktop.DBus.Error.Disconnected"), why));
        });
        return;
    }
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(message, kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [watcher, replied] {
        watcher->deleteLater();
        replied(watcher->reply());
    });
}

void HelperClient::call(const QString &method, const QList<QVariant> &arguments,
                        std::function<void(const QDBusMessage &)> done)
{
    send(method, arguments, [this, method, done](const QDBusMessage &reply) {
        if (reply.type() == QDBusMessage::ErrorMessage) {
            Q_EMIT callFailed(method, reply.errorName(), reply.errorMessage());
            Q_EMIT failed(
                reply.errorName() == QLatin1String(kErrorNotAuthorized)
                    ? tr("Not authorized: %1").arg(reply.errorMessage())
                : reply.errorName().startsWith(QLatin1String("org.freedesktop.DBus.Error"))
                    ? unreachable(reply.errorMessage())
                    : reply.errorMessage());
            return;
        }
        done(reply);
    });
}

void HelperClient::validate(const QByteArray &yaml)
{
    call(QStringLiteral("Validate"), {yaml}, [this](const QDBusMessage &reply) {
        Q_EMIT validated(reply.arguments().value(0).toStringList(), QString());
    });
}

void HelperClient::tryApply(const QByteArray &yaml, unsigned timeoutSeconds)
{
    call(QStringLiteral("Try"), {yaml, timeoutSeconds},
         [this, timeoutSeconds](const QDBusMessage &) { Q_EMIT tryStarted(timeoutSeconds); });
}

void HelperClient::confirm()
{
    call(QStringLiteral("Confirm"), {}, [this](const QDBusMessage &) { Q_EMIT confirmed(); });
}

void HelperClient::cancel()
{
    call(QStringLiteral("Cancel"), {}, [this](const QDBusMessage &) { Q_EMIT cancelled(); });
}

void HelperClient::callThen(const char *method, const QList<QVariant> &arguments,
                            std::function<void(Result<QDBusMessage>)> done)
{
    send(QLatin1String(method), arguments, [done](const QDBusMessage &reply) {
        if (reply.type() != QDBusMessage::ErrorMessage) {
            done(reply);
            return;
        }
        const ErrorCode code = codeOf(reply.errorName());
        done(makeError(code,
                       code == ErrorCode::Unavailable ? unreachable(reply.errorMessage())
                                                      : reply.errorMessage(),
                       reply.errorName()));
    });
}

void HelperClient::challenge(Then<QByteArray> done)
{
    callThen(kMethodChallenge, {}, [done](const Result<QDBusMessage> &reply) {
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
    callThen(kMethodAddDelegation, {certificatePem, name},
             [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::removeDelegation(const QString &id, Done done)
{
    callThen(kMethodRemoveDelegation, {id},
             [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::delegations(Then<QList<DelegationEntry>> done)
{
    callThen(kMethodDelegations, {}, [done](const Result<QDBusMessage> &reply) {
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
    callThen(kMethodCurrent, {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toByteArray());
    });
}

void HelperClient::state(Then<QString> done)
{
    callThen("State", {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toString());
    });
}

void HelperClient::tryDelegated(const QByteArray &yaml, unsigned timeoutSeconds,
                                const QString &seatId, const QByteArray &nonce, qint64 expiresAt,
                                const QByteArray &signature, Done done)
{
    callThen(kMethodTryDelegated,
             {yaml, uint(timeoutSeconds), seatId, nonce, QVariant::fromValue(expiresAt), signature},
             [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::confirmDelegated(const QByteArray &signature, Done done)
{
    callThen(kMethodConfirmDelegated, {signature},
             [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::validateThen(const QByteArray &yaml, Then<QStringList> done)
{
    callThen("Validate", {yaml}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toStringList());
    });
}

void HelperClient::tryThen(const QByteArray &yaml, unsigned timeoutSeconds, Done done)
{
    callThen("Try", {yaml, uint(timeoutSeconds)},
             [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::confirmThen(Done done)
{
    callThen("Confirm", {}, [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::cancelThen(Done done)
{
    callThen("Cancel", {}, [done](const Result<QDBusMessage> &reply) { done(statusOf(reply)); });
}

void HelperClient::migrateConflicts(std::function<void(Result<QStringList>)> done)
{
    callThen("MigrateConflicts", {}, [done](const Result<QDBusMessage> &reply) {
        if (!reply)
            return done(reply.error());
        done(reply->arguments().value(0).toStringList());
    });
}

} // namespace sparkwire::helper
