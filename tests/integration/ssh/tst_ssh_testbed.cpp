// Passwordless SSH end to end on the testbed: a real sshd in each of Spark A's and B's
// namespaces, two users that exist only in this test's /etc/passwd overlay (private mount
// namespace), B's agent as its user, and A's `sparkwirectl pair` and `ssh-setup` as A's, over
// IPv4 on the cable. Afterwards `ssh -o BatchMode=yes sparkwire-spark-b` (from A) and
// `ssh sparkwire-spark-a` (from B) must work with no password and no host-key question, from
// the peer's address only, with no port forwarding; unpairing takes it away again; after a
// kept cluster plan, both sides' re-pointing (what the seat and the member run on Keep) moves
// both aliases and both from= lists to the planned fabric addresses, host keys still pinned,
// with no step by hand. Root itself, with $HOME pointing at A's home (sudo -E), writes
// only into the home the password database gives root. Every connection runs inside the namespaces.
#include "../common/TestUsers.h"
#include "../common/TestbedProcesses.h"
#include "cluster/SshRepoint.h"
#include "hw/HostInventory.h"
#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"
#include "ssh/SshFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>
#include <grp.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace TestbedProcesses;
using namespace sparkwire;

namespace {
const QString kPrefix = QStringLiteral("swssh");
const QString kTree = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
const QString kNetdev = QStringLiteral("enp1s0f1np1"); // the cabled port 1 in two-node-p1
const QString kAddressA = QStringLiteral("192.168.100.1");
const QString kOtherAddressA = QStringLiteral("192.168.100.3"); // A's too, but not allowed
const QString kAddressB = QStringLiteral("192.168.100.2");
// The addresses a kept cluster plan gives A and B (the record's default subnet base).
const QString kFabricA = QStringLiteral("192.168.177.1");
const QString kFabricB = QStringLiteral("192.168.177.2");
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

bool ipIn(const QString &letter, const QStringList &args)
{
    return QProcess::execute(
               QStringLiteral("ip"),
               QStringList{QStringLiteral("-n"), kPrefix + QLatin1Char('-') + letter} + args) == 0;
}
} // namespace

class TestSshTestbed : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void sshWorksWithoutAPassword();
    void sshWorksBackFromTheMember();
    void onlyFromThePeersAddressAndWithoutForwarding();
    void setupAgainChangesNothing();
    void rootWritesIntoItsOwnHomeNotHOME();
    void followsTheKeptPlanToTheFabricAddress();
    void unpairTakesTheKeyAway();

