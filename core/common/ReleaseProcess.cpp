#include "ReleaseProcess.h"

#include <QCoreApplication>
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

QList<QProcess *> releasedProcesses()
{
    released().removeAll(nullptr);
    QList<QProcess *> running;
    for (const QPointer<QProcess> &process : std::as_const(released()))
        if (process->state() != QProcess::NotRunning)
            running << process.data();
    return running;
}

} // namespace sparkwire::common
