// sparkwire-helper: the privileged half of Sparkwire, a D-Bus activated system service.
// Its settings come only from this command line, which only the root-owned D-Bus service
// file (and the boot-time recovery unit) sets; nothing a caller sends and nothing in the
// environment changes them.
#include "HelperService.h"
#include "helperclient/HelperIds.h"
#include "netplan/NetplanTransaction.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusError>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QThread>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>

namespace {
// One helper process at a time per root dir: recovery must never run under a change that a
// live instance still holds (a boot unit started by hand, a second activation while the
// first exits). flock() is released with the process, however it dies. Waits up to 10 s.
bool lockRoot(const sparkwire::netplan::NetplanTransaction &transaction)
{
    const QString dir = QFileInfo(transaction.lockPath()).path();
    if (!QDir().mkpath(dir) || ::chmod(QFile::encodeName(dir).constData(), 0700) != 0) {
        std::fprintf(stderr, "sparkwire-helper: cannot create %s\n", qPrintable(dir));
        return false;
    }
    const int fd = ::open(QFile::encodeName(transaction.lockPath()).constData(),
                          O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    for (int attempt = 0; fd >= 0 && attempt < 100; ++attempt) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            return true; // fd stays open for the life of the process
        if (errno != EWOULDBLOCK)
            break;
        QThread::msleep(100);
    }
    std::fprintf(stderr, "sparkwire-helper: cannot lock %s: %s\n",
                 qPrintable(transaction.lockPath()),
                 fd < 0 || errno != EWOULDBLOCK ? std::strerror(errno)
                                                : "another sparkwire-helper holds it");
    return false;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sparkwire-helper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SPARKWIRE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Sparkwire's privileged helper (org.sparkwire.Helper1)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("recover"),
         QStringLiteral("Put back what an interrupted change left, remove leftovers, and exit "
                        "(the boot-time unit runs this).")},
        {QStringLiteral("root-dir"), QStringLiteral("Root of the netplan hierarchy (tests only)."),
         QStringLiteral("DIR"), QStringLiteral("/")},
        {QStringLiteral("sysfs-root"),
         QStringLiteral("Where this host's CX-7 netdevs are read (tests only)."),
         QStringLiteral("DIR"), QStringLiteral("/sys")},
        {QStringLiteral("apply-command"),
         QStringLiteral("Program and arguments that apply netplan (no shell)."),
         QStringLiteral("ARGV"), QStringLiteral("/usr/sbin/netplan apply")},
        {QStringLiteral("netplan"), QStringLiteral("The netplan program that validates."),
         QStringLiteral("PATH"), QStringLiteral("/usr/sbin/netplan")},
        {QStringLiteral("idle-timeout"), QStringLiteral("Exit after this many idle seconds."),
         QStringLiteral("S"), QStringLiteral("60")},
    });
    parser.process(app);

    HelperService::Config config;
    config.transaction.rootDir = parser.value(QStringLiteral("root-dir"));
    config.transaction.applyCommand =
        QProcess::splitCommand(parser.value(QStringLiteral("apply-command")));
    config.sysfsRoot = parser.value(QStringLiteral("sysfs-root"));
    config.netplanCommand = parser.value(QStringLiteral("netplan"));
    bool ok = false;
    config.idleTimeoutSeconds = parser.value(QStringLiteral("idle-timeout")).toInt(&ok);
    if (!ok || config.idleTimeoutSeconds < 1 || config.transaction.applyCommand.isEmpty()) {
        std::fprintf(stderr, "sparkwire-helper: --idle-timeout must be a positive number and "
                             "--apply-command non-empty\n");
        return 2;
    }
    if (!lockRoot(sparkwire::netplan::NetplanTransaction(config.transaction)))
        return 1;

    if (parser.isSet(QStringLiteral("recover"))) {
        // No bus: at boot this runs before D-Bus, and nobody is there to tell.
        const std::optional<QString> result =
            sparkwire::netplan::NetplanTransaction(config.transaction).recoverInterrupted();
        if (result && !result->isEmpty()) {
            std::fprintf(stderr, "sparkwire-helper: recovery failed: %s\n", qPrintable(*result));
            return 1;
        }
        std::printf("sparkwire-helper: %s\n",
                    result ? "an unconfirmed change was reverted" : "nothing to recover");
        return 0;
    }

    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        std::fprintf(stderr, "sparkwire-helper: cannot reach the system bus: %s\n",
                     qPrintable(bus.lastError().message()));
        return 1;
    }
    HelperService service(config, bus);
    service.recover(); // before taking calls: an interrupted change goes back first
    if (!bus.registerObject(QLatin1String(sparkwire::helper::kObjectPath), &service,
                            QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals) ||
        !bus.registerService(QLatin1String(sparkwire::helper::kService))) {
        std::fprintf(stderr, "sparkwire-helper: cannot own %s: %s\n", sparkwire::helper::kService,
                     qPrintable(bus.lastError().message()));
        return 1;
    }
    return app.exec();
}
