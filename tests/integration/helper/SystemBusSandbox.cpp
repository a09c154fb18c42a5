#include "SystemBusSandbox.h"

#include "../common/TestUsers.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/mount.h>
#include <sys/prctl.h>

namespace {
QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

const char kRules[] =
    R"(// Sparkwire's test users: one allowed, one denied (a site may refuse even Validate),
// decided without an agent; sparkwire-plain gets the packaged defaults.
polkit.addRule(function(action, subject) {
    if (action.id == "org.sparkwire.apply-network" && subject.user == "sparkwire-allow")
        return polkit.Result.YES;
    if (action.id.indexOf("org.sparkwire.") == 0 && subject.user == "sparkwire-deny")
        return polkit.Result.NO;
});
)";
} // namespace

bool SystemBusSandbox::mountTmpfs(const QString &dir, QString *error)
{
    QDir().mkpath(dir);
    if (::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, "mode=0755") != 0) {
        *error = QStringLiteral("mount tmpfs on %1: %2")
                     .arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

bool SystemBusSandbox::overlayFile(const QString &target, const QByteArray &content, QString *error)
{
    const QString copy = m_dir.path() + QLatin1Char('/') + QFileInfo(target).fileName();
    if (!writeFile(copy, content) ||
        ::mount(QFile::encodeName(copy).constData(), QFile::encodeName(target).constData(), nullptr,
                MS_BIND, nullptr) != 0) {
        *error =
            QStringLiteral("bind %1: %2").arg(target, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

bool SystemBusSandbox::waitForName(const QString &name, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        QDBusConnection bus = QDBusConnection::connectToBus(QDBusConnection::SystemBus,
                                                            QStringLiteral("sandbox-probe"));
        const bool up = bus.isConnected() && bus.interface()->isServiceRegistered(name);
        QDBusConnection::disconnectFromBus(QStringLiteral("sandbox-probe"));
        if (up)
            return true;
        QThread::msleep(50);
    }
    return false;
}

bool SystemBusSandbox::start(const QString &helperExec, QString *error)
{
    // Its bus, polkit and passwd overlays must never cover the machine's own.
    if (!TestUsers::inPrivateMountNamespace(error))
        return false;
    if (!m_dir.isValid()) {
        *error = QStringLiteral("no temporary directory");
        return false;
    }
    QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                            QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                            QFileDevice::ExeOther);
    for (const char *dir :
         {"/run/dbus", "/usr/share/dbus-1/system-services", "/etc/dbus-1/system.d",
          "/usr/share/polkit-1/actions", "/etc/polkit-1/rules.d"})
        if (!mountTmpfs(QLatin1String(dir), error))
            return false;
    const QString packaging = QStringLiteral(SPARKWIRE_PACKAGING);
    if (!writeFile(
            QStringLiteral("/usr/share/dbus-1/system-services/org.sparkwire.Helper1.service"),
            "[D-BUS Service]\nName=org.sparkwire.Helper1\nExec=" + helperExec.toUtf8() +
                "\nUser=root\n") ||
        !QFile::copy(packaging + QStringLiteral("/dbus/org.sparkwire.Helper1.conf"),
                     QStringLiteral("/etc/dbus-1/system.d/org.sparkwire.Helper1.conf")) ||
        !QFile::copy(packaging + QStringLiteral("/polkit/org.sparkwire.policy"),
                     QStringLiteral("/usr/share/polkit-1/actions/org.sparkwire.policy")) ||
        !writeFile(QStringLiteral("/etc/polkit-1/rules.d/50-sparkwire-test.rules"), kRules)) {
        *error = QStringLiteral("cannot install the service, bus policy, polkit action or rules");
        return false;
    }
    const QByteArray users =
        QStringLiteral("sparkwire-allow:x:%1:%1::/nonexistent:/usr/sbin/nologin\n"
                       "sparkwire-deny:x:%2:%2::/nonexistent:/usr/sbin/nologin\n"
                       "sparkwire-plain:x:%3:%3::/nonexistent:/usr/sbin/nologin\n")
            .arg(kAllowedUid)
            .arg(kDeniedUid)
            .arg(kPlainUid)
            .toUtf8();
    const QByteArray groups =
        QStringLiteral("sparkwire-allow:x:%1:\nsparkwire-deny:x:%2:\nsparkwire-plain:x:%3:\n")
            .arg(kAllowedUid)
            .arg(kDeniedUid)
            .arg(kPlainUid)
            .toUtf8();
    if (!overlayFile(QStringLiteral("/etc/passwd"), readAll(QStringLiteral("/etc/passwd")) + users,
                     error) ||
        !overlayFile(QStringLiteral("/etc/group"), readAll(QStringLiteral("/etc/group")) + groups,
                     error))
        return false;

    qputenv("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/run/dbus/system_bus_socket");
    // If the test dies, its daemons die with it instead of outliving the namespace.
    for (QProcess *p : {&m_bus, &m_polkit})
        p->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
    m_bus.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_bus.start(
        QStringLiteral("dbus-daemon"),
        {QStringLiteral("--system"), QStringLiteral("--nofork"), QStringLiteral("--nopidfile")});
    if (!m_bus.waitForStarted() || !waitForName(QStringLiteral("org.freedesktop.DBus"), 10000)) {
        *error = QStringLiteral("the system dbus-daemon did not start");
        return false;
    }
    m_polkit.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    return startPolkit(error);
}

bool SystemBusSandbox::startPolkit(QString *error)
{
    m_polkit.start(QStringLiteral("/usr/lib/polkit-1/polkitd"), {QStringLiteral("--no-debug")});
    if (!m_polkit.waitForStarted() ||
        !waitForName(QStringLiteral("org.freedesktop.PolicyKit1"), 15000)) {
        *error = QStringLiteral("polkitd did not take its bus name");
        return false;
    }
    return true;
}

void SystemBusSandbox::stopPolkit()
{
    // Nothing activates it again: the sandbox's service directory holds only the helper.
    m_polkit.terminate();
    if (!m_polkit.waitForFinished(3000)) {
        m_polkit.kill();
        m_polkit.waitForFinished();
    }
}

void SystemBusSandbox::stop()
{
    for (QProcess *p : {&m_polkit, &m_bus}) {
        if (p->state() == QProcess::NotRunning)
            continue;
        p->terminate();
        if (!p->waitForFinished(3000)) {
            p->kill();
            p->waitForFinished();
        }
    }
}
