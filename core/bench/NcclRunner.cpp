#include "NcclRunner.h"

#include "LinkTestSupport.h"
#include "common/AtomicFile.h"
#include "common/ReleaseProcess.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <unistd.h>

namespace sparkwire::bench {

NcclRunner::NcclRunner(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<NcclResult>();
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, [this] {
        if (m_process && m_process->processId() > 0)
            ::kill(-pid_t(m_process->processId()), SIGKILL);
    });
}

NcclRunner::~NcclRunner()
{
    if (!isRunning())
        return;
    // The whole group now; the process is reaped later, nobody waits for it here.
    ::kill(-pid_t(m_process->processId()), SIGKILL);
    common::releaseProcess(std::exchange(m_process, nullptr));
}

QString NcclRunner::findBinary(const QString &nameOrPath)
{
    if (nameOrPath.contains(QLatin1Char('/')))
        return QFileInfo(nameOrPath).isExecutable() ? nameOrPath : QString();
    const QString onPath = QStandardPaths::findExecutable(nameOrPath);
    if (!onPath.isEmpty())
        return onPath;
    const QString home = QDir::homePath();
    return QStandardPaths::findExecutable(nameOrPath,
                                          {home + QStringLiteral("/nccl-tests/build"),
                                           QStringLiteral("/opt/nccl-tests/build"),
                                           QStringLiteral("/usr/local/nccl-tests/build"),
                                           QStringLiteral("/workspace/nccl-tests/build")});
}

int NcclRunner::expectedRows(const NcclRunOptions &o)
{
    if (o.minBytes <= 0 || o.maxBytes < o.minBytes || o.factor < 2)
        return 0;
    int rows = 0;
    for (qint64 size = o.minBytes; size <= o.maxBytes; size *= o.factor)
        ++rows;
    return rows;
}

QStringList NcclRunner::command(const NcclRunOptions &o)
{
    const QString binary = findBinary(o.binary).isEmpty() ? o.binary : findBinary(o.binary);
    const QStringList testArgs{QStringLiteral("-b"), QString::number(o.minBytes),
                               QStringLiteral("-e"), QString::number(o.maxBytes),
                               QStringLiteral("-f"), QString::number(o.factor),
                               QStringLiteral("-g"), QString::number(o.gpusPerProcess)};
    if (o.hosts.size() < 2)
        return QStringList{binary} + testArgs;
    QStringList hostSlots;
    for (const QString &h : o.hosts)
        hostSlots << h + QStringLiteral(":1");
    QStringList args{o.mpirun, QStringLiteral("-np"), QString::number(o.hosts.size()),
                     QStringLiteral("-H"), hostSlots.join(QLatin1Char(','))};
    if (::geteuid() == 0)
        args << QStringLiteral("--allow-run-as-root");
    // mpirun starts its daemons through ssh; without BatchMode an unknown host key or a
    // password prompt waits on a terminal nobody sees (the window has none) and the run
    // hangs. A person who set their own ssh arguments for OpenMPI keeps them.
    const bool ownSshArgs =
        qEnvironmentVariableIsSet("OMPI_MCA_plm_rsh_args") ||
        std::any_of(o.environment.cbegin(), o.environment.cend(), [](const auto &v) {
            return v.first == QLatin1String("OMPI_MCA_plm_rsh_args");
        });
    if (!ownSshArgs)
        args << QStringLiteral("--mca") << QStringLiteral("plm_rsh_args")
             << QStringLiteral("-o BatchMode=yes -o ConnectTimeout=10");
    if (!o.btlInterface.isEmpty())
        args << QStringLiteral("--mca") << QStringLiteral("btl_tcp_if_include") << o.btlInterface
             << QStringLiteral("--mca") << QStringLiteral("oob_tcp_if_include") << o.btlInterface;
    for (const auto &[name, value] : o.environment)
        args << QStringLiteral("-x") << name + QLatin1Char('=') + value;
    if (o.debugInfo)
        args << QStringLiteral("-x") << QStringLiteral("NCCL_DEBUG=INFO");
    args << QStringLiteral("--bind-to") << QStringLiteral("none") << binary;
    return args + testArgs;
}

