// Re-pointing a paired peer's SSH block and its key's from= list at its planned fabric
// addresses after a kept cluster change, on temporary ~/.ssh trees, checked with the real
// `ssh -G` and `ssh-keygen -F`; and a member's side at the seat's addresses from its try.
#include "SshTestKeys.h"

#include "cluster/SshRepoint.h"
#include "ssh/AuthorizedKeys.h"
#include "ssh/SshClientConfig.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::ssh;

namespace {
const QStringList kSubnets{QStringLiteral("192.168.100.1/24")};

// The person's own config, with a foreign block that names the same peer and a host pattern
// that also matches our alias: both must come back byte for byte.
const QByteArray kForeign = "ServerAliveInterval 30\n"
                            "\n"
                            "Host spark-b\n"
                            "    HostName 192.168.100.2\n"
                            "    User someone\n"
                            "\n"
                            "Host sparkwire-*\n"
                            "    ForwardAgent no\n";

using SshTestKeys::put;
using SshTestKeys::slurp;

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(20000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The value `ssh -G` gives `option` for a connection to `host` with this config.
QString sshOption(const QString &config, const QString &host, const QString &option)
{
    for (const QString &line :
         run(QStringLiteral("ssh"), {QStringLiteral("-G"), QStringLiteral("-F"), config, host})
             .split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (line.section(QLatin1Char(' '), 0, 0) == option)
            return line.section(QLatin1Char(' '), 1);
    return {};
}

// The keys `ssh-keygen -F name` finds in a known_hosts file.
QStringList knownKeys(const QString &knownHosts, const QString &name)
{
    QStringList keys;
    for (const QString &line : run(QStringLiteral("ssh-keygen"),
                                   {QStringLiteral("-F"), name, QStringLiteral("-f"), knownHosts})
                                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QLatin1Char('#')))
            keys << line.section(QLatin1Char(' '), 1, 2);
    return keys;
}
} // namespace

class TestSshRepoint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void repointed_data();
    void repointed();
    void refusedChangesNothing_data();
    void refusedChangesNothing();
    void bothFilesFollow();
    void keptOnMember_data();
    void keptOnMember();

private:
    QString ssh(const QString &name) const
    {
        return m_home->path() + QStringLiteral("/.ssh/") + name;
    }
    // spark-b set up as the peer request does, after the person's own config.
    void setUpSparkB();
    std::unique_ptr<QTemporaryDir> m_home;
};

void TestSshRepoint::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
    QVERIFY(QDir().mkpath(m_home->path() + QStringLiteral("/.ssh")));
}

void TestSshRepoint::setUpSparkB()
{
    QVERIFY(put(ssh(QStringLiteral("config")), kForeign));
    QVERIFY(put(ssh(QStringLiteral("known_hosts")),
                "spark-b " + QByteArray(SshTestKeys::kEd25519Other) + "\n"));
    const SshClientConfig::Host b{QStringLiteral("spark-b"),
                                  QStringLiteral("bob"),
                                  QString::fromLatin1(SshTestKeys::kEd25519),
                                  {QStringLiteral("192.168.100.2")},
                                  kSubnets};
    QCOMPARE(SshClientConfig::addHost(m_home->path(), b).errorMessage(), QString());
}

void TestSshRepoint::repointed_data()
{
    QTest::addColumn<QStringList>("addresses");
    QTest::addColumn<QString>("hostName");
    QTest::newRow("one fabric address")
        << QStringList{QStringLiteral("192.168.177.2")} << QStringLiteral("192.168.177.2");
    QTest::newRow("two twins, a repeat")
        << QStringList{QStringLiteral("192.168.177.2"), QStringLiteral("192.168.178.2"),
                       QStringLiteral("192.168.177.2")}
        << QStringLiteral("192.168.177.2");
    QTest::newRow("the same address again")
        << QStringList{QStringLiteral("192.168.100.2")} << QStringLiteral("192.168.100.2");
}

