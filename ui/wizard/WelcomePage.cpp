#include "WelcomePage.h"

#include "hw/InventoryMonitor.h"

#include <QLabel>
#include <QVBoxLayout>

WelcomePage::WelcomePage(sparkwire::hw::InventoryMonitor *inventory, bool demo, QWidget *parent)
    : WizardPage(parent)
    , m_readiness(new QLabel(this))
    , m_demo(demo)
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("welcomeText"));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    intro->setText(
        tr("<p>Sparkwire joins two or more DGX Sparks into one cluster over their ConnectX-7 "
           "200GbE ports. It will:</p>"
           "<ol>"
           "<li>show how this Spark's QSFP ports and their twin halves are cabled;</li>"
           "<li>find the other Spark and pair with it;</li>"
           "<li>plan the addresses (one subnet per twin, MTU 9000), show you the netplan file, "
           "and apply it with an automatic way back;</li>"
           "<li>set up passwordless SSH between the Sparks;</li>"
           "<li>prove the link with RDMA and NCCL tests, and keep a live bandwidth dashboard.</li>"
           "</ol>"
           "<p><b>You need:</b> a second DGX Spark, an approved QSFP cable between the same port "
           "on both (usually port 1, the outermost), and an administrator password for the "
           "network change.</p>"));
    m_readiness->setObjectName(QStringLiteral("readiness"));
    m_readiness->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addSpacing(12);
    layout->addWidget(m_readiness);
    layout->addStretch();

    updateReadiness(inventory->inventory());
    connect(inventory, &sparkwire::hw::InventoryMonitor::inventoryChanged, this,
            &WelcomePage::updateReadiness);
}

QString WelcomePage::title() const
{
    return tr("Welcome");
}

QString WelcomePage::subtitle() const
{
    return tr("Two Sparks, one cable, a few minutes.");
}

void WelcomePage::updateReadiness(const sparkwire::hw::HostInventory &inventory)
{
    int up = 0;
    for (const auto &port : inventory.ports)
        up += port.link.carrier ? 1 : 0;
    QString text = tr("This Spark (%1): %2 ConnectX-7 twin halves, %3 of them with a link.")
                       .arg(inventory.hostname)
                       .arg(inventory.ports.size())
                       .arg(up);
    if (m_demo)
        text += QLatin1Char(' ') + tr("This is a demo: the Spark is simulated and nothing on this "
                                      "computer will be changed.");
    m_readiness->setText(text);
}
