#pragma once

#include <QList>

class QProcess;

namespace sparkwire::common {

// Stops a process without waiting for it: SIGKILL now, deleted once reaped (a QProcess
// destroyed while running would block until it had exited). The caller forgets it at once:
// all its signal connections are cut.
void releaseProcess(QProcess *process);

// The processes released and still running (each was sent SIGKILL). Never waits: a program
// that may block before it exits (the CLI) waits for these, so that no QProcess is destroyed
// while its process runs ("QProcess: Destroyed while process … is still running").
// Main thread only, as releaseProcess.
QList<QProcess *> releasedProcesses();

} // namespace sparkwire::common
