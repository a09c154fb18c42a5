// sparkwire-helper changing the network for real (D-Bus activation, polkitd, sparkwirectl as
// the allowed user): the file it writes (the policy's canonical re-emission, 0600, previous
// copy), every way back (Cancel, Ctrl+C, timeout, client killed), a Confirm that cannot
// keep the old file, details only for the caller, and a bus that is answered while netplan
// applies (a second change is refused meanwhile). MigrateConflicts moves this host's CX-7
// netdevs (from its sysfs, no argument) out of another netplan file, keeping the original.
// MoveAsideOtherTools moves other tools' files (found by the helper itself, no argument)
// aside, kept, for the allowed user only; RestoreOtherTools puts them back.
#include "HelperTestbed.h"

#include <QDBusMessage>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>
#include <sys/stat.h>

class HelperApplyTest : public HelperTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void init() { reset(); }
    void cleanupTestCase() { killHelpers(); }
    void allowedUserTriesAndConfirms();
    void cancelRestoresByteIdentical();
    void timeoutRestores();
    void clientKilledRestores();
    void noPreviousFileIsRemovedOnRevert();
    void ctrlCCancels();
    void writesTheCanonicalFormNotTheCallersBytes();
    void confirmFailsLoudlyWhenTheOldFileCannotBeRead();
    void otherListenersGetNoApplyOutput();
    void busIsAnsweredWhileNetplanApplies();
    void migrateConflictsMovesOnlyTheCx7Netdevs();
    void otherToolsFilesMoveAsideAndBack();
};

void HelperApplyTest::allowedUserTriesAndConfirms()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("30")},
                      "y\n");
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY(r.out.contains(QStringLiteral("Keep this configuration?")));
    QVERIFY(r.out.contains(QStringLiteral("Kept.")));
    QCOMPARE(readFile(target()), kNewCanonical);
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(target()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    QCOMPARE(int(st.st_uid), 0);
    // The person's old file is kept, and nothing is pending any more.
    QCOMPARE(readFile(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.previous")), kOld);
    QVERIFY(!QFile::exists(staged()));
    QVERIFY(!QFile::exists(marker()));
    QCOMPARE(applyLog(), QStringList{hashOf(kNewCanonical)});
    // Other netplan files are not touched.
    QCOMPARE(readFile(m_root + QStringLiteral("/etc/netplan/50-cloud-init.yaml")),
             QByteArray("network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n"));
}

void HelperApplyTest::cancelRestoresByteIdentical()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew)}, "n\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("Reverted")), qPrintable(r.out + r.err));
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical),
                                      hashOf(kOld)})); // applied, then re-applied the old one
    QVERIFY(!QFile::exists(staged()));
    QVERIFY(!QFile::exists(marker()));
}

void HelperApplyTest::timeoutRestores()
{
    // Nobody answers: the helper reverts on its own after --timeout seconds.
    QElapsedTimer timer;
    timer.start();
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("2")},
                      QByteArray(), false);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("not confirmed in time")), qPrintable(r.out + r.err));
    QVERIFY(timer.elapsed() >= 2000);
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
}

void HelperApplyTest::clientKilledRestores()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("60")},
                      QByteArray(), false, QStringLiteral("Keep this configuration?"));
    QCOMPARE(r.exitCode, -1); // killed while asking
    QTRY_COMPARE_WITH_TIMEOUT(readFile(target()), kOld, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}),
                              20000);
}

void HelperApplyTest::noPreviousFileIsRemovedOnRevert()
{
    QVERIFY(QFile::remove(target()));
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew)}, "n\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!QFile::exists(target()));
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), QStringLiteral("absent")}));
}

void HelperApplyTest::ctrlCCancels()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("60")},
                      QByteArray(), false, QStringLiteral("Keep this configuration?"), SIGINT);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("Interrupted: cancelling")), qPrintable(r.out + r.err));
    QVERIFY(r.out.contains(QStringLiteral("Reverted")));
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
}