bool NcclRunner::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

void NcclRunner::start(const NcclRunOptions &o)
{
    if (isRunning())
        return;
    const QStringList cmd = command(o);
    if (o.hosts.size() < 2 && findBinary(o.binary).isEmpty())
        return Q_EMIT failed(makeError(ErrorCode::NotFound,
                                       tr("%1 not found on PATH or in ~/nccl-tests/build; build "
                                          "nccl-tests or give its path")
                                           .arg(o.binary)));
    m_parser = NcclOutputParser();
    m_parser.setSysfsRoot(o.sysfsRoot);
    openHistory(o, cmd);
    m_expected = expectedRows(o);
    m_cancelled = false;
    delete m_process;
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : o.environment)
        env.insert(name, value);
    if (o.debugInfo)
        env.insert(QStringLiteral("NCCL_DEBUG"), QStringLiteral("INFO"));
    m_process->setProcessEnvironment(env);
    // Its own process group, so cancel reaches mpirun and everything it started here.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
    connect(m_process, &QProcess::readyRead, this, &NcclRunner::onOutput);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            Q_EMIT failed(makeError(
                ErrorCode::ToolFailed,
                tr("cannot start %1: %2").arg(m_process->program(), m_process->errorString())));
    });
    connect(m_process, &QProcess::finished, this,
            [this](int exitCode, QProcess::ExitStatus status) {
                m_killTimer.stop();
                onOutput();
                m_parser.finish();
                m_parser.setOutcome(status == QProcess::NormalExit ? exitCode : -1, m_cancelled);
                closeHistory();
                Q_EMIT finished(m_parser.result(), status == QProcess::NormalExit ? exitCode : -1,
                                m_cancelled);
            });
    m_process->start(cmd.first(), cmd.mid(1));
    Q_EMIT started(cmd);
}

void NcclRunner::onOutput()
{
    if (!m_process)
        return;
    const QByteArray data = m_process->readAll();
    if (data.isEmpty())
        return;
    if (m_historyOutput)
        m_historyOutput->write(data);
    if (m_parser.feed(data) > 0) {
        const auto &rows = m_parser.result().rows;
        Q_EMIT progress(int(rows.size()), qMax(m_expected, int(rows.size())), rows.last().size);
    }
}

QString NcclRunner::historyFolderName(const QDateTime &when, const QString &test)
{
    QString name = QFileInfo(test).fileName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return when.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")) + QLatin1Char('-') +
           name.left(64);
}

void NcclRunner::openHistory(const NcclRunOptions &o, const QStringList &command)
{
    closeHistory();
    m_historyPath.clear();
    if (o.historyDir.isEmpty())
        return;
    const QString dir = o.historyDir + QLatin1Char('/') +
                        historyFolderName(QDateTime::currentDateTimeUtc(), o.binary);
    if (!QDir().mkpath(dir))
        return;
    QFile::setPermissions(o.historyDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    m_historyPath = dir;
    QString env;
    for (const auto &[name, value] : o.environment)
        env += name + QLatin1Char('=') + value + QLatin1Char('\n');
    (void)common::AtomicFile::write(
        dir + QStringLiteral("/command.txt"),
        (env + command.join(QLatin1Char(' ')) + QLatin1Char('\n')).toUtf8(), 0600);
    m_historyOutput = new QFile(dir + QStringLiteral("/output.txt"), this);
    if (!m_historyOutput->open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        delete m_historyOutput;
        m_historyOutput = nullptr;
    }
}

void NcclRunner::closeHistory()
{
    if (m_historyOutput) {
        m_historyOutput->close();
        delete std::exchange(m_historyOutput, nullptr);
    }
    if (m_historyPath.isEmpty() || !m_parser.result().exitStatus)
        return;
    (void)common::AtomicFile::write(m_historyPath + QStringLiteral("/result.json"),
                                    QJsonDocument(m_parser.result().toJson()).toJson(), 0600);
}

void NcclRunner::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    ::kill(-pid_t(m_process->processId()), SIGTERM);
    m_killTimer.start(3000); // then SIGKILL whatever is left of the group
}

} // namespace sparkwire::bench