private:
    QProcess *as(const QString &letter, uint uid, const QStringList &args)
    {
        return sparkwirectl(kPrefix, letter, uid, home(letter), QStringLiteral(SPARKWIRE_BIN_DIR),
                            kTree, args);
    }
    QString home(const QString &letter) const { return m_dir.path() + QLatin1Char('/') + letter; }
    QString rootHome() const { return m_dir.path() + QStringLiteral("/root"); }
    // The key id of `letter` as the other Spark paired it: what its authorized_keys line for
    // that Spark's key is tagged with.
    QString idOf(const QString &letter) const;
    QString idOfA() const { return idOf(QStringLiteral("a")); }
    // After ssh-setup: `to` lets the key of `from` in from `from`'s cable address only, `from`
    // has pinned `to`'s host key under the alias and that address and written the alias's
    // block, and `ssh` from `from` to `to` works.
    void loginWorks(const QString &from, const QString &to);
    int sshSetup();
    // `ssh sparkwire-spark-<other>` as the user of `letter` in its namespace; its exit code
    // and output.
    int sshFrom(const QString &letter, const QStringList &options, QByteArray *output);
    int sshFromA(const QStringList &options, QByteArray *output)
    {
        return sshFrom(QStringLiteral("a"), options, output);
    }
    // A real sshd in the namespace of `letter`, keys only, only that Spark's user, on its
    // cable address and its planned one (which comes only with the kept plan).
    void startSshd(const QString &letter, const QStringList &addresses);
    QString hostKeyFile(const QString &letter) const
    {
        return m_dir.path() + QLatin1Char('/') + letter +
               QStringLiteral("-sshd/ssh_host_ed25519_key.pub");
    }

    QTemporaryDir m_dir;
    QProcess m_sshdA;
    QProcess m_sshdB;
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
    // The users, and root's home, only in this mount namespace.
    QList<TestUsers::User> users;
    for (const auto &[letter, uid] :
         {std::pair{QStringLiteral("a"), kUidA}, {QStringLiteral("b"), kUidB}}) {
        QVERIFY(QDir().mkpath(home(letter)));
        QVERIFY(::chown(QFile::encodeName(home(letter)).constData(), uid, uid) == 0);
        users << TestUsers::User{QStringLiteral("sparkwire-") + letter, uid, home(letter)};
    }
    QVERIFY(QDir().mkpath(rootHome()));
    QString error;
    QVERIFY2(TestUsers::install(m_dir.path(), users, &error, rootHome()), qPrintable(error));
    QDir().mkpath(QStringLiteral("/run/sshd"));
    QVERIFY(::mount("tmpfs", "/run/sshd", "tmpfs", 0, "mode=0755") == 0);

    QVERIFY(testbed(QStringLiteral(SPARKWIRE_TESTBED),
                    {QStringLiteral("up"), QStringLiteral("two-node-p1"), kPrefix}));
    // IPv4 on the cable, inside the namespaces only; A has a second address that B must not
    // accept a login from.
    for (const auto &[letter, address] : {std::pair{QStringLiteral("a"), kAddressA},
                                          {QStringLiteral("a"), kOtherAddressA},
                                          {QStringLiteral("b"), kAddressB}})
        QVERIFY(ipIn(letter, {QStringLiteral("addr"), QStringLiteral("add"),
                              address + QStringLiteral("/24"), QStringLiteral("dev"), kNetdev}));

    startSshd(QStringLiteral("a"), {kAddressA, kFabricA});
    startSshd(QStringLiteral("b"), {kAddressB, kFabricB});
    if (QTest::currentTestFailed())
        return;

    m_agentB.reset(
        as(QStringLiteral("b"), kUidB,
           {QStringLiteral("agent"), QStringLiteral("--accept-pairing"), QStringLiteral("300"),
            QStringLiteral("--ssh-host-key"), hostKeyFile(QStringLiteral("b"))}));
    QVERIFY(!waitFor(m_agentB.get(), m_agentOutput, QStringLiteral("is beaconing")).isEmpty());
    QVERIFY(m_sshdA.state() == QProcess::Running);
    QVERIFY(m_sshdB.state() == QProcess::Running);
}

void TestSshTestbed::startSshd(const QString &letter, const QStringList &addresses)
{
    const QString ns = kPrefix + QLatin1Char('-') + letter;
    // Listening on the planned address before the plan puts it there.
    QVERIFY(QProcess::execute(QStringLiteral("ip"),
                              {QStringLiteral("netns"), QStringLiteral("exec"), ns,
                               QStringLiteral("sysctl"), QStringLiteral("-q"),
                               QStringLiteral("net.ipv4.ip_nonlocal_bind=1")}) == 0);
    const QString keyDir = m_dir.path() + QLatin1Char('/') + letter + QStringLiteral("-sshd");
    QDir().mkpath(keyDir);
    QCOMPARE(
        QProcess::execute(QStringLiteral("ssh-keygen"),
                          {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                           QStringLiteral("-N"), QString(), QStringLiteral("-f"),
                           keyDir + QStringLiteral("/ssh_host_ed25519_key")}),
        0);
    QFile::setPermissions(hostKeyFile(letter), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                   QFileDevice::ReadOther | QFileDevice::ReadGroup);
    QString listen;
    for (const QString &address : addresses)
        listen += QStringLiteral("ListenAddress %1\n").arg(address);
    const QString config = keyDir + QStringLiteral("/sshd_config");
    QVERIFY(put(config, QStringLiteral("Port 22\n%2HostKey %1/ssh_host_ed25519_key\n"
                                       "PidFile none\nUsePAM no\nPasswordAuthentication no\n"
                                       "KbdInteractiveAuthentication no\nPubkeyAuthentication "
                                       "yes\nAuthorizedKeysFile .ssh/authorized_keys\n"
                                       "AllowUsers sparkwire-%3\nStrictModes yes\n"
                                       "LogLevel VERBOSE\n")
                            .arg(keyDir, listen, letter)
                            .toUtf8()));
    QProcess &sshd = letter == QLatin1String("a") ? m_sshdA : m_sshdB;
    sshd.setProcessChannelMode(QProcess::ForwardedChannels);
    sshd.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
    sshd.start(QStringLiteral("ip"), {QStringLiteral("netns"), QStringLiteral("exec"), ns,
                                      QStringLiteral("/usr/sbin/sshd"), QStringLiteral("-D"),
                                      QStringLiteral("-e"), QStringLiteral("-f"), config});
    QVERIFY(sshd.waitForStarted());
}

