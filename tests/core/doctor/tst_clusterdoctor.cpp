// The cluster-wide doctor without a network: a member's answer survives its own JSON and every
// hostile variant of it is refused whole (sizes, counts, unknown check ids, repeated fields,
// netdev names, key ids, versions); free text is made printable; and each check across members
// fails on answers that show its fault and passes on healthy ones (MTU on a shared subnet,
// clocks, Sparkwire and NCCL versions, a ring cabled p0 to p0), with a member that did not
// answer as a fail line naming it from the record. About 0.1 s.
#include "doctor/ClusterDoctor.h"
#include "doctor/Doctor.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::doctor;

namespace {
const QString kA = QString(64, QLatin1Char('a'));
const QString kB = QString(64, QLatin1Char('b'));
const QString kC = QString(64, QLatin1Char('c'));
constexpr qint64 kNow = 1'800'000'000'000;

DoctorAnswer healthy(const QString &lastOctet, const QList<DoctorAnswer::Link> &links = {})
{
    DoctorAnswer a;
    a.timeMs = kNow;
    a.sparkwireVersion = QStringLiteral("0.1.0");
    a.ncclVersion = QStringLiteral("2.28.3");
    a.netdevs = {{QStringLiteral("enp1s0f1np1"),
                  1,
                  0,
                  9000,
                  {QStringLiteral("192.168.177.%1/24").arg(lastOctet)}},
                 {QStringLiteral("enP2p1s0f1np1"),
                  1,
                  1,
                  9000,
                  {QStringLiteral("192.168.178.%1/24").arg(lastOctet)}}};
    a.links = links;
    a.checks = {{QStringLiteral("mtu-9000"),
                 DoctorCheck::Status::Pass,
                 QStringLiteral("enp1s0f1np1 mtu 9000"),
                 {},
                 {}}};
    return a;
}

MemberAnswer answered(const QString &id, const QString &name, int node, const DoctorAnswer &a)
{
    MemberAnswer m;
    m.member = {id, name, node};
    m.answer = a;
    // The seat's clock: asked 5 ms before a healthy member's answer time, answered 5 ms after.
    m.sentMs = kNow - 5;
    m.receivedMs = kNow + 5;
    return m;
}

cluster::ClusterRecord record(topology::Topology topology, int members)
{
    cluster::ClusterRecord r;
    r.name = QStringLiteral("sparkwire-aaaaaaaa");
    r.seatId = kA;
    r.topology = topology;
    const QStringList ids{kA, kB, kC};
    for (int i = 0; i < members; ++i)
        r.members << cluster::ClusterMember{ids[i], QStringLiteral("spark-%1").arg(QChar('a' + i)),
                                            i + 1};
    return r;
}

QJsonObject answerObject()
{
    return QJsonDocument::fromJson(healthy(QStringLiteral("1")).toJson()).object();
}
} // namespace

