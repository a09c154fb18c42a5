// sparkwire-helper for real: D-Bus activation on a system bus, polkitd deciding with rules
// for an allowed and a denied test user, sparkwirectl as the client running as those users.
// The helper runs in a network namespace of its own (nsenter on its Exec line) that holds a
// management-like netdev with an address and routes, so the host-overlap policy reads real
// netlink. Checks the file the helper writes (the policy's canonical re-emission, 0600,
// previous copy), every way back (Cancel, timeout, client killed, helper killed, reboot),
// refusals of hostile input (the parser-differential exploits included), that a denied caller
// changes nothing, that other bus listeners never see apply output, and that a killed
// validation leaves no copies of the netplan hierarchy behind. Runs in a private mount
// namespace (see private-mounts.sh).
#include "SystemBusSandbox.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <csignal>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

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

// What the helper writes for kNew: the policy's re-emission, not the caller's bytes.
const QByteArray kNewCanonical =
    "# Re-emitted by Sparkwire's netplan policy from the file it reviewed.\n"
    "network:\n  version: 2\n  ethernets:\n"
    "    \"enp1s0f1np1\":\n      dhcp4: false\n      dhcp6: false\n      link-local: []\n"
    "      mtu: 9000\n      addresses: [\"192.168.177.1/24\"]\n"
    "    \"enP2p1s0f1np1\":\n      dhcp4: false\n      dhcp6: false\n      link-local: []\n"
    "      mtu: 9000\n      addresses: [\"192.168.178.1/24\"]\n";
// Comments and odd formatting that must not survive into /etc.
const QByteArray kOdd =
    "# the caller's notes: this comment must not reach /etc\n"
    "network: {version: 2, ethernets: {\n"
    "  enp1s0f1np1: {addresses: ['192.168.177.1/24'], mtu: \"9000\", dhcp4: no},  # twin a\n"
    "}}\n";
const QByteArray kOddCanonical =
    "# Re-emitted by Sparkwire's netplan policy from the file it reviewed.\n"
    "network:\n  version: 2\n  ethernets:\n"
    "    \"enp1s0f1np1\":\n      dhcp4: false\n      mtu: 9000\n"
    "      addresses: [\"192.168.177.1/24\"]\n";

// Issue 10's exploit: netplan (libyaml) ends the comment at the separator and configures the
// management NIC with a default route and DNS; yaml-cpp read a comment.
QByteArray hiddenAfter(const QByteArray &separator)
{
    const QByteArray s = separator;
    return "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 9000 # x" + s +
           "    enP7s7:" + s + "      dhcp4: false" + s + "      addresses: [203.0.113.5/24]" + s +
           "      routes: [{to: 0.0.0.0/0, via: 203.0.113.1}]" + s +
           "      nameservers: {addresses: [203.0.113.53]}\n";
}

QByteArray plan(const QByteArray &address)
{
    return "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: false\n"
           "      mtu: 9000\n      addresses: [" +
           address + "]\n";
}

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
    void exploitIsRefusedByValidate_data();
    void exploitIsRefusedByValidate();
    void writesTheCanonicalFormNotTheCallersBytes();
    void planOverlappingTheHostIsRefused_data();
    void planOverlappingTheHostIsRefused();
    void killedWhilePendingThenRebootKeepsTheOldFile();
    void confirmFailsLoudlyWhenTheOldFileCannotBeRead();
    void killedDuringValidationLeavesNoCopies();
    void otherListenersGetNoApplyOutput();
    void recoverModeCleansUpAndExits();

private:
    Run ctl(uint uid, const QStringList &args, const QByteArray &input, bool closeInput = true,
            QString killWhenOutputHas = QString(), int signal = SIGKILL);
    // `sparkwirectl ARGS` as the polkit-allowed user, started and left running.
    void startAsAllowedUser(QProcess &client, const QStringList &args);
    QList<int> helperPids() const;
    QString input(const QString &name, const QByteArray &content);
    QString target() const { return m_root + QStringLiteral("/etc/netplan/40-cx7.yaml"); }
    QString staged() const { return m_root + QStringLiteral("/run/netplan/40-cx7.yaml"); }
    QString marker() const { return m_root + QStringLiteral("/run/sparkwire/pending"); }
    QString scratch() const { return m_root + QStringLiteral("/run/sparkwire/validate"); }
    bool ip(const QStringList &args);
    QStringList applyLog() const;
    QString hashOf(const QByteArray &content) const;
    void killHelpers();

    SystemBusSandbox m_sandbox;
    QString m_root;
    QString m_log;
    QString m_inputs;
    QString m_work;
    QString m_helperTmp; // the helper's TMPDIR: must stay empty
    QString m_netns;     // the helper's network namespace
};

