// What the helper gathers as "reached now" (issue #25): nameservers from both resolv.conf
// files, open TCP peers from /proc/net/tcp and tcp6, each looked up in the kernel's routes,
// and the kernel's gateways and neighbours, on the committed fixtures (tests/data/
// destinations) with a kernel of fixed rows; then the real kernel of this test's namespace.
#include "netplan/HostDestinationSource.h"
#include "netplan/NetlinkReachability.h"
#include "topology/Ipv4Subnet.h"

#include <QHash>
#include <QTemporaryDir>
#include <QTest>

using sparkwire::Result;
using sparkwire::netplan::HostDestinationSource;
using sparkwire::netplan::KernelReachability;
using sparkwire::netplan::NetlinkReachability;
using sparkwire::netplan::ReachedDestination;
using Kind = ReachedDestination::Kind;
namespace topology = sparkwire::topology;

namespace {
const QString kData = QStringLiteral(SPARKWIRE_FIXTURES "/destinations");

quint32 ip(const char *text)
{
    quint32 host = 0;
    if (!topology::Ipv4Subnet::parseInterface(QLatin1String(text) + QLatin1String("/32"), &host))
        qFatal("not an address: %s", text);
    return host;
}

QStringList texts(const QList<ReachedDestination> &rows)
{
    QStringList out;
    for (const ReachedDestination &r : rows)
        out << r.toString() + QLatin1String(" via ") + r.netdev;
    return out;
}

// A kernel of fixed rows: the routes of a member whose management port enP7s7 has the
// default gateway 10.60.0.254, with one cabled CX-7 twin on 192.168.177.0/24.
class FixedKernel : public KernelReachability
{
public:
    Result<QList<ReachedDestination>> gatewaysAndNeighbours() const override
    {
        return QList<ReachedDestination>{
            {Kind::Gateway, ip("10.60.0.254"), QStringLiteral("enP7s7"), {}},
            {Kind::Neighbour, ip("10.60.0.254"), QStringLiteral("enP7s7"), {}},
            {Kind::Neighbour, ip("169.254.3.3"), QStringLiteral("enP7s7"), {}},
            {Kind::Neighbour, ip("224.0.0.251"), QStringLiteral("enP7s7"), {}},
            {Kind::Neighbour, ip("192.168.177.2"), QStringLiteral("enp1s0f1np1"), {}}};
    }
    Result<std::optional<QString>> deviceFor(quint32 address) const override
    {
        asked << topology::Ipv4Subnet::addressToString(address);
        if (address == ip("192.168.177.9"))
            return std::optional<QString>(); // unreachable now
        if ((address >> 8) == (ip("192.168.177.0") >> 8))
            return std::optional<QString>(QStringLiteral("enp1s0f1np1"));
        if (address == ip("10.60.1.5"))
            return std::optional<QString>(QStringLiteral("wlP9s9"));
        return std::optional<QString>(QStringLiteral("enP7s7")); // the default route
    }
    mutable QStringList asked;
};

class FailingKernel : public FixedKernel
{
public:
    Result<std::optional<QString>> deviceFor(quint32) const override
    {
        return sparkwire::makeError(sparkwire::ErrorCode::Unavailable,
                                    QStringLiteral("netlink is gone"));
    }
};
} // namespace

class TestHostDestinations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixtures();
    void nameservers_data();
    void nameservers();
    void tcpPeers_data();
    void tcpPeers();
    void missingFilesAreEmpty();
    void oversizedFileIsAnError();
    void kernelFailureIsAnError();
    void realKernel();
};

void TestHostDestinations::fixtures()
{
    const FixedKernel kernel;
    const Result<QList<ReachedDestination>> rows =
        HostDestinationSource(kData + QLatin1String("/root"), kData + QLatin1String("/proc"),
                              kernel)
            .read();
    QVERIFY2(rows, qPrintable(rows.errorMessage()));
    QCOMPARE(texts(*rows),
             QStringList({
                 "10.60.0.254 (a gateway) via enP7s7",
                 "10.60.0.254 (a neighbour) via enP7s7",
                 "192.168.177.2 (a neighbour) via enp1s0f1np1",
                 "10.60.0.53 (a nameserver in run/systemd/resolve/resolv.conf) via enP7s7",
                 "10.60.0.77 (the peer of an open TCP connection) via enP7s7",
                 "192.168.177.2 (the peer of an open TCP connection) via enp1s0f1np1",
                 "10.60.0.66 (the peer of an open TCP connection) via enP7s7",
                 "10.60.1.5 (the peer of an open TCP connection) via wlP9s9",
             }));
    // Loopback (the stub resolver, a local pair) is never looked up; 10.60.0.77 once for
    // two connections; 192.168.177.9 was asked and is not reached.
    QCOMPARE(kernel.asked, QStringList({"10.60.0.53", "192.168.177.9", "10.60.0.77",
                                        "192.168.177.2", "10.60.0.66", "10.60.1.5"}));
}

void TestHostDestinations::nameservers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("servers");
    QTest::newRow("plain") << QByteArray("nameserver 10.0.0.1\n") << QStringList{"10.0.0.1"};
    QTest::newRow("tabs, spaces, no final newline")
        << QByteArray("  nameserver\t10.0.0.2  ") << QStringList{"10.0.0.2"};
    QTest::newRow("comments, options, search")
        << QByteArray("# nameserver 10.0.0.3\n; nameserver 10.0.0.4\noptions edns0\nsearch a\n")
        << QStringList{};
    QTest::newRow("IPv6 and garbage are not IPv4 servers")
        << QByteArray("nameserver fe80::1%eth0\nnameserver 10.0.0.256\nnameserver x\n")
        << QStringList{};
    QTest::newRow("several, in order") << QByteArray("nameserver 10.0.0.9\nnameserver 172.16.0.1\n")
                                       << QStringList{"10.0.0.9", "172.16.0.1"};
}