void TestSshTestbed::cleanupTestCase()
{
    if (m_agentB) {
        m_agentB->kill();
        m_agentB->waitForFinished();
    }
    for (QProcess *sshd : {&m_sshdA, &m_sshdB}) {
        sshd->kill();
        sshd->waitForFinished();
    }
    testbed(QStringLiteral(SPARKWIRE_TESTBED), {QStringLiteral("down"), kPrefix});
}

QString TestSshTestbed::idOf(const QString &letter) const
{
    const QString other = letter == QLatin1String("a") ? QStringLiteral("b") : QStringLiteral("a");
    const QJsonArray paired =
        QJsonDocument::fromJson(slurp(home(other) + QStringLiteral("/state/paired-peers.json")))
            .array();
    return paired.size() == 1 ? paired.first().toObject().value(QLatin1String("id")).toString()
                              : QString();
}

int TestSshTestbed::sshSetup()
{
    qsizetype mark = m_agentOutput.size();
    // Over IPv4, so B learns the address A's logins will come from.
    std::unique_ptr<QProcess> setup(
        as(QStringLiteral("a"), kUidA,
           {QStringLiteral("ssh-setup"), QStringLiteral("spark-b"), QStringLiteral("--address"),
            kAddressB, QStringLiteral("--ssh-host-key"), hostKeyFile(QStringLiteral("a"))}));
    // B's person lets A's key in, then agrees to log in to A from B (the way back).
    for (const QString &question :
         {QStringLiteral("~/.ssh/authorized_keys\\?"), QStringLiteral("~/.ssh/config\\?")}) {
        if (waitFor(m_agentB.get(), m_agentOutput, question, mark).isEmpty()) {
            setup->waitForFinished(5000);
            qWarning("ssh-setup said: %s", setup->readAll().constData());
            return -1;
        }
        answer(m_agentB.get(), "y\n");
        mark = m_agentOutput.size();
    }
    setup->waitForFinished(15000);
    const QByteArray output = setup->readAll();
    qInfo("ssh-setup: %s", output.trimmed().constData());
    return setup->exitCode();
}

int TestSshTestbed::sshFrom(const QString &letter, const QStringList &options, QByteArray *output)
{
    const uint uid = letter == QLatin1String("a") ? kUidA : kUidB;
    const QString other = letter == QLatin1String("a") ? QStringLiteral("b") : QStringLiteral("a");
    QProcess ssh;
    ssh.setProcessChannelMode(QProcess::MergedChannels);
    ssh.start(QStringLiteral("ip"),
              QStringList{QStringLiteral("netns"), QStringLiteral("exec"),
                          kPrefix + QLatin1Char('-') + letter, QStringLiteral("setpriv"),
                          QStringLiteral("--reuid=%1").arg(uid),
                          QStringLiteral("--regid=%1").arg(uid), QStringLiteral("--clear-groups"),
                          QStringLiteral("--"), QStringLiteral("ssh"), QStringLiteral("-o"),
                          QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
                          QStringLiteral("ConnectTimeout=10")} +
                  options +
                  QStringList{QStringLiteral("sparkwire-spark-") + other,
                              QStringLiteral("echo logged-in-as-$(id -un)")});
    ssh.waitForFinished(20000);
    *output = ssh.readAll();
    return ssh.exitStatus() == QProcess::NormalExit ? ssh.exitCode() : -1;
}

