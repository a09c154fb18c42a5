#pragma once

#include "LinkTestSupport.h"
#include "PerftestParser.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

class QProcess;

namespace sparkwire::bench {

// perftest's programs: `ib_write_bw` from PATH, or from $SPARKWIRE_PERFTEST_DIR.
QString perftestProgram(const QString &name);

// ib_write_bw on every twin at once (4 QPs, Gb/s, one report a second with
// --run_infinitely), parsed as it streams, stopped after the test's length; then the verdicts
// per twin and for the port (both twins summed). cancel() returns at once.
class RdmaLinkTest : public QObject
{
    Q_OBJECT
public:
    explicit RdmaLinkTest(QObject *parent = nullptr);
    ~RdmaLinkTest() override;

    // What a server (the peer's side, TestServers) and a client run.
    static QStringList serverArguments(const QString &device, int gidIndex, int port);
    static QStringList clientArguments(const TwinPath &path);

    // Where the RoCE hw_counters of each twin's RDMA device are read right before the test
    // starts and right after it ends (PerftestResult::countersBefore/After); "/sys" unless set.
    void setSysfsRoot(const QString &root) { m_sysfsRoot = root; }
    void start(const QList<TwinPath> &paths, int seconds);
    void cancel();

Q_SIGNALS:
    // The latest per-second figure of each twin (Gb/s, in path order) and their sum.
    void live(const QList<double> &twinGbps, double sumGbps, int elapsed, int total);
    void finished(const QList<sparkwire::bench::PerftestResult> &twins,
                  const QList<sparkwire::bench::Diagnosis> &verdicts);
    // ToolFailed: an ib_write_bw client ended without results (its own words); NotFound:
    // nothing to test.
    void failed(const sparkwire::Error &why);

private:
    void timeUp();
    void onClientEnded();
    void report(); // the results and verdicts of every client, then forgets them

    static constexpr int kStopGraceMs = 5000;  // a killed client's time to end
    static constexpr int kIntervalSeconds = 1; // one result line a second (-D)

    struct Run
    {
        QProcess *process;
        PerftestParser parser;
        double last = 0;
        QByteArray errors;
        QString device; // the twin's RDMA device (-d)
        QHash<QString, qint64> countersBefore;
    };
    std::vector<std::unique_ptr<Run>> m_runs;
    QTimer m_tick;
    QTimer m_stopGrace;
    QElapsedTimer m_clock;   // the test's length is wall time
    bool m_stopping = false; // killed at the test's end; the report follows their exit
    int m_elapsed = 0;
    int m_seconds = 0;
    QString m_sysfsRoot = QStringLiteral("/sys");
};

} // namespace sparkwire::bench
