// ~/.ssh/config and known_hosts as a hostile paired peer would try to shape them, checked
// with the real tools: `ssh -G` (how ssh reads the config, without connecting) and
// `ssh-keygen -F` (which names a known_hosts key answers for).
#include "SshTestKeys.h"

#include "ssh/SshClientConfig.h"
#include "ssh/UserKeyGenerator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace sparkwire;
using namespace sparkwire::ssh;

namespace {
const QStringList kSubnets{QStringLiteral("192.168.100.1/24"), QStringLiteral("192.168.101.1/24")};

// The person's own config: global options first (they must stay global), then a host.
const QByteArray kUserConfig = "ServerAliveInterval 30\n"
                               "Include /nonexistent/sparkwire-test/*\n"
                               "\n"
                               "Host github.com\n"
                               "    User git\n";

// The user's key as the SSH setup makes it (ssh-keygen beside the event loop); empty with
// *error when refused.
QString makeUserKey(const QString &home, QString *error)
{
    UserKeyGenerator generator;
    QSignalSpy finished(&generator, &UserKeyGenerator::finished);
    QSignalSpy failed(&generator, &UserKeyGenerator::failed);
    generator.start(home, QStringLiteral("spark-a"));
    if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 30000)) {
        *error = QStringLiteral("no answer from the key generator");
        return {};
    }
    if (!failed.isEmpty()) {
        *error = failed.first().first().value<sparkwire::Error>().message;
        return {};
    }
    return finished.first().first().toString();
}

using SshTestKeys::put;
using SshTestKeys::slurp;

QString run(const QString &program, const QStringList &args, int *exitCode = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(program, args);
    p.waitForFinished(20000);
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput());
}

// How ssh would configure a connection to `host` with this config file, one option a line.
QStringList sshG(const QString &config, const QString &host)
{
    QStringList lines =
        run(QStringLiteral("ssh"), {QStringLiteral("-G"), QStringLiteral("-F"), config, host})
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines.sort();
    return lines;
}

// The keys `ssh-keygen -F name` finds for a name in a known_hosts file (not revocations).
QStringList knownKeys(const QString &knownHosts, const QString &name)
{
    QStringList keys;
    for (const QString &line : run(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-F"), name, QStringLiteral("-f"), knownHosts})
                                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QLatin1Char('#')) && !line.startsWith(QLatin1Char('@')))
            keys << line.section(QLatin1Char(' '), 1, 2);
    return keys;
}

QString ed()
{
    return QString::fromLatin1(SshTestKeys::kEd25519);
}
QString edOther()
{
    return QString::fromLatin1(SshTestKeys::kEd25519Other);
}

SshClientConfig::Host host(const QString &name, const QString &user, const QString &key,
                           const QStringList &addresses)
{
    return SshClientConfig::Host{name, user, key, addresses, kSubnets};
}
} // namespace

class TestSshClientConfig : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void twoPeersGetExactlyTheirOwnBlocks();
    void hashedAndSharedKnownHostsLinesLoseOnlyOurNames();
    void prefixAliasDoesNotReplaceAnotherBlock();
    void refusedPayloadsChangeNothing_data();
    void refusedPayloadsChangeNothing();
    void addressesOutsideTheSubnetsAreLeftOut();
    void anotherPeersAddressIsNotTakenOver();
    void keepAddsButNeverReplacesAPin();
    void brokenMarkersAreReportedNotGuessed_data();
    void brokenMarkersAreReportedNotGuessed();
    void setupAgainChangesNothing();
    void blockOfAnOlderSparkwireIsReplaced();
    void forgetRemovesOnlyThePeer();
    void symlinksAreRefusedAndLeftAlone_data();
    void symlinksAreRefusedAndLeftAlone();
    void userKeyIsMadeOnceAndNeverThroughALink();

private:
    QString ssh(const QString &name) const
    {
        return m_home->path() + QStringLiteral("/.ssh/") + name;
    }
    std::unique_ptr<QTemporaryDir> m_home;
};

void TestSshClientConfig::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
    QVERIFY(QDir().mkpath(m_home->path() + QStringLiteral("/.ssh")));
}