class TestClusterDoctor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void answerRoundTrip()
    {
        DoctorAnswer a = healthy(QStringLiteral("11"), {{1, 0, kB, 0}});
        a.checks << DoctorCheck{QStringLiteral("cma-total"), DoctorCheck::Status::Fail,
                                QStringLiteral("CmaTotal: 0 kB"), QStringLiteral("cause"),
                                QStringLiteral("fix")};
        const Result<DoctorAnswer> back = DoctorAnswer::fromJson(a.toJson());
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QCOMPARE(back->timeMs, a.timeMs);
        QCOMPARE(back->sparkwireVersion, a.sparkwireVersion);
        QCOMPARE(back->ncclVersion, a.ncclVersion);
        QCOMPARE(back->netdevs, a.netdevs);
        QCOMPARE(back->links, a.links);
        QCOMPARE(back->checks.size(), 2);
        QCOMPARE(back->checks[1].status, DoctorCheck::Status::Fail);
        QCOMPARE(back->checks[1].fix, QStringLiteral("fix"));
    }

    void answerFitsOneFrame()
    {
        DoctorAnswer a = healthy(QStringLiteral("1"));
        a.checks.clear();
        for (const Doctor::Entry &e : Doctor::catalogue())
            a.checks << DoctorCheck{
                QLatin1String(e.id), DoctorCheck::Status::Warn, QString(5000, QLatin1Char('e')),
                QString(5000, QLatin1Char('c')), QString(5000, QLatin1Char('f'))};
        const QByteArray json = a.toJson();
        QVERIFY(json.size() <= DoctorAnswer::kMaxBytes);
        const Result<DoctorAnswer> back = DoctorAnswer::fromJson(json);
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QCOMPARE(back->checks.size(), Doctor::catalogue().size());
    }

    void hostileAnswers_data()
    {
        QTest::addColumn<QString>("path"); // what to change, "key" or "array.index.key"
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("another version") << "v" << QJsonValue(2);
        QTest::newRow("unknown field") << "extra" << QJsonValue(1);
        QTest::newRow("time as text") << "time_ms" << QJsonValue(QStringLiteral("now"));
        QTest::newRow("time fractional") << "time_ms" << QJsonValue(1.5);
        QTest::newRow("version with spaces") << "sparkwire" << QJsonValue(QStringLiteral("0 1"));
        QTest::newRow("nccl not a version") << "nccl" << QJsonValue(QStringLiteral("2.x"));
        QTest::newRow("check id not in catalogue")
            << "checks.0.id" << QJsonValue(QStringLiteral("rm-rf"));
        QTest::newRow("check status unknown")
            << "checks.0.status" << QJsonValue(QStringLiteral("ok"));
        QTest::newRow("evidence too long")
            << "checks.0.evidence" << QJsonValue(QString(801, QLatin1Char('x')));
        QTest::newRow("check field unknown")
            << "checks.0.member" << QJsonValue(QStringLiteral("x"));
        QTest::newRow("netdev name with slash")
            << "netdevs.0.netdev" << QJsonValue(QStringLiteral("../etc"));
        QTest::newRow("netdev name too long")
            << "netdevs.0.netdev" << QJsonValue(QString(16, QLatin1Char('e')));
        QTest::newRow("port 2") << "netdevs.0.port" << QJsonValue(2);
        QTest::newRow("mtu negative") << "netdevs.0.mtu" << QJsonValue(-1);
        QTest::newRow("ipv4 not an address")
            << "netdevs.0.ipv4" << QJsonValue(QJsonArray{QStringLiteral("spark-b/24")});
        QTest::newRow("ipv6 instead")
            << "netdevs.0.ipv4" << QJsonValue(QJsonArray{QStringLiteral("fe80::1/64")});
        QTest::newRow("links not an array") << "links" << QJsonValue(QStringLiteral("x"));
    }
    void hostileAnswers()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QJsonObject o = answerObject();
        const QStringList parts = path.split(QLatin1Char('.'));
        if (parts.size() == 1) {
            o.insert(parts[0], value);
        } else {
            QJsonArray array = o.value(parts[0]).toArray();
            QJsonObject item = array.at(parts[1].toInt()).toObject();
            item.insert(parts[2], value);
            array.replace(parts[1].toInt(), item);
            o.insert(parts[0], array);
        }
        const Result<DoctorAnswer> a =
            DoctorAnswer::fromJson(QJsonDocument(o).toJson(QJsonDocument::Compact));
        QVERIFY(!a);
        QCOMPARE(a.error().code, ErrorCode::InvalidInput);
    }

    void hostileShapes()
    {
        QVERIFY(!DoctorAnswer::fromJson(QByteArray(DoctorAnswer::kMaxBytes + 1, ' ')));
        QVERIFY(!DoctorAnswer::fromJson("[]"));
        QVERIFY(!DoctorAnswer::fromJson("{\"v\":1,\"v\":1}"));
        // A check repeated, and more links than allowed.
        QJsonObject o = answerObject();
        QJsonArray checks = o.value(QLatin1String("checks")).toArray();
        checks.append(checks.at(0));
        o.insert(QLatin1String("checks"), checks);
        QVERIFY(!DoctorAnswer::fromJson(QJsonDocument(o).toJson()));
        o = answerObject();
        QJsonArray links;
        for (int i = 0; i <= DoctorAnswer::kMaxLinks; ++i)
            links.append(QJsonObject{{QLatin1String("port"), 0},
                                     {QLatin1String("half"), 0},
                                     {QLatin1String("peer"), kB},
                                     {QLatin1String("peer_port"), 1}});
        o.insert(QLatin1String("links"), links);
        QVERIFY(!DoctorAnswer::fromJson(QJsonDocument(o).toJson()));
        links = QJsonArray{QJsonObject{{QLatin1String("port"), 0},
                                       {QLatin1String("half"), 0},
                                       {QLatin1String("peer"), QStringLiteral("B")},
                                       {QLatin1String("peer_port"), 1}}};
        o.insert(QLatin1String("links"), links);
        QVERIFY(!DoctorAnswer::fromJson(QJsonDocument(o).toJson()));
    }

    void controlCharactersMadePrintable()
    {
        DoctorAnswer a = healthy(QStringLiteral("1"));
        a.checks[0].evidence = QStringLiteral("mtu\x1b[2J 9000\u202e");
        const Result<DoctorAnswer> back = DoctorAnswer::fromJson(a.toJson());
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QVERIFY(!back->checks[0].evidence.contains(QChar(0x1b)));
        QVERIFY(!back->checks[0].evidence.contains(QChar(0x202e)));
        QVERIFY(back->checks[0].evidence.startsWith(QLatin1String("mtu")));
    }

    void ncclVersionFromTheSystem()
    {
        QTemporaryDir root;
        QCOMPARE(DoctorAnswer::installedNcclVersion(root.path()), QString());
        QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("usr/include"))));
        QFile header(root.filePath(QStringLiteral("usr/include/nccl.h")));
        QVERIFY(header.open(QIODevice::WriteOnly));
        header.write("#define NCCL_MAJOR 2\n#define NCCL_MINOR 27\n#define NCCL_PATCH 7\n");
        header.close();
        QCOMPARE(DoctorAnswer::installedNcclVersion(root.path()), QStringLiteral("2.27.7"));
        QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("usr/lib/aarch64-linux-gnu"))));
        QFile lib(root.filePath(QStringLiteral("usr/lib/aarch64-linux-gnu/libnccl.so.2.28.3")));
        QVERIFY(lib.open(QIODevice::WriteOnly));
        lib.close();
        QCOMPARE(DoctorAnswer::installedNcclVersion(root.path()), QStringLiteral("2.28.3"));
    }

    void crossMemberChecks_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("evidenceNames");
        QTest::newRow("healthy: mtu") << ""
                                      << "cluster-mtu-match"
                                      << "pass"
                                      << "spark-b";
        QTest::newRow("healthy: clock") << ""
                                        << "cluster-clock-skew"
                                        << "pass"
                                        << "spark-b";
        QTest::newRow("healthy: sparkwire") << ""
                                            << "cluster-sparkwire-version"
                                            << "pass"
                                            << "0.1.0";
        QTest::newRow("healthy: nccl") << ""
                                       << "cluster-nccl-version"
                                       << "pass"
                                       << "2.28.3";
        QTest::newRow("healthy: ring") << ""
                                       << "ring-cabling"
                                       << "pass"
                                       << "spark-a p0 - spark-b p1";
        QTest::newRow("mtu 1500 on one twin of C") << "mtu"
                                                   << "cluster-mtu-match"
                                                   << "fail"
                                                   << "spark-c enP2p1s0f1np1 1500";
        QTest::newRow("clock 3 s ahead") << "clock3"
                                         << "cluster-clock-skew"
                                         << "warn"
                                         << "+3000";
        QTest::newRow("clock 2 min behind") << "clock120"
                                            << "cluster-clock-skew"
                                            << "fail"
                                            << "-120000";
        QTest::newRow("sparkwire differs") << "sparkwire"
                                           << "cluster-sparkwire-version"
                                           << "warn"
                                           << "spark-c 0.2.0";
        QTest::newRow("nccl differs") << "nccl"
                                      << "cluster-nccl-version"
                                      << "fail"
                                      << "2.27.7";
        QTest::newRow("nccl missing on one") << "no-nccl"
                                             << "cluster-nccl-version"
                                             << "fail"
                                             << "spark-c no NCCL found";
        QTest::newRow("ring p0-p0") << "p0p0"
                                    << "ring-cabling"
                                    << "fail"
                                    << "spark-a p0 - spark-b p0";
        QTest::newRow("member silent") << "silent"
                                       << "member-answers"
                                       << "fail"
                                       << "spark-c: no answer in time";
    }
    void crossMemberChecks()
    {
        QFETCH(QString, fault);
        QFETCH(QString, check);
        QFETCH(QString, status);
        QFETCH(QString, evidenceNames);
        // The ring: A p0 - B p1, B p0 - C p1, C p0 - A p1; subnets per cable twin.
        DoctorAnswer a = healthy(QStringLiteral("1"), {{0, 0, kB, 1}, {1, 0, kC, 0}});
        DoctorAnswer b = healthy(QStringLiteral("2"), {{1, 0, kA, 0}, {0, 0, kC, 1}});
        DoctorAnswer c = healthy(QStringLiteral("3"), {{1, 0, kB, 0}, {0, 0, kA, 1}});
        if (fault == QLatin1String("mtu"))
            c.netdevs[1].mtu = 1500;
        if (fault == QLatin1String("clock3"))
            c.timeMs += 3000;
        if (fault == QLatin1String("clock120"))
            c.timeMs -= 120000;
        if (fault == QLatin1String("sparkwire"))
            c.sparkwireVersion = QStringLiteral("0.2.0");
        if (fault == QLatin1String("nccl"))
            c.ncclVersion = QStringLiteral("2.27.7");
        if (fault == QLatin1String("no-nccl"))
            c.ncclVersion.clear();
        if (fault == QLatin1String("p0p0")) {
            a.links = {{0, 0, kB, 0}};
            b.links = {{0, 0, kA, 0}};
        }
        QList<MemberAnswer> answers{answered(kA, QStringLiteral("spark-a"), 1, a),
                                    answered(kB, QStringLiteral("spark-b"), 2, b),
                                    answered(kC, QStringLiteral("spark-c"), 3, c)};
        if (fault == QLatin1String("silent")) {
            answers[2].answer.reset();
            answers[2].error = QStringLiteral("no answer in time at fe80::3");
        }
        const QList<MemberCheck> checks =
            ClusterDoctor::combine(record(topology::Topology::Ring, 3), answers);
        const auto it = std::find_if(checks.cbegin(), checks.cend(),
                                     [&](const MemberCheck &m) { return m.check.id == check; });
        QVERIFY2(it != checks.cend(), qPrintable(check));
        QCOMPARE(DoctorCheck::statusName(it->check.status), status);
        QVERIFY2(it->check.evidence.contains(evidenceNames), qPrintable(it->check.evidence));
        if (status != QLatin1String("pass"))
            QVERIFY(!it->check.cause.isEmpty() && !it->check.fix.isEmpty());
        if (check == QLatin1String("member-answers"))
            QCOMPARE(it->member, QStringLiteral("spark-c"));
        else if (check.startsWith(QLatin1String("cluster-")) ||
                 check == QLatin1String("ring-cabling"))
            QCOMPARE(it->member, QStringLiteral("sparkwire-aaaaaaaa"));
        QCOMPARE(ClusterDoctor::anyFailed(checks), status == QLatin1String("fail"));
    }

    void twoNodeIsNoRing()
    {
        const QList<MemberAnswer> answers{
            answered(kA, QStringLiteral("spark-a"), 1, healthy(QStringLiteral("1"))),
            answered(kB, QStringLiteral("spark-b"), 2, healthy(QStringLiteral("2")))};
        const DoctorCheck ring =
            ClusterDoctor::checkRingCabling(record(topology::Topology::TwoNode, 2), answers);
        QCOMPARE(ring.status, DoctorCheck::Status::Skip);
    }

    void jsonHasMemberOnEveryEntry()
    {
        const QList<MemberAnswer> answers{
            answered(kA, QStringLiteral("spark-a"), 1, healthy(QStringLiteral("1"))),
            answered(kB, QStringLiteral("spark-b"), 2, healthy(QStringLiteral("2")))};
        const QJsonArray checks =
            ClusterDoctor::toJson(
                ClusterDoctor::combine(record(topology::Topology::TwoNode, 2), answers))
                .value(QLatin1String("checks"))
                .toArray();
        QVERIFY(checks.size() >= 7);
        for (const QJsonValue &v : checks) {
            const QJsonObject o = v.toObject();
            for (const char *key : {"member", "id", "status", "evidence", "cause", "fix"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
        }
        QCOMPARE(checks.at(0).toObject().value(QLatin1String("member")).toString(),
                 QStringLiteral("spark-a"));
    }
};

QTEST_GUILESS_MAIN(TestClusterDoctor)
#include "tst_clusterdoctor.moc"
