#include "CableRoute.h"

#include "TwinHalfButton.h"

#include <QPainter>

#include <algorithm>

namespace CableRoute {

QPointF plug(const TwinHalfButton *half, const QWidget *to)
{
    return half->mapTo(to, QPointF(half->width() - 2, half->height() / 2.0));
}

qreal lane(QPointF a, QPointF b, int half, int level)
{
    // Past the cage's frame (about 10 px right of a half), one lane per twin.
    return std::max(a.x(), b.x()) + 16 + 8 * (half & 1) + 16 * level;
}

QPainterPath between(QPointF a, QPointF b, qreal laneX)
{
    QPainterPath cable(a);
    const qreal r = std::min<qreal>(6, std::abs(b.y() - a.y()) / 2);
    const qreal down = b.y() >= a.y() ? 1 : -1;
    cable.lineTo(laneX - r, a.y());
    cable.quadTo(laneX, a.y(), laneX, a.y() + down * r);
    cable.lineTo(laneX, b.y() - down * r);
    cable.quadTo(laneX, b.y(), laneX - r, b.y());
    cable.lineTo(b);
    return cable;
}

void draw(QPainter &painter, const QPainterPath &cable, const QColor &colour)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 90), kWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(cable);
    painter.setPen(QPen(colour, 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(cable);
    painter.setBrush(colour);
    painter.drawEllipse(cable.pointAtPercent(0), 4, 4);
    painter.drawEllipse(cable.pointAtPercent(1), 4, 4);
}

} // namespace CableRoute
