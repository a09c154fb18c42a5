// authorized_keys lines for paired peers: restricted (from=, no forwarding), tagged with the
// peer's fingerprint, updated rather than duplicated, removed exactly on unpair, and nothing
// a hostile peer sends (options, extra lines, odd addresses) gets through. Real sshd accepting
// these lines is tests/integration/ssh.
#include "SshTestKeys.h"

#include "ssh/AuthorizedKeys.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace sparkwire;
using namespace sparkwire::ssh;

namespace {
const QString kPeer = QStringLiteral("0123456789abcdef").repeated(4);
const QString kOtherPeer = QStringLiteral("fedcba9876543210").repeated(4);
const QByteArray kRestrictions = "no-port-forwarding,no-agent-forwarding,no-X11-forwarding";

// The person's own lines: a plain key, a comment, a key with options of their own.
const QByteArray kTheirs = QByteArray(SshTestKeys::kRsa3072) + " me@laptop\n" +
                           "# keys for the backup job\n" + "command=\"/usr/bin/backup\",restrict " +
                           QByteArray(SshTestKeys::kEcdsa256) + " backup\n";

using SshTestKeys::put;
using SshTestKeys::slurp;

QByteArray line(const QByteArray &from, const char *key, const QString &peer)
{
    return "from=\"" + from + "\"," + kRestrictions + " " + key +
           " sparkwire-peer:" + peer.toLatin1() + "\n";
}

QString ed()
{
    return QString::fromLatin1(SshTestKeys::kEd25519);
}
} // namespace

class TestAuthorizedKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void addWritesOneRestrictedTaggedLine();
    void sameKeyAndPeerIsUpdatedInPlace();
    void removePeerRemovesExactlyItsLines();
    void repointPeer_data();
    void repointPeer();
    void refusedChangeNothing_data();
    void refusedChangeNothing();
    void symlinkedFileIsRefusedAndLeftAlone();
    void fileOfAnotherUserIsRefused();

private:
    QString keys() const { return m_home->path() + QStringLiteral("/.ssh/authorized_keys"); }
    std::unique_ptr<QTemporaryDir> m_home;
};

void TestAuthorizedKeys::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

void TestAuthorizedKeys::addWritesOneRestrictedTaggedLine()
{
    // No ~/.ssh yet: made 0700, the file 0600.
    QCOMPARE(AuthorizedKeys::add(m_home->path(), ed() + QStringLiteral(" a@spark-a"),
                                 {QStringLiteral("192.168.100.1"), QStringLiteral("192.168.101.1")},
                                 kPeer)
                 .errorMessage(),
             QString());
    QCOMPARE(slurp(keys()), line("192.168.100.1,192.168.101.1", SshTestKeys::kEd25519, kPeer));
    QCOMPARE(int(QFileInfo(keys()).permissions() & 0x0777), 0x0600);
    QCOMPARE(int(QFileInfo(QFileInfo(keys()).path()).permissions() & 0x0777), 0x0700);

    // With the person's lines there: ours goes at the end, theirs stay byte for byte.
    QVERIFY(put(keys(), kTheirs));
    QCOMPARE(AuthorizedKeys::add(m_home->path(), ed(), {QStringLiteral("192.168.100.1")}, kPeer)
                 .errorMessage(),
             QString());
    QCOMPARE(slurp(keys()), kTheirs + line("192.168.100.1", SshTestKeys::kEd25519, kPeer));
}

void TestAuthorizedKeys::sameKeyAndPeerIsUpdatedInPlace()
{
    QVERIFY(QDir().mkpath(QFileInfo(keys()).path()));
    QVERIFY(put(keys(), kTheirs));
    QCOMPARE(AuthorizedKeys::add(m_home->path(), ed(), {QStringLiteral("192.168.100.1")}, kPeer)
                 .errorMessage(),
             QString());
    QCOMPARE(AuthorizedKeys::add(m_home->path(), QString::fromLatin1(SshTestKeys::kEcdsa256),
                                 {QStringLiteral("192.168.100.7")}, kOtherPeer)
                 .errorMessage(),
             QString());
    const QByteArray afterOther = line("192.168.100.7", SshTestKeys::kEcdsa256, kOtherPeer);
    QCOMPARE(AuthorizedKeys::add(m_home->path(), ed() + QStringLiteral(" renamed"),
                                 {QStringLiteral("192.168.101.1")}, kPeer)
                 .errorMessage(),
             QString());
    QCOMPARE(slurp(keys()),
             kTheirs + line("192.168.101.1", SshTestKeys::kEd25519, kPeer) + afterOther);

    // Another key of the same peer (another user there) is its own line.
    QCOMPARE(AuthorizedKeys::add(m_home->path(), QString::fromLatin1(SshTestKeys::kEd25519Other),
                                 {QStringLiteral("192.168.101.1")}, kPeer)
                 .errorMessage(),
             QString());
    QCOMPARE(slurp(keys()), kTheirs + line("192.168.101.1", SshTestKeys::kEd25519, kPeer) +
                                afterOther +
                                line("192.168.101.1", SshTestKeys::kEd25519Other, kPeer));
}

