// Passwordless SSH end to end on the testbed: a real sshd in Spark B's namespace, two users
// that exist only in this test's /etc/passwd overlay (private mount namespace), B's agent as
// its user, and A's `sparkwirectl pair` and `ssh-setup` as A's. Afterwards
// `ssh -o BatchMode=yes spark-b` must work with no password and no host-key question.
#include "../common/TestbedProcesses.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>

using namespace TestbedProcesses;

namespace {
const QString kPrefix = QStringLiteral("swssh");
const QString kTree = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
constexpr uint kUidA = 61401;
constexpr uint kUidB = 61402;

QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool put(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}
} // namespace

class TestSshTestbed : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void sshWorksWithoutAPassword();
    void setupAgainChangesNothing();

private:
    QProcess *as(const QString &letter, uint uid, const QStringList &args)
    {
        return sparkwirectl(kPrefix, letter, uid, home(letter), QStringLiteral(SPARKWIRE_BIN_DIR),
                            kTree, args);
    }
    QString home(const QString &letter) const { return m_dir.path() + QLatin1Char('/') + letter; }
    int sshSetup();

    QTemporaryDir m_dir;
    QProcess m_sshd;
    std::unique_ptr<QProcess> m_agentB;
    QByteArray m_agentOutput;
};

void TestSshTestbed::initTestCase()
{
    QVERIFY(::geteuid() == 0); // private-mounts.sh skips before this when not root
    testbed(QStringLiteral(SPARKWIRE_TESTBED), {QStringLiteral("down"), kPrefix});
    QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                            QFileDevice::ExeOther);
    // The users, only in this mount namespace.
    QByteArray passwd = slurp(QStringLiteral("/etc/passwd")),
               group = slurp(QStringLiteral("/etc/group"));
    for (const auto &[letter, uid] :
         {std::pair{QStringLiteral("a"), kUidA}, {QStringLiteral("b"), kUidB}}) {
        QVERIFY(QDir().mkpath(home(letter)));
        QVERIFY(::chown(QFile::encodeName(home(letter)).constData(), uid, uid) == 0);
        passwd += QStringLiteral("sparkwire-%1:x:%2:%2::%3:/bin/sh\n")
                      .arg(letter)
                      .arg(uid)
                      .arg(home(letter))
                      .toUtf8();
        group += QStringLiteral("sparkwire-%1:x:%2:\n").arg(letter).arg(uid).toUtf8();
    }
    for (const auto &[file, content] :
         {std::pair{QStringLiteral("passwd"), passwd}, {QStringLiteral("group"), group}}) {
        const QString copy = m_dir.path() + QStringLiteral("/etc-") + file;
        QVERIFY(put(copy, content));
        QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                        QFileDevice::ReadOther | QFileDevice::ReadGroup);
        QVERIFY(::mount(QFile::encodeName(copy).constData(),
                        QFile::encodeName(QStringLiteral("/etc/") + file).constData(), nullptr,
                        MS_BIND, nullptr) == 0);
    }
    QDir().mkpath(QStringLiteral("/run/sshd"));
    QVERIFY(::mount("tmpfs", "/run/sshd", "tmpfs", 0, "mode=0755") == 0);

    QVERIFY(testbed(QStringLiteral(SPARKWIRE_TESTBED),
                    {QStringLiteral("up"), QStringLiteral("two-node-p1"), kPrefix}));

    // B's sshd: its own host key, keys only, only B's user.
    const QString keyDir = m_dir.path() + QStringLiteral("/b-sshd");
    QDir().mkpath(keyDir);
    QCOMPARE(
        QProcess::execute(QStringLiteral("ssh-keygen"),
                          {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                           QStringLiteral("-N"), QString(), QStringLiteral("-f"),
                           keyDir + QStringLiteral("/ssh_host_ed25519_key")}),
        0);
    QFile::setPermissions(keyDir + QStringLiteral("/ssh_host_ed25519_key.pub"),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                              QFileDevice::ReadOther | QFileDevice::ReadGroup);
    const QString config = keyDir + QStringLiteral("/sshd_config");
    QVERIFY(put(
        config,
        QStringLiteral(
            "Port 22\nListenAddress ::\nHostKey %1/ssh_host_ed25519_key\nPidFile none\nUsePAM no\n"
            "PasswordAuthentication no\nKbdInteractiveAuthentication no\nPubkeyAuthentication yes\n"
            "AuthorizedKeysFile .ssh/authorized_keys\nAllowUsers sparkwire-b\nStrictModes yes\n")
            .arg(keyDir)
            .toUtf8()));
    m_sshd.setProcessChannelMode(QProcess::ForwardedChannels);
    m_sshd.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
    m_sshd.start(QStringLiteral("ip"),
                 {QStringLiteral("netns"), QStringLiteral("exec"), kPrefix + QStringLiteral("-b"),
                  QStringLiteral("/usr/sbin/sshd"), QStringLiteral("-D"), QStringLiteral("-e"),
                  QStringLiteral("-f"), config});
    QVERIFY(m_sshd.waitForStarted());

    m_agentB.reset(as(QStringLiteral("b"), kUidB,
                      {QStringLiteral("agent"), QStringLiteral("--ssh-host-key"),
                       keyDir + QStringLiteral("/ssh_host_ed25519_key.pub")}));
    QVERIFY(!waitFor(m_agentB.get(), m_agentOutput, QStringLiteral("is beaconing")).isEmpty());
    QVERIFY(m_sshd.state() == QProcess::Running);
}

