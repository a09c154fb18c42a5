// `sparkwirectl nccl parse|env`, `rdma parse` and `watch` run as a script would: the JSON
// names the issue fixed, exit codes, and clear errors on garbage and truncated files.
#include "CtlRunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kNccl = QStringLiteral(SPARKWIRE_FIXTURES "/nccl/");
const QString kData = QStringLiteral(SPARKWIRE_FIXTURES "/");

QJsonObject json(const CtlResult &r)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(r.out, &e);
    if (e.error != QJsonParseError::NoError)
        qWarning("not JSON: %s\n%s", qPrintable(e.errorString()), r.out.constData());
    return d.object();
}
} // namespace

class TestCtlLinkTests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ncclParseJson();
    void ncclParseFailsOnSockets();
    void ncclParseNamesTheCauseOfAFailedRun();
    void badFiles_data();
    void badFiles();
    void rdmaParseJson();
    void rdmaParseVerdicts_data();
    void rdmaParseVerdicts();
    void ncclEnvFormats();
    void ncclEnvPerTopology_data();
    void ncclEnvPerTopology();
    void watchJsonLines();
    void ncclRunWithStandIn();
};

void TestCtlLinkTests::ncclParseJson()
{
    const CtlResult r =
        ctl({QStringLiteral("nccl"), QStringLiteral("parse"),
             kNccl + QStringLiteral("all_reduce_perf_g2.txt"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QLatin1String("test")).toString(), QStringLiteral("all_reduce_perf"));
    QCOMPARE(o.value(QLatin1String("ranks")).toInt(), 2);
    QCOMPARE(o.value(QLatin1String("nccl_version")).toString(), QStringLiteral("2.28.3"));
    QCOMPARE(o.value(QLatin1String("avg_busbw")).toDouble(), 86.1515);
    QVERIFY(o.value(QLatin1String("error")).isNull());
    QVERIFY(o.value(QLatin1String("diagnoses")).isArray());
    const QJsonObject row = o.value(QLatin1String("rows")).toArray().at(17).toObject();
    QCOMPARE(row.value(QLatin1String("size")).toInteger(), 1048576);
    QCOMPARE(row.value(QLatin1String("count")).toInteger(), 262144);
    QCOMPARE(row.value(QLatin1String("type")).toString(), QStringLiteral("float"));
    QCOMPARE(row.value(QLatin1String("redop")).toString(), QStringLiteral("sum"));
    const QJsonObject out = row.value(QLatin1String("out_of_place")).toObject();
    QCOMPARE(out.value(QLatin1String("time_us")).toDouble(), 15.37);
    QCOMPARE(out.value(QLatin1String("algbw")).toDouble(), 68.23);
    QCOMPARE(out.value(QLatin1String("busbw")).toDouble(), 68.23);
    QCOMPARE(out.value(QLatin1String("wrong")).toInt(), 0);
    QCOMPARE(
        row.value(QLatin1String("in_place")).toObject().value(QLatin1String("busbw")).toDouble(),
        54.48);
}

void TestCtlLinkTests::ncclParseFailsOnSockets()
{
    const CtlResult r = ctl({QStringLiteral("nccl"), QStringLiteral("parse"),
                             kNccl + QStringLiteral("mpi_all_gather_socket_fallback_debug.txt"),
                             QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 3); // sockets fail the run whatever the numbers
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QLatin1String("transport")).toString(), QStringLiteral("socket"));
    const QJsonObject d = o.value(QLatin1String("diagnoses")).toArray().first().toObject();
    QCOMPARE(d.value(QLatin1String("id")).toString(), QStringLiteral("nccl-socket-fallback"));
    QVERIFY(!d.value(QLatin1String("message")).toString().isEmpty());
    QVERIFY(d.value(QLatin1String("fix")).toString().contains(QStringLiteral("NCCL_IB_HCA")));
    // The text form says the same in words.
    const CtlResult text =
        ctl({QStringLiteral("nccl"), QStringLiteral("parse"),
             kNccl + QStringLiteral("mpi_all_gather_socket_fallback_debug.txt")});
    QVERIFY(text.out.contains("transport: socket"));
    QVERIFY(text.out.contains("fix:"));
}

