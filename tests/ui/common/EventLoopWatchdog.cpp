#include "EventLoopWatchdog.h"

#include <QCoreApplication>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <execinfo.h>
#include <fcntl.h>
#include <unistd.h>
#include <unordered_map>

namespace {
constexpr qint64 kDefaultLimitMs = 100;
constexpr auto kPingInterval = std::chrono::milliseconds(10);
constexpr auto kSampleInterval = std::chrono::milliseconds(5);
constexpr auto kFirstSampleAfter = std::chrono::milliseconds(5);
EventLoopWatchdog *g_watchdog = nullptr;

// One stack sample of the GUI thread, written by the signal handler, read by the watchdog's
// thread after g_sampled turns true.
void *g_frames[64];
int g_frameCount = 0;
const char *g_function = nullptr; // the test function running then (a getter, no locks)
std::atomic<bool> g_sampled = false;

void recordStack(int)
{
    const int saved = errno;
    g_frameCount = backtrace(g_frames, 64);
    g_function = QTest::currentTestFunction();
    g_sampled.store(true, std::memory_order_release);
    errno = saved;
}

enum class FrameKind
{
    Other,
    EventDelivery,
    TestRender
};

FrameKind kindOf(void *frame)
{
    // dladdr() searches the symbol tables: remembered per address, as a stall samples the same
    // frames every 5 ms (it was 8% of a test's CPU, on CI's two cores shared with the GUI
    // thread). Only the watchdog's thread calls this.
    static std::unordered_map<void *, FrameKind> known;
    if (const auto it = known.find(frame); it != known.end())
        return it->second;
    FrameKind kind = FrameKind::Other;
    if (Dl_info info; dladdr(frame, &info) && info.dli_sname) {
        if (std::strstr(info.dli_sname, "16QCoreApplication15notifyInternal2") ||
            std::strstr(info.dli_sname, "12QApplication6notify"))
            kind = FrameKind::EventDelivery;
        else if (std::strstr(info.dli_sname, "_ZN7QWidget4grab") ||
                 std::strstr(info.dli_sname, "_ZN7QWidget6render"))
            kind = FrameKind::TestRender;
    }
    known.emplace(frame, kind);
    return kind;
}

qint64 limitFromEnvironment()
{
    bool ok = false;
    const qint64 limit = qEnvironmentVariableIntValue("SPARKWIRE_STALL_LIMIT_MS", &ok);
    return ok && limit > 0 ? limit : kDefaultLimitMs;
}

void installWatchdog()
{
    EventLoopWatchdog::install();
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(installWatchdog)

void EventLoopWatchdog::install()
{
    if (g_watchdog)
        return;
    g_watchdog = new EventLoopWatchdog(limitFromEnvironment());
    // Post routines run first in ~QCoreApplication, while the application still exists.
    qAddPostRoutine([] {
        EventLoopWatchdog *watchdog = std::exchange(g_watchdog, nullptr);
        watchdog->finish();
        delete watchdog;
    });
}

EventLoopWatchdog::EventLoopWatchdog(qint64 limitMs)
    : m_limitMs(limitMs)
    , m_guiThread(pthread_self())
    , m_guiTid(gettid())
    , m_schedstatPath("/proc/self/task/" + QByteArray::number(qint64(m_guiTid)) + "/schedstat")
    , m_printBacktrace(qEnvironmentVariableIntValue("SPARKWIRE_STALL_BACKTRACE") == 1)
{
    void *warmUp[1];
    backtrace(warmUp, 1); // loads the unwinder now, not inside the signal handler
    struct sigaction action = {};
    action.sa_handler = recordStack;
    action.sa_flags = SA_RESTART;
    sigaction(SIGUSR2, &action, nullptr);
    m_thread = std::thread([this] { run(); });
}

bool EventLoopWatchdog::sampleIsInEvent()
{
    g_sampled.store(false);
    pthread_kill(m_guiThread, SIGUSR2);
    for (int i = 0; i < 100 && !g_sampled.load(std::memory_order_acquire); ++i)
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    if (!g_sampled.load(std::memory_order_acquire))
        return false;
    // The outermost of these frames decides. QWidget::grab() and render() paint by sending
    // paint events, so a test's own screenshot has notifyInternal2 on the stack without the
    // loop delivering anything: a 756x5000 grab of sixteen Sparks' cabling was judged a
    // 165 ms stall on CI. Product code that grabs inside an event still has the event's
    // delivery further out, and is judged.
    for (int i = g_frameCount - 1; i >= 0; --i)
        switch (kindOf(g_frames[i])) {
        case FrameKind::EventDelivery:
            return true;
        case FrameKind::TestRender:
            return false;
        case FrameKind::Other:
            break;
        }
    return false;
}

namespace {
// "<ns on a CPU> <ns waiting on a run queue> <timeslices>" of one thread; false where unknown.
bool readSchedstat(const char *path, qint64 *onCpu, qint64 *waited)
{
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char text[128] = {};
    const ssize_t n = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (n <= 0)
        return false;
    char *end = nullptr;
    *onCpu = std::strtoll(text, &end, 10);
    if (end == text || *end != ' ')
        return false;
    *waited = std::strtoll(end + 1, nullptr, 10);
    return true;
}
} // namespace

EventLoopWatchdog::SchedTimes EventLoopWatchdog::schedTimes() const
{
    SchedTimes times;
    if (!readSchedstat(m_schedstatPath.constData(), &times.guiOnCpuNs, &times.guiWaitNs))
        return {};
    // Every other thread of this process but the watchdog's own: Qt's raster engine fills
    // large areas on its pool threads while the GUI thread waits on a semaphore.
    DIR *tasks = ::opendir("/proc/self/task");
    if (!tasks)
        return times;
    while (const dirent *entry = ::readdir(tasks)) {
        const long tid = std::strtol(entry->d_name, nullptr, 10);
        if (tid <= 0 || tid == m_guiTid || tid == m_watchdogTid)
            continue;
        char path[64];
        std::snprintf(path, sizeof path, "/proc/self/task/%ld/schedstat", tid);
        qint64 onCpu = 0, waited = 0;
        if (readSchedstat(path, &onCpu, &waited))
            times.othersWaitNs += waited;
    }
    ::closedir(tasks);
    return times;
}

QByteArray EventLoopWatchdog::symbolized(const QList<void *> &frames)
{
    QByteArray text;
    char **symbols = backtrace_symbols(frames.constData(), int(frames.size()));
    for (qsizetype i = 0; symbols && i < frames.size(); ++i)
        text += QByteArray("  ") + symbols[i] + '\n';
    std::free(symbols);
    return text;
}

qint64 EventLoopWatchdog::waitedForCpuMs(const SchedTimes &from, const SchedTimes &to,
                                         qint64 wallMs)
{
    const qint64 guiWaitNs = to.guiWaitNs - from.guiWaitNs;
    // Asleep, neither on a CPU nor waiting for one: blocked. That counts (a waitFor*, a sleep,
    // a worker computing what the handler waits for), except the other threads' own waits
    // for a CPU: the GUI thread cannot be waiting on them for longer than it slept.
    const qint64 asleepNs = wallMs * 1000000 - (to.guiOnCpuNs - from.guiOnCpuNs) - guiWaitNs;
    const qint64 othersWaitNs =
        std::clamp<qint64>(to.othersWaitNs - from.othersWaitNs, 0, std::max<qint64>(asleepNs, 0));
    return std::clamp<qint64>((guiWaitNs + othersWaitNs) / 1000000, 0, wallMs);
}

void EventLoopWatchdog::run()
{
    m_watchdogTid = gettid();
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        m_answered = false;
        const Clock::time_point posted = Clock::now();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [posted] {
                if (g_watchdog) // a ping still queued after finish() finds nobody
                    g_watchdog->answer(posted);
            },
            Qt::QueuedConnection);
        // Late: sample until the answer comes. The longest run of samples inside event
        // delivery, from its first sample to its last (or to the answer), is this ping's stall.
        bool inRun = false;
        Clock::time_point runStart;
        SchedTimes runTimesStart; // at runStart
        Clock::time_point lastInEvent;
        SchedTimes lastInEventTimes;
        Stall longestRun;
        QList<void *> runFrames;
        QByteArray runFunction;
        auto closeRun = [&](Clock::time_point end, const SchedTimes &atEnd) {
            const qint64 wall =
                std::chrono::duration_cast<std::chrono::milliseconds>(end - runStart).count();
            const qint64 waited = waitedForCpuMs(runTimesStart, atEnd, wall);
            if (wall - waited > longestRun.ms)
                longestRun = {wall - waited, waited, runFunction, runFrames};
            inRun = false;
        };
        m_wake.wait_for(lock, kFirstSampleAfter, [this] { return m_answered || m_stop; });
        while (!m_answered && !m_stop) {
            lock.unlock();
            const bool inEvent = sampleIsInEvent();
            const Clock::time_point sampled = Clock::now();
            const SchedTimes times = schedTimes();
            if (inEvent && !inRun) {
                inRun = true;
                runStart = sampled;
                runTimesStart = times;
                runFunction = g_function; // still running it: the GUI thread is stalled
                // Return addresses only: symbolized at exit, for the stalls printed then.
                runFrames = QList<void *>(g_frames, g_frames + g_frameCount);
            } else if (!inEvent && inRun) {
                closeRun(lastInEvent, lastInEventTimes);
            }
            if (inEvent) {
                lastInEvent = sampled;
                lastInEventTimes = times;
            }
            lock.lock();
            m_wake.wait_for(lock, kSampleInterval, [this] { return m_answered || m_stop; });
        }
        m_wake.wait(lock, [this] { return m_answered || m_stop; });
        if (inRun) // the handler returned to the loop, which answered; or the test ended
            closeRun(m_answered ? m_answeredAt : lastInEvent,
                     m_answered ? schedTimes() : lastInEventTimes);
        if (longestRun.where.isEmpty())
            longestRun.where = "outside test functions";
        if (longestRun.ms > m_longest.ms)
            m_longest = longestRun;
        if (longestRun.ms > m_limitMs)
            m_overLimit << longestRun;
        if (m_answered && m_awayMs > m_longestTestCode.ms)
            m_longestTestCode = {
                m_awayMs, 0, m_answeredIn.isEmpty() ? "between test functions" : m_answeredIn, {}};
        if (m_stop)
            break;
        m_wake.wait_for(lock, kPingInterval, [this] { return m_stop; });
    }
}

