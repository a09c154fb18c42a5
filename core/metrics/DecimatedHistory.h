#pragma once

#include "RingBuffer.h"

#include <QList>
#include <QPointF>

namespace sparkwire::metrics {

// The history of one plotted value in fixed memory: every sample for a recent window, and the
// mean of every `factor` samples for a long one (an hour at 10 Hz is 36,000 samples; the coarse
// level keeps one point a second). window() picks the finest level that covers the request.
class DecimatedHistory
{
public:
    DecimatedHistory(int fineCapacity, int factor, int coarseCapacity);
    void append(qint64 timeMs, double value);
    // Points (x = ms, y = value) from fromMs on, oldest first.
    QList<QPointF> window(qint64 fromMs) const;
    qint64 fineSpanStartMs() const;
    void clear();

private:
    RingBuffer<QPointF> m_fine;
    RingBuffer<QPointF> m_coarse;
    int m_factor;
    double m_sum = 0;
    double m_timeSum = 0;
    int m_pending = 0;
};

} // namespace sparkwire::metrics
