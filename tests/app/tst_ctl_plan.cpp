// `sparkwirectl plan` and `sparkwirectl netplan check` as scripts use them: output, files,
// exit codes and messages, including bad input.
#include "CtlRunner.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {
const QString kTree = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
} // namespace

class TestCtlPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void yamlForEachNode();
    void jsonPlan();
    void writesFileWithMode0600();
    void namesFromTheInventory();
    void refusals_data();
    void refusals();
    void checkValidAndInvalid();
};

void TestCtlPlan::yamlForEachNode()
{
    const CtlResult one = ctl({"plan", "--node", "1", "--sysfs-root", kTree});
    const CtlResult two = ctl({"plan", "--node", "2", "--sysfs-root", kTree});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(two.exitCode, 0);
    QVERIFY(one.out.contains("- 192.168.177.1/24") && one.out.contains("- 192.168.178.1/24"));
    QVERIFY(two.out.contains("- 192.168.177.2/24") && two.out.contains("- 192.168.178.2/24"));
    QVERIFY(one.out.contains("mtu: 9000"));
    QVERIFY(!one.out.contains("renderer"));
}

void TestCtlPlan::jsonPlan()
{
    const CtlResult r = ctl({"plan", "--topology", "switch", "--nodes", "4", "--port", "0",
                             "--subnet-base", "10.40.0.0/16", "--json", "--sysfs-root", kTree});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(plan.value(QLatin1String("topology")).toString(), QStringLiteral("switch"));
    const QJsonArray nodes = plan.value(QLatin1String("nodes")).toArray();
    QCOMPARE(nodes.size(), 4);
    const QJsonObject d =
        nodes.at(3).toObject().value(QLatin1String("netdevs")).toArray().at(1).toObject();
    QCOMPARE(d.value(QLatin1String("netdev")).toString(), QStringLiteral("enP2p1s0f0np0"));
    QCOMPARE(d.value(QLatin1String("address")).toString(), QStringLiteral("10.41.0.4/16"));
}

void TestCtlPlan::writesFileWithMode0600()
{
    QTemporaryDir dir;
    const QString file = dir.path() + QStringLiteral("/40-cx7.yaml");
    const CtlResult r =
        ctl({"plan", "--topology", "ring3", "--node", "3", "-o", file, "--sysfs-root", kTree});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(file).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray yaml = f.readAll();
    QVERIFY(yaml.contains("enp1s0f0np0") && yaml.contains("enP2p1s0f1np1")); // all four in a ring
}

void TestCtlPlan::namesFromTheInventory()
{
    const CtlResult r = ctl({"plan", "--node", "1", "--sysfs-root",
                             QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/mlx5-all-up")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("ens1f1a:") && r.out.contains("ens1f1b:"), r.out.constData());
}

void TestCtlPlan::refusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad topology") << QStringList{"plan", "--topology", "mesh"} << 2
                                  << "--topology must be";
    QTest::newRow("node out of range")
        << QStringList{"plan", "--node", "3"} << 2 << "--node must be 1 to 2";
    QTest::newRow("node not a number")
        << QStringList{"plan", "--node", "one"} << 2 << "is not a number";
    QTest::newRow("bad subnet") << QStringList{"plan", "--subnet-base", "10.0.0.1/24",
                                               "--sysfs-root", kTree}
                                << 1 << "host bits set";
    QTest::newRow("overlaps management")
        << QStringList{"plan", "--subnet-base", "192.168.1.0/24", "--sysfs-root", kTree} << 1
        << "address on enP7s7";
    QTest::newRow("absurd mtu") << QStringList{"plan", "--mtu", "100000", "--sysfs-root", kTree}
                                << 1 << "MTU 100000";
    QTest::newRow("check: no file")
        << QStringList{"netplan", "check", "/nonexistent.yaml"} << 2 << "does not exist";
    QTest::newRow("check: no sub-command")
        << QStringList{"netplan"} << 2 << "usage: sparkwirectl netplan check";
}

void TestCtlPlan::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CtlResult r = ctl(args);
    QTEST(r.exitCode, "exitCode");
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCtlPlan::checkValidAndInvalid()
{
    QTemporaryDir dir;
    const QString good = dir.path() + QStringLiteral("/good.yaml");
    QCOMPARE(ctl({"plan", "-o", good, "--sysfs-root", kTree}).exitCode, 0);
    const QString root = dir.path() + QStringLiteral("/root");
    QDir().mkpath(root);
    const CtlResult valid =
        ctl({"netplan", "check", "--policy", "--root-dir", root, "--sysfs-root", kTree, good});
    QVERIFY2(valid.exitCode == 0, valid.err.constData());
    QVERIFY(valid.out.contains("valid (netplan parser and Sparkwire policy)"));

    const QString bad = dir.path() + QStringLiteral("/bad.yaml");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: maybe\n");
    f.close();
    const CtlResult parser = ctl({"netplan", "check", "--root-dir", root, bad}); // netplan alone
    QCOMPARE(parser.exitCode, 1);
    QVERIFY2(parser.err.contains("etc/netplan/40-cx7.yaml:5:14: Error in network definition: "
                                 "invalid boolean value 'maybe'"),
             parser.err.constData());
    const CtlResult policy =
        ctl({"netplan", "check", "--policy", "--root-dir", root, "--sysfs-root", kTree, bad});
    QCOMPARE(policy.exitCode, 1);
    QVERIFY2(policy.err.contains("'enP7s7' is not a ConnectX-7 port of this host"),
             policy.err.constData());
}

QTEST_GUILESS_MAIN(TestCtlPlan)
#include "tst_ctl_plan.moc"
