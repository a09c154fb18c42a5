#pragma once

#include "WizardPage.h"

#include "peers/PeerSession.h"

namespace sparkwire::discovery {
class CablingSource;
struct CablingMap;
} // namespace sparkwire::discovery
namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::peers {
class PeerResponder;
class PeerSession;
} // namespace sparkwire::peers
class CablingDiagram;
class PlanModel;
class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

// Step 3: the Sparks cabled to this one, drawn with their cables between the exact ports
// and twin halves, live (a cable pulled shows within seconds), the warnings beside, and the
// way to plan from what is really cabled.
class FindPeersPage : public WizardPage
{
    Q_OBJECT
public:
    FindPeersPage(sparkwire::hw::InventoryMonitor *inventory,
                  sparkwire::discovery::CablingSource *cabling,
                  sparkwire::peers::PeerSession *peers, sparkwire::peers::PeerResponder *responder,
                  PlanModel *plan, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;

private:
    static QString shapeName(const sparkwire::discovery::CablingMap &map);
    void refresh();
    void selectPeer();
    void showPairingArmed();

    sparkwire::hw::InventoryMonitor *m_inventory;
    sparkwire::discovery::CablingSource *m_cabling;
    PlanModel *m_plan;
    CablingDiagram *m_diagram;
    QLabel *m_topology;
    QLabel *m_warnings;
    QPushButton *m_usePlan;
    QComboBox *m_peerChoice; // which discovered peer Pair and SSH act on
    QPushButton *m_pair;
    QPushButton *m_acceptPairing; // arms this Spark to answer one pairing request
    QTimer *m_armCountdown;
    QPushButton *m_ssh;
    QLabel *m_sshResult;
    QLabel *m_noPeers; // why pairing and SSH are missing, when there is no peer session
    sparkwire::peers::PeerSession *m_peers;
    sparkwire::peers::PeerResponder *m_responder;
    QString m_peerName; // the paired name, or the name the beacon claims (marked so)
    sparkwire::peers::PeerTarget m_target;
    bool m_peerPaired = false;
};
