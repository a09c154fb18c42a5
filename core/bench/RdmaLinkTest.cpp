#include "RdmaLinkTest.h"

#include "RdmaVerdicts.h"
#include "RoceCounters.h"
#include "TwinBandwidth.h"
#include "common/ReleaseProcess.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace sparkwire::bench {

QString perftestProgram(const QString &name)
{
    const QString dir = qEnvironmentVariable("SPARKWIRE_PERFTEST_DIR");
    if (!dir.isEmpty())
        return dir + QLatin1Char('/') + name;
    const QString found = QStandardPaths::findExecutable(name);
    return found.isEmpty() ? name : found;
}

RdmaLinkTest::RdmaLinkTest(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<PerftestResult>();
    qRegisterMetaType<Diagnosis>();
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        // The test's length is wall time: a starved process (soft-RoCE's softirq on a busy CPU
        // delays its timers) does not make the test run longer than asked.
        // Rounded: a tick a little early (timers are not exact) still counts its second.
        m_elapsed = std::min(m_seconds, int((m_clock.elapsed() + 500) / 1000));
        QList<double> twins;
        double sum = 0;
        for (const auto &run : m_runs) {
            twins << run->last;
            sum += run->last;
        }
        Q_EMIT live(twins, sum, m_elapsed, m_seconds);
        if (m_elapsed >= m_seconds)
            timeUp();
    });
    m_stopGrace.setSingleShot(true);
    m_stopGrace.setInterval(kStopGraceMs);
    connect(&m_stopGrace, &QTimer::timeout, this, [this] {
        for (const auto &run : m_runs)
            run->parser.feed(run->process->readAllStandardOutput());
        report();
    });
}

RdmaLinkTest::~RdmaLinkTest()
{
    cancel();
}

QStringList RdmaLinkTest::serverArguments(const QString &device, int gidIndex, int port)
{
    return {QStringLiteral("-d"),
            device,
            QStringLiteral("-x"),
            QString::number(gidIndex),
            QStringLiteral("-p"),
            QString::number(port),
            QStringLiteral("-q"),
            QStringLiteral("4"),
            QStringLiteral("--report_gbits"),
            QStringLiteral("-F"),
            QStringLiteral("-D"),
            QString::number(kIntervalSeconds),
            QStringLiteral("--run_infinitely")};
}

QStringList RdmaLinkTest::clientArguments(const TwinPath &path)
{
    return serverArguments(path.rdmaDevice, path.gidIndex, path.serverPort) << path.serverAddress;
}

void RdmaLinkTest::start(const QList<TwinPath> &paths, int seconds)
{
    cancel();
    m_elapsed = 0;
    m_seconds = seconds;
    // Every twin's counters before any client starts, so that none of the test's traffic is
    // counted as before.
    QList<QHash<QString, qint64>> before;
    for (const TwinPath &path : paths)
        before << RoceCounters::read(m_sysfsRoot, path.rdmaDevice);
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const TwinPath &path = paths.at(i);
        auto run = std::make_unique<Run>();
        run->process = new QProcess(this);
        run->device = path.rdmaDevice;
        run->countersBefore = before.at(i);
        run->parser.setIntervalSeconds(kIntervalSeconds);
        Run *r = run.get();
        connect(r->process, &QProcess::readyReadStandardOutput, this, [r] {
            if (r->parser.feed(r->process->readAllStandardOutput()) > 0)
                r->last = r->parser.result().samples.last().bwAvgGbps;
        });
        connect(r->process, &QProcess::readyReadStandardError, this, [r] {
            const QByteArray bytes = r->process->readAllStandardError().left(4096);
            r->parser.feedErrors(bytes);
            // Its own words on what went wrong, without the clock warning it repeats
            // every interval where its clock calibration fails.
            QString words = QString::fromLocal8Bit(bytes);
            words.remove(PerftestParser::calibrationWarning());
            if (r->errors.size() < 16384 && !words.trimmed().isEmpty())
                r->errors += words.toLocal8Bit();
        });
        connect(r->process, &QProcess::finished, this, [this, r] {
            r->parser.feed(r->process->readAllStandardOutput());
            // A client that ends before the test's length failed (no peer, no device).
            if (!m_stopping && r->parser.result().samples.isEmpty()) {
                const QString why = QString::fromLocal8Bit(r->errors).trimmed();
                cancel();
                return Q_EMIT failed(
                    makeError(ErrorCode::ToolFailed,
                              tr("ib_write_bw stopped: %1")
                                  .arg(why.isEmpty() ? tr("no output")
                                                     : why.section(QLatin1Char('\n'), 0, 2))));
            }
            onClientEnded();
        });
        m_runs.push_back(std::move(run));
        r->process->start(perftestProgram(QStringLiteral("ib_write_bw")), clientArguments(path));
    }
    if (m_runs.empty())
        return Q_EMIT failed(makeError(ErrorCode::NotFound, tr("no twin to test")));
    m_clock.start();
    m_tick.start();
}

void RdmaLinkTest::timeUp()
{
    // --run_infinitely never ends by itself: stop the clients, report once all have exited
    // and their last output is read.
    m_tick.stop();
    m_stopping = true;
    for (const auto &run : m_runs)
        run->process->kill();
    // A client that does not end once killed (stuck in its device) does not hold the report:
    // after the grace, the report has what every client printed.
    m_stopGrace.start();
}

void RdmaLinkTest::onClientEnded()
{
    if (!m_stopping)
        return; // ended early with samples: the others keep running until the test's end
    for (const auto &run : m_runs)
        if (run->process->state() != QProcess::NotRunning)
            return;
    report();
}

void RdmaLinkTest::report()
{
    m_stopGrace.stop();
    QList<PerftestResult> results;
    for (const auto &run : m_runs) {
        run->parser.finish();
        PerftestResult result = run->parser.result();
        result.countersDevice = run->device;
        result.countersBefore = run->countersBefore;
        result.countersAfter = RoceCounters::read(m_sysfsRoot, run->device);
        // A twin's PCIe link width tells a BIOS-narrowed twin apart (TwinBandwidth).
        result.pcieWidth = TwinBandwidth::pcieWidth(m_sysfsRoot, run->device);
        results << result;
    }
    QList<Diagnosis> verdicts = RdmaVerdicts::diagnosePort(results);
    // A twin whose client printed no figure measured nothing: never a silent pass.
    for (qsizetype i = 0; i < results.size(); ++i) {
        if (!results.at(i).samples.isEmpty())
            continue;
        const QString said = QString::fromLocal8Bit(m_runs.at(size_t(i))->errors).trimmed();
        verdicts << Diagnosis{
            QStringLiteral("rdma-twin-no-figures"),
            tr("%1 printed no figure in the test's %2 s: nothing was measured on this twin.")
                .arg(results.at(i).countersDevice)
                .arg(m_seconds),
            said.isEmpty() ? tr("ib_write_bw printed no result line")
                           : said.section(QLatin1Char('\n'), 0, 2),
            tr("Run the test again for longer (--duration); if it stays empty, run ib_write_bw "
               "by hand on both Sparks and read its own words.")};
    }
    cancel(); // forgets the ended processes
    Q_EMIT finished(results, verdicts);
}

void RdmaLinkTest::cancel()
{
    m_tick.stop();
    m_stopGrace.stop();
    m_stopping = false;
    for (const auto &run : m_runs)
        common::releaseProcess(run->process);
    m_runs.clear();
}

} // namespace sparkwire::bench
