// How long a full inventory scan takes on a Spark-shaped tree (target: <= 50 ms per run).
// A scan reads every CX-7 netdev, its PCI function, RDMA port and GID table; this is what
// `sparkwirectl inventory` and every netlink-triggered refresh cost.
#include "hw/InventoryJson.h"
#include "hw/InventoryScanner.h"
#include "hw/SysfsReader.h"

#include <QJsonDocument>
#include <QTest>

using namespace sparkwire::hw;

class BenchInventory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scan_data();
    void scan();
    void scanAndJson();
};

void BenchInventory::scan_data()
{
    QTest::addColumn<QString>("tree");
    for (const char *tree : {"dgx-port1", "mlx5-all-up", "dgx-gid-drift"})
        QTest::newRow(tree) << QString::fromLatin1(tree);
}

void BenchInventory::scan()
{
    QFETCH(QString, tree);
    const SysfsReader sysfs(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") + tree);
    const InventoryScanner scanner(sysfs);
    HostInventory inventory;
    QBENCHMARK {
        inventory = scanner.scan();
    }
    QCOMPARE(inventory.ports.size(), 4);
}

void BenchInventory::scanAndJson()
{
    const SysfsReader sysfs(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"));
    const InventoryScanner scanner(sysfs);
    QByteArray json;
    QBENCHMARK {
        json = QJsonDocument(InventoryJson::toJson(scanner.scan())).toJson();
    }
    QVERIFY(json.contains("v2_ipv4_gid_index"));
}

QTEST_GUILESS_MAIN(BenchInventory)
#include "bench_inventory.moc"
