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
    // The classic-faults scenario's recorded Spark: MTU 1500 on every CX-7 netdev, the twins
    // unaddressed (link-local IPv6 only).
    static constexpr const char *kFaultsTree = "dgx-mtu1500-unaddressed";

    // The story the demo tells: a healthy Spark pair, or one with the classic faults (MTU
    // 1500, an idle unaddressed twin, cloud-init's file overriding a CX-7 netdev, NCCL over
    // sockets on the management port) for learning the diagnoses.
    enum class Scenario
    {
        Healthy,
        Faults
    };
    // "" and "healthy" are Healthy, "faults" is Faults; InvalidInput otherwise.
    static Result<Scenario> scenarioNamed(const QString &name);
    static QString nameOf(Scenario scenario);

    // Where the demo tree is; NotFound when it is missing.
    static Result<QString> sysfsRoot(Scenario scenario = Scenario::Healthy);
    static hw::InventoryMonitor::Options inventoryOptions(const QString &sysfsRoot);
    // The demo's netplan hierarchy (etc/netplan/...), read but never written.
    static QString netplanRoot(Scenario scenario = Scenario::Healthy);
};

} // namespace sparkwire::sim
