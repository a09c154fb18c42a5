#pragma once

#include "Session.h"

#include <QMainWindow>

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

private:
    void createMenus();
    WizardFrame *m_wizard;
    ClusterModel *m_cluster;
    Session m_session;
    DashboardWindow *m_dashboard = nullptr;
    BundleActions *m_bundles = nullptr;
};