void TestSshClientConfig::twoPeersGetExactlyTheirOwnBlocks()
{
    const QString original = m_home->path() + QStringLiteral("/original-config");
    QVERIFY(put(original, kUserConfig));
    QVERIFY(put(ssh(QStringLiteral("config")), kUserConfig));
    QVERIFY(put(ssh(QStringLiteral("known_hosts")), "github.com " + edOther().toLatin1() + "\n"));

    QCOMPARE(SshClientConfig::addHost(
                 m_home->path(),
                 host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                      {QStringLiteral("192.168.100.2"), QStringLiteral("192.168.101.2")}))
                 .errorMessage(),
             QString());
    QCOMPARE(SshClientConfig::addHost(m_home->path(),
                                      host(QStringLiteral("spark-b2"), QStringLiteral("carol"),
                                           edOther() + QStringLiteral(" carol@b2"),
                                           {QStringLiteral("192.168.100.3")}))
                 .errorMessage(),
             QString());
    const QString config = ssh(QStringLiteral("config"));
    QCOMPARE(QFileInfo(config).permissions() & 0x0077, QFileDevice::Permissions());

    // Other hosts: ssh configures them exactly as before, global options included.
    for (const QString &other :
         {QStringLiteral("github.com"), QStringLiteral("spark-b"), QStringLiteral("192.168.100.2"),
          QStringLiteral("sparkwire-spark")})
        QCOMPARE(sshG(config, other), sshG(original, other));

    // Each alias: the defaults, with exactly our five options changed.
    const QStringList ours{QStringLiteral("hostname"), QStringLiteral("user"),
                           QStringLiteral("identityfile"), QStringLiteral("hostkeyalias"),
                           QStringLiteral("stricthostkeychecking")};
    for (const auto &[alias, hostName, user] :
         {std::tuple{QStringLiteral("sparkwire-spark-b"), QStringLiteral("192.168.100.2"),
                     QStringLiteral("bob")},
          std::tuple{QStringLiteral("sparkwire-spark-b2"), QStringLiteral("192.168.100.3"),
                     QStringLiteral("carol")}}) {
        QStringList expected;
        for (const QString &line : sshG(original, alias))
            if (!ours.contains(line.section(QLatin1Char(' '), 0, 0)))
                expected << line;
        expected << QStringLiteral("hostname ") + hostName << QStringLiteral("user ") + user
                 << QStringLiteral("identityfile ~/.ssh/id_ed25519")
                 << QStringLiteral("hostkeyalias ") + alias
                 << QStringLiteral("stricthostkeychecking true");
        expected.sort();
        QCOMPARE(sshG(config, alias), expected);
    }

    // known_hosts: each key under its own names and nowhere else.
    const QString knownHosts = ssh(QStringLiteral("known_hosts"));
    const QString edKey = ed(), otherKey = edOther();
    for (const QString &name : {QStringLiteral("sparkwire-spark-b"),
                                QStringLiteral("192.168.100.2"), QStringLiteral("192.168.101.2")})
        QCOMPARE(knownKeys(knownHosts, name), QStringList{edKey});
    for (const QString &name :
         {QStringLiteral("sparkwire-spark-b2"), QStringLiteral("192.168.100.3")})
        QCOMPARE(knownKeys(knownHosts, name), QStringList{otherKey});
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("github.com")), QStringList{otherKey});
    for (const QString &name : {QStringLiteral("spark-b"), QStringLiteral("sparkwire-spark"),
                                QStringLiteral("192.168.100.4"), QStringLiteral("*")})
        QCOMPARE(knownKeys(knownHosts, name), QStringList());
    QCOMPARE(slurp(knownHosts), "github.com " + otherKey.toLatin1() + "\n" +
                                    "sparkwire-spark-b,192.168.100.2,192.168.101.2 " +
                                    edKey.toLatin1() + "\n" + "sparkwire-spark-b2,192.168.100.3 " +
                                    otherKey.toLatin1() + "\n");
}

