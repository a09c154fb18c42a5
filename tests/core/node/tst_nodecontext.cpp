// The one start-up every front end uses: the factory on a recorded Spark, without a session
// bus (so without a keyring, as on a CI machine or over SSH): the key goes to the 0600 file,
// a second start finds the same identity, and every part peers see comes from it.
#include "node/NodeContextFactory.h"

#include "discovery/DiscoveryAgent.h"
#include "hw/InventoryMonitor.h"

#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace sparkwire;

namespace {
hw::InventoryMonitor::Options tree()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-a");
    return options;
}

// The factory's answer, waited for (a test may; the window never does).
Result<std::unique_ptr<node::NodeContext>> made(const node::NodeContext::Options &options)
{
    std::optional<Result<std::unique_ptr<node::NodeContext>>> result;
    node::NodeContextFactory::create(options, [&](Result<std::unique_ptr<node::NodeContext>> r) {
        result.emplace(std::move(r));
    });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10000))
        return makeError(ErrorCode::Timeout, QStringLiteral("the factory did not answer"));
    return std::move(*result);
}
} // namespace

class TestNodeContext : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // No session bus anywhere: the keyring cannot be asked, the file is used.
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        QVERIFY(m_runtime.isValid());
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
    }

    void sameIdentityForEveryStart()
    {
        QTemporaryDir state;
        hw::InventoryMonitor inventory(tree());
        node::NodeContext::Options options;
        options.inventory = &inventory;
        options.stateDir = state.path() + QStringLiteral("/sparkwire");
        options.hostname = QStringLiteral("spark-a");
        options.hostKeyFile = QStringLiteral("/nonexistent/host_key.pub");

        const auto first = made(options);
        QVERIFY2(first, qPrintable(first.errorMessage()));
        const node::NodeContext &context = **first;
        QCOMPARE(context.identity().keyStorage(), discovery::NodeIdentity::KeyStorage::File);
        QCOMPARE(context.identity().id().size(), 64);
        QCOMPARE(context.agent().id(), context.identity().id());
        QCOMPARE(context.stateDir(), options.stateDir);

        // What peers see comes from the same identity and inventory.
        const peers::LocalNode local = context.localNode();
        QCOMPARE(local.id, context.identity().id());
        QCOMPARE(local.hostname, QStringLiteral("spark-a"));
        const peers::PeerResponder::Options answering = context.responderOptions();
        QCOMPARE(answering.local.id, local.id);
        QCOMPARE(answering.hostKeyFile, options.hostKeyFile);
        QCOMPARE(answering.cx7Netdevs(), inventory.inventory().cx7Netdevs());

        // A second front end (the CLI after the window) on the same state dir: the same node.
        const auto second = made(options);
        QVERIFY2(second, qPrintable(second.errorMessage()));
        QCOMPARE((*second)->identity().id(), context.identity().id());
    }

    void refusedWithoutInventory()
    {
        node::NodeContext::Options options;
        const auto refused = made(options);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::InvalidInput);
    }

private:
    QTemporaryDir m_runtime;
};

QTEST_GUILESS_MAIN(TestNodeContext)
#include "tst_nodecontext.moc"
