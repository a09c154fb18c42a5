// The generated file against netplan's real parser (`netplan generate --root-dir`) for every
// topology and node; the hierarchy (shadowing, order, conflicts, renderer); diffs; and
// crash-safe writes.
#include "common/AtomicFile.h"
#include "netplan/LineDiff.h"
#include "netplan/NetlinkHostNetworkSource.h"
#include "netplan/NetplanHierarchy.h"
#include "netplan/NetplanPolicy.h"
#include "netplan/NetplanValidator.h"
#include "netplan/NetplanWriter.h"
#include "topology/AddressPlanner.h"

#include "NetplanTestFiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace sparkwire;

Q_DECLARE_METATYPE(topology::TopologySpec)

namespace {
using NetplanTestFiles::put;
using NetplanTestFiles::slurp;

const QByteArray kNewNetplan = "network:\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n";
const QSet<QString> kDgxNetdevs = {"enp1s0f0np0", "enP2p1s0f0np0", "enp1s0f1np1", "enP2p1s0f1np1"};
} // namespace

class TestNetplan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTopologyPassesNetplan_data();
    void everyTopologyPassesNetplan();
    void validatorReportsFileLineColumn();
    void validatorSeesConflictsWithOtherFiles();
    void hierarchyOrderAndConflicts();
    void diff_data();
    void diff();
    void atomicWrite();
    void validatorScratchStaysUnderItsParent();
    void validatorIgnoresAStagedCopy();
    void netlinkSeesLoopback();
};

void TestNetplan::everyTopologyPassesNetplan_data()
{
    QTest::addColumn<topology::TopologySpec>("spec");
    QTest::addColumn<int>("node");
    auto add = [](const char *name, topology::TopologySpec spec) {
        for (int n = 1; n <= spec.nodes; ++n)
            QTest::newRow(qPrintable(QStringLiteral("%1 node %2").arg(QLatin1String(name)).arg(n)))
                << spec << n;
    };
    topology::TopologySpec two;
    add("two-node p1", two);
    two.port = 0;
    add("two-node p0", two);
    two.addressing = topology::Addressing::LinkLocal;
    add("two-node link-local", two);
    topology::TopologySpec ring;
    ring.topology = topology::Topology::Ring;
    ring.nodes = 3;
    add("ring3", ring);
    topology::TopologySpec star;
    star.topology = topology::Topology::Switch;
    star.nodes = 4;
    star.subnetBase = QStringLiteral("10.20.0.0/16");
    add("switch 4", star);
    star.nodes = 16;
    star.mtu = 4200;
    add("switch 16 mtu 4200", star);
}

void TestNetplan::everyTopologyPassesNetplan()
{
    QFETCH(topology::TopologySpec, spec);
    QFETCH(int, node);
    const topology::PlanResult plan = topology::AddressPlanner().plan(spec);
    QVERIFY2(plan.ok(), qPrintable(plan.messages().join('\n')));
    const QByteArray yaml = netplan::renderNodeNetplan(plan.plan, node);
    QVERIFY(!yaml.isEmpty());
    QCOMPARE(netplan::NetplanPolicy(kDgxNetdevs).check(yaml), QStringList());

    // netplan's own parser, through the validator...
    QTemporaryDir root;
    const Result<QList<netplan::NetplanIssue>> issues =
        netplan::NetplanValidator().validate(root.path(), yaml);
    QVERIFY2(issues && issues->isEmpty(),
             qPrintable(issues ? issues->value(0).toString() : issues.errorMessage()));

    // ...and `netplan generate --root-dir` directly: the networkd units say what we planned.
    put(root.path() + QStringLiteral("/etc/netplan/40-cx7.yaml"), yaml);
    QCOMPARE(
        QProcess::execute(QStringLiteral("netplan"),
                          {QStringLiteral("generate"), QStringLiteral("--root-dir"), root.path()}),
        0);
    for (const topology::PlannedNetdev &d : plan.plan.node(node)->netdevs) {
        const QByteArray network =
            slurp(root.path() +
                  QStringLiteral("/run/systemd/network/10-netplan-%1.network").arg(d.netdev));
        QVERIFY2(!network.isEmpty(), qPrintable(d.netdev));
        QVERIFY(network.contains(QByteArray("Name=" + d.netdev.toUtf8())));
        if (spec.addressing == topology::Addressing::Static) {
            QVERIFY(network.contains(QByteArray("Address=" + d.address.toString().toUtf8())));
            QVERIFY(network.contains("LinkLocalAddressing=no"));
        } else {
            QVERIFY(network.contains("LinkLocalAddressing=ipv4"));
        }
        QVERIFY(network.contains("IPv6AcceptRA=no"));
        const QByteArray link = slurp(
            root.path() + QStringLiteral("/run/systemd/network/10-netplan-%1.link").arg(d.netdev));
        QVERIFY2(link.contains(QByteArray("MTUBytes=" + QByteArray::number(spec.mtu))),
                 link.constData());
    }
}

