#pragma once

#include "bench/Diagnosis.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <optional>

#include <functional>

// The one start every command shares: adds --help, parses, answers --help on out (exit 0),
// refuses bad usage on err (exit 2): an unknown option, a missing value, a wrong number of
// arguments (with `usage`, the arguments after "usage: sparkwirectl COMMAND", when given).
// Returns the exit code to stop with, or nullopt to go on.
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, QTextStream &out, QTextStream &err,
                                    int positionalMin = 0, int positionalMax = 0,
                                    const QString &usage = {});

// Bad usage found after parsing (a value out of range): says so on err; returns 2.
int badUsage(QTextStream &err, const QString &command, const QString &message);

// For commands made of sub-commands (nccl, rdma, test): runs the one named in arguments[1]
// with that name removed; --help lists them (exit 0); anything else is bad usage (exit 2).
struct SubCommand
{
    QString name;
    std::function<int(const QStringList &)> run;
    QString summary;
};
int runSubCommand(const QStringList &arguments, const QString &command,
                  const QList<SubCommand> &subCommands, const QString &usageTail);

// A whole file for a parser, at most maxBytes; nullopt after saying why on err.
std::optional<QByteArray> readInputFile(const QString &path, qint64 maxBytes,
                                        const QString &command, QTextStream &err);

// Where this node's parts are unless an option says otherwise: the environment's
// SPARKWIRE_SYSFS_ROOT, SPARKWIRE_STATE_DIR and SPARKWIRE_NETPLAN_ROOT when set (the testbed
// runs every node's commands with its own), else /sys, the user's data folder and /.
QString defaultSysfsRoot();
QString defaultStateDir();
QString defaultNetplanRoot();

// The options many commands share, each named here once; the description says what the
// option means to the command that takes it. The values come back through the readers.
// --json
QCommandLineOption jsonOption(const QString &description = QStringLiteral("Print JSON."));
bool wantsJson(const QCommandLineParser &parser);
// --sysfs-root DIR (default: defaultSysfsRoot())
QCommandLineOption sysfsRootOption(const QString &description);
QString sysfsRootValue(const QCommandLineParser &parser);
// --state-dir DIR (default: defaultStateDir())
QCommandLineOption stateDirOption(const QString &description);
QString stateDirValue(const QCommandLineParser &parser);

// Verdicts as the CLI prints them: each with its evidence and fix, or that all is well.
void printVerdicts(QTextStream &out, const QList<sparkwire::bench::Diagnosis> &verdicts);
