// Every check a peer's words go through before they reach ~/.ssh, one table each: the valid
// shapes, and the payloads a hostile paired peer was seen to send (a newline that adds
// "Match exec" to ~/.ssh/config, wildcard and comma host names, key lines with options or
// trailing junk, key blobs of another type).
#include "SshTestKeys.h"

#include "ssh/SshValidation.h"

#include <QTest>

using namespace sparkwire;
using namespace sparkwire::ssh;

namespace {
// Whether a check accepted the value; every refusal must be InvalidInput with a message.
template <typename T> bool accepted(const Result<T> &checked)
{
    if (checked)
        return true;
    if (checked.error().code != ErrorCode::InvalidInput || checked.errorMessage().isEmpty())
        QTest::qFail("refused without InvalidInput and a message", __FILE__, __LINE__);
    return false;
}
} // namespace

namespace {
QByteArray sshString(const QByteArray &s)
{
    QByteArray out(4, '\0');
    out[0] = char(s.size() >> 24);
    out[1] = char(s.size() >> 16);
    out[2] = char(s.size() >> 8);
    out[3] = char(s.size());
    return out + s;
}

QString makeKeyLine(const QString &type, const QByteArray &blob)
{
    return type + QLatin1Char(' ') + QString::fromLatin1(blob.toBase64());
}

QByteArray blobOf(const char *line)
{
    return QByteArray::fromBase64(QByteArray(line).split(' ').at(1));
}
} // namespace

class TestSshValidation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void user_data();
    void user();
    void pairedNameAndAlias_data();
    void pairedNameAndAlias();
    void alias_data();
    void alias();
    void address_data();
    void address();
    void subnet_data();
    void subnet();
    void peerId_data();
    void peerId();
    void keyLine_data();
    void keyLine();
    void ed25519Line_data();
    void ed25519Line();
    void errorsQuoteValuesEscaped();
};

void TestSshValidation::user_data()
{
    QTest::addColumn<QString>("user");
    QTest::addColumn<bool>("valid");
    QTest::newRow("plain") << "bob" << true;
    QTest::newRow("underscore first") << "_svc" << true;
    QTest::newRow("digits, '-' and '_'") << "user-1_x" << true;
    QTest::newRow("32 characters") << QString(32, QLatin1Char('a')) << true;
    QTest::newRow("newline adds Match exec") << "bob\nMatch exec \"touch /tmp/pwned\"" << false;
    QTest::newRow("carriage return") << "bob\r" << false;
    QTest::newRow("line separator") << QStringLiteral("bob\u2028Match all") << false;
    QTest::newRow("space then option") << "bob ProxyCommand sh" << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("uppercase") << "Bob" << false;
    QTest::newRow("digit first") << "1bob" << false;
    QTest::newRow("dash first") << "-oProxyCommand" << false;
    QTest::newRow("33 characters") << QString(33, QLatin1Char('a')) << false;
    QTest::newRow("token") << "bob%h" << false;
    QTest::newRow("comma") << "bob,root" << false;
    QTest::newRow("non-ASCII") << QStringLiteral("b\u00f6b") << false;
    QTest::newRow("trailing tab") << "bob\t" << false;
}

void TestSshValidation::user()
{
    QFETCH(QString, user);
    QFETCH(bool, valid);
    QCOMPARE(accepted(SshValidation::checkUser(user)), valid);
}

