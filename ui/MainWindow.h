#pragma once

#include "Session.h"

#include <QMainWindow>

class ActivityLog;
class FindPeersPage;
class QLabel;
class BundleActions;
class ClusterModel;
class DashboardWindow;
class WizardFrame;

// The application window: menus, the demo banner when simulated, and the wizard.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const Session &session, QWidget *parent = nullptr);
    WizardFrame *wizard() const { return m_wizard; }
    ClusterModel *cluster() const { return m_cluster; }
    // The bandwidth dashboard, made on first use.
    DashboardWindow *dashboard();
    void showDashboard();
    // The cluster's members for the dashboard's fleet page (nullptr: none), as the kept
    // cluster record changes while the window runs.
    void setFleet(sparkwire::metrics::FleetHistory *fleet);
    // Help → Diagnose: the doctor's checks on this Spark (also offered where a test fails).
    void showDiagnose();
    // The same, opened on what failed (an apply, a link test): shown above the checks.
    void showDiagnoseFor(const QString &whatFailed);
    // A notice for the person: in the status bar until the next one, and kept in
    // View > Activity.
    void notify(const QString &text);
    ActivityLog *activityLog() const { return m_activity; }
    // Peers are answered here by `responder` (pairing on Find peers), or by nobody here:
    // `whyNot` says why (another program answers them) in a line above the wizard that wraps
    // instead of being cut at the status bar's edge. Empty whyNot: answering.
    void setAnswering(sparkwire::peers::PeerResponder *responder, const QString &whyNot);

private:
    void createMenus();
    WizardFrame *m_wizard;
    ClusterModel *m_cluster;
    Session m_session;
    DashboardWindow *m_dashboard = nullptr;
    ActivityLog *m_activity;
    BundleActions *m_bundles = nullptr;
    FindPeersPage *m_findPeers = nullptr;
    QLabel *m_notAnswering = nullptr;
};