void TestSshClientConfig::hashedAndSharedKnownHostsLinesLoseOnlyOurNames()
{
    // A stale key hashed by ssh (HashKnownHosts) for one of the peer's addresses, a line that
    // shares an address with a name of the person's, a revocation and a comment.
    const QString knownHosts = ssh(QStringLiteral("known_hosts"));
    const QByteArray stale = QByteArray(SshTestKeys::kEcdsa256);
    QVERIFY(put(knownHosts, "192.168.100.2 " + stale + "\n"));
    int rc = -1;
    run(QStringLiteral("ssh-keygen"), {QStringLiteral("-H"), QStringLiteral("-f"), knownHosts},
        &rc);
    QCOMPARE(rc, 0);
    QFile::remove(knownHosts + QStringLiteral(".old"));
    const QByteArray hashed = slurp(knownHosts);
    QVERIFY(hashed.startsWith("|1|"));
    const QByteArray theirs = "# the person's comment\n"
                              "@revoked 192.168.100.2 " +
                              QByteArray(SshTestKeys::kRsa3072) +
                              "\n"
                              "192.168.101.2,build-box " +
                              stale + "\n";
    QVERIFY(put(knownHosts, hashed + theirs));
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("192.168.100.2")),
             QStringList{QString::fromLatin1(stale)});

    QCOMPARE(SshClientConfig::addHost(
                 m_home->path(),
                 host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                      {QStringLiteral("192.168.100.2"), QStringLiteral("192.168.101.2")}))
                 .errorMessage(),
             QString());
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("192.168.100.2")), QStringList{ed()});
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("192.168.101.2")), QStringList{ed()});
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("build-box")),
             QStringList{QString::fromLatin1(stale)});
    QCOMPARE(slurp(knownHosts), "# the person's comment\n"
                                "@revoked 192.168.100.2 " +
                                    QByteArray(SshTestKeys::kRsa3072) +
                                    "\n"
                                    "build-box " +
                                    stale +
                                    "\n"
                                    "sparkwire-spark-b,192.168.100.2,192.168.101.2 " +
                                    ed().toLatin1() + "\n");
}

void TestSshClientConfig::prefixAliasDoesNotReplaceAnotherBlock()
{
    // spark-b2's block first; then spark-b written and rewritten: "sparkwire-spark-b" is a
    // prefix of "sparkwire-spark-b2", so a substring search finds the wrong markers.
    QCOMPARE(SshClientConfig::addHost(m_home->path(),
                                      host(QStringLiteral("spark-b2"), QStringLiteral("carol"),
                                           edOther(), {QStringLiteral("192.168.100.3")}))
                 .errorMessage(),
             QString());
    const QByteArray b2Only = slurp(ssh(QStringLiteral("config")));
    for (const QString &address :
         {QStringLiteral("192.168.100.2"), QStringLiteral("192.168.100.9")})
        QCOMPARE(
            SshClientConfig::addHost(m_home->path(), host(QStringLiteral("spark-b"),
                                                          QStringLiteral("bob"), ed(), {address}))
                .errorMessage(),
            QString());
    const QByteArray config = slurp(ssh(QStringLiteral("config")));
    QVERIFY2(config.endsWith(b2Only), config.constData());
    QCOMPARE(config.count("# BEGIN sparkwire "), 2);
    QCOMPARE(config.count("\n# END sparkwire sparkwire-spark-b\n"), 1);
    QVERIFY(config.contains("HostName 192.168.100.9\n"));
    QVERIFY(!config.contains("HostName 192.168.100.2\n"));
    QCOMPARE(sshG(ssh(QStringLiteral("config")), QStringLiteral("sparkwire-spark-b2"))
                 .filter(QRegularExpression(QStringLiteral("^hostname "))),
             QStringList{QStringLiteral("hostname 192.168.100.3")});
}

