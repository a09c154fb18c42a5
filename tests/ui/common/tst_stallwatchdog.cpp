// The stall watchdog itself, on purpose-made stalls: a handler the event loop runs that blocks,
// and a button handler reached through a mouse click that blocks, fail the run naming the
// function, as does a handler that computes for 300 ms (its time on a CPU counts; only a wait
// for a CPU held by others is taken off), as does a handler that grabs a slow-painting widget;
// the same sleep in the test's own code (setup) is not judged, nor is the test's own grab()
// of that widget (a screenshot paints by sending paint events). A handler that waits for a
// worker thread computing fails too; one whose worker mostly waits for a busy CPU does not (as
// Qt's raster engine waits for its pool threads). CMake runs each function as its own process
// and checks the exit code and the message.
#include <QElapsedTimer>
#include <QPushButton>
#include <QScopeGuard>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <csignal>
#include <ctime>
#include <sched.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace {
qint64 threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
}

// Computes for `ms` of this thread's own CPU time.
void computeFor(qint64 ms)
{
    const qint64 start = threadCpuMs();
    volatile quint64 sum = 0;
    while (threadCpuMs() - start < ms)
        sum = sum + 1;
}

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
    void handlerWaitsOnComputingWorker();
    void handlerWaitsOnStarvedWorker();
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
        computeFor(300);
        ran = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(ran, 30000);
}

// The handler waits for a worker thread that computes for 300 ms: the worker's computing is
// the handler's doing (QFuture::waitForFinished on the GUI thread), and fails the run.
void TestStallWatchdog::handlerWaitsOnComputingWorker()
{
    bool ran = false;
    QTimer::singleShot(0, this, [&ran] {
        std::thread worker([] { computeFor(300); });
        worker.join();
        ran = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(ran, 30000);
}

// The handler waits for a worker that computes for 30 ms on a CPU three other processes keep
// busy, as Qt's raster engine waits for its pool threads' fills on a loaded machine: about
// 120 ms on the clock, most of it the worker waiting for its CPU. That wait is taken off; the
// 30 ms the worker computed still count, and the run passes.
void TestStallWatchdog::handlerWaitsOnStarvedWorker()
{
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(0, &one);
    QList<pid_t> hogs;
    for (int i = 0; i < 3; ++i) {
        const pid_t pid = fork();
        if (pid == 0) {
            alarm(30); // gone even if this test is killed
            if (sched_setaffinity(0, sizeof one, &one) != 0)
                _exit(1);
            for (;;) {
            }
        }
        QVERIFY2(pid > 0, "fork failed");
        hogs << pid;
    }
    const auto stopHogs = qScopeGuard([&hogs] {
        for (pid_t pid : std::as_const(hogs)) {
            kill(pid, SIGKILL);
            waitpid(pid, nullptr, 0);
        }
    });
    QTest::qWait(100); // the hogs are on CPU 0
    bool ran = false;
    qint64 wallMs = 0;
    QTimer::singleShot(0, this, [&] {
        QElapsedTimer clock;
        clock.start();
        std::thread worker([&one] {
            if (sched_setaffinity(0, sizeof one, &one) == 0)
                computeFor(30);
        });
        worker.join();
        wallMs = clock.elapsed();
        ran = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(ran, 30000);
    qInfo("the handler waited %lld ms for its worker's 30 ms on a busy CPU", wallMs);
    if (wallMs <= 100)
        QSKIP("the worker's CPU was not busy enough to make a stall; nothing was tested");
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
