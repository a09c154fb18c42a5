// The Verify page's checks in core: the real ones on a recorded Spark (GID and MTU from its
// sysfs tree, the ping a real process), typed check ids, a cancel that never waits, and the
// demo's simulated checks.
#include "bench/LinkChecks.h"
#include "hw/InventoryScanner.h"
#include "hw/SysfsReader.h"
#include "sim/DemoLinkChecks.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace sparkwire;
using bench::CheckResult;
using bench::LinkCheck;

namespace {
hw::HostInventory dgxPort1()
{
    const hw::SysfsReader sysfs(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"));
    return hw::InventoryScanner(sysfs).scan();
}

// This process's children, from /proc: to see a killed ping really gone.
QStringList childPids()
{
    QStringList pids;
    for (const QString &task :
         QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile children(QStringLiteral("/proc/self/task/%1/children").arg(task));
        if (children.open(QIODevice::ReadOnly))
            pids << QString::fromLatin1(children.readAll())
                        .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    }
    return pids;
}

QList<CheckResult> collect(bench::LinkChecker *checks, const QList<bench::TwinCheckTarget> &targets,
                           QList<QVariant> *finished)
{
    QList<CheckResult> results;
    QObject::connect(checks, &bench::LinkChecker::checked,
                     [&results](const CheckResult &r) { results << r; });
    QSignalSpy done(checks, &bench::LinkChecker::finished);
    checks->start(dgxPort1(), targets);
    if (done.wait(10000))
        *finished = done.first();
    return results;
}
} // namespace

class TestLinkChecks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realChecksOnARecordedSpark();
    void pingWithoutReplyIsDiagnosed();
    void cancelReturnsAtOnceAndTheProcessIsReaped();
    void demoChecksAreSimulatedAndSaySo();
};

void TestLinkChecks::realChecksOnARecordedSpark()
{
    bench::LinkChecks checks;
    checks.setPingProgram(QStringLiteral("true")); // a ping that got its replies
    QList<QVariant> finished;
    const QList<CheckResult> results =
        collect(&checks,
                {{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.2")},
                 {QStringLiteral("enp1s0f0np0"), 9000, QString()}},
                &finished);
    QCOMPARE(finished, (QList<QVariant>{2, false})); // port 0: no GID, MTU 1500
    QCOMPARE(results.size(), 5);                     // no ping without a peer address
    QVERIFY(results[0].check == LinkCheck::Gid && results[0].ok);
    QVERIFY(results[1].check == LinkCheck::Mtu && results[1].ok);
    QVERIFY(results[2].check == LinkCheck::Gid && !results[2].ok);
    QCOMPARE(results[2].diagnosis->id, QStringLiteral("gid-missing"));
    QVERIFY(results[3].check == LinkCheck::Mtu && !results[3].ok);
    QVERIFY(results[3].diagnosis->message.contains(QStringLiteral("MTU 1500, not 9000")));
    QVERIFY(results[4].check == LinkCheck::DfPing && results[4].ok);
    QCOMPARE(results[4].netdev, QStringLiteral("enp1s0f1np1"));
    QVERIFY(results[4].detail.contains(QStringLiteral("8972 bytes")));
}

void TestLinkChecks::pingWithoutReplyIsDiagnosed()
{
    bench::LinkChecks checks;
    checks.setPingProgram(QStringLiteral("sh"),
                          {QStringLiteral("-c"),
                           QStringLiteral("echo '3 packets transmitted, 0 received, 100% packet "
                                          "loss'; exit 1"),
                           QStringLiteral("ping")});
    QList<QVariant> finished;
    const QList<CheckResult> results =
        collect(&checks, {{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.2")}},
                &finished);
    QCOMPARE(finished, (QList<QVariant>{1, false}));
    QVERIFY(results.last().check == LinkCheck::DfPing && !results.last().ok);
    QCOMPARE(results.last().diagnosis->id, QStringLiteral("df-ping-no-reply"));
}

void TestLinkChecks::cancelReturnsAtOnceAndTheProcessIsReaped()
{
    const QStringList before = childPids();
    bench::LinkChecks checks;
    checks.setPingProgram(
        QStringLiteral("sh"),
        {QStringLiteral("-c"), QStringLiteral("exec sleep 30"), QStringLiteral("ping")});
    QSignalSpy finished(&checks, &bench::LinkChecker::finished);
    checks.start(dgxPort1(), {{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.0.2.1")}});
    QVERIFY(checks.isRunning());
    QVERIFY(QTest::qWaitFor([&] { return childPids().size() > before.size(); }, 5000));

    QElapsedTimer timer;
    timer.start();
    checks.cancel();
    QVERIFY2(timer.elapsed() < 50, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(!checks.isRunning());
    // The killed ping is reaped by the event loop, not waited for.
    QVERIFY(QTest::qWaitFor([&] { return childPids() == before; }, 5000));
    QCOMPARE(finished.size(), 0);
}

void TestLinkChecks::demoChecksAreSimulatedAndSaySo()
{
    sim::DemoLinkChecks checks;
    QList<QVariant> finished;
    const QList<CheckResult> results =
        collect(&checks,
                {{QStringLiteral("enp1s0f1np1"), 9000, QStringLiteral("192.168.177.2")},
                 {QStringLiteral("enP2p1s0f1np1"), 9000, QStringLiteral("192.168.178.2")}},
                &finished);
    QCOMPARE(finished, (QList<QVariant>{0, true}));
    QCOMPARE(results.size(), 6);
    const QList<LinkCheck> order{LinkCheck::Gid, LinkCheck::Mtu, LinkCheck::DfPing};
    for (int i = 0; i < results.size(); ++i) {
        QVERIFY(results[i].check == order[i % 3]);
        QVERIFY(results[i].ok);
        QVERIFY(results[i].detail.endsWith(QStringLiteral("(demo)")));
    }
    QCOMPARE(results[5].netdev, QStringLiteral("enP2p1s0f1np1"));
    QVERIFY(results[5].detail.contains(QStringLiteral("8972 bytes unfragmented to 192.168.178.2")));

    checks.start({}, {{QStringLiteral("enp1s0f1np1"), 9000, QString()}});
    QVERIFY(checks.isRunning());
    checks.cancel(); // nothing more arrives
    QVERIFY(!checks.isRunning());
}

QTEST_GUILESS_MAIN(TestLinkChecks)
#include "tst_linkchecks.moc"
