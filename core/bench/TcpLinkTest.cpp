#include "TcpLinkTest.h"

#include "Iperf.h"
#include "LinkTestSupport.h"

#include "hw/HostInventory.h"

#include <QJsonObject>
#include <QProcess>

namespace sparkwire::bench {

TcpLinkTest::TcpLinkTest(QString helperProgram, QObject *parent)
    : QObject(parent)
    , m_helper(std::move(helperProgram))
{
    qRegisterMetaType<TcpTwinResult>();
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        m_elapsed = qMin(m_elapsed + 1, m_seconds);
        Q_EMIT progress(m_elapsed, m_seconds);
    });
}

TcpLinkTest::~TcpLinkTest()
{
    stopProcesses(m_processes);
}

QList<TcpPath> TcpLinkTest::match(const hw::HostInventory &local, const QJsonArray &servers)
{
    QList<TcpPath> paths;
    for (const hw::Cx7Port &port : local.ports)
        for (const QString &cidr : port.link.ipv4)
            for (const ServerEndpoint &server : serversOnSubnet(cidr, servers))
                paths.append({port.netdev, port.port, port.half,
                              cidr.section(QLatin1Char('/'), 0, 0), server.address, server.port});
    return paths;
}

void TcpLinkTest::start(const QList<TcpPath> &paths, int seconds)
{
    stopProcesses(m_processes);
    m_results.clear();
    m_elapsed = 0;
    m_seconds = seconds;
    for (const TcpPath &path : paths) {
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
        Q_EMIT finished(m_results);
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
            r.error = QStringLiteral("no result from %1").arg(m_helper);
    }
    m_tick.stop();
    stopProcesses(m_processes);
    Q_EMIT finished(m_results);
}

void TcpLinkTest::cancel()
{
    m_tick.stop();
    stopProcesses(m_processes);
}

TcpTestServers::TcpTestServers(QString helperProgram, QObject *parent)
    : QObject(parent)
    , m_helper(std::move(helperProgram))
{}

TcpTestServers::~TcpTestServers()
{
    stopProcesses(m_servers);
}

QJsonArray TcpTestServers::start(const hw::HostInventory &inventory, int seconds, QString *error)
{
    stopProcesses(m_servers); // one test at a time
    QJsonArray servers;
    int port = kFirstPort;
    for (const hw::Cx7Port &p : inventory.ports) {
        if (!p.link.carrier)
            continue;
        for (const QString &cidr : p.link.ipv4) {
            const QString address = cidr.section(QLatin1Char('/'), 0, 0);
            auto *process = new QProcess(this);
            process->start(m_helper, {QStringLiteral("_iperf"), QStringLiteral("server"),
                                      QStringLiteral("--bind"), address, QStringLiteral("--port"),
                                      QString::number(port)});
            if (!process->waitForStarted(3000)) {
                *error = process->errorString();
                delete process;
                continue;
            }
            m_servers << process;
            // Bounded: gone after the test's length and a margin, whether used or not.
            QTimer::singleShot((seconds + 10) * 1000, process, [process] { process->kill(); });
            servers.append(QJsonObject{{QLatin1String("netdev"), p.netdev},
                                       {QLatin1String("address"), address},
                                       {QLatin1String("port"), port}});
            ++port;
        }
    }
    if (servers.isEmpty() && error->isEmpty())
        *error = QStringLiteral("no CX-7 netdev here has a link and an IPv4 address");
    return servers;
}

} // namespace sparkwire::bench
