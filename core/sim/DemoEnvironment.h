#pragma once

#include "common/Result.h"

#include "hw/InventoryMonitor.h"

#include <QString>

namespace sparkwire::sim {

// The simulated Spark that demo mode runs against: a recorded sysfs tree shipped in
// share/sparkwire/demo/ beside the binaries (in the build tree and once installed), read
// without any live source, so the demo never looks at or touches the real system.
class DemoEnvironment
{
public:
    static constexpr const char *kHostname = "spark-demo-a";
    static constexpr const char *kTree = "dgx-port1";

    // Where the demo tree is; NotFound when it is missing.
    static Result<QString> sysfsRoot();
    static hw::InventoryMonitor::Options inventoryOptions(const QString &sysfsRoot);
    // The demo's netplan hierarchy (etc/netplan/...), read but never written.
    static QString netplanRoot();
};

} // namespace sparkwire::sim
