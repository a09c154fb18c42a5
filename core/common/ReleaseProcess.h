#pragma once

class QProcess;

namespace sparkwire::common {

// Stops a process without waiting for it: SIGKILL now, deleted once reaped (a QProcess
// destroyed while running would block until it had exited). The caller forgets it at once:
// all its signal connections are cut.
void releaseProcess(QProcess *process);

// Waits, at most `msecs` in all, until every process released and still running has been
// reaped (each was sent SIGKILL, so this is quick unless one is stuck in its device). A
// program calls it before it exits: its QProcess objects are then never destroyed while their
// process runs, which Qt reports on stderr ("QProcess: Destroyed while process … is still
// running"). Main thread only, as releaseProcess.
void reapReleasedProcesses(int msecs = 2000);

} // namespace sparkwire::common
