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

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {
constexpr unsigned kLockWaitSeconds = 10;

void interruptWait(int) {}

// One helper process at a time per root dir: recovery must never run under a change that a
// live instance still holds (a boot unit started by hand, a second activation while the
// first exits). flock() is released with the process, however it dies. A blocking flock()
// waits for exactly that release; SIGALRM ends the wait after kLockWaitSeconds.
bool lockRoot(const QString &lockPath)
{
    const QString dir = QFileInfo(lockPath).path();
    if (!QDir().mkpath(dir) || ::chmod(QFile::encodeName(dir).constData(), 0700) != 0) {
        std::fprintf(stderr, "sparkwire-helper: cannot create %s\n", qPrintable(dir));
        return false;
    }
    const int fd = ::open(QFile::encodeName(lockPath).constData(),
                          O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        std::fprintf(stderr, "sparkwire-helper: cannot open %s: %s\n", qPrintable(lockPath),
                     std::strerror(errno));
        return false;
    }
    struct sigaction alarmAction
    {};
    struct sigaction previous
    {};
    alarmAction.sa_handler = interruptWait; // no SA_RESTART: the signal ends flock() with EINTR
    sigemptyset(&alarmAction.sa_mask);
    ::sigaction(SIGALRM, &alarmAction, &previous);
    ::alarm(kLockWaitSeconds);
    const int locked = ::flock(fd, LOCK_EX);
    const int error = errno;
    ::alarm(0);
    ::sigaction(SIGALRM, &previous, nullptr);
    if (locked == 0)
        return true; // fd stays open for the life of the process
    std::fprintf(stderr, "sparkwire-helper: cannot lock %s: %s\n", qPrintable(lockPath),
                 error == EINTR ? "another sparkwire-helper holds it" : std::strerror(error));
    return false;
}

// Ends the event loop with `code` once it runs (exit() before exec() would be lost).
void exitSoon(int code)
{
    QMetaObject::invokeMethod(
        QCoreApplication::instance(), [code] { QCoreApplication::exit(code); },
        Qt::QueuedConnection);
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
    if (!lockRoot(sparkwire::netplan::NetplanTransaction(config.transaction).lockPath()))
        return 1;

    if (parser.isSet(QStringLiteral("recover"))) {
        // No bus: at boot this runs before D-Bus, and nobody is there to tell.
        using Recovery = sparkwire::netplan::NetplanTransaction::Recovery;
        sparkwire::netplan::NetplanTransaction transaction(config.transaction);
        transaction.recoverInterrupted([](const sparkwire::Result<Recovery> &result) {
            if (!result) {
                std::fprintf(stderr, "sparkwire-helper: recovery failed: %s\n",
                             qPrintable(result.error().message));
                return exitSoon(1);
            }
            std::printf("sparkwire-helper: %s\n", *result == Recovery::Reverted
                                                      ? "an unconfirmed change was reverted"
                                                      : "nothing to recover");
            exitSoon(0);
        });
        return app.exec();
    }

    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        std::fprintf(stderr, "sparkwire-helper: cannot reach the system bus: %s\n",
                     qPrintable(bus.lastError().message()));
        return 1;
    }
    HelperService service(config, bus);
    // Before taking calls: an interrupted change goes back first.
    service.recover([&service, &bus] {
        if (!bus.registerObject(QLatin1String(sparkwire::helper::kObjectPath), &service,
                                QDBusConnection::ExportAllSlots |
                                    QDBusConnection::ExportAllSignals) ||
            !bus.registerService(QLatin1String(sparkwire::helper::kService))) {
            std::fprintf(stderr, "sparkwire-helper: cannot own %s: %s\n",
                         sparkwire::helper::kService, qPrintable(bus.lastError().message()));
            exitSoon(1);
        }
    });
    return app.exec();
}
