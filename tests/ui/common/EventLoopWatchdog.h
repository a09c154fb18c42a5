#pragma once

#include <QByteArray>
#include <QList>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <pthread.h>
#include <sys/types.h>
#include <thread>

// Fails a GUI test run when the GUI thread handles an event for longer than a frame's worth
// (100 ms; SPARKWIRE_STALL_LIMIT_MS raises it), and prints the longest such stall.
//
// How: a thread posts a ping to the GUI thread every 10 ms. While a ping is late, it samples
// the GUI thread's stack every 5 ms (SIGUSR2; the handler only records return addresses) and
// asks whether the GUI thread is delivering an event (QCoreApplication::notifyInternal2 or
// QApplication::notify on the stack): a timer, a socket or process notification, a queued
// call, or input the test sent (QTest::mouseClick). The longest run of such samples is the
// stall: the event loop was blocked by whoever handled the event (a waitFor*, a sleep, a long
// computation, a nested wait).
//
// Test code: a test function's own statements, outside any event (building fixtures and
// windows, direct calls such as button->click(), a screenshot with grab() or render()), are
// not event-loop stalls and are not judged; the longest time away from the loop (test code
// included) is printed as a separate figure. Product work a test reaches through input events or
// the event loop is judged.
//
// Time the GUI thread was ready to run but waited for a CPU (the kernel's run-queue wait in
// /proc/self/task/TID/schedstat) is not the handler's doing: on CI's two cores, shared with a
// parallel test and a build, it once made a 107 ms "stall" of a fillRect. Nor is the wait for
// a CPU of this process's other threads while the GUI thread slept: Qt's raster engine fills
// a large area on its own pool threads, and the GUI thread waits on a semaphore meanwhile
// (183 ms of a tab widget's paint, on a loaded machine). Both are taken off the stall (the
// second at most as long as the GUI thread slept) and printed beside it; a wait in a system
// call (a socket, a process, a sleep), a worker's computing and the handler's own still
// count.
//
// At exit: "event loop: longest stall N ms (<test binary>::<function>)"; each stall over the
// limit as "FAIL: event loop stalled N ms in ..." with the stack where it began, and exit code 1.
// SPARKWIRE_STALL_BACKTRACE=1 also prints the stack of the longest stall within the limit.
// Installed in every GUI test by the CMake helper (Q_COREAPP_STARTUP_FUNCTION); no test file needs
// to know. stall-figures.sh collects the figures of all GUI tests.
class EventLoopWatchdog
{
public:
    static void install();
    // On the GUI thread, from the ping.
    void answer(std::chrono::steady_clock::time_point posted);

    struct SchedTimes // so far, from /proc/self/task/TID/schedstat; 0 where unknown
    {
        qint64 guiOnCpuNs = 0;
        qint64 guiWaitNs = 0;    // on a run queue
        qint64 othersWaitNs = 0; // the other threads' (but the watchdog's), on run queues
    };
    // What of a stall's wallMs was waiting for a CPU: the GUI thread's own, and while it slept
    // the other threads' (it may have been waiting on them), never more than it slept. A
    // thread that ended meanwhile takes its times along (its entry is gone): nothing of it is
    // taken off then.
    static qint64 waitedForCpuMs(const SchedTimes &from, const SchedTimes &to, qint64 wallMs);

private:
    struct Stall
    {
        qint64 ms = 0;        // judged: the run of samples less the wait for a CPU
        qint64 cpuWaitMs = 0; // taken off
        QByteArray where;
        QList<void *> frames; // the GUI thread's stack where it began
    };
    using Clock = std::chrono::steady_clock;

    explicit EventLoopWatchdog(qint64 limitMs);
    void run();
    bool sampleIsInEvent(); // interrupts the GUI thread once and reads its stack
    static QByteArray symbolized(const QList<void *> &frames);
    SchedTimes schedTimes() const;
    void finish();

    const qint64 m_limitMs;
    const pthread_t m_guiThread;
    const pid_t m_guiTid;
    pid_t m_watchdogTid = 0;          // set by its thread before it reads anything
    const QByteArray m_schedstatPath; // the GUI thread's
    const bool m_printBacktrace;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    bool m_answered = false;
    bool m_primed = false;   // the first ping was answered (start-up is not judged)
    QByteArray m_answeredIn; // the test function that answered the last ping
    qint64 m_awayMs = 0;     // how late the last ping was
    Stall m_longest;         // in event delivery
    Stall m_longestTestCode; // away from the loop, not delivering an event
    QList<Stall> m_overLimit;
    Clock::time_point m_answeredAt;
};
