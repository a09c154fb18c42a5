// The launch-path check's record side (issue 30, item 5): which connects a member makes comes
// from its kept record alone (the head's planned addresses on its links, the launcher ports),
// and a member's answer is read strictly against what the seat's own record says: hostile
// answers, table-driven, are refused as a whole (Protocol). Under 1 s.
#include "ClusterFixtures.h"
#include "cluster/ClusterPlanner.h"
#include "cluster/LaunchPaths.h"

#include <QTest>

using namespace sparkwire;
using namespace sparkwire::cluster;
using namespace ClusterFixtures;

class TestLaunchPaths : public QObject
{
    Q_OBJECT

private:
    static ClusterRecord recordOf(QChar seat, const QString &letters, const QString &cabling)
    {
        ClusterPlanner::Inputs in;
        in.seatId = idOf(seat);
        in.members = members(letters);
        in.states = states(letters, cabling);
        const Result<ClusterPlan> planned = ClusterPlanner::plan(in);
        if (!planned)
            qFatal("no plan: %s", qPrintable(planned.errorMessage()));
        // What a member keeps is the record's JSON, read back.
        return *ClusterRecord::fromJson(planned->record.toJson());
    }
    static QList<bench::LaunchTarget> twoNodeTargets()
    {
        return *LaunchPaths::targets(
            recordOf(QLatin1Char('A'), QStringLiteral("AB"), QStringLiteral("A:1-B:0")),
            idOf(QLatin1Char('B')));
    }
    static QString answer(const QString &paths)
    {
        return QStringLiteral("{\"v\":1,\"paths\":[%1]}").arg(paths);
    }
    static QString row(const QString &address, int port, const QString &verdict = "ok",
                       const QString &detail = "refused")
    {
        return QStringLiteral(
                   "{\"address\":\"%1\",\"port\":%2,\"verdict\":\"%3\",\"detail\":\"%4\"}")
            .arg(address)
            .arg(port)
            .arg(verdict, detail);
    }
    // Every expected path answered ok, then `extra` (a hostile part) in place of the last.
    static QString allBut(const QString &last)
    {
        QStringList rows;
        const QList<bench::LaunchTarget> t = twoNodeTargets();
        for (int i = 0; i + 1 < t.size(); ++i)
            rows << row(t[i].address, t[i].port);
        rows << last;
        return answer(rows.join(QLatin1Char(',')));
    }

private Q_SLOTS:
    void targetsComeFromTheRecord()
    {
        const ClusterRecord two =
            recordOf(QLatin1Char('A'), QStringLiteral("AB"), QStringLiteral("A:1-B:0"));
        QCOMPARE(LaunchPaths::head(two)->id, idOf(QLatin1Char('A')));
        const QList<bench::LaunchTarget> fromB = *LaunchPaths::targets(two, idOf(QLatin1Char('B')));
        // A's two twin addresses on the cable to B, on each launcher port.
        QCOMPARE(fromB.size(), 6);
        QSet<quint16> ports;
        for (const bench::LaunchTarget &t : fromB) {
            QVERIFY2(t.address.endsWith(QStringLiteral(".1")), qPrintable(t.address));
            ports << t.port;
        }
        QCOMPARE(ports, (QSet<quint16>{29500, 6379, 8000}));
        // The head checks nothing; a stranger is no member.
        QVERIFY(LaunchPaths::targets(two, idOf(QLatin1Char('A')))->isEmpty());
        QCOMPARE(LaunchPaths::targets(two, idOf(QLatin1Char('Z'))).error().code,
                 ErrorCode::NotFound);
        // The ring of three: every member is cabled to node 1.
        const ClusterRecord ring = recordOf(QLatin1Char('A'), QStringLiteral("ABC"),
                                            QStringLiteral("A:0-B:1 B:0-C:1 C:0-A:1"));
        QCOMPARE(LaunchPaths::targets(ring, idOf(QLatin1Char('C')))->size(), 6);
        // A ring of four: C is two hops from the head A, no head address is on its links.
        const ClusterRecord ring4 = recordOf(QLatin1Char('A'), QStringLiteral("ABCD"),
                                             QStringLiteral("A:0-B:1 B:0-C:1 C:0-D:1 D:0-A:1"));
        QVERIFY(LaunchPaths::targets(ring4, idOf(QLatin1Char('C')))->isEmpty());
        QCOMPARE(LaunchPaths::targets(ring4, idOf(QLatin1Char('B')))->size(), 6);
    }