void TestSshValidation::pairedNameAndAlias_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("alias"); // empty: refused
    QTest::newRow("plain") << "spark-b"
                           << "sparkwire-spark-b";
    QTest::newRow("prefix of another") << "spark-b2"
                                       << "sparkwire-spark-b2";
    QTest::newRow("lowercased as ssh matches") << "Spark-B"
                                               << "sparkwire-spark-b";
    QTest::newRow("a real host's name stays namespaced") << "github.com"
                                                         << "sparkwire-github.com";
    QTest::newRow("one character") << "b"
                                   << "sparkwire-b";
    QTest::newRow("63 characters") << QString(63, QLatin1Char('s'))
                                   << QStringLiteral("sparkwire-") + QString(63, QLatin1Char('s'));
    QTest::newRow("64 characters") << QString(64, QLatin1Char('s')) << "";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("star") << "*"
                          << "";
    QTest::newRow("question mark") << "spark-?"
                                   << "";
    QTest::newRow("negation") << "!spark-b"
                              << "";
    QTest::newRow("comma list") << "spark-b,github.com"
                                << "";
    QTest::newRow("space list") << "spark-b github.com"
                                << "";
    QTest::newRow("token") << "spark%h"
                           << "";
    QTest::newRow("quote") << "spark\"b"
                           << "";
    QTest::newRow("comment") << "spark#b"
                             << "";
    QTest::newRow("newline") << "spark-b\nHost *"
                             << "";
    QTest::newRow("NUL") << QString::fromLatin1("spark\0b", 7) << "";
    QTest::newRow("escape") << "spark\x1b[2J"
                            << "";
    QTest::newRow("leading dash") << "-spark"
                                  << "";
    QTest::newRow("label with leading dash") << "spark.-b"
                                             << "";
    QTest::newRow("empty label") << "spark..b"
                                 << "";
    QTest::newRow("leading dot") << ".spark"
                                 << "";
    QTest::newRow("trailing dot") << "spark."
                                  << "";
    QTest::newRow("slash") << "../spark"
                           << "";
    QTest::newRow("underscore") << "spark_b"
                                << "";
    QTest::newRow("IPv6 scope") << "fe80::1%eth0"
                                << "";
}

void TestSshValidation::pairedNameAndAlias()
{
    QFETCH(QString, name);
    QFETCH(QString, alias);
    const Result<QString> made = SshValidation::aliasFor(name);
    QCOMPARE(made.valueOr(QString()), alias);
    QCOMPARE(accepted(made), !alias.isEmpty());
    QCOMPARE(accepted(SshValidation::checkPairedName(name)), !alias.isEmpty());
    if (!alias.isEmpty())
        QVERIFY(SshValidation::checkAlias(alias));
}

void TestSshValidation::alias_data()
{
    QTest::addColumn<QString>("alias");
    QTest::addColumn<bool>("valid");
    QTest::newRow("ours") << "sparkwire-spark-b" << true;
    QTest::newRow("no prefix") << "spark-b" << false;
    QTest::newRow("prefix only") << "sparkwire-" << false;
    QTest::newRow("wildcard") << "sparkwire-*" << false;
    QTest::newRow("uppercase") << "sparkwire-Spark-B" << false;
    QTest::newRow("second pattern") << "sparkwire-spark-b github.com" << false;
    QTest::newRow("second name") << "sparkwire-spark-b,github.com" << false;
    QTest::newRow("carriage return") << "sparkwire-spark-b\r" << false;
}

void TestSshValidation::alias()
{
    QFETCH(QString, alias);
    QFETCH(bool, valid);
    QCOMPARE(accepted(SshValidation::checkAlias(alias)), valid);
}