void TestSshTestbed::sshWorksWithoutAPassword()
{
    // Pair first: ssh-setup refuses an unpaired peer.
    std::unique_ptr<QProcess> early(as(QStringLiteral("a"), kUidA,
                                       {QStringLiteral("ssh-setup"), QStringLiteral("spark-b"),
                                        QStringLiteral("--address"), kAddressB}));
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
    loginWorks(QStringLiteral("a"), QStringLiteral("b"));
}

void TestSshTestbed::sshWorksBackFromTheMember()
{
    // The same ssh-setup also set up B -> A: B's key (made on B, its comment not kept) in A's
    // authorized_keys, A's host key pinned on B under the name B paired A as.
    loginWorks(QStringLiteral("b"), QStringLiteral("a"));
}

void TestSshTestbed::loginWorks(const QString &from, const QString &to)
{
    const QString f = home(from) + QStringLiteral("/.ssh/");
    const QString t = home(to) + QStringLiteral("/.ssh/");
    const QByteArray addressFrom = (from == QLatin1String("a") ? kAddressA : kAddressB).toUtf8();
    const QByteArray addressTo = (to == QLatin1String("a") ? kAddressA : kAddressB).toUtf8();
    QVERIFY(QFile::exists(f + QStringLiteral("id_ed25519"))); // the private key stays there
    const QByteArray publicKey =
        slurp(f + QStringLiteral("id_ed25519.pub")).split(' ').mid(0, 2).join(' ');
    QVERIFY(publicKey.startsWith("ssh-ed25519 "));
    const QByteArray hostKey = slurp(hostKeyFile(to)).split(' ').mid(0, 2).join(' ');
    const QString id = idOf(from);
    QCOMPARE(id.size(), 64);

    // `to`: one restricted line, tagged with the fingerprint, for the address of `from` only.
    QCOMPARE(slurp(t + QStringLiteral("authorized_keys")),
             "from=\"" + addressFrom +
                 "\",no-port-forwarding,no-agent-forwarding,no-X11-forwarding " + publicKey +
                 " sparkwire-peer:" + id.toUtf8() + "\n");
    // `from`: the host key under the alias and the cable address, and the alias's block.
    const QByteArray alias = "sparkwire-spark-" + to.toUtf8();
    QCOMPARE(slurp(f + QStringLiteral("known_hosts")),
             alias + "," + addressTo + " " + hostKey + "\n");
    QVERIFY(slurp(f + QStringLiteral("config"))
                .contains(QByteArray("Host " + alias + "\n    HostName " + addressTo +
                                     "\n    User sparkwire-" + to.toUtf8() + "\n")));

    QByteArray output;
    QVERIFY2(sshFrom(from, {}, &output) == 0, output.constData());
    QVERIFY2(output.contains(QByteArray("logged-in-as-sparkwire-" + to.toUtf8())),
             output.constData());
}

void TestSshTestbed::onlyFromThePeersAddressAndWithoutForwarding()
{
    // The same key from A's other address: sshd's from= turns it away.
    QByteArray output;
    QVERIFY2(sshFromA({QStringLiteral("-b"), kOtherAddressA}, &output) == 255, output.constData());
    QVERIFY2(output.contains("Permission denied"), output.constData());
    QVERIFY(!output.contains("logged-in-as"));

    // From the right address, a remote port forward is refused (no-port-forwarding).
    QVERIFY2(sshFromA({QStringLiteral("-b"), kAddressA, QStringLiteral("-o"),
                       QStringLiteral("ExitOnForwardFailure=yes"), QStringLiteral("-R"),
                       QStringLiteral("127.0.0.1:22022:127.0.0.1:22")},
                      &output) == 255,
             output.constData());
    QVERIFY2(output.contains("forwarding failed"), output.constData());

    QVERIFY2(sshFromA({QStringLiteral("-b"), kAddressA}, &output) == 0, output.constData());
}

