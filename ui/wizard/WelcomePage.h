#pragma once

#include "WizardPage.h"

#include "widgets/PreflightTable.h"

namespace sparkwire::hw {
class InventoryMonitor;
struct HostInventory;
} // namespace sparkwire::hw

#include <functional>

class ClusterModel;
class QLabel;
class QPushButton;
class QRadioButton;

// Step 1: what the wizard will do, what it needs, and whether this machine has CX-7 ports.
class WelcomePage : public WizardPage
{
    Q_OBJECT
public:
    WelcomePage(sparkwire::hw::InventoryMonitor *inventory, bool demo, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    // In the demo: offers the healthy pair and the classic faults; choosing the other one and
    // pressing the restart button calls choose("healthy" or "faults").
    void offerScenarios(const QString &current, std::function<void(const QString &)> choose);
    // The cluster this Spark keeps or is held in: said first, from the start.
    void setCluster(ClusterModel *cluster);
    // The cluster pre-flight across the kept record's members, run on request (not offered in
    // the demo, nor without a kept cluster).
    void offerPreflight(PreflightTable::Run run);
    PreflightTable *preflight() const { return m_preflight; }

private:
    void updateReadiness(const sparkwire::hw::HostInventory &inventory);
    void showCluster();
    QLabel *m_readiness;
    QLabel *m_clusterState;
    ClusterModel *m_cluster = nullptr;
    bool m_demo;
    QRadioButton *m_healthy = nullptr;
    QRadioButton *m_faults = nullptr;
    QPushButton *m_restart = nullptr;
    PreflightTable *m_preflight = nullptr;
};