// A run mpirun could not start (real output from the lent GPU machine): its own lines and the
// cause, never "no problem found", and a failing exit status; --json keeps its shape.
void TestCtlLinkTests::ncclParseNamesTheCauseOfAFailedRun()
{
    const QString file = kData + QStringLiteral("nccl/gpu-2026-11-25/mpi_binary_missing.txt");
    const CtlResult text = ctl({QStringLiteral("nccl"), QStringLiteral("parse"), file});
    QCOMPARE(text.exitCode, 3);
    QVERIFY2(!text.out.contains("no problem found"), text.out.constData());
    QVERIFY(text.out.contains("last lines of its output:"));
    QVERIFY(text.out.contains("Executable: /opt/nccl-tests/build/all_gather_perf"));
    QVERIFY(text.out.contains("mpirun could not start the test on a host"));
    const CtlResult j =
        ctl({QStringLiteral("nccl"), QStringLiteral("parse"), QStringLiteral("--json"), file});
    QCOMPARE(j.exitCode, 3);
    const QJsonObject o = json(j);
    for (const char *key : {"test", "ranks", "nodes", "rows", "transport", "error", "diagnoses"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(
        o.value(QLatin1String("diagnoses")).toArray().first().toObject().value(QLatin1String("id")),
        QStringLiteral("nccl-launch-binary-missing"));
}

void TestCtlLinkTests::badFiles_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QFile full(kNccl + QStringLiteral("all_gather_perf_g2.txt"));
    full.open(QIODevice::ReadOnly);
    const QByteArray text = full.readAll();
    const QStringList nccl{QStringLiteral("nccl"), QStringLiteral("parse")};
    const QStringList rdma{QStringLiteral("rdma"), QStringLiteral("parse")};
    QTest::newRow("nccl garbage") << nccl
                                  << QByteArray("\x7f"
                                                "ELF\x02\x01 garbage")
                                  << "no nccl-tests output";
    QTest::newRow("nccl truncated") << nccl << text.left(600) << "no result rows";
    QTest::newRow("nccl broken json") << nccl << QByteArray("{\"results\": [{") << "not valid JSON";
    QTest::newRow("rdma garbage") << rdma << QByteArray("hello\nworld\n") << "no perftest output";
    QTest::newRow("rdma missing file") << rdma << QByteArray() << "cannot read";
}

void TestCtlLinkTests::badFiles()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("input.txt"));
    if (!content.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const CtlResult r = ctl(command << path);
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

void TestCtlLinkTests::rdmaParseJson()
{
    const CtlResult r = ctl({QStringLiteral("rdma"), QStringLiteral("parse"),
                             kData + QStringLiteral("perftest/ib_write_bw_infinite.txt"),
                             QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QLatin1String("test")).toString(), QStringLiteral("ib_write_bw"));
    QCOMPARE(o.value(QLatin1String("device")).toString(), QStringLiteral("rocep1s0f0"));
    QCOMPARE(o.value(QLatin1String("gid_index")).toInt(), 3);
    QCOMPARE(o.value(QLatin1String("mtu")).toInt(), 1024);
    QCOMPARE(o.value(QLatin1String("qps")).toInt(), 1);
    QCOMPARE(o.value(QLatin1String("link_type")).toString(), QStringLiteral("Ethernet"));
    const QJsonObject s = o.value(QLatin1String("samples")).toArray().first().toObject();
    QCOMPARE(s.value(QLatin1String("bytes")).toInt(), 65536);
    QCOMPARE(s.value(QLatin1String("iterations")).toInt(), 882805);
    QCOMPARE(s.value(QLatin1String("bw_peak_gbps")).toDouble(), 0.0);
    QCOMPARE(s.value(QLatin1String("bw_avg_gbps")).toDouble(), 92.57);
    QCOMPARE(s.value(QLatin1String("msg_rate_mpps")).toDouble(), 0.176554);
    QCOMPARE(o.value(QLatin1String("bw_avg_gbps")).toDouble(), (92.57 + 92.60 + 92.48) / 3);
    // Contract: a healthy twin (92.6 Gb/s) adds nothing to diagnoses, not even its MTU.
    QCOMPARE(o.value(QLatin1String("diagnoses")).toArray(), QJsonArray());
    QCOMPARE(o.value(QLatin1String("twins")).toArray().first()[QLatin1String("verdict")].toString(),
             QStringLiteral("healthy"));
}

void TestCtlLinkTests::rdmaParseVerdicts_data()
{
    // Real perftest output and runs constructed from it (tests/data/perftest/README.md); the
    // PCIe width from a sysfs tree where one is given.
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<int>("width"); // current_link_width of roceP2p1s0f1; 0: no --sysfs-root
    QTest::addColumn<QStringList>("verdicts");
    QTest::addColumn<QStringList>("diagnoses");
    QTest::newRow("real healthy twin") << QStringList{QStringLiteral("ib_write_bw_q4.txt")} << 0
                                       << QStringList{"healthy"} << QStringList();
    QTest::newRow("stale initialisation")
        << QStringList{QStringLiteral("ib_write_bw_q4_stale.txt")} << 0 << QStringList{"stale-init"}
        << QStringList{"rdma-mtu-1024", "rdma-stale-init"};
    QTest::newRow("one twin carries the port")
        << QStringList{QStringLiteral("ib_write_bw_q4.txt"),
                       QStringLiteral("ib_write_bw_q4_idle.txt")}
        << 0 << QStringList{"healthy", "one-twin"}
        << QStringList{"rdma-mtu-1024", "rdma-one-twin", "rdma-port-slow"};
    QTest::newRow("PCIe Gen5 x2 from sysfs")
        << QStringList{QStringLiteral("ib_write_bw_q4_x2.txt")} << 2 << QStringList{"pcie-x2"}
        << QStringList{"rdma-mtu-1024", "rdma-pcie-x2"};
    QTest::newRow("same rate, x4 in sysfs: slow")
        << QStringList{QStringLiteral("ib_write_bw_q4_x2.txt")} << 4 << QStringList{"slow"}
        << QStringList{"rdma-mtu-1024", "rdma-twin-slow"};
}

void TestCtlLinkTests::rdmaParseVerdicts()
{
    QFETCH(QStringList, files);
    QFETCH(int, width);
    QFETCH(QStringList, verdicts);
    QFETCH(QStringList, diagnoses);
    QStringList args{QStringLiteral("rdma"), QStringLiteral("parse"), QStringLiteral("--json")};
    for (const QString &f : files)
        args << kData + QStringLiteral("perftest/") + f;
    QTemporaryDir sysfs;
    if (width) {
        const QString dir = sysfs.filePath(QStringLiteral("class/infiniband/roceP2p1s0f1/device"));
        QVERIFY(QDir().mkpath(dir));
        QFile f(dir + QStringLiteral("/current_link_width"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::number(width) + '\n');
        f.close();
        args << QStringLiteral("--sysfs-root") << sysfs.path();
    }
    const CtlResult r = ctl(args);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QStringList gotVerdicts;
    for (const QJsonValue &t : o.value(QLatin1String("twins")).toArray())
        gotVerdicts << t[QLatin1String("verdict")].toString();
    QCOMPARE(gotVerdicts, verdicts);
    QStringList gotDiagnoses;
    for (const QJsonValue &d : o.value(QLatin1String("diagnoses")).toArray())
        gotDiagnoses << d[QLatin1String("id")].toString();
    QCOMPARE(gotDiagnoses, diagnoses);
    // The text form names the same verdicts.
    args.removeAll(QStringLiteral("--json"));
    const CtlResult text = ctl(args);
    QCOMPARE(text.exitCode, 0);
    for (const QString &v : verdicts)
        QVERIFY2(text.out.contains((QStringLiteral(": ") + v + QLatin1Char('\n')).toUtf8()),
                 text.out.constData());
}

void TestCtlLinkTests::ncclEnvFormats()
{
    const QStringList base{QStringLiteral("nccl"), QStringLiteral("env"),
                           QStringLiteral("--sysfs-root"),
                           kData + QStringLiteral("sysfs/dgx-port1")};
    const CtlResult shell = ctl(base);
    QCOMPARE(shell.exitCode, 0);
    QVERIFY(shell.out.contains("export NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1\n"));
    QVERIFY(shell.out.contains("export OMPI_MCA_btl_tcp_if_include=enp1s0f1np1\n"));
    const CtlResult docker =
        ctl(QStringList(base) << QStringLiteral("--format") << QStringLiteral("docker")
                              << QStringLiteral("--gdr") << QStringLiteral("dmabuf"));
    QVERIFY(docker.out.contains("-e NCCL_DMABUF_ENABLE=1"));
    const CtlResult j =
        ctl(QStringList(base) << QStringLiteral("--format") << QStringLiteral("json"));
    QCOMPARE(json(j)
                 .value(QLatin1String("env"))
                 .toObject()
                 .value(QLatin1String("NCCL_IB_GID_INDEX"))
                 .toString(),
             QStringLiteral("3"));
    // A ring needs all four netdevs up and addressed: this tree has two, and it says so.
    const CtlResult ring =
        ctl(QStringList(base) << QStringLiteral("--topology") << QStringLiteral("ring3"));
    QCOMPARE(ring.exitCode, 1);
    QVERIFY2(ring.err.contains("all four"), ring.err.constData());
    const CtlResult bad =
        ctl(QStringList(base) << QStringLiteral("--topology") << QStringLiteral("mesh"));
    QCOMPARE(bad.exitCode, 2);
}

// The contract (issue #30): `nccl env --topology ring --nodes N`; what NVIDIA's playbook sets
// per topology; a --nodes that does not fit the topology is bad usage (exit 2).
void TestCtlLinkTests::ncclEnvPerTopology_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected"); // variable=value pairs; "NAME=" for absent
    QTest::addColumn<QString>("error");
    const QString ring =
        QStringLiteral("NCCL_IB_SUBNET_AWARE_ROUTING=1 NCCL_NET_PLUGIN=none NCCL_IB_MERGE_NICS=0");
    QTest::newRow("two-node") << QStringList{"--topology", "two-node"} << 0
                              << "NCCL_NET_PLUGIN= NCCL_ALGO="
                              << "";
    QTest::newRow("switch of 16") << QStringList{"--topology", "switch", "--nodes", "16"} << 0
                                  << "NCCL_IB_SUBNET_AWARE_ROUTING= NCCL_ALGO="
                                  << "";
    // This tree has port 1 only: a ring says what it lacks (exit 1) and still composes.
    QTest::newRow("ring3") << QStringList{"--topology", "ring3"} << 1 << ring + " NCCL_ALGO="
                           << "";
    QTest::newRow("ring of 4") << QStringList{"--topology", "ring", "--nodes", "4"} << 1
                               << ring + " NCCL_ALGO=Ring"
                               << "";
    QTest::newRow("ring of 8") << QStringList{"--topology", "ring", "--nodes", "8"} << 1
                               << ring + " NCCL_ALGO=Ring"
                               << "";
    QTest::newRow("ring of 9") << QStringList{"--topology", "ring", "--nodes", "9"} << 2 << ""
                               << "--nodes '9' does not fit --topology ring";
    QTest::newRow("ring3 of 5") << QStringList{"--topology", "ring3", "--nodes", "5"} << 2 << ""
                                << "does not fit --topology ring3";
    QTest::newRow("switch of 17") << QStringList{"--topology", "switch", "--nodes", "17"} << 2 << ""
                                  << "does not fit --topology switch";
}

void TestCtlLinkTests::ncclEnvPerTopology()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    QFETCH(QString, error);
    const CtlResult r = ctl(QStringList{"nccl", "env", "--format", "json", "--sysfs-root",
                                        kData + QStringLiteral("sysfs/dgx-port1")} +
                            args);
    QCOMPARE(r.exitCode, exitCode);
    if (!error.isEmpty()) {
        QVERIFY2(QString::fromUtf8(r.err).contains(error), r.err.constData());
        return;
    }
    const QJsonObject env = json(r).value(QLatin1String("env")).toObject();
    for (const QString &pair : expected.split(QLatin1Char(' '))) {
        const QString name = pair.section(QLatin1Char('='), 0, 0);
        QCOMPARE(env.value(name).toString(), pair.section(QLatin1Char('='), 1));
    }
}

