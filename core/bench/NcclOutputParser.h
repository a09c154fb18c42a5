#pragma once

#include "NcclResult.h"

#include "LineSplitter.h"
#include "common/Result.h"

#include <QByteArray>

namespace sparkwire::bench {

// Reads nccl-tests output as it streams (single process `-g N`, or every rank of an mpirun,
// with or without `--tag-output` prefixes), mixed with NCCL_DEBUG=INFO lines; or the `-J`
// JSON file. Never trusts the input: unknown lines are skipped, numbers are checked, and
// input with nothing of nccl-tests in it is an error.
class NcclOutputParser
{
public:
    static constexpr qsizetype kMaxLine = 64 * 1024;

    // Feed bytes as they arrive; returns how many table rows they completed.
    int feed(const QByteArray &bytes);
    // End of input: the last partial line, then the verdicts.
    void finish();
    // How the run ended, when it ran here (the runner): the verdicts are made again with it.
    void setOutcome(int exitStatus, bool cancelled);
    // Where a netdev named by the run (NCCL_SOCKET_IFNAME) is looked up: "/sys" for a run on
    // this machine; empty (the default) for output from elsewhere.
    void setSysfsRoot(const QString &root) { m_sysfsRoot = root; }
    const NcclResult &result() const { return m_result; }

    static constexpr int kLastLines = 12;

    // Whole inputs: text/log or -J JSON (sniffed). An error when nothing was recognised.
    static Result<NcclResult> parse(const QByteArray &input);
    static Result<NcclResult> parseJson(const QByteArray &json);

private:
    bool feedLine(QString line);
    void debugLine(const QString &message);
    void updateTransport();
    void rememberLine(const QString &line);

    NcclResult m_result;
    LineSplitter m_lines{kMaxLine};
    QStringList m_hosts;
    bool m_sawAnything = false;
    bool m_sawNodes = false;
    QString m_networkPlugin; // "Using network Socket|IB"
    QString m_sysfsRoot;
};

} // namespace sparkwire::bench
