// The nccl-tests and perftest parsers on real output (tests/data/nccl, tests/data/perftest), the -J
// JSON layout, streamed in small pieces, and on truncated and garbled variants; the verdicts
// and the NCCL environment per topology.
#include "bench/NcclEnvironment.h"
#include "bench/NcclOutputParser.h"
#include "bench/NcclVerdicts.h"
#include "bench/PerftestParser.h"
#include "bench/RdmaVerdicts.h"
#include "bench/TwinBandwidth.h"
#include "hw/InventoryMonitor.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
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
QString capture(const char *name)
{
    return QStringLiteral(SPARKWIRE_FIXTURES "/nccl/") + QLatin1String(name);
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
    void ncclFailures_data();
    void ncclFailures();
    void ncclBootstrapNamesTheNetdev_data();
    void ncclBootstrapNamesTheNetdev();
    void ncclGdrOnlyOverIb();
    void ncclBadInput_data();
    void ncclBadInput();
    void perftest_data();
    void perftest();
    void perftestBadInput_data();
    void perftestBadInput();
    void twinBandwidth_data();
    void twinBandwidth();
    void twinBandwidthOnRecordedRuns_data();
    void twinBandwidthOnRecordedRuns();
    void pcieWidthFromSysfs();
    void portVerdicts();
    void environment_data();
    void environmentPerTopology_data();
    void environmentPerTopology();
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
    QTest::newRow("all_reduce -g 2") << capture("all_reduce_perf_g2.txt") << "all_reduce_perf" << 2
                                     << 1 << 28 << 86.1515 << "unknown"
                                     << "" << QStringList();
    QTest::newRow("all_gather -g 2") << capture("all_gather_perf_g2.txt") << "all_gather_perf" << 2
                                     << 1 << 13 << 190.365 << "unknown"
                                     << "" << QStringList();
    QTest::newRow("mpi socket fallback")
        << capture("mpi_all_gather_socket_fallback_debug.txt") << "all_gather_perf_mpi" << 2 << 2
        << 8 << 3.26614 << "socket"
        << "eth0:192.0.2.2"
        << QStringList{QStringLiteral("nccl-socket-fallback"), QStringLiteral("nccl-busbw-low")};
    // One process, two GPUs: the socket plugin is loaded but the data goes P2P: no verdict.
    QTest::newRow("sendrecv P2P") << capture("sendrecv_perf_g2_debug.txt") << "sendrecv_perf" << 2
                                  << 1 << 5 << 190.763 << "p2p"
                                  << "eth0:192.0.2.2" << QStringList();
    QTest::newRow("bootstrap no interface")
        << local("nccl/bootstrap_no_interface.txt") << "all_gather_perf_mpi" << 2 << 2 << 0 << -1.0
        << "unknown"
        << "" << QStringList{QStringLiteral("nccl-bootstrap-no-interface")};
    // Real runs on the lent 2x H100 machine (tests/data/nccl/gpu-2026-11-25-x2).
    QTest::newRow("all_gather -g 2 (real, 2x H100)")
        << local("nccl/gpu-2026-11-25-x2/single_g2_all_gather.txt") << "all_gather_perf" << 2 << 1
        << 9 << 144.708 << "p2p"
        << "eth0:192.0.2.2" << QStringList();
    QTest::newRow("all_gather -g 2 -J (real): one device listed, 2 ranks")
        << local("nccl/gpu-2026-11-25-x2/single_g2_all_gather.json") << "all_gather_perf" << 2 << 1
        << 9 << 144.258814 << "unknown"
        << "" << QStringList();
    QTest::newRow("mpirun -J (real)")
        << local("nccl/gpu-2026-11-25-x2/mpi_localhost_all_gather.json") << "all_gather_perf" << 2
        << 1 << 9 << 148.647346 << "unknown"
        << "" << QStringList();
    // NCCL itself says nNodes 2 here: with SHM and P2P disabled it counts each rank apart.
    QTest::newRow("mpi socket fallback (real, 2x H100)")
        << local("nccl/gpu-2026-11-25-x2/mpi_socket_fallback.txt") << "all_gather_perf" << 2 << 2
        << 9 << 2.77175 << "socket"
        << "eth0:192.0.2.2"
        << QStringList{QStringLiteral("nccl-socket-fallback"), QStringLiteral("nccl-busbw-low")};
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
    const QByteArray all = fixture(capture("all_reduce_perf_g2.txt"));
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
        NcclOutputParser::parse(fixture(capture("all_gather_perf_g2.txt"))).valueOr(NcclResult());
    QCOMPARE(json.test, text.test);
    QCOMPARE(json.ranks, text.ranks); // one process, one device listed, config.ngpus 2
    QCOMPARE(json.ranks, 2);
    QCOMPARE(json.ncclVersion, text.ncclVersion);
    QCOMPARE(json.rows.size(), text.rows.size());
    for (int i = 0; i < json.rows.size(); ++i) {
        QCOMPARE(json.rows.at(i).size, text.rows.at(i).size);
        QCOMPARE(json.rows.at(i).inPlace.busbw, text.rows.at(i).inPlace.busbw);
        QCOMPARE(json.rows.at(i).outOfPlace->timeUs, text.rows.at(i).outOfPlace->timeUs);
    }
    QCOMPARE(*json.avgBusbw, *text.avgBusbw);
}

