#pragma once

#include "bench/Diagnosis.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <optional>

// The start every sub-command shares: parse, answer --help, refuse bad usage with a message.
// Returns the exit code to stop with, or nullopt to go on.
std::optional<int> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, QTextStream &out, QTextStream &err,
                                    int positionalMin = 0, int positionalMax = 0);

// A whole file for a parser, at most maxBytes; nullopt after saying why on err.
std::optional<QByteArray> readInputFile(const QString &path, qint64 maxBytes,
                                        const QString &command, QTextStream &err);

// Verdicts as the CLI prints them: each with its evidence and fix, or that all is well.
void printVerdicts(QTextStream &out, const QList<sparkwire::bench::Diagnosis> &verdicts);
