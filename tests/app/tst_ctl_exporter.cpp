// `sparkwirectl exporter` as Prometheus sees it: the real binary on a copy of a Spark's sysfs
// tree, scraped over real HTTP; values checked against the counter files the test writes,
// the output checked by promtool when Debian's prometheus package is installed, and the
// shipped Grafana dashboard checked against the names the exporter serves.
#include "CtlRunner.h"
#include "bench/KeptResult.h"
#include "bench/NcclOutputParser.h"
#include "bench/ResultKeeper.h"
#include "cluster/ClusterRecord.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>
#include <vector>

namespace {
// One sample of the text exposition format: name, labels, value.
struct Sample
{
    QString name;
    QMap<QString, QString> labels;
    double value = 0;
};

// The text format's sample lines (comments skipped). Fails the test on a line it cannot read.
QList<Sample> parseExposition(const QByteArray &body, bool *ok)
{
    static const QRegularExpression line(
        QStringLiteral("^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)\\})? ([^ ]+)$"));
    static const QRegularExpression label(
        QStringLiteral("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\",?"));
    QList<Sample> samples;
    *ok = true;
    for (const QByteArray &raw : body.split('\n')) {
        const QString text = QString::fromUtf8(raw);
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        const QRegularExpressionMatch m = line.match(text);
        if (!m.hasMatch()) {
            qWarning() << "unreadable line" << text;
            *ok = false;
            continue;
        }
        Sample s;
        s.name = m.captured(1);
        bool number = false;
        s.value = m.captured(3).toDouble(&number);
        *ok = *ok && number;
        auto it = label.globalMatch(m.captured(2));
        while (it.hasNext()) {
            const QRegularExpressionMatch l = it.next();
            s.labels.insert(l.captured(1), l.captured(2));
        }
        samples << s;
    }
    return samples;
}
} // namespace

class TestCtlExporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void values_data();
    void values();
    void countersMoveBetweenScrapes();
    void promtoolAccepts();
    void grafanaUsesServedNames();
    void vanishedDevice();
    void badUsage_data();
    void badUsage();
    void busyPort();
    void keptTestResults();
    void peerFromTheRecord();
    void slowClientsDoNotDelayScrape();

private:
    QString ibFile(const QString &device, const QString &name) const
    {
        return m_tree.path() + QStringLiteral("/class/infiniband/") + device +
               QStringLiteral("/ports/1/") + name;
    }
    static void write(const QString &path, const QByteArray &value)
    {
        QFile f(path);
        QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
        f.write(value + '\n');
    }
    QByteArray scrape();
    static sparkwire::cluster::ClusterRecord twoNodeRecord();
    std::optional<double> value(const QList<Sample> &samples, const QString &name,
                                const QString &device) const;

    QTemporaryDir m_tree;
    QProcess m_exporter;
    quint16 m_port = 0;
    QNetworkAccessManager m_http;
    QTemporaryDir m_state;
};