void TestSshClientConfig::refusedPayloadsChangeNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QStringList>("addresses");
    const QStringList good{QStringLiteral("192.168.100.2")};
    QTest::newRow("user with Match exec") << "spark-b"
                                          << "bob\nMatch exec \"touch %1\"" << ed() << good;
    QTest::newRow("user with a second option") << "spark-b"
                                               << "bob\n    ProxyCommand touch %1" << ed() << good;
    QTest::newRow("name *") << "*"
                            << "bob" << ed() << good;
    QTest::newRow("name list") << "spark-b,github.com"
                               << "bob" << ed() << good;
    QTest::newRow("name with newline") << "spark-b\nMatch exec \"touch %1\""
                                       << "bob" << ed() << good;
    QTest::newRow("address *") << "spark-b"
                               << "bob" << ed() << QStringList{"*"};
    QTest::newRow("address pattern") << "spark-b"
                                     << "bob" << ed() << QStringList{"192.168.100.*"};
    QTest::newRow("address list") << "spark-b"
                                  << "bob" << ed() << QStringList{"192.168.100.2,github.com"};
    QTest::newRow("address host name") << "spark-b"
                                       << "bob" << ed() << QStringList{"github.com"};
    QTest::newRow("address with newline")
        << "spark-b"
        << "bob" << ed() << QStringList{"192.168.100.2\nMatch exec \"touch %1\""};
    QTest::newRow("only addresses outside the subnets")
        << "spark-b"
        << "bob" << ed() << QStringList{"140.82.121.4"};
    QTest::newRow("no address") << "spark-b"
                                << "bob" << ed() << QStringList();
    QTest::newRow("host key with a second line")
        << "spark-b"
        << "bob" << ed() + QStringLiteral("\ngithub.com ") + edOther() << good;
    QTest::newRow("host key with a marker")
        << "spark-b"
        << "bob" << QStringLiteral("@cert-authority * ") + ed() << good;
    QTest::newRow("host key of another type")
        << "spark-b"
        << "bob" << QStringLiteral("ssh-rsa ") + ed().section(QLatin1Char(' '), 1) << good;
}

void TestSshClientConfig::refusedPayloadsChangeNothing()
{
    QFETCH(QString, name);
    QFETCH(QString, user);
    QFETCH(QString, key);
    QFETCH(QStringList, addresses);
    const QString pwned = m_home->path() + QStringLiteral("/pwned");
    name.replace(QStringLiteral("%1"), pwned);
    user.replace(QStringLiteral("%1"), pwned);
    addresses.replaceInStrings(QStringLiteral("%1"), pwned);
    QVERIFY(put(ssh(QStringLiteral("config")), kUserConfig));
    QVERIFY(put(ssh(QStringLiteral("known_hosts")), "github.com " + edOther().toLatin1() + "\n"));

    const Status added = SshClientConfig::addHost(m_home->path(), host(name, user, key, addresses));
    QVERIFY(!added);
    QCOMPARE(added.error().code, ErrorCode::InvalidInput); // every row is a refused value
    qInfo("%s", qPrintable(added.errorMessage()));
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), kUserConfig);
    QCOMPARE(slurp(ssh(QStringLiteral("known_hosts"))),
             "github.com " + edOther().toLatin1() + "\n");
    sshG(ssh(QStringLiteral("config")), QStringLiteral("github.com"));
    QVERIFY(!QFile::exists(pwned));
}

void TestSshClientConfig::addressesOutsideTheSubnetsAreLeftOut()
{
    // A peer in a ring has links this node is not on: those addresses are not pinned.
    QCOMPARE(SshClientConfig::addHost(
                 m_home->path(), host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                                      {QStringLiteral("10.9.9.2"), QStringLiteral("192.168.101.2"),
                                       QStringLiteral("192.168.101.2")}))
                 .errorMessage(),
             QString());
    QCOMPARE(slurp(ssh(QStringLiteral("known_hosts"))),
             "sparkwire-spark-b,192.168.101.2 " + ed().toLatin1() + "\n");
    QVERIFY(slurp(ssh(QStringLiteral("config"))).contains("    HostName 192.168.101.2\n"));
}

