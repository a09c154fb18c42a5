#pragma once

#include <QDBusConnection>
#include <QObject>

#include <functional>
#include <optional>

// Asks polkitd whether a D-Bus caller may perform an action. The subject is the caller's
// unique bus name as the bus daemon stamped it on the message ("system-bus-name"), never
// anything the caller says about itself. Interaction is allowed, so polkit's agent may ask
// the person for a password. A caller whose unix uid (as the bus daemon knows it) is 0 is
// authorised without asking polkitd: root may write /etc/netplan anyway, and a headless
// agent running as root has no polkit agent to answer.
class PolkitAuthority : public QObject
{
    Q_OBJECT
public:
    explicit PolkitAuthority(const QDBusConnection &bus, QObject *parent = nullptr);
    // done(authorized, reason): reason says why not, for the reply.
    void check(const QString &busName, const QString &actionId,
               std::function<void(bool, QString)> done);
    // The unix uid of the connection `busName`, as the bus daemon knows it (never what the
    // caller says); nullopt when the daemon did not answer with one (the caller left).
    void callerUid(const QString &busName, std::function<void(std::optional<uint>)> done);

private:
    void askPolkit(const QString &busName, const QString &actionId,
                   std::function<void(bool, QString)> done);

    QDBusConnection m_bus;
};
