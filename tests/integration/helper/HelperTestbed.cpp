#include "HelperTestbed.h"

#include "../common/TestUsers.h"

#include <QCryptographicHash>
#include <QDBusConnection>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <sys/mount.h>
#include <unistd.h>

namespace {
// One testbed for the whole run; the test classes read its paths.
struct Testbed
{
    SystemBusSandbox sandbox;
    QString work, root, log, inputs, helperTmp, netns;
};
Testbed *testbed = nullptr;

bool writeChecked(const QString &path, const QByteArray &content, QFileDevice::Permissions perms)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           f.write(content) == content.size() && f.setPermissions(perms);
}

bool ip(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("ip"), args);
    return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}
} // namespace

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void writeFile(const QString &path, const QByteArray &content, QFileDevice::Permissions perms)
{
    QVERIFY2(writeChecked(path, content, perms), qPrintable(path));
}

bool HelperTestBase::startTestbed(QString *error)
{
    testbed = new Testbed;
    Testbed &t = *testbed;
    const QString work = t.sandbox.workDir();
    t.work = work;
    t.root = work + QStringLiteral("/root");
    t.log = work + QStringLiteral("/apply.log");
    t.inputs = work + QStringLiteral("/inputs");
    t.helperTmp = work + QStringLiteral("/helper-tmp");
    const auto fail = [error](const QString &why) {
        *error = why;
        return false;
    };
    if (!QDir().mkpath(t.inputs) || !QDir().mkpath(t.helperTmp))
        return fail(QStringLiteral("cannot create %1").arg(work));
    QFile::setPermissions(t.inputs, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                        QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                        QFileDevice::ExeOther);
    const auto rw = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    const auto rwx = rw | QFileDevice::ExeOwner;
    // Stands in for `netplan apply` (which must never run here): records the hash of the file
    // in force (the /run copy shadows /etc), or fails with output only its caller may see, or
    // waits while slow-apply exists (apply-running says it is waiting).
    const QString script = work + QStringLiteral("/apply.sh");
    if (!writeChecked(
            script,
            QStringLiteral(
                "#!/bin/sh\n"
                "if [ -e %3/slow-apply ]; then touch %3/apply-running;\n"
                "  while [ -e %3/slow-apply ]; do sleep 0.05; done; rm -f %3/apply-running; fi\n"
                "if [ -e %3/apply-fails ]; then echo \"SECRET-APPLY-OUTPUT-$(cat "
                "%3/apply-fails)\"; exit 3; fi\n"
                "f=%1/run/netplan/40-cx7.yaml\n[ -f \"$f\" ] || "
                "f=%1/etc/netplan/40-cx7.yaml\n"
                "if [ -f \"$f\" ]; then sha256sum <\"$f\" | cut -c1-16 >>%2; else "
                "echo absent >>%2; fi\n"
                "sleep 0.05\n")
                .arg(t.root, t.log, work)
                .toUtf8(),
            rwx))
        return fail(QStringLiteral("cannot write %1").arg(script));
    // netplan as the helper's validator, held on request (while slow-validate exists;
    // validate-running says it is held) so that a test can kill the helper, or call it, while
    // the scratch copy of the hierarchy exists.
    const QString netplanWrapper = work + QStringLiteral("/netplan.sh");
    if (!writeChecked(netplanWrapper,
                      QStringLiteral("#!/bin/sh\nif [ -e %1/slow-validate ]; then touch "
                                     "%1/validate-running;\n  while [ -e %1/slow-validate ]; do "
                                     "sleep 0.05; done; rm -f %1/validate-running; fi\n"
                                     "exec /usr/sbin/netplan \"$@\"\n")
                          .arg(work)
                          .toUtf8(),
                      rwx) ||
        !writeChecked(t.root + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
                      "network:\n  version: 2\n  ethernets:\n    enP7s7: {dhcp4: true}\n", rw))
        return fail(QStringLiteral("cannot write the netplan stand-ins"));

    // The helper's network: a management-like netdev with an address, a route to a private
    // range and a default route, and a CX-7 netdev whose current address does not count.
    // /run/netns is a tmpfs of this test's mount namespace: nothing outlives the test.
    QString notPrivate;
    if (!TestUsers::inPrivateMountNamespace(&notPrivate))
        return fail(notPrivate);
    QDir().mkpath(QStringLiteral("/run/netns"));
    if (::mount("tmpfs", "/run/netns", "tmpfs", 0, "mode=0755") != 0)
        return fail(QStringLiteral("cannot mount a tmpfs on /run/netns"));
    t.netns = QStringLiteral("sparkwire-helper-%1").arg(::getpid());
    const QString n = t.netns;
    const QList<QStringList> setup = {
        {"netns", "add", n},
        {"-n", n, "link", "add", "enP7s7", "type", "veth", "peer", "name", "mgmt-peer"},
        {"-n", n, "link", "add", "enp1s0f1np1", "type", "veth", "peer", "name", "cx7-peer"},
        {"-n", n, "link", "set", "enP7s7", "up"},
        {"-n", n, "link", "set", "mgmt-peer", "up"},
        {"-n", n, "link", "set", "enp1s0f1np1", "up"},
        {"-n", n, "link", "set", "cx7-peer", "up"},
        {"-n", n, "addr", "add", "10.77.0.5/16", "dev", "enP7s7"},
        {"-n", n, "route", "add", "172.16.0.0/12", "via", "10.77.0.1"},
        {"-n", n, "route", "add", "default", "via", "10.77.0.1"},
        {"-n", n, "addr", "add", "192.168.177.1/24", "dev", "enp1s0f1np1"},
    };
    for (const QStringList &args : setup)
        if (!ip(args))
            return fail(QStringLiteral("ip %1 failed").arg(args.join(QLatin1Char(' '))));

    const QString exec =
        QStringLiteral("/usr/bin/env TMPDIR=%6 /usr/bin/nsenter --net=/run/netns/%7 "
                       "%1/sparkwire-helper --root-dir %2 --sysfs-root %3 --apply-command %4 "
                       "--netplan %5 --idle-timeout 3")
            .arg(QStringLiteral(SPARKWIRE_BIN_DIR), t.root,
                 QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), script, netplanWrapper,
                 t.helperTmp, t.netns);
    return t.sandbox.start(exec, error);
}