void TestSshClientConfig::anotherPeersAddressIsNotTakenOver()
{
    QCOMPARE(SshClientConfig::addHost(m_home->path(),
                                      host(QStringLiteral("spark-c"), QStringLiteral("carol"),
                                           edOther(), {QStringLiteral("192.168.100.3")}))
                 .errorMessage(),
             QString());
    const QByteArray knownHosts = slurp(ssh(QStringLiteral("known_hosts")));
    const QByteArray config = slurp(ssh(QStringLiteral("config")));
    const Status added = SshClientConfig::addHost(
        m_home->path(), host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                             {QStringLiteral("192.168.100.2"), QStringLiteral("192.168.100.3")}));
    QCOMPARE(added.error().code, ErrorCode::PermissionDenied);
    QVERIFY(added.errorMessage().contains(QStringLiteral("sparkwire-spark-c")));
    QCOMPARE(slurp(ssh(QStringLiteral("known_hosts"))), knownHosts);
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), config);
}

// What a bundle offers (Pins::Keep): a pin where there is none, never another key in place of
// one pinned for the alias or an address, plain or hashed; pinState() says which, reading only.
void TestSshClientConfig::keepAddsButNeverReplacesAPin()
{
    const auto spark = [](const QString &name, const QString &key, const QString &address) {
        return host(name, QStringLiteral("bob"), key, {address});
    };
    const QString knownHosts = ssh(QStringLiteral("known_hosts"));
    // Nothing there yet (no ~/.ssh even): Absent, and nothing is made by asking.
    QTemporaryDir bare;
    QCOMPARE(*SshClientConfig::pinState(bare.path(), spark(QStringLiteral("spark-a"), ed(),
                                                           QStringLiteral("192.168.100.2"))),
             SshClientConfig::PinState::Absent);
    QVERIFY(!QFileInfo::exists(bare.path() + QStringLiteral("/.ssh")));

    const auto a = spark(QStringLiteral("spark-a"), ed(), QStringLiteral("192.168.100.2"));
    QCOMPARE(SshClientConfig::addHost(m_home->path(), a).errorMessage(), QString());
    QCOMPARE(*SshClientConfig::pinState(m_home->path(), a), SshClientConfig::PinState::Same);
    const auto forged =
        spark(QStringLiteral("spark-a"), edOther(), QStringLiteral("192.168.100.2"));
    QCOMPARE(*SshClientConfig::pinState(m_home->path(), forged), SshClientConfig::PinState::Other);
    const QByteArray before = slurp(knownHosts);
    const QByteArray configBefore = slurp(ssh(QStringLiteral("config")));
    const Status refused =
        SshClientConfig::addHost(m_home->path(), forged, SshClientConfig::Pins::Keep);
    QCOMPARE(refused.error().code, ErrorCode::PermissionDenied);
    QVERIFY(refused.errorMessage().contains(QStringLiteral("kept, not replaced")));
    QCOMPARE(slurp(knownHosts), before);
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), configBefore);
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("sparkwire-spark-a")), QStringList{ed()});
    // Another alias on spark-a's address is another key there too.
    QCOMPARE(*SshClientConfig::pinState(m_home->path(), spark(QStringLiteral("spark-z"), edOther(),
                                                              QStringLiteral("192.168.100.2"))),
             SshClientConfig::PinState::Other);
    // The same key again: kept as it is.
    QCOMPARE(
        SshClientConfig::addHost(m_home->path(), a, SshClientConfig::Pins::Keep).errorMessage(),
        QString());
    QCOMPARE(slurp(knownHosts), before);

    // A hashed line of the person's for an address is a pin as well.
    QVERIFY(put(knownHosts, before + "192.168.101.9 " + QByteArray(SshTestKeys::kEcdsa256) + "\n"));
    int rc = -1;
    run(QStringLiteral("ssh-keygen"), {QStringLiteral("-H"), QStringLiteral("-f"), knownHosts},
        &rc);
    QCOMPARE(rc, 0);
    QFile::remove(knownHosts + QStringLiteral(".old"));
    const auto x = spark(QStringLiteral("spark-x"), ed(), QStringLiteral("192.168.101.9"));
    QCOMPARE(*SshClientConfig::pinState(m_home->path(), x), SshClientConfig::PinState::Other);
    const QByteArray hashed = slurp(knownHosts);
    QCOMPARE(SshClientConfig::addHost(m_home->path(), x, SshClientConfig::Pins::Keep).error().code,
             ErrorCode::PermissionDenied);
    QCOMPARE(slurp(knownHosts), hashed);

    // Where nothing is pinned, Keep adds.
    const auto y = spark(QStringLiteral("spark-y"), edOther(), QStringLiteral("192.168.101.7"));
    QCOMPARE(*SshClientConfig::pinState(m_home->path(), y), SshClientConfig::PinState::Absent);
    QCOMPARE(
        SshClientConfig::addHost(m_home->path(), y, SshClientConfig::Pins::Keep).errorMessage(),
        QString());
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("192.168.101.7")), QStringList{edOther()});
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("sparkwire-spark-a")), QStringList{ed()});
}

