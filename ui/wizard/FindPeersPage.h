#pragma once

#include "WizardPage.h"

namespace sparkwire::discovery {
class CablingSource;
}
namespace sparkwire::hw {
class InventoryMonitor;
}
class CablingDiagram;
class PlanModel;
class QLabel;
class QPushButton;

// Step 3: the Sparks cabled to this one, drawn with their cables between the exact ports
// and twin halves, live (a cable pulled shows within seconds), the warnings beside, and the
// way to plan from what is really cabled.
class FindPeersPage : public WizardPage
{
    Q_OBJECT
public:
    FindPeersPage(sparkwire::hw::InventoryMonitor *inventory,
                  sparkwire::discovery::CablingSource *cabling, PlanModel *plan,
                  QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;

private:
    void refresh();

    sparkwire::hw::InventoryMonitor *m_inventory;
    sparkwire::discovery::CablingSource *m_cabling;
    PlanModel *m_plan;
    CablingDiagram *m_diagram;
    QLabel *m_topology;
    QLabel *m_warnings;
    QPushButton *m_usePlan;
};
