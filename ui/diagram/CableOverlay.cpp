#include "CableOverlay.h"

#include "CableRoute.h"

#include <QPainter>

CableOverlay::CableOverlay(QWidget *diagram, std::function<QList<Cable>()> cables)
    : QWidget(diagram)
    , m_cables(std::move(cables))
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

void CableOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor colours[2] = {QColor(0x1d, 0x7b, 0xe0), QColor(0x13, 0xa8, 0x9e)}; // a, b
    for (const Cable &c : m_cables())
        CableRoute::draw(p, c.path, colours[c.half & 1]);
}