void TestSshClientConfig::brokenMarkersAreReportedNotGuessed_data()
{
    QTest::addColumn<QByteArray>("config");
    const QByteArray body = "Host sparkwire-spark-b\n    HostName 192.168.100.2\n";
    QTest::newRow("BEGIN without END")
        << "# BEGIN sparkwire sparkwire-spark-b\n" + body + kUserConfig;
    QTest::newRow("another's BEGIN without END")
        << "# BEGIN sparkwire sparkwire-spark-c\n" + body + kUserConfig;
    QTest::newRow("END without BEGIN")
        << body + "# END sparkwire sparkwire-spark-b\n" + kUserConfig;
    QTest::newRow("BEGIN inside a block")
        << "# BEGIN sparkwire sparkwire-spark-c\n# BEGIN sparkwire sparkwire-spark-b\n" + body +
               "# END sparkwire sparkwire-spark-b\n# END sparkwire sparkwire-spark-c\n";
    QTest::newRow("END of another alias")
        << "# BEGIN sparkwire sparkwire-spark-b\n" + body + "# END sparkwire sparkwire-spark-b2\n";
    QTest::newRow("two blocks for one alias") << "# BEGIN sparkwire sparkwire-spark-b\n" + body +
                                                     "# END sparkwire sparkwire-spark-b\n" +
                                                     "# BEGIN sparkwire sparkwire-spark-b\n" +
                                                     body + "# END sparkwire sparkwire-spark-b\n";
    QTest::newRow("marker with trailing space")
        << "# BEGIN sparkwire sparkwire-spark-b \n" + body + "# END sparkwire sparkwire-spark-b\n";
    QTest::newRow("marker with CR") << "# BEGIN sparkwire sparkwire-spark-b\r\n" + body +
                                           "# END sparkwire sparkwire-spark-b\r\n";
    QTest::newRow("indented marker")
        << "  # BEGIN sparkwire sparkwire-spark-b\n" + body + "# END sparkwire sparkwire-spark-b\n";
    QTest::newRow("marker of an alias Sparkwire does not write")
        << "# BEGIN sparkwire *\n" + body + "# END sparkwire *\n";
}

void TestSshClientConfig::brokenMarkersAreReportedNotGuessed()
{
    QFETCH(QByteArray, config);
    QVERIFY(put(ssh(QStringLiteral("config")), config));
    const Status added = SshClientConfig::addHost(
        m_home->path(), host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                             {QStringLiteral("192.168.100.2")}));
    QCOMPARE(added.error().code, ErrorCode::InvalidInput);
    QVERIFY(added.errorMessage().contains(QStringLiteral("~/.ssh/config line ")));
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), config);
    QVERIFY(!QFile::exists(ssh(QStringLiteral("known_hosts"))));
    QCOMPARE(SshClientConfig::forgetHost(m_home->path(), QStringLiteral("spark-b")).error().code,
             ErrorCode::InvalidInput);
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), config);
}

