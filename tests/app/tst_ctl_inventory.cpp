// `sparkwirectl inventory` end to end: the JSON contract (field names fixed by the issue)
// for both naming schemes, any cabling and a drifted GID index; the table; and the errors.
#include "CtlRunner.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QProcess>
#include <QTest>

namespace {
QString fixture(const QString &name)
{
    return QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/") + name;
}

QJsonObject inventoryJson(const QString &tree)
{
    const CtlResult r = ctl({"inventory", "--json", "--sysfs-root", fixture(tree)});
    if (r.exitCode != 0)
        qWarning("sparkwirectl failed: %s", r.err.constData());
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

QJsonObject portByNetdev(const QJsonObject &inventory, const QString &netdev)
{
    for (const QJsonValue &p : inventory.value(QLatin1String("ports")).toArray())
        if (p.toObject().value(QLatin1String("netdev")).toString() == netdev)
            return p.toObject();
    return {};
}
} // namespace

class TestCtlInventory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jsonShape();
    void jsonPorts_data();
    void jsonPorts();
    void management();
    void table();
    void errors_data();
    void errors();
};

void TestCtlInventory::jsonShape()
{
    const QJsonObject o = inventoryJson(QStringLiteral("dgx-port1"));
    QVERIFY(o.value(QLatin1String("hostname")).isString());
    QCOMPARE(o.value(QLatin1String("ports")).toArray().size(), 4);
    const QJsonObject p = portByNetdev(o, QStringLiteral("enp1s0f1np1"));
    // Exactly the example in the issue, field for field.
    QCOMPARE(p.value(QLatin1String("rdma_device")).toString(), QStringLiteral("rocep1s0f1"));
    QCOMPARE(p.value(QLatin1String("pci")).toString(), QStringLiteral("0000:01:00.1"));
    QCOMPARE(p.value(QLatin1String("port")).toInt(-1), 1);
    QCOMPARE(p.value(QLatin1String("half")).toInt(-1), 0);
    QCOMPARE(p.value(QLatin1String("twin")).toString(), QStringLiteral("enP2p1s0f1np1"));
    QCOMPARE(p.value(QLatin1String("carrier")).toBool(), true);
    QCOMPARE(p.value(QLatin1String("mtu")).toInt(), 9000);
    QCOMPARE(p.value(QLatin1String("speed_mbps")).toInt(), 200000);
    QCOMPARE(p.value(QLatin1String("mac")).toString(), QStringLiteral("4c:bb:47:2e:20:01"));
    QCOMPARE(p.value(QLatin1String("ipv4")).toArray(),
             QJsonArray{QStringLiteral("192.168.177.11/24")});
    const QJsonObject roce = p.value(QLatin1String("roce")).toObject();
    QCOMPARE(roce.value(QLatin1String("state")).toString(), QStringLiteral("ACTIVE"));
    QVERIFY(roce.contains(QLatin1String("active_mtu")));
    QVERIFY(roce.value(QLatin1String("active_mtu")).isNull()); // unknown without rdma-core
    QCOMPARE(roce.value(QLatin1String("v2_ipv4_gid_index")).toInt(-1), 3);
    const QJsonArray gids = roce.value(QLatin1String("gids")).toArray();
    QCOMPARE(gids.size(), 4);
    const QJsonObject gid3 = gids.at(3).toObject();
    QCOMPARE(gid3.value(QLatin1String("index")).toInt(), 3);
    QCOMPARE(gid3.value(QLatin1String("type")).toString(), QStringLiteral("RoCE v2"));
    QCOMPARE(gid3.value(QLatin1String("gid")).toString(), QStringLiteral("::ffff:192.168.177.11"));
    QCOMPARE(gid3.value(QLatin1String("ipv4")).toString(), QStringLiteral("192.168.177.11"));
}

