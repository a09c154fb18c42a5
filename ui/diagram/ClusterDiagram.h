#pragma once

#include "CableOverlay.h"
#include "cluster/ClusterPlan.h"
#include "cluster/MemberState.h"

#include <QHash>
#include <QPainterPath>
#include <QWidget>

class QLabel;
class QVBoxLayout;
class RearPanelWidget;

// Every member of the cluster plan: its rear panel titled with the name it was paired as and
// its node number, each twin half with its netdev and planned address, and each cable of the
// plan drawn twin by twin between the members' ports (or to the switch, for a switch star).
// Two Sparks, a ring of three or a switch of three are one column as they always were. From
// four on, a ring's closing cable and a switch's cables run in a lane of their own right of
// the panels, and where the width allows there are two columns: a ring runs down the left one
// and back up the right one (each cable between neighbours), a switch stands between them.
// Read-only: the Addressing page's table carries the same for the keyboard.
class ClusterDiagram : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterDiagram(QWidget *parent = nullptr);
    // states: what each member hears (its cabled halves' netdevs), for halves not planned.
    void setPlan(const sparkwire::cluster::ClusterPlan &plan,
                 const QList<sparkwire::cluster::MemberState> &states, const QString &seatId);
    void clear();

    RearPanelWidget *memberPanel(const QString &id) const { return m_panels.value(id); }
    QString memberTitle(const QString &id) const;
    int cableCount() const { return int(m_cables.size()); } // twin cables drawn
    // Each cable as drawn, in this widget's coordinates, with the twin half it carries.
    using Cable = CableOverlay::Cable;
    QList<Cable> cables() const;
    // The same with the ends each joins (idB empty: the switch), for checks of the drawing.
    struct DrawnCable
    {
        QString idA;
        int portA = 0;
        QString idB;
        int portB = 0;
        int half = 0;
        QPainterPath path;
    };
    QList<DrawnCable> drawnCables() const;
    // Where a member is drawn (its title and rear panel), in this widget's coordinates.
    QRect memberRect(const QString &id) const;
    // Where the switch is drawn; empty when the plan has none.
    QRect switchRect() const;
    // 1, or 2 where four members or more are drawn beside each other.
    int columnCount() const { return m_columns ? m_columnCount : 1; }

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct TwinCable
    {
        QString idA;
        int portA = 0;
        QString idB; // empty: the switch
        int portB = 0;
        int half = 0;
    };
    // From four members on: one column, or two where the width allows.
    int twoColumnWidth() const;
    int wantedColumns() const;
    void placeMembers(int columns);
    void placeIfWidthChanged();
    QPainterPath columnRoute(const TwinCable &c) const;
    QPainterPath switchRoute(const TwinCable &c) const;

    QVBoxLayout *m_layout;
    QWidget *m_columns = nullptr; // null: one column, as for two or three Sparks
    QList<QPair<QLabel *, RearPanelWidget *>> m_grid; // m_columns' members, in node order
    int m_columnCount = 1;
    QList<QWidget *> m_widgets;
    QHash<QString, RearPanelWidget *> m_panels;
    QHash<QString, QLabel *> m_titles;
    QStringList m_order;           // member ids in node order (top to bottom in one column)
    QHash<QString, QPoint> m_cell; // m_columns: each member's column (0, 2) and row
    QLabel *m_switch = nullptr;
    QByteArray m_drawn; // what the drawing shows now: the same plan is not drawn again
    QList<TwinCable> m_cables;
    CableOverlay *m_overlay;
};