void HelperApplyTest::writesTheCanonicalFormNotTheCallersBytes()
{
    // While pending, the /run copy is the re-emission; once kept, so is /etc.
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("odd.yaml", kOdd),
                       QStringLiteral("--timeout"), QStringLiteral("30")},
                      QByteArray(), false, QStringLiteral("Keep this configuration?"), SIGINT);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(applyLog(), (QStringList{hashOf(kOddCanonical), hashOf(kOld)}));
    const Run kept = ctl(SystemBusSandbox::kAllowedUid,
                         {QStringLiteral("apply"), input("odd.yaml", kOdd)}, "y\n");
    QVERIFY2(kept.exitCode == 0, qPrintable(kept.out + kept.err));
    QCOMPARE(readFile(target()), kOddCanonical);
    QVERIFY(!readFile(target()).contains("the caller's notes"));
    QVERIFY(!QFile::exists(staged()));
}

void HelperApplyTest::confirmFailsLoudlyWhenTheOldFileCannotBeRead()
{
    // Between Try and Confirm, /etc's file becomes unreadable (root reads through any mode
    // bits; a directory it cannot read). Confirm must not take it for "there was no file".
    QProcess client;
    startAsAllowedUser(client, {QStringLiteral("apply"), input("new.yaml", kNew),
                                QStringLiteral("--timeout"), QStringLiteral("60")});
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += client.readAllStandardOutput()).contains("Keep this"), 30000);
    QVERIFY(QFile::remove(target()));
    QVERIFY(QDir().mkpath(target() + QStringLiteral("/unreadable")));
    client.write("y\n");
    QVERIFY(client.waitForFinished(30000));
    const QString err = QString::fromUtf8(client.readAllStandardError());
    QDir(target()).removeRecursively();
    writeFile(target(), kOld, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QCOMPARE(client.exitCode(), 1);
    QVERIFY2(err.contains(QStringLiteral("nothing was confirmed: the current file must be kept "
                                         "as the previous one")),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("the previous configuration is back")), qPrintable(err));
    QVERIFY(!QFile::exists(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.previous")));
    QVERIFY(!QFile::exists(staged()));
    QVERIFY(!QFile::exists(marker()));
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), QStringLiteral("absent")}));
}

void HelperApplyTest::otherListenersGetNoApplyOutput()
{
    // Another local user listens to everything the bus lets it see (dbus-monitor falls back
    // to eavesdropping match rules when it may not become a monitor).
    QProcess monitor;
    monitor.setProcessChannelMode(QProcess::MergedChannels);
    monitor.start(QStringLiteral("setpriv"),
                  {QStringLiteral("--reuid=%1").arg(SystemBusSandbox::kDeniedUid),
                   QStringLiteral("--regid=%1").arg(SystemBusSandbox::kDeniedUid),
                   QStringLiteral("--clear-groups"), QStringLiteral("--"),
                   QStringLiteral("dbus-monitor"), QStringLiteral("--system")});
    QVERIFY(monitor.waitForStarted());
    QByteArray seen;
    QTRY_VERIFY_WITH_TIMEOUT((seen += monitor.readAll()).contains("NameAcquired"), 10000);

    // A change that times out: its reason goes to its owner only...
    const Run timedOut = ctl(SystemBusSandbox::kAllowedUid,
                             {QStringLiteral("apply"), input("new.yaml", kNew),
                              QStringLiteral("--timeout"), QStringLiteral("1")},
                             QByteArray(), false);
    QCOMPARE(timedOut.exitCode, 1);
    QVERIFY2(timedOut.out.contains(QStringLiteral("not confirmed in time")),
             qPrintable(timedOut.out + timedOut.err));
    // ...and so does what netplan apply printed when it failed.
    writeFile(m_work + QStringLiteral("/apply-fails"), "4242",
              QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const Run failed = ctl(SystemBusSandbox::kAllowedUid,
                           {QStringLiteral("apply"), input("new.yaml", kNew)}, "y\n");
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.err.contains(QStringLiteral("SECRET-APPLY-OUTPUT-4242")),
             qPrintable(failed.out + failed.err));
    QCOMPARE(readFile(target()), kOld);

    QTest::qWait(500);
    seen += monitor.readAll();
    monitor.terminate();
    monitor.waitForFinished(3000);
    seen += monitor.readAll();
    // The listener saw the states go by, and none of the details.
    QVERIFY2(seen.contains("member=StateChanged"), seen.constData());
    QVERIFY2(seen.contains("\"pending\"") && seen.contains("\"reverted\"") &&
                 seen.contains("\"failed\""),
             seen.constData());
    QVERIFY2(!seen.contains("SECRET-APPLY-OUTPUT"), seen.constData());
    QVERIFY2(!seen.contains("not confirmed in time"), seen.constData());
    QVERIFY2(!seen.contains("CallerStateChanged"), seen.constData());
}

