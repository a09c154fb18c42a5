// The generated file against netplan's real parser (`netplan generate --root-dir`) for every
// topology and node; the hierarchy (shadowing, order, conflicts, renderer); diffs; and
// crash-safe writes.
#include "common/AtomicFile.h"
#include "netplan/LineDiff.h"
#include "netplan/NetlinkHostNetworkSource.h"
#include "netplan/NetplanHierarchy.h"
#include "netplan/NetplanPolicy.h"
#include "netplan/NetplanTransaction.h"
#include "netplan/NetplanValidator.h"
#include "netplan/NetplanWriter.h"
#include "topology/AddressPlanner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace sparkwire;

Q_DECLARE_METATYPE(topology::TopologySpec)

namespace {
void put(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    f.write(content);
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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
    void transactionRevertsWhenApplyFails();
    void transactionConfirmKeepsPrevious();
    void transactionStagesInRunUntilConfirmed();
    void transactionCancelRemovesTheRunCopy();
    void confirmFailsLoudly_data();
    void confirmFailsLoudly();
    void recoveryAfterAKillAtEveryStep_data();
    void recoveryAfterAKillAtEveryStep();
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
    ring.topology = topology::Topology::Ring3;
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
    const QList<netplan::NetplanIssue> issues =
        netplan::NetplanValidator().validate(root.path(), yaml);
    QVERIFY2(issues.isEmpty(), qPrintable(issues.value(0).toString()));

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
            QVERIFY(network.contains(QByteArray("Address=" + d.address.toUtf8())));
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
    const QList<netplan::NetplanIssue> issues =
        netplan::NetplanValidator().validate(root.path(), bad);
    QCOMPARE(issues.size(), 1);
    QCOMPARE(issues[0].file, QStringLiteral("etc/netplan/40-cx7.yaml"));
    QCOMPARE(issues[0].line, 5);
    QCOMPARE(issues[0].column, 14);
    QVERIFY(issues[0].message.contains(QStringLiteral("invalid boolean")));
    QVERIFY(QDir(root.path())
                .entryList(QDir::NoDotAndDotDot | QDir::AllEntries)
                .isEmpty()); // untouched

    const QList<netplan::NetplanIssue> missing =
        netplan::NetplanValidator(QStringLiteral("/nonexistent/netplan"))
            .validate(root.path(), bad);
    QCOMPARE(missing.size(), 1);
    QVERIFY(missing[0].message.contains(QStringLiteral("install netplan.io")));
}

void TestNetplan::validatorSeesConflictsWithOtherFiles()
{
    // Another file already gives the same netdev a conflicting setting netplan refuses.
    QTemporaryDir root;
    put(root.path() + QStringLiteral("/etc/netplan/50-cloud-init.yaml"),
        "network:\n  version: 2\n  bonds:\n    bond0:\n      interfaces: [enp1s0f1np1]\n");
    const QByteArray ours =
        "network:\n  version: 2\n  ethernets:\n    enp1s0f1np1:\n      mtu: 9000\n";
    const QList<netplan::NetplanIssue> fine =
        netplan::NetplanValidator().validate(root.path(), ours);
    QVERIFY2(fine.isEmpty(), qPrintable(fine.value(0).toString()));
    put(root.path() + QStringLiteral("/etc/netplan/60-broken.yaml"), "network: [unclosed\n");
    const QList<netplan::NetplanIssue> broken =
        netplan::NetplanValidator().validate(root.path(), ours);
    QVERIFY(!broken.isEmpty());
    QCOMPARE(broken[0].file, QStringLiteral("etc/netplan/60-broken.yaml"));
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

namespace {
// A transaction whose "netplan apply" records what is in force: the /run copy if there is
// one (it shadows /etc), else the /etc file, else "absent".
netplan::NetplanTransaction::Config recordingConfig(const QString &root)
{
    netplan::NetplanTransaction::Config config;
    config.rootDir = root;
    config.applyCommand = {
        QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral(
            "f=%1/run/netplan/40-cx7.yaml; [ -f \"$f\" ] || f=%1/etc/netplan/40-cx7.yaml;"
            " if [ -f \"$f\" ]; then head -c 3 \"$f\"; echo; else echo absent; fi"
            " >>%1/apply.log")
            .arg(root)};
    return config;
}

QStringList applied(const QString &root)
{
    return QString::fromUtf8(slurp(root + QStringLiteral("/apply.log")))
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// What `netplan generate --root-dir` makes of the tree: the MTU of enp1s0f1np1, or 0.
int generatedMtu(const QString &root)
{
    QProcess::execute(QStringLiteral("netplan"),
                      {QStringLiteral("generate"), QStringLiteral("--root-dir"), root});
    const QByteArray link =
        slurp(root + QStringLiteral("/run/systemd/network/10-netplan-enp1s0f1np1.link"));
    const int at = link.indexOf("MTUBytes=");
    return at < 0 ? 0 : link.mid(at + 9, link.indexOf('\n', at) - at - 9).toInt();
}

const QByteArray kOldNetplan = "network:\n  ethernets:\n    enp1s0f1np1: {mtu: 1500}\n";
const QByteArray kNewNetplan = "network:\n  ethernets:\n    enp1s0f1np1: {mtu: 9000}\n";
} // namespace

void TestNetplan::transactionRevertsWhenApplyFails()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    netplan::NetplanTransaction::Config config;
    config.rootDir = root.path();
    config.applyCommand = {QStringLiteral("sh"), QStringLiteral("-c"),
                           QStringLiteral("echo 'netplan: boom' >&2; exit 3")};
    netplan::NetplanTransaction t(config);
    const QString error = t.begin("new\n");
    QVERIFY2(error.contains(QStringLiteral("failed (exit 3): netplan: boom")), qPrintable(error));
    QVERIFY(error.contains(
        QStringLiteral("reverting also failed"))); // re-applying the old one fails too
    QCOMPARE(slurp(t.targetPath()), QByteArray("old\n"));
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QVERIFY(!t.pending());

    config.applyCommand = {QStringLiteral("/nonexistent/netplan")};
    const QString missing = netplan::NetplanTransaction(config).begin("new\n");
    QVERIFY2(missing.contains(QStringLiteral("cannot run /nonexistent/netplan")),
             qPrintable(missing));
    QCOMPARE(slurp(t.targetPath()), QByteArray("old\n"));
    QVERIFY(!t.pending());
}

void TestNetplan::transactionConfirmKeepsPrevious()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QCOMPARE(t.begin("new\n"), QString());
    QVERIFY(t.pending());
    QVERIFY(!t.begin("newer\n").isEmpty()); // one change at a time
    QCOMPARE(t.confirm(), QString());
    QVERIFY(!t.pending());
    QCOMPARE(slurp(t.targetPath()), QByteArray("new\n"));
    QCOMPARE(slurp(t.previousPath()), QByteArray("old\n"));
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QCOMPARE(applied(root.path()), QStringList{"new"}); // confirming applies nothing again
    QVERIFY(!t.recoverInterrupted());                   // nothing to recover
    QVERIFY(!t.revert().isEmpty());                     // nothing to revert
    struct stat st
    {};
    QCOMPARE(::stat(QFile::encodeName(t.targetPath()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0600);
    QCOMPARE(::stat(QFile::encodeName(QFileInfo(t.markerPath()).path()).constData(), &st), 0);
    QCOMPARE(int(st.st_mode & 0777), 0700);

    // Confirming a change over no file at all: no previous file is kept.
    QVERIFY(QFile::remove(t.targetPath()));
    QCOMPARE(t.begin("newest\n"), QString());
    QCOMPARE(t.confirm(), QString());
    QCOMPARE(slurp(t.targetPath()), QByteArray("newest\n"));
    QVERIFY(!QFile::exists(t.previousPath()));
}

void TestNetplan::transactionStagesInRunUntilConfirmed()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", kOldNetplan);
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QCOMPARE(t.begin(kNewNetplan), QString());
    // Pending: /etc is untouched, the /run copy is what netplan reads.
    QCOMPARE(slurp(t.targetPath()), kOldNetplan);
    QCOMPARE(slurp(t.stagedPath()), kNewNetplan);
    QCOMPARE(t.stagedPath(), root.path() + QStringLiteral("/run/netplan/40-cx7.yaml"));
    QVERIFY(slurp(t.markerPath()).startsWith("sha256 "));
    QCOMPARE(applied(root.path()), QStringList{"net"});
    QCOMPARE(generatedMtu(root.path()), 9000);

    // A reboot (power cut, OOM kill of everything) empties /run: the old file is in force.
    QVERIFY(QDir(root.path() + QStringLiteral("/run")).removeRecursively());
    QVERIFY(!t.pending());
    QCOMPARE(slurp(t.targetPath()), kOldNetplan);
    QCOMPARE(generatedMtu(root.path()), 1500);
    QVERIFY(!t.recoverInterrupted()); // and nothing is left to recover
}

void TestNetplan::transactionCancelRemovesTheRunCopy()
{
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", kOldNetplan);
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QCOMPARE(t.begin(kNewNetplan), QString());
    QCOMPARE(t.revert(), QString());
    QVERIFY(!t.pending());
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QCOMPARE(slurp(t.targetPath()), kOldNetplan);
    QCOMPARE(applied(root.path()), (QStringList{"net", "net"})); // both files start "net"
    QCOMPARE(generatedMtu(root.path()), 1500);
}

void TestNetplan::confirmFailsLoudly_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("reason");
    QTest::newRow("current file unreadable") << "etc"
                                             << "the current file must be kept as the previous one";
    QTest::newRow("staged copy gone") << "staged"
                                      << "the pending change is incomplete";
    QTest::newRow("staged copy unreadable") << "staged-unreadable"
                                            << "the pending change is incomplete";
    QTest::newRow("staged copy replaced") << "staged-changed"
                                          << "is not the file that was applied";
    QTest::newRow("marker gone") << "marker"
                                 << "the pending change is incomplete";
}

void TestNetplan::confirmFailsLoudly()
{
    QFETCH(QString, damage);
    QFETCH(QString, reason);
    QTemporaryDir root;
    put(root.path() + "/etc/netplan/40-cx7.yaml", "old\n");
    put(root.path() + "/var/lib/sparkwire/40-cx7.yaml.previous", "older\n");
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    QCOMPARE(t.begin("new\n"), QString());
    // Root reads through any mode bits: a directory where a file should be cannot be read.
    const auto unreadable = [](const QString &path) {
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkpath(path + QStringLiteral("/x")));
    };
    if (damage == QLatin1String("etc"))
        unreadable(t.targetPath());
    else if (damage == QLatin1String("staged"))
        QVERIFY(QFile::remove(t.stagedPath()));
    else if (damage == QLatin1String("staged-unreadable"))
        unreadable(t.stagedPath());
    else if (damage == QLatin1String("staged-changed"))
        put(t.stagedPath(), "not what was applied\n");
    else if (damage == QLatin1String("marker"))
        QVERIFY(QFile::remove(t.markerPath()));
    const QString error = t.confirm();
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(error.startsWith(QStringLiteral("nothing was confirmed")));
    // Nothing persistent changed: the previous file and (if readable) /etc are as they were.
    QCOMPARE(slurp(t.previousPath()), QByteArray("older\n"));
    if (damage != QLatin1String("etc"))
        QCOMPARE(slurp(t.targetPath()), QByteArray("old\n"));
    QVERIFY(t.pending() || damage == QLatin1String("staged")); // still there to revert
}