bool TestHelper::ip(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("ip"), args);
    return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

void TestHelper::initTestCase()
{
    const QString work = m_sandbox.workDir();
    m_work = work;
    m_root = work + QStringLiteral("/root");
    m_log = work + QStringLiteral("/apply.log");
    m_inputs = work + QStringLiteral("/inputs");
    m_helperTmp = work + QStringLiteral("/helper-tmp");
    QVERIFY(QDir().mkpath(m_inputs));
    QVERIFY(QDir().mkpath(m_helperTmp));
    QFile::setPermissions(m_inputs, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                        QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                        QFileDevice::ExeOther);
    // Stands in for `netplan apply` (which must never run here): records the hash of the file
    // in force (the /run copy shadows /etc), or fails with output only its caller may see.
    const QString script = work + QStringLiteral("/apply.sh");
    writeFile(script,
              QStringLiteral("#!/bin/sh\n"
                             "if [ -e %3/apply-fails ]; then echo \"SECRET-APPLY-OUTPUT-$(cat "
                             "%3/apply-fails)\"; exit 3; fi\n"
                             "f=%1/run/netplan/40-cx7.yaml\n[ -f \"$f\" ] || "
                             "f=%1/etc/netplan/40-cx7.yaml\n"
                             "if [ -f \"$f\" ]; then sha256sum <\"$f\" | cut -c1-16 >>%2; else "
                             "echo absent >>%2; fi\n"
                             "sleep 0.05\n")
                  .arg(m_root, m_log, work)
                  .toUtf8(),
              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    // netplan as the helper's validator, slowed down on request so that a test can kill the
    // helper while the scratch copy of the hierarchy exists.
    const QString netplanWrapper = work + QStringLiteral("/netplan.sh");
    writeFile(netplanWrapper,
              QStringLiteral("#!/bin/sh\n[ -e %1/slow-validate ] && sleep 30\n"
                             "exec /usr/sbin/netplan \"$@\"\n")
                  .arg(work)
                  .toUtf8(),
              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    writeFile(m_root + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
              "network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n",
              QFileDevice::ReadOwner | QFileDevice::WriteOwner);

    // The helper's network: a management-like netdev with an address, a route to a private
    // range and a default route, and a CX-7 netdev whose current address does not count.
    // /run/netns is a tmpfs of this test's mount namespace: nothing outlives the test.
    QVERIFY(QDir().mkpath(QStringLiteral("/run/netns")));
    QCOMPARE(::mount("tmpfs", "/run/netns", "tmpfs", 0, "mode=0755"), 0);
    m_netns = QStringLiteral("sparkwire-helper-%1").arg(::getpid());
    const QString n = m_netns;
    QVERIFY(ip({"netns", "add", n}));
    QVERIFY(ip({"-n", n, "link", "add", "enP7s7", "type", "veth", "peer", "name", "mgmt-peer"}));
    QVERIFY(
        ip({"-n", n, "link", "add", "enp1s0f1np1", "type", "veth", "peer", "name", "cx7-peer"}));
    for (const char *dev : {"enP7s7", "mgmt-peer", "enp1s0f1np1", "cx7-peer"})
        QVERIFY(ip({"-n", n, "link", "set", dev, "up"}));
    QVERIFY(ip({"-n", n, "addr", "add", "10.77.0.5/16", "dev", "enP7s7"}));
    QVERIFY(ip({"-n", n, "route", "add", "172.16.0.0/12", "via", "10.77.0.1"}));
    QVERIFY(ip({"-n", n, "route", "add", "default", "via", "10.77.0.1"}));
    QVERIFY(ip({"-n", n, "addr", "add", "192.168.177.1/24", "dev", "enp1s0f1np1"}));

    const QString exec =
        QStringLiteral("/usr/bin/env TMPDIR=%6 /usr/bin/nsenter --net=/run/netns/%7 "
                       "%1/sparkwire-helper --root-dir %2 --sysfs-root %3 --apply-command %4 "
                       "--netplan %5 --idle-timeout 3")
            .arg(QStringLiteral(SPARKWIRE_BIN_DIR), m_root,
                 QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), script, netplanWrapper,
                 m_helperTmp, m_netns);
    QString error;
    QVERIFY2(m_sandbox.start(exec, &error), qPrintable(error));
}

void TestHelper::init()
{
    killHelpers();
    QDir(m_root + QStringLiteral("/var")).removeRecursively();
    QDir(m_root + QStringLiteral("/run")).removeRecursively();
    QFile::remove(m_log);
    QFile::remove(m_work + QStringLiteral("/apply-fails"));
    QFile::remove(m_work + QStringLiteral("/slow-validate"));
    writeFile(target(), kOld, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void TestHelper::cleanupTestCase()
{
    killHelpers();
    m_sandbox.stop();
    if (!m_netns.isEmpty())
        ip({QStringLiteral("netns"), QStringLiteral("del"), m_netns});
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

void TestHelper::startAsAllowedUser(QProcess &client, const QStringList &args)
{
    client.start(QStringLiteral("setpriv"),
                 QStringList{QStringLiteral("--reuid=%1").arg(SystemBusSandbox::kAllowedUid),
                             QStringLiteral("--regid=%1").arg(SystemBusSandbox::kAllowedUid),
                             QStringLiteral("--clear-groups"), QStringLiteral("--"),
                             QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl")} +
                     args);
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

void TestHelper::cancelRestoresByteIdentical()
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
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
}

void TestHelper::clientKilledRestores()
{
    const Run r = ctl(SystemBusSandbox::kAllowedUid,
                      {QStringLiteral("apply"), input("new.yaml", kNew),
                       QStringLiteral("--timeout"), QStringLiteral("60")},
                      QByteArray(), false, QStringLiteral("Keep this configuration?"));
    QCOMPARE(r.exitCode, -1); // killed while asking
    QTRY_COMPARE_WITH_TIMEOUT(readFile(target()), kOld, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}), 5000);
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
    QTest::newRow("U+2028 exploit")
        << hiddenAfter("\xe2\x80\xa8") << "line 5, column 20: U+2028 LINE SEPARATOR is not allowed";
    QTest::newRow("U+2029 exploit") << hiddenAfter("\xe2\x80\xa9") << "U+2029 PARAGRAPH SEPARATOR";
    QTest::newRow("NEL exploit") << hiddenAfter("\xc2\x85") << "U+0085 NEXT LINE (NEL)";
    QTest::newRow("CR exploit") << hiddenAfter("\r") << "U+000D CARRIAGE RETURN (CR)";
    QTest::newRow("public address") << plan("8.8.8.1/24") << "not in a private range";
    QTest::newRow("dhcp without overrides")
        << eth("enp1s0f1np1", "      dhcp4: true\n")
        << "add dhcp4-overrides: {use-routes: false, use-dns: false}";
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
    QVERIFY(!QFile::exists(staged()));
    QVERIFY(!QFile::exists(marker()));
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
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), QStringLiteral("absent")}));
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
    QCOMPARE(applyLog(), (QStringList{hashOf(kNewCanonical), hashOf(kOld)}));
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
        startAsAllowedUser(client, {QStringLiteral("apply"), input("new.yaml", kNew)});
        client.write("y\n");
        client.closeWriteChannel();
        QTest::qWait(int(random->bounded(400)));
        killHelpers();
        client.waitForFinished(10000);
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
    qInfo("helper killed 12 times: %d times the new file was already in /etc, %d times the old one",
          sawNew, sawOld);
}