void HelperTestBase::stopTestbed()
{
    if (!testbed)
        return;
    testbed->sandbox.stop();
    if (!testbed->netns.isEmpty())
        ip({QStringLiteral("netns"), QStringLiteral("del"), testbed->netns});
    delete testbed;
    testbed = nullptr;
}

void HelperTestBase::stopPolkit()
{
    testbed->sandbox.stopPolkit();
}

bool HelperTestBase::startPolkit(QString *error)
{
    return testbed->sandbox.startPolkit(error);
}

HelperTestBase::HelperTestBase()
    : m_work(testbed->work)
    , m_root(testbed->root)
    , m_log(testbed->log)
    , m_inputs(testbed->inputs)
    , m_helperTmp(testbed->helperTmp)
    , m_netns(testbed->netns)
{}

void HelperTestBase::reset()
{
    killHelpers();
    QDir(m_root + QStringLiteral("/var")).removeRecursively();
    QDir(m_root + QStringLiteral("/run")).removeRecursively();
    QFile::remove(m_log);
    for (const char *flag :
         {"apply-fails", "slow-validate", "validate-running", "slow-apply", "apply-running"})
        QFile::remove(m_work + QLatin1Char('/') + QLatin1String(flag));
    writeFile(target(), kOld, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

QDBusMessage HelperTestBase::callHelper(const QString &method, const QVariantList &arguments,
                                        int timeoutMs)
{
    const QString name = QStringLiteral("helper-test-%1").arg(method);
    QDBusMessage reply;
    {
        QDBusConnection bus = QDBusConnection::connectToBus(QDBusConnection::SystemBus, name);
        QDBusMessage call = QDBusMessage::createMethodCall(
            QStringLiteral("org.sparkwire.Helper1"), QStringLiteral("/org/sparkwire/Helper1"),
            QStringLiteral("org.sparkwire.Helper1"), method);
        call.setArguments(arguments);
        reply = bus.call(call, QDBus::Block, timeoutMs);
    }
    QDBusConnection::disconnectFromBus(name);
    return reply;
}

QList<int> HelperTestBase::helperPids() const
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

void HelperTestBase::killHelpers()
{
    // Helpers started for this test carry our root dir on their command line. The netplan
    // stand-ins they ran go too: a held one would otherwise outlive its helper, and go on to
    // write into the scratch tree or the apply log once a later test lets the flags go.
    const QByteArray standIns[] = {(m_work + QStringLiteral("/apply.sh")).toUtf8(),
                                   (m_work + QStringLiteral("/netplan.sh")).toUtf8()};
    for (const QString &pid :
         QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs)) {
        const QByteArray cmdline = readFile(QStringLiteral("/proc/%1/cmdline").arg(pid));
        const bool helper =
            cmdline.contains("sparkwire-helper") && cmdline.contains(m_root.toUtf8());
        const bool standIn = cmdline.contains(standIns[0]) || cmdline.contains(standIns[1]);
        if (helper || standIn)
            ::kill(pid.toInt(), SIGKILL);
    }
    QTest::qWait(100);
}

QString HelperTestBase::input(const QString &name, const QByteArray &content)
{
    const QString path = m_inputs + QLatin1Char('/') + name;
    writeFile(path, content,
              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther);
    return path;
}

QStringList HelperTestBase::applyLog() const
{
    return QString::fromUtf8(readFile(m_log))
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
        .filter(QRegularExpression(QStringLiteral("^[0-9a-f]+$|^absent$")));
}

QString HelperTestBase::hashOf(const QByteArray &content) const
{
    return QString::fromLatin1(
        QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex().left(16));
}

Run HelperTestBase::ctl(uint uid, const QStringList &args, const QByteArray &stdinData,
                        bool closeInput, QString killWhenOutputHas, int signal)
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

void HelperTestBase::startAsAllowedUser(QProcess &client, const QStringList &args)
{
    startAs(client, SystemBusSandbox::kAllowedUid,
            QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"), args);
}

void HelperTestBase::startAs(QProcess &process, uint uid, const QString &program,
                             const QStringList &args)
{
    process.start(QStringLiteral("setpriv"),
                  QStringList{QStringLiteral("--reuid=%1").arg(uid),
                              QStringLiteral("--regid=%1").arg(uid),
                              QStringLiteral("--clear-groups"), QStringLiteral("--"), program} +
                      args);
}
