// The stall watchdog itself, on purpose-made stalls: a handler the event loop runs that blocks,
// and a button handler reached through a mouse click that blocks, fail the run naming the
// function, as does a handler that computes for 300 ms (its time on a CPU counts; only a wait
// for a CPU held by others is taken off), as does a handler that grabs a slow-painting widget;
// the same sleep in the test's own code (setup) is not judged, nor is the test's own grab()
// of that widget (a screenshot paints by sending paint events). CMake runs each
// function as its own process and checks the exit code and the message.
#include <QPushButton>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <ctime>

namespace {
// Paints for 300 ms once asked to: as a drawing of many Sparks grabbed whole would.
class SlowPainting : public QWidget
{
public:
    bool slow = false;

protected:
    void paintEvent(QPaintEvent *) override
    {
        if (slow)
            QThread::msleep(300);
    }
};
} // namespace

class TestStallWatchdog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void blockingTimerHandler();
    void blockingClickHandler();
    void computingTimerHandler();
    void handlerGrabs();
    void testCodeSleeps();
    void testCodeGrabs();
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
        // 300 ms of this thread's own CPU time, as a long layout or parse would take: on a busy
        // machine that is longer on the clock, and only the waiting for a CPU is taken off.
        const auto cpuMs = [] {
            timespec t{};
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
            return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
        };
        const qint64 start = cpuMs();
        volatile quint64 sum = 0;
        while (cpuMs() - start < 300)
            sum = sum + 1;
        ran = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(ran, 30000);
}

void TestStallWatchdog::testCodeSleeps()
{
    QThread::msleep(300); // building a fixture, outside any event
    QTest::qWait(50);
}

void TestStallWatchdog::handlerGrabs()
{
    SlowPainting widget;
    widget.resize(200, 100);
    bool ran = false;
    QTimer::singleShot(0, this, [&] {
        widget.slow = true;
        QVERIFY(!widget.grab().isNull());
        ran = true;
    });
    QTRY_VERIFY(ran);
}

void TestStallWatchdog::testCodeGrabs()
{
    SlowPainting widget;
    widget.resize(200, 100);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    widget.slow = true;
    QVERIFY(!widget.grab().isNull()); // the test's screenshot, outside any event
    widget.slow = false;
    QTest::qWait(50);
}

QTEST_MAIN(TestStallWatchdog)
#include "tst_stallwatchdog.moc"
