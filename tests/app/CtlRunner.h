#pragma once

#include <QProcess>
#include <QStringList>

// Runs the built sparkwirectl as a script would and keeps what it said.
struct CtlResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CtlResult ctl(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(SPARKWIRE_BIN_DIR "/sparkwirectl"), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}
