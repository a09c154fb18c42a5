#pragma once

#include "DecimatedHistory.h"
#include "MetricsSample.h"

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QPointF>

#include <array>

namespace sparkwire::metrics {

// The history of one link (physical port): RoCE Gb/s tx and rx of each twin half and of the
// port (their sum), an hour of it in fixed memory, and its CSV export. The dashboard plots
// it; nothing here depends on how it is shown.
class LinkHistory
{
public:
    static constexpr int kFinePoints = 3000;   // 5 minutes at 10 Hz
    static constexpr int kDecimation = 10;     // then one point a second ...
    static constexpr int kCoarsePoints = 3600; // ... for an hour
    static constexpr int kMaxWindowSeconds = 3600;

    enum class Series
    {
        Half0Tx,
        Half0Rx,
        Half1Tx,
        Half1Rx,
        PortTx,
        PortRx,
    };
    static constexpr int kSeriesCount = 6;

    explicit LinkHistory(int port);
    int port() const { return m_port; }

    // Records this port's rates from one tick of the sampler (other ports are ignored).
    void record(const MetricsSample &sample);
    qint64 lastMs() const { return m_lastMs; }
    bool isEmpty() const { return m_empty; }

    // The points (x = monotonic ms, y = Gb/s) of the last `seconds` before the newest sample,
    // oldest first: every sample for the last 5 minutes, one-second means beyond.
    QList<QPointF> window(Series series, int seconds) const;

    // The CSV column of a series: stable English, never translated (a machine format).
    static QByteArray columnName(Series series);
    // The window as CSV: "seconds" (relative to the newest sample, so ≤ 0), then one column
    // per series, three decimals, one row per sample.
    QByteArray csv(int seconds) const;
    // Writes csv(seconds) to path atomically: the file is the old one or the new one, whole.
    Status exportCsv(const QString &path, int seconds) const;

private:
    qint64 fromMs(int seconds) const;

    int m_port;
    std::array<DecimatedHistory, kSeriesCount> m_series;
    qint64 m_lastMs = 0;
    bool m_empty = true;
};

} // namespace sparkwire::metrics