void TestHostDestinations::nameservers()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, servers);
    QStringList got;
    for (const quint32 a : HostDestinationSource::nameservers(text))
        got << topology::Ipv4Subnet::addressToString(a);
    QCOMPARE(got, servers);
}

void TestHostDestinations::tcpPeers_data()
{
    QTest::addColumn<QByteArray>("table");
    QTest::addColumn<QStringList>("peers");
    const QByteArray head = "  sl  local_address rem_address   st tx_queue\n";
    QTest::newRow("every open state counts, the others do not")
        << head + "0: 0100000A:0016 0200000A:1 01 x\n1: 0100000A:0016 0300000A:1 02 x\n"
                  "2: 0100000A:0016 0400000A:1 03 x\n3: 0100000A:0016 0500000A:1 04 x\n"
                  "4: 0100000A:0016 0600000A:1 05 x\n5: 0100000A:0016 0700000A:1 06 x\n"
                  "6: 0100000A:0016 0800000A:1 07 x\n7: 0100000A:0016 0900000A:1 08 x\n"
                  "8: 0100000A:0016 0A00000A:1 09 x\n9: 0100000A:0016 0B00000A:1 0A x\n"
                  "10: 0100000A:0016 0C00000A:1 0B x\n"
        << QStringList{"10.0.0.2", "10.0.0.3", "10.0.0.4",  "10.0.0.5",
                       "10.0.0.6", "10.0.0.9", "10.0.0.10", "10.0.0.12"};
    QTest::newRow("the header line and short or broken lines are skipped")
        << QByteArray("0: 0100000A:0016 0200000A:1 01\n") + "0: 0100000A\n" +
               "1: 0100000A:0016 ZZ00000A:1 01 x\n2: 0100000A:0016 0200000A:1 QQ x\n"
        << QStringList{};
    QTest::newRow("tcp6: IPv4-mapped only")
        << head + "0: 0:0 0000000000000000FFFF00000300000A:0050 01 x\n"
                  "1: 0:0 00000000000000000000000003000000:0050 01 x\n"
                  "2: 0:0 0000000000000000FFFF0001030000A0:0050 01 x\n"
        << QStringList{"10.0.0.3"};
}

void TestHostDestinations::tcpPeers()
{
    QFETCH(QByteArray, table);
    QFETCH(QStringList, peers);
    QStringList got;
    for (const quint32 a : HostDestinationSource::tcpPeers(table))
        got << topology::Ipv4Subnet::addressToString(a);
    QCOMPARE(got, peers);
}

void TestHostDestinations::missingFilesAreEmpty()
{
    const QTemporaryDir empty;
    const FixedKernel kernel;
    const Result<QList<ReachedDestination>> rows =
        HostDestinationSource(empty.path(), empty.path(), kernel).read();
    QVERIFY2(rows, qPrintable(rows.errorMessage()));
    QCOMPARE(rows->size(), 3); // the kernel's gateway and neighbours alone
}

void TestHostDestinations::oversizedFileIsAnError()
{
    const QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("etc")));
    QFile big(root.filePath(QStringLiteral("etc/resolv.conf")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    big.write(QByteArray(HostDestinationSource::kMaxResolvBytes + 1, '#'));
    big.close();
    const FixedKernel kernel;
    const Result<QList<ReachedDestination>> rows =
        HostDestinationSource(root.path(), root.path(), kernel).read();
    QVERIFY(!rows);
    QVERIFY2(rows.errorMessage().contains(QLatin1String("etc/resolv.conf is larger than")),
             qPrintable(rows.errorMessage()));
}

void TestHostDestinations::kernelFailureIsAnError()
{
    const FailingKernel kernel;
    const Result<QList<ReachedDestination>> rows =
        HostDestinationSource(kData + QLatin1String("/root"), kData + QLatin1String("/proc"),
                              kernel)
            .read();
    QVERIFY(!rows);
    QCOMPARE(rows.errorMessage(), QStringLiteral("netlink is gone"));
}

void TestHostDestinations::realKernel()
{
    // This namespace's own kernel: its loopback address is reached through lo, and a dump
    // of gateways and neighbours answers (whatever this machine has).
    const NetlinkReachability kernel;
    const Result<std::optional<QString>> loopback = kernel.deviceFor(ip("127.0.0.1"));
    QVERIFY2(loopback, qPrintable(loopback.errorMessage()));
    QCOMPARE(loopback->value_or(QString()), QStringLiteral("lo"));
    const auto rows = kernel.gatewaysAndNeighbours();
    QVERIFY2(rows, qPrintable(rows.errorMessage()));
    const auto all =
        HostDestinationSource(QStringLiteral("/"), QStringLiteral("/proc"), kernel).read();
    QVERIFY2(all, qPrintable(all.errorMessage()));
    for (const ReachedDestination &d : *all)
        QVERIFY2(HostDestinationSource::capturable(d.address), qPrintable(d.toString()));
}

QTEST_GUILESS_MAIN(TestHostDestinations)
#include "tst_hostdestinations.moc"
