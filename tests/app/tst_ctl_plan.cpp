// `sparkwirectl plan` and `sparkwirectl netplan check` as scripts use them: output, files,
// exit codes and messages, including bad input.
#include "CtlRunner.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QProcess>
#include <QSet>
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
    void ringOfN_data();
    void ringOfN();
    void writesFileWithMode0600();
    void namesFromTheInventory();
    void refusals_data();
    void refusals();
    void checkValidAndInvalid();
    void adoptsAnotherToolsFile();
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

// The contract checks outside the project use (issue #30): `plan --topology ring --nodes N
// --json` for N = 3..8 keeps today's JSON, each node's port 0 cabled to the next one's port 1.
void TestCtlPlan::ringOfN_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("name"); // the JSON's "topology"
    QTest::newRow("ring3, the old name") << "ring3" << 3 << "ring3";
    for (int n = 3; n <= 8; ++n)
        QTest::newRow(qPrintable(QStringLiteral("ring of %1").arg(n))) << "ring" << n << "ring3";
}

void TestCtlPlan::ringOfN()
{
    QFETCH(QString, topology);
    QFETCH(int, nodes);
    QFETCH(QString, name);
    const CtlResult r = ctl({"plan", "--topology", topology, "--nodes", QString::number(nodes),
                             "--node", QString::number(nodes), "--json"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(plan.value(QLatin1String("topology")).toString(), name);
    QCOMPARE(plan.value(QLatin1String("nodes_count")).toInt(), nodes);
    const QJsonArray cables = plan.value(QLatin1String("cables")).toArray();
    QCOMPARE(cables.size(), nodes);
    for (int i = 0; i < nodes; ++i) {
        const QJsonObject c = cables.at(i).toObject();
        QCOMPARE(c.value(QLatin1String("node_a")).toInt(), i + 1);
        QCOMPARE(c.value(QLatin1String("port_a")).toInt(), 0);
        QCOMPARE(c.value(QLatin1String("node_b")).toInt(), (i + 1) % nodes + 1);
        QCOMPARE(c.value(QLatin1String("port_b")).toInt(), 1);
    }
    QSet<QString> subnets;
    for (const QJsonValue &node : plan.value(QLatin1String("nodes")).toArray())
        for (const QJsonValue &d : node.toObject().value(QLatin1String("netdevs")).toArray())
            subnets.insert(d.toObject().value(QLatin1String("subnet")).toString());
    QCOMPARE(subnets.size(), nodes * 2); // one per cable-twin
    // The YAML for the last node: all four netdevs.
    const CtlResult yaml = ctl({"plan", "--topology", topology, "--nodes", QString::number(nodes),
                                "--node", QString::number(nodes)});
    QCOMPARE(yaml.exitCode, 0);
    QVERIFY(yaml.out.contains("enp1s0f0np0") && yaml.out.contains("enP2p1s0f1np1"));
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
    QTest::newRow("ring of 9") << QStringList{"plan", "--topology", "ring", "--nodes", "9"} << 1
                               << "a ring has 3 to 8 nodes, not 9";
    QTest::newRow("ring3 of 5") << QStringList{"plan", "--topology", "ring3", "--nodes", "5"} << 2
                                << "--topology ring3 has 3 nodes, not 5; use --topology ring";
    QTest::newRow("switch of 17") << QStringList{"plan", "--topology", "switch", "--nodes", "17"}
                                  << 1 << "a switch fabric has 2 to 16 nodes, not 17";
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

// --adopt: NVIDIA Sync's file becomes the plan (its subnets, node 1); sparkrun's keeps its
// subnets with --node, each address named with why it is not kept; a file netplan refuses is
// an error that names it, with no plan printed.
void TestCtlPlan::adoptsAnotherToolsFile()
{
    const QString other = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/other-tools/etc/netplan/");
    const CtlResult sync =
        ctl({"plan", "--adopt", other + "99-nvidia-sync-cluster.yaml", "--sysfs-root", kTree});
    QCOMPARE(sync.exitCode, 0);
    QVERIFY2(sync.out.contains("- 10.200.0.1/24") && sync.out.contains("- 10.200.1.1/24"),
             sync.out.constData());
    QVERIFY2(sync.err.contains("this Spark is node 1"), sync.err.constData());
    QVERIFY(sync.err.contains("kept: enp1s0f1np1 10.200.0.1/24"));

    const CtlResult sparkrun = ctl(
        {"plan", "--adopt", other + "40-cx7.yaml", "--node", "2", "--json", "--sysfs-root", kTree});
    QCOMPARE(sparkrun.exitCode, 0);
    const QJsonObject plan = QJsonDocument::fromJson(sparkrun.out).object();
    QCOMPARE(plan.value(QLatin1String("subnet_base")).toString(),
             QStringLiteral("192.168.177.0/24"));
    const QJsonObject adopted = plan.value(QLatin1String("adopted")).toObject();
    QCOMPARE(adopted.value(QLatin1String("node")).toInt(), 2);
    const QJsonArray addresses = adopted.value(QLatin1String("addresses")).toArray();
    QCOMPARE(addresses.size(), 2);
    for (const QJsonValue &a : addresses) {
        QCOMPARE(a.toObject().value(QLatin1String("kept")).toBool(), false);
        QVERIFY(a.toObject()
                    .value(QLatin1String("why"))
                    .toString()
                    .contains(QLatin1String("host part is 11")));
    }
    // Without --json nothing about adoption reaches stdout: the YAML stays a file.
    QVERIFY(!ctl({"plan", "--adopt", other + "99-nvidia-sync-cluster.yaml", "--sysfs-root", kTree})
                 .out.contains("adopted"));

    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("network:\n  ethernets:\n    enp1s0f1np1:\n      addresses: [10.0.0.1/33]\n");
    f.close();
    const CtlResult refused = ctl({"plan", "--adopt", bad, "--sysfs-root", kTree});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.out.isEmpty());
    QVERIFY2(refused.err.contains("netplan refuses") && refused.err.contains("bad.yaml"),
             refused.err.constData());
}

QTEST_GUILESS_MAIN(TestCtlPlan)
#include "tst_ctl_plan.moc"
