#pragma once

#include "Session.h"

#include <QMainWindow>

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
    // Help → Diagnose: the doctor's checks on this Spark (also offered where a test fails).
    void showDiagnose();

private:
    void createMenus();
    WizardFrame *m_wizard;
    ClusterModel *m_cluster;
    Session m_session;
    DashboardWindow *m_dashboard = nullptr;
};