void TestNetplan::recoveryAfterAKillAtEveryStep_data()
{
    // The files a helper killed between two steps leaves; what must be in force afterwards.
    QTest::addColumn<QStringList>("left");
    QTest::addColumn<QByteArray>("inForce");
    QTest::newRow("begin: marker written") << QStringList{"marker"} << QByteArray("old\n");
    QTest::newRow("begin: staged, maybe applied")
        << QStringList{"marker", "staged"} << QByteArray("old\n");
    QTest::newRow("begin: a temporary of the staged copy")
        << QStringList{"marker", "staged-temporary"} << QByteArray("old\n");
    QTest::newRow("confirm: previous written")
        << QStringList{"marker", "staged", "previous"} << QByteArray("old\n");
    QTest::newRow("confirm: a temporary in /etc")
        << QStringList{"marker", "staged", "previous", "etc-temporary"} << QByteArray("old\n");
    QTest::newRow("confirm: /etc replaced")
        << QStringList{"marker", "staged", "previous", "etc-new"} << QByteArray("new\n");
    QTest::newRow("confirm or revert: staged removed")
        << QStringList{"marker", "previous", "etc-new"} << QByteArray("new\n");
    QTest::newRow("revert: staged removed") << QStringList{"marker"} << QByteArray("old\n");
    QTest::newRow("validation scratch") << QStringList{"scratch"} << QByteArray("old\n");
    QTest::newRow("earlier layout: backup of the old file")
        << QStringList{"legacy-backup", "etc-new"} << QByteArray("old\n");
    QTest::newRow("earlier layout: there was no file")
        << QStringList{"legacy-absent", "etc-new"} << QByteArray();
}

