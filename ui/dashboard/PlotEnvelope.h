#pragma once

#include <QtGlobal>

// More points than a plot has pixels only cost time: above maxPoints, keep each bucket's
// lowest and highest value (in time order), so dips and peaks still show. Points is a
// QList<QPointF> or a QPolygonF.
template <typename Points> Points plotEnvelope(const Points &points, int maxPoints)
{
    if (points.size() <= maxPoints)
        return points;
    Points out;
    out.reserve(maxPoints);
    const int buckets = maxPoints / 2;
    const qsizetype n = points.size();
    for (int b = 0; b < buckets; ++b) {
        const qsizetype from = n * b / buckets;
        const qsizetype to = qMax(from + 1, n * (b + 1) / buckets);
        qsizetype lo = from;
        qsizetype hi = from;
        for (qsizetype i = from; i < to; ++i) {
            if (points.at(i).y() < points.at(lo).y())
                lo = i;
            if (points.at(i).y() > points.at(hi).y())
                hi = i;
        }
        out << points.at(qMin(lo, hi));
        if (lo != hi)
            out << points.at(qMax(lo, hi));
    }
    return out;
}
