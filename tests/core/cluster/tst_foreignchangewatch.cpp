// After a kept plan, the member notices another tool's change to a CX-7 netdev (issue 30,
// item 2): a kept two-node record, this member's inventory as the plan has it (a recorded
// Spark's, its links set here: no /sys, no netlink), then NVIDIA Sync's file in a netplan root
// of the test's own and the MTU or address it would set. One notice per new difference,
// naming the file and the tool; none while a seat's change is pending, none without a record.
#include "ClusterFixtures.h"

#include "cluster/ForeignChangeWatch.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::cluster;
using namespace ClusterFixtures;

namespace {
const QString kSync = QStringLiteral(
    SPARKWIRE_FIXTURES "/netplan/other-tools/etc/netplan/99-nvidia-sync-cluster.yaml");

ClusterRecord keptRecord()
{
    ClusterRecord r;
    r.seatId = idOf(QLatin1Char('A'));
    r.members = {member(QLatin1Char('A'), 1), member(QLatin1Char('B'), 2)};
    r.name = ClusterRecord::defaultName(r.members);
    r.cabling = {{idOf(QLatin1Char('A')), 1, idOf(QLatin1Char('B')), 1}};
    r.plannedAt = QDateTime(QDate(2026, 11, 2), QTime(3, 4, 5), Qt::UTC);
    return r;
}

// spark-b as the kept plan has it: port 1's twins at .2 of their subnets, MTU 9000, up.
hw::HostInventory asPlanned()
{
    hw::HostInventory inventory = inventoryOf(QLatin1Char('A'));
    for (hw::Cx7Port &p : inventory.ports) {
        p.link.mtu = 9000;
        p.link.carrier = p.port == 1;
        p.link.ipv4.clear();
        if (p.port == 1)
            p.link.ipv4 << (p.half == 0 ? QStringLiteral("192.168.177.2/24")
                                        : QStringLiteral("192.168.178.2/24"));
    }
    return inventory;
}

hw::Cx7Port &port(hw::HostInventory &inventory, const QString &netdev)
{
    for (hw::Cx7Port &p : inventory.ports)
        if (p.netdev == netdev)
            return p;
    qFatal("no %s", qPrintable(netdev));
}

struct Bed
{
    QTemporaryDir state;
    QTemporaryDir root;
    std::unique_ptr<ForeignChangeWatch> watch;
    std::unique_ptr<QSignalSpy> notices;

    Bed()
    {
        QDir().mkpath(root.filePath(QStringLiteral("etc/netplan")));
        watch = std::make_unique<ForeignChangeWatch>(ForeignChangeWatch::Sources{
            idOf(QLatin1Char('B')), QStringLiteral("spark-b"), state.path(), root.path()});
        notices = std::make_unique<QSignalSpy>(watch.get(), &ForeignChangeWatch::notice);
    }
    bool syncFile()
    {
        return QFile::copy(
            kSync, root.filePath(QStringLiteral("etc/netplan/99-nvidia-sync-cluster.yaml")));
    }
    QStringList told()
    {
        QStringList out;
        for (const QList<QVariant> &n : std::as_const(*notices))
            out << n.at(0).toString();
        notices->clear();
        return out;
    }
};
} // namespace

class TestForeignChangeWatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void asPlannedSaysNothing()
    {
        Bed bed;
        QVERIFY(keptRecord().save(bed.state.path()));
        bed.watch->check(asPlanned());
        QVERIFY(bed.told().isEmpty());
    }

    void syncsMtuIsNamedWithItsFile()
    {
        Bed bed;
        QVERIFY(keptRecord().save(bed.state.path()));
        QVERIFY(bed.syncFile());
        hw::HostInventory changed = asPlanned();
        port(changed, QStringLiteral("enp1s0f1np1")).link.mtu = 1500;
        bed.watch->check(changed);
        const QStringList told = bed.told();
        QCOMPARE(told.size(), 1);
        QCOMPARE(told.first(),
                 QStringLiteral("spark-b: enp1s0f1np1 is at MTU 1500 (the kept plan: 9000) — "
                                "configured by /etc/netplan/99-nvidia-sync-cluster.yaml (NVIDIA "
                                "Sync (Cluster Assistant))"));
        // Told once; the same difference again (another link event) says nothing.
        bed.watch->check(changed);
        QVERIFY(bed.told().isEmpty());
        // Back as planned, then changed again: news again.
        bed.watch->check(asPlanned());
        QVERIFY(bed.told().isEmpty());
        bed.watch->check(changed);
        QCOMPARE(bed.told().size(), 1);
    }

    void syncsAddressIsNamed()
    {
        Bed bed;
        QVERIFY(keptRecord().save(bed.state.path()));
        QVERIFY(bed.syncFile());
        hw::HostInventory changed = asPlanned();
        port(changed, QStringLiteral("enP2p1s0f1np1")).link.ipv4 = {
            QStringLiteral("10.200.1.1/24")};
        bed.watch->check(changed);
        const QStringList told = bed.told();
        QCOMPARE(told.size(), 1);
        QVERIFY2(told.first().startsWith(QStringLiteral(
                     "spark-b: enP2p1s0f1np1 has 10.200.1.1/24 instead of 192.168.178.2/24 — "
                     "configured by /etc/netplan/99-nvidia-sync-cluster.yaml")),
                 qPrintable(told.first()));
    }

    void noOtherFileSaysSo()
    {
        Bed bed;
        QVERIFY(keptRecord().save(bed.state.path()));
        hw::HostInventory changed = asPlanned();
        port(changed, QStringLiteral("enp1s0f1np1")).link.ipv4 << QStringLiteral("10.9.9.9/24");
        bed.watch->check(changed);
        const QStringList told = bed.told();
        QCOMPARE(told.size(), 1);
        QVERIFY2(told.first().contains(QLatin1String("besides the kept plan's 192.168.177.2/24")) &&
                     told.first().contains(QLatin1String("no netplan file but Sparkwire's")),
                 qPrintable(told.first()));
    }

    void anotherFileOfTheHierarchyIsNamed()
    {
        // Not another tool's by name or header: any file that names the netdev is named.
        Bed bed;
        QVERIFY(keptRecord().save(bed.state.path()));
        QFile f(bed.root.filePath(QStringLiteral("etc/netplan/50-cloud-init.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 1500\n");
        f.close();
        hw::HostInventory changed = asPlanned();
        port(changed, QStringLiteral("enp1s0f1np1")).link.mtu = 1500;
        bed.watch->check(changed);
        const QStringList told = bed.told();
        QCOMPARE(told.size(), 1);
        QVERIFY2(
            told.first().endsWith(QLatin1String("configured by /etc/netplan/50-cloud-init.yaml")),
            qPrintable(told.first()));
    }

    void quietWhileBusyWithoutRecordOrCarrier()
    {
        Bed bed;
        hw::HostInventory changed = asPlanned();
        port(changed, QStringLiteral("enp1s0f1np1")).link.mtu = 1500;
        bed.watch->check(changed); // no kept plan yet
        QVERIFY(bed.told().isEmpty());
        QVERIFY(keptRecord().save(bed.state.path()));
        bool busy = true;
        bed.watch->setBusy([&] { return busy; });
        bed.watch->check(changed); // a seat's change is pending: its own differences
        QVERIFY(bed.told().isEmpty());
        busy = false;
        // No carrier: an address gone with the cable is not another tool's doing.
        hw::HostInventory unplugged = asPlanned();
        port(unplugged, QStringLiteral("enp1s0f1np1")).link.carrier = false;
        port(unplugged, QStringLiteral("enp1s0f1np1")).link.ipv4.clear();
        bed.watch->check(unplugged);
        QVERIFY(bed.told().isEmpty());
        // Another member's record (this node is not in it): nothing to keep here.
        ClusterRecord other = keptRecord();
        other.members = {member(QLatin1Char('A'), 1), member(QLatin1Char('C'), 2)};
        other.cabling = {{idOf(QLatin1Char('A')), 1, idOf(QLatin1Char('C')), 1}};
        QVERIFY(other.save(bed.state.path()));
        bed.watch->check(changed);
        QVERIFY(bed.told().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestForeignChangeWatch)
#include "tst_foreignchangewatch.moc"
