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
// The cable with its shadow and a plug dot at each end.
void draw(QPainter &painter, const QPainterPath &cable, const QColor &colour);

} // namespace CableRoute
