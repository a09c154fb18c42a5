// Table-driven tests of the small parsers the inventory is built on: PCI addresses, GID text
// and types, and the sysfs reader's handling of odd files.
#include "hw/GidText.h"
#include "hw/PciAddress.h"
#include "hw/SysfsReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire::hw;

class TestHwParsing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pciAddress_data();
    void pciAddress();
    void pciTwins();
    void gidNormalise_data();
    void gidNormalise();
    void gidType_data();
    void gidType();
    void sysfsReader();
};

void TestHwParsing::pciAddress_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("domain");
    QTest::addColumn<int>("function");
    QTest::newRow("port 1 half a") << "0000:01:00.1" << true << 0 << 1;
    QTest::newRow("port 0 half b") << "0002:01:00.0" << true << 2 << 0;
    QTest::newRow("upper-case hex") << "000A:0F:1F.7" << true << 10 << 7;
    QTest::newRow("wide domain") << "10000:01:00.0" << true << 0x10000 << 0;
    QTest::newRow("usb interface") << "1-1:1.0" << false << 0 << 0;
    QTest::newRow("function 8") << "0000:01:00.8" << false << 0 << 0;
    QTest::newRow("device 0x20") << "0000:01:20.0" << false << 0 << 0;
    QTest::newRow("empty") << "" << false << 0 << 0;
    QTest::newRow("trailing junk") << "0000:01:00.1x" << false << 0 << 0;
}

void TestHwParsing::pciAddress()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const std::optional<PciAddress> a = PciAddress::parse(text);
    QCOMPARE(a.has_value(), valid);
    if (!valid)
        return;
    QTEST(a->domain, "domain");
    QTEST(a->function, "function");
    QCOMPARE(PciAddress::parse(a->toString())->toString(), a->toString()); // round trip
}

void TestHwParsing::pciTwins()
{
    const auto a = PciAddress::parse(QStringLiteral("0000:01:00.1"));
    const auto b = PciAddress::parse(QStringLiteral("0002:01:00.1"));
    const auto c = PciAddress::parse(QStringLiteral("0002:01:00.0"));
    QVERIFY(a && b && c);
    QVERIFY(a->sameSlotAndFunction(*b));
    QVERIFY(!a->sameSlotAndFunction(*c));
    QCOMPARE(b->toString(), QStringLiteral("0002:01:00.1"));
}

void TestHwParsing::gidNormalise_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("gid");
    QTest::addColumn<QString>("ipv4");
    QTest::newRow("ipv4-mapped") << "0000:0000:0000:0000:0000:ffff:c0a8:b10b"
                                 << "::ffff:192.168.177.11"
                                 << "192.168.177.11";
    QTest::newRow("link-local") << "fe80:0000:0000:0000:4ebb:47ff:fe2e:2001"
                                << "fe80::4ebb:47ff:fe2e:2001"
                                << "";
    QTest::newRow("global v6") << "2001:0db8:0177:0000:4ebb:47ff:fe2e:5001"
                               << "2001:db8:177:0:4ebb:47ff:fe2e:5001"
                               << "";
    QTest::newRow("unused (zero)") << "0000:0000:0000:0000:0000:0000:0000:0000"
                                   << ""
                                   << "";
    QTest::newRow("short form is not sysfs") << "::ffff:192.168.1.1"
                                             << ""
                                             << "";
    QTest::newRow("garbage") << "zzzz:0000:0000:0000:0000:ffff:c0a8:b10b"
                             << ""
                             << "";
    QTest::newRow("empty") << ""
                           << ""
                           << "";
}

void TestHwParsing::gidNormalise()
{
    QFETCH(QString, raw);
    QFETCH(QString, gid);
    QCOMPARE(GidText::normalise(raw), gid);
    QTEST(GidText::mappedIpv4(gid), "ipv4");
}

void TestHwParsing::gidType_data()
{
    QTest::addColumn<QString>("sysfs");
    QTest::addColumn<QString>("type");
    QTest::newRow("v1") << "IB/RoCE v1"
                        << "RoCE v1";
    QTest::newRow("v2") << "RoCE v2"
                        << "RoCE v2";
    QTest::newRow("ib") << "IB"
                        << "IB";
    QTest::newRow("unknown") << "bogus"
                             << "";
}

void TestHwParsing::gidType()
{
    QFETCH(QString, sysfs);
    QTEST(GidText::typeName(sysfs), "type");
}

void TestHwParsing::sysfsReader()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString &name, const QByteArray &data) {
        QFile f(dir.path() + QLatin1Char('/') + name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
    };
    write(QStringLiteral("vendor"), "0x15b3\n");
    write(QStringLiteral("mtu"), "9000\n");
    write(QStringLiteral("multi"), "first line\nsecond\n");
    write(QStringLiteral("notanumber"), "12ab\n");
    write(QStringLiteral("huge"), QByteArray(100000, 'x'));
    const SysfsReader reader(dir.path());
    QVERIFY(!reader.isRealSysfs());
    QCOMPARE(reader.readInteger(QStringLiteral("vendor")), std::optional<long long>(0x15b3));
    QCOMPARE(reader.readInteger(QStringLiteral("mtu")), std::optional<long long>(9000));
    QCOMPARE(reader.readLine(QStringLiteral("multi")),
             std::optional<QString>(QStringLiteral("first line")));
    QVERIFY(!reader.readInteger(QStringLiteral("notanumber")));
    QVERIFY(!reader.readLine(QStringLiteral("missing")));
    QCOMPARE(reader.readLine(QStringLiteral("huge"))->size(), 4096); // one page, like sysfs
    QCOMPARE(reader.list(QString()).size(), 5);
    QCOMPARE(reader.resolve(QStringLiteral("mtu")), std::optional<QString>(QStringLiteral("mtu")));
    QVERIFY(!reader.resolve(QStringLiteral("missing")));
    QVERIFY(SysfsReader(QStringLiteral("/sys")).isRealSysfs());
}

QTEST_GUILESS_MAIN(TestHwParsing)
#include "tst_hwparsing.moc"
