// sparkwire-helper for real: D-Bus activation on a system bus, polkitd deciding with rules
// for an allowed and a denied test user, sparkwirectl as the client running as those users.
// Checks the file the helper writes (content, 0600, backup), every way back (Cancel,
// timeout, client killed, helper killed), refusals of hostile input, and that a denied
// caller changes nothing. Runs in a private mount namespace (see private-mounts.sh).
#include "SystemBusSandbox.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <csignal>
#include <sys/stat.h>

namespace {
const QByteArray kOld =
    "# the person's own file: Sparkwire must give it back byte for byte\n"
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true   # keep\n";
const QByteArray kNew =
    "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: false\n      dhcp6: "
    "false\n"
    "      link-local: []\n      mtu: 9000\n      addresses: [192.168.177.1/24]\n"
    "    enP2p1s0f1np1:\n      dhcp4: false\n      dhcp6: false\n      link-local: []\n"
    "      mtu: 9000\n      addresses: [192.168.178.1/24]\n";

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void writeFile(const QString &path, const QByteArray &content, QFileDevice::Permissions perms)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
    f.setPermissions(perms);
}
} // namespace

class TestHelper : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void allowedUserTriesAndConfirms();
    void cancelRestoresByteIdentical();
    void timeoutRestores();
    void clientKilledRestores();
    void deniedUserWritesNothing();
    void hostileInputIsRefused_data();
    void hostileInputIsRefused();
    void checkOnlyValidates();
    void noPreviousFileIsRemovedOnRevert();
    void ctrlCCancels();
    void exitsWhenIdle();
    void helperKilledAtRandomPointsLeavesAWholeFile();

private:
    Run ctl(uint uid, const QStringList &args, const QByteArray &input, bool closeInput = true,
            QString killWhenOutputHas = QString(), int signal = SIGKILL);
    QList<int> helperPids() const;
    QString input(const QString &name, const QByteArray &content);
    QString target() const { return m_root + QStringLiteral("/etc/netplan/40-cx7.yaml"); }
    QStringList applyLog() const;
    QString hashOf(const QByteArray &content) const;
    void killHelpers();

    SystemBusSandbox m_sandbox;
    QString m_root;
    QString m_log;
    QString m_inputs;
};

