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

protected:
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
    QVBoxLayout *m_layout;
    QList<QWidget *> m_widgets;
    QHash<QString, RearPanelWidget *> m_panels;
    QHash<QString, QLabel *> m_titles;
    QStringList m_order; // member ids top to bottom
    QLabel *m_switch = nullptr;
    QByteArray m_drawn; // what the drawing shows now: the same plan is not drawn again
    QList<TwinCable> m_cables;
    CableOverlay *m_overlay;
};
