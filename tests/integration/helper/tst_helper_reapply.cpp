// Diagnose's fix with the real helper (D-Bus activation, polkitd, the allowed test user):
// PlanReapply re-applies the plan in force and confirms it only when the recorded Spark's
// links hold it (carrier, addresses, MTU on each twin, then the Verify page's LinkChecks);
// otherwise it does not confirm, the helper's countdown reverts, and it says which twin failed.
// helper-plan-reapply-relay runs it as the allowed user. About 4.5 s.
#include "HelperTestbed.h"

#include <QProcess>
#include <QTest>

namespace {
const QByteArray kPlan =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: false\n"
    "      mtu: 9000\n      addresses: [192.168.177.11/24]\n    enP2p1s0f1np1:\n"
    "      dhcp4: false\n      mtu: 9000\n      addresses: [192.168.178.11/24]\n";

struct Reapplied
{
    int exitCode = -1;
    QString out;
};
} // namespace

class HelperReapplyTest : public HelperTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanupTestCase() { killHelpers(); }
    void keptWhenTheLinksHoldThePlan();
    void revertedWhenATwinIsNotAsPlanned();

private:
    static Reapplied reapply(const QString &tree, int trySeconds);
};

Reapplied HelperReapplyTest::reapply(const QString &tree, int trySeconds)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    startAs(p, SystemBusSandbox::kAllowedUid,
            QStringLiteral(SPARKWIRE_BIN_DIR "/helper-plan-reapply-relay"),
            {QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") + tree, QString::number(trySeconds)});
    if (!p.waitForFinished(60000))
        p.kill();
    p.waitForFinished(5000);
    return {p.exitCode(), QString::fromUtf8(p.readAll())};
}

void HelperReapplyTest::init()
{
    reset();
    // The plan in force, as the wizard's apply leaves it.
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("plan.yaml", kPlan),
                       QStringLiteral("--timeout"), QStringLiteral("30")},
                      "y\n");
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QCOMPARE(applyLog().size(), 1);
}

void HelperReapplyTest::keptWhenTheLinksHoldThePlan()
{
    const QByteArray inForce = readFile(target());
    const Reapplied r = reapply(QStringLiteral("dgx-port1"), 20);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QVERIFY2(r.out.startsWith(QStringLiteral("kept ")), qPrintable(r.out));
    // Applied again and confirmed: nothing pending, the same file in force.
    QCOMPARE(applyLog().size(), 2);
    QVERIFY(!QFile::exists(marker()));
    QCOMPARE(readFile(target()), inForce);
}

void HelperReapplyTest::revertedWhenATwinIsNotAsPlanned()
{
    // The recorded Spark whose twins came back with MTU 1500 and no address.
    const QByteArray inForce = readFile(target());
    const Reapplied r = reapply(QStringLiteral("dgx-mtu1500-unaddressed"), 3);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.startsWith(QStringLiteral("not-kept Not kept: ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("enp1s0f1np1 has MTU 1500, not 9000.")) &&
                 r.out.contains(QStringLiteral("does not have its address 192.168.177.11/24")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("put the earlier configuration back")),
             qPrintable(r.out));
    // Never confirmed: the helper's countdown put the earlier file back and applied it.
    QVERIFY(!QFile::exists(marker()));
    QCOMPARE(readFile(target()), inForce);
    QCOMPARE(applyLog().size(), 3);
}

int runHelperReapplyTests(int argc, char *argv[])
{
    HelperReapplyTest tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "tst_helper_reapply.moc"