void TestSshValidation::address_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<QStringList>("subnets");
    QTest::addColumn<bool>("ipv4");  // checkIpv4
    QTest::addColumn<bool>("valid"); // checkAddress
    const QStringList cx7{QStringLiteral("192.168.100.1/24"), QStringLiteral("192.168.101.1/24")};
    QTest::newRow("in the first subnet") << "192.168.100.2" << cx7 << true << true;
    QTest::newRow("in the second subnet") << "192.168.101.7" << cx7 << true << true;
    QTest::newRow("wider subnet") << "192.168.7.7" << QStringList{"192.168.0.0/16"} << true << true;
    QTest::newRow("host route") << "10.1.2.3" << QStringList{"10.1.2.3/32"} << true << true;
    QTest::newRow("outside the subnets") << "192.168.102.2" << cx7 << true << false;
    QTest::newRow("a public address") << "140.82.121.4" << cx7 << true << false;
    QTest::newRow("no subnets allow nothing") << "192.168.100.2" << QStringList() << true << false;
    QTest::newRow("a subnet too wide")
        << "192.168.100.2" << QStringList{"0.0.0.0/0"} << true << false;
    QTest::newRow("CIDR") << "192.168.100.2/24" << cx7 << false << false;
    QTest::newRow("leading zero") << "192.168.100.02" << cx7 << false << false;
    QTest::newRow("three parts") << "192.168.100" << cx7 << false << false;
    QTest::newRow("octet over 255") << "192.168.100.256" << cx7 << false << false;
    QTest::newRow("pattern") << "192.168.100.*" << cx7 << false << false;
    QTest::newRow("star") << "*" << cx7 << false << false;
    QTest::newRow("two, comma") << "192.168.100.2,140.82.121.4" << cx7 << false << false;
    QTest::newRow("host name") << "github.com" << cx7 << false << false;
    QTest::newRow("IPv6") << "fe80::1" << cx7 << false << false;
    QTest::newRow("IPv6 with scope") << "fe80::1%enp1s0f1np1" << cx7 << false << false;
    QTest::newRow("leading space") << " 192.168.100.2" << cx7 << false << false;
    QTest::newRow("trailing newline") << "192.168.100.2\n" << cx7 << false << false;
    QTest::newRow("hex") << "0xc0.168.100.2" << cx7 << false << false;
    QTest::newRow("unspecified") << "0.0.0.0" << QStringList{"0.0.0.0/8"} << false << false;
    QTest::newRow("broadcast") << "255.255.255.255" << cx7 << false << false;
    QTest::newRow("multicast") << "224.0.0.251" << cx7 << false << false;
}

void TestSshValidation::address()
{
    QFETCH(QString, address);
    QFETCH(QStringList, subnets);
    QFETCH(bool, ipv4);
    QFETCH(bool, valid);
    QCOMPARE(accepted(SshValidation::checkIpv4(address)), ipv4);
    QCOMPARE(accepted(SshValidation::checkAddress(address, subnets)), valid);
}

void TestSshValidation::subnet_data()
{
    QTest::addColumn<QString>("subnet");
    QTest::addColumn<bool>("valid");
    QTest::newRow("interface address") << "192.168.100.1/24" << true;
    QTest::newRow("network") << "10.0.0.0/8" << true;
    QTest::newRow("/32") << "10.0.0.1/32" << true;
    QTest::newRow("/0") << "0.0.0.0/0" << false;
    QTest::newRow("/7") << "10.0.0.0/7" << false;
    QTest::newRow("/33") << "10.0.0.0/33" << false;
    QTest::newRow("leading zero length") << "10.0.0.0/08" << false;
    QTest::newRow("no length") << "10.0.0.0" << false;
    QTest::newRow("two lengths") << "10.0.0.0/8/8" << false;
    QTest::newRow("IPv6") << "fe80::/64" << false;
}

void TestSshValidation::subnet()
{
    QFETCH(QString, subnet);
    QFETCH(bool, valid);
    QCOMPARE(accepted(SshValidation::checkSubnet(subnet)), valid);
}

void TestSshValidation::peerId_data()
{
    QTest::addColumn<QString>("peerId");
    QTest::addColumn<bool>("valid");
    const QString id = QStringLiteral("0123456789abcdef").repeated(4);
    QTest::newRow("fingerprint") << id << true;
    QTest::newRow("uppercase") << id.toUpper() << false;
    QTest::newRow("63 digits") << id.left(63) << false;
    QTest::newRow("65 digits") << id + QLatin1Char('0') << false;
    QTest::newRow("not hex") << id.left(63) + QLatin1Char('g') << false;
    QTest::newRow("newline") << id.left(63) + QLatin1Char('\n') << false;
    QTest::newRow("space then option") << id + QStringLiteral(" command=sh") << false;
    QTest::newRow("empty") << "" << false;
}

void TestSshValidation::peerId()
{
    QFETCH(QString, peerId);
    QFETCH(bool, valid);
    QCOMPARE(accepted(SshValidation::checkPeerId(peerId)), valid);
}

