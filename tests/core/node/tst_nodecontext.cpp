// The one start-up every front end uses: the factory on a recorded Spark, without a session
// bus (so without a keyring, as on a CI machine or over SSH): the key goes to the 0600 file,
// a second start finds the same identity, and every part peers see comes from it.
#include "RecordedNode.h"

#include "discovery/DiscoveryAgent.h"
#include "hw/InventoryMonitor.h"

#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

class TestNodeContext : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // No session bus anywhere: the keyring cannot be asked, the file is used.
        QVERIFY(m_runtime.isValid());
        recorded::withoutSessionBus(m_runtime.path());
    }

    void sameIdentityForEveryStart()
    {
        QTemporaryDir state;
        hw::InventoryMonitor inventory(recorded::tree());
        const node::NodeContext::Options options = recorded::nodeOptions(&inventory, state.path());

        const auto first = recorded::made(options);
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
        const auto second = recorded::made(options);
        QVERIFY2(second, qPrintable(second.errorMessage()));
        QCOMPARE((*second)->identity().id(), context.identity().id());
    }

    void refusedWithoutInventory()
    {
        node::NodeContext::Options options;
        const auto refused = recorded::made(options);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::InvalidInput);
    }

private:
    QTemporaryDir m_runtime;
};

QTEST_GUILESS_MAIN(TestNodeContext)
#include "tst_nodecontext.moc"