void TestSshClientConfig::setupAgainChangesNothing()
{
    QVERIFY(put(ssh(QStringLiteral("config")), kUserConfig));
    const auto b = host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                        {QStringLiteral("192.168.100.2")});
    QCOMPARE(SshClientConfig::addHost(m_home->path(), b).errorMessage(), QString());
    const QByteArray config = slurp(ssh(QStringLiteral("config")));
    const QByteArray knownHosts = slurp(ssh(QStringLiteral("known_hosts")));
    const QDateTime changed = QFileInfo(ssh(QStringLiteral("config"))).lastModified();
    QTest::qWait(20);
    QCOMPARE(SshClientConfig::addHost(m_home->path(), b).errorMessage(), QString());
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), config);
    QCOMPARE(slurp(ssh(QStringLiteral("known_hosts"))), knownHosts);
    QCOMPARE(QFileInfo(ssh(QStringLiteral("config"))).lastModified(), changed);
    QCOMPARE(config.count("Host sparkwire-spark-b\n"), 1);
}

void TestSshClientConfig::blockOfAnOlderSparkwireIsReplaced()
{
    // Before aliases were sparkwire-<name>, the alias was the bare name: that peer's old block
    // makes way for the new one in its place; another peer's old block stays as it is.
    const QByteArray oldB = "# BEGIN sparkwire spark-b\n"
                            "Host spark-b\n"
                            "    HostName fe80::1%%enp1s0f1np1\n"
                            "    User bob\n"
                            "# END sparkwire spark-b\n";
    const QByteArray oldC = "# BEGIN sparkwire spark-c\n"
                            "Host spark-c\n"
                            "    User carol\n"
                            "# END sparkwire spark-c\n";
    QVERIFY(put(ssh(QStringLiteral("config")), oldB + "\n" + oldC + "\n" + kUserConfig));
    QCOMPARE(SshClientConfig::addHost(m_home->path(),
                                      host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                                           {QStringLiteral("192.168.100.2")}))
                 .errorMessage(),
             QString());
    const QByteArray config = slurp(ssh(QStringLiteral("config")));
    QVERIFY2(config.startsWith("# BEGIN sparkwire sparkwire-spark-b\nHost sparkwire-spark-b\n"),
             config.constData());
    QVERIFY2(config.endsWith(
                 QByteArray("# END sparkwire sparkwire-spark-b\n\n" + oldC + "\n" + kUserConfig)),
             config.constData());
    QVERIFY(!config.contains("Host spark-b\n"));
    QCOMPARE(SshClientConfig::forgetHost(m_home->path(), QStringLiteral("spark-b")).errorMessage(),
             QString());
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), oldC + "\n" + kUserConfig);
}

void TestSshClientConfig::forgetRemovesOnlyThePeer()
{
    const QByteArray userKnownHosts = "github.com " + edOther().toLatin1() + "\n";
    QVERIFY(put(ssh(QStringLiteral("config")), kUserConfig));
    QVERIFY(put(ssh(QStringLiteral("known_hosts")), userKnownHosts));
    QCOMPARE(SshClientConfig::addHost(m_home->path(),
                                      host(QStringLiteral("spark-b2"), QStringLiteral("carol"),
                                           edOther(), {QStringLiteral("192.168.100.3")}))
                 .errorMessage(),
             QString());
    const QByteArray withB2 = slurp(ssh(QStringLiteral("config")));
    const QByteArray knownWithB2 = slurp(ssh(QStringLiteral("known_hosts")));
    QCOMPARE(SshClientConfig::addHost(
                 m_home->path(),
                 host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                      {QStringLiteral("192.168.100.2"), QStringLiteral("192.168.101.2")}))
                 .errorMessage(),
             QString());
    QCOMPARE(SshClientConfig::forgetHost(m_home->path(), QStringLiteral("spark-b")).errorMessage(),
             QString());
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), withB2);
    QCOMPARE(slurp(ssh(QStringLiteral("known_hosts"))), knownWithB2);
    QCOMPARE(SshClientConfig::forgetHost(m_home->path(), QStringLiteral("spark-b2")).errorMessage(),
             QString());
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), kUserConfig);
    QCOMPARE(slurp(ssh(QStringLiteral("known_hosts"))), userKnownHosts);
    QCOMPARE(SshClientConfig::forgetHost(m_home->path(), QStringLiteral("*")).error().code,
             ErrorCode::InvalidInput);
}

void TestSshClientConfig::symlinksAreRefusedAndLeftAlone_data()
{
    QTest::addColumn<QString>("link"); // relative to the home
    QTest::newRow("~/.ssh") << ".ssh";
    QTest::newRow("~/.ssh/config") << ".ssh/config";
    QTest::newRow("~/.ssh/known_hosts") << ".ssh/known_hosts";
}

