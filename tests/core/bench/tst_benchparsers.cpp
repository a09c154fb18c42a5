// The nccl-tests and perftest parsers on real output (../shared/fixtures, the seeds), the -J
// JSON layout, streamed in small pieces, and on truncated and garbled variants; the verdicts
// and the NCCL environment per topology.
#include "bench/NcclEnvironment.h"
#include "bench/NcclOutputParser.h"
#include "bench/PerftestParser.h"
#include "bench/RdmaVerdicts.h"
#include "hw/InventoryMonitor.h"

#include <QFile>
#include <QTest>

using namespace sparkwire::bench;

namespace {
QByteArray fixture(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(path));
    return f.readAll();
}
QString shared(const char *name)
{
    return QStringLiteral(SPARKWIRE_SHARED_FIXTURES "/nccl/") + QLatin1String(name);
}
QString local(const char *name)
{
    return QStringLiteral(SPARKWIRE_FIXTURES "/") + QLatin1String(name);
}
} // namespace

class TestBenchParsers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nccl_data();
    void nccl();
    void ncclStreamsInPieces();
    void ncclJsonMatchesText();
    void ncclBadInput_data();
    void ncclBadInput();
    void perftest_data();
    void perftest();
    void perftestBadInput_data();
    void perftestBadInput();
    void portVerdicts();
    void environment_data();
    void environment();
};

void TestBenchParsers::nccl_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("avg");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<QString>("bootstrap");
    QTest::addColumn<QStringList>("diagnoses");
    QTest::newRow("all_reduce -g 2") << shared("all_reduce_perf_g2.txt") << "all_reduce_perf" << 2
                                     << 1 << 28 << 86.1515 << "unknown"
                                     << "" << QStringList();
    QTest::newRow("all_gather -g 2") << shared("all_gather_perf_g2.txt") << "all_gather_perf" << 2
                                     << 1 << 13 << 190.365 << "unknown"
                                     << "" << QStringList();
    QTest::newRow("mpi socket fallback")
        << shared("mpi_all_gather_socket_fallback_debug.txt") << "all_gather_perf_mpi" << 2 << 2
        << 8 << 3.26614 << "socket"
        << "eth0:192.0.2.2"
        << QStringList{QStringLiteral("nccl-socket-fallback"), QStringLiteral("nccl-busbw-low")};
    // One process, two GPUs: the socket plugin is loaded but the data goes P2P: no verdict.
    QTest::newRow("sendrecv P2P") << shared("sendrecv_perf_g2_debug.txt") << "sendrecv_perf" << 2
                                  << 1 << 5 << 190.763 << "p2p"
                                  << "eth0:192.0.2.2" << QStringList();
    QTest::newRow("bootstrap no interface")
        << local("nccl/bootstrap_no_interface.txt") << "all_gather_perf_mpi" << 2 << 2 << 0 << -1.0
        << "unknown"
        << "" << QStringList{QStringLiteral("nccl-bootstrap-no-interface")};
}

void TestBenchParsers::nccl()
{
    QFETCH(QString, file);
    QFETCH(QString, test);
    QFETCH(int, ranks);
    QFETCH(int, nodes);
    QFETCH(int, rows);
    QFETCH(double, avg);
    QFETCH(QString, transport);
    QFETCH(QString, bootstrap);
    QFETCH(QStringList, diagnoses);
    const NcclResult r = NcclOutputParser::parse(fixture(file)).valueOr(NcclResult());
    QCOMPARE(r.test, test);
    QCOMPARE(r.ranks, ranks);
    QCOMPARE(r.nodes, nodes);
    QCOMPARE(r.ncclVersion, QStringLiteral("2.28.3"));
    QCOMPARE(r.rows.size(), rows);
    if (avg >= 0)
        QCOMPARE(*r.avgBusbw, avg);
    QCOMPARE(NcclResult::transportName(r.transport), transport);
    QCOMPARE(r.bootstrapInterface, bootstrap);
    QCOMPARE(diagnosisIds(r.diagnoses), diagnoses);
    for (const Diagnosis &d : r.diagnoses)
        QVERIFY(!d.message.isEmpty() && !d.evidence.isEmpty() && !d.fix.isEmpty());
}

void TestBenchParsers::ncclStreamsInPieces()
{
    const QByteArray all = fixture(shared("all_reduce_perf_g2.txt"));
    NcclOutputParser parser;
    int rows = 0;
    for (qsizetype i = 0; i < all.size(); i += 7)
        rows += parser.feed(all.mid(i, 7));
    parser.finish();
    QCOMPARE(rows, 28);
    const NcclResult::Row &first = parser.result().rows.first();
    QCOMPARE(first.size, 8);
    QCOMPARE(first.type, QStringLiteral("float"));
    QCOMPARE(first.redop, QStringLiteral("sum"));
    QCOMPARE(first.outOfPlace->timeUs, 15.47);
    QCOMPARE(*first.inPlace.wrong, 0);
    const NcclResult::Row &mb = parser.result().rows.at(17);
    QCOMPARE(mb.size, 1048576);
    QCOMPARE(mb.outOfPlace->busbw, 68.23);
    QCOMPARE(mb.inPlace.algbw, 54.48);
    QVERIFY(parser.result().concluded);
    QCOMPARE(*parser.result().outOfBounds, 0);
}

