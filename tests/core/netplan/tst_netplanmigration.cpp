// Moving the CX-7 netdevs out of another netplan file, on real trees with real netplan: after
// the move netplan's own parser (netplan generate --root-dir) no longer gives the twin the
// other file's settings, every other interface keeps its own, the original bytes are kept,
// and files outside etc/netplan or that netplan would refuse afterwards are left alone.
// About 1 s (netplan generate a few times).
#include "netplan/NetplanHierarchy.h"
#include "netplan/NetplanMigration.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using netplan::NetplanMigration;

namespace {
void put(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QStringList kCx7{QStringLiteral("enp1s0f1np1"), QStringLiteral("enP2p1s0f1np1")};
const QByteArray kOurs = "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: no\n"
                         "      mtu: 9000\n    enP2p1s0f1np1:\n      dhcp4: no\n      mtu: 9000\n";
const QByteArray kCloudInit =
    "# This file is generated from information provided by the datasource.\n"
    "network:\n  version: 2\n  ethernets:\n    enP7s7:\n      dhcp4: true\n"
    "    enP2p1s0f1np1:\n      dhcp4: true\n      optional: true\n";

// What netplan generates for a netdev: its systemd-networkd .network file ("" when none).
QString generated(const QString &root, const QString &netdev)
{
    QTemporaryDir out;
    QDir().mkpath(out.path() + QStringLiteral("/etc/netplan"));
    // Generate from a copy: netplan writes its output under the root dir given.
    QProcess cp;
    cp.start(QStringLiteral("cp"), {QStringLiteral("-a"), root + QStringLiteral("/etc"),
                                    out.path() + QStringLiteral("/")});
    cp.waitForFinished();
    QProcess netplan;
    netplan.start(QStringLiteral("netplan"),
                  {QStringLiteral("generate"), QStringLiteral("--root-dir"), out.path()});
    if (!netplan.waitForFinished(60000) || netplan.exitCode() != 0)
        return QStringLiteral("netplan failed: ") +
               QString::fromUtf8(netplan.readAllStandardError());
    QString all;
    QDirIterator it(out.path() + QStringLiteral("/run/systemd/network"),
                    {QStringLiteral("*.network")});
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(QStringLiteral("-") + netdev + QStringLiteral(".network")))
            all += QString::fromUtf8(read(path));
    }
    return all;
}
} // namespace

class TestNetplanMigration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void movesTheTwinOutAndNetplanAgrees();
    void leavesWhatItCannotMove_data();
    void leavesWhatItCannotMove();
};

void TestNetplanMigration::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("netplan")).isEmpty())
        QSKIP("netplan is not installed (scripts/install-deps.sh installs it)");
}

void TestNetplanMigration::movesTheTwinOutAndNetplanAgrees()
{
    QTemporaryDir root;
    put(root.path() + QStringLiteral("/etc/netplan/40-cx7.yaml"), kOurs);
    put(root.path() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"), kCloudInit);
    // Before: netplan gives the twin cloud-init's DHCP on top of the plan.
    QVERIFY2(generated(root.path(), QStringLiteral("enP2p1s0f1np1"))
                 .contains(QStringLiteral("DHCP=ipv4")),
             qPrintable(generated(root.path(), QStringLiteral("enP2p1s0f1np1"))));

    const NetplanMigration migration(root.path());
    const auto plan = migration.plan(kCx7);
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().message + plan.error().detail));
    QCOMPARE(plan->changes.size(), 1);
    QCOMPARE(plan->changes.first().path, QStringLiteral("etc/netplan/50-cloud-init.yaml"));
    QCOMPARE(plan->changes.first().netdevs, QStringList{QStringLiteral("enP2p1s0f1np1")});
    QVERIFY(plan->notMovable.isEmpty());
    // Planning writes nothing.
    QCOMPARE(read(root.path() + QStringLiteral("/etc/netplan/50-cloud-init.yaml")), kCloudInit);

    QVERIFY(migration.apply(*plan));
    QCOMPARE(read(migration.backupPath(QStringLiteral("etc/netplan/50-cloud-init.yaml"))),
             kCloudInit);
    QVERIFY(netplan::NetplanHierarchy::read(root.path()).conflictsWith(kCx7).isEmpty());
    const QString twin = generated(root.path(), QStringLiteral("enP2p1s0f1np1"));
    QVERIFY2(!twin.contains(QStringLiteral("DHCP")) &&
                 twin.contains(QStringLiteral("MTUBytes=9000")),
             qPrintable(twin));
    // The management port keeps cloud-init's DHCP.
    QVERIFY2(generated(root.path(), QStringLiteral("enP7s7")).contains(QStringLiteral("DHCP=ipv4")),
             qPrintable(generated(root.path(), QStringLiteral("enP7s7"))));
    QCOMPARE(
        QFileInfo(root.path() + QStringLiteral("/etc/netplan/50-cloud-init.yaml")).permissions() &
            (QFileDevice::ReadOther | QFileDevice::ReadGroup),
        QFileDevice::Permissions());
    // Nothing left to move.
    const auto again = migration.plan(kCx7);
    QVERIFY(again && again->changes.isEmpty());
}

void TestNetplanMigration::leavesWhatItCannotMove_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected"); // error text, or "notMovable" for a listed file
    QTest::newRow("run/netplan is regenerated at boot")
        << "run/netplan/90-run.yaml"
        << QByteArray("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true\n")
        << "notMovable";
    QTest::newRow("lib/netplan belongs to a package")
        << "lib/netplan/10-vendor.yaml"
        << QByteArray("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true\n")
        << "notMovable";
    QTest::newRow("a line separator YAML readers disagree on")
        << "etc/netplan/60-odd.yaml"
        << QByteArray("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true # "
                      "x\xe2\x80\xa8\n")
        << "was left as it is";
    QTest::newRow("the rest of the file is refused by netplan")
        << "etc/netplan/60-bad.yaml"
        << QByteArray("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: true\n"
                      "    enP7s7:\n      dhcp4: sometimes\n")
        << "netplan would refuse";
}

void TestNetplanMigration::leavesWhatItCannotMove()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir root;
    put(root.path() + QStringLiteral("/etc/netplan/40-cx7.yaml"), kOurs);
    put(root.path() + QLatin1Char('/') + path, content);
    const NetplanMigration migration(root.path());
    const auto plan = migration.plan(kCx7);
    if (expected == QLatin1String("notMovable")) {
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().message));
        QVERIFY(plan->changes.isEmpty());
        QCOMPARE(plan->notMovable, QStringList{path + QStringLiteral(" (enp1s0f1np1)")});
    } else {
        QVERIFY(!plan);
        QVERIFY2(plan.error().message.contains(expected), qPrintable(plan.error().message));
    }
    QCOMPARE(read(root.path() + QLatin1Char('/') + path), content);
    QVERIFY(!QFile::exists(migration.backupPath(path)));
}

QTEST_GUILESS_MAIN(TestNetplanMigration)
#include "tst_netplanmigration.moc"
