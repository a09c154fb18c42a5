#include "DemoEnvironment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace sparkwire::sim {

Result<QString> DemoEnvironment::sysfsRoot()
{
    const QString root =
        QDir::cleanPath(QCoreApplication::applicationDirPath() +
                        QLatin1String("/../share/sparkwire/demo/") + QLatin1String(kTree));
    if (QFileInfo(root + QLatin1String("/class/net")).isDir())
        return root;
    return makeError(ErrorCode::NotFound,
                     QCoreApplication::translate(
                         "DemoEnvironment",
                         "The demo data is missing: %1 does not exist. Reinstall Sparkwire or "
                         "rebuild it (the build copies the demo tree there).")
                         .arg(root));
}

QString DemoEnvironment::netplanRoot()
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() +
                           QLatin1String("/../share/sparkwire/demo/netplan-root"));
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
