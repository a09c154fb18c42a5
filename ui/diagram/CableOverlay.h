#pragma once

#include <QPainterPath>
#include <QWidget>

#include <functional>

// Paints a diagram's cables on top of its panels without taking their clicks, in the twin
// halves' colours; the same for the cabling (discovery) and the cluster (plan) diagrams. The
// diagram keeps it over its whole area (setGeometry(rect()) and raise() as it lays out).
class CableOverlay : public QWidget
{
public:
    // Each cable as drawn, in the diagram's coordinates, with the twin half it carries.
    struct Cable
    {
        QPainterPath path;
        int half = 0;
    };

    CableOverlay(QWidget *diagram, std::function<QList<Cable>()> cables);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::function<QList<Cable>()> m_cables;
};
