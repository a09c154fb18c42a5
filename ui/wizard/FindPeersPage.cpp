#include "FindPeersPage.h"

#include "PlanModel.h"
#include "diagram/CablingDiagram.h"
#include "discovery/CablingPlan.h"
#include "discovery/CablingSource.h"
#include "hw/InventoryMonitor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

FindPeersPage::FindPeersPage(sparkwire::hw::InventoryMonitor *inventory,
                             sparkwire::discovery::CablingSource *cabling, PlanModel *plan,
                             QWidget *parent)
    : WizardPage(parent)
    , m_inventory(inventory)
    , m_cabling(cabling)
    , m_plan(plan)
    , m_diagram(new CablingDiagram(this))
    , m_topology(new QLabel(this))
    , m_warnings(new QLabel(this))
    , m_usePlan(new QPushButton(tr("&Plan from this cabling"), this))
{
    setObjectName(QStringLiteral("findPeersPage"));
    m_topology->setObjectName(QStringLiteral("discoveredTopology"));
    m_topology->setWordWrap(true);
    m_warnings->setObjectName(QStringLiteral("cablingWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::PlainText);
    m_warnings->setStyleSheet(QStringLiteral("QLabel { color: #8a4b00; }"));
    m_usePlan->setObjectName(QStringLiteral("usePlanButton"));
    m_usePlan->setToolTip(tr("Set the addressing plan to the topology and ports found here."));

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_diagram);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *side = new QVBoxLayout;
    side->addWidget(m_topology);
    side->addWidget(m_warnings);
    side->addWidget(m_usePlan);
    side->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(scroll, 3);
    layout->addLayout(side, 1);

    connect(m_usePlan, &QPushButton::clicked, this, [this] {
        if (const auto spec =
                sparkwire::discovery::specFromCabling(m_cabling->map(), m_plan->spec()))
            m_plan->setChoice(*spec, 1);
    });
    connect(cabling, &sparkwire::discovery::CablingSource::cablingChanged, this,
            &FindPeersPage::refresh);
    connect(inventory, &sparkwire::hw::InventoryMonitor::inventoryChanged, this,
            &FindPeersPage::refresh);
    refresh();
}

QString FindPeersPage::title() const
{
    return tr("Find peers");
}

QString FindPeersPage::subtitle() const
{
    return tr("Sparks cabled to this one, found by their beacons on the CX-7 links — before any "
              "address is set. Pull or plug a cable and the drawing follows.");
}

void FindPeersPage::refresh()
{
    const sparkwire::discovery::CablingMap map = m_cabling->map();
    m_diagram->setCabling(m_inventory->inventory(), map);
    static const QHash<QString, QString> names = {
        {QStringLiteral("two-node"), tr("Two Sparks, one cable")},
        {QStringLiteral("ring3"), tr("Three Sparks in a ring")},
        {QStringLiteral("switch"), tr("Sparks on a switch")},
        {QStringLiteral("partial"), tr("Incomplete cabling")},
        {QStringLiteral("none"), tr("No peer found yet")},
    };
    QString text = QStringLiteral("<b>%1</b>").arg(names.value(map.topology, map.topology));
    if (map.topology == QLatin1String("none"))
        text += QStringLiteral("<br>") +
                tr("Check that the other Spark is on, cabled to a QSFP port, and runs Sparkwire "
                   "(or <tt>sparkwirectl agent</tt>).");
    m_topology->setText(text);
    QStringList warnings;
    for (const sparkwire::discovery::CablingWarning &w : map.warnings)
        warnings << QStringLiteral("⚠ ") + w.message;
    m_warnings->setText(warnings.join(QStringLiteral("\n\n")));
    m_warnings->setVisible(!warnings.isEmpty());
    QString why;
    m_usePlan->setEnabled(
        sparkwire::discovery::specFromCabling(map, m_plan->spec(), &why).has_value());
    m_usePlan->setToolTip(m_usePlan->isEnabled()
                              ? tr("Set the addressing plan to the topology and ports found here.")
                              : why);
}