// Failed runs (real mpirun output from the lent GPU machine, constructed tool texts: see
// tests/data/nccl/README.md): each names its cause, quotes the tool, and is a failure.
void TestBenchParsers::ncclFailures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("diagnoses");
    QTest::addColumn<QString>("evidence"); // in the first verdict's evidence
    QTest::newRow("binary missing (real)")
        << local("nccl/gpu-2026-11-25/mpi_binary_missing.txt")
        << QStringList{QStringLiteral("nccl-launch-binary-missing")}
        << "/opt/nccl-tests/build/all_gather_perf";
    QTest::newRow("not enough slots (real)")
        << local("nccl/gpu-2026-11-25/mpi_not_enough_slots.txt")
        << QStringList{QStringLiteral("nccl-launch-slots")} << "not enough slots";
    QTest::newRow("ssh refused (real, testbed)")
        << local("nccl/testbed-2026-11-26/mpi_ssh_refused.txt")
        << QStringList{QStringLiteral("nccl-launch-ssh")} << "port 22: Connection refused";
    QTest::newRow("host key unknown (real, testbed)")
        << local("nccl/testbed-2026-11-26/mpi_host_key_unknown.txt")
        << QStringList{QStringLiteral("nccl-launch-host-key")} << "Host key verification failed";
    QTest::newRow("out of memory (real, H200 filled by another test)")
        << local("nccl/gpu-2026-11-26/single_oom.txt")
        << QStringList{QStringLiteral("nccl-out-of-memory")} << "Cuda failure 2 'out of memory'";
    QTest::newRow("not built with MPI")
        << local("nccl/mpi_not_built_with_mpi.txt")
        << QStringList{QStringLiteral("nccl-launch-not-mpi")} << "2 separate test headers";
    QTest::newRow("version differs")
        << local("nccl/mpi_version_differs.txt")
        << QStringList{QStringLiteral("nccl-version-differs")} << "2.28.3, 2.27.5";
    QTest::newRow("bootstrap no interface")
        << local("nccl/bootstrap_no_interface.txt")
        << QStringList{QStringLiteral("nccl-bootstrap-no-interface")}
        << "no socket interface found";
    QTest::newRow("bootstrap no interface (real, one process)")
        << local("nccl/gpu-2026-11-25-x2/single_bootstrap_missing.txt")
        << QStringList{QStringLiteral("nccl-bootstrap-no-interface")}
        << "no socket interface found";
    QTest::newRow("bootstrap no interface (real, mpirun)")
        << local("nccl/gpu-2026-11-25-x2/mpi_bootstrap_missing.txt")
        << QStringList{QStringLiteral("nccl-bootstrap-no-interface")}
        << "no socket interface found";
    QTest::newRow("out-of-band netdev missing (real, mpirun)")
        << local("nccl/gpu-2026-11-25-x2/mpi_oob_interface_missing.txt")
        << QStringList{QStringLiteral("nccl-launch-oob-interface")} << "Value given: enp1s0f1np1";
    QTest::newRow("not built with MPI (real)")
        << local("nccl/gpu-2026-11-25-x2b/mpi_not_built_with_mpi.txt")
        << QStringList{QStringLiteral("nccl-launch-not-mpi")} << "2 separate test headers";
    QTest::newRow("host name does not resolve (real)")
        << local("nccl/gpu-2026-11-25-x2b/mpi_ssh_unresolvable.txt")
        << QStringList{QStringLiteral("nccl-launch-slots")} << "not enough slots";
    QTest::newRow("version differs (real)")
        << local("nccl/gpu-2026-11-25-x2/mpi_version_differs.txt")
        << QStringList{QStringLiteral("nccl-version-differs")}
        << "rank 1 version 22809 rank 0 version 22803";
    QTest::newRow("two ranks on one GPU (real, H200)")
        << local("nccl/gpu-2026-11-26b/mpi_duplicate_gpu.txt")
        << QStringList{QStringLiteral("nccl-duplicate-gpu")}
        << "init.cc:808 NCCL WARN Duplicate GPU detected : rank 0 and rank 1";
    QTest::newRow("NCCL 2.28 WARN quoted (real, NET=IB without IB)")
        << local("nccl/gpu-2026-11-26b/single_net_ib_forced.txt")
        << QStringList{QStringLiteral("nccl-warn")} << "Failed to initialize any NET plugin";
    QTest::newRow("other WARN quoted")
        << local("nccl/nccl_warn_generic.txt") << QStringList{QStringLiteral("nccl-warn")}
        << "Got completion from peer";
}

