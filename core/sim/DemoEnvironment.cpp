#include "DemoEnvironment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace sparkwire::sim {

Result<DemoEnvironment::Scenario> DemoEnvironment::scenarioNamed(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String("healthy"))
        return Scenario::Healthy;
    if (name == QLatin1String("faults"))
        return Scenario::Faults;
    return makeError(
        ErrorCode::InvalidInput,
        QCoreApplication::translate("DemoEnvironment",
                                    "There is no demo scenario '%1'; choose healthy or faults.")
            .arg(name));
}

QString DemoEnvironment::nameOf(Scenario scenario)
{
    return scenario == Scenario::Faults ? QStringLiteral("faults") : QStringLiteral("healthy");
}

Result<QString> DemoEnvironment::sysfsRoot(Scenario scenario)
{
    const QString root = QDir::cleanPath(
        QCoreApplication::applicationDirPath() + QLatin1String("/../share/sparkwire/demo/") +
        QLatin1String(scenario == Scenario::Faults ? kFaultsTree : kTree));
    if (QFileInfo(root + QLatin1String("/class/net")).isDir())
        return root;
    return makeError(ErrorCode::NotFound,
                     QCoreApplication::translate(
                         "DemoEnvironment",
                         "The demo data is missing: %1 does not exist. Reinstall Sparkwire or "
                         "rebuild it (the build copies the demo tree there).")
                         .arg(root));
}

QString DemoEnvironment::netplanRoot(Scenario scenario)
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() +
                           QLatin1String(scenario == Scenario::Faults
                                             ? "/../share/sparkwire/demo/netplan-faults-root"
                                             : "/../share/sparkwire/demo/netplan-root"));
}

hw::InventoryMonitor::Options DemoEnvironment::inventoryOptions(const QString &sysfsRoot)
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = sysfsRoot;
    options.live = false;
    options.hostname = QLatin1String(kHostname);
    return options;
}

} // namespace sparkwire::sim
