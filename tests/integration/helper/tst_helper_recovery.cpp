// The helper's life: it exits when idle, answers its bus while netplan validates for long,
// and whatever kills it (at random points, while a change is pending, during validation,
// then a reboot) the next start or the boot unit leaves a whole file and no copies.
#include "HelperTestbed.h"

#include <QDBusMessage>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>
#include <sys/stat.h>

class HelperRecoveryTest : public HelperTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void init() { reset(); }
    void cleanupTestCase() { killHelpers(); }
    void exitsWhenIdle();
    void helperKilledAtRandomPointsLeavesAWholeFile();
    void killedWhilePendingThenRebootKeepsTheOldFile();
    void waitingApplyFollowsARestartedHelper();
    void killedDuringValidationLeavesNoCopies();
    void recoverModeCleansUpAndExits();
    void busIsAnsweredWhileNetplanValidates();
};

void HelperRecoveryTest::exitsWhenIdle()
{
    const Run r =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!helperPids().isEmpty());                        // activated by the call
    QTRY_VERIFY_WITH_TIMEOUT(helperPids().isEmpty(), 20000); // --idle-timeout 3
}

void HelperRecoveryTest::helperKilledAtRandomPointsLeavesAWholeFile()
{
    auto *random = QRandomGenerator::global();
    int sawNew = 0, sawOld = 0, followed = 0;
    for (int round = 0; round < 12; ++round) {
        reset();
        QProcess client;
        startAsAllowedUser(client, {QStringLiteral("apply"), input("new.yaml", kNew)});
        client.write("y\n");
        client.closeWriteChannel();
        QTest::qWait(int(random->bounded(400)));
        killHelpers();
        QVERIFY(client.state() == QProcess::NotRunning || client.waitForFinished(20000));
        // Killed while the change was pending (even with the Confirm in flight): the command
        // reports what the restarted helper did, after it did it, never the bus's error alone.
        const QByteArray said = client.readAllStandardOutput() + client.readAllStandardError();
        if (said.contains("while your change was pending")) {
            ++followed;
            QVERIFY2(said.contains("Reverted: the restarted sparkwire-helper put the previous "
                                   "configuration back"),
                     said.constData());
        }
        // Whatever the kill hit, what netplan reads is a whole file, old or new: the /run
        // copy while a change is pending, else /etc.
        const QByteArray afterKill = readFile(target());
        const QByteArray inForce = QFile::exists(staged()) ? readFile(staged()) : afterKill;
        QVERIFY2(afterKill == kOld || afterKill == kNewCanonical, afterKill.left(200).constData());
        QVERIFY2(inForce == kOld || inForce == kNewCanonical, inForce.left(200).constData());
        (afterKill == kNewCanonical ? sawNew : sawOld)++;
        // The next activation recovers: the /run copy and the marker go, /etc stays as it is
        // (the old file, or the new one if Confirm got that far), and it is applied again.
        const bool wasPending = QFile::exists(marker()) || QFile::exists(staged());
        QFile::remove(m_log);
        const Run check =
            ctl(SystemBusSandbox::kAllowedUid,
                {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
                QByteArray());
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
        QCOMPARE(readFile(target()), afterKill);
        QVERIFY(!QFile::exists(staged()));
        QVERIFY(!QFile::exists(marker()));
        QCOMPARE(applyLog(), wasPending ? QStringList{hashOf(afterKill)} : QStringList());
        for (const QString &dir :
             {QStringLiteral("/etc/netplan"), QStringLiteral("/run/netplan"),
              QStringLiteral("/run/sparkwire"), QStringLiteral("/var/lib/sparkwire")})
            QCOMPARE(
                QDir(m_root + dir).entryList({QStringLiteral(".*")}, QDir::Files | QDir::Hidden),
                QStringList());
    }
    qInfo("helper killed 12 times: %d times the new file was already in /etc, %d times the old "
          "one; %d times the command followed the restarted helper",
          sawNew, sawOld, followed);
}

void HelperRecoveryTest::killedWhilePendingThenRebootKeepsTheOldFile()
{
    // The change is applied and waiting for its person when the helper is SIGKILLed (an OOM
    // kill) and the machine loses power: /run is gone after the reboot. The helper dies
    // first, so that nothing sees its caller leave and reverts; the client is stopped before,
    // so that it does not ask a new helper (which would revert) when it sees the helper go.
    QProcess client;
    startAsAllowedUser(client, {QStringLiteral("apply"), input("new.yaml", kNew),
                                QStringLiteral("--timeout"), QStringLiteral("60")});
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += client.readAllStandardOutput()).contains("Keep this"), 30000);
    QCOMPARE(readFile(staged()), kNewCanonical); // pending: in force from /run only
    ::kill(pid_t(client.processId()), SIGSTOP);  // setpriv execs: this is sparkwirectl
    killHelpers();
    client.kill();
    client.waitForFinished(5000);
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(QDir(m_root + QStringLiteral("/run")).removeRecursively());

    // What netplan makes of the tree at boot: the old file's DHCP, not the new addresses.
    QProcess netplan;
    netplan.start(QStringLiteral("netplan"),
                  {QStringLiteral("generate"), QStringLiteral("--root-dir"), m_root});
    QVERIFY(netplan.waitForFinished(60000));
    QCOMPARE(netplan.exitCode(), 0);
    const QByteArray network =
        readFile(m_root + QStringLiteral("/run/systemd/network/10-netplan-enp1s0f1np1.network"));
    QVERIFY2(network.contains("DHCP=ipv4"), network.constData());
    QVERIFY2(!network.contains("192.168.177.1"), network.constData());
    QVERIFY(!QFile::exists(
        m_root + QStringLiteral("/run/systemd/network/10-netplan-enP2p1s0f1np1.network")));
    QVERIFY(QDir(m_root + QStringLiteral("/run")).removeRecursively());

    // The next helper has nothing to put back, and applies nothing.
    const Run check =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(), QStringList{hashOf(kNewCanonical)}); // the first apply only
}

