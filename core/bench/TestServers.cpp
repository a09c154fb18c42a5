#include "TestServers.h"

#include "LinkTestSupport.h"
#include "RdmaLinkTest.h"
#include "common/ReleaseProcess.h"

#include "hw/HostInventory.h"

#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

namespace sparkwire::bench {

namespace {
// perftest prints its banner with stdio into a pipe: line-buffer it (coreutils' stdbuf) so
// the banner arrives when printed, not when the buffer fills.
QPair<QString, QStringList> lineBuffered(const QString &program, const QStringList &arguments)
{
    const QString stdbuf = QStandardPaths::findExecutable(QStringLiteral("stdbuf"));
    if (stdbuf.isEmpty())
        return {program, arguments};
    return {stdbuf, QStringList{QStringLiteral("-oL"), program} + arguments};
}
} // namespace

TestServers::TestServers(QString helperProgram, QObject *parent)
    : QObject(parent)
    , m_helper(std::move(helperProgram))
{
    qRegisterMetaType<Error>();
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        fail(makeError(ErrorCode::Timeout,
                       tr("A %1 test server did not start listening within %2 s.")
                           .arg(linkTestKindName(m_kind))
                           .arg(kListenDeadlineMs / 1000)));
    });
}

TestServers::~TestServers()
{
    stop();
}

QList<TestServers::Spec> TestServers::specs(LinkTestKind kind,
                                            const hw::HostInventory &inventory) const
{
    QList<Spec> specs;
    if (kind == LinkTestKind::Tcp) {
        int port = kFirstTcpPort;
        for (const hw::Cx7Port &p : inventory.ports) {
            if (!p.link.carrier)
                continue;
            for (const QString &cidr : p.link.ipv4) {
                const QString address = cidr.section(QLatin1Char('/'), 0, 0);
                specs.append(
                    {m_helper,
                     {QStringLiteral("_iperf"), QStringLiteral("server"), QStringLiteral("--bind"),
                      address, QStringLiteral("--port"), QString::number(port)},
                     QJsonObject{{QLatin1String("netdev"), p.netdev},
                                 {QLatin1String("address"), address},
                                 {QLatin1String("port"), port}},
                     QByteArrayLiteral("Server listening on")});
                ++port;
            }
        }
    } else if (kind == LinkTestKind::Rdma) {
        int port = kFirstRdmaPort;
        for (const hw::Cx7Port &p : inventory.ports) {
            if (p.rdmaDevice.isEmpty() || !p.link.carrier || !p.roce.v2Ipv4GidIndex ||
                p.link.ipv4.isEmpty())
                continue;
            const auto [program, arguments] = lineBuffered(
                perftestProgram(QStringLiteral("ib_write_bw")),
                RdmaLinkTest::serverArguments(p.rdmaDevice, *p.roce.v2Ipv4GidIndex, port));
            specs.append({program, arguments,
                          QJsonObject{{QLatin1String("netdev"), p.netdev},
                                      {QLatin1String("rdma_device"), p.rdmaDevice},
                                      {QLatin1String("address"),
                                       p.link.ipv4.first().section(QLatin1Char('/'), 0, 0)},
                                      {QLatin1String("port"), port}},
                          QByteArrayLiteral("Waiting for client to connect")});
            ++port;
        }
    }
    return specs;
}

void TestServers::start(LinkTestKind kind, const hw::HostInventory &inventory, int seconds)
{
    stop(); // one test at a time
    m_kind = kind;
    const QList<Spec> wanted = specs(kind, inventory);
    if (wanted.isEmpty()) {
        const QString why =
            kind == LinkTestKind::Rdma
                ? tr("No twin here has an RDMA device with a link, an IPv4 address and its "
                     "RoCE v2 GID.")
                : tr("No CX-7 netdev here has a link and an IPv4 address.");
        // Reported from the event loop, like every other outcome.
        QTimer::singleShot(0, this,
                           [this, why] { Q_EMIT failed(makeError(ErrorCode::NotFound, why)); });
        return;
    }
    for (const Spec &spec : wanted) {
        const int index = int(m_servers.size());
        auto *process = new QProcess(this);
        process->setProcessChannelMode(QProcess::MergedChannels);
        m_servers << process;
        m_listening << false;
        m_output << QByteArray();
        m_banners << spec.listeningBanner;
        m_announce.append(spec.announce);
        connect(process, &QProcess::readyRead, this, [this, index] { onOutput(index); });
        connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                fail(makeError(ErrorCode::NotFound,
                               tr("%1 test server could not start: %2")
                                   .arg(linkTestKindName(m_kind), process->errorString())));
        });
        connect(process, &QProcess::finished, this, [this, index] {
            onOutput(index);
            if (!isStarting())
                return;
            // Died before it listened: say why, in its own words.
            const QString output = QString::fromLocal8Bit(m_output.at(index)).trimmed().left(300);
            fail(makeError(ErrorCode::ToolFailed,
                           (m_kind == LinkTestKind::Rdma
                                ? tr("ib_write_bw could not serve here: %1")
                                : tr("The TCP test server could not serve here: %1"))
                               .arg(output.isEmpty() ? tr("no output") : output),
                           output));
        });
        // Bounded: gone after the test's length and a margin, whether used or not.
        QTimer::singleShot((seconds + 15) * 1000, process, [process] { process->kill(); });
        process->start(spec.program, spec.arguments);
    }
    m_deadline.start(kListenDeadlineMs);
}

void TestServers::onOutput(int index)
{
    QProcess *process = m_servers.value(index);
    if (!process)
        return;
    m_output[index] += process->readAll();
    if (m_output[index].size() > 16384)
        m_output[index] = m_output[index].right(16384);
    if (m_listening.at(index) || !m_output.at(index).contains(m_banners.at(index)))
        return;
    m_listening[index] = true;
    if (!isStarting() || m_listening.contains(false))
        return;
    m_deadline.stop();
    Q_EMIT listening(m_announce);
}

void TestServers::fail(Error why)
{
    if (!isStarting())
        return;
    stop();
    Q_EMIT failed(why);
}

void TestServers::stop()
{
    m_deadline.stop();
    for (QProcess *p : std::as_const(m_servers))
        common::releaseProcess(p);
    m_servers.clear();
    m_listening.clear();
    m_output.clear();
    m_banners.clear();
    m_announce = QJsonArray();
}

} // namespace sparkwire::bench
