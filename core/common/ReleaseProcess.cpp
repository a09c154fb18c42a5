#include "ReleaseProcess.h"

#include <QCoreApplication>
#include <QProcess>

namespace sparkwire::common {

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
}

} // namespace sparkwire::common
