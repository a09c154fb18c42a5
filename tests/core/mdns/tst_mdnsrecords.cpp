// The one parser of what mDNS brings in from the LAN (MdnsRecords::parse): well-formed
// Sparkwire and ssh services are read; hostile names, addresses, ports and TXT records are
// refused with a reason. And LanHosts: one line per host, cabled peers left out.
#include "mdns/LanHosts.h"
#include "mdns/MdnsRecords.h"

#include <QTest>

using sparkwire::mdns::LanHost;
using sparkwire::mdns::LanHosts;
using sparkwire::mdns::LanPeer;
using sparkwire::mdns::LanService;
using sparkwire::mdns::MdnsRecord;
using sparkwire::mdns::MdnsRecords;

Q_DECLARE_METATYPE(MdnsRecord)
Q_DECLARE_METATYPE(LanPeer)
Q_DECLARE_METATYPE(QList<LanPeer>)
Q_DECLARE_METATYPE(QList<LanHost>)

namespace {
const QString kId =
    QStringLiteral("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
const QString kOtherId(64, QLatin1Char('f'));

MdnsRecord swRecord(const QString &host = QStringLiteral("spark-1a2b"))
{
    MdnsRecord r;
    r.serviceName = host;
    r.serviceType = QStringLiteral("_sparkwire._tcp");
    r.domain = QStringLiteral("local");
    r.hostName = host + QStringLiteral(".local");
    r.address = QStringLiteral("192.168.1.20");
    r.port = 47312;
    r.txt = MdnsRecords::txtFor(kId, host);
    return r;
}

MdnsRecord ssh(const QString &host = QStringLiteral("spark-1a2b"))
{
    MdnsRecord r = swRecord(host);
    r.serviceType = QStringLiteral("_ssh._tcp");
    r.port = 22;
    r.txt = {};
    return r;
}

LanPeer peer(LanService service, const QString &host, const QString &address,
             const QString &id = {})
{
    LanPeer p;
    p.service = service;
    p.serviceName = host;
    p.hostName = host + QStringLiteral(".local");
    p.address = address;
    p.port = service == LanService::Ssh ? 22 : 47312;
    if (service == LanService::Sparkwire) {
        p.nodeId = id;
        p.claimedHostname = host;
    }
    return p;
}

LanHost host(const QString &name, const QStringList &addresses, bool sparkwireToo, bool sshToo,
             const QString &id = {})
{
    LanHost h;
    h.hostName = name + QStringLiteral(".local");
    h.addresses = addresses;
    h.sparkwire = sparkwireToo;
    h.ssh = sshToo;
    h.nodeId = id;
    h.claimedHostname = sparkwireToo ? name : QString();
    return h;
}
} // namespace

class TestMdnsRecords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void announcedTxtParses();
    void instanceName_data();
    void instanceName();
    void notCabled_data();
    void notCabled();
};

void TestMdnsRecords::accepted_data()
{
    QTest::addColumn<MdnsRecord>("record");
    QTest::addColumn<LanPeer>("expected");

    LanPeer s;
    s.service = LanService::Sparkwire;
    s.serviceName = QStringLiteral("spark-1a2b");
    s.hostName = QStringLiteral("spark-1a2b.local");
    s.address = QStringLiteral("192.168.1.20");
    s.port = 47312;
    s.nodeId = kId;
    s.claimedHostname = QStringLiteral("spark-1a2b");
    QTest::newRow("sparkwire") << swRecord() << s;

    LanPeer h = s;
    h.service = LanService::Ssh;
    h.port = 22;
    h.nodeId.clear();
    h.claimedHostname.clear();
    QTest::newRow("ssh") << ssh() << h;

    MdnsRecord junkTxt = ssh();
    junkTxt.txt = {QByteArray(300, '\x1b')};
    QTest::newRow("ssh: its TXT is not read") << junkTxt << h;

    MdnsRecord upper = swRecord();
    upper.hostName = QStringLiteral("SPARK-1A2B.local");
    QTest::newRow("host name lower-cased") << upper << s;

    MdnsRecord v6 = swRecord();
    v6.address = QStringLiteral("fe80::4ebb:47ff:fe2e:b101");
    LanPeer s6 = s;
    s6.address = v6.address;
    QTest::newRow("IPv6") << v6 << s6;

    MdnsRecord extra = swRecord();
    extra.txt = {
        "v=1",  "ID=" + kId.toLatin1(), "host=spark-1a2b", "id=" + kOtherId.toLatin1(), "=nokey",
        "flag", "future=whatever"};
    QTest::newRow("first key wins, keys ignore case, unknown keys ignored") << extra << s;

    MdnsRecord spaced = swRecord();
    spaced.serviceName = QStringLiteral("Spark von Jürgen (Büro)");
    LanPeer sp = s;
    sp.serviceName = spaced.serviceName;
    QTest::newRow("printable UTF-8 name") << spaced << sp;
}

