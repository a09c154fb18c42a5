// sparkwire-helper: the privileged half of Sparkwire, a D-Bus activated system service.
// Its settings come only from this command line, which only the root-owned D-Bus service
// file sets; nothing a caller sends and nothing in the environment changes them.
#include "HelperService.h"
#include "helperclient/HelperIds.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusError>
#include <QProcess>

#include <cstdio>

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