void HelperApplyTest::busIsAnsweredWhileNetplanApplies()
{
    // netplan apply is slow (it waits while slow-apply exists): the helper still answers.
    writeFile(slowApply(), QByteArray(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QProcess client;
    startAsAllowedUser(client, {QStringLiteral("apply"), input("new.yaml", kNew),
                                QStringLiteral("--timeout"), QStringLiteral("60")});
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(applyRunning()), 30000);

    // The answer comes while the apply is still held (it cannot end before the test lets it
    // go): the order proves the bus is not blocked, where a wall-clock bound would be flaky.
    const QDBusMessage state = callHelper(QStringLiteral("State"), {}, 30000);
    QVERIFY2(state.type() == QDBusMessage::ReplyMessage, qPrintable(state.errorMessage()));
    QVERIFY(QFile::exists(applyRunning()));
    // Another user checks a file meanwhile...
    const Run check = ctl(SystemBusSandbox::kPlainUid,
                          {QStringLiteral("apply"), QStringLiteral("--check-only"),
                           input("other.yaml", plan("192.168.177.1/24"))},
                          QByteArray());
    QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
    // ...and a second change is refused, saying why.
    const Run second = ctl(SystemBusSandbox::kAllowedUid,
                           {QStringLiteral("apply"), input("new.yaml", kNew)}, "y\n");
    QCOMPARE(second.exitCode, 1);
    QVERIFY2(second.err.contains(QStringLiteral("another change is being applied right now")),
             qPrintable(second.out + second.err));
    QVERIFY(QFile::exists(applyRunning())); // none of these answers waited for netplan
    QVERIFY(applyLog().isEmpty());

    // netplan finishes: the first change goes on as usual.
    QVERIFY(QFile::remove(slowApply()));
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += client.readAllStandardOutput()).contains("Keep this"), 30000);
    client.write("y\n");
    QVERIFY(client.waitForFinished(30000));
    QVERIFY2(client.exitCode() == 0, client.readAllStandardError().constData());
    QCOMPARE(readFile(target()), kNewCanonical);
    QCOMPARE(applyLog(), QStringList{hashOf(kNewCanonical)});
}

