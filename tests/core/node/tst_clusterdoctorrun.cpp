// `doctor --cluster`'s run from the seat (node::ClusterDoctorRun) on a recorded Spark: a second
// start() drops what the first still had under way. The first run's member, never heard, would
// otherwise go on being retried into the second run's table, or end it with the first run's
// "no beacon from it was heard" line.
#include "node/ClusterDoctorRun.h"
#include "node/NodeContextFactory.h"

#include "hw/InventoryMonitor.h"

#include <QSignalSpy>
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

cluster::ClusterRecord recordOf(const QList<cluster::ClusterMember> &members)
{
    cluster::ClusterRecord record;
    record.name = QStringLiteral("sparkwire-test"); // the cluster-wide checks' row
    record.seatId = members.first().id;
    record.topology = topology::Topology::Switch;
    record.members = members;
    return record;
}

QStringList membersIn(const QList<doctor::MemberCheck> &checks)
{
    QStringList names;
    for (const doctor::MemberCheck &c : checks)
        if (!names.contains(c.member))
            names << c.member;
    return names;
}
} // namespace

class TestClusterDoctorRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qunsetenv("DBUS_SESSION_BUS_ADDRESS"); // the key goes to the state dir's file
        QVERIFY(m_runtime.isValid());
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
    }

    void secondStartDropsTheFirst()
    {
        QTemporaryDir state;
        hw::InventoryMonitor inventory(tree());
        node::NodeContext::Options options;
        options.inventory = &inventory;
        options.stateDir = state.path() + QStringLiteral("/sparkwire");
        options.hostname = QStringLiteral("spark-a");
        options.hostKeyFile = QStringLiteral("/nonexistent/host_key.pub");
        std::optional<Result<std::unique_ptr<node::NodeContext>>> made;
        node::NodeContextFactory::create(
            options,
            [&](Result<std::unique_ptr<node::NodeContext>> r) { made.emplace(std::move(r)); });
        QTRY_VERIFY_WITH_TIMEOUT(made.has_value(), 10000);
        QVERIFY2(*made, qPrintable(made->errorMessage()));
        const node::NodeContext &context = ***made;

        const cluster::ClusterMember self{context.identity().id(), QStringLiteral("spark-a"), 0};
        // A member nobody hears: the first run retries it until its deadline.
        const cluster::ClusterMember unheard{QString(64, QLatin1Char('b')),
                                             QStringLiteral("spark-b"), 1};

        node::ClusterDoctorRun run(context);
        run.setLaunchPaths(false);
        QSignalSpy finished(&run, &node::ClusterDoctorRun::finished);
        run.start(recordOf({self, unheard}), 1500);
        QTest::qWait(400); // the unheard member's asks are retried meanwhile
        run.start(recordOf({self}), 8000);

        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 8000);
        const auto checks = finished.first().first().value<QList<doctor::MemberCheck>>();
        QCOMPARE(membersIn(checks),
                 (QStringList{QStringLiteral("spark-a"), QStringLiteral("sparkwire-test")}));
        QCOMPARE(run.answers().size(), 1);
        QCOMPARE(run.answers().first().member.hostname, QStringLiteral("spark-a"));
        // Past the first run's deadline and its retries: nothing more comes.
        QTest::qWait(2000);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(run.answers().size(), 1);
    }

private:
    QTemporaryDir m_runtime;
};

QTEST_GUILESS_MAIN(TestClusterDoctorRun)
#include "tst_clusterdoctorrun.moc"
