// Adopting another tool's CX-7 netplan file as the plan (issue 30, item 2): the real files of
// tests/data/netplan/other-tools read by the real netplan parser, turned into the plan the
// address planner makes from their subnets, each address that cannot be kept named with why;
// and malformed or hostile files refused with a clear error, nothing written anywhere.
#include "netplan/OtherToolAdoption.h"
#include "topology/AddressPlanner.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace sparkwire;
using namespace sparkwire::netplan;

namespace {
const QString kOther = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/other-tools/");

topology::TopologySpec twoNode()
{
    topology::TopologySpec spec;
    spec.topology = topology::Topology::TwoNode;
    spec.nodes = 2;
    spec.port = 1;
    return spec;
}

QStringList addressesOf(const topology::AddressPlan &plan, int node)
{
    QStringList out;
    for (const topology::PlannedNetdev &d : plan.node(node)->netdevs)
        out << d.netdev + QLatin1Char('=') + d.address.toString();
    return out;
}

QByteArray syncFile()
{
    QFile f(kOther + QStringLiteral("etc/netplan/99-nvidia-sync-cluster.yaml"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestOtherToolAdoption : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void syncFileIsKeptWhole()
    {
        const auto settings = OtherToolAdoption().read(
            kOther + QStringLiteral("etc/netplan/99-nvidia-sync-cluster.yaml"));
        QVERIFY2(settings, qPrintable(settings.errorMessage()));
        QCOMPARE(settings->addresses.value(QStringLiteral("enp1s0f1np1")),
                 QStringList{QStringLiteral("10.200.0.1/24")});
        QCOMPARE(settings->mtu.value(QStringLiteral("enP2p1s0f1np1")), 9000);

        const auto adopted = OtherToolAdoption::adopt(*settings, twoNode(), 0, {});
        QVERIFY2(adopted, qPrintable(adopted.errorMessage()));
        QCOMPARE(adopted->node, 1);
        QCOMPARE(adopted->spec.subnetBase, QStringLiteral("10.200.0.0/24"));
        QCOMPARE(adopted->spec.mtu, 9000);
        QCOMPARE(adopted->keptCount(), 2);
        QCOMPARE(addressesOf(adopted->plan, 1),
                 (QStringList{QStringLiteral("enp1s0f1np1=10.200.0.1/24"),
                              QStringLiteral("enP2p1s0f1np1=10.200.1.1/24")}));
        // The other end of the cable follows the same subnets as node 2.
        QCOMPARE(addressesOf(adopted->plan, 2),
                 (QStringList{QStringLiteral("enp1s0f1np1=10.200.0.2/24"),
                              QStringLiteral("enP2p1s0f1np1=10.200.1.2/24")}));
        QVERIFY(adopted->notes.isEmpty());
    }

    void sparkrunSubnetsKeptHostPartsNot()
    {
        const auto settings =
            OtherToolAdoption().read(kOther + QStringLiteral("etc/netplan/40-cx7.yaml"));
        QVERIFY2(settings, qPrintable(settings.errorMessage()));
        // Host part 11 is no node of a two-node plan: the person says which node this is.
        const auto unnumbered = OtherToolAdoption::adopt(*settings, twoNode(), 0, {});
        QVERIFY(!unnumbered);
        QVERIFY2(unnumbered.errorMessage().contains(QLatin1String("say which node")),
                 qPrintable(unnumbered.errorMessage()));

        const auto adopted = OtherToolAdoption::adopt(*settings, twoNode(), 2, {});
        QVERIFY2(adopted, qPrintable(adopted.errorMessage()));
        QCOMPARE(adopted->spec.subnetBase, QStringLiteral("192.168.177.0/24"));
        QCOMPARE(adopted->keptCount(), 0);
        QCOMPARE(adopted->addresses.size(), 2);
        for (const AdoptedAddress &a : adopted->addresses) {
            QVERIFY(!a.kept);
            QVERIFY2(a.why.contains(QLatin1String("host part is 11")), qPrintable(a.why));
        }
        QCOMPARE(addressesOf(adopted->plan, 2),
                 (QStringList{QStringLiteral("enp1s0f1np1=192.168.177.2/24"),
                              QStringLiteral("enP2p1s0f1np1=192.168.178.2/24")}));
    }

    void eachAddressThatCannotBeKeptSaysWhy()
    {
        // Node 1 of a two-node plan on port 1: one good address, and one of each kind of
        // address the plan cannot keep.
        const QByteArray yaml = "network:\n"
                                "  version: 2\n"
                                "  ethernets:\n"
                                "    enp1s0f1np1:\n"
                                "      mtu: 9000\n"
                                "      addresses: [10.50.0.1/24, 10.50.7.1/24, \"fd00::1/64\"]\n"
                                "    enP2p1s0f1np1:\n"
                                "      mtu: 1500\n"
                                "      addresses: [10.60.0.7/24]\n"
                                "    enp1s0f0np0:\n"
                                "      addresses: [10.70.0.1/24]\n";
        const auto settings = OtherToolAdoption().readBytes(yaml, QStringLiteral("x.yaml"));
        QVERIFY2(settings, qPrintable(settings.errorMessage()));
        const auto adopted = OtherToolAdoption::adopt(*settings, twoNode(), 0, {});
        QVERIFY2(adopted, qPrintable(adopted.errorMessage()));
        QCOMPARE(adopted->spec.subnetBase, QStringLiteral("10.50.0.0/24"));
        QCOMPARE(adopted->keptCount(), 1);
        QMap<QString, QString> why;
        for (const AdoptedAddress &a : adopted->addresses)
            why.insert(a.address, a.kept ? QStringLiteral("kept") : a.why);
        QCOMPARE(why.value(QStringLiteral("10.50.0.1/24")), QStringLiteral("kept"));
        QVERIFY2(why.value(QStringLiteral("10.50.7.1/24")).contains(QLatin1String("second")),
                 qPrintable(why.value(QStringLiteral("10.50.7.1/24"))));
        QVERIFY(why.value(QStringLiteral("fd00::1/64")).contains(QLatin1String("IPv4")));
        QVERIFY2(why.value(QStringLiteral("10.60.0.7/24")).contains(QLatin1String("10.50.1.1/24")),
                 qPrintable(why.value(QStringLiteral("10.60.0.7/24"))));
        QVERIFY2(why.value(QStringLiteral("10.70.0.1/24")).contains(QLatin1String("enp1s0f0np0")),
                 qPrintable(why.value(QStringLiteral("10.70.0.1/24"))));
        QCOMPARE(adopted->notes.size(), 1); // 9000 and 1500: one MTU for every netdev
        QCOMPARE(adopted->spec.mtu, 9000);
    }

    void fileMtuBecomesThePlans()
    {
        QByteArray yaml = syncFile();
        yaml.replace("mtu: 9000", "mtu: 4000");
        const auto settings = OtherToolAdoption().readBytes(yaml, QStringLiteral("sync.yaml"));
        QVERIFY2(settings, qPrintable(settings.errorMessage()));
        const auto adopted = OtherToolAdoption::adopt(*settings, twoNode(), 0, {});
        QVERIFY2(adopted, qPrintable(adopted.errorMessage()));
        QCOMPARE(adopted->spec.mtu, 4000);
        QCOMPARE(adopted->plan.spec.mtu, 4000);
    }

    void planThePlannerRefusesIsAnError()
    {
        // The management LAN already on 10.200.0.0/16: the planner refuses the file's subnets.
        const auto settings = OtherToolAdoption().readBytes(syncFile(), QStringLiteral("s.yaml"));
        QVERIFY(settings);
        topology::AddressPlanner planner;
        planner.setNetworksInUse({{QStringLiteral("address on enP7s7"),
                                   *topology::Ipv4Subnet::parse(QStringLiteral("10.200.0.0/16"))}});
        const auto adopted = OtherToolAdoption::adopt(*settings, twoNode(), 0, planner);
        QVERIFY(!adopted);
        QCOMPARE(adopted.error().code, ErrorCode::InvalidInput);
        QVERIFY2(adopted.errorMessage().contains(QLatin1String("enP7s7")),
                 qPrintable(adopted.errorMessage()));
    }

    void malformedFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray head = "network:\n  version: 2\n  ethernets:\n";
        QTest::newRow("too large") << QByteArray(OtherToolAdoption::kMaxBytes + 1, '#')
                                   << QStringLiteral("larger than 64 KiB");
        QTest::newRow("not UTF-8")
            << QByteArray(head + "    \xff\xfe: {}\n") << QStringLiteral("not UTF-8");
        QTest::newRow("NUL byte") << QByteArray(head + QByteArray("    a\0b: {}\n", 12))
                                  << QStringLiteral("U+0000");
        QTest::newRow("tab") << QByteArray(head + "\tenp1s0f1np1: {}\n") << QStringLiteral("TAB");
        QTest::newRow("line separator")
            << QByteArray(head + "    # x\xe2\x80\xa8 enp1s0f1np1: {}\n")
            << QStringLiteral("U+2028");
        QTest::newRow("carriage return")
            << QByteArray(head + "    enp1s0f1np1: {}\r\n") << QStringLiteral("U+000D");
        QTest::newRow("not YAML") << QByteArray("network: [\n")
                                  << QStringLiteral("netplan refuses");
        QTest::newRow("prefix 33")
            << QByteArray(head + "    enp1s0f1np1:\n      addresses: [10.0.0.1/33]\n")
            << QStringLiteral("line 5");
        QTest::newRow("address not an address")
            << QByteArray(head + "    enp1s0f1np1:\n      addresses: [bogus]\n")
            << QStringLiteral("netplan refuses");
        QTest::newRow("mtu not a number")
            << QByteArray(head + "    enp1s0f1np1:\n      mtu: lots\n")
            << QStringLiteral("netplan refuses");
        QTest::newRow("unknown key") << QByteArray(head + "    enp1s0f1np1:\n      frob: 1\n")
                                     << QStringLiteral("netplan refuses");
        QTest::newRow("network a number")
            << QByteArray("network: 5\n") << QStringLiteral("netplan refuses");
        QByteArray many = head;
        for (int i = 0; i <= OtherToolAdoption::kMaxNetdevs; ++i)
            many += "    eth" + QByteArray::number(i) + ": {}\n";
        QTest::newRow("too many netdevs") << many << QStringLiteral("more than 32 netdevs");
        QByteArray addresses = head + "    enp1s0f1np1:\n      addresses:\n";
        for (int i = 1; i <= OtherToolAdoption::kMaxAddressesPerNetdev + 1; ++i)
            addresses += "      - 10.0.0." + QByteArray::number(i) + "/24\n";
        QTest::newRow("too many addresses") << addresses << QStringLiteral("more than 16");
    }

    void malformedFilesAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const auto settings = OtherToolAdoption().readBytes(bytes, QStringLiteral("bad.yaml"));
        QVERIFY(!settings);
        QCOMPARE(settings.error().code, ErrorCode::InvalidInput);
        const QString said = settings.errorMessage() + QLatin1Char(' ') + settings.error().detail;
        QVERIFY2(said.contains(QLatin1String("bad.yaml")), qPrintable(said));
        QVERIFY2(said.contains(expected), qPrintable(said));
    }

    // Fuzz-style: NVIDIA Sync's file with bytes flipped, dropped and doubled at random (a fixed
    // seed: the same forty files every run). Each is either read, and adopted or refused with a
    // message, or refused naming the file; never a crash, never another kind of error.
    void mutatedFilesAreReadOrRefused()
    {
        QRandomGenerator random(30);
        const QByteArray original = syncFile();
        QVERIFY(!original.isEmpty());
        for (int i = 0; i < 40; ++i) {
            QByteArray bytes = original;
            for (int edits = 1 + int(random.bounded(4)); edits > 0; --edits) {
                const int at = int(random.bounded(bytes.size()));
                switch (random.bounded(3)) {
                case 0:
                    bytes[at] = char(random.bounded(256));
                    break;
                case 1:
                    bytes.remove(at, 1 + int(random.bounded(8)));
                    break;
                default:
                    bytes.insert(at, bytes.mid(at, 1 + int(random.bounded(16))));
                }
            }
            const auto settings = OtherToolAdoption().readBytes(bytes, QStringLiteral("m.yaml"));
            if (!settings) {
                QVERIFY2(settings.error().code == ErrorCode::InvalidInput ||
                             settings.error().code == ErrorCode::Protocol,
                         qPrintable(settings.errorMessage()));
                QVERIFY2(settings.errorMessage().contains(QLatin1String("m.yaml")),
                         qPrintable(settings.errorMessage()));
                continue;
            }
            const auto adopted = OtherToolAdoption::adopt(*settings, twoNode(), 0, {});
            QVERIFY(adopted || !adopted.errorMessage().isEmpty());
        }
    }

    void fileWithNothingToAdopt()
    {
        // A file netplan accepts but with no CX-7 address: DHCP on the management port.
        const auto settings = OtherToolAdoption().read(
            kOther + QStringLiteral("etc/netplan/00-installer-config.yaml"));
        QVERIFY2(settings, qPrintable(settings.errorMessage()));
        const auto adopted = OtherToolAdoption::adopt(*settings, twoNode(), 0, {});
        QVERIFY(!adopted);
        QVERIFY2(adopted.errorMessage().contains(QLatin1String("no address")),
                 qPrintable(adopted.errorMessage()));
    }

    void unreadablePaths()
    {
        QTemporaryDir dir;
        QCOMPARE(OtherToolAdoption().read(dir.filePath(QStringLiteral("none.yaml"))).error().code,
                 ErrorCode::NotFound);
        QCOMPARE(OtherToolAdoption().read(dir.path()).error().code, ErrorCode::InvalidInput);
        // A FIFO would block a plain read for ever: not a regular file, refused before open.
        const QString fifo = dir.filePath(QStringLiteral("fifo.yaml"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QCOMPARE(OtherToolAdoption().read(fifo).error().code, ErrorCode::InvalidInput);
    }

    void netplanMissing()
    {
        const auto settings = OtherToolAdoption(QStringLiteral("/nonexistent/netplan"))
                                  .readBytes(syncFile(), QStringLiteral("s.yaml"));
        QVERIFY(!settings);
        QCOMPARE(settings.error().code, ErrorCode::Unavailable);
    }
};

QTEST_GUILESS_MAIN(TestOtherToolAdoption)
#include "tst_othertooladoption.moc"