void TestHelper::initTestCase()
{
    const QString work = m_sandbox.workDir();
    m_root = work + QStringLiteral("/root");
    m_log = work + QStringLiteral("/apply.log");
    m_inputs = work + QStringLiteral("/inputs");
    QVERIFY(QDir().mkpath(m_inputs));
    QFile::setPermissions(m_inputs, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                        QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                        QFileDevice::ExeOther);
    // Stands in for `netplan apply` (which must never run here): records the file's hash.
    const QString script = work + QStringLiteral("/apply.sh");
    writeFile(script,
              QStringLiteral("#!/bin/sh\nf=%1/etc/netplan/40-cx7.yaml\n"
                             "if [ -f \"$f\" ]; then sha256sum <\"$f\" | cut -c1-16 >>%2; else "
                             "echo absent >>%2; fi\n"
                             "sleep 0.05\n")
                  .arg(m_root, m_log)
                  .toUtf8(),
              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    writeFile(m_root + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
              "network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n",
              QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QString exec =
        QStringLiteral(
            "%1/sparkwire-helper --root-dir %2 --sysfs-root %3 --apply-command %4 --idle-timeout 3")
            .arg(QStringLiteral(SPARKWIRE_BIN_DIR), m_root,
                 QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), script);
    QString error;
    QVERIFY2(m_sandbox.start(exec, &error), qPrintable(error));
}

void TestHelper::init()
{
    killHelpers();
    QDir(m_root + QStringLiteral("/var")).removeRecursively();
    QFile::remove(m_log);
    writeFile(target(), kOld, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void TestHelper::cleanupTestCase()
{
    killHelpers();
    m_sandbox.stop();
}

QList<int> TestHelper::helperPids() const
{
    QList<int> pids;
    for (const QString &pid :
         QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs)) {
        const QByteArray cmdline = readFile(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.contains("sparkwire-helper") && cmdline.contains(m_root.toUtf8()))
            pids << pid.toInt();
    }
    return pids;
}

void TestHelper::killHelpers()
{
    // Helpers started for this test carry our root dir on their command line.
    for (const QString &pid :
         QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs)) {
        const QByteArray cmdline = readFile(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.contains("sparkwire-helper") && cmdline.contains(m_root.toUtf8()))
            ::kill(pid.toInt(), SIGKILL);
    }
    QTest::qWait(100);
}

QString TestHelper::input(const QString &name, const QByteArray &content)
{
    const QString path = m_inputs + QLatin1Char('/') + name;
    writeFile(path, content,
              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther);
    return path;
}

QStringList TestHelper::applyLog() const
{
    return QString::fromUtf8(readFile(m_log))
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
        .filter(QRegularExpression(QStringLiteral("^[0-9a-f]+$|^absent$")));
}

QString TestHelper::hashOf(const QByteArray &content) const
{
    return QString::fromLatin1(
        QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex().left(16));
}

Run TestHelper::ctl(uint uid, const QStringList &args, const QByteArray &stdinData, bool closeInput,
                    QString killWhenOutputHas, int signal)
{
    QProcess p;
    p.start(QStringLiteral("setpriv"),
            QStringList{QStringLiteral("--reuid=%1").arg(uid),
                        QStringLiteral("--regid=%1").arg(uid), QStringLiteral("--clear-groups"),
                        QStringLiteral("--"), QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl")} +
                args);
    if (!p.waitForStarted())
        return {};
    p.write(stdinData);
    if (closeInput)
        p.closeWriteChannel();
    QString out;
    QElapsedTimer timer;
    timer.start();
    while (p.state() != QProcess::NotRunning && timer.elapsed() < 60000) {
        p.waitForReadyRead(100);
        out += QString::fromUtf8(p.readAllStandardOutput());
        if (!killWhenOutputHas.isEmpty() && out.contains(killWhenOutputHas)) {
            ::kill(pid_t(p.processId()), signal); // setpriv execs: this is sparkwirectl
            if (signal == SIGKILL)
                break;
            killWhenOutputHas.clear();
        }
    }
    p.waitForFinished(60000);
    out += QString::fromUtf8(p.readAllStandardOutput());
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, out,
            QString::fromUtf8(p.readAllStandardError())};
}

void TestHelper::allowedUserTriesAndConfirms()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("30")},
                      "y\n");
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY(r.out.contains(QStringLiteral("Keep this configuration?")));
    QVERIFY(r.out.contains(QStringLiteral("Kept.")));
    QCOMPARE(readFile(target()), kNew);
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(target()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    QCOMPARE(int(st.st_uid), 0);
    // The person's old file is kept, and nothing is pending any more.
    QCOMPARE(readFile(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.previous")), kOld);
    QVERIFY(!QFile::exists(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup")));
    QCOMPARE(applyLog(), QStringList{hashOf(kNew)});
    // Other netplan files are not touched.
    QCOMPARE(readFile(m_root + QStringLiteral("/etc/netplan/50-cloud-init.yaml")),
             QByteArray("network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n"));
}

void TestHelper::cancelRestoresByteIdentical()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew)}, "n\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("Reverted")), qPrintable(r.out + r.err));
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(),
             (QStringList{hashOf(kNew), hashOf(kOld)})); // applied, then re-applied the old one
    QVERIFY(!QFile::exists(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup")));
}

void TestHelper::timeoutRestores()
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
    QCOMPARE(applyLog(), (QStringList{hashOf(kNew), hashOf(kOld)}));
}

void TestHelper::clientKilledRestores()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("60")},
                      QByteArray(), false, QStringLiteral("Keep this configuration?"));
    QCOMPARE(r.exitCode, -1); // killed while asking
    QTRY_COMPARE_WITH_TIMEOUT(readFile(target()), kOld, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(applyLog(), (QStringList{hashOf(kNew), hashOf(kOld)}), 5000);
}

void TestHelper::deniedUserWritesNothing()
{
    const Run r = ctl(SystemBusSandbox::kDeniedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew)}, "y\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("not authorized")), qPrintable(r.out + r.err));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
    QVERIFY(!QDir(m_root + QStringLiteral("/var/lib/sparkwire")).exists() ||
            QDir(m_root + QStringLiteral("/var/lib/sparkwire")).isEmpty());
    const Run check =
        ctl(SystemBusSandbox::kDeniedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QCOMPARE(check.exitCode, 1);
    QVERIFY(check.err.contains(QStringLiteral("not authorized")));
}

void TestHelper::hostileInputIsRefused_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason");
    auto eth = [](const QByteArray &name, const QByteArray &settings) -> QByteArray {
        return "network:\n  version: 2\n  ethernets:\n    " + name + ":\n" + settings;
    };
    QTest::newRow("management port")
        << eth("enP7s7", "      mtu: 9000\n") << "'enP7s7' is not a ConnectX-7 port";
    QTest::newRow("loopback") << eth("lo", "      mtu: 9000\n") << "'lo' is not a ConnectX-7 port";
    QTest::newRow("default route")
        << eth("enp1s0f1np1", "      routes: [{to: 0.0.0.0/0, via: 192.168.177.2}]\n")
        << "'routes' is not allowed";
    QTest::newRow("renderer")
        << QByteArray(
               "network:\n  renderer: NetworkManager\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n")
        << "renderer changes are not allowed";
    QTest::newRow("bond") << QByteArray(
                                 "network:\n  bonds:\n    bond0: {interfaces: [enp1s0f1np1]}\n")
                          << "'bonds' is not allowed";
    QTest::newRow("oversized") << QByteArray(eth("enp1s0f1np1", "      mtu: 9000\n") + "#" +
                                             QByteArray(70000, 'x') + "\n")
                               << "more than 65536 bytes";
    QTest::newRow("invalid utf-8")
        << eth("enp1s0f1np1", "      mtu: 9000 # \xc3\x28\n") << "not valid UTF-8";
    QTest::newRow("alias bomb") << QByteArray(
                                       "a: &a [x,x,x,x,x,x,x,x]\nb: &b "
                                       "[*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b]\n")
                                << "YAML anchors";
    QTest::newRow("duplicate keys")
        << eth("enp1s0f1np1", "      mtu: 9000\n      mtu: 1500\n") << "duplicate key 'mtu'";
    QTest::newRow("absurd mtu") << eth("enp1s0f1np1", "      mtu: 65536\n") << "is not an MTU";
}