void TestSshTestbed::setupAgainChangesNothing()
{
    const QString a = home(QStringLiteral("a")) + QStringLiteral("/.ssh/");
    const QString keysB = home(QStringLiteral("b")) + QStringLiteral("/.ssh/authorized_keys");
    const QString b = home(QStringLiteral("b")) + QStringLiteral("/.ssh/");
    const QStringList files{a + QStringLiteral("config"),
                            a + QStringLiteral("known_hosts"),
                            a + QStringLiteral("authorized_keys"),
                            b + QStringLiteral("config"),
                            b + QStringLiteral("known_hosts"),
                            b + QStringLiteral("id_ed25519"),
                            keysB};
    QList<QByteArray> before;
    for (const QString &file : files)
        before << slurp(file);
    QCOMPARE(sshSetup(), 0);
    for (qsizetype i = 0; i < files.size(); ++i)
        QVERIFY2(slurp(files[i]) == before[i], qPrintable(files[i]));
}

void TestSshTestbed::rootWritesIntoItsOwnHomeNotHOME()
{
    // This process is root, with $HOME left at A's home as sudo -E would leave it.
    const QByteArray savedHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home(QStringLiteral("a"))));
    const auto restore = qScopeGuard([&] { qputenv("HOME", savedHome); });
    const QString account = ssh::SshFiles::accountHome().valueOr(QString());
    QCOMPARE(account, rootHome());

    const QString a = home(QStringLiteral("a")) + QStringLiteral("/.ssh/");
    const QString keysB = home(QStringLiteral("b")) + QStringLiteral("/.ssh/authorized_keys");
    const QByteArray configA = slurp(a + QStringLiteral("config"));
    const QByteArray knownHostsA = slurp(a + QStringLiteral("known_hosts"));
    const QByteArray keys = slurp(keysB);
    const QString hostKeyB = QString::fromUtf8(
        slurp(m_dir.path() + QStringLiteral("/b-sshd/ssh_host_ed25519_key.pub")).trimmed());
    const ssh::SshClientConfig::Host c{QStringLiteral("spark-c"),
                                       QStringLiteral("carol"),
                                       hostKeyB,
                                       {QStringLiteral("192.168.100.9")},
                                       {kAddressA + QStringLiteral("/24")}};

    QCOMPARE(ssh::SshClientConfig::addHost(account, c).errorMessage(), QString());
    QVERIFY(
        slurp(rootHome() + QStringLiteral("/.ssh/config")).contains("Host sparkwire-spark-c\n"));
    QCOMPARE(QFileInfo(rootHome() + QStringLiteral("/.ssh/config")).ownerId(), 0u);

    // A caller that still passes $HOME gets a refusal, and nothing lands in A's or B's files.
    const Status added = ssh::SshClientConfig::addHost(QString::fromLocal8Bit(qgetenv("HOME")), c);
    QCOMPARE(added.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(added.errorMessage().contains(QStringLiteral("uid %1").arg(kUidA)),
             qPrintable(added.errorMessage()));
    const Status keyAdded = ssh::AuthorizedKeys::add(home(QStringLiteral("b")), hostKeyB,
                                                     {QStringLiteral("192.168.100.9")}, idOfA());
    QCOMPARE(keyAdded.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(keyAdded.errorMessage().contains(QStringLiteral("uid %1").arg(kUidB)),
             qPrintable(keyAdded.errorMessage()));
    QCOMPARE(slurp(a + QStringLiteral("config")), configA);
    QCOMPARE(slurp(a + QStringLiteral("known_hosts")), knownHostsA);
    QCOMPARE(slurp(keysB), keys);
    QCOMPARE(QFileInfo(a + QStringLiteral("config")).ownerId(), kUidA);
}

// Runs `write` in a child process with uid (and gid) `uid`, as that person's Sparkwire would;
// whether it returned true.
static bool asUser(uint uid, const std::function<bool()> &write)
{
    const pid_t child = ::fork();
    if (child == 0) {
        const bool ok = ::setgroups(0, nullptr) == 0 && ::setresgid(uid, uid, uid) == 0 &&
                        ::setresuid(uid, uid, uid) == 0 && write();
        ::_exit(ok ? 0 : 1);
    }
    int status = 0;
    return child > 0 && ::waitpid(child, &status, 0) == child && WIFEXITED(status) &&
           WEXITSTATUS(status) == 0;
}

void TestSshTestbed::followsTheKeptPlanToTheFabricAddress()
{
    // Before: each alias goes to the other's cable address, as ssh-setup pinned it.
    const QString homeA = home(QStringLiteral("a"));
    const QString homeB = home(QStringLiteral("b"));
    const QString config = homeA + QStringLiteral("/.ssh/config");
    const QString configB = homeB + QStringLiteral("/.ssh/config");
    QByteArray output;
    QVERIFY2(sshFromA({QStringLiteral("-F"), config}, &output) == 0, output.constData());
    QVERIFY2(sshFrom(QStringLiteral("b"), {QStringLiteral("-F"), configB}, &output) == 0,
             output.constData());
    QVERIFY(slurp(config).contains(QByteArray("    HostName " + kAddressB.toUtf8() + "\n")));
    QVERIFY(slurp(configB).contains(QByteArray("    HostName " + kAddressA.toUtf8() + "\n")));

    // The plan is in force: both Sparks have their planned addresses.
    for (const auto &[letter, address] :
         {std::pair{QStringLiteral("a"), kFabricA}, {QStringLiteral("b"), kFabricB}})
        QVERIFY(ipIn(letter, {QStringLiteral("addr"), QStringLiteral("add"),
                              address + QStringLiteral("/24"), QStringLiteral("dev"), kNetdev}));

    // The plan is kept. The seat (A) runs what ClusterModel and `sparkwirectl cluster apply`
    // run on a kept plan, as A's user: B's block and B's from= list follow B's planned address.
    const QString idA = idOfA();
    const QString idB = idOf(QStringLiteral("b"));
    cluster::ClusterPlan plan;
    plan.record.seatId = idA;
    cluster::MemberPlan seat;
    seat.member = {idA, QStringLiteral("spark-a"), 1};
    cluster::MemberPlan b;
    b.member = {idB, QStringLiteral("spark-b"), 2};
    plan.members = {seat, b};
    plan.record.members = {seat.member, b.member};
    // B's netdevs as planned: first a link to a third Spark (a ring; the seat is not on that
    // subnet, so it must not become HostName), then the link to A.
    topology::NodePlan planB;
    planB.node = 2;
    planB.netdevs << topology::PlannedNetdev{2,
                                             0,
                                             QStringLiteral("enp1s0f0np0"),
                                             QStringLiteral("192.168.178.0/24"),
                                             *topology::PlannedAddress::parse(
                                                 QStringLiteral("192.168.178.2/24")),
                                             3,
                                             1}
                  << topology::PlannedNetdev{
                         1,
                         1,
                         kNetdev,
                         QStringLiteral("192.168.177.0/24"),
                         *topology::PlannedAddress::parse(kFabricB + QStringLiteral("/24")),
                         1,
                         1};
    plan.addressPlan.nodes = {planB};
    const auto seatKeeps = [&] {
        return cluster::SshRepoint::apply(homeA, plan, plan.record.seatId).isEmpty();
    };
    // The member (B) runs what its MemberService runs once its side is kept, as B's user:
    // A's planned address on the link between them, as A's try carried it.
    const QList<topology::PlannedAddress> seatAddresses{
        *topology::PlannedAddress::parse(kFabricA + QStringLiteral("/24"))};
    const auto memberKeeps = [&] {
        return bool(cluster::SshRepoint::keptOnMember(homeB, QStringLiteral("spark-a"), idA,
                                                      seatAddresses));
    };
    QVERIFY(asUser(kUidA, seatKeeps));
    QVERIFY(asUser(kUidB, memberKeeps));

    const QByteArray restriction = ",no-port-forwarding,no-agent-forwarding,no-X11-forwarding ";
    QVERIFY(slurp(config).contains(QByteArray("    HostName " + kFabricB.toUtf8() + "\n")));
    QVERIFY(slurp(configB).contains(QByteArray("    HostName " + kFabricA.toUtf8() + "\n")));
    QVERIFY(!slurp(homeA + QStringLiteral("/.ssh/known_hosts")).contains("192.168.178.2"));
    // The old addresses are gone from both from= lists: the plan removed them.
    QVERIFY(slurp(homeA + QStringLiteral("/.ssh/authorized_keys"))
                .startsWith(QByteArray("from=\"" + kFabricB.toUtf8() + "\"" + restriction)));
    QVERIFY(slurp(homeB + QStringLiteral("/.ssh/authorized_keys"))
                .startsWith(QByteArray("from=\"" + kFabricA.toUtf8() + "\"" + restriction)));
    QCOMPARE(QFileInfo(config).ownerId(), kUidA);
    QCOMPARE(QFileInfo(configB).ownerId(), kUidB);

    // After: each alias reaches the other on its fabric address, host keys still pinned
    // (StrictHostKeyChecking yes, BatchMode: an unknown key would fail, not ask), and each
    // side's sshd lets the other in from its fabric address.
    QVERIFY2(sshFromA({QStringLiteral("-F"), config, QStringLiteral("-v")}, &output) == 0,
             output.constData());
    QVERIFY2(output.contains("logged-in-as-sparkwire-b"), output.constData());
    QVERIFY2(output.contains(QByteArray("Connecting to ").append(kFabricB.toUtf8())),
             output.constData());
    QVERIFY2(sshFrom(QStringLiteral("b"), {QStringLiteral("-F"), configB, QStringLiteral("-v")},
                     &output) == 0,
             output.constData());
    QVERIFY2(output.contains("logged-in-as-sparkwire-a"), output.constData());
    QVERIFY2(output.contains(QByteArray("Connecting to ").append(kFabricA.toUtf8())),
             output.constData());

    // Keep runs again (a rerun, the same plan): not one byte moves.
    QStringList files;
    for (const QString &h : {homeA, homeB})
        for (const char *name : {"/.ssh/config", "/.ssh/known_hosts", "/.ssh/authorized_keys"})
            files << h + QLatin1String(name);
    QList<QByteArray> before;
    for (const QString &file : files)
        before << slurp(file);
    QVERIFY(asUser(kUidA, seatKeeps));
    QVERIFY(asUser(kUidB, memberKeeps));
    for (qsizetype i = 0; i < files.size(); ++i)
        QVERIFY2(slurp(files[i]) == before[i], qPrintable(files[i]));
}

void TestSshTestbed::unpairTakesTheKeyAway()
{
    // B's person unpairs A (`sparkwirectl unpair`, as B's user): A's tagged line goes, A's key
    // is forgotten, and sshd lets A in no more.
    std::unique_ptr<QProcess> unpair(
        as(QStringLiteral("b"), kUidB, {QStringLiteral("unpair"), QStringLiteral("spark-a")}));
    QVERIFY(unpair->waitForFinished(10000));
    const QByteArray said = unpair->readAll();
    QVERIFY2(unpair->exitCode() == 0, said.constData());
    QVERIFY2(said.contains("Removed 1 authorized_keys line(s)") &&
                 said.contains("Unpaired spark-a") &&
                 said.contains("spark-a still lists this Spark as paired"),
             said.constData());
    QVERIFY(!slurp(home(QStringLiteral("b")) + QStringLiteral("/state/paired-peers.json"))
                 .contains("spark-a"));
    QCOMPARE(slurp(home(QStringLiteral("b")) + QStringLiteral("/.ssh/authorized_keys")),
             QByteArray());
    QByteArray output;
    QVERIFY2(sshFromA({}, &output) == 255, output.constData());
    QVERIFY2(output.contains("Permission denied"), output.constData());
}

QTEST_GUILESS_MAIN(TestSshTestbed)
#include "tst_ssh_testbed.moc"
