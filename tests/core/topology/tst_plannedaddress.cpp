// The one typed planned address: "a.b.c.d/len" read and written in one place, table-driven
// over what a plan, a peer or a hand-edited file may hold.
#include "topology/PlannedAddress.h"

#include <QTest>

using namespace sparkwire;
using namespace sparkwire::topology;

class TestPlannedAddress : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsed_data();
    void parsed();
    void refused_data();
    void refused();
    void hostOf_data();
    void hostOf();
    void nullIsLinkLocal();
};

void TestPlannedAddress::parsed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("subnet");
    QTest::addColumn<QString>("written");
    QTest::newRow("a /24 host") << "192.168.177.2/24"
                                << "192.168.177.2" << 24 << "192.168.177.0/24"
                                << "192.168.177.2/24";
    QTest::newRow("a /30 link") << "10.0.0.1/30"
                                << "10.0.0.1" << 30 << "10.0.0.0/30"
                                << "10.0.0.1/30";
    QTest::newRow("a /16 fabric") << "172.16.3.7/16"
                                  << "172.16.3.7" << 16 << "172.16.0.0/16"
                                  << "172.16.3.7/16";
    QTest::newRow("surrounding blanks") << " 192.168.178.1/24\n"
                                        << "192.168.178.1" << 24 << "192.168.178.0/24"
                                        << "192.168.178.1/24";
}

void TestPlannedAddress::parsed()
{
    QFETCH(QString, text);
    QFETCH(QString, host);
    QFETCH(int, prefix);
    QFETCH(QString, subnet);
    QFETCH(QString, written);
    const Result<PlannedAddress> a = PlannedAddress::parse(text);
    QVERIFY2(a, qPrintable(a.errorMessage()));
    QVERIFY(!a->isNull());
    QCOMPARE(a->hostText(), host);
    QCOMPARE(a->prefix(), prefix);
    QCOMPARE(a->subnet().toString(), subnet);
    QCOMPARE(a->toString(), written);
    QVERIFY(*PlannedAddress::parse(a->toString()) == *a); // what it writes reads back the same
}

void TestPlannedAddress::refused_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("no prefix") << "192.168.177.2";
    QTest::newRow("two prefixes") << "192.168.177.2/24/24";
    QTest::newRow("prefix past 32") << "192.168.177.2/33";
    QTest::newRow("leading zero octet") << "192.168.177.02/24";
    QTest::newRow("leading zero prefix") << "192.168.177.2/024";
    QTest::newRow("octet past 255") << "192.168.256.2/24";
    QTest::newRow("three octets") << "192.168.177/24";
    QTest::newRow("an option") << "-oProxyCommand=x";
    QTest::newRow("a hostname") << "spark-b/24";
    QTest::newRow("IPv6") << "fe80::1/64";
    QTest::newRow("empty") << "";
}

void TestPlannedAddress::refused()
{
    QFETCH(QString, text);
    const Result<PlannedAddress> a = PlannedAddress::parse(text);
    QVERIFY(!a);
    QCOMPARE(a.error().code, ErrorCode::InvalidInput);
    QVERIFY2(a.error().message.contains(QStringLiteral("is not an IPv4 address with its prefix")),
             qPrintable(a.error().message));
}

void TestPlannedAddress::hostOf_data()
{
    QTest::addColumn<QString>("subnet");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("address"); // empty: no such host
    QTest::newRow("node 1") << "192.168.177.0/24" << 1 << "192.168.177.1/24";
    QTest::newRow("node 8") << "192.168.178.0/24" << 8 << "192.168.178.8/24";
    QTest::newRow("last host") << "192.168.177.0/24" << 254 << "192.168.177.254/24";
    QTest::newRow("broadcast") << "192.168.177.0/24" << 255 << "";
    QTest::newRow("network") << "192.168.177.0/24" << 0 << "";
    QTest::newRow("a /30: two hosts") << "10.0.0.0/30" << 2 << "10.0.0.2/30";
    QTest::newRow("a /30: no third") << "10.0.0.0/30" << 3 << "";
}

void TestPlannedAddress::hostOf()
{
    QFETCH(QString, subnet);
    QFETCH(int, n);
    QFETCH(QString, address);
    const PlannedAddress a = PlannedAddress::hostOf(*Ipv4Subnet::parse(subnet), n);
    QCOMPARE(a.isNull(), address.isEmpty());
    QCOMPARE(a.toString(), address);
    // Ipv4Subnet's text form is this one.
    QCOMPARE(Ipv4Subnet::parse(subnet)->hostAddress(n), address);
}

void TestPlannedAddress::nullIsLinkLocal()
{
    const PlannedAddress none;
    QVERIFY(none.isNull());
    QCOMPARE(none.toString(), QString());
    QCOMPARE(none.hostText(), QString());
    const QList<PlannedAddress> two{*PlannedAddress::parse(QStringLiteral("192.168.177.1/24")),
                                    *PlannedAddress::parse(QStringLiteral("192.168.178.1/24"))};
    QCOMPARE(PlannedAddress::hostTexts(two),
             QStringList({QStringLiteral("192.168.177.1"), QStringLiteral("192.168.178.1")}));
    QCOMPARE(PlannedAddress::toStrings(two),
             QStringList({QStringLiteral("192.168.177.1/24"), QStringLiteral("192.168.178.1/24")}));
}

QTEST_GUILESS_MAIN(TestPlannedAddress)
#include "tst_plannedaddress.moc"
