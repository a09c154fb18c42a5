// perftest on a CPU whose clock it cannot calibrate (an emulated one: soft-RoCE in a virtual
// Spark): it prints 0 for every rate, and its warning runs into the result lines. Recorded real
// output (tests/data/perftest/README.md); the rates come from the iterations where the
// interval is known, and the result says so.
#include "bench/PerftestParser.h"

#include <QFile>
#include <QJsonObject>
#include <QTest>

using namespace sparkwire;
using namespace sparkwire::bench;

class TestPerftestClock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ratesFromIterationsWhenTheClockFailed();
    void withoutTheIntervalTheRatesStayPerftests();
    void aWorkingClockIsTakenAsPrinted();

private:
    static QByteArray recorded(const char *name)
    {
        QFile f(QStringLiteral(SPARKWIRE_FIXTURES "/perftest/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
};

void TestPerftestClock::ratesFromIterationsWhenTheClockFailed()
{
    PerftestParser parser;
    parser.setIntervalSeconds(1);
    parser.feed(recorded("ib_write_bw_rxe_tcg_infinite.txt"));
    parser.finish();
    const PerftestResult &r = parser.result();
    QCOMPARE(r.device, QStringLiteral("rocep1s0f1"));
    QVERIFY(r.clockCalibrationFailed);
    QVERIFY(r.ratesFromIterations);
    // Every result line, also those the warning ran into.
    const QList<qint64> iterations = {253, 71, 314, 331, 54, 309};
    QCOMPARE(r.samples.size(), iterations.size());
    for (qsizetype i = 0; i < iterations.size(); ++i) {
        QCOMPARE(r.samples.at(i).iterations, iterations.at(i));
        QCOMPARE(r.samples.at(i).bwAvgGbps, 65536.0 * double(iterations.at(i)) * 8 / 1e9);
    }
    QVERIFY(qAbs(r.bwAvgGbps() - 0.1164) < 0.001); // ~15 MB/s: soft-RoCE under emulation
    const QJsonObject json = r.toJson();
    QCOMPARE(json.value(QLatin1String("clock_calibration_failed")).toBool(), true);
    QCOMPARE(json.value(QLatin1String("rates_from_iterations")).toBool(), true);
}

void TestPerftestClock::withoutTheIntervalTheRatesStayPerftests()
{
    // `rdma parse` of a saved file: the interval is not known, so nothing is made up.
    const Result<PerftestResult> r =
        PerftestParser::parse(recorded("ib_write_bw_rxe_tcg_infinite.txt"));
    QVERIFY(r);
    QVERIFY(r->clockCalibrationFailed);
    QVERIFY(!r->ratesFromIterations);
    QCOMPARE(r->samples.size(), 6);
    QCOMPARE(r->bwAvgGbps(), 0.0);
}

void TestPerftestClock::aWorkingClockIsTakenAsPrinted()
{
    PerftestParser parser;
    parser.setIntervalSeconds(1);
    parser.feed(recorded("ib_write_bw_infinite.txt"));
    parser.finish();
    QVERIFY(!parser.result().clockCalibrationFailed);
    QVERIFY(!parser.result().ratesFromIterations);
    QVERIFY(qAbs(parser.result().bwAvgGbps() - 92.55) < 0.1);
    QVERIFY(!parser.result().toJson().contains(QLatin1String("clock_calibration_failed")));
}

QTEST_GUILESS_MAIN(TestPerftestClock)
#include "tst_perftestclock.moc"
