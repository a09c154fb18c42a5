// The one check for a JSON number read from outside (kept results, counters): finite, within
// its bounds, and whole where a count is meant. Table-driven.
#include "common/JsonNumber.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace sparkwire;

namespace {
// The value under "v" of a JSON text, as a reader of a file gets it.
QJsonValue parsed(const QByteArray &number)
{
    return QJsonDocument::fromJson("{\"v\": " + number + "}").object().value(QLatin1String("v"));
}
} // namespace

class TestJsonNumber : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bounded_data();
    void bounded();
    void notNumbers();
};

void TestJsonNumber::bounded_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("number"); // boundedNumber(v, 0, 100) has a value
    QTest::addColumn<bool>("whole");  // boundedWhole(v, 0, 100) has a value
    QTest::newRow("zero") << QByteArray("0") << true << true;
    QTest::newRow("inside") << QByteArray("42") << true << true;
    QTest::newRow("upper bound") << QByteArray("100") << true << true;
    QTest::newRow("fraction") << QByteArray("92.5") << true << false;
    QTest::newRow("exponent") << QByteArray("1e2") << true << true;
    QTest::newRow("negative") << QByteArray("-1") << false << false;
    QTest::newRow("above") << QByteArray("100.5") << false << false;
    QTest::newRow("huge") << QByteArray("1e308") << false << false;
    QTest::newRow("overflows to infinity") << QByteArray("1e999") << false << false;
    QTest::newRow("string") << QByteArray("\"42\"") << false << false;
    QTest::newRow("true") << QByteArray("true") << false << false;
    QTest::newRow("null") << QByteArray("null") << false << false;
    QTest::newRow("array") << QByteArray("[42]") << false << false;
}

void TestJsonNumber::bounded()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, number);
    QFETCH(bool, whole);
    const QJsonValue v = parsed(json);
    QCOMPARE(common::boundedNumber(v, 0, 100).has_value(), number);
    QCOMPARE(common::boundedWhole(v, 0, 100).has_value(), whole);
    if (whole)
        QCOMPARE(double(*common::boundedWhole(v, 0, 100)), *common::boundedNumber(v, 0, 100));
}

void TestJsonNumber::notNumbers()
{
    // Values made in code, not parsed: NaN and infinity never pass, whatever the bounds.
    const double inf = std::numeric_limits<double>::infinity();
    QVERIFY(!common::boundedNumber(QJsonValue(std::nan("")), -inf, inf));
    QVERIFY(!common::boundedNumber(QJsonValue(inf), 0, inf));
    QVERIFY(!common::boundedWhole(QJsonValue(), 0, 1));
    QCOMPARE(*common::boundedWhole(QJsonValue(double(1LL << 53)), 0, 1LL << 53), 1LL << 53);
}

QTEST_GUILESS_MAIN(TestJsonNumber)
#include "tst_jsonnumber.moc"
