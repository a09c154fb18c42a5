#pragma once

#include "Diagnosis.h"
#include "TcpResult.h"

#include <QList>
#include <QObject>
#include <QTimer>

class QProcess;

namespace sparkwire::bench {

// Per-twin TCP throughput through libiperf, every twin at once, each client in its own
// process (`sparkwirectl _iperf client`). Progress each second; cancel() kills them all and
// returns at once.
class TcpLinkTest : public QObject
{
    Q_OBJECT
public:
    explicit TcpLinkTest(QString helperProgram, QObject *parent = nullptr);
    ~TcpLinkTest() override;

    void start(const QList<TwinPath> &paths, int seconds);
    void cancel();
    bool isRunning() const { return !m_processes.isEmpty(); }

Q_SIGNALS:
    void progress(int elapsedSeconds, int totalSeconds);
    void finished(const QList<sparkwire::bench::TcpTwinResult> &results,
                  const QList<sparkwire::bench::Diagnosis> &verdicts);

private:
    void onProcessDone();

    QString m_helper;
    QList<QProcess *> m_processes;
    QList<TcpTwinResult> m_results;
    QTimer m_tick;
    int m_elapsed = 0;
    int m_seconds = 0;
};

} // namespace sparkwire::bench