void TestSshValidation::keyLine_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("kept"); // type and base64; empty: refused
    using namespace SshTestKeys;
    const QString ed = QString::fromLatin1(kEd25519);
    const QString ec = QString::fromLatin1(kEcdsa256);
    const QString rsa = QString::fromLatin1(kRsa3072);
    const QByteArray edBlob = blobOf(kEd25519);
    const QByteArray rsaBlob = blobOf(kRsa3072);

    QTest::newRow("ed25519") << ed << ed;
    QTest::newRow("ed25519, comment dropped") << ed + QStringLiteral(" a@spark-a") << ed;
    QTest::newRow("comment with spaces") << ed + QStringLiteral(" Bob's key (spark-a)") << ed;
    QTest::newRow("ecdsa nistp256") << ec << ec;
    QTest::newRow("rsa 3072") << rsa + QStringLiteral(" host") << rsa;

    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("type only") << "ssh-ed25519"
                               << "";
    QTest::newRow("trailing newline") << ed + QLatin1Char('\n') << "";
    QTest::newRow("carriage return") << ed + QLatin1Char('\r') << "";
    QTest::newRow("second key on a new line")
        << ed + QStringLiteral(" a\n") + QString::fromLatin1(kEd25519Other) << "";
    QTest::newRow("newline in the comment")
        << ed + QStringLiteral(" a\ncommand=\"touch /tmp/pwned\" ") + ed << "";
    QTest::newRow("line separator in the comment") << ed + QStringLiteral(" a\u2028b") << "";
    QTest::newRow("escape sequence in the comment") << ed + QStringLiteral(" \x1b[2Jhi") << "";
    QTest::newRow("tab separator")
        << QString(ed).replace(QLatin1Char(' '), QLatin1Char('\t')) << "";
    QTest::newRow("two spaces") << QString(ed).replace(QLatin1Char(' '), QStringLiteral("  "))
                                << "";
    QTest::newRow("leading space") << QLatin1Char(' ') + ed << "";
    QTest::newRow("from= option") << QStringLiteral("from=\"*\" ") + ed << "";
    QTest::newRow("command= option") << QStringLiteral("command=\"touch /tmp/pwned\" ") + ed << "";
    QTest::newRow("restrict option") << QStringLiteral("restrict ") + ed << "";
    QTest::newRow("known_hosts marker") << QStringLiteral("@cert-authority * ") + ed << "";
    QTest::newRow("junk glued to the base64") << ed + QStringLiteral("!junk") << "";
    QTest::newRow("comma after the base64") << ed + QStringLiteral(",github.com") << "";
    QTest::newRow("padding missing") << ec.left(ec.size() - 1) << "";
    QTest::newRow("padding bits set") << ec.left(ec.size() - 2) + QStringLiteral("Z=") << "";
    QTest::newRow("not base64") << "ssh-ed25519 ****"
                                << "";
    QTest::newRow("ssh-dss") << "ssh-dss AAAAB3NzaC1kc3M="
                             << "";
    QTest::newRow("ecdsa nistp384") << QString::fromLatin1(kEcdsa384) << "";
    QTest::newRow("rsa 1024") << QString::fromLatin1(kRsa1024) << "";
    QTest::newRow("rsa type, ed25519 blob") << makeKeyLine(QStringLiteral("ssh-rsa"), edBlob) << "";
    QTest::newRow("ed25519 type, rsa blob")
        << makeKeyLine(QStringLiteral("ssh-ed25519"), rsaBlob) << "";
    QTest::newRow("ecdsa type, ed25519 blob")
        << makeKeyLine(QStringLiteral("ecdsa-sha2-nistp256"), edBlob) << "";
    QTest::newRow("ed25519 blob with trailing bytes")
        << makeKeyLine(QStringLiteral("ssh-ed25519"), edBlob + "xyz") << "";
    QTest::newRow("ed25519 blob cut short")
        << makeKeyLine(QStringLiteral("ssh-ed25519"), edBlob.left(edBlob.size() - 1)) << "";
    QTest::newRow("ed25519 key of 31 bytes")
        << makeKeyLine(QStringLiteral("ssh-ed25519"),
                       sshString("ssh-ed25519") + sshString(QByteArray(31, 'k')))
        << "";
    QTest::newRow("blob length past the end")
        << makeKeyLine(QStringLiteral("ssh-ed25519"), QByteArray("\xff\xff\xff\xff", 4) + "ssh")
        << "";
    QTest::newRow("ecdsa on another curve")
        << makeKeyLine(QStringLiteral("ecdsa-sha2-nistp256"),
                       sshString("ecdsa-sha2-nistp256") + sshString("nistp384") +
                           sshString(QByteArray(1, '\x04') + QByteArray(64, 'p')))
        << "";
    QTest::newRow("rsa with a negative modulus")
        << makeKeyLine(QStringLiteral("ssh-rsa"),
                       sshString("ssh-rsa") + sshString(QByteArray("\x01\x00\x01", 3)) +
                           sshString(QByteArray(1, '\x80') + QByteArray(383, 'n')))
        << "";
    QTest::newRow("longer than 16 KiB")
        << ed + QLatin1Char(' ') + QString(16384, QLatin1Char('c')) << "";
}

