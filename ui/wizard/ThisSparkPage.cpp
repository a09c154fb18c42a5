#include "ThisSparkPage.h"

#include "diagram/RearPanelWidget.h"
#include "diagram/TwinHalfButton.h"
#include "hw/InventoryMonitor.h"
#include "widgets/PortDescriptions.h"
#include "widgets/PortDetailsPanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

ThisSparkPage::ThisSparkPage(sparkwire::hw::InventoryMonitor *inventory, QWidget *parent)
    : WizardPage(parent)
    , m_inventory(inventory)
    , m_panel(new RearPanelWidget(this))
    , m_details(new PortDetailsPanel(this))
    , m_summary(new QLabel(this))
    , m_management(new QLabel(this))
{
    setObjectName(QStringLiteral("thisSparkPage"));
    m_summary->setObjectName(QStringLiteral("cablingSummary"));
    m_summary->setWordWrap(true);
    m_management->setObjectName(QStringLiteral("managementSummary"));
    m_management->setWordWrap(true);

    auto *legend = new QLabel(
        tr("<span style='color:#2e9d4f'>■</span> link up &nbsp; "
           "<span style='color:#4a4f57'>■</span> no link &nbsp; "
           "<span style='color:#1d7be0'>▢</span> cable in. Each QSFP port is two PCIe x4 links "
           "(twin halves a and b); full speed needs both."),
        this);
    legend->setWordWrap(true);

    auto *bottom = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(m_summary);
    left->addWidget(legend);
    left->addSpacing(12);
    left->addWidget(m_management);
    left->addStretch();
    bottom->addLayout(left, 1);
    bottom->addWidget(m_details, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_panel);
    layout->addLayout(bottom, 1);

    connect(m_panel, &RearPanelWidget::halfSelected, this, &ThisSparkPage::showHalf);
    connect(inventory, &sparkwire::hw::InventoryMonitor::inventoryChanged, this,
            &ThisSparkPage::showInventory);
    showInventory(inventory->inventory());
}

QString ThisSparkPage::title() const
{
    return tr("This Spark");
}

QString ThisSparkPage::subtitle() const
{
    return tr("The rear panel of %1. Select a twin half to see its netdev, RDMA device, "
              "addresses and GID.")
        .arg(m_inventory->inventory().hostname);
}

void ThisSparkPage::enterPage()
{
    if (m_selectedPort >= 0)
        return;
    // Start on the first half with a link: that is the one the person cares about.
    const auto &ports = m_inventory->inventory().ports;
    const auto up = std::find_if(ports.cbegin(), ports.cend(),
                                 [](const sparkwire::hw::Cx7Port &p) { return p.link.carrier; });
    if (up != ports.cend())
        m_panel->selectHalf(up->port, up->half);
    else if (!ports.isEmpty())
        m_panel->selectHalf(ports.first().port, ports.first().half);
}

void ThisSparkPage::showInventory(const sparkwire::hw::HostInventory &inventory)
{
    m_panel->setInventory(inventory);
    m_summary->setText(PortDescriptions::hostSummary(inventory));
    m_management->setText(PortDescriptions::managementSummary(inventory));
    if (m_selectedPort >= 0)
        showHalf(m_selectedPort, m_selectedHalf);
}

void ThisSparkPage::showHalf(int port, int half)
{
    m_selectedPort = port;
    m_selectedHalf = half;
    m_details->showPort(m_inventory->inventory().findPort(port, half));
}