void TestCtlLinkTests::watchJsonLines()
{
    const CtlResult r =
        ctl({QStringLiteral("watch"), QStringLiteral("--json-lines"), QStringLiteral("--interval"),
             QStringLiteral("100"), QStringLiteral("--count"), QStringLiteral("3"),
             QStringLiteral("--sysfs-root"), kData + QStringLiteral("sysfs/dgx-port1")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    const QJsonObject first = QJsonDocument::fromJson(lines.first()).object();
    QCOMPARE(first.value(QLatin1String("twins")).toArray().size(), 4);
    QCOMPARE(first.value(QLatin1String("ports")).toArray().size(), 2);
    const QJsonObject twin = first.value(QLatin1String("twins")).toArray().first().toObject();
    QVERIFY(twin.value(QLatin1String("present")).toBool());
    QVERIFY(twin.contains(QLatin1String("rdma_tx_gbps")) &&
            twin.contains(QLatin1String("netdev_tx_gbps")));
    QCOMPARE(
        ctl({QStringLiteral("watch"), QStringLiteral("--interval"), QStringLiteral("5")}).exitCode,
        2);
}

void TestCtlLinkTests::ncclRunWithStandIn()
{
    // A stand-in replays a real run (no GPU here): progress on stderr, the result on stdout.
    qputenv("SPARKWIRE_REPLAY", (kNccl + QStringLiteral("all_gather_perf_g2.txt")).toUtf8());
    qputenv("SPARKWIRE_REPLAY_DELAY", "0");
    // A Spark's memory for the preflight of nccl-tests' buffers (this machine's may be smaller).
    qputenv("SPARKWIRE_PROC_ROOT", (kData + QStringLiteral("proc/dgx-spark")).toUtf8());
    QTemporaryDir state;
    const QStringList run{
        QStringLiteral("nccl"),         QStringLiteral("run"),
        QStringLiteral("--state-dir"),  state.path(),
        QStringLiteral("--test"),       kData + QStringLiteral("nccl/stand-in/all_gather_perf"),
        QStringLiteral("--gpus"),       QStringLiteral("2"),
        QStringLiteral("--sysfs-root"), kData + QStringLiteral("sysfs/dgx-port1")};
    const CtlResult r = ctl(QStringList(run) << QStringLiteral("--json"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(json(r).value(QLatin1String("rows")).toArray().size(), 13);
    QVERIFY2(r.err.contains("13/13"), r.err.constData());
    QVERIFY2(r.err.contains(QByteArray(QByteArray("full output kept in ") + state.path().toUtf8() +
                                       "/nccl-runs/")),
             r.err.constData());
    const CtlResult dry = ctl(QStringList(run) << QStringLiteral("--dry-run"));
    QCOMPARE(dry.exitCode, 0);
    QVERIFY(dry.out.contains("NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1"));
    QVERIFY(dry.out.contains("-b 1048576 -e 4294967296 -f 2 -g 2"));
    // Buffers too large for the unified memory: refused before anything starts, or a warning.
    const CtlResult tooLarge =
        ctl(QStringList(run) << QStringLiteral("--max") << QStringLiteral("16G"));
    QCOMPARE(tooLarge.exitCode, 2);
    QVERIFY2(tooLarge.err.contains("not started (nccl-buffer-memory)") &&
                 tooLarge.err.contains("-e 16384 MiB") && !tooLarge.err.contains("running:"),
             tooLarge.err.constData());
    const CtlResult large =
        ctl(QStringList(run) << QStringLiteral("--max") << QStringLiteral("8G"));
    QCOMPARE(large.exitCode, 0);
    QVERIFY2(large.err.contains("warning: nccl-buffer-memory") && large.err.contains("running:"),
             large.err.constData());
    const CtlResult bad = ctl({QStringLiteral("nccl"), QStringLiteral("run"),
                               QStringLiteral("--max"), QStringLiteral("huge")});
    QCOMPARE(bad.exitCode, 2);
    const CtlResult missing =
        ctl({QStringLiteral("nccl"), QStringLiteral("run"), QStringLiteral("--test"),
             QStringLiteral("no_such_perf"), QStringLiteral("--sysfs-root"),
             kData + QStringLiteral("sysfs/dgx-port1")});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains("not found"));
}

QTEST_GUILESS_MAIN(TestCtlLinkTests)
#include "tst_ctl_linktests.moc"
