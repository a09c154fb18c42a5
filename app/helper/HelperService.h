#pragma once

#include "netplan/NetplanTransaction.h"

#include <QDBusConnection>
#include <QDBusContext>
#include <QObject>
#include <QTimer>

class PolkitAuthority;
class QDBusServiceWatcher;

// org.sparkwire.Helper1: fixed-purpose methods, no paths, every byte hostile. Each call is
// authorised by polkit for the calling bus name, the YAML is checked by the shared policy and
// netplan's parser, and a change stays pending until its own caller confirms it; it reverts
// on Cancel, on timeout, or when that caller leaves the bus.
class HelperService : public QObject, protected QDBusContext
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.sparkwire.Helper1")
public:
    struct Config
    {
        sparkwire::netplan::NetplanTransaction::Config transaction;
        QString sysfsRoot = QStringLiteral("/sys");
        QString netplanCommand = QStringLiteral("/usr/sbin/netplan");
        int idleTimeoutSeconds = 60;
    };

    HelperService(const Config &config, const QDBusConnection &bus, QObject *parent = nullptr);
    // Reverts a change a previous instance left unconfirmed; call once at start.
    void recover();

public Q_SLOTS:
    QStringList Validate(const QByteArray &yaml);
    void Try(const QByteArray &yaml, uint timeoutSeconds);
    void Confirm();
    void Cancel();
    QString State();

Q_SIGNALS:
    void StateChanged(const QString &state, const QString &detail);

private:
    // Polkit first, then `work` with the original message, whose reply it must send.
    void authorizedThen(std::function<void(const QDBusMessage &)> work);
    QStringList problemsWith(const QByteArray &yaml) const;
    void finishPending(const QString &state, const QString &detail);
    void revertPending(const QString &why);
    void setState(const QString &state, const QString &detail);
    void touchIdle();

    Config m_config;
    QDBusConnection m_bus;
    sparkwire::netplan::NetplanTransaction m_transaction;
    PolkitAuthority *m_polkit;
    QString m_state;
    QString m_pendingOwner; // unique bus name of the caller whose change is pending
    QTimer m_revertTimer;
    QTimer m_idleTimer;
    QDBusServiceWatcher *m_ownerWatcher = nullptr;
    int m_busy = 0; // calls in flight (polkit or apply)
};