void TestCtlExporter::initTestCase()
{
    QVERIFY(m_tree.isValid());
    QCOMPARE(
        QProcess::execute(QStringLiteral("cp"),
                          {QStringLiteral("-a"),
                           QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1/."), m_tree.path()}),
        0);
    const QString dev = QStringLiteral("rocep1s0f1");
    write(ibFile(dev, QStringLiteral("counters/port_xmit_data")), "1000");
    write(ibFile(dev, QStringLiteral("counters/port_rcv_data")), "2500");
    write(ibFile(dev, QStringLiteral("counters/port_xmit_packets")), "77");
    write(ibFile(dev, QStringLiteral("counters/port_rcv_packets")), "88");
    write(ibFile(dev, QStringLiteral("counters/link_downed")), "3");
    write(ibFile(dev, QStringLiteral("hw_counters/out_of_sequence")), "12");
    write(ibFile(dev, QStringLiteral("hw_counters/rp_cnp_handled")), "34");
    write(ibFile(dev, QStringLiteral("hw_counters/roce_adp_retrans")), "5");
    write(ibFile(dev, QStringLiteral("hw_counters/resp_rnr_nak")), "6"); // no node_exporter name
    // The fixture records no netdev statistics; a real netdev always has them.
    const QString stats = m_tree.path() + QStringLiteral("/class/net/enp1s0f1np1/statistics/");
    QVERIFY(QDir().mkpath(stats));
    write(stats + QStringLiteral("tx_bytes"), "1500");
    write(stats + QStringLiteral("rx_bytes"), "3000");

    m_exporter.setProgram(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"));
    // Kept link-test results, as the window and `nccl run` keep them (a real NCCL run from
    // the GPU machine, TCP and RDMA against spark-b), and a file that is not one.
    QVERIFY(m_state.isValid());
    sparkwire::bench::ResultKeeper keeper(m_state.path(), QStringLiteral("spark-a"), false);
    QFile capture(
        QStringLiteral(SPARKWIRE_FIXTURES "/nccl/gpu-2026-11-25-x2/single_g2_all_gather.txt"));
    QVERIFY(capture.open(QIODevice::ReadOnly));
    const auto nccl = sparkwire::bench::NcclOutputParser::parse(capture.readAll());
    QVERIFY(nccl);
    const QDateTime when(QDate(2026, 11, 25), QTime(20, 0), Qt::UTC);
    QVERIFY(keeper.keepNccl(*nccl, when));
    sparkwire::bench::TcpTwinResult tcp;
    tcp.path.netdev = QStringLiteral("enp1s0f1np1");
    tcp.gbps = 93.5;
    QVERIFY(keeper.keepTcp(QStringLiteral("spark-b"), {tcp}, {}, when.addSecs(1)));
    tcp.gbps = 94.25; // a newer run replaces the older one
    QVERIFY(keeper.keepTcp(QStringLiteral("spark-b"), {tcp}, {}, when.addSecs(2)));
    sparkwire::bench::PerftestResult rdma;
    rdma.test = QStringLiteral("ib_write_bw");
    rdma.device = QStringLiteral("rocep1s0f1");
    rdma.samples << sparkwire::bench::PerftestResult::Sample{65536, 5000, 97.1, 96.5,
                                                             0.18,  {},   {},   {}};
    QVERIFY(keeper.keepRdma(QStringLiteral("spark-b"), {rdma}, {}, when.addSecs(3)));
    write(sparkwire::bench::KeptResult::folder(m_state.path()) +
              QStringLiteral("/20261125-200004-000-tcp-evil.json"),
          R"({"test":"tcp","member":"x\"} 1\nfake_metric 2","kept_at":"2026-11-25T20:00:04Z",)"
          R"("twins":[{"name":"enp1s0f1np1","gbps":1e300}]})");

    // This Spark is node 2 of a two-node cluster cabled on port 1, as the kept record has it;
    // its port-1 twins carry the record's addresses for node 2 (the tree's ip-addr.json is
    // what `ip -j addr` said; .11 there becomes the planned .2).
    QFile addresses(m_tree.path() + QStringLiteral("/ip-addr.json"));
    QVERIFY(addresses.open(QIODevice::ReadOnly));
    QByteArray json = addresses.readAll();
    addresses.close();
    json.replace("192.168.177.11", "192.168.177.2").replace("192.168.178.11", "192.168.178.2");
    write(addresses.fileName(), json);
    QVERIFY(twoNodeRecord().save(m_state.path()));

    m_exporter.setArguments({QStringLiteral("exporter"), QStringLiteral("--listen"),
                             QStringLiteral("127.0.0.1:0"), QStringLiteral("--sysfs-root"),
                             m_tree.path(), QStringLiteral("--state-dir"), m_state.path()});
    m_exporter.start();
    QVERIFY(m_exporter.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(m_exporter.canReadLine() || m_exporter.state() == QProcess::NotRunning,
                             10000);
    const QString first = QString::fromUtf8(m_exporter.readLine());
    static const QRegularExpression serving(
        QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)/metrics"));
    const QRegularExpressionMatch m = serving.match(first);
    QVERIFY2(m.hasMatch(),
             qPrintable(first + QString::fromUtf8(m_exporter.readAllStandardError())));
    m_port = quint16(m.captured(1).toUInt());
    QVERIFY(m_port > 0);
}

void TestCtlExporter::cleanupTestCase()
{
    m_exporter.terminate(); // SIGTERM: the command stops cleanly
    QVERIFY(m_exporter.waitForFinished(5000));
    QCOMPARE(m_exporter.exitStatus(), QProcess::NormalExit);
    QCOMPARE(m_exporter.exitCode(), 0);
}

sparkwire::cluster::ClusterRecord TestCtlExporter::twoNodeRecord()
{
    sparkwire::cluster::ClusterRecord record;
    const QString a(64, QLatin1Char('a'));
    const QString b(64, QLatin1Char('b'));
    record.seatId = a;
    record.members = {{a, QStringLiteral("spark-a"), 1}, {b, QStringLiteral("spark-b"), 2}};
    record.name = sparkwire::cluster::ClusterRecord::defaultName(record.members);
    record.cabling = {{a, 1, b, 1}};
    record.plannedAt = QDateTime::fromSecsSinceEpoch(1'790'000'000, Qt::UTC);
    return record;
}

QByteArray TestCtlExporter::scrape()
{
    QNetworkReply *reply = m_http.get(
        QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/metrics").arg(m_port))));
    QSignalSpy done(reply, &QNetworkReply::finished);
    if (!reply->isFinished() && !done.wait(10000))
        return {};
    reply->deleteLater();
    if (reply->error() != QNetworkReply::NoError) {
        qWarning() << reply->errorString();
        return {};
    }
    return reply->readAll();
}

std::optional<double> TestCtlExporter::value(const QList<Sample> &samples, const QString &name,
                                             const QString &device) const
{
    for (const Sample &s : samples)
        if (s.name == name && s.labels.value(QStringLiteral("device")) == device)
            return s.value;
    return std::nullopt;
}

void TestCtlExporter::values_data()
{
    QTest::addColumn<QString>("metric");
    QTest::addColumn<QString>("counterLabel"); // sparkwire_roce_hardware_events_total's counter
    QTest::addColumn<double>("expected");
    // Bytes are the sysfs words × 4, as node_exporter reports them.
    QTest::newRow("tx bytes") << "node_infiniband_port_data_transmitted_bytes_total"
                              << "" << 4000.0;
    QTest::newRow("rx bytes") << "node_infiniband_port_data_received_bytes_total"
                              << "" << 10000.0;
    QTest::newRow("tx packets") << "node_infiniband_port_packets_transmitted_total"
                                << "" << 77.0;
    QTest::newRow("rx packets") << "node_infiniband_port_packets_received_total"
                                << "" << 88.0;
    QTest::newRow("link downed") << "node_infiniband_link_downed_total"
                                 << "" << 3.0;
    QTest::newRow("out of sequence") << "node_infiniband_out_of_sequence_packets_received_total"
                                     << "" << 12.0;
    QTest::newRow("cnp handled") << "node_infiniband_rp_cnp_packets_handled_total"
                                 << "" << 34.0;
    QTest::newRow("adaptive retransmits") << "node_infiniband_roce_adp_retransmits_total"
                                          << "" << 5.0;
    QTest::newRow("state active") << "node_infiniband_state_id"
                                  << "" << 4.0;
    QTest::newRow("phys link up") << "node_infiniband_physical_state_id"
                                  << "" << 5.0;
    QTest::newRow("rate 200G") << "node_infiniband_rate_bytes_per_second"
                               << "" << 2.5e10;
    QTest::newRow("carrier") << "sparkwire_netdev_carrier"
                             << "" << 1.0;
    QTest::newRow("speed") << "sparkwire_netdev_speed_bytes_per_second"
                           << "" << 2.5e10;
    QTest::newRow("present") << "sparkwire_twin_rdma_present"
                             << "" << 1.0;
    QTest::newRow("kernel tx bytes") << "sparkwire_netdev_transmit_bytes_total"
                                     << "" << 1500.0;
    QTest::newRow("info") << "sparkwire_twin_info"
                          << "" << 1.0;
    QTest::newRow("hw counter by name") << "sparkwire_roce_hardware_events_total"
                                        << "resp_rnr_nak" << 6.0;
}

void TestCtlExporter::values()
{
    QFETCH(QString, metric);
    QFETCH(QString, counterLabel);
    QFETCH(double, expected);
    bool ok = false;
    const QList<Sample> samples = parseExposition(scrape(), &ok);
    QVERIFY(ok);
    bool found = false;
    for (const Sample &s : samples) {
        if (s.name != metric || s.labels.value(QStringLiteral("device")) != u"rocep1s0f1")
            continue;
        if (!counterLabel.isEmpty() && s.labels.value(QStringLiteral("counter")) != counterLabel)
            continue;
        found = true;
        QCOMPARE(s.value, expected);
        // The contract's labels: device and port as node_exporter, plus netdev and twin.
        QCOMPARE(s.labels.value(QStringLiteral("port")), QStringLiteral("1"));
        QCOMPARE(s.labels.value(QStringLiteral("netdev")), QStringLiteral("enp1s0f1np1"));
        QCOMPARE(s.labels.value(QStringLiteral("twin")), QStringLiteral("0"));
        QCOMPARE(s.labels.value(QStringLiteral("qsfp_port")), QStringLiteral("1"));
    }
    QVERIFY2(found, qPrintable(metric));
}

void TestCtlExporter::countersMoveBetweenScrapes()
{
    const QString dev = QStringLiteral("roceP2p1s0f1");
    const QString name = QStringLiteral("node_infiniband_port_data_transmitted_bytes_total");
    bool ok = false;
    const std::optional<double> before = value(parseExposition(scrape(), &ok), name, dev);
    QVERIFY(ok && before);
    write(ibFile(dev, QStringLiteral("counters/port_xmit_data")),
          QByteArray::number(quint64(*before / 4) + 250'000'000'000ULL));
    const std::optional<double> after = value(parseExposition(scrape(), &ok), name, dev);
    QVERIFY(after);
    QCOMPARE(*after - *before, 1e12);
}

void TestCtlExporter::promtoolAccepts()
{
    const QString promtool = QStandardPaths::findExecutable(QStringLiteral("promtool"));
    if (promtool.isEmpty())
        QSKIP("promtool is not installed (Debian's prometheus package); the parser in this test "
              "checked the format");
    const QByteArray body = scrape();
    QVERIFY(!body.isEmpty());
    QProcess p;
    p.start(promtool, {QStringLiteral("check"), QStringLiteral("metrics")});
    p.write(body);
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(20000));
    const QByteArray said = p.readAllStandardOutput() + p.readAllStandardError();
    QVERIFY2(p.exitCode() == 0, said.constData());
    QVERIFY2(said.trimmed().isEmpty(), said.constData()); // no lint findings either
}

void TestCtlExporter::grafanaUsesServedNames()
{
    bool ok = false;
    QSet<QString> served;
    for (const Sample &s : parseExposition(scrape(), &ok))
        served.insert(s.name);
    QVERIFY(ok);
    QFile file(QStringLiteral(SPARKWIRE_SOURCE_DIR "/packaging/grafana/sparkwire.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isObject());
    const QJsonArray panels = doc.object().value(QStringLiteral("panels")).toArray();
    QVERIFY(!panels.isEmpty());
    static const QRegularExpression metricName(
        QStringLiteral("\\b((?:node_infiniband|sparkwire)_[a-zA-Z0-9_]+)"));
    int names = 0;
    for (const QJsonValue &panel : panels) {
        for (const QJsonValue &target :
             panel.toObject().value(QStringLiteral("targets")).toArray()) {
            const QString expr = target.toObject().value(QStringLiteral("expr")).toString();
            auto it = metricName.globalMatch(expr);
            while (it.hasNext()) {
                const QString name = it.next().captured(1);
                QVERIFY2(served.contains(name), qPrintable(name + QStringLiteral(" in ") + expr));
                ++names;
            }
        }
    }
    QVERIFY(names >= 6);
}

void TestCtlExporter::vanishedDevice()
{
    // Unplugging the function: its RDMA metrics go, presence says 0, the rest stays.
    const QString dev = QStringLiteral("rocep1s0f0");
    const QString real =
        QFileInfo(m_tree.path() + QStringLiteral("/class/infiniband/") + dev).canonicalFilePath();
    QVERIFY(!real.isEmpty());
    QVERIFY(QDir(real).removeRecursively());
    bool ok = false;
    const QList<Sample> samples = parseExposition(scrape(), &ok);
    QVERIFY(ok);
    QCOMPARE(value(samples, QStringLiteral("sparkwire_twin_rdma_present"), dev), 0.0);
    QVERIFY(
        !value(samples, QStringLiteral("node_infiniband_port_data_transmitted_bytes_total"), dev));
    QVERIFY(value(samples, QStringLiteral("node_infiniband_port_data_transmitted_bytes_total"),
                  QStringLiteral("rocep1s0f1")));
}

void TestCtlExporter::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no listen") << QStringList{QStringLiteral("exporter")};
    QTest::newRow("host name") << QStringList{
        QStringLiteral("exporter"), QStringLiteral("--listen"), QStringLiteral("localhost:9106")};
    QTest::newRow("no port") << QStringList{QStringLiteral("exporter"), QStringLiteral("--listen"),
                                            QStringLiteral("127.0.0.1")};
    QTest::newRow("port too big") << QStringList{
        QStringLiteral("exporter"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:70000")};
    QTest::newRow("ipv6 without brackets") << QStringList{
        QStringLiteral("exporter"), QStringLiteral("--listen"), QStringLiteral("::1:9106")};
    QTest::newRow("missing root") << QStringList{
        QStringLiteral("exporter"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
        QStringLiteral("--sysfs-root"), QStringLiteral("/nonexistent/sys")};
}

void TestCtlExporter::badUsage()
{
    QFETCH(QStringList, args);
    const CtlResult r = ctl(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.startsWith("sparkwirectl exporter: "));
}

void TestCtlExporter::busyPort()
{
    const CtlResult r = ctl({QStringLiteral("exporter"), QStringLiteral("--listen"),
                             QStringLiteral("127.0.0.1:%1").arg(m_port),
                             QStringLiteral("--sysfs-root"), m_tree.path()});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("cannot listen on 127.0.0.1:"), r.err.constData());
}

// The newest kept result of each test, with the member's paired name; a hostile file (a name
// that would break the exposition, an absurd rate) is left out.
void TestCtlExporter::keptTestResults()
{
    bool ok = false;
    const QByteArray text = scrape();
    const QList<Sample> samples = parseExposition(text, &ok);
    QVERIFY(ok);
    QVERIFY(!text.contains("fake_metric"));
    QMap<QString, double> got;
    for (const Sample &s : samples)
        if (s.name.startsWith(QLatin1String("sparkwire_link_test_bytes")) ||
            s.name.startsWith(QLatin1String("sparkwire_nccl_test_")))
            got.insert(s.name + QLatin1Char('|') + s.labels.value(QStringLiteral("kind")) +
                           QLatin1Char('|') + s.labels.value(QStringLiteral("member")) +
                           QLatin1Char('|') + s.labels.value(QStringLiteral("twin")) +
                           s.labels.value(QStringLiteral("test")),
                       s.value);
    QCOMPARE(
        got.value(QStringLiteral("sparkwire_link_test_bytes_per_second|tcp|spark-b|enp1s0f1np1")),
        94.25e9 / 8);
    QCOMPARE(
        got.value(QStringLiteral("sparkwire_link_test_bytes_per_second|rdma|spark-b|rocep1s0f1")),
        96.5e9 / 8);
    QCOMPARE(
        got.value(QStringLiteral("sparkwire_nccl_test_busbw_bytes_per_second|||all_gather_perf")),
        255.98e9);
    QCOMPARE(got.value(QStringLiteral("sparkwire_nccl_test_failed|||all_gather_perf"), -1), 0.0);
    QVERIFY(
        got.contains(QStringLiteral("sparkwire_nccl_test_timestamp_seconds|||all_gather_perf")));
    QCOMPARE(got.size(), 5); // nothing from the hostile file
}

// Each twin's `peer`: the member at the other end of its cable as the kept record names it,
// this Spark found in the record by its addresses (no key read or made); none when the record
// does not match this Spark or is gone.
void TestCtlExporter::peerFromTheRecord()
{
    const auto peersOf = [this](const QString &metric) {
        bool ok = false;
        QMap<QString, QString> peers; // device -> peer ("" when the label is absent)
        for (const Sample &s : parseExposition(scrape(), &ok))
            if (s.name == metric)
                peers.insert(s.labels.value(QStringLiteral("device")),
                             s.labels.value(QStringLiteral("peer")));
        return peers;
    };
    const QMap<QString, QString> cabled{
        {QStringLiteral("rocep1s0f0"), QString()},
        {QStringLiteral("roceP2p1s0f0"), QString()},
        {QStringLiteral("rocep1s0f1"), QStringLiteral("spark-a")},
        {QStringLiteral("roceP2p1s0f1"), QStringLiteral("spark-a")}};
    // (vanishedDevice took rocep1s0f0's counters away; its info stays.)
    const QMap<QString, QString> counted =
        peersOf(QStringLiteral("node_infiniband_port_data_transmitted_bytes_total"));
    QCOMPARE(counted.value(QStringLiteral("rocep1s0f1")), QStringLiteral("spark-a"));
    QCOMPARE(counted.value(QStringLiteral("roceP2p1s0f1")), QStringLiteral("spark-a"));
    QCOMPARE(counted.value(QStringLiteral("roceP2p1s0f0"), QStringLiteral("?")), QString());
    QCOMPARE(peersOf(QStringLiteral("sparkwire_twin_info")), cabled);

    // Re-planned on another subnet: the record no longer has this Spark's addresses.
    sparkwire::cluster::ClusterRecord elsewhere = twoNodeRecord();
    elsewhere.subnetBase = QStringLiteral("10.77.0.0/24");
    QVERIFY(elsewhere.save(m_state.path()));
    QMap<QString, QString> none = cabled;
    for (QString &peer : none)
        peer.clear();
    QCOMPARE(peersOf(QStringLiteral("sparkwire_twin_info")), none);
    // Back, then no record at all.
    QVERIFY(twoNodeRecord().save(m_state.path()));
    QCOMPARE(peersOf(QStringLiteral("sparkwire_twin_info")), cabled);
    QVERIFY(QFile::remove(sparkwire::cluster::ClusterRecord::path(m_state.path())));
    QCOMPARE(peersOf(QStringLiteral("sparkwire_twin_info")), none);
}

// Clients that connect and send one byte of a request header every 5 s, never finishing it
// (a stuck scraper, a port scan, someone holding connections open). With two of them a scrape
// answers at once (well within 3 s; Prometheus gives up at 10 s), and the exporter drops them
// for taking too long to ask instead of waiting for them. With more of them than the exporter
// has workers, a scrape still answers within 3 s.
void TestCtlExporter::slowClientsDoNotDelayScrape()
{
    const QByteArray header = "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    std::vector<std::unique_ptr<QTcpSocket>> slow;
    const auto holdConnections = [&](int count) {
        for (int i = 0; i < count; ++i) {
            auto s = std::make_unique<QTcpSocket>();
            s->connectToHost(QHostAddress::LocalHost, m_port);
            if (!s->waitForConnected(5000))
                return false;
            s->write(header.left(1));
            if (!s->waitForBytesWritten(5000))
                return false;
            slow.push_back(std::move(s));
        }
        return true;
    };
    int sent = 1;
    QTimer drip; // one more byte every 5 s to each held connection still open
    drip.setInterval(5000);
    connect(&drip, &QTimer::timeout, this, [&] {
        for (const auto &s : slow)
            if (s->state() == QAbstractSocket::ConnectedState)
                s->write(header.mid(sent, 1));
        ++sent;
    });
    drip.start();
    // True when /metrics answered (scrape() waits up to 10 s, as long as Prometheus does).
    const auto timedScrape = [this](const char *when, qint64 *ms) {
        QElapsedTimer took;
        took.start();
        const QByteArray text = scrape();
        *ms = took.elapsed();
        qInfo("scrape %s: %lld ms (limit 3000 ms)", when, static_cast<long long>(*ms));
        return text.contains("node_infiniband_port_data_transmitted_bytes_total");
    };

    QElapsedTimer held;
    held.start();
    QVERIFY(holdConnections(2));
    QTest::qWait(200); // the exporter has both
    qint64 ms = 0;
    QVERIFY2(timedScrape("while two clients send a header byte every 5 s", &ms),
             "no /metrics within 10 s");
    QVERIFY2(ms < 3000, qPrintable(QStringLiteral("took %1 ms").arg(ms)));
    // Dropped, unanswered, after the exporter's request timeout (2 s), long before their 5 s
    // second byte.
    for (const auto &s : slow) {
        QTRY_VERIFY_WITH_TIMEOUT(s->state() == QAbstractSocket::UnconnectedState, 4000);
        QVERIFY2(!s->readAll().contains("node_infiniband"), "an unfinished request was answered");
    }
    qInfo("the two slow clients were dropped after %lld ms",
          static_cast<long long>(held.elapsed()));
    QCOMPARE(sent, 1);

    slow.clear();
    QVERIFY(holdConnections(12));
    QTest::qWait(200);
    QVERIFY2(timedScrape("while 12 clients send a header byte every 5 s", &ms),
             "no /metrics within 10 s");
    QVERIFY2(ms < 3000, qPrintable(QStringLiteral("took %1 ms").arg(ms)));
}

QTEST_GUILESS_MAIN(TestCtlExporter)
#include "tst_ctl_exporter.moc"
