#pragma once

#include "ApplyBackend.h"

#include <QDBusConnection>
#include <QStringList>

namespace sparkwire::helper {

// Talks to sparkwire-helper on the system bus. Every call is asynchronous: polkit may ask
// the person for a password, which takes as long as it takes.
class HelperClient : public ApplyBackend
{
    Q_OBJECT
public:
    explicit HelperClient(QObject *parent = nullptr);
    explicit HelperClient(const QDBusConnection &bus, QObject *parent = nullptr);

    void validate(const QByteArray &yaml);
    void tryApply(const QByteArray &yaml, unsigned timeoutSeconds) override;
    void confirm() override;
    void cancel() override;

Q_SIGNALS:
    // problems: the policy's or netplan's objections; error: the call itself failed.
    void validated(const QStringList &problems, const QString &error);
    // Any call failed: not authorized, invalid, busy, helper unreachable... (also failed())
    void callFailed(const QString &method, const QString &errorName, const QString &message);
    void cancelled();
    // The state of this client's own change, with its details (why it reverted: timeout,
    // cancel, caller gone; what failed), from the helper's CallerStateChanged.
    void stateChanged(const QString &state, const QString &detail);
    // The helper's state, whoever's change it is (StateChanged: the name only).
    void helperStateChanged(const QString &state);

private Q_SLOTS:
    void onStateChanged(const QString &state);
    void onCallerStateChanged(const QString &state, const QString &detail);

private:
    void call(const QString &method, const QList<QVariant> &arguments,
              std::function<void(const QDBusMessage &)> done);
    QDBusConnection m_bus;
};

} // namespace sparkwire::helper