void TestBenchParsers::ncclFailures()
{
    QFETCH(QString, file);
    QFETCH(QStringList, diagnoses);
    QFETCH(QString, evidence);
    NcclOutputParser parser;
    parser.feed(fixture(file));
    parser.finish();
    parser.setOutcome(1, false); // as the runner sees it: the test (or mpirun) failed
    const NcclResult &r = parser.result();
    QVERIFY(r.isFailure());
    QCOMPARE(diagnosisIds(r.diagnoses), diagnoses);
    QVERIFY2(r.diagnoses.first().evidence.contains(evidence),
             qPrintable(r.diagnoses.first().evidence));
    for (const Diagnosis &d : r.diagnoses)
        QVERIFY(!d.message.isEmpty() && !d.fix.isEmpty());
    QVERIFY(!r.lastLines.isEmpty());
    // `nccl parse` of the same file: accepted (it is a result: a failed one), same verdict.
    const auto parsed = NcclOutputParser::parse(fixture(file));
    QVERIFY2(parsed, qPrintable(parsed.errorMessage()));
    QVERIFY(parsed->isFailure());
    QCOMPARE(diagnosisIds(parsed->diagnoses), diagnoses);
    // Cancelled by the person: said first, whatever else the output shows.
    parser.setOutcome(130, true);
    QCOMPARE(parser.result().diagnoses.first().id, QStringLiteral("nccl-cancelled"));
}

void TestBenchParsers::ncclBootstrapNamesTheNetdev_data()
{
    QTest::addColumn<QString>("netdev"); // made under the sysfs root, empty: none
    QTest::addColumn<QString>("operstate");
    QTest::addColumn<QString>("says");
    QTest::newRow("missing") << ""
                             << ""
                             << "there is no netdev enp1s0f1np9 on this host";
    QTest::newRow("down") << "enp1s0f1np9"
                          << "down"
                          << "enp1s0f1np9 is down on this host";
    QTest::newRow("up here") << "enp1s0f1np9"
                             << "up"
                             << "on the host that failed";
}

void TestBenchParsers::ncclBootstrapNamesTheNetdev()
{
    QFETCH(QString, netdev);
    QFETCH(QString, operstate);
    QFETCH(QString, says);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("class/net/eth0")));
    if (!netdev.isEmpty()) {
        QVERIFY(QDir(root.path()).mkpath(QStringLiteral("class/net/") + netdev));
        QFile state(root.path() + QStringLiteral("/class/net/") + netdev +
                    QStringLiteral("/operstate"));
        QVERIFY(state.open(QIODevice::WriteOnly));
        state.write(operstate.toUtf8() + '\n');
    }
    NcclOutputParser parser;
    parser.setSysfsRoot(root.path());
    parser.feed(fixture(local("nccl/bootstrap_no_interface.txt")));
    parser.finish();
    const Diagnosis &d = parser.result().diagnoses.first();
    QCOMPARE(d.id, QStringLiteral("nccl-bootstrap-no-interface"));
    QVERIFY2(d.message.contains(QStringLiteral("NCCL_SOCKET_IFNAME=enp1s0f1np9")),
             qPrintable(d.message));
    QVERIFY2(d.message.contains(says), qPrintable(d.message));
    QCOMPARE(NcclVerdicts::netdevState(root.path(), QStringLiteral("^docker,lo")), QString());
    QCOMPARE(NcclVerdicts::netdevState(root.path(), QStringLiteral("../../etc")), QString());
}

