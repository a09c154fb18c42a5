#include "HelperClient.h"

#include "HelperIds.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>

namespace sparkwire::helper {

namespace {
constexpr int kCallTimeoutMs = 10 * 60 * 1000; // a person typing a password, then netplan apply
}

HelperClient::HelperClient(QObject *parent)
    : HelperClient(QDBusConnection::systemBus(), parent)
{}

HelperClient::HelperClient(const QDBusConnection &bus, QObject *parent)
    : ApplyBackend(parent)
    , m_bus(bus)
{
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

void HelperClient::call(const QString &method, const QList<QVariant> &arguments,
                        std::function<void(const QDBusMessage &)> done)
{
    QDBusMessage message = QDBusMessage::createMethodCall(
        QLatin1String(kService), QLatin1String(kObjectPath), QLatin1String(kInterface), method);
    message.setArguments(arguments);
    message.setInteractiveAuthorizationAllowed(true);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(message, kCallTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, watcher, method, done] {
        watcher->deleteLater();
        const QDBusMessage reply = watcher->reply();
        if (reply.type() == QDBusMessage::ErrorMessage) {
            Q_EMIT callFailed(method, reply.errorName(), reply.errorMessage());
            Q_EMIT failed(
                reply.errorName() == QLatin1String(kErrorNotAuthorized)
                    ? tr("Not authorized: %1").arg(reply.errorMessage())
                : reply.errorName().startsWith(QLatin1String("org.freedesktop.DBus.Error"))
                    ? tr("sparkwire-helper cannot be reached (%1). Is Sparkwire installed with its "
                         "helper?")
                          .arg(reply.errorMessage())
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

} // namespace sparkwire::helper
