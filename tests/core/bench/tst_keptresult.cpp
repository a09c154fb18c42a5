// One kept-result type for every reader and writer: the files the previous ResultKeeper wrote
// (tests/data/kept, README there) load through KeptResult::fromJson with their verdicts and
// the kind as LinkTestKind, toJson() gives each back unchanged, and today's ResultKeeper writes
// the very same JSON from the same real perftest and nccl-tests captures. About 0.1 s.
#include "bench/KeptResult.h"
#include "bench/KeptResults.h"
#include "bench/NcclOutputParser.h"
#include "bench/NcclVerdicts.h"
#include "bench/PerftestParser.h"
#include "bench/RdmaVerdicts.h"
#include "bench/ResultKeeper.h"
#include "bench/TcpVerdicts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::bench;

namespace {
const QString kData = QStringLiteral(SPARKWIRE_FIXTURES "/");
const QString kKept = kData + QStringLiteral("kept/");
const QString kRdma = QStringLiteral("20261126-003000-000-rdma-spark-b.json");
const QString kTcp = QStringLiteral("20261126-003100-000-tcp-spark-b.json");
const QString kNccl = QStringLiteral("20261126-003200-000-nccl-all_gather_perf_mpi.json");
const QDateTime kWhen(QDate(2026, 11, 26), QTime(0, 30), Qt::UTC);

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject recorded(const QString &name)
{
    return QJsonDocument::fromJson(readAll(kKept + name)).object();
}

// The inputs the recorded files were kept from (tests/data/kept/README.md).
QList<PerftestResult> rdmaTwins()
{
    QList<PerftestResult> twins;
    for (const char *f : {"perftest/ib_write_bw_q4.txt", "perftest/ib_write_bw_q4_degraded.txt"})
        if (const Result<PerftestResult> r = PerftestParser::parse(readAll(kData + f)))
            twins << *r;
    if (twins.size() == 2)
        twins[1].device = QStringLiteral("roceP2p1s0f1");
    return twins;
}

QList<TcpTwinResult> tcpTwins()
{
    TcpTwinResult a;
    a.path.netdev = QStringLiteral("enp1s0f1np1");
    a.path.port = 1;
    a.path.half = 0;
    a.path.localAddress = QStringLiteral("192.168.177.1");
    a.path.serverAddress = QStringLiteral("192.168.177.2");
    a.gbps = 93.1;
    a.retransmits = 12;
    TcpTwinResult b = a;
    b.path.netdev = QStringLiteral("enP2p1s0f1np1");
    b.path.half = 1;
    b.path.localAddress = QStringLiteral("192.168.178.1");
    b.path.serverAddress = QStringLiteral("192.168.178.2");
    b.gbps = -1;
    b.retransmits = 0;
    b.error = QStringLiteral("unable to connect to server: Connection refused");
    return {a, b};
}
} // namespace

