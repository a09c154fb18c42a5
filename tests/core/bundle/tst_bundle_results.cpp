// Finished link tests kept in <state>/results by ResultKeeper (a real NCCL run captured on a
// GPU machine, TCP results, hostile names), and the bundle's export picking them up: every
// file a name the bundle accepts, the charts valid SVG, at most kMaxRuns runs kept.
#include "bench/KeptResult.h"
#include "bench/NcclOutputParser.h"
#include "bench/ResultKeeper.h"
#include "bundle/BundleExportJob.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace sparkwire;
using bench::ResultKeeper;

namespace {

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool isWellFormedXml(const QByteArray &xml)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd())
        reader.readNext();
    return !reader.hasError();
}

const QDateTime kWhen(QDate(2026, 11, 25), QTime(20, 27, 40, 383), Qt::UTC);

} // namespace

class TestBundleResults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ncclRunIsKeptAsJsonCsvAndChart()
    {
        QTemporaryDir state;
        QFile capture(
            QStringLiteral(SPARKWIRE_FIXTURES "/nccl/gpu-2026-11-25-x2/single_g2_all_gather.txt"));
        QVERIFY(capture.open(QIODevice::ReadOnly));
        const auto result = bench::NcclOutputParser::parse(capture.readAll());
        QVERIFY(result);
        ResultKeeper keeper(state.path(), QStringLiteral("spark-a"), true);
        const Result<QStringList> kept = keeper.keepNccl(*result, kWhen);
        QVERIFY2(kept, qPrintable(kept.errorMessage()));
        const QString base =
            bench::KeptResult::folder(state.path()) + "/20261125-202740-383-nccl-all_gather_perf.";
        QCOMPARE(*kept, (QStringList{base + "json", base + "csv", base + "svg"}));
        const QJsonObject json = QJsonDocument::fromJson(read(base + "json")).object();
        QCOMPARE(json.value("ranks").toInt(), 2);
        QCOMPARE(json.value("simulated").toBool(), true);
        const QList<QByteArray> csv = read(base + "csv").trimmed().split('\n');
        QCOMPARE(csv.size(), 1 + 9); // header + one row per message size
        QVERIFY(csv.at(1).startsWith("1048576,"));
        const QByteArray svg = read(base + "svg");
        QVERIFY(isWellFormedXml(svg));
        if (const QByteArray keep = qgetenv("SPARKWIRE_KEEP_CHART"); !keep.isEmpty())
            QFile::copy(base + "svg", QString::fromLocal8Bit(keep)); // to look at it
        QVERIFY(svg.contains("all_gather_perf"));
        QVERIFY(svg.contains("DEMO"));                     // simulated results say so on the chart
        QVERIFY(svg.contains("#0072b2"));                  // Okabe–Ito blue: out-of-place, solid
        QVERIFY(svg.contains("stroke-dasharray=\"6 4\"")); // in-place, dashed
        QCOMPARE(QFileInfo(base + "json").permissions() & QFile::ReadOther, QFile::Permissions());
        // The bundle's export takes all three.
        const QMap<QString, QByteArray> results =
            bundle::BundleExportJob::keptResults(state.path());
        QCOMPARE(results.size(), 3);
        QCOMPARE(results.value("20261125-202740-383-nccl-all_gather_perf.svg"), svg);
    }

    void hostileNamesAreEscapedAndSanitised()
    {
        QTemporaryDir state;
        ResultKeeper keeper(state.path(), QStringLiteral("spark-a"), false);
        bench::TcpTwinResult twin;
        twin.path.netdev = QStringLiteral("<b>&\"x");
        twin.gbps = 93.4;
        const QString member = QStringLiteral("../../etc/<script>");
        const Result<QStringList> kept = keeper.keepTcp(member, {twin}, {}, kWhen);
        QVERIFY(kept);
        for (const QString &path : *kept) {
            QCOMPARE(QFileInfo(path).absolutePath(), bench::KeptResult::folder(state.path()));
            QVERIFY2(QRegularExpression("\\A[A-Za-z0-9_-][A-Za-z0-9._-]*\\z")
                         .match(QFileInfo(path).fileName())
                         .hasMatch(),
                     qPrintable(path));
        }
        const QByteArray svg = read(kept->last());
        QVERIFY(isWellFormedXml(svg));
        QVERIFY(!svg.contains("<script>") && !svg.contains("<b>"));
        QVERIFY(svg.contains("&lt;b&gt;&amp;&quot;x"));
        QCOMPARE(QJsonDocument::fromJson(read(kept->first())).object().value("member").toString(),
                 member);
        QCOMPARE(bundle::BundleExportJob::keptResults(state.path()).size(), 2);
    }

    void onlyTheNewestRunsStay()
    {
        QTemporaryDir state;
        ResultKeeper keeper(state.path(), QStringLiteral("spark-a"), false);
        bench::NcclResult result;
        result.test = QStringLiteral("all_reduce_perf");
        for (int i = 0; i < ResultKeeper::kMaxRuns + 5; ++i)
            QVERIFY(keeper.keepNccl(result, kWhen.addSecs(i)));
        const QStringList names =
            QDir(bench::KeptResult::folder(state.path())).entryList(QDir::Files, QDir::Name);
        QCOMPARE(names.size(), ResultKeeper::kMaxRuns * 3);
        QVERIFY(names.first().startsWith(kWhen.addSecs(5).toString("yyyyMMdd-HHmmss")));
        // A run without a row still gets a chart that says why it is empty.
        QVERIFY(read(bench::KeptResult::folder(state.path()) + "/" + names.last())
                    .contains("the run failed"));
    }

    void nothingHalfWrittenWhenTheFolderCannotBeMade()
    {
        QTemporaryDir state;
        QFile blocker(bench::KeptResult::folder(state.path())); // a file where the folder should be
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        ResultKeeper keeper(state.path(), QStringLiteral("spark-a"), false);
        const Result<QStringList> kept = keeper.keepNccl(bench::NcclResult(), kWhen);
        QVERIFY(!kept);
        QVERIFY(kept.errorMessage().contains(bench::KeptResult::folderName()));
        QCOMPARE(QDir(state.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{bench::KeptResult::folderName()});
    }
};

QTEST_GUILESS_MAIN(TestBundleResults)
#include "tst_bundle_results.moc"
