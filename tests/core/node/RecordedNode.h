#pragma once

// The start-up every front end uses (NodeContextFactory), for the tests of tests/core/node: on
// the recorded Spark (tests/data/sysfs/dgx-port1) as spark-a, in a state dir of the test's,
// without a session bus (so without a keyring: the key goes to the 0600 file).
#include "hw/InventoryMonitor.h"
#include "node/NodeContextFactory.h"

#include <QTest>

#include <optional>

namespace recorded {

inline sparkwire::hw::InventoryMonitor::Options tree()
{
    sparkwire::hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-a");
    return options;
}

inline sparkwire::node::NodeContext::Options nodeOptions(sparkwire::hw::InventoryMonitor *inventory,
                                                         const QString &stateParent)
{
    sparkwire::node::NodeContext::Options options;
    options.inventory = inventory;
    options.stateDir = stateParent + QStringLiteral("/sparkwire");
    options.hostname = QStringLiteral("spark-a");
    options.hostKeyFile = QStringLiteral("/nonexistent/host_key.pub");
    return options;
}

// No session bus anywhere, and XDG_RUNTIME_DIR in `runtime`: for initTestCase.
inline void withoutSessionBus(const QString &runtime)
{
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
}

// The factory's answer, waited for (a test may; the window never does).
inline sparkwire::Result<std::unique_ptr<sparkwire::node::NodeContext>>
made(const sparkwire::node::NodeContext::Options &options)
{
    using sparkwire::node::NodeContext;
    std::optional<sparkwire::Result<std::unique_ptr<NodeContext>>> result;
    sparkwire::node::NodeContextFactory::create(
        options,
        [&](sparkwire::Result<std::unique_ptr<NodeContext>> r) { result.emplace(std::move(r)); });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10000))
        return sparkwire::makeError(sparkwire::ErrorCode::Timeout,
                                    QStringLiteral("the factory did not answer"));
    return std::move(*result);
}

} // namespace recorded