void TestSshClientConfig::symlinksAreRefusedAndLeftAlone()
{
    QFETCH(QString, link);
    // What the link points to: a dotfiles folder, or a file a local attacker would like written.
    const QString target = m_home->path() + QStringLiteral("/elsewhere");
    const QString linkPath = m_home->path() + QLatin1Char('/') + link;
    if (link == QLatin1String(".ssh")) {
        QVERIFY(QDir(linkPath).removeRecursively());
        QVERIFY(QDir().mkpath(target));
        QVERIFY(put(target + QStringLiteral("/config"), kUserConfig));
    } else {
        QVERIFY(put(target, kUserConfig));
    }
    QVERIFY(QFile::link(target, linkPath));
    const Status added = SshClientConfig::addHost(
        m_home->path(), host(QStringLiteral("spark-b"), QStringLiteral("bob"), ed(),
                             {QStringLiteral("192.168.100.2")}));
    QCOMPARE(added.error().code, ErrorCode::PermissionDenied);
    const QString why = added.errorMessage();
    QVERIFY(why.contains(QStringLiteral("symbolic link")));
    QVERIFY(why.contains(linkPath));
    QCOMPARE(QFileInfo(linkPath).symLinkTarget(), target);
    if (link == QLatin1String(".ssh")) {
        QCOMPARE(QDir(target).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("config")});
        QCOMPARE(slurp(target + QStringLiteral("/config")), kUserConfig);
    } else {
        QCOMPARE(slurp(target), kUserConfig);
        QVERIFY(!slurp(ssh(QStringLiteral("config"))).contains("sparkwire-spark-b"));
        QVERIFY(!slurp(ssh(QStringLiteral("known_hosts"))).contains("sparkwire-spark-b"));
    }
}

void TestSshClientConfig::userKeyIsMadeOnceAndNeverThroughALink()
{
    QString error;
    const QString key = makeUserKey(m_home->path(), &error);
    QVERIFY2(key.startsWith(QLatin1String("ssh-ed25519 ")), qPrintable(error));
    QCOMPARE(makeUserKey(m_home->path(), &error), key);

    // A link in place of the private key (planted, or a person's own dotfile trick) is
    // refused, and ssh-keygen never runs through it.
    const QString victim = m_home->path() + QStringLiteral("/victim");
    QVERIFY(put(victim, "keep me\n"));
    QVERIFY(QFile::remove(ssh(QStringLiteral("id_ed25519"))));
    QVERIFY(QFile::link(victim, ssh(QStringLiteral("id_ed25519"))));
    error.clear();
    QVERIFY(makeUserKey(m_home->path(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));
    QCOMPARE(slurp(victim), QByteArray("keep me\n"));

    // The public half through a link: refused too.
    QVERIFY(QFile::remove(ssh(QStringLiteral("id_ed25519"))));
    QVERIFY(QFile::rename(ssh(QStringLiteral("id_ed25519.pub")), victim + QStringLiteral(".pub")));
    QVERIFY(put(ssh(QStringLiteral("id_ed25519")), "private\n"));
    QVERIFY(QFile::link(victim + QStringLiteral(".pub"), ssh(QStringLiteral("id_ed25519.pub"))));
    error.clear();
    QVERIFY(makeUserKey(m_home->path(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));

    // No private key yet, but a link where ssh-keygen would write the public one: refused
    // before ssh-keygen runs (it would write through the link).
    QVERIFY(QFile::remove(ssh(QStringLiteral("id_ed25519"))));
    const QByteArray before = slurp(victim + QStringLiteral(".pub"));
    error.clear();
    QVERIFY(makeUserKey(m_home->path(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));
    QVERIFY(!QFile::exists(ssh(QStringLiteral("id_ed25519"))));
    QCOMPARE(slurp(victim + QStringLiteral(".pub")), before);
}

QTEST_GUILESS_MAIN(TestSshClientConfig)
#include "tst_sshclientconfig.moc"