void TestBenchParsers::ncclJsonMatchesText()
{
    const auto parsedJson = NcclOutputParser::parse(fixture(local("nccl/all_gather_perf_g2.json")));
    QVERIFY2(parsedJson, qPrintable(parsedJson.errorMessage()));
    const NcclResult json = *parsedJson;
    const NcclResult text =
        NcclOutputParser::parse(fixture(shared("all_gather_perf_g2.txt"))).valueOr(NcclResult());
    QCOMPARE(json.test, text.test);
    QCOMPARE(json.ranks, text.ranks);
    QCOMPARE(json.ncclVersion, text.ncclVersion);
    QCOMPARE(json.rows.size(), text.rows.size());
    for (int i = 0; i < json.rows.size(); ++i) {
        QCOMPARE(json.rows.at(i).size, text.rows.at(i).size);
        QCOMPARE(json.rows.at(i).inPlace.busbw, text.rows.at(i).inPlace.busbw);
        QCOMPARE(json.rows.at(i).outOfPlace->timeUs, text.rows.at(i).outOfPlace->timeUs);
    }
    QCOMPARE(*json.avgBusbw, *text.avgBusbw);
}

void TestBenchParsers::ncclBadInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("error");
    const QByteArray text = fixture(shared("all_reduce_perf_g2.txt"));
    QTest::newRow("empty") << QByteArray() << "no nccl-tests output";
    QTest::newRow("binary") << QByteArray("\x00\xff\x13\x37garbage\n\x01", 13)
                            << "no nccl-tests output";
    QTest::newRow("cut before rows") << text.left(text.indexOf("#       size")) << "no result rows";
    QTest::newRow("bad json") << QByteArray("{\"results\": [") << "not valid JSON";
    QTest::newRow("json without results") << QByteArray("{\"version\": 2}") << "no \"results\"";
    QTest::newRow("json bad row")
        << QByteArray("{\"results\": [{\"size\": 8, \"in_place\": {\"time\": \"x\"}}]}")
        << "incomplete";
}

void TestBenchParsers::ncclBadInput()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, error);
    const auto parsed = NcclOutputParser::parse(input);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, sparkwire::ErrorCode::InvalidInput);
    QVERIFY2(parsed.errorMessage().contains(error), qPrintable(parsed.errorMessage()));
}

void TestBenchParsers::perftest_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("qps");
    QTest::addColumn<int>("samples");
    QTest::addColumn<double>("average");
    QTest::addColumn<QStringList>("diagnoses");
    QTest::newRow("write_bw -q 4 (seed)")
        << local("perftest/ib_write_bw_q4.txt") << "ib_write_bw"
        << "rocep1s0f1" << 4 << 1 << 111.71 << QStringList{QStringLiteral("rdma-mtu-1024")};
    QTest::newRow("write_bw --run_infinitely")
        << local("perftest/ib_write_bw_infinite.txt") << "ib_write_bw"
        << "rocep1s0f0" << 1 << 3 << (92.57 + 92.60 + 92.48) / 3
        << QStringList{QStringLiteral("rdma-mtu-1024")};
    QTest::newRow("write_lat (seed)")
        << local("perftest/ib_write_lat.txt") << "ib_write_lat"
        << "rocep1s0f1" << 1 << 1 << 0.0 << QStringList{QStringLiteral("rdma-mtu-1024")};
}

void TestBenchParsers::perftest()
{
    QFETCH(QString, file);
    QFETCH(QString, test);
    QFETCH(QString, device);
    QFETCH(int, qps);
    QFETCH(int, samples);
    QFETCH(double, average);
    QFETCH(QStringList, diagnoses);
    const auto parsed = PerftestParser::parse(fixture(file));
    QVERIFY2(parsed, qPrintable(parsed.errorMessage()));
    const PerftestResult r = *parsed;
    QCOMPARE(r.test, test);
    QCOMPARE(r.device, device);
    QCOMPARE(*r.qps, qps);
    QCOMPARE(*r.mtu, 1024);
    QCOMPARE(r.samples.size(), samples);
    if (r.isBandwidth())
        QCOMPARE(r.bwAvgGbps(), average);
    else
        QCOMPARE(*r.samples.first().latencyAvgUs, 1.47);
    QCOMPARE(diagnosisIds(r.diagnoses), diagnoses);
}

