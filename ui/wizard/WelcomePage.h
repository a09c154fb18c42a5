#pragma once

#include "WizardPage.h"

namespace sparkwire::hw {
class InventoryMonitor;
struct HostInventory;
} // namespace sparkwire::hw

class QLabel;

// Step 1: what the wizard will do, what it needs, and whether this machine has CX-7 ports.
class WelcomePage : public WizardPage
{
    Q_OBJECT
public:
    WelcomePage(sparkwire::hw::InventoryMonitor *inventory, bool demo, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;

private:
    void updateReadiness(const sparkwire::hw::HostInventory &inventory);
    QLabel *m_readiness;
    bool m_demo;
};
