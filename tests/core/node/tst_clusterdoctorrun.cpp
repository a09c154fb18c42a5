// `doctor --cluster`'s run from the seat (node::ClusterDoctorRun) on a recorded Spark: a second
// start() drops what the first still had under way: one finished(), with the second record's
// members only, and nothing from the first run's member (never heard, retried until then).
#include "node/ClusterDoctorRun.h"

#include "RecordedNode.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;

namespace {
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
        QVERIFY(m_runtime.isValid());
        recorded::withoutSessionBus(m_runtime.path());
    }

    void secondStartDropsTheFirst()
    {
        QTemporaryDir state;
        hw::InventoryMonitor inventory(recorded::tree());
        const auto made = recorded::made(recorded::nodeOptions(&inventory, state.path()));
        QVERIFY2(made, qPrintable(made.errorMessage()));
        const node::NodeContext &context = **made;

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