void TestNetplan::validatorReportsFileLineColumn()
{
    QTemporaryDir root;
    const QByteArray bad =
        "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      dhcp4: maybe\n";
    const Result<QList<netplan::NetplanIssue>> issues =
        netplan::NetplanValidator().validate(root.path(), bad);
    QVERIFY2(issues, qPrintable(issues.errorMessage()));
    QCOMPARE(issues->size(), 1);
    QCOMPARE(issues->at(0).file, QStringLiteral("etc/netplan/40-cx7.yaml"));
    QCOMPARE(issues->at(0).line, 5);
    QCOMPARE(issues->at(0).column, 14);
    QVERIFY(issues->at(0).message.contains(QStringLiteral("invalid boolean")));
    QVERIFY(QDir(root.path())
                .entryList(QDir::NoDotAndDotDot | QDir::AllEntries)
                .isEmpty()); // untouched

    // No verdict at all when netplan cannot run: an error, not an issue of the file.
    const Result<QList<netplan::NetplanIssue>> missing =
        netplan::NetplanValidator(QStringLiteral("/nonexistent/netplan"))
            .validate(root.path(), bad);
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, ErrorCode::Unavailable);
    QVERIFY(missing.error().message.contains(QStringLiteral("install netplan.io")));
}

void TestNetplan::validatorSeesConflictsWithOtherFiles()
{
    // Another file already gives the same netdev a conflicting setting netplan refuses.
    QTemporaryDir root;
    put(root.path() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
        "network:\n  version: 2\n  bonds:\n    bond0:\n      interfaces: [enp1s0f1np1]\n");
    const QByteArray ours =
        "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 9000\n";
    const Result<QList<netplan::NetplanIssue>> fine =
        netplan::NetplanValidator().validate(root.path(), ours);
    QVERIFY(fine && fine->isEmpty());
    put(root.path() + QStringLiteral("/etc/netplan/60-broken.yaml"), "network: [unclosed\n");
    const Result<QList<netplan::NetplanIssue>> broken =
        netplan::NetplanValidator().validate(root.path(), ours);
    QVERIFY(broken && !broken->isEmpty());
    QCOMPARE(broken->at(0).file, QStringLiteral("etc/netplan/60-broken.yaml"));
}

void TestNetplan::hierarchyOrderAndConflicts()
{
    QTemporaryDir root;
    const QString r = root.path();
    put(r + "/lib/netplan/00-base.yaml",
        "network:\n  renderer: networkd\n  ethernets:\n    enp1s0f1np1: {dhcp4: true}\n");
    put(r + "/etc/netplan/50-cloud-init.yaml",
        "network:\n  ethernets:\n    enP2p1s0f1np1: {dhcp4: true}\n    enP7s7: {dhcp4: true}\n");
    put(r + "/run/netplan/50-cloud-init.yaml",
        "network:\n  ethernets:\n    enP7s7: {dhcp4: true}\n"); // shadows etc/
    put(r + "/etc/netplan/90-nm.yaml",
        "network:\n  renderer: NetworkManager\n  ethernets:\n    enp1s0f1np1: {mtu: 1500}\n");
    put(r + "/etc/netplan/40-cx7.yaml", "network:\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n");
    put(r + "/etc/netplan/70-bad.yaml", "network: [\n");
    put(r + "/etc/netplan/README", "not yaml, not read");

    const auto h = netplan::NetplanHierarchy::read(r);
    QStringList paths;
    for (const auto &f : h.files())
        paths << f.path;
    QCOMPARE(paths, (QStringList{"lib/netplan/00-base.yaml", "etc/netplan/40-cx7.yaml",
                                 "run/netplan/50-cloud-init.yaml", "etc/netplan/70-bad.yaml",
                                 "etc/netplan/90-nm.yaml"}));
    QVERIFY(!h.files()[3].error.isEmpty());
    QCOMPARE(h.effectiveRenderer(), QStringLiteral("NetworkManager"));

    const auto conflicts = h.conflictsWith({"enp1s0f1np1", "enP2p1s0f1np1"});
    QCOMPARE(conflicts.size(), 2); // enP2 is only in the shadowed etc/ file
    QCOMPARE(conflicts[0].path, QStringLiteral("lib/netplan/00-base.yaml"));
    QVERIFY(!conflicts[0].overridesOurs);
    QCOMPARE(conflicts[1].path, QStringLiteral("etc/netplan/90-nm.yaml"));
    QVERIFY(conflicts[1].overridesOurs);
}

void TestNetplan::diff_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("expected");
    QTest::newRow("equal") << "a\nb\n"
                           << "a\nb\n"
                           << "";
    QTest::newRow("new file") << ""
                              << "a\nb\n"
                              << "--- old\n+++ new\n@@ -0,0 +1,2 @@\n+a\n+b\n";
    QTest::newRow("removed file") << "a\n"
                                  << ""
                                  << "--- old\n+++ new\n@@ -1,1 +0,0 @@\n-a\n";
    QTest::newRow("one line")
        << "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        << "1\n2\n3\n4\nX\n6\n7\n8\n9\n"
        << "--- old\n+++ new\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+X\n 6\n 7\n 8\n";
    QTest::newRow("two hunks") << "a\n1\n2\n3\n4\n5\n6\n7\n8\nb\n"
                               << "A\n1\n2\n3\n4\n5\n6\n7\n8\nB\n"
                               << "--- old\n+++ new\n@@ -1,4 +1,4 @@\n-a\n+A\n 1\n 2\n 3\n@@ -7,4 "
                                  "+7,4 @@\n 6\n 7\n 8\n-b\n+B\n";
}