void TestMdnsRecords::accepted()
{
    QFETCH(MdnsRecord, record);
    QFETCH(LanPeer, expected);
    const auto parsed = MdnsRecords::parse(record);
    QVERIFY2(parsed.ok(), qPrintable(parsed.errorMessage()));
    QCOMPARE(*parsed, expected);
}

void TestMdnsRecords::refused_data()
{
    QTest::addColumn<MdnsRecord>("record");
    QTest::addColumn<QString>("reason");

    auto row = [](const char *name, MdnsRecord r, const char *reason) {
        QTest::newRow(name) << r << QString::fromLatin1(reason);
    };
    MdnsRecord r = swRecord();
    r.serviceType = QStringLiteral("_http._tcp");
    row("other service type", r, "not a service");
    r = swRecord();
    r.domain = QStringLiteral("example.com");
    row("wide-area domain", r, ".local");
    r = swRecord();
    r.serviceName = QString();
    row("empty name", r, "service name");
    r = swRecord();
    r.serviceName = QString(64, QLatin1Char('x'));
    row("name of 64 bytes", r, "service name");
    r = swRecord();
    r.serviceName = QString(32, QChar(0x00fc)); // 64 bytes of UTF-8
    row("name of 32 two-byte characters", r, "service name");
    r = swRecord();
    r.serviceName = QStringLiteral("spark\x1b[31mred");
    row("escape sequence in name", r, "service name");
    r = swRecord();
    r.serviceName = QStringLiteral("spark") + QChar(0x202e) + QStringLiteral("cod.exe");
    row("bidi override in name", r, "service name");
    r = swRecord();
    r.serviceName = QStringLiteral("two\nlines");
    row("line feed in name", r, "service name");
    r = swRecord();
    r.serviceName = QStringLiteral("bad") + QChar(QChar::ReplacementCharacter);
    row("broken UTF-8 in name", r, "service name");
    r = swRecord();
    r.hostName = QStringLiteral("spark-1a2b.example.com");
    row("host not in .local", r, "host name");
    r = swRecord();
    r.hostName = QStringLiteral(".local");
    row("empty host", r, "host name");
    r = swRecord();
    r.hostName = QStringLiteral("-spark.local");
    row("host with leading dash", r, "host name");
    r = swRecord();
    r.hostName = QStringLiteral("spark/../../etc.local");
    row("host with slashes", r, "host name");
    r = swRecord();
    r.hostName = QString(64, QLatin1Char('a')) + QStringLiteral(".local");
    row("host of 64 characters", r, "host name");
    r = swRecord();
    r.address = QStringLiteral("192.168.1.300");
    row("bad IPv4", r, "address");
    r = swRecord();
    r.address = QStringLiteral("spark-1a2b.local");
    row("name for address", r, "address");
    r = swRecord();
    r.address = QStringLiteral("fe80::1%eth0");
    row("scoped address", r, "address");
    r = swRecord();
    r.port = 0;
    row("port 0", r, "port");
    r = swRecord();
    r.port = 70000;
    row("port 70000", r, "port");
    r = swRecord();
    r.txt = {};
    row("no TXT", r, "version");
    r = swRecord();
    r.txt = {"v=2", "id=" + kId.toLatin1(), "host=spark-1a2b"};
    row("version 2", r, "version");
    r = swRecord();
    r.txt = {"v=1", "host=spark-1a2b"};
    row("no id", r, "id");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.toUpper().toLatin1(), "host=spark-1a2b"};
    row("upper-case id", r, "id");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.left(63).toLatin1(), "host=spark-1a2b"};
    row("short id", r, "id");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.toLatin1() + "\n", "host=spark-1a2b"};
    row("id with line feed", r, "id");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.toLatin1()};
    row("no host", r, "TXT host");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.toLatin1(), "host=spark\x1b[2J"};
    row("host with escape", r, "TXT host");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.toLatin1(), "host=sp\xc3\xa4rk"};
    row("host with UTF-8", r, "TXT host");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.toLatin1(), "host=../../root"};
    row("host as a path", r, "TXT host");
    r = swRecord();
    r.txt = {"v=1", "id=" + kId.toLatin1(), "host=" + QByteArray(64, 'a')};
    row("host of 64 characters", r, "TXT host");
    r = swRecord();
    r.txt << QByteArray(256, 'x');
    row("TXT string of 256 bytes", r, "255");
    r = swRecord();
    for (int i = 0; i < 14; ++i)
        r.txt << "k" + QByteArray::number(i) + "=1";
    row("17 TXT strings", r, "16");
    r = swRecord();
    for (int i = 0; i < 6; ++i)
        r.txt << QByteArray(250, 'y');
    row("TXT of 1500 bytes", r, "1300");
    r = swRecord();
    r.txt.prepend("k\x01y=1");
    row("control character in a key", r, "printable ASCII");
}

void TestMdnsRecords::refused()
{
    QFETCH(MdnsRecord, record);
    QFETCH(QString, reason);
    const auto parsed = MdnsRecords::parse(record);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().code, sparkwire::ErrorCode::InvalidInput);
    QVERIFY2(parsed.errorMessage().contains(reason), qPrintable(parsed.errorMessage()));
}