void TestHelper::hostileInputIsRefused()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, reason);
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("hostile.yaml", yaml)}, "y\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(reason), qPrintable(r.out + r.err));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
    QVERIFY(!QFile::exists(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup")));
}

void TestHelper::checkOnlyValidates()
{
    const Run valid =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QVERIFY2(valid.exitCode == 0, qPrintable(valid.out + valid.err));
    const Run invalid =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"),
             input("bad.yaml", "network:\n  ethernets:\n    enp1s0f1np1: {dhcp4: maybe}\n")},
            QByteArray());
    QCOMPARE(invalid.exitCode, 1);
    QVERIFY(invalid.err.contains(QStringLiteral("must be true or false")));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
}

void TestHelper::noPreviousFileIsRemovedOnRevert()
{
    QVERIFY(QFile::remove(target()));
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew)}, "n\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!QFile::exists(target()));
    QCOMPARE(applyLog(), (QStringList{hashOf(kNew), QStringLiteral("absent")}));
}

void TestHelper::ctrlCCancels()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("60")},
                      QByteArray(), false, QStringLiteral("Keep this configuration?"), SIGINT);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("Interrupted: cancelling")), qPrintable(r.out + r.err));
    QVERIFY(r.out.contains(QStringLiteral("Reverted")));
    QCOMPARE(readFile(target()), kOld);
    QCOMPARE(applyLog(), (QStringList{hashOf(kNew), hashOf(kOld)}));
}

void TestHelper::exitsWhenIdle()
{
    const Run r =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
            QByteArray());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!helperPids().isEmpty());                       // activated by the call
    QTRY_VERIFY_WITH_TIMEOUT(helperPids().isEmpty(), 8000); // --idle-timeout 3
}

void TestHelper::helperKilledAtRandomPointsLeavesAWholeFile()
{
    auto *random = QRandomGenerator::global();
    int sawNew = 0, sawOld = 0;
    for (int round = 0; round < 12; ++round) {
        init();
        QProcess client;
        client.start(QStringLiteral("setpriv"),
                     {QStringLiteral("--reuid=%1").arg(SystemBusSandbox::kAllowedUid),
                      QStringLiteral("--regid=%1").arg(SystemBusSandbox::kAllowedUid),
                      QStringLiteral("--clear-groups"), QStringLiteral("--"),
                      QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"), QStringLiteral("apply"),
                      input("new.yaml", kNew)});
        client.write("y\n");
        client.closeWriteChannel();
        QTest::qWait(int(random->bounded(400)));
        killHelpers();
        client.waitForFinished(10000);
        const QByteArray afterKill = readFile(target());
        QVERIFY2(afterKill == kOld || afterKill == kNew, afterKill.left(200).constData());
        (afterKill == kNew ? sawNew : sawOld)++;
        // The next activation recovers: an unconfirmed change goes back, a confirmed one stays.
        const bool wasConfirmed =
            !QFile::exists(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup"));
        const Run check =
            ctl(SystemBusSandbox::kAllowedUid,
                {QStringLiteral("apply"), QStringLiteral("--check-only"), input("new.yaml", kNew)},
                QByteArray());
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
        const QByteArray recovered = readFile(target());
        QVERIFY(recovered == kOld || recovered == kNew);
        if (!wasConfirmed)
            QCOMPARE(recovered, kOld);
        QVERIFY(!QFile::exists(m_root + QStringLiteral("/var/lib/sparkwire/40-cx7.yaml.backup")));
        QCOMPARE(QDir(m_root + QStringLiteral("/etc/netplan"))
                     .entryList({QStringLiteral(".40-cx7*")}, QDir::Files | QDir::Hidden),
                 QStringList());
    }
    qInfo(
        "helper killed 12 times: %d times the new file was already in place, %d times the old one",
        sawNew, sawOld);
}

QTEST_GUILESS_MAIN(TestHelper)
#include "tst_helper.moc"
