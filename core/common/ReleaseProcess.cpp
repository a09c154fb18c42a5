#include "ReleaseProcess.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QList>
#include <QPointer>
#include <QProcess>

namespace sparkwire::common {

namespace {
// Released and not yet reaped; a QPointer turns null once its process is deleted.
QList<QPointer<QProcess>> &released()
{
    static QList<QPointer<QProcess>> list;
    return list;
}
} // namespace

void releaseProcess(QProcess *process)
{
    process->disconnect();
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    // Outlives its owner until reaped, so no destructor waits for it.
    process->setParent(QCoreApplication::instance());
    QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
    process->kill();
    released().removeAll(nullptr);
    released().append(process);
}

void reapReleasedProcesses(int msecs)
{
    const QDeadlineTimer deadline(msecs);
    for (const QPointer<QProcess> &process : std::as_const(released()))
        if (process && process->state() != QProcess::NotRunning)
            process->waitForFinished(int(qMax<qint64>(0, deadline.remainingTime())));
    released().clear();
}

} // namespace sparkwire::common