void TestCtlInventory::jsonPorts_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("netdev");
    QTest::addColumn<QString>("rdma");
    QTest::addColumn<int>("port");
    QTest::addColumn<int>("half");
    QTest::addColumn<bool>("carrier");
    QTest::addColumn<QJsonValue>("gidIndex");
    QTest::newRow("dgx p0 down") << "dgx-port1"
                                 << "enP2p1s0f0np0"
                                 << "roceP2p1s0f0" << 0 << 1 << false
                                 << QJsonValue(QJsonValue::Null);
    QTest::newRow("mlx5 p1a") << "mlx5-all-up"
                              << "ens1f1a"
                              << "mlx5_1" << 1 << 0 << true << QJsonValue(3);
    QTest::newRow("mlx5 p0b") << "mlx5-all-up"
                              << "ens1f0b"
                              << "mlx5_2" << 0 << 1 << true << QJsonValue(3);
    QTest::newRow("unaddressed") << "dgx-mtu1500-unaddressed"
                                 << "enp1s0f1np1"
                                 << "rocep1s0f1" << 1 << 0 << true << QJsonValue(QJsonValue::Null);
    QTest::newRow("drift a") << "dgx-gid-drift"
                             << "enp1s0f1np1"
                             << "rocep1s0f1" << 1 << 0 << true << QJsonValue(5);
    QTest::newRow("drift b") << "dgx-gid-drift"
                             << "enP2p1s0f1np1"
                             << "roceP2p1s0f1" << 1 << 1 << true << QJsonValue(3);
}

void TestCtlInventory::jsonPorts()
{
    QFETCH(QString, tree);
    QFETCH(QString, netdev);
    const QJsonObject p = portByNetdev(inventoryJson(tree), netdev);
    QVERIFY2(!p.isEmpty(), qPrintable(netdev));
    QTEST(p.value(QLatin1String("rdma_device")).toString(), "rdma");
    QTEST(p.value(QLatin1String("port")).toInt(), "port");
    QTEST(p.value(QLatin1String("half")).toInt(), "half");
    QTEST(p.value(QLatin1String("carrier")).toBool(), "carrier");
    QTEST(p.value(QLatin1String("roce")).toObject().value(QLatin1String("v2_ipv4_gid_index")),
          "gidIndex");
}

void TestCtlInventory::management()
{
    const QJsonObject o = inventoryJson(QStringLiteral("dgx-port1"));
    const QJsonArray management = o.value(QLatin1String("management")).toArray();
    QCOMPARE(management.size(), 1);
    const QJsonObject m = management.first().toObject();
    QCOMPARE(m.value(QLatin1String("netdev")).toString(), QStringLiteral("enP7s7"));
    QCOMPARE(m.value(QLatin1String("carrier")).toBool(), true);
    QCOMPARE(m.value(QLatin1String("mtu")).toInt(), 1500);
    QCOMPARE(m.value(QLatin1String("ipv4")).toArray(),
             QJsonArray{QStringLiteral("192.168.1.50/24")});
}

void TestCtlInventory::table()
{
    const CtlResult r =
        ctl({"inventory", "--sysfs-root", fixture(QStringLiteral("dgx-gid-drift"))});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
    auto row = [&](const QString &netdev) {
        for (const QString &line : lines) {
            const QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (cells.value(1) == netdev)
                return cells;
        }
        return QStringList();
    };
    const QStringList a = row(QStringLiteral("enp1s0f1np1"));
    QCOMPARE(a.value(0), QStringLiteral("rocep1s0f1"));
    QCOMPARE(a.value(2), QStringLiteral("Up"));
    QCOMPARE(a.mid(3, 4), (QStringList{"port", "1", "half", "a"}));
    QCOMPARE(a.value(7), QStringLiteral("enP2p1s0f1np1"));
    QCOMPARE(a.value(8), QStringLiteral("9000"));
    QCOMPARE(a.last(), QStringLiteral("5"));
    QCOMPARE(row(QStringLiteral("enp1s0f0np0")).last(), QStringLiteral("none"));
    QVERIFY(r.out.contains("enP7s7"));
    QVERIFY(!r.out.contains("docker0"));
}

void TestCtlInventory::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing root") << QStringList{"inventory", "--sysfs-root", "/nonexistent/sys"}
                                  << 2 << "does not exist";
    QTest::newRow("no cx7") << QStringList{"inventory", "--sysfs-root", fixture("no-cx7")} << 1
                            << "sparkwire --demo";
    QTest::newRow("no cx7 json") << QStringList{"inventory", "--json", "--sysfs-root",
                                                fixture("no-cx7")}
                                 << 1 << "no ConnectX-7 port";
    QTest::newRow("unknown option") << QStringList{"inventory", "--bogus"} << 2 << "bogus";
    QTest::newRow("stray argument")
        << QStringList{"inventory", "extra"} << 2 << "unexpected argument";
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2 << "unknown command";
    QTest::newRow("no command") << QStringList{} << 2 << "usage:";
}

void TestCtlInventory::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CtlResult r = ctl(args);
    QTEST(r.exitCode, "exitCode");
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty()); // nothing half-printed on stdout for a script to misread
}

QTEST_GUILESS_MAIN(TestCtlInventory)
#include "tst_ctl_inventory.moc"
