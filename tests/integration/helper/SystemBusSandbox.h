#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

// A system D-Bus with polkitd inside the test's private mount namespace: tmpfs over
// /run/dbus, the system service and bus-policy directories, polkit's actions and rules, and
// /etc/passwd and /etc/group with three test users. Nothing leaks out of the namespace.
class SystemBusSandbox
{
public:
    static constexpr uint kAllowedUid = 61001; // polkit rules say YES
    static constexpr uint kDeniedUid = 61002;  // polkit rules say NO, also to Validate
    static constexpr uint kPlainUid = 61003;   // no rules: the packaged defaults, no agent

    // helperExec: the Exec= line of the helper's D-Bus service file.
    bool start(const QString &helperExec, QString *error);
    void stop();
    // A system without polkitd (a minimal headless install): what may run without it.
    void stopPolkit();
    bool startPolkit(QString *error);
    QString workDir() const { return m_dir.path(); }

private:
    bool mountTmpfs(const QString &dir, QString *error);
    bool overlayFile(const QString &target, const QByteArray &content, QString *error);
    bool waitForName(const QString &name, int timeoutMs);

    QTemporaryDir m_dir;
    QProcess m_bus;
    QProcess m_polkit;
};
