#include "PolkitAuthority.h"

#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusPendingCallWatcher>

namespace {
constexpr uint kAllowUserInteraction = 1;
constexpr int kTimeoutMs = 5 * 60 * 1000; // the person may take a while to type a password
using StringMap = QMap<QString, QString>;
} // namespace

PolkitAuthority::PolkitAuthority(const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_bus(bus)
{
    qDBusRegisterMetaType<StringMap>();
}

void PolkitAuthority::check(const QString &busName, const QString &actionId,
                            std::function<void(bool, QString)> done)
{
    callerUid(busName, [this, busName, actionId, done](std::optional<uint> uid) {
        // The bus daemon's answer, not the caller's word. Any doubt goes to polkitd.
        if (uid && *uid == 0) {
            done(true, QString());
            return;
        }
        askPolkit(busName, actionId, done);
    });
}

void PolkitAuthority::callerUid(const QString &busName,
                                std::function<void(std::optional<uint>)> done)
{
    QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
        QStringLiteral("org.freedesktop.DBus"), QStringLiteral("GetConnectionUnixUser"));
    call << busName;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [watcher, done] {
        watcher->deleteLater();
        const QDBusMessage reply = watcher->reply();
        if (reply.type() == QDBusMessage::ReplyMessage &&
            reply.arguments().value(0).metaType() == QMetaType::fromType<uint>())
            done(reply.arguments().value(0).toUInt());
        else
            done(std::nullopt);
    });
}

void PolkitAuthority::askPolkit(const QString &busName, const QString &actionId,
                                std::function<void(bool, QString)> done)
{
    QDBusMessage call =
        QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.PolicyKit1"),
                                       QStringLiteral("/org/freedesktop/PolicyKit1/Authority"),
                                       QStringLiteral("org.freedesktop.PolicyKit1.Authority"),
                                       QStringLiteral("CheckAuthorization"));
    QDBusArgument subject; // (sa{sv})
    subject.beginStructure();
    subject << QStringLiteral("system-bus-name")
            << QVariantMap{
                   {QStringLiteral("name"), busName}}; // a{sv}: the map wraps each value once
    subject.endStructure();
    call << QVariant::fromValue(subject) << actionId << QVariant::fromValue(StringMap())
         << kAllowUserInteraction << QString();
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, kTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [watcher, done] {
        watcher->deleteLater();
        const QDBusMessage reply = watcher->reply();
        if (reply.type() == QDBusMessage::ErrorMessage) {
            done(false, QStringLiteral("polkit could not decide: %1").arg(reply.errorMessage()));
            return;
        }
        // (bba{ss}): is_authorized, is_challenge, details
        const QDBusArgument result = reply.arguments().value(0).value<QDBusArgument>();
        bool authorized = false;
        bool challenge = false;
        result.beginStructure();
        result >> authorized >> challenge;
        result.endStructure();
        done(authorized,
             authorized  ? QString()
             : challenge ? QStringLiteral("authentication is required and was not given")
                         : QStringLiteral("not authorized to change the network configuration"));
    });
}