void TestBenchParsers::perftestBadInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("error");
    const QByteArray bw = fixture(local("perftest/ib_write_bw_infinite.txt"));
    QTest::newRow("empty") << QByteArray() << "no perftest output";
    QTest::newRow("cut before results") << bw.left(bw.indexOf(" #bytes")) << "no result line";
    QTest::newRow("garbled numbers")
        << QByteArray(bw.left(bw.indexOf(" 65536")) + " 65536 zz 0.00 nan 0.1\n")
        << "no result line";
    QTest::newRow("negative rate")
        << QByteArray(bw.left(bw.indexOf(" 65536")) + " 65536 10 0.00 -5 0.1\n")
        << "no result line";
}

void TestBenchParsers::perftestBadInput()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, error);
    const auto parsed = PerftestParser::parse(input);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, sparkwire::ErrorCode::InvalidInput);
    QVERIFY2(parsed.errorMessage().contains(error), qPrintable(parsed.errorMessage()));
}

void TestBenchParsers::portVerdicts()
{
    PerftestResult a;
    a.test = QStringLiteral("ib_write_bw");
    a.device = QStringLiteral("rocep1s0f1");
    a.mtu = 4096;
    a.samples << PerftestResult::Sample{65536, 1000, 0, 96.5, 0.18, {}, {}, {}};
    PerftestResult b = a;
    b.device = QStringLiteral("roceP2p1s0f1");
    QCOMPARE(diagnosisIds(RdmaVerdicts::diagnosePort({a, b})), QStringList()); // 193 Gb/s: healthy
    b.samples.first().bwAvgGbps = 0.2; // the second twin idle
    QCOMPARE(diagnosisIds(RdmaVerdicts::diagnosePort({a, b})),
             (QStringList{QStringLiteral("rdma-twin-slow"), QStringLiteral("rdma-one-twin"),
                          QStringLiteral("rdma-port-slow")}));
}

void TestBenchParsers::environment_data()
{
    QTest::addColumn<int>("topology");
    QTest::addColumn<int>("gdr");
    QTest::addColumn<QString>("hca");
    QTest::addColumn<QString>("gdrLevel");
    QTest::addColumn<bool>("ring");
    QTest::newRow("two-node safe")
        << int(NcclEnvironment::Topology::TwoNode) << int(NcclEnvironment::GpuDirect::Safe)
        << "rocep1s0f1,roceP2p1s0f1"
        << "0" << false;
    QTest::newRow("switch dmabuf")
        << int(NcclEnvironment::Topology::Switch) << int(NcclEnvironment::GpuDirect::Dmabuf)
        << "rocep1s0f1,roceP2p1s0f1"
        << "5" << false;
}

void TestBenchParsers::environment()
{
    QFETCH(int, topology);
    QFETCH(int, gdr);
    QFETCH(QString, hca);
    QFETCH(QString, gdrLevel);
    QFETCH(bool, ring);
    sparkwire::hw::InventoryMonitor::Options options;
    options.sysfsRoot = local("sysfs/dgx-port1");
    options.live = false;
    const sparkwire::hw::InventoryMonitor monitor(options);
    const NcclEnvironment env = NcclEnvironment::compose(
        monitor.inventory(), NcclEnvironment::Topology(topology), NcclEnvironment::GpuDirect(gdr));
    QVERIFY2(env.problems.isEmpty(), qPrintable(env.problems.join(QLatin1Char('\n'))));
    QCOMPARE(env.value(QStringLiteral("NCCL_IB_HCA")), hca);
    QCOMPARE(env.value(QStringLiteral("NCCL_NET_GDR_LEVEL")), gdrLevel);
    // The GID index is the one resolved from the table, and every launcher sees the fabric.
    QCOMPARE(
        env.value(QStringLiteral("NCCL_IB_GID_INDEX")),
        QString::number(
            *monitor.inventory().findNetdev(QStringLiteral("enp1s0f1np1"))->roce.v2Ipv4GidIndex));
    for (const char *name : {"NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME", "TP_SOCKET_IFNAME",
                             "UCX_NET_DEVICES", "OMPI_MCA_btl_tcp_if_include"})
        QCOMPARE(env.value(QLatin1String(name)), QStringLiteral("enp1s0f1np1"));
    QCOMPARE(env.value(QStringLiteral("NCCL_IB_MERGE_NICS")).isEmpty(), !ring);
    QVERIFY(env.toShell().contains(QStringLiteral("export NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1\n")));
    QVERIFY(env.toDocker().startsWith(QStringLiteral("-e NCCL_SOCKET_IFNAME=enp1s0f1np1 ")));
}

QTEST_GUILESS_MAIN(TestBenchParsers)
#include "tst_benchparsers.moc"