void TestHelper::exploitIsRefusedByValidate_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("reason");
    QTest::newRow("U+2028") << hiddenAfter("\xe2\x80\xa8") << "U+2028 LINE SEPARATOR";
    QTest::newRow("NEL") << hiddenAfter("\xc2\x85") << "U+0085 NEXT LINE (NEL)";
    QTest::newRow("CR") << hiddenAfter("\r") << "U+000D CARRIAGE RETURN (CR)";
}

void TestHelper::exploitIsRefusedByValidate()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, reason);
    const Run r =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), input("exploit.yaml", yaml)},
            QByteArray());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(reason), qPrintable(r.out + r.err));
    QVERIFY(!r.out.contains(QStringLiteral("valid")));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());
}

void TestHelper::writesTheCanonicalFormNotTheCallersBytes()
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

void TestHelper::planOverlappingTheHostIsRefused_data()
{
    QTest::addColumn<QByteArray>("address");
    QTest::addColumn<QString>("reason");
    QTest::newRow("the management subnet")
        << QByteArray("10.77.3.1/24")
        << "10.77.3.1/24 overlaps what this host already uses outside its CX-7 ports: "
           "10.77.0.0/16 (an address on enP7s7), 10.77.0.0/16 (a route via enP7s7)";
    QTest::newRow("a routed private range")
        << QByteArray("172.20.0.1/24") << "172.16.0.0/12 (a route via enP7s7)";
}

