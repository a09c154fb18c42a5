#include "RdmaLinkTest.h"

#include "LinkTestSupport.h"
#include "RdmaVerdicts.h"

#include "hw/HostInventory.h"

#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

#include <csignal>

namespace sparkwire::bench {

QString perftestProgram(const QString &name)
{
    const QString dir = qEnvironmentVariable("SPARKWIRE_PERFTEST_DIR");
    if (!dir.isEmpty())
        return dir + QLatin1Char('/') + name;
    const QString found = QStandardPaths::findExecutable(name);
    return found.isEmpty() ? name : found;
}

namespace {
QStringList commonArguments(const QString &device, int gidIndex, int port)
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
            QStringLiteral("1"),
            QStringLiteral("--run_infinitely")};
}
} // namespace

RdmaLinkTest::RdmaLinkTest(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<PerftestResult>();
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        ++m_elapsed;
        QList<double> twins;
        double sum = 0;
        for (const auto &run : m_runs) {
            twins << run->last;
            sum += run->last;
        }
        Q_EMIT live(twins, sum, m_elapsed, m_seconds);
        if (m_elapsed >= m_seconds)
            stop(true);
    });
}

RdmaLinkTest::~RdmaLinkTest()
{
    stop(false);
}

QList<RdmaPath> RdmaLinkTest::match(const hw::HostInventory &local, const QJsonArray &servers)
{
    QList<RdmaPath> paths;
    for (const hw::Cx7Port &p : local.ports) {
        if (p.rdmaDevice.isEmpty() || !p.roce.v2Ipv4GidIndex)
            continue;
        for (const QString &cidr : p.link.ipv4)
            for (const ServerEndpoint &server : serversOnSubnet(cidr, servers))
                paths.append({p.netdev, p.port, p.half, p.rdmaDevice, *p.roce.v2Ipv4GidIndex,
                              server.address, server.port});
    }
    return paths;
}

QStringList RdmaLinkTest::clientArguments(const RdmaPath &path)
{
    return commonArguments(path.rdmaDevice, path.gidIndex, path.serverPort) << path.serverAddress;
}

void RdmaLinkTest::start(const QList<RdmaPath> &paths, int seconds)
{
    stop(false);
    m_elapsed = 0;
    m_seconds = seconds;
    for (const RdmaPath &path : paths) {
        auto run = std::make_unique<Run>();
        run->process = new QProcess(this);
        Run *r = run.get();
        connect(r->process, &QProcess::readyReadStandardOutput, this, [r] {
            if (r->parser.feed(r->process->readAllStandardOutput()) > 0)
                r->last = r->parser.result().samples.last().bwAvgGbps;
        });
        connect(r->process, &QProcess::readyReadStandardError, this,
                [r] { r->errors += r->process->readAllStandardError().left(4096); });
        connect(r->process, &QProcess::finished, this, [this, r] {
            // A client that ends before the test's length failed (no peer, no device).
            if (m_tick.isActive() && r->parser.result().samples.isEmpty()) {
                const QString why = QString::fromLocal8Bit(r->errors).trimmed();
                stop(false);
                Q_EMIT failed(tr("ib_write_bw stopped: %1")
                                  .arg(why.isEmpty() ? tr("no output")
                                                     : why.section(QLatin1Char('\n'), 0, 2)));
            }
        });
        m_runs.push_back(std::move(run));
        r->process->start(perftestProgram(QStringLiteral("ib_write_bw")), clientArguments(path));
    }
    if (m_runs.empty())
        return Q_EMIT failed(tr("no twin to test"));
    m_tick.start();
}

void RdmaLinkTest::stop(bool report)
{
    m_tick.stop();
    QList<PerftestResult> results;
    for (const auto &run : m_runs) {
        run->process->disconnect(this);
        if (run->process->state() != QProcess::NotRunning) {
            run->process->kill();
            run->process->waitForFinished(2000);
        }
        run->parser.feed(run->process->readAllStandardOutput());
        run->parser.finish();
        results << run->parser.result();
        delete run->process;
    }
    m_runs.clear();
    if (report)
        Q_EMIT finished(results, RdmaVerdicts::diagnosePort(results));
}

void RdmaLinkTest::cancel()
{
    stop(false);
}

RdmaTestServers::~RdmaTestServers()
{
    stopProcesses(m_servers);
}

void RdmaTestServers::start(const hw::HostInventory &inventory, int seconds,
                            std::function<void(QJsonArray, QString)> done)
{
    stopProcesses(m_servers); // one test at a time
    QJsonArray servers;
    int port = kFirstPort;
    for (const hw::Cx7Port &p : inventory.ports) {
        if (p.rdmaDevice.isEmpty() || !p.link.carrier || !p.roce.v2Ipv4GidIndex ||
            p.link.ipv4.isEmpty())
            continue;
        auto *process = new QProcess(this);
        process->setProcessChannelMode(QProcess::MergedChannels);
        process->start(perftestProgram(QStringLiteral("ib_write_bw")),
                       commonArguments(p.rdmaDevice, *p.roce.v2Ipv4GidIndex, port));
        m_servers << process;
        QTimer::singleShot((seconds + 15) * 1000, process, [process] { process->kill(); });
        servers.append(QJsonObject{
            {QLatin1String("netdev"), p.netdev},
            {QLatin1String("rdma_device"), p.rdmaDevice},
            {QLatin1String("address"), p.link.ipv4.first().section(QLatin1Char('/'), 0, 0)},
            {QLatin1String("port"), port}});
        ++port;
    }
    if (servers.isEmpty())
        return done({}, tr("no twin here has an RDMA device with a link, an IPv4 address and its "
                           "RoCE v2 GID"));
    // A server that cannot run (no device, perftest missing) dies at once: say why.
    QTimer::singleShot(500, this, [this, servers, done] {
        for (QProcess *p : std::as_const(m_servers))
            if (p->state() == QProcess::NotRunning)
                return done(
                    {}, tr("ib_write_bw could not serve here: %1")
                            .arg(p->error() == QProcess::FailedToStart
                                     ? p->errorString()
                                     : QString::fromLocal8Bit(p->readAll()).trimmed().left(300)));
        done(servers, {});
    });
}

} // namespace sparkwire::bench
