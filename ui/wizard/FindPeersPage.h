#pragma once

#include "WizardPage.h"

namespace sparkwire::discovery {
class CablingSource;
}
namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::peers {
class PeerSession;
}
class CablingDiagram;
class PlanModel;
class QComboBox;
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
                  sparkwire::discovery::CablingSource *cabling,
                  sparkwire::peers::PeerSession *peers, PlanModel *plan, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;

private:
    void refresh();
    void selectPeer();

    sparkwire::hw::InventoryMonitor *m_inventory;
    sparkwire::discovery::CablingSource *m_cabling;
    PlanModel *m_plan;
    CablingDiagram *m_diagram;
    QLabel *m_topology;
    QLabel *m_warnings;
    QPushButton *m_usePlan;
    QComboBox *m_peerChoice; // which discovered peer Pair and SSH act on
    QPushButton *m_pair;
    QPushButton *m_ssh;
    QLabel *m_sshResult;
    sparkwire::peers::PeerSession *m_peers;
    QString m_peerHost;
    QString m_peerAddress;
};