void TestMdnsRecords::announcedTxtParses()
{
    const QList<QByteArray> txt = MdnsRecords::txtFor(kId, QStringLiteral("spark-9f3c"));
    QCOMPARE(txt, (QList<QByteArray>{"v=1", "id=" + kId.toLatin1(), "host=spark-9f3c"}));
    MdnsRecord r = swRecord(QStringLiteral("spark-9f3c"));
    r.txt = txt;
    const auto parsed = MdnsRecords::parse(r);
    QVERIFY2(parsed.ok(), qPrintable(parsed.errorMessage()));
    QCOMPARE(parsed->nodeId, kId);
    QCOMPARE(parsed->claimedHostname, QStringLiteral("spark-9f3c"));
}

void TestMdnsRecords::instanceName_data()
{
    QTest::addColumn<QString>("hostname");
    QTest::addColumn<QString>("expected");
    QTest::newRow("short") << QStringLiteral("spark-1a2b") << QStringLiteral("spark-1a2b");
    QTest::newRow("63 bytes") << QString(63, QLatin1Char('a')) << QString(63, QLatin1Char('a'));
    QTest::newRow("70 bytes") << QString(70, QLatin1Char('a')) << QString(63, QLatin1Char('a'));
    // 31 × "ü" (62 bytes) and a character outside the BMP (4 bytes): cut before it, whole.
    const QString wide = QString(31, QChar(0x00fc)) + QString::fromUtf8("\xf0\x9f\x98\x80");
    QTest::newRow("cut at a character") << wide << QString(31, QChar(0x00fc));
    QTest::newRow("empty") << QString() << QStringLiteral("spark");
}

void TestMdnsRecords::instanceName()
{
    QFETCH(QString, hostname);
    QFETCH(QString, expected);
    QCOMPARE(MdnsRecords::instanceNameFor(hostname), expected);
}

void TestMdnsRecords::notCabled_data()
{
    QTest::addColumn<QList<LanPeer>>("peers");
    QTest::addColumn<QStringList>("cabledIds");
    QTest::addColumn<QStringList>("cabledHostnames");
    QTest::addColumn<QList<LanHost>>("expected");

    const QString v4 = QStringLiteral("192.168.1.21");
    const QString v6 = QStringLiteral("fe80::1");
    const QString b = QStringLiteral("spark-b");
    const QString c = QStringLiteral("spark-c");
    QTest::newRow("nothing") << QList<LanPeer>{} << QStringList{} << QStringList{}
                             << QList<LanHost>{};
    QTest::newRow("ssh only: Sparkwire not running")
        << QList<LanPeer>{peer(LanService::Ssh, c, v6), peer(LanService::Ssh, c, v4)}
        << QStringList{} << QStringList{} << QList<LanHost>{host(c, {v4, v6}, false, true)};
    QTest::newRow("Sparkwire and ssh on one host: one line")
        << QList<LanPeer>{peer(LanService::Ssh, c, v4), peer(LanService::Sparkwire, c, v4, kId)}
        << QStringList{} << QStringList{} << QList<LanHost>{host(c, {v4}, true, true, kId)};
    QTest::newRow("cabled by id: left out")
        << QList<LanPeer>{peer(LanService::Sparkwire, b, v4, kId), peer(LanService::Ssh, c, v6)}
        << QStringList{kId} << QStringList{} << QList<LanHost>{host(c, {v6}, false, true)};
    QTest::newRow("cabled by name: left out")
        << QList<LanPeer>{peer(LanService::Ssh, b, v4), peer(LanService::Ssh, c, v6)}
        << QStringList{} << QStringList{QStringLiteral("SPARK-B")}
        << QList<LanHost>{host(c, {v6}, false, true)};
    QTest::newRow("sorted by host name")
        << QList<LanPeer>{peer(LanService::Ssh, c, v4), peer(LanService::Ssh, b, v6)}
        << QStringList{} << QStringList{}
        << QList<LanHost>{host(b, {v6}, false, true), host(c, {v4}, false, true)};
    QTest::newRow("two ids for one host: the smaller")
        << QList<LanPeer>{peer(LanService::Sparkwire, c, v4, kOtherId),
                          peer(LanService::Sparkwire, c, v6, kId)}
        << QStringList{} << QStringList{} << QList<LanHost>{host(c, {v4, v6}, true, false, kId)};
}

void TestMdnsRecords::notCabled()
{
    QFETCH(QList<LanPeer>, peers);
    QFETCH(QStringList, cabledIds);
    QFETCH(QStringList, cabledHostnames);
    QFETCH(QList<LanHost>, expected);
    QCOMPARE(LanHosts::notCabled(peers, cabledIds, cabledHostnames), expected);
}

QTEST_GUILESS_MAIN(TestMdnsRecords)
#include "tst_mdnsrecords.moc"
