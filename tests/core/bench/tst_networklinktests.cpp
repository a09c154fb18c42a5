// The window's live link tests (NetworkLinkTests) on a recorded Spark's sysfs: NCCL uses the
// planned topology and GPUDirect mode and every chosen member, TCP and RDMA go to each member
// in turn, and cancel answers at once.
#include "bench/NetworkLinkTests.h"
#include "hw/InventoryMonitor.h"
#include "sim/DemoPeerSession.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::bench;

namespace {
const QString kTree = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");

QString env(const NcclRunOptions &o, const QString &name)
{
    for (const auto &[key, value] : o.environment)
        if (key == name)
            return value;
    return {};
}
} // namespace

class TestNetworkLinkTests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void ncclFollowsThePlan();
    void ncclSpansTheChosenMembers();
    void ncclPreflightRefuses();
    void everyMemberIsAskedInTurn();
    void cancelAnswersAtOnce();

private:
    std::unique_ptr<NetworkLinkTests> make();
    std::unique_ptr<hw::InventoryMonitor> m_inventory;
    std::unique_ptr<sim::DemoPeerSession> m_session;
    QList<NetworkLinkTests::Member> m_members;
};

void TestNetworkLinkTests::init()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = kTree;
    options.live = false;
    options.hostname = QStringLiteral("spark-a");
    m_inventory = std::make_unique<hw::InventoryMonitor>(options);
    m_session = std::make_unique<sim::DemoPeerSession>();
    m_members = {
        {QStringLiteral("spark-b"), {QStringLiteral("fe80::2%enp1s0f1np1"), QStringLiteral("b")}},
        {QStringLiteral("spark-c"), {QStringLiteral("fe80::3%enp1s0f1np1"), QStringLiteral("c")}}};
}

std::unique_ptr<NetworkLinkTests> TestNetworkLinkTests::make()
{
    return std::make_unique<NetworkLinkTests>(m_session.get(), m_inventory.get(),
                                              QStringLiteral("sparkwirectl"),
                                              [this] { return m_members; });
}

void TestNetworkLinkTests::ncclFollowsThePlan()
{
    auto tests = make();
    // Default (two nodes, safe): no DMA-BUF.
    Result<NcclRunOptions> safe = tests->ncclOptions();
    QVERIFY2(safe, qPrintable(safe.errorMessage()));
    QVERIFY(env(*safe, QStringLiteral("NCCL_DMABUF_ENABLE")) != QStringLiteral("1"));
    QCOMPARE(env(*safe, QStringLiteral("NCCL_IB_HCA")), QStringLiteral("rocep1s0f1,roceP2p1s0f1"));
    // The chosen GPUDirect mode reaches NCCL's environment.
    tests->setNcclPlan(NcclEnvironment::Topology::TwoNode, NcclEnvironment::GpuDirect::Dmabuf);
    const Result<NcclRunOptions> dmabuf = tests->ncclOptions();
    QVERIFY(dmabuf);
    QCOMPARE(env(*dmabuf, QStringLiteral("NCCL_DMABUF_ENABLE")), QStringLiteral("1"));
    // A planned ring needs all four netdevs; this Spark has two up: the run says so and
    // does not start with a wrong environment.
    tests->setNcclPlan(NcclEnvironment::Topology::Ring, NcclEnvironment::GpuDirect::Safe);
    QSignalSpy failed(tests.get(), &LinkTests::failed);
    tests->runNccl();
    QCOMPARE(failed.size(), 1);
    const Error ring = failed.first().first().value<Error>();
    QVERIFY2(ring.message.contains(QStringLiteral("all four")), qPrintable(ring.message));
    QCOMPARE(ring.code, ErrorCode::InvalidInput);
}

void TestNetworkLinkTests::ncclSpansTheChosenMembers()
{
    auto tests = make();
    QCOMPARE(tests->members(), (QStringList{QStringLiteral("spark-b"), QStringLiteral("spark-c")}));
    tests->setTarget(QString()); // every member
    QCOMPARE(tests->ncclOptions()->hosts,
             (QStringList{QStringLiteral("spark-a"), QStringLiteral("sparkwire-spark-b"),
                          QStringLiteral("sparkwire-spark-c")}));
    tests->setTarget(QStringLiteral("spark-c"));
    QCOMPARE(tests->ncclOptions()->hosts,
             (QStringList{QStringLiteral("spark-a"), QStringLiteral("sparkwire-spark-c")}));
    // A member that left: membersChanged, and the run goes to those still there.
    QSignalSpy changed(tests.get(), &LinkTests::membersChanged);
    m_members.removeLast();
    tests->refreshMembers();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(tests->targets(), QStringList{QStringLiteral("spark-b")});
}

void TestNetworkLinkTests::ncclPreflightRefuses()
{
    // The window sets the doctor's nccl-buffer-memory here (tst_doctorkept tests that one): a
    // refusal is the run's failure, with its words, and nothing starts.
    auto tests = make();
    qint64 asked = 0;
    tests->setNcclPreflight([&asked](const NcclRunOptions &o) -> Result<std::optional<Diagnosis>> {
        asked = o.maxBytes;
        return makeError(ErrorCode::InvalidInput, QStringLiteral("buffers too large"));
    });
    QSignalSpy failed(tests.get(), &LinkTests::failed);
    QSignalSpy progress(tests.get(), &LinkTests::progress);
    tests->runNccl();
    QCOMPARE(asked, NcclRunOptions().maxBytes);
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.first().first().value<Error>().message, QStringLiteral("buffers too large"));
    QCOMPARE(failed.first().first().value<Error>().code, ErrorCode::InvalidInput);
    QCOMPARE(progress.size(), 0);
}

void TestNetworkLinkTests::everyMemberIsAskedInTurn()
{
    // The demo peer session refuses test servers; the run asks the first member, then stops
    // with that member's answer rather than going on silently.
    auto tests = make();
    QSignalSpy progress(tests.get(), &LinkTests::progress);
    QSignalSpy failed(tests.get(), &LinkTests::failed);
    QSignalSpy done(tests.get(), &LinkTests::testFinished);
    tests->runTcp(1);
    QTRY_COMPARE(failed.size(), 1);
    // The member's answer, with its code: the demo session offers no test servers.
    QCOMPARE(failed.first().first().value<Error>().code, ErrorCode::Unavailable);
    QVERIFY(progress.first().first().toString().contains(QStringLiteral("spark-b")));
    QCOMPARE(done.size(), 0);
    // No member: it says so.
    m_members.clear();
    tests->runRdma(1);
    QCOMPARE(failed.size(), 2);
    QVERIFY(
        failed.last().first().value<Error>().message.contains(QStringLiteral("No paired member")));
    QCOMPARE(failed.last().first().value<Error>().code, ErrorCode::NotFound);
}

void TestNetworkLinkTests::cancelAnswersAtOnce()
{
    auto tests = make();
    QSignalSpy cancelled(tests.get(), &LinkTests::cancelled);
    QElapsedTimer clock;
    clock.start();
    tests->cancel();
    QVERIFY(clock.elapsed() < 50);
    QCOMPARE(cancelled.size(), 1);
}

QTEST_GUILESS_MAIN(TestNetworkLinkTests)
#include "tst_networklinktests.moc"