// "GDR 1" in the ring setup line means GPUDirect RDMA only when the data crossed NET/IB; on
// P2P (NVLink) or sockets the run shows no GPUDirect state at all.
void TestBenchParsers::ncclGdrOnlyOverIb()
{
    const QByteArray ring =
        "vm:1439:1450 [0] NCCL INFO Connected all rings, use ring PXN 0 GDR 1\n";
    const auto p2p = NcclOutputParser::parse(fixture(capture("sendrecv_perf_g2_debug.txt")) + ring);
    QVERIFY(p2p);
    QCOMPARE(p2p->transport, NcclResult::Transport::P2p);
    QVERIFY(!p2p->gdr);
    const QByteArray ib =
        "spark-a:1:1 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] [send] via NET/IB/0/GDRDMA\n";
    const auto overIb =
        NcclOutputParser::parse(fixture(capture("all_gather_perf_g2.txt")) + ib + ring);
    QVERIFY(overIb);
    QCOMPARE(overIb->transport, NcclResult::Transport::Ib);
    QVERIFY(overIb->gdr && *overIb->gdr);
}

void TestBenchParsers::ncclBadInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("error");
    const QByteArray text = fixture(capture("all_reduce_perf_g2.txt"));
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
        << "rocep1s0f1" << 4 << 1 << 111.71 << QStringList(); // healthy: no verdict at all
    QTest::newRow("write_bw --run_infinitely")
        << local("perftest/ib_write_bw_infinite.txt") << "ib_write_bw"
        << "rocep1s0f0" << 1 << 3 << (92.57 + 92.60 + 92.48) / 3 << QStringList();
    QTest::newRow("write_bw, stale initialisation (constructed)")
        << local("perftest/ib_write_bw_q4_stale.txt") << "ib_write_bw"
        << "roceP2p1s0f1" << 4 << 1 << 13.06
        << QStringList{QStringLiteral("rdma-mtu-1024"), QStringLiteral("rdma-stale-init")};
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
             (QStringList{QStringLiteral("rdma-one-twin"), QStringLiteral("rdma-port-slow")}));
    b.samples.first().bwAvgGbps = 51.5; // narrowed by the BIOS: the width says so
    QCOMPARE(diagnosisIds(RdmaVerdicts::diagnosePort({a, b}, {{b.device, 2}})),
             (QStringList{QStringLiteral("rdma-pcie-x2"), QStringLiteral("rdma-port-slow")}));
}

void TestBenchParsers::twinBandwidth_data()
{
    // One port's twins, measured at once (Gb/s; PCIe width, 0 = unknown) and each verdict.
    QTest::addColumn<QList<double>>("gbps");
    QTest::addColumn<QList<int>>("widths");
    QTest::addColumn<QStringList>("verdicts");
    QTest::newRow("both healthy") << QList<double>{96.5, 95.9} << QList<int>{4, 4}
                                  << QStringList{"healthy", "healthy"};
    QTest::newRow("80 Gb/s is healthy (NVIDIA's floor)")
        << QList<double>{80.0} << QList<int>{0} << QStringList{"healthy"};
    QTest::newRow("79.9 is slow") << QList<double>{79.9} << QList<int>{0} << QStringList{"slow"};
    QTest::newRow("stale initialisation 8-25 Gb/s")
        << QList<double>{96.5, 13.1} << QList<int>{0, 0} << QStringList{"healthy", "stale-init"};
    QTest::newRow("stale band edges")
        << QList<double>{8.0, 25.0} << QList<int>{0, 0} << QStringList{"stale-init", "stale-init"};
    QTest::newRow("25.1 is slow, not stale")
        << QList<double>{25.1} << QList<int>{0} << QStringList{"slow"};
    QTest::newRow("one twin carries the port")
        << QList<double>{97.0, 0.4} << QList<int>{4, 4} << QStringList{"healthy", "one-twin"};
    QTest::newRow("an idle twin alone is slow, not one-twin")
        << QList<double>{0.4} << QList<int>{0} << QStringList{"slow"};
    QTest::newRow("both idle: no twin carries")
        << QList<double>{0.3, 0.2} << QList<int>{0, 0} << QStringList{"slow", "slow"};
    QTest::newRow("PCIe Gen5 x2 (BIOS)")
        << QList<double>{96.5, 51.5} << QList<int>{4, 2} << QStringList{"healthy", "pcie-x2"};
    QTest::newRow("x2 even in the stale band: the width is the cause")
        << QList<double>{15.0} << QList<int>{2} << QStringList{"pcie-x2"};
    QTest::newRow("width unknown: the rate alone")
        << QList<double>{51.5} << QList<int>{0} << QStringList{"slow"};
}

