#include "CableRoute.h"

#include "RearPanelWidget.h"
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

End end(const TwinHalfButton *half, const QWidget *to, const TwinHalfButton *other)
{
    return end(half, to, other, other && plug(other, to).y() > plug(half, to).y());
}

End end(const TwinHalfButton *half, const QWidget *to, const TwinHalfButton *other, bool down)
{
    End e;
    e.plug = plug(half, to);
    const auto *panel = qobject_cast<const RearPanelWidget *>(half->parentWidget());
    if (!panel || !other || half->portIndex() != 0 || other->portIndex() != 1)
        return e;
    e.detour = true;
    const int twin = half->half() & 1;
    // The twins side by side in the gap, and one above the other where they turn.
    e.gapX = panel->mapTo(to, QPointF(panel->cageGapX() - 2 + 4 * twin, 0)).x();
    const QRect box(panel->mapTo(to, QPoint(0, 0)), panel->size());
    e.turnY = down ? box.bottom() + 5 + 5 * twin : box.top() - 5 - 5 * twin;
    return e;
}

QPainterPath route(const End &a, const End &b, qreal laneX)
{
    if (!a.detour && !b.detour)
        return between(a.plug, b.plug, laneX);
    QPainterPath cable(a.plug);
    if (a.detour) {
        cable.lineTo(a.gapX, a.plug.y());
        cable.lineTo(a.gapX, a.turnY);
        cable.lineTo(laneX, a.turnY);
    } else {
        cable.lineTo(laneX, a.plug.y());
    }
    if (b.detour) {
        cable.lineTo(laneX, b.turnY);
        cable.lineTo(b.gapX, b.turnY);
        cable.lineTo(b.gapX, b.plug.y());
    } else {
        cable.lineTo(laneX, b.plug.y());
    }
    cable.lineTo(b.plug);
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
