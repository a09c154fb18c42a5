// The fabric description (/etc/sparkwire/fabric.conf): good files parse to their entries;
// every kind of bad line rejects the whole file with its line number; and the inventory
// places a VM's virtio NICs and soft-RoCE devices by it, while a Spark's PCI-placed
// functions keep their places whatever the file says.
#include "hw/FabricDescription.h"
#include "hw/InventoryScanner.h"
#include "hw/SysfsReader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::hw;

using Entries = QList<FabricDescription::Entry>;
Q_DECLARE_METATYPE(Entries)

namespace {
void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    file.write(content);
}

void link(const QString &target, const QString &path)
{
    QDir().mkpath(QFileInfo(path).path());
    QVERIFY2(QFile::link(target, path), qPrintable(path));
}

// A virtual Spark's sysfs as Debian 12's kernel shows it under qemu: virtio NICs (vendor
// 0x1af4, one PCI domain) at slots 00:10-00:13 with the CX-7 names, the management port at
// 00:14, and soft-RoCE devices (virtual, not below any PCI function).
void writeVirtualSpark(const QString &root)
{
    const QStringList names = {QStringLiteral("enp1s0f0np0"), QStringLiteral("enp1s0f1np1"),
                               QStringLiteral("enP2p1s0f0np0"), QStringLiteral("enP2p1s0f1np1"),
                               QStringLiteral("enP7s7")};
    for (int i = 0; i < names.size(); ++i) {
        const QString pci = QStringLiteral("0000:00:%1.0").arg(0x10 + i, 2, 16, QLatin1Char('0'));
        const QString dev = QStringLiteral("devices/pci0000:00/%1").arg(pci);
        writeFile(root + QLatin1Char('/') + dev + QStringLiteral("/vendor"), "0x1af4\n");
        const QString net = QStringLiteral("%1/virtio%2/net/%3").arg(dev).arg(i).arg(names[i]);
        writeFile(root + QLatin1Char('/') + net + QStringLiteral("/type"), "1\n");
        writeFile(root + QLatin1Char('/') + net + QStringLiteral("/mtu"), "9000\n");
        writeFile(root + QLatin1Char('/') + net + QStringLiteral("/carrier"), "1\n");
        writeFile(root + QLatin1Char('/') + net + QStringLiteral("/operstate"), "up\n");
        link(QStringLiteral("../../../virtio%1").arg(i),
             root + QLatin1Char('/') + net + QStringLiteral("/device"));
        link(QStringLiteral("../../") + net, root + QStringLiteral("/class/net/") + names[i]);
    }
    for (const char *rdma : {"rocep1s0f0", "rocep1s0f1", "roceP2p1s0f0", "roceP2p1s0f1"}) {
        const QString dev = QStringLiteral("devices/virtual/infiniband/") + QLatin1String(rdma);
        writeFile(root + QLatin1Char('/') + dev + QStringLiteral("/ports/1/state"), "4: ACTIVE\n");
        link(QStringLiteral("../../") + dev,
             root + QStringLiteral("/class/infiniband/") + QLatin1String(rdma));
    }
}

const QByteArray kVirtualSparkFabric = "# netdev port half rdma\n"
                                       "enp1s0f0np0   0 0 rocep1s0f0\n"
                                       "enP2p1s0f0np0 0 1 roceP2p1s0f0\n"
                                       "enp1s0f1np1   1 0 rocep1s0f1   # port 1\n"
                                       "enP2p1s0f1np1 1 1 roceP2p1s0f1\n";
} // namespace

class TestFabricDescription : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesGoodFiles_data();
    void parsesGoodFiles();
    void rejectsBadFiles_data();
    void rejectsBadFiles();
    void loadMissingIsEmpty();
    void loadRejectsTooLargeAndDirectories();
    void placesVirtioNicsAsCx7Twins();
    void sparkKeepsItsPciPlaces();
};

void TestFabricDescription::parsesGoodFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Entries>("entries");
    using E = FabricDescription::Entry;
    QTest::newRow("empty") << QByteArray() << Entries();
    QTest::newRow("comments and blanks only") << QByteArray("# nothing\n\n   \t\n") << Entries();
    QTest::newRow("virtual spark")
        << kVirtualSparkFabric
        << Entries{E{QStringLiteral("enp1s0f0np0"), 0, 0, QStringLiteral("rocep1s0f0")},
                   E{QStringLiteral("enP2p1s0f0np0"), 0, 1, QStringLiteral("roceP2p1s0f0")},
                   E{QStringLiteral("enp1s0f1np1"), 1, 0, QStringLiteral("rocep1s0f1")},
                   E{QStringLiteral("enP2p1s0f1np1"), 1, 1, QStringLiteral("roceP2p1s0f1")}};
    QTest::newRow("no rdma, tabs, CRLF, no final newline")
        << QByteArray("eth1\t1\t0\t-\r\neth2 1 1 mlx5_3")
        << Entries{E{QStringLiteral("eth1"), 1, 0, QString()},
                   E{QStringLiteral("eth2"), 1, 1, QStringLiteral("mlx5_3")}};
    QTest::newRow("one half only")
        << QByteArray("ens3 0 0 rxe0\n")
        << Entries{E{QStringLiteral("ens3"), 0, 0, QStringLiteral("rxe0")}};
}

