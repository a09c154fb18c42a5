#include "FirewallReader.h"

#include <QProcess>
#include <QStandardPaths>

namespace sparkwire::doctor {

namespace {
constexpr qsizetype kMaxBytes = 512 * 1024;
}

QList<QStringList> FirewallReader::commands()
{
    return {{QStringLiteral("nft"), QStringLiteral("list"), QStringLiteral("ruleset")},
            {QStringLiteral("iptables-save")}};
}

FirewallReader::FirewallReader(QObject *parent)
    : QObject(parent)
{
    m_timeout.setSingleShot(true);
    m_timeout.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % early
    m_timeout.setInterval(kTimeoutMs);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        if (m_process)
            m_process->kill(); // finished() follows and tries the next tool
    });
}

FirewallReader::~FirewallReader()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(100); // reaps the killed child; bounded, at exit only
    }
}

void FirewallReader::refresh()
{
    if (m_running)
        return;
    m_running = true;
    m_next = 0;
    tryNext();
}

void FirewallReader::tryNext()
{
    const QList<QStringList> all = commands();
    while (m_next < all.size()) {
        const QStringList argv = all.at(m_next++);
        const QString program = QStandardPaths::findExecutable(argv.first());
        if (program.isEmpty())
            continue;
        delete m_process;
        m_process = new QProcess(this);
        connect(m_process, &QProcess::finished, this,
                [this](int exitCode, QProcess::ExitStatus status) {
                    m_timeout.stop();
                    if (status == QProcess::NormalExit && exitCode == 0)
                        return finish(
                            QString::fromUtf8(m_process->readAllStandardOutput().left(kMaxBytes)));
                    tryNext();
                });
        connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart) {
                m_timeout.stop();
                tryNext();
            }
        });
        m_process->start(program, argv.mid(1));
        m_timeout.start();
        return;
    }
    finish({});
}

void FirewallReader::finish(const QString &ruleset)
{
    m_ruleset = ruleset;
    m_running = false;
    Q_EMIT read();
}

} // namespace sparkwire::doctor