void TestSshTestbed::cleanupTestCase()
{
    if (m_agentB) {
        m_agentB->kill();
        m_agentB->waitForFinished();
    }
    m_sshd.kill();
    m_sshd.waitForFinished();
    testbed(QStringLiteral(SPARKWIRE_TESTBED), {QStringLiteral("down"), kPrefix});
}

int TestSshTestbed::sshSetup()
{
    const qsizetype mark = m_agentOutput.size();
    std::unique_ptr<QProcess> setup(
        as(QStringLiteral("a"), kUidA, {QStringLiteral("ssh-setup"), QStringLiteral("spark-b")}));
    if (waitFor(m_agentB.get(), m_agentOutput, QStringLiteral("~/.ssh/authorized_keys\\?"), mark)
            .isEmpty()) {
        setup->waitForFinished(5000);
        qWarning("ssh-setup said: %s", setup->readAll().constData());
        return -1;
    }
    answer(m_agentB.get(), "y\n"); // B's person agrees
    setup->waitForFinished(15000);
    const QByteArray output = setup->readAll();
    qInfo("ssh-setup: %s", output.trimmed().constData());
    return setup->exitCode();
}

void TestSshTestbed::sshWorksWithoutAPassword()
{
    // Pair first: ssh-setup refuses an unpaired peer.
    std::unique_ptr<QProcess> early(
        as(QStringLiteral("a"), kUidA, {QStringLiteral("ssh-setup"), QStringLiteral("spark-b")}));
    QVERIFY(early->waitForFinished(15000));
    QCOMPARE(early->exitCode(), 1);
    QVERIFY(early->readAll().contains("is not paired with this Spark"));

    const qsizetype mark = m_agentOutput.size();
    std::unique_ptr<QProcess> pair(
        as(QStringLiteral("a"), kUidA, {QStringLiteral("pair"), QStringLiteral("spark-b")}));
    QByteArray pairOutput;
    const QString codeA = waitFor(pair.get(), pairOutput, QStringLiteral("Code: (\\d{6})"));
    QCOMPARE(waitFor(m_agentB.get(), m_agentOutput, QStringLiteral("Code: (\\d{6})"), mark), codeA);
    answer(m_agentB.get(), "y\n");
    answer(pair.get(), "y\n");
    QVERIFY(pair->waitForFinished(10000));
    QCOMPARE(pair->exitCode(), 0);

    QCOMPARE(sshSetup(), 0);
    QCOMPARE(slurp(home(QStringLiteral("b")) + QStringLiteral("/.ssh/authorized_keys"))
                 .count("ssh-ed25519 "),
             1);
    QVERIFY(slurp(home(QStringLiteral("a")) + QStringLiteral("/.ssh/known_hosts"))
                .startsWith("spark-b ssh-ed25519 "));
    QVERIFY(slurp(home(QStringLiteral("a")) + QStringLiteral("/.ssh/config"))
                .contains("Host spark-b\n"));
    QVERIFY(QFile::exists(home(QStringLiteral("a")) +
                          QStringLiteral("/.ssh/id_ed25519"))); // A's private key stays on A

    QProcess ssh;
    ssh.setProcessChannelMode(QProcess::MergedChannels);
    ssh.start(QStringLiteral("ip"),
              {QStringLiteral("netns"), QStringLiteral("exec"), kPrefix + QStringLiteral("-a"),
               QStringLiteral("setpriv"), QStringLiteral("--reuid=%1").arg(kUidA),
               QStringLiteral("--regid=%1").arg(kUidA), QStringLiteral("--clear-groups"),
               QStringLiteral("--"), QStringLiteral("ssh"), QStringLiteral("-o"),
               QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
               QStringLiteral("ConnectTimeout=10"), QStringLiteral("spark-b"),
               QStringLiteral("echo logged-in-as-$(id -un)")});
    QVERIFY(ssh.waitForFinished(20000));
    const QByteArray output = ssh.readAll();
    QVERIFY2(ssh.exitCode() == 0, output.constData());
    QVERIFY2(output.contains("logged-in-as-sparkwire-b"), output.constData());
}

void TestSshTestbed::setupAgainChangesNothing()
{
    const QByteArray config = slurp(home(QStringLiteral("a")) + QStringLiteral("/.ssh/config"));
    const QByteArray knownHosts =
        slurp(home(QStringLiteral("a")) + QStringLiteral("/.ssh/known_hosts"));
    QCOMPARE(sshSetup(), 0);
    QCOMPARE(slurp(home(QStringLiteral("b")) + QStringLiteral("/.ssh/authorized_keys"))
                 .count("ssh-ed25519 "),
             1);
    QCOMPARE(slurp(home(QStringLiteral("a")) + QStringLiteral("/.ssh/config")), config);
    QCOMPARE(slurp(home(QStringLiteral("a")) + QStringLiteral("/.ssh/known_hosts")), knownHosts);
}

QTEST_GUILESS_MAIN(TestSshTestbed)
#include "tst_ssh_testbed.moc"
