#pragma once

#include <QMainWindow>

namespace sparkwire::hw {
class InventoryMonitor;
}
class WizardFrame;

// The application window: menus, the demo banner when simulated, and the wizard.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(sparkwire::hw::InventoryMonitor *inventory, bool demo, QWidget *parent = nullptr);
    WizardFrame *wizard() const { return m_wizard; }

private:
    void createMenus();
    WizardFrame *m_wizard;
};