void TestBenchParsers::twinBandwidth()
{
    QFETCH(QList<double>, gbps);
    QFETCH(QList<int>, widths);
    QFETCH(QStringList, verdicts);
    QList<TwinBandwidth::Twin> port;
    for (qsizetype i = 0; i < gbps.size(); ++i)
        port << TwinBandwidth::Twin{QStringLiteral("twin%1").arg(i), gbps.at(i),
                                    widths.at(i) ? std::optional<int>(widths.at(i)) : std::nullopt};
    const QList<TwinBandwidth::Classified> classified = TwinBandwidth::classify(port);
    QStringList names;
    int unhealthy = 0;
    for (const TwinBandwidth::Classified &c : classified) {
        names << TwinBandwidth::verdictName(c.verdict);
        // A healthy twin has no diagnosis; every other one says why and how to fix it.
        QCOMPARE(c.diagnosis.has_value(), c.verdict != TwinBandwidth::Verdict::Healthy);
        if (c.diagnosis) {
            ++unhealthy;
            QVERIFY(!c.diagnosis->message.isEmpty() && !c.diagnosis->fix.isEmpty());
            QVERIFY2(c.diagnosis->message.contains(c.twin.device),
                     qPrintable(c.diagnosis->message));
        }
    }
    QCOMPARE(names, verdicts);
    QCOMPARE(TwinBandwidth::diagnoses(classified).size(), unhealthy);
    if (verdicts.contains(QStringLiteral("stale-init"))) {
        const QString fix = TwinBandwidth::diagnoses(classified).first().fix;
        QVERIFY2(fix.contains(QStringLiteral("AC power")) && fix.contains(QStringLiteral("60 s")),
                 qPrintable(fix));
    }
}

void TestBenchParsers::twinBandwidthOnRecordedRuns_data()
{
    // perftest's real output (ib_write_bw_q4.txt) and runs constructed from it (README.md).
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QList<int>>("widths");
    QTest::addColumn<QStringList>("diagnoses");
    QTest::newRow("real healthy twin alone")
        << QStringList{local("perftest/ib_write_bw_q4.txt")} << QList<int>{0} << QStringList();
    QTest::newRow("healthy + stale twin")
        << QStringList{local("perftest/ib_write_bw_q4.txt"),
                       local("perftest/ib_write_bw_q4_stale.txt")}
        << QList<int>{0, 0} << QStringList{"rdma-mtu-1024", "rdma-stale-init", "rdma-port-slow"};
    QTest::newRow("healthy + idle twin")
        << QStringList{local("perftest/ib_write_bw_q4.txt"),
                       local("perftest/ib_write_bw_q4_idle.txt")}
        << QList<int>{0, 0} << QStringList{"rdma-mtu-1024", "rdma-one-twin", "rdma-port-slow"};
    QTest::newRow("healthy + x2 twin")
        << QStringList{local("perftest/ib_write_bw_q4.txt"),
                       local("perftest/ib_write_bw_q4_x2.txt")}
        << QList<int>{4, 2} << QStringList{"rdma-mtu-1024", "rdma-pcie-x2"};
}

void TestBenchParsers::twinBandwidthOnRecordedRuns()
{
    QFETCH(QStringList, files);
    QFETCH(QList<int>, widths);
    QFETCH(QStringList, diagnoses);
    QList<PerftestResult> runs;
    QHash<QString, int> width;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const auto parsed = PerftestParser::parse(fixture(files.at(i)));
        QVERIFY2(parsed, qPrintable(parsed.errorMessage()));
        runs << *parsed;
        if (widths.at(i))
            width.insert(parsed->device, widths.at(i));
    }
    QCOMPARE(diagnosisIds(RdmaVerdicts::diagnosePort(runs, width)), diagnoses);
}

