#pragma once

#include <QColor>
#include <QPainterPath>
#include <QPointF>

class QPainter;
class QWidget;
class TwinHalfButton;

// How the diagrams draw a cable between two twin halves: plugged in at each half's right end
// (clear of its netdev label), out to a lane right of both cages, along it and back in, so it
// never runs over a half's label or the port captions under the cages.
namespace CableRoute {

constexpr qreal kWidth = 7; // the drawn cable with its shadow

// The right end of the half's body, in `to`'s coordinates.
QPointF plug(const TwinHalfButton *half, const QWidget *to);
// The lane's x for cable `half` (0 or 1) between a and b; `level` moves it further out (a
// cable that passes other panels).
qreal lane(QPointF a, QPointF b, int half, int level = 0);
QPainterPath between(QPointF a, QPointF b, qreal laneX);

// One end of a cable from a left cage (port 0) to a right one (port 1), as in a ring: straight
// out to the lane it would cross the right cage's halves and their labels, so it leaves
// through the gap between the cages and turns to the lane beyond its panel (below it when the
// other end is lower, else above).
struct End
{
    QPointF plug;
    bool detour = false;
    qreal gapX = 0;
    qreal turnY = 0;
};
End end(const TwinHalfButton *half, const QWidget *to, const TwinHalfButton *other);
// The same, turning below its panel (down) or above it whatever the other end's height: a
// ring's cable between two Sparks side by side runs under (or over) both panels.
End end(const TwinHalfButton *half, const QWidget *to, const TwinHalfButton *other, bool down);
QPainterPath route(const End &a, const End &b, qreal laneX);
// The cable with its shadow and a plug dot at each end.
void draw(QPainter &painter, const QPainterPath &cable, const QColor &colour);

} // namespace CableRoute
