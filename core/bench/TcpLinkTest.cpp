#include "TcpLinkTest.h"

#include "Iperf.h"
#include "TcpVerdicts.h"
#include "common/ReleaseProcess.h"

#include <QProcess>

namespace sparkwire::bench {

TcpLinkTest::TcpLinkTest(QString helperProgram, QObject *parent)
    : QObject(parent)
    , m_helper(std::move(helperProgram))
{
    qRegisterMetaType<TcpTwinResult>();
    qRegisterMetaType<Diagnosis>();
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        m_elapsed = qMin(m_elapsed + 1, m_seconds);
        Q_EMIT progress(m_elapsed, m_seconds);
    });
}

TcpLinkTest::~TcpLinkTest()
{
    cancel();
}

void TcpLinkTest::start(const QList<TwinPath> &paths, int seconds)
{
    cancel();
    m_results.clear();
    m_elapsed = 0;
    m_seconds = seconds;
    for (const TwinPath &path : paths) {
        auto *p = new QProcess(this);
        m_processes << p;
        m_results.append({path, -1, 0, {}});
        connect(p, &QProcess::finished, this, &TcpLinkTest::onProcessDone);
        connect(p, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                onProcessDone();
        });
        p->start(m_helper,
                 {QStringLiteral("_iperf"), QStringLiteral("client"), QStringLiteral("--bind"),
                  path.localAddress, QStringLiteral("--host"), path.serverAddress,
                  QStringLiteral("--port"), QString::number(path.serverPort),
                  QStringLiteral("--seconds"), QString::number(seconds)});
    }
    if (paths.isEmpty()) {
        Q_EMIT finished(m_results, TcpVerdicts::diagnose(m_results));
        return;
    }
    m_tick.start();
}

void TcpLinkTest::onProcessDone()
{
    for (QProcess *p : std::as_const(m_processes))
        if (p->state() != QProcess::NotRunning)
            return; // wait for every twin
    for (int i = 0; i < m_processes.size(); ++i) {
        QProcess *p = m_processes.at(i);
        TcpTwinResult &r = m_results[i];
        const QByteArray json = p->readAllStandardOutput();
        const double bps = Iperf::receivedBitsPerSecond(json, &r.retransmits);
        if (bps >= 0 && p->exitCode() == 0)
            r.gbps = bps / 1e9;
        else
            r.error = QString::fromUtf8(p->readAllStandardError()).trimmed();
        if (r.gbps < 0 && r.error.isEmpty())
            r.error = p->error() == QProcess::FailedToStart ? p->errorString()
                                                            : tr("no result from %1").arg(m_helper);
    }
    cancel(); // every process has ended: this only forgets them
    Q_EMIT finished(m_results, TcpVerdicts::diagnose(m_results));
}

void TcpLinkTest::cancel()
{
    m_tick.stop();
    for (QProcess *p : std::as_const(m_processes))
        common::releaseProcess(p);
    m_processes.clear();
}

} // namespace sparkwire::bench