void TestBenchParsers::pcieWidthFromSysfs()
{
    QTemporaryDir root;
    const QString dir = root.filePath(QStringLiteral("class/infiniband/roceP2p1s0f1/device"));
    QVERIFY(QDir().mkpath(dir));
    QFile width(dir + QStringLiteral("/current_link_width"));
    QVERIFY(width.open(QIODevice::WriteOnly));
    width.write("2\n");
    width.close();
    QCOMPARE(TwinBandwidth::pcieWidth(root.path(), QStringLiteral("roceP2p1s0f1")), 2);
    QCOMPARE(TwinBandwidth::pcieWidth(root.path(), QStringLiteral("rocep1s0f1")), std::nullopt);
    // A device name from a parsed file never walks out of the tree.
    QCOMPARE(TwinBandwidth::pcieWidth(root.path(), QStringLiteral("../infiniband/roceP2p1s0f1")),
             std::nullopt);
    QCOMPARE(TwinBandwidth::pcieWidth(root.path(), QStringLiteral("..")), std::nullopt);
    QVERIFY(width.open(QIODevice::WriteOnly | QIODevice::Truncate));
    width.write("x4\n");
    width.close();
    QCOMPARE(TwinBandwidth::pcieWidth(root.path(), QStringLiteral("roceP2p1s0f1")), std::nullopt);
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
    // The name `nccl run` keeps its result under: the inventory's, as the window's and `test`'s.
    QCOMPARE(env.hostname, monitor.inventory().hostname);
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
    QVERIFY(env.toDocker().startsWith(NcclEnvironment::containerFlags() +
                                      QStringLiteral(" -e NCCL_SOCKET_IFNAME=enp1s0f1np1 ")));
}

// NVIDIA's NCCL playbook per topology (issue #30): rings route by subnet and leave the net
// plugin out; rings of four and more run NCCL's ring algorithm (its tree fails there); two
// nodes and switches set neither. Every container line carries what RDMA needs.
void TestBenchParsers::environmentPerTopology_data()
{
    QTest::addColumn<int>("topology");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("expected"); // NAME=value ..., "NAME=" for absent
    const QString noRing = QStringLiteral("NCCL_IB_SUBNET_AWARE_ROUTING= NCCL_NET_PLUGIN= "
                                          "NCCL_IB_MERGE_NICS= NCCL_ALGO=");
    const QString ring = QStringLiteral("NCCL_IB_SUBNET_AWARE_ROUTING=1 NCCL_NET_PLUGIN=none "
                                        "NCCL_IB_MERGE_NICS=0");
    QTest::newRow("direct, two nodes") << int(NcclEnvironment::Topology::TwoNode) << 2 << noRing;
    QTest::newRow("switch of 4") << int(NcclEnvironment::Topology::Switch) << 4 << noRing;
    QTest::newRow("switch of 16") << int(NcclEnvironment::Topology::Switch) << 16 << noRing;
    QTest::newRow("ring of 3") << int(NcclEnvironment::Topology::Ring) << 3
                               << ring + QStringLiteral(" NCCL_ALGO=");
    for (int n = 4; n <= 8; ++n)
        QTest::newRow(qPrintable(QStringLiteral("ring of %1").arg(n)))
            << int(NcclEnvironment::Topology::Ring) << n
            << ring + QStringLiteral(" NCCL_ALGO=Ring");
}

void TestBenchParsers::environmentPerTopology()
{
    QFETCH(int, topology);
    QFETCH(int, nodes);
    QFETCH(QString, expected);
    sparkwire::hw::InventoryMonitor::Options options;
    options.sysfsRoot = local("sysfs/dgx-port1");
    options.live = false;
    const sparkwire::hw::InventoryMonitor monitor(options);
    const NcclEnvironment env =
        NcclEnvironment::compose(monitor.inventory(), NcclEnvironment::Topology(topology),
                                 NcclEnvironment::GpuDirect::Safe, nodes);
    for (const QString &pair : expected.split(QLatin1Char(' '))) {
        const QString name = pair.section(QLatin1Char('='), 0, 0);
        QCOMPARE(env.value(name), pair.section(QLatin1Char('='), 1));
        QCOMPARE(env.toShell().contains(QStringLiteral("export ") + name + QLatin1Char('=')),
                 !pair.endsWith(QLatin1Char('=')));
    }
    const QString docker = env.toDocker();
    for (const char *flag : {"--device /dev/infiniband", "--ulimit memlock=-1",
                             "--cap-add IPC_LOCK", "--ipc host", "--network host"})
        QVERIFY2(docker.contains(QLatin1String(flag)), qPrintable(docker));
}

QTEST_GUILESS_MAIN(TestBenchParsers)
#include "tst_benchparsers.moc"