class TestKeptResult : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordedFilesLoad()
    {
        const std::optional<KeptResult> rdma = KeptResult::fromJson(recorded(kRdma));
        QVERIFY(rdma);
        QCOMPARE(rdma->kind, LinkTestKind::Rdma);
        QCOMPARE(rdma->member, QStringLiteral("spark-b"));
        QCOMPARE(rdma->keptAt, kWhen);
        QCOMPARE(rdma->twins.size(), 2);
        QCOMPARE(rdma->twins[1].name, QStringLiteral("roceP2p1s0f1"));
        QVERIFY(rdma->twins[0].gbps > 90 && rdma->twins[1].gbps < 40);
        QCOMPARE(diagnosisIds(rdma->verdicts), (QStringList{"rdma-mtu-1024", "rdma-mtu-1024",
                                                            "rdma-twin-slow", "rdma-port-slow"}));
        QVERIFY(!rdma->verdicts[2].message.isEmpty());

        const std::optional<KeptResult> tcp = KeptResult::fromJson(recorded(kTcp));
        QVERIFY(tcp);
        QCOMPARE(tcp->kind, LinkTestKind::Tcp);
        QCOMPARE(tcp->twins.size(), 1); // the failed twin has no rate to read back
        QCOMPARE(tcp->twins[0].name, QStringLiteral("enp1s0f1np1"));
        QCOMPARE(tcp->twins[0].gbps, 93.1);
        QCOMPARE(diagnosisIds(tcp->verdicts), QStringList{"tcp-failed"});

        const std::optional<KeptResult> nccl = KeptResult::fromJson(recorded(kNccl));
        QVERIFY(nccl);
        QCOMPARE(nccl->kind, LinkTestKind::Nccl);
        QCOMPARE(nccl->test, QStringLiteral("all_gather_perf_mpi"));
        QVERIFY(nccl->failed);
        QVERIFY(nccl->maxBytes);
        QCOMPARE(diagnosisIds(nccl->verdicts),
                 (QStringList{"nccl-socket-fallback", "nccl-busbw-low"}));
    }

    void linkFilesComeBackUnchanged()
    {
        // A failed twin is not read back (no rate), so only the RDMA file, whose twins all
        // have one, and the NCCL file round-trip whole.
        for (const QString &name : {kRdma, kNccl}) {
            const std::optional<KeptResult> kept = KeptResult::fromJson(recorded(name));
            QVERIFY(kept);
            QCOMPARE(kept->toJson(), recorded(name));
        }
    }

    void keeperWritesTheRecordedFormat()
    {
        QTemporaryDir state;
        ResultKeeper keeper(state.path(), QStringLiteral("spark-a"), false);
        const QList<PerftestResult> rdma = rdmaTwins();
        QCOMPARE(rdma.size(), 2);
        QVERIFY(keeper.keepRdma(QStringLiteral("spark-b"), rdma, RdmaVerdicts::diagnosePort(rdma),
                                kWhen));
        const QList<TcpTwinResult> tcp = tcpTwins();
        QVERIFY(keeper.keepTcp(QStringLiteral("spark-b"), tcp, TcpVerdicts::diagnose(tcp),
                               kWhen.addSecs(60)));
        Result<NcclResult> nccl = NcclOutputParser::parse(
            readAll(kData + QStringLiteral("nccl/mpi_all_gather_socket_fallback_debug.txt")));
        QVERIFY(nccl);
        nccl->diagnoses = NcclVerdicts::diagnose(*nccl);
        QVERIFY(keeper.keepNccl(*nccl, kWhen.addSecs(120)));

        const QString folder = KeptResult::folder(state.path());
        QCOMPARE(keeper.resultsDir(), folder);
        for (const QString &name : {kRdma, kTcp, kNccl}) {
            const QJsonObject written =
                QJsonDocument::fromJson(readAll(folder + QLatin1Char('/') + name)).object();
            QJsonObject expected = recorded(name);
            if (name == kRdma) {
                // The format is pinned; the RDMA verdicts are today's classifier's
                // (TwinBandwidth, #30: a healthy twin says nothing, its MTU included), so they
                // are taken from what was written and checked on their own.
                expected[QLatin1String("verdicts")] = written[QLatin1String("verdicts")];
                QJsonArray twins = expected[QLatin1String("twins")].toArray();
                for (qsizetype i = 0; i < twins.size(); ++i) {
                    QJsonObject twin = twins[i].toObject();
                    QJsonObject perftest = twin[QLatin1String("perftest")].toObject();
                    perftest[QLatin1String("diagnoses")] =
                        written[QLatin1String("twins")][i][QLatin1String("perftest")]
                               [QLatin1String("diagnoses")];
                    twin[QLatin1String("perftest")] = perftest;
                    twins[i] = twin;
                }
                expected[QLatin1String("twins")] = twins;
                QStringList ids;
                for (const QJsonValue &v : written[QLatin1String("verdicts")].toArray())
                    ids << v[QLatin1String("id")].toString();
                QCOMPARE(ids, (QStringList{"rdma-mtu-1024", "rdma-twin-slow", "rdma-port-slow"}));
                QCOMPARE(written[QLatin1String("twins")][0][QLatin1String("perftest")]
                                [QLatin1String("diagnoses")]
                                    .toArray()
                                    .size(),
                         0); // the healthy twin (111.7 Gb/s)
            }
            QCOMPARE(written, expected);
        }

        // KeptResults (exporter, doctor) reads the same folder.
        KeptResults reader(state.path());
        const KeptResults::Newest newest = reader.newest();
        QCOMPARE(newest.links.size(), 2);
        QCOMPARE(newest.links[0].kind, LinkTestKind::Rdma);
        QCOMPARE(newest.links[0].file, kRdma);
        QCOMPARE(newest.nccl.size(), 1);
        QCOMPARE(newest.nccl[0].file, kNccl);
    }

    // The window, `sparkwirectl test` and `nccl run` make their keeper one way: in the state
    // directory's results, named for the Spark by its inventory; no state directory, no keeper.
    void frontEndsKeepUnderTheInventorysName()
    {
        QTemporaryDir state;
        hw::HostInventory inventory;
        inventory.hostname = QStringLiteral("spark-q");
        QVERIFY(!ResultKeeper::forSpark(QString(), inventory));
        const std::unique_ptr<ResultKeeper> keeper =
            ResultKeeper::forSpark(state.path(), inventory);
        QVERIFY(keeper);
        QCOMPARE(keeper->resultsDir(), KeptResult::folder(state.path()));
        const QList<PerftestResult> rdma = rdmaTwins();
        const Result<QStringList> kept = keeper->keepRdma(QStringLiteral("spark-b"), rdma,
                                                          RdmaVerdicts::diagnosePort(rdma), kWhen);
        QVERIFY2(kept, qPrintable(kept.errorMessage()));
        const QStringList charts = kept->filter(QStringLiteral(".svg"));
        QCOMPARE(charts.size(), 1);
        QVERIFY(readAll(charts.first()).contains("spark-q"));
    }

    void hostileFilesAreNotResults()
    {
        QVERIFY(!KeptResult::fromJson(QJsonObject{}));
        QJsonObject o = recorded(kTcp);
        o.insert(QStringLiteral("member"), QStringLiteral("<script>"));
        QVERIFY(!KeptResult::fromJson(o));
        o = recorded(kRdma);
        o.insert(QStringLiteral("kept_at"), QStringLiteral("yesterday"));
        QVERIFY(!KeptResult::fromJson(o));
        // A verdict without an id is dropped, the rest stay.
        o = recorded(kTcp);
        o.insert(QStringLiteral("verdicts"),
                 QJsonArray{QJsonObject{{"message", "no id"}}, 17,
                            QJsonObject{{"id", "tcp-failed"}, {"message", "m"}}});
        const std::optional<KeptResult> tcp = KeptResult::fromJson(o);
        QVERIFY(tcp);
        QCOMPARE(diagnosisIds(tcp->verdicts), QStringList{"tcp-failed"});
    }
};

QTEST_GUILESS_MAIN(TestKeptResult)
#include "tst_keptresult.moc"
