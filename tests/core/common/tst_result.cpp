#include "common/Result.h"

#include <QTest>

#include <memory>

using namespace sparkwire;

class TestResult : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void valueAndError()
    {
        Result<int> good(42);
        QVERIFY(good.ok());
        QCOMPARE(*good, 42);
        QVERIFY(good.errorMessage().isEmpty());

        Result<int> bad(makeError(ErrorCode::NotFound, QStringLiteral("no such peer")));
        QVERIFY(!bad);
        QCOMPARE(bad.error().code, ErrorCode::NotFound);
        QCOMPARE(bad.errorMessage(), QStringLiteral("no such peer"));
        QCOMPARE(bad.valueOr(7), 7);
    }
    void moveOnlyValues()
    {
        Result<std::unique_ptr<int>> r(std::make_unique<int>(5));
        std::unique_ptr<int> taken = std::move(r).value();
        QCOMPARE(*taken, 5);
    }
    void status()
    {
        Status fine;
        QVERIFY(fine.ok());
        Status failed =
            makeError(ErrorCode::Timeout, QStringLiteral("no answer"), QStringLiteral("log"));
        QVERIFY(!failed);
        QCOMPARE(failed.error().detail, QStringLiteral("log"));
    }
};

QTEST_GUILESS_MAIN(TestResult)
#include "tst_result.moc"