void TestFabricDescription::parsesGoodFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(Entries, entries);
    const Result<FabricDescription> fabric = FabricDescription::parse(text, QStringLiteral("f"));
    QVERIFY2(fabric, qPrintable(fabric.errorMessage()));
    QCOMPARE(fabric->entries(), entries);
}

void TestFabricDescription::rejectsBadFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message"); // the start of the error
    QTest::newRow("three fields") << QByteArray("# c\neth0 0 0\n")
                                  << QStringLiteral("f:2: expected 4 fields");
    QTest::newRow("five fields") << QByteArray("eth0 0 0 rxe0 x\n")
                                 << QStringLiteral("f:1: expected 4 fields");
    QTest::newRow("port 2") << QByteArray("eth0 2 0 rxe0\n")
                            << QStringLiteral("f:1: port must be 0 or 1");
    QTest::newRow("port -1") << QByteArray("eth0 -1 0 rxe0\n")
                             << QStringLiteral("f:1: port must be 0 or 1");
    QTest::newRow("port 00") << QByteArray("eth0 00 0 rxe0\n")
                             << QStringLiteral("f:1: port must be 0 or 1");
    QTest::newRow("half x") << QByteArray("eth0 0 x rxe0\n")
                            << QStringLiteral("f:1: half must be 0 or 1");
    QTest::newRow("netdev too long")
        << QByteArray("abcdefghijklmnop 0 0 -\n")
        << QStringLiteral("f:1: 'abcdefghijklmnop' is not a network interface name");
    QTest::newRow("netdev with slash")
        << QByteArray("../eth0 0 0 -\n") << QStringLiteral("f:1: '../eth0' is not a network");
    QTest::newRow("netdev dotdot")
        << QByteArray(".. 0 0 -\n") << QStringLiteral("f:1: '..' is not a network");
    QTest::newRow("netdev not ascii")
        << QByteArray("eth\xc3\xa9 0 0 -\n") << QStringLiteral("f:1: '");
    QTest::newRow("rdma with slash")
        << QByteArray("eth0 0 0 ../mlx5_0\n")
        << QStringLiteral("f:1: '../mlx5_0' is not an RDMA device name");
    QTest::newRow("rdma too long")
        << QByteArray("eth0 0 0 " + QByteArray(64, 'r') + "\n") << QStringLiteral("f:1: 'rrrr");
    QTest::newRow("netdev twice") << QByteArray("eth0 0 0 -\neth0 0 1 -\n")
                                  << QStringLiteral("f:2: eth0 is named twice");
    QTest::newRow("place twice") << QByteArray("eth0 1 1 -\neth1 1 1 -\n")
                                 << QStringLiteral("f:2: port 1 half 1 is already eth0");
    QTest::newRow("rdma twice") << QByteArray("eth0 0 0 rxe0\neth1 0 1 rxe0\n")
                                << QStringLiteral("f:2: RDMA device rxe0 is already eth0's");
    QTest::newRow("NUL byte") << QByteArray("eth0 0 0 -\n\0", 12)
                              << QStringLiteral("f holds a NUL byte");
    QTest::newRow("too large") << QByteArray(FabricDescription::kMaxFileBytes + 1, '#')
                               << QStringLiteral("f is larger than 65536 bytes");
    QTest::newRow("bad line after good ones")
        << QByteArray(kVirtualSparkFabric + "junk\n") << QStringLiteral("f:6: expected 4 fields");
}

void TestFabricDescription::rejectsBadFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const Result<FabricDescription> fabric = FabricDescription::parse(text, QStringLiteral("f"));
    QVERIFY(!fabric);
    QCOMPARE(fabric.error().code, ErrorCode::InvalidInput);
    QVERIFY2(fabric.error().message.startsWith(message), qPrintable(fabric.error().message));
}

void TestFabricDescription::loadMissingIsEmpty()
{
    QTemporaryDir dir;
    const Result<FabricDescription> fabric =
        FabricDescription::load(dir.filePath(QStringLiteral("none.conf")));
    QVERIFY(fabric);
    QVERIFY(fabric->entries().isEmpty());
}