void TestNetplan::diff()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QTEST(netplan::unifiedDiff(before, after, QStringLiteral("old"), QStringLiteral("new")),
          "expected");
}

void TestNetplan::atomicWrite()
{
    QTemporaryDir dir;
    const QString path = dir.path() + QStringLiteral("/40-cx7.yaml");
    QCOMPARE(common::AtomicFile::read(path).error().code, ErrorCode::NotFound);
    QVERIFY(common::AtomicFile::write(path, "first\n", 0600));
    QVERIFY(common::AtomicFile::write(path, "second\n", 0600));
    QCOMPARE(*common::AtomicFile::read(path), QByteArray("second\n"));
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{"40-cx7.yaml"});
    const Status written = common::AtomicFile::write(dir.path() + "/missing/dir/file", "x", 0600);
    QVERIFY(written.errorMessage().contains(QStringLiteral("Cannot create a temporary file")));
    QVERIFY(common::AtomicFile::remove(path));
    QVERIFY(common::AtomicFile::remove(path)); // already gone is fine
}

void TestNetplan::validatorScratchStaysUnderItsParent()
{
    // A stand-in for netplan that records where it was asked to look and what it found there.
    QTemporaryDir work;
    const QString log = work.path() + QStringLiteral("/netplan.log");
    const QString fake = work.path() + QStringLiteral("/netplan");
    put(fake,
        QStringLiteral("#!/bin/sh\necho \"$3\" >%1\ncd \"$3\" && find . -type f | sort >>%1\n")
            .arg(log)
            .toUtf8());
    QFile::setPermissions(fake, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    QTemporaryDir root;
    put(root.path() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"), "network: {}\n");
    const QString scratch = work.path() + QStringLiteral("/run/sparkwire/validate");
    const Result<QList<netplan::NetplanIssue>> issues =
        netplan::NetplanValidator(fake, scratch).validate(root.path(), kNewNetplan);
    QVERIFY(issues && issues->isEmpty());
    const QStringList seen = QString::fromUtf8(slurp(log)).split('\n', Qt::SkipEmptyParts);
    QVERIFY2(seen.value(0).startsWith(scratch + QStringLiteral("/tree-")),
             qPrintable(seen.value(0)));
    QCOMPARE(seen.mid(1),
             (QStringList{"./etc/netplan/40-cx7.yaml", "./etc/netplan/50-cloud-init.yaml"}));
    QVERIFY(QDir(scratch).isEmpty()); // removed once netplan is done
}

void TestNetplan::validatorIgnoresAStagedCopy()
{
    // A pending change staged in run/netplan must not shadow the candidate being validated.
    QTemporaryDir root;
    put(root.path() + QStringLiteral("/run/netplan/40-cx7.yaml"),
        "network:\n  ethernets:\n    enp1s0f1np1: {dhcp4: maybe}\n");
    put(root.path() + QStringLiteral("/lib/netplan/40-cx7.yaml"),
        "network:\n  ethernets:\n    enp1s0f1np1: {dhcp4: maybe}\n");
    const Result<QList<netplan::NetplanIssue>> issues =
        netplan::NetplanValidator().validate(root.path(), kNewNetplan);
    QVERIFY(issues && issues->isEmpty());
    const Result<QList<netplan::NetplanIssue>> bad = netplan::NetplanValidator().validate(
        root.path(), "network:\n  ethernets:\n    enp1s0f1np1: {mtu: x}\n");
    QVERIFY(bad);
    QCOMPARE(bad->size(), 1);
    QCOMPARE(bad->at(0).file, QStringLiteral("etc/netplan/40-cx7.yaml"));
}

void TestNetplan::netlinkSeesLoopback()
{
    // The kernel's own answer in this network namespace: lo's 127.0.0.1/8 and its local route.
    const Result<QList<netplan::HostNetwork>> rows = netplan::NetlinkHostNetworkSource().read();
    QVERIFY2(rows, qPrintable(rows.errorMessage()));
    QStringList seen;
    for (const netplan::HostNetwork &row : *rows)
        seen << row.toString();
    QVERIFY2(seen.contains(QStringLiteral("127.0.0.0/8 (an address on lo)")),
             qPrintable(seen.join('\n')));
    QVERIFY2(seen.contains(QStringLiteral("127.0.0.0/8 (a route via lo)")),
             qPrintable(seen.join('\n')));
    QVERIFY(seen.contains(QStringLiteral("127.0.0.1/32 (a route via lo)")));
}

QTEST_GUILESS_MAIN(TestNetplan)
#include "tst_netplan.moc"
