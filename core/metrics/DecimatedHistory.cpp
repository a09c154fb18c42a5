#include "DecimatedHistory.h"

namespace sparkwire::metrics {

DecimatedHistory::DecimatedHistory(int fineCapacity, int factor, int coarseCapacity)
    : m_fine(fineCapacity)
    , m_coarse(coarseCapacity)
    , m_factor(qMax(1, factor))
{}

void DecimatedHistory::append(qint64 timeMs, double value)
{
    m_fine.append(QPointF(double(timeMs), value));
    m_sum += value;
    m_timeSum += double(timeMs);
    if (++m_pending == m_factor) {
        m_coarse.append(QPointF(m_timeSum / m_factor, m_sum / m_factor));
        m_sum = m_timeSum = 0;
        m_pending = 0;
    }
}

qint64 DecimatedHistory::fineSpanStartMs() const
{
    return m_fine.isEmpty() ? 0 : qint64(m_fine.at(0).x());
}

QList<QPointF> DecimatedHistory::window(qint64 fromMs) const
{
    // The fine level covers the window only if it was not full, or starts before it.
    const bool fineCovers = m_fine.size() < m_fine.capacity() || fineSpanStartMs() <= fromMs;
    const RingBuffer<QPointF> &level = fineCovers ? m_fine : m_coarse;
    QList<QPointF> points;
    int first = 0;
    while (first < level.size() && level.at(first).x() < double(fromMs))
        ++first;
    points.reserve(level.size() - first);
    for (int i = first; i < level.size(); ++i)
        points.append(level.at(i));
    return points;
}

void DecimatedHistory::clear()
{
    m_fine.clear();
    m_coarse.clear();
    m_sum = m_timeSum = 0;
    m_pending = 0;
}

} // namespace sparkwire::metrics
