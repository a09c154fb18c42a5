// How long a full inventory scan takes on a Spark-shaped tree (target: <= 50 ms per run).
// A scan reads every CX-7 netdev, its PCI function, RDMA port and GID table; this is what
// `sparkwirectl inventory` and every netlink-triggered refresh cost.
#include "hw/InventoryJson.h"
#include "hw/InventoryScanner.h"
#include "hw/SysfsReader.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire::hw;

class BenchInventory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void scan_data();
    void scan();
    void scanAndJson();

private:
    QTemporaryDir m_dir;
    QString m_fullTable;
};

// The committed fixtures truncate GID tables to 32 entries; a real mlx5 port has 255.
// This copy pads every table to 255 (unused entries are zero GIDs, as on hardware).
void BenchInventory::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_fullTable = m_dir.path() + QStringLiteral("/dgx-port1-255-gids");
    QCOMPARE(
        QProcess::execute(QStringLiteral("cp"),
                          {QStringLiteral("-a"),
                           QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"), m_fullTable}),
        0);
    const SysfsReader sysfs(m_fullTable);
    for (const QString &device : sysfs.list(QStringLiteral("class/infiniband"))) {
        const QString gids = *sysfs.resolve(QStringLiteral("class/infiniband/") + device) +
                             QStringLiteral("/ports/1/gids/");
        for (int i = 32; i < 255; ++i) {
            QFile f(m_fullTable + QLatin1Char('/') + gids + QString::number(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("0000:0000:0000:0000:0000:0000:0000:0000\n");
        }
    }
}

void BenchInventory::scan_data()
{
    QTest::addColumn<QString>("tree");
    for (const char *tree : {"dgx-port1", "mlx5-all-up", "dgx-gid-drift"})
        QTest::newRow(tree) << QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") + QLatin1String(tree);
    QTest::newRow("dgx-port1, 255-entry GID tables") << m_fullTable;
}

void BenchInventory::scan()
{
    QFETCH(QString, tree);
    const SysfsReader sysfs(tree);
    const InventoryScanner scanner(sysfs);
    HostInventory inventory;
    QBENCHMARK
    {
        inventory = scanner.scan();
    }
    QCOMPARE(inventory.ports.size(), 4);
}

void BenchInventory::scanAndJson()
{
    const SysfsReader sysfs(QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1"));
    const InventoryScanner scanner(sysfs);
    QByteArray json;
    QBENCHMARK
    {
        json = QJsonDocument(InventoryJson::toJson(scanner.scan())).toJson();
    }
    QVERIFY(json.contains("v2_ipv4_gid_index"));
}

QTEST_GUILESS_MAIN(BenchInventory)
#include "bench_inventory.moc"
