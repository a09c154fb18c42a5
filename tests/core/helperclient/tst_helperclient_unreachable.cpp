// Without a system bus every HelperClient call answers from the event loop within a few
// seconds, with ErrorCode::Unavailable and a message that says what to do. Qt's asyncCall on a
// connection that never connected returns a call that never finishes: before the fix the
// window said "Applying…" forever and `sparkwirectl apply --check-only` blocked in poll.
#include "helperclient/HelperClient.h"
#include "helperclient/HelperIds.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <optional>

using namespace sparkwire;
using helper::HelperClient;

using Call = std::function<void(HelperClient &, HelperClient::Done)>;
Q_DECLARE_METATYPE(Call)

class TestHelperClientUnreachable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void callbacks_data();
    void callbacks();
    void signals_data();
    void signals();

private:
    QTemporaryDir m_dir;
};

namespace {
constexpr int kLimitMs = 3000;

void checkMessage(const QString &message)
{
    QVERIFY2(message.contains(QLatin1String("cannot be reached")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("install the Sparkwire package")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("systemctl start dbus")), qPrintable(message));
}
} // namespace

void TestHelperClientUnreachable::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Read by Qt when the system bus is first asked for, which is after this.
    qputenv("DBUS_SYSTEM_BUS_ADDRESS",
            QByteArray("unix:path=") + QFile::encodeName(m_dir.filePath("nobody-listens")));
    QVERIFY(!QDBusConnection::systemBus().isConnected());
}

void TestHelperClientUnreachable::callbacks_data()
{
    QTest::addColumn<Call>("call");
    const auto status = [](HelperClient::Done done) {
        return [done](const auto &result) { done(result ? Status() : Status(result.error())); };
    };
    QTest::newRow("Challenge") << Call(
        [status](HelperClient &c, HelperClient::Done done) { c.challenge(status(done)); });
    QTest::newRow("AddDelegation") << Call([](HelperClient &c, HelperClient::Done done) {
        c.addDelegation("pem", QStringLiteral("spark-b"), done);
    });
    QTest::newRow("RemoveDelegation") << Call([](HelperClient &c, HelperClient::Done done) {
        c.removeDelegation(QStringLiteral("id"), done);
    });
    QTest::newRow("Delegations") << Call(
        [status](HelperClient &c, HelperClient::Done done) { c.delegations(status(done)); });
    QTest::newRow("Current") << Call(
        [status](HelperClient &c, HelperClient::Done done) { c.current(status(done)); });
    QTest::newRow("TryDelegated") << Call([](HelperClient &c, HelperClient::Done done) {
        c.tryDelegated("network: {version: 2}", 60, QStringLiteral("seat"), QByteArray(32, 'n'), 0,
                       "sig", done);
    });
    QTest::newRow("ConfirmDelegated")
        << Call([](HelperClient &c, HelperClient::Done done) { c.confirmDelegated("sig", done); });
    QTest::newRow("Validate") << Call([status](HelperClient &c, HelperClient::Done done) {
        c.validate("network: {version: 2}", status(done));
    });
    QTest::newRow("Try") << Call([](HelperClient &c, HelperClient::Done done) {
        c.tryApply("network: {version: 2}", 60, done);
    });
    QTest::newRow("Confirm") << Call(
        [](HelperClient &c, HelperClient::Done done) { c.confirm(done); });
    QTest::newRow("Cancel") << Call(
        [](HelperClient &c, HelperClient::Done done) { c.cancel(done); });
}

void TestHelperClientUnreachable::callbacks()
{
    QFETCH(Call, call);
    HelperClient client;
    std::optional<Status> answer;
    QElapsedTimer clock;
    clock.start();
    call(client, [&answer](const Status &s) { answer = s; });
    QVERIFY2(!answer, "answered inside the call, not from the event loop");
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), kLimitMs);
    QVERIFY(clock.elapsed() < kLimitMs);
    QVERIFY(!*answer);
    QCOMPARE(answer->error().code, ErrorCode::Unavailable);
    checkMessage(answer->errorMessage());
}

void TestHelperClientUnreachable::signals_data()
{
    QTest::addColumn<QString>("method");
    for (const char *method : {helper::kMethodValidate, helper::kMethodTry, helper::kMethodConfirm,
                               helper::kMethodCancel})
        QTest::newRow(method) << QString::fromLatin1(method);
}

// The ApplyBackend side (the same one API): one answer with the what-to-do message, and the
// bus's error name in the detail; nothing reverted, since nothing was ever pending.
void TestHelperClientUnreachable::signals()
{
    QFETCH(QString, method);
    HelperClient client;
    QSignalSpy reverted(&client, &HelperClient::reverted);
    QList<Status> answers;
    const HelperClient::Done done = [&answers](const Status &s) { answers << s; };
    QElapsedTimer clock;
    clock.start();
    if (method == QLatin1String(helper::kMethodValidate))
        client.validate("network: {version: 2}", [&answers](const Result<QStringList> &r) {
            answers << (r ? Status() : Status(r.error()));
        });
    else if (method == QLatin1String(helper::kMethodTry))
        client.tryApply("network: {version: 2}", 60, done);
    else if (method == QLatin1String(helper::kMethodConfirm))
        client.confirm(done);
    else
        client.cancel(done);
    QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 1, kLimitMs);
    QVERIFY(clock.elapsed() < kLimitMs);
    checkMessage(answers.at(0).errorMessage());
    QTest::qWait(50); // a second answer would come from the event loop too
    QCOMPARE(answers.size(), 1);
    QCOMPARE(answers.at(0).error().code, ErrorCode::Unavailable);
    QVERIFY(answers.at(0).error().detail.startsWith(QLatin1String(helper::kBusErrorPrefix)));
    QCOMPARE(reverted.size(), 0);
}

QTEST_GUILESS_MAIN(TestHelperClientUnreachable)
#include "tst_helperclient_unreachable.moc"
