#pragma once

#include "WizardPage.h"

namespace sparkwire::hw {
class InventoryMonitor;
struct HostInventory;
} // namespace sparkwire::hw

class PortDetailsPanel;
class QLabel;
class RearPanelWidget;

// Step 2: this Spark's rear panel with both QSFP cages and their twin halves, coloured by
// carrier and kept live from netlink, and the details of the selected half.
class ThisSparkPage : public WizardPage
{
    Q_OBJECT
public:
    ThisSparkPage(sparkwire::hw::InventoryMonitor *inventory, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    void enterPage() override;

private:
    void showInventory(const sparkwire::hw::HostInventory &inventory);
    void showHalf(int port, int half);

    sparkwire::hw::InventoryMonitor *m_inventory;
    RearPanelWidget *m_panel;
    PortDetailsPanel *m_details;
    QLabel *m_summary;
    QLabel *m_management;
    int m_selectedPort = -1;
    int m_selectedHalf = -1;
};
