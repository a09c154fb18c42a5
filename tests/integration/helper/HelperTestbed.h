#pragma once

// The testbed every tst_helper test class shares, started once by main(): a system D-Bus with
// polkitd (SystemBusSandbox), the helper activated on it inside a network namespace of its
// own (nsenter on its Exec line) that holds a management-like netdev with an address and
// routes, a netplan root the helper writes, and stand-ins for `netplan apply` (records the
// hash of the file in force; can fail, or wait while a test holds it) and for the validating
// netplan (can be slowed down). sparkwirectl runs as the sandbox's test users.
#include "SystemBusSandbox.h"

#include <QDBusMessage>
#include <QFileDevice>
#include <QObject>
#include <QStringList>

#include <csignal>

inline const QByteArray kOld =
    "# the person's own file: Sparkwire must give it back byte for byte\n"
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true   # keep\n";
inline const QByteArray kNew =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: false\n      dhcp6: "
    "false\n"
    "      link-local: []\n      mtu: 9000\n      addresses: [192.168.177.1/24]\n"
    "    enP2p1s0f1np1:\n      dhcp4: false\n      dhcp6: false\n      link-local: []\n"
    "      mtu: 9000\n      addresses: [192.168.178.1/24]\n";

// What the helper writes for kNew: the policy's re-emission, not the caller's bytes.
inline const QByteArray kNewCanonical =
    "# Re-emitted by Sparkwire's netplan policy from the file it reviewed.\n"
    "network:\n  version: 2\n  ethernets:\n"
    "    \"enp1s0f1np1\":\n      dhcp4: false\n      dhcp6: false\n      link-local: []\n"
    "      mtu: 9000\n      addresses: [\"192.168.177.1/24\"]\n"
    "    \"enP2p1s0f1np1\":\n      dhcp4: false\n      dhcp6: false\n      link-local: []\n"
    "      mtu: 9000\n      addresses: [\"192.168.178.1/24\"]\n";
// Comments and odd formatting that must not survive into /etc.
inline const QByteArray kOdd =
    "# the caller's notes: this comment must not reach /etc\n"
    "network: {version: 2, ethernets: {\n"
    "  enp1s0f1np1: {addresses: ['192.168.177.1/24'], mtu: \"9000\", dhcp4: no},  # twin a\n"
    "}}\n";
inline const QByteArray kOddCanonical =
    "# Re-emitted by Sparkwire's netplan policy from the file it reviewed.\n"
    "network:\n  version: 2\n  ethernets:\n"
    "    \"enp1s0f1np1\":\n      dhcp4: false\n      mtu: 9000\n"
    "      addresses: [\"192.168.177.1/24\"]\n";

// Issue 10's exploit: netplan (libyaml) ends the comment at the separator and configures the
// management NIC with a default route and DNS; yaml-cpp read a comment.
inline QByteArray hiddenAfter(const QByteArray &separator)
{
    const QByteArray s = separator;
    return "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 9000 # x" + s +
           "    enP7s7:" + s + "      dhcp4: false" + s + "      addresses: [203.0.113.5/24]" + s +
           "      routes: [{to: 0.0.0.0/0, via: 203.0.113.1}]" + s +
           "      nameservers: {addresses: [203.0.113.53]}\n";
}

inline QByteArray plan(const QByteArray &address)
{
    return "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: false\n"
           "      mtu: 9000\n      addresses: [" +
           address + "]\n";
}

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

QByteArray readFile(const QString &path);
void writeFile(const QString &path, const QByteArray &content, QFileDevice::Permissions perms);

class HelperTestBase : public QObject
{
    Q_OBJECT
public:
    static bool startTestbed(QString *error);
    static void stopTestbed();
    static void stopPolkit();
    static bool startPolkit(QString *error);

protected:
    HelperTestBase();
    // Before every test: no helper running, nothing pending, the person's old file in /etc.
    void reset();
    Run ctl(uint uid, const QStringList &args, const QByteArray &input, bool closeInput = true,
            QString killWhenOutputHas = QString(), int signal = SIGKILL);
    // `sparkwirectl ARGS` as the polkit-allowed user, started and left running.
    void startAsAllowedUser(QProcess &client, const QStringList &args);
    // PROGRAM ARGS as that user (setpriv), started and left running.
    static void startAs(QProcess &process, uint uid, const QString &program,
                        const QStringList &args);
    // A method of the helper called directly (as root, on a connection of its own), waiting
    // at most timeoutMs for the reply.
    QDBusMessage callHelper(const QString &method, const QVariantList &arguments, int timeoutMs);
    QList<int> helperPids() const;
    void killHelpers();
    QString input(const QString &name, const QByteArray &content);
    QString target() const { return m_root + QStringLiteral("/etc/netplan/40-cx7.yaml"); }
    QString staged() const { return m_root + QStringLiteral("/run/netplan/40-cx7.yaml"); }
    QString marker() const { return m_root + QStringLiteral("/run/sparkwire/pending"); }
    QString scratch() const { return m_root + QStringLiteral("/run/sparkwire/validate"); }
    QStringList applyLog() const;
    QString hashOf(const QByteArray &content) const;

    const QString m_work;
    const QString m_root;
    const QString m_log;
    const QString m_inputs;
    const QString m_helperTmp; // the helper's TMPDIR: must stay empty
    const QString m_netns;     // the helper's network namespace
    // While this file exists, the `netplan apply` stand-in waits (and apply-running exists).
    QString slowApply() const { return m_work + QStringLiteral("/slow-apply"); }
    QString applyRunning() const { return m_work + QStringLiteral("/apply-running"); }
    // While this file exists, the netplan validator waits (and validate-running exists).
    QString slowValidate() const { return m_work + QStringLiteral("/slow-validate"); }
    QString validateRunning() const { return m_work + QStringLiteral("/validate-running"); }
};