void TestSshRepoint::repointed()
{
    QFETCH(QStringList, addresses);
    QFETCH(QString, hostName);
    setUpSparkB();
    const QString config = ssh(QStringLiteral("config"));
    const QString knownHosts = ssh(QStringLiteral("known_hosts"));
    const QByteArray before = slurp(config);

    QCOMPARE(SshClientConfig::repointHost(m_home->path(), QStringLiteral("spark-b"), addresses)
                 .errorMessage(),
             QString());
    const QByteArray after = slurp(config);
    // Only the HostName line of our block moved; the person's lines are byte for byte there.
    QCOMPARE(after.size() - before.size(), hostName.size() - qsizetype(13));
    QVERIFY(after.contains(kForeign));
    QCOMPARE(sshOption(config, QStringLiteral("sparkwire-spark-b"), QStringLiteral("hostname")),
             hostName);
    QCOMPARE(sshOption(config, QStringLiteral("sparkwire-spark-b"), QStringLiteral("user")),
             QStringLiteral("bob"));
    QCOMPARE(sshOption(config, QStringLiteral("sparkwire-spark-b"), QStringLiteral("hostkeyalias")),
             QStringLiteral("sparkwire-spark-b"));
    QCOMPARE(sshOption(config, QStringLiteral("spark-b"), QStringLiteral("user")),
             QStringLiteral("someone"));
    // The pinned key is still the one for the alias, now under the new addresses; the old
    // address lost it unless planned again; the person's own line is untouched.
    const QString key = QString::fromLatin1(SshTestKeys::kEd25519).section(QLatin1Char(' '), 0, 1);
    QCOMPARE(knownKeys(knownHosts, QStringLiteral("sparkwire-spark-b")), QStringList{key});
    for (const QString &address : addresses)
        QCOMPARE(knownKeys(knownHosts, address), QStringList{key});
    if (!addresses.contains(QStringLiteral("192.168.100.2")))
        QCOMPARE(knownKeys(knownHosts, QStringLiteral("192.168.100.2")), QStringList());
    const QByteArray personsLine = QByteArray("spark-b ").append(SshTestKeys::kEd25519Other);
    QVERIFY(slurp(knownHosts).startsWith(personsLine));

    // Again: nothing moves.
    const QByteArray knownAfter = slurp(knownHosts);
    QCOMPARE(SshClientConfig::repointHost(m_home->path(), QStringLiteral("spark-b"), addresses)
                 .errorMessage(),
             QString());
    QCOMPARE(slurp(config), after);
    QCOMPARE(slurp(knownHosts), knownAfter);
}

void TestSshRepoint::refusedChangesNothing_data()
{
    QTest::addColumn<QString>("pairedName");
    QTest::addColumn<QStringList>("addresses");
    QTest::addColumn<int>("code");
    const int invalid = int(ErrorCode::InvalidInput);
    const QStringList fabric{QStringLiteral("192.168.177.2")};
    QTest::newRow("newline in the name") << QStringLiteral("spark-b\nHost *") << fabric << invalid;
    QTest::newRow("pattern as name") << QStringLiteral("*") << fabric << invalid;
    QTest::newRow("space in the name")
        << QStringLiteral("spark-b ProxyCommand") << fabric << invalid;
    QTest::newRow("leading dash") << QStringLiteral("-oProxyCommand=x") << fabric << invalid;
    QTest::newRow("hostname as address")
        << QStringLiteral("spark-b") << QStringList{QStringLiteral("evil.example")} << invalid;
    QTest::newRow("option in the address")
        << QStringLiteral("spark-b") << QStringList{QStringLiteral("192.168.177.2\n  User root")}
        << invalid;
    QTest::newRow("CIDR") << QStringLiteral("spark-b")
                          << QStringList{QStringLiteral("192.168.177.2/24")} << invalid;
    QTest::newRow("no address") << QStringLiteral("spark-b") << QStringList() << invalid;
    QTest::newRow("never set up") << QStringLiteral("spark-c") << fabric
                                  << int(ErrorCode::NotFound);
}