    void answerRoundTrips()
    {
        const QList<bench::LaunchTarget> targets = twoNodeTargets();
        QList<bench::LaunchPathResult> results;
        for (const bench::LaunchTarget &t : targets)
            results.append(
                {t, t.port == 6379 ? bench::LaunchVerdict::Dropped : bench::LaunchVerdict::Ok,
                 QStringLiteral("detail of %1").arg(t.port)});
        const auto read =
            LaunchPaths::resultsFromJson(LaunchPaths::resultsToJson(results), targets);
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QCOMPARE(read->size(), targets.size());
        for (int i = 0; i < targets.size(); ++i) {
            QCOMPARE(read->at(i).target.address, targets[i].address);
            QCOMPARE(read->at(i).target.port, targets[i].port);
            QCOMPARE(read->at(i).verdict, results[i].verdict);
            QCOMPARE(read->at(i).detail, results[i].detail);
        }
        // The largest answer fits: every target with the longest detail.
        QList<bench::LaunchPathResult> big = results;
        for (bench::LaunchPathResult &r : big)
            r.detail = QString(LaunchPaths::kMaxDetailChars + 50, QLatin1Char('x'));
        QVERIFY(LaunchPaths::resultsFromJson(LaunchPaths::resultsToJson(big), targets));
    }

    void detailIsMadePrintable()
    {
        const QList<bench::LaunchTarget> t = twoNodeTargets();
        const auto read = LaunchPaths::resultsFromJson(
            allBut(row(t.last().address, t.last().port, "ok", "a\\u001b[31mb\\u202ec")).toUtf8(),
            t);
        QVERIFY2(read, qPrintable(read.errorMessage()));
        QVERIFY(!read->last().detail.contains(QChar(0x1b)));
        QVERIFY(!read->last().detail.contains(QChar(0x202e)));
    }

    void hostileAnswersAreRefused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("why"); // part of the refusal
        const QList<bench::LaunchTarget> t = twoNodeTargets();
        const QString a = t.last().address;
        const int p = t.last().port;
        QTest::newRow("not JSON") << "{\"v\":1,\"paths\":["
                                  << "not JSON";
        QTest::newRow("a list") << "[]"
                                << "not a JSON object";
        QTest::newRow("oversize") << answer(QString(LaunchPaths::kMaxBytes, QLatin1Char(' ')))
                                  << "bytes";
        QTest::newRow("version 2") << "{\"v\":2,\"paths\":[]}"
                                   << "launch-path.v";
        QTest::newRow("unknown field") << "{\"v\":1,\"paths\":[],\"x\":1}"
                                       << "x";
        QTest::newRow("duplicate key") << "{\"v\":1,\"v\":1,\"paths\":[]}"
                                       << "";
        QTest::newRow("none answered") << answer(QString()) << "leaves out";
        QTest::newRow("one left out") << allBut(QString()).replace(",]", "]") << "leaves out";
        QTest::newRow("not an object") << allBut("7") << "not an object";
        QTest::newRow("extra key")
            << allBut(row(a, p).replace("}", ",\"netdev\":\"eth0\"}")) << "netdev";
        QTest::newRow("missing detail")
            << allBut(QStringLiteral("{\"address\":\"%1\",\"port\":%2,\"verdict\":\"ok\"}")
                          .arg(a)
                          .arg(p))
            << "detail";
        QTest::newRow("port as text") << allBut(row(a, p).replace(QStringLiteral("%1,").arg(p),
                                                                  QStringLiteral("\"%1\",").arg(p)))
                                      << "port";
        QTest::newRow("port 2.5") << allBut(
                                         row(a, p).replace(QStringLiteral(":%1,").arg(p), ":2.5,"))
                                  << "port";
        QTest::newRow("port 70000") << allBut(row(a, 70000)) << "port";
        QTest::newRow("another port (ssh)") << allBut(row(a, 22)) << "does not give";
        QTest::newRow("another address") << allBut(row("10.0.0.1", p)) << "does not give";
        QTest::newRow("the member itself")
            << allBut(row(QString(a).replace(".1", ".2"), p)) << "does not give";
        QTest::newRow("address too long") << allBut(row("192.168.177.1000", p)) << "address";
        QTest::newRow("named twice")
            << allBut(row(t.first().address, t.first().port)) << "named twice";
        QTest::newRow("verdict OK") << allBut(row(a, p, "OK")) << "not ok, dropped";
        QTest::newRow("verdict fine") << allBut(row(a, p, "fine")) << "not ok, dropped";
        QTest::newRow("detail too long")
            << allBut(row(a, p, "ok", QString(LaunchPaths::kMaxDetailChars + 1, QLatin1Char('x'))))
            << "detail";
        QStringList many;
        for (int i = 0; i < bench::LaunchPathCheck::kMaxTargets + 1; ++i)
            many << row(a, p);
        QTest::newRow("too many") << answer(many.join(QLatin1Char(','))) << "paths";
    }

    void hostileAnswersAreRefused()
    {
        QFETCH(QString, json);
        QFETCH(QString, why);
        const auto read = LaunchPaths::resultsFromJson(json.toUtf8(), twoNodeTargets());
        QVERIFY(!read);
        QCOMPARE(read.error().code, ErrorCode::Protocol);
        QVERIFY2(read.errorMessage().contains(why), qPrintable(read.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestLaunchPaths)
#include "tst_launchpaths.moc"
