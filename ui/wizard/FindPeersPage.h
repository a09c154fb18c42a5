#pragma once

#include "WizardPage.h"

#include "peers/PeerSession.h"

namespace sparkwire::discovery {
class CablingSource;
struct CablingMap;
} // namespace sparkwire::discovery
namespace sparkwire::mdns {
class LanDiscovery;
}
namespace sparkwire::hw {
class InventoryMonitor;
}
namespace sparkwire::peers {
class PeerResponder;
class PeerSession;
} // namespace sparkwire::peers
class CablingDiagram;
class LanPeersList;
class ClusterModel;
class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTimer;

// Step 3: the Sparks cabled to this one, drawn with their cables between the exact ports
// and twin halves, live (a cable pulled shows within seconds), the warnings beside, and the
// cluster's members: this Spark always, every paired Spark found (checked unless the person
// leaves it out), every other one with "pair first".
class FindPeersPage : public WizardPage
{
    Q_OBJECT
public:
    FindPeersPage(sparkwire::hw::InventoryMonitor *inventory,
                  sparkwire::discovery::CablingSource *cabling,
                  sparkwire::peers::PeerSession *peers, sparkwire::peers::PeerResponder *responder,
                  ClusterModel *cluster, QWidget *parent = nullptr);
    QString title() const override;
    QString subtitle() const override;
    bool isComplete() const override;
    void enterPage() override;
    // Also lists the Sparks LAN finds on the management network that are not cabled (mDNS);
    // null (the demo): no such list.
    // The responder that answers peers here, or none (sparkwirectl agent answers them): a
    // window started beside a running agent gets one once the agent stops.
    void setResponder(sparkwire::peers::PeerResponder *responder);
    void setLanDiscovery(sparkwire::mdns::LanDiscovery *lan);

private:
    static QString shapeName(const sparkwire::discovery::CablingMap &map);
    void refresh();
    void showMembers(const sparkwire::discovery::CablingMap &map);
    void memberToggled(QListWidgetItem *item);
    void memberSelected();
    void chooseMembers();
    void selectPeer();
    // Where SSH setup would reach the chosen peer: its planned address once in force.
    sparkwire::peers::PeerTarget sshTarget() const;
    void showPairingArmed();

    sparkwire::hw::InventoryMonitor *m_inventory;
    sparkwire::discovery::CablingSource *m_cabling;
    ClusterModel *m_cluster;
    CablingDiagram *m_diagram;
    QLabel *m_topology;
    QLabel *m_warnings;
    QListWidget *m_members; // this Spark, then every peer found: checked ones are members
    QLabel *m_membersNote;
    LanPeersList *m_lanPeers; // on the management network, not cabled (mDNS)
    QStringList m_leftOut;    // paired peers the person unchecked, by key id
    QComboBox *m_peerChoice;  // which discovered peer Pair and SSH act on
    QPushButton *m_pair;
    QPushButton *m_acceptPairing; // arms this Spark to answer one pairing request
    QTimer *m_armCountdown;
    QPushButton *m_ssh;
    QLabel *m_sshResult;
    bool m_sshRunning = false; // this page's SSH setup is under way
    QLabel *m_noPeers;         // why pairing and SSH are missing, when there is no peer session
    sparkwire::peers::PeerSession *m_peers;
    sparkwire::peers::PeerResponder *m_responder;
    QString m_peerName; // the paired name, or the name the beacon claims (marked so)
    sparkwire::peers::PeerTarget m_target;
    bool m_peerPaired = false;
};