void TestSshRepoint::refusedChangesNothing()
{
    QFETCH(QString, pairedName);
    QFETCH(QStringList, addresses);
    QFETCH(int, code);
    setUpSparkB();
    const QByteArray config = slurp(ssh(QStringLiteral("config")));
    const QByteArray knownHosts = slurp(ssh(QStringLiteral("known_hosts")));
    const Status status = SshClientConfig::repointHost(m_home->path(), pairedName, addresses);
    QVERIFY(!status);
    QCOMPARE(int(status.error().code), code);
    QVERIFY(!status.errorMessage().contains(QLatin1Char('\n')));
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), config);
    QCOMPARE(slurp(ssh(QStringLiteral("known_hosts"))), knownHosts);
}

void TestSshRepoint::bothFilesFollow()
{
    // The Host block and the from= list move together; nothing set up, nothing made.
    setUpSparkB();
    const QString peer = QString(64, QLatin1Char('b'));
    QCOMPARE(AuthorizedKeys::add(m_home->path(), QString::fromLatin1(SshTestKeys::kEd25519Other),
                                 {QStringLiteral("192.168.100.2")}, peer)
                 .errorMessage(),
             QString());
    const QStringList fabric{QStringLiteral("192.168.177.2")};
    QCOMPARE(cluster::SshRepoint::repoint(m_home->path(), QStringLiteral("spark-b"), peer, fabric)
                 .errorMessage(),
             QString());
    QCOMPARE(sshOption(ssh(QStringLiteral("config")), QStringLiteral("sparkwire-spark-b"),
                       QStringLiteral("hostname")),
             QStringLiteral("192.168.177.2"));
    QVERIFY(slurp(ssh(QStringLiteral("authorized_keys"))).startsWith("from=\"192.168.177.2\","));

    // A refused address: neither file is touched.
    const QByteArray config = slurp(ssh(QStringLiteral("config")));
    const QByteArray keys = slurp(ssh(QStringLiteral("authorized_keys")));
    QVERIFY(!cluster::SshRepoint::repoint(
        m_home->path(), QStringLiteral("spark-b"), peer,
        {QStringLiteral("192.168.177.2"), QStringLiteral("192.168.177.3/24")}));
    QCOMPARE(slurp(ssh(QStringLiteral("config"))), config);
    QCOMPARE(slurp(ssh(QStringLiteral("authorized_keys"))), keys);

    // A home where SSH was never set up: no error, and no ~/.ssh made.
    QTemporaryDir bare;
    QCOMPARE(cluster::SshRepoint::repoint(bare.path(), QStringLiteral("spark-b"), peer, fabric)
                 .errorMessage(),
             QString());
    QVERIFY(!QFileInfo::exists(bare.path() + QStringLiteral("/.ssh")));
}

void TestSshRepoint::keptOnMember_data()
{
    // The seat's addresses as its try carried them (checked against the record on arrival).
    QTest::addColumn<QStringList>("seatAddresses");
    QTest::addColumn<QString>("hostName");
    QTest::newRow("two nodes, both twins")
        << QStringList{QStringLiteral("192.168.177.1/24"), QStringLiteral("192.168.178.1/24")}
        << QStringLiteral("192.168.177.1");
    QTest::newRow("a /30 link") << QStringList{QStringLiteral("10.0.0.1/30")}
                                << QStringLiteral("10.0.0.1");
    QTest::newRow("link-local only: none, SSH stays")
        << QStringList() << QStringLiteral("192.168.100.2");
}

void TestSshRepoint::keptOnMember()
{
    QFETCH(QStringList, seatAddresses);
    QFETCH(QString, hostName);
    setUpSparkB();
    QList<topology::PlannedAddress> addresses;
    for (const QString &a : seatAddresses)
        addresses << *topology::PlannedAddress::parse(a);
    QCOMPARE(cluster::SshRepoint::keptOnMember(m_home->path(), QStringLiteral("spark-b"),
                                               QString(64, QLatin1Char('b')), addresses)
                 .errorMessage(),
             QString());
    QCOMPARE(sshOption(ssh(QStringLiteral("config")), QStringLiteral("sparkwire-spark-b"),
                       QStringLiteral("hostname")),
             hostName);
}

QTEST_GUILESS_MAIN(TestSshRepoint)
#include "tst_sshrepoint.moc"
