// The one helper-client API (ApplyBackend, as the demo plays it): every call answers its
// callback once, from the event loop, and a revert says by its ErrorCode why the old
// configuration is back (Cancelled after cancel(), Timeout when the countdown ran out), so a
// receiver can tell the two apart without reading the translated message.
#include "sim/DemoApplyBackend.h"

#include <QTest>

#include <optional>

using namespace sparkwire;

class TestApplyBackendCodes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cancelledAndTimedOutRevertsDiffer();
    void busyTryIsRefused();
    void confirmWithNothingPendingFails();
};

namespace {
// Tries the plan and waits for the callback; false when it did not answer or failed.
bool tryAndWait(sim::DemoApplyBackend &backend, unsigned seconds)
{
    std::optional<Status> tried;
    backend.tryApply("network: {version: 2}", seconds, [&tried](Status s) { tried = s; });
    if (tried) // never inside the call: the GUI thread must never wait on it either
        return false;
    return QTest::qWaitFor([&tried] { return tried.has_value(); }, 5000) && tried->ok();
}
} // namespace

void TestApplyBackendCodes::cancelledAndTimedOutRevertsDiffer()
{
    sim::DemoApplyBackend backend;
    QList<Error> reverts;
    connect(&backend, &helper::ApplyBackend::reverted, this,
            [&reverts](const Error &why) { reverts << why; });

    QVERIFY(tryAndWait(backend, 60));
    QVERIFY(backend.pending());
    std::optional<Status> cancelled;
    backend.cancel([&cancelled](Status s) { cancelled = s; });
    QTRY_VERIFY_WITH_TIMEOUT(cancelled.has_value(), 5000);
    QVERIFY(cancelled->ok());
    QCOMPARE(reverts.size(), 1);
    QCOMPARE(reverts.at(0).code, ErrorCode::Cancelled);

    QVERIFY(tryAndWait(backend, 1)); // a one-second countdown nobody confirms
    QTRY_COMPARE_WITH_TIMEOUT(reverts.size(), 2, 5000);
    QCOMPARE(reverts.at(1).code, ErrorCode::Timeout);
    QVERIFY(!reverts.at(1).message.isEmpty());
    QVERIFY(!backend.pending());
}

void TestApplyBackendCodes::busyTryIsRefused()
{
    sim::DemoApplyBackend backend;
    QVERIFY(tryAndWait(backend, 60));
    std::optional<Status> second;
    backend.tryApply("network: {version: 2}", 60, [&second](Status s) { second = s; });
    QVERIFY(!second);
    QTRY_VERIFY_WITH_TIMEOUT(second.has_value(), 5000);
    QVERIFY(!second->ok());
    QCOMPARE(second->error().code, ErrorCode::Refused);
    std::optional<Status> kept;
    backend.confirm([&kept](Status s) { kept = s; });
    QTRY_VERIFY_WITH_TIMEOUT(kept.has_value(), 5000);
    QVERIFY(kept->ok());
    QVERIFY(!backend.pending());
}

void TestApplyBackendCodes::confirmWithNothingPendingFails()
{
    sim::DemoApplyBackend backend;
    std::optional<Status> kept;
    backend.confirm([&kept](Status s) { kept = s; });
    QVERIFY(!kept);
    QTRY_VERIFY_WITH_TIMEOUT(kept.has_value(), 5000);
    QVERIFY(!kept->ok());
    QCOMPARE(kept->error().code, ErrorCode::NotFound);
}

QTEST_GUILESS_MAIN(TestApplyBackendCodes)
#include "tst_applybackend_codes.moc"
