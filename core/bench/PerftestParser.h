#pragma once

#include "PerftestResult.h"

#include "LineSplitter.h"
#include "common/Result.h"

#include <QByteArray>

class QRegularExpression;

namespace sparkwire::bench {

// Reads perftest's text output as it streams: the settings block, then the result table,
// classic (one line) or --run_infinitely (a line per interval). Reports in MB/sec (without
// --report_gbits) are converted (perftest's MB is 2^20 bytes).
class PerftestParser
{
public:
    static constexpr qsizetype kMaxLine = 4096;
    int feed(const QByteArray &bytes); // returns how many samples the bytes completed
    void finish();
    const PerftestResult &result() const { return m_result; }
    static Result<PerftestResult> parse(const QByteArray &input);
    // The seconds of one result line (-D with --run_infinitely): lets a run whose clock
    // calibration failed still give a rate, from its iterations (PerftestResult).
    void setIntervalSeconds(int seconds) { m_intervalSeconds = seconds; }
    // What the program wrote to stderr: its clock calibration warning is read there too.
    void feedErrors(const QByteArray &bytes);
    // perftest's "Correlation coefficient r^2: … < 0.9" (its CPU clock calibration failed).
    static const QRegularExpression &calibrationWarning();

private:
    bool feedLine(const QString &line);
    void clockCalibrationFailed();
    void rateFromIterations(PerftestResult::Sample &s);
    PerftestResult m_result;
    LineSplitter m_lines{kMaxLine};
    enum class Units
    {
        None,
        Gbps,
        MBps,
        Latency
    } m_units = Units::None;
    bool m_sawTitle = false;
    int m_intervalSeconds = 0;
};

} // namespace sparkwire::bench