// Issue 25: the helper holding a pending change was killed while `sparkwirectl apply` counted
// down, and the command went on counting down (and then asked to keep) a change that nobody
// held and that the next helper reverted. Now it sees the helper's bus name go, asks the
// helper (which starts again and reverts first), says so at once and exits 1.
void HelperRecoveryTest::waitingApplyFollowsARestartedHelper()
{
    QProcess client;
    startAsAllowedUser(client, {QStringLiteral("apply"), input("new.yaml", kNew),
                                QStringLiteral("--timeout"), QStringLiteral("60")});
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += client.readAllStandardOutput()).contains("Keep this"), 30000);
    QCOMPARE(readFile(staged()), kNewCanonical);
    const QList<int> before = helperPids();
    QCOMPARE(before.size(), 1);
    killHelpers();
    // It may have finished already, while killHelpers() waited (waitForFinished() is then
    // false).
    QVERIFY2(client.state() == QProcess::NotRunning || client.waitForFinished(20000),
             "still counting down after the helper was killed");
    out += client.readAllStandardOutput();
    const QByteArray all = out + client.readAllStandardError();
    QCOMPARE(client.exitCode(), 1);
    QVERIFY2(all.contains("sparkwire-helper stopped while your change was pending"),
             all.constData());
    QVERIFY2(all.contains("Reverted: the restarted sparkwire-helper put the previous "
                          "configuration back (state reverted)"),
             all.constData());
    // What it said is what happened: the helper that answered is a new one, and the old file
    // is in force again.
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(!QFile::exists(staged()));
    QVERIFY(!QFile::exists(marker()));
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
    for (const int pid : helperPids())
        QVERIFY(!before.contains(pid));
}