void TestAuthorizedKeys::removePeerRemovesExactlyItsLines()
{
    QVERIFY(QDir().mkpath(QFileInfo(keys()).path()));
    // A line of ours the person has since edited (an option added) is still the peer's.
    const QByteArray edited = "restrict," + line("192.168.100.1", SshTestKeys::kEd25519, kPeer);
    QVERIFY(put(keys(), kTheirs + edited));
    QCOMPARE(AuthorizedKeys::add(m_home->path(), QString::fromLatin1(SshTestKeys::kEcdsa256),
                                 {QStringLiteral("192.168.100.7")}, kOtherPeer)
                 .errorMessage(),
             QString());
    QCOMPARE(AuthorizedKeys::add(m_home->path(), QString::fromLatin1(SshTestKeys::kEd25519Other),
                                 {QStringLiteral("192.168.101.1")}, kPeer)
                 .errorMessage(),
             QString());
    QCOMPARE(AuthorizedKeys::removePeer(m_home->path(), kPeer).valueOr(-1), 2);
    QCOMPARE(slurp(keys()), kTheirs + line("192.168.100.7", SshTestKeys::kEcdsa256, kOtherPeer));
    QCOMPARE(AuthorizedKeys::removePeer(m_home->path(), kPeer).valueOr(-1), 0);
    QCOMPARE(AuthorizedKeys::removePeer(m_home->path(), kOtherPeer).valueOr(-1), 1);
    QCOMPARE(slurp(keys()), kTheirs);
    QCOMPARE(AuthorizedKeys::removePeer(m_home->path(), QStringLiteral("*")).error().code,
             ErrorCode::InvalidInput);

    // No file: nothing to remove, and none made.
    QVERIFY(QFile::remove(keys()));
    QCOMPARE(AuthorizedKeys::removePeer(m_home->path(), kPeer).valueOr(-1), 0);
    QVERIFY(!QFile::exists(keys()));
}

void TestAuthorizedKeys::repointPeer_data()
{
    // After a kept cluster change: the peer's lines move to its planned addresses.
    QTest::addColumn<QStringList>("addresses");
    QTest::addColumn<QByteArray>("from"); // the from= list afterwards; empty: refused
    QTest::addColumn<int>("code");
    const int ok = -1;
    const int invalid = int(ErrorCode::InvalidInput);
    QTest::newRow("planned address, old one replaced")
        << QStringList{QStringLiteral("192.168.177.1")} << QByteArray("192.168.177.1") << ok;
    QTest::newRow("two twins, a repeat")
        << QStringList{QStringLiteral("192.168.177.1"), QStringLiteral("192.168.178.1"),
                       QStringLiteral("192.168.177.1")}
        << QByteArray("192.168.177.1,192.168.178.1") << ok;
    QTest::newRow("no address") << QStringList() << QByteArray() << invalid;
    QTest::newRow("a pattern") << QStringList{QStringLiteral("192.168.177.*")} << QByteArray()
                               << invalid;
    QTest::newRow("a quote to close from=")
        << QStringList{QStringLiteral("192.168.177.1\",command=\"sh")} << QByteArray() << invalid;
    QTest::newRow("17 addresses") << QStringList(17, QStringLiteral("192.168.177.1"))
                                  << QByteArray() << invalid;
}

void TestAuthorizedKeys::repointPeer()
{
    QFETCH(QStringList, addresses);
    QFETCH(QByteArray, from);
    QFETCH(int, code);
    QVERIFY(QDir().mkpath(m_home->path() + QStringLiteral("/.ssh")));
    const QByteArray others = line("192.168.100.3", SshTestKeys::kEd25519Other, kOtherPeer);
    QVERIFY(put(keys(), kTheirs + line("192.168.100.2", SshTestKeys::kEd25519, kPeer) + others));
    const QByteArray before = slurp(keys());
    const Status moved = AuthorizedKeys::repointPeer(m_home->path(), kPeer, addresses);
    if (code != -1) {
        QCOMPARE(int(moved.error().code), code);
        QCOMPARE(slurp(keys()), before);
        return;
    }
    QCOMPARE(moved.errorMessage(), QString());
    // Only the peer's from= list moved; the person's lines and the other peer's are as they were.
    QCOMPARE(slurp(keys()), kTheirs + line(from, SshTestKeys::kEd25519, kPeer) + others);
    // Again: not one byte moves, and the file is not rewritten.
    const QDateTime written = QFileInfo(keys()).lastModified();
    QTest::qWait(20);
    QCOMPARE(AuthorizedKeys::repointPeer(m_home->path(), kPeer, addresses).errorMessage(),
             QString());
    QCOMPARE(slurp(keys()), kTheirs + line(from, SshTestKeys::kEd25519, kPeer) + others);
    QCOMPARE(QFileInfo(keys()).lastModified(), written);
    // A peer with no line: NotFound, nothing written.
    const QByteArray now = slurp(keys());
    QCOMPARE(
        int(AuthorizedKeys::repointPeer(m_home->path(), QString(64, QLatin1Char('e')), addresses)
                .error()
                .code),
        int(ErrorCode::NotFound));
    QCOMPARE(slurp(keys()), now);
}