void EventLoopWatchdog::answer(Clock::time_point posted)
{
    const qint64 away =
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - posted).count();
    const QByteArray function = QTest::currentTestFunction();
    {
        std::lock_guard lock(m_mutex);
        m_answered = true;
        m_answeredIn = function;
        m_answeredAt = Clock::now();
        m_awayMs = m_primed ? away : 0;
        m_primed = true;
    }
    m_wake.notify_one();
}

void EventLoopWatchdog::finish()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    m_thread.join();
    const QByteArray test = QCoreApplication::applicationName().toUtf8();
    std::fflush(stdout);
    std::fprintf(stderr,
                 "event loop: longest stall %lld ms (%s::%s), limit %lld ms; %lld ms more of it "
                 "the GUI thread (or, while it slept, this process's other threads) waited for "
                 "a CPU, not counted\n",
                 qlonglong(m_longest.ms), test.constData(),
                 m_longest.where.isEmpty() ? "-" : m_longest.where.constData(),
                 qlonglong(m_limitMs), qlonglong(m_longest.cpuWaitMs));
    std::fprintf(stderr,
                 "event loop: longest time away from the loop %lld ms (%s::%s), test code "
                 "included, not judged\n",
                 qlonglong(m_longestTestCode.ms), test.constData(),
                 m_longestTestCode.where.isEmpty() ? "-" : m_longestTestCode.where.constData());
    if (m_printBacktrace && !m_longest.frames.isEmpty())
        std::fprintf(stderr, "event loop: the longest stall began here:\n%s",
                     symbolized(m_longest.frames).constData());
    // A failed run always says where: on CI nobody can run it again with the backtrace on.
    for (const Stall &stall : std::as_const(m_overLimit))
        std::fprintf(stderr,
                     "FAIL: event loop stalled %lld ms in %s::%s (limit %lld ms; %lld ms more "
                     "waiting for a CPU, not counted): an event handler blocked the GUI thread; "
                     "the stall began here:\n%s",
                     qlonglong(stall.ms), test.constData(), stall.where.constData(),
                     qlonglong(m_limitMs), qlonglong(stall.cpuWaitMs),
                     symbolized(stall.frames).constData());
    std::fflush(stderr);
    if (!m_overLimit.isEmpty())
        std::_Exit(1); // the test functions passed; the run did not
}
