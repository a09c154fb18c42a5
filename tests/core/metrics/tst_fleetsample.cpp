// The fleet dashboard's sample format, the only parser of what a member sends the seat
// (hostile rows: sizes, counts, numbers, order), the subscription rate, and the per-member
// history: lost after two missed seconds, gaps kept, names only from the record.
#include "metrics/FleetHistory.h"
#include "metrics/FleetSample.h"

#include <QSignalSpy>
#include <QTest>

using namespace sparkwire;
using metrics::FleetHistory;
using metrics::FleetSample;

namespace {
const QString kTwin = QStringLiteral("0 0 1 200000 1 93000000 91000000 12 34 5 6 7 2");
}

class TestFleetSample : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        metrics::MetricsSample m;
        for (int port : {0, 1})
            for (int half : {0, 1}) {
                metrics::TwinRates t;
                t.port = port;
                t.half = half;
                t.present = true;
                t.txGbps = 93.5 + port;
                t.rxGbps = 0.000251;
                t.netdevTxGbps = 0.01;
                t.carrier = half == 0;
                t.speedMbps = 200000;
                t.carrierChanges = 3;
                t.troubleTotals = {{QStringLiteral("local_ack_timeout_err"), 4},
                                   {QStringLiteral("out_of_sequence"), 9},
                                   {QStringLiteral("np_cnp_sent"), 10},
                                   {QStringLiteral("rp_cnp_handled"), 1}};
                m.twins << t;
            }
        const FleetSample s = FleetSample::fromMetrics(m);
        QCOMPARE(s.twins.size(), 4);
        QCOMPARE(s.twins.at(1).txKbps, quint64(93'500'000));
        QCOMPARE(s.twins.at(1).rxKbps, quint64(251));
        QCOMPARE(s.twins.at(1).cnps, std::optional<quint64>(11));
        QCOMPARE(s.twins.at(1).carrier, std::optional<bool>(false));
        const QString text = s.encode();
        // The figure the benchmark and docs state: four twins in under 300 characters.
        QVERIFY2(text.size() < 300, qPrintable(text));
        const Result<FleetSample> back = FleetSample::parse(text);
        QVERIFY2(back, qPrintable(back.errorMessage()));
        QVERIFY(back->twins == s.twins);
        QCOMPARE(back->portTxGbps(1), 2 * 94.5);
    }

    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        const QString twin2 = QStringLiteral("0 1 - - 0 0 0 5 6 - - - -");
        QTest::newRow("one twin") << QStringLiteral("f1;") + kTwin << true;
        QTest::newRow("no twins") << QStringLiteral("f1") << true;
        QTest::newRow("unknowns") << QStringLiteral("f1;") + twin2 << true;
        QTest::newRow("two in order") << QStringLiteral("f1;%1;%2").arg(kTwin, twin2) << true;
        QTest::newRow("out of order") << QStringLiteral("f1;%1;%2").arg(twin2, kTwin) << false;
        QTest::newRow("repeated") << QStringLiteral("f1;%1;%1").arg(kTwin) << false;
        QTest::newRow("other version") << QStringLiteral("f2;") + kTwin << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("trailing ;") << QStringLiteral("f1;") + kTwin + QLatin1Char(';') << false;
        QTest::newRow("five twins")
            << QStringLiteral("f1;0 0 - - 0 0 0 0 0 - - - -;0 1 - - 0 0 0 0 0 - - - -;"
                              "1 0 - - 0 0 0 0 0 - - - -;1 1 - - 0 0 0 0 0 - - - -;"
                              "1 1 - - 0 0 0 0 0 - - - -")
            << false;
        QTest::newRow("12 fields") << QStringLiteral("f1;0 0 1 200000 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("14 fields") << QStringLiteral("f1;") + kTwin + QStringLiteral(" 1") << false;
        QTest::newRow("two spaces")
            << QStringLiteral("f1;0  0 1 200000 1 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("tab") << QStringLiteral("f1;0\t0 1 200000 1 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("port 2") << QStringLiteral("f1;2 0 1 200000 1 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("half 2") << QStringLiteral("f1;0 2 1 200000 1 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("negative") << QStringLiteral("f1;0 0 1 200000 1 -1 1 1 1 1 1 1 1") << false;
        QTest::newRow("plus sign") << QStringLiteral("f1;0 0 1 200000 1 +1 1 1 1 1 1 1 1") << false;
        QTest::newRow("leading zero")
            << QStringLiteral("f1;0 0 1 200000 1 01 1 1 1 1 1 1 1") << false;
        QTest::newRow("float") << QStringLiteral("f1;0 0 1 200000 1 1.5 1 1 1 1 1 1 1") << false;
        QTest::newRow("hex") << QStringLiteral("f1;0 0 1 200000 1 0x10 1 1 1 1 1 1 1") << false;
        QTest::newRow("arabic digits")
            << QStringLiteral("f1;0 0 1 200000 1 \u0661 1 1 1 1 1 1 1") << false;
        QTest::newRow("rate above 1 Tb/s")
            << QStringLiteral("f1;0 0 1 200000 1 1000000001 1 1 1 1 1 1 1") << false;
        QTest::newRow("rate at 1 Tb/s")
            << QStringLiteral("f1;0 0 1 200000 1 1000000000 1 1 1 1 1 1 1") << true;
        QTest::newRow("counter 2^64-1")
            << QStringLiteral("f1;0 0 1 200000 1 1 1 1 1 18446744073709551615 1 1 1") << true;
        QTest::newRow("counter 2^64")
            << QStringLiteral("f1;0 0 1 200000 1 1 1 1 1 18446744073709551616 1 1 1") << false;
        QTest::newRow("21 digits")
            << QStringLiteral("f1;0 0 1 200000 1 1 1 1 1 100000000000000000000 1 1 1") << false;
        QTest::newRow("carrier 2") << QStringLiteral("f1;0 0 2 200000 1 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("speed absurd")
            << QStringLiteral("f1;0 0 1 1000001 1 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("rdma unknown")
            << QStringLiteral("f1;0 0 1 200000 - 1 1 1 1 1 1 1 1") << false;
        QTest::newRow("rate unknown")
            << QStringLiteral("f1;0 0 1 200000 1 - 1 1 1 1 1 1 1") << false;
        QTest::newRow("RoCE without RDMA")
            << QStringLiteral("f1;0 0 1 200000 0 5 0 1 1 1 1 1 1") << false;
        QTest::newRow("a name") << QStringLiteral("f1;0 0 1 200000 1 1 1 1 1 1 1 1 spark-evil")
                                << false;
        QTest::newRow("newline") << QStringLiteral("f1;") + kTwin + QLatin1Char('\n') << false;
        QTest::newRow("too long") << QStringLiteral("f1;") + QString(600, u'0') << false;
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        const Result<FleetSample> s = FleetSample::parse(text);
        QCOMPARE(bool(s), ok);
        if (s) // what parses encodes back to the same bytes: one reading of a sample
            QCOMPARE(s->encode(), text);
        else
            QCOMPARE(s.error().code, ErrorCode::Protocol);
    }

    void rate_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("rate");
        QTest::newRow("1") << QStringLiteral("1") << 1;
        QTest::newRow("10") << QStringLiteral("10") << 10;
        QTest::newRow("5") << QStringLiteral("5") << 5;
        QTest::newRow("0") << QStringLiteral("0") << -1;
        QTest::newRow("11") << QStringLiteral("11") << -1;
        QTest::newRow("100") << QStringLiteral("100") << -1;
        QTest::newRow("05") << QStringLiteral("05") << -1;
        QTest::newRow("-1") << QStringLiteral("-1") << -1;
        QTest::newRow("empty") << QString() << -1;
        QTest::newRow("1 Hz") << QStringLiteral("1 Hz") << -1;
        QTest::newRow("huge") << QStringLiteral("99999999999999999999999") << -1;
    }
    void rate()
    {
        QFETCH(QString, text);
        QFETCH(int, rate);
        const Result<int> r = FleetSample::parseRate(text);
        QCOMPARE(r ? *r : -1, rate);
    }

    void historyMarksLostAndKeepsGaps()
    {
        FleetHistory history({{QStringLiteral("a"), QStringLiteral("spark-a"), {0, 1}},
                              {QStringLiteral("b"), QStringLiteral("spark-b"), {1}}});
        QSignalSpy lost(&history, &FleetHistory::lostChanged);
        const FleetSample s = *FleetSample::parse(QStringLiteral("f1;") + kTwin);
        for (qint64 t = 100; t <= 1000; t += 100) {
            history.record(QStringLiteral("a"), s, t);
            history.record(QStringLiteral("b"), s, t);
        }
        history.record(QStringLiteral("stranger"), s, 1000); // not in the record: ignored
        QCOMPARE(history.link(0, 0)->window(metrics::LinkHistory::Series::Half0Tx, 60).size(), 10);
        QCOMPARE(history.link(0, 0)->window(metrics::LinkHistory::Series::PortTx, 60).last().y(),
                 93.0);
        history.check(2900); // b still sends, a stopped at 1000
        for (qint64 t = 1100; t <= 3000; t += 100)
            history.record(QStringLiteral("b"), s, t);
        history.check(3001);
        QVERIFY(history.isLost(0));
        QVERIFY(!history.isLost(1));
        QCOMPARE(lost.size(), 1);
        QCOMPARE(lost.first().at(0).toInt(), 0);
        QCOMPARE(lost.first().at(1).toBool(), true);
        history.record(QStringLiteral("a"), s, 6000); // back by itself
        QVERIFY(!history.isLost(0));
        QCOMPARE(history.gaps(0).size(), 1);
        QCOMPARE(history.gaps(0).first(), std::make_pair(qint64(1000), qint64(6000)));
        QVERIFY(history.gaps(1).isEmpty());
        QCOMPARE(history.member(0).name, QStringLiteral("spark-a"));
        QCOMPARE(history.link(1, 0), nullptr); // b's record has only port 1
    }
};

QTEST_GUILESS_MAIN(TestFleetSample)
#include "tst_fleetsample.moc"
