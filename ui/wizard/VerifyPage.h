#pragma once

#include "WizardPage.h"

#include "bench/LinkChecker.h"

#include <QPointer>
#include <QSet>

#include <functional>

#include "Session.h"

class ClusterModel;
class VerifyBandwidth;
class VerifyLaunchPaths;
namespace sparkwire::bench {
class LinkTests;
}
namespace sparkwire::hw {
class InventoryMonitor;
}
class QLabel;
namespace sparkwire::cluster {
class SshToMembers;
}
namespace sparkwire::peers {
class PeerSession;
}
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

// Last step: prove every link of the cluster, not only this Spark's. Each member's twins,
// checked on that member: the RoCE v2 IPv4 GID is there, the MTU is the plan's, and an
// unfragmented ping of MTU − 28 bytes reaches the neighbour on that twin. The joint apply's
// checks are shown first; Check again asks every member anew. Once every check passes, a short
// RDMA test classifies every twin (VerifyBandwidth). Then the tests, on the dashboard. In the demo
// the checks are simulated and say so.
class VerifyPage : public WizardPage
{
    Q_OBJECT
public:
    VerifyPage(ClusterModel *cluster, bool demo, std::function<void()> openDashboard,
               QWidget *parent = nullptr);
    ~VerifyPage() override;
    QString title() const override;
    QString subtitle() const override;
    void enterPage() override;

    static QString checkName(sparkwire::bench::LinkCheck check);
    // "Set up passwordless SSH" with every member at its planned address; hidden without a
    // peer session.
    void setPeers(sparkwire::peers::PeerSession *peers);
    // After every check passes, the short per-twin RDMA test (VerifyBandwidth) on these tests;
    // inventory says whether this Spark has an RDMA device (null: the demo's recorded tests).
    void setBandwidthTests(sparkwire::bench::LinkTests *tests,
                           const sparkwire::hw::InventoryMonitor *inventory);
    // Once kept and every check passed: every member's TCP paths to the head (unset: none).
    void setLaunchPaths(Session::LaunchPaths runner);
    // "Export bundle…": the window connects it to its bundle export.
    QPushButton *exportBundleButton() const { return m_exportBundle; }

private:
    void run();
    void showChecks();
    void showDetails(QTreeWidgetItem *item); // the whole text of a check, under the table
    // The RDMA test's rows under their own heading; the failures it adds.
    int showBandwidth();
    bool rdmaDeviceHere() const;

    ClusterModel *m_cluster;
    bool m_demo;
    QTreeWidget *m_list;
    QLabel *m_summary;
    QLabel *m_details;
    QPushButton *m_run;
    QPushButton *m_dashboard;
    QPushButton *m_exportBundle;
    QPushButton *m_ssh;
    QLabel *m_sshResult;
    sparkwire::cluster::SshToMembers *m_sshSetup = nullptr;
    QPointer<QObject> m_links; // the links of the run in progress
    QSet<QString> m_pending;   // members whose answer has not come yet
    QStringList m_unreachable; // members that could not check, with why
    VerifyBandwidth *m_bandwidth;
    VerifyLaunchPaths *m_launchPaths;
    const sparkwire::hw::InventoryMonitor *m_inventory = nullptr;
};
