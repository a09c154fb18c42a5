// The stall watchdog itself, on purpose-made stalls: a handler the event loop runs that blocks,
// and a button handler reached through a mouse click that blocks, fail the run naming the
// function, as does a handler that computes for 300 ms (its time on a CPU counts; only a wait
// for a CPU held by others is taken off); the same sleep in the test's own code (setup) is
// not judged. CMake runs each
// function as its own process and checks the exit code and the message.
#include <QElapsedTimer>
#include <QPushButton>
#include <QTest>
#include <QThread>
#include <QTimer>

class TestStallWatchdog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blockingTimerHandler();
    void blockingClickHandler();
    void computingTimerHandler();
    void testCodeSleeps();
};

void TestStallWatchdog::blockingTimerHandler()
{
    bool ran = false;
    QTimer::singleShot(0, this, [&ran] {
        QThread::msleep(300); // as a waitForFinished would
        ran = true;
    });
    QTRY_VERIFY(ran);
}

void TestStallWatchdog::blockingClickHandler()
{
    QPushButton button(QStringLiteral("Generate"));
    connect(&button, &QPushButton::clicked, [] { QThread::msleep(300); });
    button.show();
    QTest::mouseClick(&button, Qt::LeftButton);
    QTest::qWait(50);
}

void TestStallWatchdog::computingTimerHandler()
{
    bool ran = false;
    QTimer::singleShot(0, this, [&ran] {
        QElapsedTimer clock;
        clock.start();
        volatile quint64 sum = 0;
        while (clock.elapsed() < 300) // as a long layout or parse would
            sum = sum + quint64(clock.nsecsElapsed());
        ran = true;
    });
    QTRY_VERIFY(ran);
}

void TestStallWatchdog::testCodeSleeps()
{
    QThread::msleep(300); // building a fixture, outside any event
    QTest::qWait(50);
}

QTEST_MAIN(TestStallWatchdog)
#include "tst_stallwatchdog.moc"