void TestHelper::planOverlappingTheHostIsRefused()
{
    QFETCH(QByteArray, address);
    QFETCH(QString, reason);
    const QString file = input("overlap.yaml", plan(address));
    const Run tried =
        ctl(SystemBusSandbox::kAllowedUid, {QStringLiteral("apply"), file}, QByteArray("y\n"));
    QCOMPARE(tried.exitCode, 1);
    QVERIFY2(tried.err.contains(reason), qPrintable(tried.out + tried.err));
    const Run validated =
        ctl(SystemBusSandbox::kAllowedUid,
            {QStringLiteral("apply"), QStringLiteral("--check-only"), file}, QByteArray());
    QCOMPARE(validated.exitCode, 1);
    QVERIFY2(validated.err.contains(reason), qPrintable(validated.out + validated.err));
    QCOMPARE(readFile(target()), kOld);
    QVERIFY(applyLog().isEmpty());

    // The CLI's policy check reads the same netlink the same way, in the same namespace.
    QProcess cli;
    cli.start(QStringLiteral("ip"),
              {QStringLiteral("netns"), QStringLiteral("exec"), m_netns,
               QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"), QStringLiteral("netplan"),
               QStringLiteral("check"), QStringLiteral("--policy"), QStringLiteral("--root-dir"),
               m_root, QStringLiteral("--sysfs-root"),
               QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), file});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(QString::fromUtf8(cli.readAllStandardError()).contains(reason),
             cli.readAllStandardOutput().constData());

    // And a plan beside them (the CX-7 netdev's own current address does not count) passes.
    const Run fine = ctl(SystemBusSandbox::kAllowedUid,
                         {QStringLiteral("apply"), QStringLiteral("--check-only"),
                          input("fine.yaml", plan("192.168.177.1/24"))},
                         QByteArray());
    QVERIFY2(fine.exitCode == 0, qPrintable(fine.out + fine.err));
}

void TestHelper::killedWhilePendingThenRebootKeepsTheOldFile()
{
    // The change is applied and waiting for its person when the helper is SIGKILLed (an OOM
    // kill) and the machine loses power: /run is gone after the reboot. The helper dies
    // first, so that nothing sees its caller leave and reverts.
    QProcess client;
    startAsAllowedUser(client, {QStringLiteral("apply"), input("new.yaml", kNew),
                                QStringLiteral("--timeout"), QStringLiteral("60")});
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += client.readAllStandardOutput()).contains("Keep this"), 30000);
    QCOMPARE(readFile(staged()), kNewCanonical); // pending: in force from /run only
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

void TestHelper::confirmFailsLoudlyWhenTheOldFileCannotBeRead()
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

void TestHelper::killedDuringValidationLeavesNoCopies()
{
    writeFile(m_work + QStringLiteral("/slow-validate"), QByteArray(),
              QFileDevice::ReadOwner | QFileDevice::WriteOwner);
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

    QFile::remove(m_work + QStringLiteral("/slow-validate"));
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

void TestHelper::otherListenersGetNoApplyOutput()
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

void TestHelper::recoverModeCleansUpAndExits()
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

QTEST_GUILESS_MAIN(TestHelper)
#include "tst_helper.moc"
