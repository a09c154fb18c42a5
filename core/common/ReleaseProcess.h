#pragma once

class QProcess;

namespace sparkwire::common {

// Stops a process without waiting for it: SIGKILL now, deleted once reaped (a QProcess
// destroyed while running would block until it had exited). The caller forgets it at once:
// all its signal connections are cut.
void releaseProcess(QProcess *process);

} // namespace sparkwire::common