void TestSshValidation::keyLine()
{
    QFETCH(QString, line);
    QFETCH(QString, kept);
    const Result<SshValidation::KeyLine> key = SshValidation::parseKeyLine(line);
    QCOMPARE(key ? key->text() : QString(), kept);
    QCOMPARE(accepted(key), !kept.isEmpty());
}

void TestSshValidation::ed25519Line_data()
{
    // A member's answer to ssh-user-key: one OpenSSH line, ssh-ed25519 only.
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("kept"); // type and base64; empty: refused
    using namespace SshTestKeys;
    const QString ed = QString::fromLatin1(kEd25519);
    QTest::newRow("bare") << ed << ed;
    QTest::newRow("the peer's comment dropped") << ed + QStringLiteral(" root@evil") << ed;
    QTest::newRow("ecdsa") << QString::fromLatin1(kEcdsa256) << QString();
    QTest::newRow("rsa") << QString::fromLatin1(kRsa3072) << QString();
    QTest::newRow("two lines") << ed + QLatin1Char('\n') + ed << QString();
    QTest::newRow("trailing newline") << ed + QLatin1Char('\n') << QString();
    QTest::newRow("options first") << QStringLiteral("command=\"sh\" ") + ed << QString();
    QTest::newRow("over 200 characters")
        << ed + QLatin1Char(' ') + QString(200, QLatin1Char('c')) << QString();
    QTest::newRow("base64 one character short") << ed.chopped(1) << QString();
    QTest::newRow("base64 of a longer blob")
        << QStringLiteral(
               "ssh-ed25519 "
               "AAAAC3NzaC1lZDI1NTE5AAAAIQCeo7oChCCRxfyUwMCWOgiqMRYE6hT8IVtz0nkhHQ3Edg==")
        << QString();
    QTest::newRow("ed25519 named, rsa inside")
        << QStringLiteral("ssh-ed25519 ") +
               QString::fromLatin1(kRsa1024).section(QLatin1Char(' '), 1)
        << QString();
    QTest::newRow("empty") << QString() << QString();
}

void TestSshValidation::ed25519Line()
{
    QFETCH(QString, line);
    QFETCH(QString, kept);
    const Result<SshValidation::KeyLine> key = SshValidation::parseEd25519Line(line);
    QCOMPARE(key ? key->text() : QString(), kept);
    if (!key)
        QVERIFY(!key.errorMessage().contains(QLatin1Char('\n')));
}

void TestSshValidation::errorsQuoteValuesEscaped()
{
    // What the person reads must not carry a hostile value's control characters.
    const QString why =
        SshValidation::checkUser(QStringLiteral("bob\nMatch exec \"x\"\x1b[2J")).errorMessage();
    QVERIFY(why.contains(QStringLiteral("bob\\nMatch exec \\\"x\\\"\\x{1b}[2J")));
    for (const QChar c : why)
        QVERIFY(c.isPrint());
}

QTEST_GUILESS_MAIN(TestSshValidation)
#include "tst_sshvalidation.moc"
