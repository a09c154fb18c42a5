// The cluster as text for an issue (issue 30, item 7): a kept record and kept results (the
// recorded files of tests/data/kept and ones written by today's keeper) give members, cables,
// addresses, MTU, the last rates with their verdicts and the versions; a name only a result
// file claims is never shown.
#include "ClusterFixtures.h"

#include "bench/KeptResults.h"
#include "bench/PerftestParser.h"
#include "bench/ResultKeeper.h"
#include "cluster/ClusterSummary.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::cluster;
using namespace ClusterFixtures;

namespace {
const QString kData = QStringLiteral(SPARKWIRE_FIXTURES "/");

ClusterRecord twoNodeRecord()
{
    ClusterRecord r;
    r.seatId = idOf(QLatin1Char('A'));
    r.members = {member(QLatin1Char('A'), 1), member(QLatin1Char('B'), 2)};
    r.name = ClusterRecord::defaultName(r.members);
    r.cabling = {{idOf(QLatin1Char('A')), 1, idOf(QLatin1Char('B')), 1}};
    r.plannedAt = QDateTime(QDate(2026, 11, 2), QTime(3, 4, 5), Qt::UTC);
    return r;
}

bench::PerftestResult parsed(const QString &file)
{
    QFile f(kData + QStringLiteral("perftest/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing %s", qPrintable(file));
    return bench::PerftestParser::parse(f.readAll()).valueOr({});
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}
} // namespace

class TestClusterSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeClusterAsText();
    void versionsFromTheRoot();
};

void TestClusterSummary::wholeClusterAsText()
{
    const ClusterRecord record = twoNodeRecord();
    const QString b = hostnameOf(QLatin1Char('B'));
    QTemporaryDir state;
    bench::ResultKeeper keeper(state.path(), hostnameOf(QLatin1Char('A')), false);
    const QList<bench::PerftestResult> rdma{parsed(QStringLiteral("ib_write_bw_q4.txt")),
                                            parsed(QStringLiteral("ib_write_bw_q4_stale.txt"))};
    const QDateTime when(QDate(2026, 11, 27), QTime(10, 0, 0), Qt::UTC);
    QVERIFY(keeper.keepRdma(b, rdma, {}, when));
    // A result claiming a member nobody paired: its name must not reach the text.
    QVERIFY(keeper.keepRdma(QStringLiteral("evil-host"), rdma, {}, when.addSecs(60)));
    const bench::KeptResults::Newest newest = bench::KeptResults(state.path()).newest();
    const QString text =
        ClusterSummary::text(record, idOf(QLatin1Char('A')), newest.links + newest.nccl,
                             {QStringLiteral("0.1.0"), QStringLiteral("6.11.0-1016-nvidia"),
                              QStringLiteral("DGX OS 7.2.3 (Ubuntu 24.04.3 LTS)")},
                             {{idOf(QLatin1Char('B')), QStringLiteral("configured")}});
    const QStringList lines = text.split(QLatin1Char('\n'));
    QVERIFY2(lines.first().startsWith(QStringLiteral("Sparkwire cluster ") + record.name +
                                      QStringLiteral(": two-node, 2 members, MTU 9000, planned "
                                                     "2026-11-02T03:04:05Z")),
             qPrintable(text));
    const auto has = [&](const QString &line) {
        QVERIFY2(lines.contains(line), qPrintable(line + QStringLiteral("\n---\n") + text));
    };
    has(QStringLiteral("  node 1  %1 (this Spark)").arg(hostnameOf(QLatin1Char('A'))));
    has(QStringLiteral("  node 2  %1: configured").arg(b));
    has(QStringLiteral("  %1 port 1 <-> %2 port 1").arg(hostnameOf(QLatin1Char('A')), b));
    has(QStringLiteral("  %1: enp1s0f1np1 192.168.177.2/24, enP2p1s0f1np1 192.168.178.2/24")
            .arg(b));
    has(QStringLiteral("  RDMA to %1 2026-11-27T10:00:00Z: rocep1s0f1 111.7 Gb/s (healthy), "
                       "roceP2p1s0f1 13.1 Gb/s (stale-init)")
            .arg(b));
    has(QStringLiteral("Versions (this Spark): Sparkwire 0.1.0, kernel 6.11.0-1016-nvidia, DGX "
                       "OS 7.2.3 (Ubuntu 24.04.3 LTS)"));
    QVERIFY2(!text.contains(QStringLiteral("evil-host")), qPrintable(text));
}

void TestClusterSummary::versionsFromTheRoot()
{
    QTemporaryDir root;
    QVERIFY(writeFile(root.filePath(QStringLiteral("proc/sys/kernel/osrelease")),
                      "6.11.0-1016-nvidia\n"));
    QVERIFY(writeFile(root.filePath(QStringLiteral("etc/os-release")),
                      "NAME=\"Ubuntu\"\nPRETTY_NAME=\"Ubuntu 24.04.3 LTS\"\n"));
    QVERIFY(writeFile(root.filePath(QStringLiteral("etc/dgx-release")),
                      "DGX_NAME=\"DGX Spark\"\nDGX_OTA_VERSION=\"7.2.3\"\n"));
    ClusterSummary::Versions v = ClusterSummary::seatVersions(root.path(), QStringLiteral("0.1.0"));
    QCOMPARE(v.kernel, QStringLiteral("6.11.0-1016-nvidia"));
    QCOMPARE(v.os, QStringLiteral("DGX OS 7.2.3 (Ubuntu 24.04.3 LTS)"));
    // A control character (a bidi override, say) in a file: not shown at all.
    QVERIFY(writeFile(root.filePath(QStringLiteral("etc/dgx-release")),
                      "DGX_OTA_VERSION=\"7.2\xe2\x80\xae"
                      "3\"\n"));
    v = ClusterSummary::seatVersions(root.path(), QStringLiteral("0.1.0"));
    QCOMPARE(v.os, QStringLiteral("Ubuntu 24.04.3 LTS"));
}

QTEST_GUILESS_MAIN(TestClusterSummary)
#include "tst_clustersummary.moc"