void TestAuthorizedKeys::refusedChangeNothing_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QStringList>("from");
    QTest::addColumn<QString>("peer");
    const QStringList from{QStringLiteral("192.168.100.1")};
    QTest::newRow("key with options") << "command=\"touch /tmp/pwned\" " + ed() << from << kPeer;
    QTest::newRow("key with from=*") << "from=\"*\" " + ed() << from << kPeer;
    QTest::newRow("key then a second line") << ed() + "\n" + ed() + " second" << from << kPeer;
    QTest::newRow("key with trailing newline") << ed() + "\n" << from << kPeer;
    QTest::newRow("key with junk glued on") << ed() + "junk" << from << kPeer;
    QTest::newRow("key of another type") << "ssh-rsa " + ed().section(' ', 1) << from << kPeer;
    QTest::newRow("not a key") << "hello" << from << kPeer;
    QTest::newRow("no addresses") << ed() << QStringList() << kPeer;
    QTest::newRow("address *") << ed() << QStringList{"*"} << kPeer;
    QTest::newRow("address CIDR") << ed() << QStringList{"192.168.100.0/24"} << kPeer;
    QTest::newRow("address breaking out of the quotes")
        << ed() << QStringList{"192.168.100.1\",command=\"sh"} << kPeer;
    QTest::newRow("address negated") << ed() << QStringList{"!192.168.100.1"} << kPeer;
    QTest::newRow("address IPv6") << ed() << QStringList{"fe80::1"} << kPeer;
    QTest::newRow("address IPv6 link-local with scope")
        << ed() << QStringList{"fe80::1%enp1s0f1np1"} << kPeer;
    QTest::newRow("17 addresses") << ed() << QStringList(17, QStringLiteral("192.168.100.1"))
                                  << kPeer;
    QTest::newRow("peer id with newline") << ed() << from << kPeer.left(63) + "\n";
    QTest::newRow("peer id uppercase") << ed() << from << kPeer.toUpper();
    QTest::newRow("peer id with option") << ed() << from << kPeer + " command=sh";
    QTest::newRow("no peer id") << ed() << from << "";
}

void TestAuthorizedKeys::refusedChangeNothing()
{
    QFETCH(QString, key);
    QFETCH(QStringList, from);
    QFETCH(QString, peer);
    QVERIFY(QDir().mkpath(QFileInfo(keys()).path()));
    QVERIFY(put(keys(), kTheirs));
    const Status added = AuthorizedKeys::add(m_home->path(), key, from, peer);
    QVERIFY(!added);
    QCOMPARE(added.error().code, ErrorCode::InvalidInput); // every row is a refused value
    qInfo("%s", qPrintable(added.errorMessage()));
    QCOMPARE(slurp(keys()), kTheirs);
}

void TestAuthorizedKeys::symlinkedFileIsRefusedAndLeftAlone()
{
    QVERIFY(QDir().mkpath(QFileInfo(keys()).path()));
    const QString target = m_home->path() + QStringLiteral("/shared_keys");
    QVERIFY(put(target, kTheirs));
    QVERIFY(QFile::link(target, keys()));
    const Status added =
        AuthorizedKeys::add(m_home->path(), ed(), {QStringLiteral("192.168.100.1")}, kPeer);
    const QString why = added.errorMessage();
    QCOMPARE(added.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(why.contains(QStringLiteral("symbolic link")) && why.contains(keys()),
             qPrintable(why));
    QCOMPARE(QFileInfo(keys()).symLinkTarget(), target);
    QCOMPARE(slurp(target), kTheirs);
    QCOMPARE(AuthorizedKeys::removePeer(m_home->path(), kPeer).error().code,
             ErrorCode::PermissionDenied);
}

void TestAuthorizedKeys::fileOfAnotherUserIsRefused()
{
    if (::geteuid() != 0)
        QSKIP("needs root to give a file to another uid (CI runs as root)");
    QVERIFY(QDir().mkpath(QFileInfo(keys()).path()));
    QVERIFY(put(keys(), kTheirs));
    QCOMPARE(::chown(QFile::encodeName(keys()).constData(), 65534, 65534), 0);
    const Status added =
        AuthorizedKeys::add(m_home->path(), ed(), {QStringLiteral("192.168.100.1")}, kPeer);
    QCOMPARE(added.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(added.errorMessage().contains(QStringLiteral("uid 65534")),
             qPrintable(added.errorMessage()));
    QCOMPARE(slurp(keys()), kTheirs);
    QCOMPARE(QFileInfo(keys()).ownerId(), 65534u);
}

QTEST_GUILESS_MAIN(TestAuthorizedKeys)
#include "tst_authorizedkeys.moc"