void HelperRecoveryTest::killedDuringValidationLeavesNoCopies()
{
    writeFile(slowValidate(), QByteArray(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QProcess client;
    startAsAllowedUser(
        client, {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)});
    QVERIFY(client.waitForStarted());
    // netplan sleeps inside the scratch tree: a copy of the whole hierarchy is on disk now.
    const auto copies = [this] {
        QStringList found;
        QDirIterator it(scratch(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            found << it.next();
        return found;
    };
    QTRY_VERIFY_WITH_TIMEOUT(
        copies().filter(QStringLiteral("/etc/netplan/50-cloud-init.yaml")).size() == 1, 10000);
    QVERIFY(QDir(m_helperTmp).isEmpty()); // nothing in the helper's TMPDIR
    killHelpers();
    client.waitForFinished(10000);
    QVERIFY(!copies().isEmpty()); // a killed helper cannot clean up: the next one must
    QVERIFY(QDir(m_helperTmp).isEmpty());

    QFile::remove(slowValidate());
    const Run check =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
    QCOMPARE(copies(), QStringList());
    QVERIFY(QDir(m_helperTmp).isEmpty());
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(m_root + QStringLiteral("/run/sparkwire")).constData(), &st),
             0);
    QCOMPARE(int(st.st_mode & 0777), 0700);
}

void HelperRecoveryTest::recoverModeCleansUpAndExits()
{
    // The boot unit's command, on a tree that an earlier version left mid-change (the new
    // file in /etc, the old one backed up) with a temporary of a cut-short write beside it.
    const QString root = m_work + QStringLiteral("/boot-root");
    QDir(root).removeRecursively();
    const QString etc = root + QStringLiteral("/etc/netplan/40-cx7.yaml");
    const auto rw = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    writeFile(etc, kNewCanonical, rw);
    writeFile(root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup"), kOld, rw);
    writeFile(root + QStringLiteral("/etc/netplan/.40-cx7.yaml.Ab12Cd"), kNewCanonical, rw);
    writeFile(root + QStringLiteral("/run/sparkwire/validate/tree-x/etc/netplan/a.yaml"), "x", rw);
    const QString log = m_work + QStringLiteral("/boot-generate.log");
    QFile::remove(log);
    const auto recover = [&] {
        QProcess helper;
        helper.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwire-helper"),
                     {QStringLiteral("--recover"), QStringLiteral("--root-dir"), root,
                      QStringLiteral("--apply-command"),
                      QStringLiteral("sh -c \"cat %1 >>%2\"").arg(etc, log)});
        helper.waitForFinished(30000);
        return std::pair{helper.exitCode(), QString::fromUtf8(helper.readAllStandardOutput() +
                                                              helper.readAllStandardError())};
    };
    const auto [code, output] = recover();
    QVERIFY2(code == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("an unconfirmed change was reverted")),
             qPrintable(output));
    QCOMPARE(readFile(etc), kOld);
    QCOMPARE(readFile(log), kOld); // regenerated once, from the old file
    QCOMPARE(QDir(root + QStringLiteral("/etc/netplan"))
                 .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("40-cx7.yaml")});
    QVERIFY(!QFile::exists(root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup")));
    QVERIFY(!QDir(root + QStringLiteral("/run/sparkwire/validate")).exists());
    const auto [again, quiet] = recover();
    QCOMPARE(again, 0);
    QVERIFY2(quiet.contains(QStringLiteral("nothing to recover")), qPrintable(quiet));
    QCOMPARE(readFile(log), kOld);

    // The packaged unit runs exactly this, early, with netplan generate as the apply step.
    const QByteArray unit =
        readFile(QStringLiteral(SPARKWIRE_PACKAGING "/systemd/sparkwire-recover.service.in"));
    QVERIFY(unit.contains("ExecStart=@SPARKWIRE_HELPER_PATH@ --recover --apply-command "
                          "\"/usr/sbin/netplan generate\""));
    QVERIFY(unit.contains("Before=sysinit.target network-pre.target systemd-networkd.service"));
}

void HelperRecoveryTest::busIsAnsweredWhileNetplanValidates()
{
    // netplan generate is held until the test lets it go: the helper answers State meanwhile.
    // The proof is the order (the answer comes while the validation still waits), not a
    // wall-clock bound, which a loaded CI machine can break.
    writeFile(slowValidate(), QByteArray(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QProcess client;
    startAsAllowedUser(
        client, {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)});
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(validateRunning()), 30000);
    const QDBusMessage state = callHelper(QStringLiteral("State"), {}, 30000);
    QVERIFY2(state.type() == QDBusMessage::ReplyMessage, qPrintable(state.errorMessage()));
    QCOMPARE(state.arguments().value(0).toString(), QStringLiteral("idle"));
    QVERIFY(QFile::exists(validateRunning())); // the validation is still held
    QCOMPARE(client.state(), QProcess::Running);
    // Let go, the check finishes as it would have.
    QFile::remove(slowValidate());
    QVERIFY(client.waitForFinished(30000));
    QCOMPARE(client.exitCode(), 0);
}

int runHelperRecoveryTests(int argc, char *argv[])
{
    HelperRecoveryTest tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "tst_helper_recovery.moc"