void HelperApplyTest::migrateConflictsMovesOnlyTheCx7Netdevs()
{
    const QString cloud = m_root + QStringLiteral("/etc/netplan/50-cloud-init.yaml");
    const QByteArray original = readFile(cloud);
    const QByteArray overriding =
        "network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n"
        "    enP2p1s0f1np1: {dhcp4: true, optional: true}\n";
    writeFile(cloud, overriding, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QDBusMessage reply = callHelper(QStringLiteral("MigrateConflicts"), {}, 60000);
    const QByteArray moved = readFile(cloud);
    const QByteArray backup =
        readFile(m_root + QStringLiteral("/var/lib/sparkwire/migrated/50-cloud-init.yaml"));
    writeFile(cloud, original, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
    QCOMPARE(reply.arguments().value(0).toStringList(),
             QStringList{QStringLiteral("etc/netplan/50-cloud-init.yaml: enP2p1s0f1np1")});
    QVERIFY2(!moved.contains("enP2p1s0f1np1:") && moved.contains("enP7s7:"), moved.constData());
    QCOMPARE(backup, overriding);
    QCOMPARE(readFile(target()), kOld); // its own file and the network are left alone
    QVERIFY(applyLog().isEmpty());
}

void HelperApplyTest::otherToolsFilesMoveAsideAndBack()
{
    const QString etc = m_root + QStringLiteral("/etc/netplan/");
    const QString kept = m_root + QStringLiteral("/var/lib/sparkwire/other-tools/");
    const QByteArray sync = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n"
                            "      addresses: [10.200.0.1/24]\n";
    const QByteArray vllm = "network:\n  version: 2\n";
    const auto owner = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    writeFile(etc + QStringLiteral("99-nvidia-sync-cluster.yaml"), sync, owner);
    writeFile(etc + QStringLiteral("98-spark-vllm-docker.yaml"), vllm, owner);
    const auto cleanUp = qScopeGuard([&] {
        QFile::remove(etc + QStringLiteral("99-nvidia-sync-cluster.yaml"));
        QFile::remove(etc + QStringLiteral("98-spark-vllm-docker.yaml"));
        QDir(kept).removeRecursively();
        writeFile(target(), kOld, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    });
    const QStringList moveAside{QStringLiteral("netplan"), QStringLiteral("other-tools"),
                                QStringLiteral("--move-aside")};
    // polkit says no: nothing moves.
    const Run denied = ctl(SystemBusSandbox::kDeniedUid, moveAside, QByteArray());
    QCOMPARE(denied.exitCode, 1);
    QVERIFY2(denied.err.contains(QStringLiteral("not authorized")),
             qPrintable(denied.out + denied.err));
    QCOMPARE(readFile(etc + QStringLiteral("99-nvidia-sync-cluster.yaml")), sync);
    // The caller cannot name a file: a call with a path is not the helper's method at all.
    const QDBusMessage withPath =
        callHelper(QStringLiteral("MoveAsideOtherTools"), {QStringLiteral("/etc/shadow")}, 30000);
    QCOMPARE(withPath.type(), QDBusMessage::ErrorMessage);
    QVERIFY(QFile::exists(etc + QStringLiteral("99-nvidia-sync-cluster.yaml")));
    // The allowed user: Sync's, spark-vllm-docker's and the person's by-hand 40-cx7.yaml
    // (the playbook's kind: no tool signs it) move aside, kept byte for byte.
    const Run moved = ctl(SystemBusSandbox::kAllowedUid, moveAside, QByteArray());
    QVERIFY2(moved.exitCode == 0, qPrintable(moved.out + moved.err));
    QVERIFY2(moved.out.contains(
                 QStringLiteral("moved aside: etc/netplan/40-cx7.yaml\n"
                                "moved aside: etc/netplan/98-spark-vllm-docker.yaml\n"
                                "moved aside: etc/netplan/99-nvidia-sync-cluster.yaml\n")),
             qPrintable(moved.out));
    QVERIFY(!QFile::exists(etc + QStringLiteral("99-nvidia-sync-cluster.yaml")));
    QVERIFY(!QFile::exists(target()));
    QCOMPARE(readFile(kept + QStringLiteral("99-nvidia-sync-cluster.yaml")), sync);
    QCOMPARE(readFile(kept + QStringLiteral("40-cx7.yaml")), kOld);
    QCOMPARE(readFile(etc + QStringLiteral("50-cloud-init.yaml")),
             QByteArray("network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n"));
    QVERIFY(applyLog().isEmpty()); // nothing applied: the person applies a plan next
    // And back.
    const Run restored =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("netplan"), QStringLiteral("other-tools"), QStringLiteral("--restore")},
            QByteArray());
    QVERIFY2(restored.exitCode == 0, qPrintable(restored.out + restored.err));
    QCOMPARE(readFile(etc + QStringLiteral("99-nvidia-sync-cluster.yaml")), sync);
    QCOMPARE(readFile(etc + QStringLiteral("98-spark-vllm-docker.yaml")), vllm);
    QCOMPARE(readFile(target()), kOld);
}

int runHelperApplyTests(int argc, char *argv[])
{
    HelperApplyTest tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "tst_helper_apply.moc"