void TestFabricDescription::loadRejectsTooLargeAndDirectories()
{
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big.conf"));
    writeFile(big, QByteArray(FabricDescription::kMaxFileBytes * 4, '#'));
    Result<FabricDescription> fabric = FabricDescription::load(big);
    QVERIFY(!fabric);
    QVERIFY2(fabric.error().message.contains(QLatin1String("larger than")),
             qPrintable(fabric.error().message));
    fabric = FabricDescription::load(dir.path());
    QVERIFY(!fabric);
    QVERIFY2(fabric.error().message.contains(QLatin1String("not a regular file")),
             qPrintable(fabric.error().message));
}

void TestFabricDescription::placesVirtioNicsAsCx7Twins()
{
    QTemporaryDir dir;
    writeVirtualSpark(dir.path());
    const SysfsReader sysfs(dir.path());
    InventoryScanner scanner(sysfs);
    // Without a description the virtio NICs are only wired interfaces, as before.
    HostInventory inventory = scanner.scan();
    QVERIFY(inventory.ports.isEmpty());
    QCOMPARE(inventory.management.size(), 5);

    const Result<FabricDescription> fabric =
        FabricDescription::parse(kVirtualSparkFabric, QStringLiteral("f"));
    QVERIFY(fabric);
    scanner.setFabric(*fabric);
    inventory = scanner.scan();
    QCOMPARE(inventory.ports.size(), 4);
    QCOMPARE(inventory.management.size(), 1);
    QCOMPARE(inventory.management[0].netdev, QStringLiteral("enP7s7"));
    struct Want
    {
        const char *netdev, *twin, *rdma, *pci;
        int port, half;
    };
    const Want want[] = {{"enp1s0f0np0", "enP2p1s0f0np0", "rocep1s0f0", "0000:00:10.0", 0, 0},
                         {"enP2p1s0f0np0", "enp1s0f0np0", "roceP2p1s0f0", "0000:00:12.0", 0, 1},
                         {"enp1s0f1np1", "enP2p1s0f1np1", "rocep1s0f1", "0000:00:11.0", 1, 0},
                         {"enP2p1s0f1np1", "enp1s0f1np1", "roceP2p1s0f1", "0000:00:13.0", 1, 1}};
    for (int i = 0; i < 4; ++i) {
        const Cx7Port &p = inventory.ports[i];
        QCOMPARE(p.netdev, QLatin1String(want[i].netdev));
        QCOMPARE(p.twin, QLatin1String(want[i].twin));
        QCOMPARE(p.rdmaDevice, QLatin1String(want[i].rdma));
        QCOMPARE(p.pci, QLatin1String(want[i].pci));
        QCOMPARE(p.port, want[i].port);
        QCOMPARE(p.half, want[i].half);
        QCOMPARE(p.roce.state, QStringLiteral("ACTIVE"));
        QCOMPARE(p.link.mtu, 9000);
        QVERIFY(p.link.carrier);
    }
    QCOMPARE(inventory.cx7Netdevs().size(), 4);

    // An RDMA device the file names but the kernel has not got is left out, not invented;
    // a netdev the file names that does not exist is not a port.
    const Result<FabricDescription> partial = FabricDescription::parse(
        "enp1s0f1np1 1 0 rxe9\nenP2p1s0f1np1 1 1 roceP2p1s0f1\nmissing0 0 0 -\n",
        QStringLiteral("f"));
    QVERIFY(partial);
    scanner.setFabric(*partial);
    inventory = scanner.scan();
    QCOMPARE(inventory.ports.size(), 2);
    QCOMPARE(inventory.ports[0].rdmaDevice, QString());
    QCOMPARE(inventory.ports[1].rdmaDevice, QStringLiteral("roceP2p1s0f1"));
    QCOMPARE(inventory.ports[0].twin, QStringLiteral("enP2p1s0f1np1"));
}

void TestFabricDescription::sparkKeepsItsPciPlaces()
{
    // A real Spark's tree scanned with a hostile description that renames its ports and
    // claims its management port: the CX-7 functions stay where PCI puts them, exactly as
    // without the file, and the file cannot add a fifth port on a place PCI holds.
    const SysfsReader sysfs(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"));
    InventoryScanner plain(sysfs);
    plain.setHostname(QStringLiteral("h"));
    const HostInventory before = plain.scan();
    QVERIFY(!before.ports.isEmpty());
    InventoryScanner described(sysfs);
    described.setHostname(QStringLiteral("h"));
    const Result<FabricDescription> fabric = FabricDescription::parse(
        "enp1s0f1np1 0 0 rocep1s0f0\nenp1s0f0np0 1 1 -\nenP7s7 1 0 -\n", QStringLiteral("f"));
    QVERIFY(fabric);
    described.setFabric(*fabric);
    QCOMPARE(described.scan(), before);
}

QTEST_GUILESS_MAIN(TestFabricDescription)
#include "tst_fabricdescription.moc"