void TestNetplan::recoveryAfterAKillAtEveryStep()
{
    QFETCH(QStringList, left);
    QFETCH(QByteArray, inForce);
    QTemporaryDir root;
    netplan::NetplanTransaction t(recordingConfig(root.path()));
    put(t.targetPath(), left.contains("etc-new") ? "new\n" : "old\n");
    const QString run = QFileInfo(t.stagedPath()).path();
    const QString state = QFileInfo(t.previousPath()).path();
    if (left.contains("marker"))
        put(t.markerPath(), "sha256 0\n");
    if (left.contains("staged"))
        put(t.stagedPath(), "new\n");
    if (left.contains("staged-temporary"))
        put(run + QStringLiteral("/.40-cx7.yaml.AbC123"), "ne");
    if (left.contains("previous"))
        put(t.previousPath(), "old\n");
    if (left.contains("etc-temporary"))
        put(QFileInfo(t.targetPath()).path() + QStringLiteral("/.40-cx7.yaml.XyZ789"), "new\n");
    if (left.contains("scratch"))
        put(t.validateDir() + QStringLiteral("/tree-Qw3rty/etc/netplan/50-cloud-init.yaml"),
            "secrets\n");
    if (left.contains("legacy-backup"))
        put(state + QStringLiteral("/40-cx7.yaml.backup"), "old\n");
    if (left.contains("legacy-absent"))
        put(state + QStringLiteral("/40-cx7.yaml.absent"), QByteArray());

    const std::optional<QString> result = t.recoverInterrupted();
    const bool needsApply = !left.isEmpty() && left != QStringList{"scratch"};
    QCOMPARE(result.has_value(), needsApply);
    if (result)
        QVERIFY2(result->isEmpty(), qPrintable(*result));
    QVERIFY(!t.pending());
    QCOMPARE(slurp(t.targetPath()), inForce); // whole: old or new, never a mix
    QCOMPARE(QFile::exists(t.targetPath()), !inForce.isEmpty());
    QVERIFY(!QFile::exists(t.stagedPath()));
    QVERIFY(!QFile::exists(t.markerPath()));
    QVERIFY(!QDir(t.validateDir()).exists());
    for (const QString &dir : {run, QFileInfo(t.targetPath()).path(), state})
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".40-cx7")),
                 QStringList());
    // netplan was told to apply what is in force now, once.
    QCOMPARE(applied(root.path()),
             needsApply ? QStringList{inForce.isEmpty() ? QStringLiteral("absent")
                                                        : QString::fromUtf8(inForce.trimmed())}
                        : QStringList());
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
    QCOMPARE(netplan::NetplanValidator(fake, scratch).validate(root.path(), kNewNetplan).size(), 0);
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
    const QList<netplan::NetplanIssue> issues =
        netplan::NetplanValidator().validate(root.path(), kNewNetplan);
    QVERIFY2(issues.isEmpty(), qPrintable(issues.value(0).toString()));
    const QList<netplan::NetplanIssue> bad = netplan::NetplanValidator().validate(
        root.path(), "network:\n  ethernets:\n    enp1s0f1np1: {mtu: x}\n");
    QCOMPARE(bad.size(), 1);
    QCOMPARE(bad[0].file, QStringLiteral("etc/netplan/40-cx7.yaml"));
}

void TestNetplan::netlinkSeesLoopback()
{
    // The kernel's own answer in this network namespace: lo's 127.0.0.1/8 and its local route.
    QString error;
    const std::optional<QList<netplan::HostNetwork>> rows =
        netplan::NetlinkHostNetworkSource().read(&error);
    QVERIFY2(rows, qPrintable(error));
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
