#include "AddressingPage.h"

#include "PlanModel.h"
#include "widgets/PortDescriptions.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace sparkwire::topology;

AddressingPage::AddressingPage(PlanModel *plan, QWidget *parent)
    : WizardPage(parent)
    , m_plan(plan)
    , m_topology(new QComboBox(this))
    , m_nodes(new QSpinBox(this))
    , m_node(new QSpinBox(this))
    , m_port(new QComboBox(this))
    , m_subnet(new QLineEdit(this))
    , m_mtu(new QSpinBox(this))
    , m_addressing(new QComboBox(this))
    , m_table(new QTableWidget(this))
    , m_problems(new QLabel(this))
    , m_cablingNote(new QLabel(this))
{
    setObjectName(QStringLiteral("addressingPage"));
    m_topology->setObjectName(QStringLiteral("topologyCombo"));
    m_topology->addItem(tr("Two Sparks, one direct cable"), int(Topology::TwoNode));
    m_topology->addItem(tr("Three Sparks in a ring"), int(Topology::Ring3));
    m_topology->addItem(tr("Sparks on a switch (2–16)"), int(Topology::Switch));
    m_nodes->setObjectName(QStringLiteral("nodesSpin"));
    m_nodes->setRange(2, TopologySpec::kMaxSwitchNodes);
    m_node->setObjectName(QStringLiteral("nodeSpin"));
    m_node->setRange(1, TopologySpec::kMaxSwitchNodes);
    m_node->setToolTip(
        tr("Number the Sparks 1, 2, ...: node N gets host address .N on every subnet."));
    m_port->setObjectName(QStringLiteral("portCombo"));
    m_port->addItem(PortDescriptions::portName(1), 1);
    m_port->addItem(PortDescriptions::portName(0), 0);
    m_subnet->setObjectName(QStringLiteral("subnetEdit"));
    m_subnet->setPlaceholderText(QStringLiteral("192.168.177.0/24"));
    m_subnet->setToolTip(
        tr("The first subnet. Each cable-twin gets the next block of the same size."));
    m_mtu->setObjectName(QStringLiteral("mtuSpin"));
    m_mtu->setRange(TopologySpec::kMinMtu, TopologySpec::kMaxMtu);
    m_mtu->setToolTip(tr("9000 gives RoCE 4096-byte frames; 1500 limits it to 1024."));
    m_addressing->setObjectName(QStringLiteral("addressingCombo"));
    m_addressing->addItem(tr("Static, one subnet per twin (recommended)"), int(Addressing::Static));
    m_addressing->addItem(tr("Link-local only (the old playbook)"), int(Addressing::LinkLocal));

    registerField(WizardField::ThisNode, m_node, "value");
    showChoice();
    m_cablingNote->setObjectName(QStringLiteral("cablingNote"));
    m_cablingNote->setWordWrap(true);
    m_cablingNote->setText(tr("Using the cabling found on the Find peers page. Change the cabling, "
                              "the number of Sparks or the port here to plan by hand instead."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Cabling:"), m_topology);
    form->addRow(tr("N&umber of Sparks:"), m_nodes);
    form->addRow(tr("This Spark is &node:"), m_node);
    form->addRow(tr("Cabled &port:"), m_port);
    form->addRow(tr("First &subnet:"), m_subnet);
    form->addRow(tr("&MTU:"), m_mtu);
    form->addRow(tr("&Addressing:"), m_addressing);

    m_problems->setObjectName(QStringLiteral("planProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));

    m_table->setObjectName(QStringLiteral("planTable"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Node"), tr("Netdev"), tr("Port / half"), tr("Address"), tr("Cabled to")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_cablingNote);
    layout->addWidget(m_problems);
    layout->addWidget(m_table, 1);

    for (QComboBox *combo : {m_topology, m_port, m_addressing})
        connect(combo, &QComboBox::currentIndexChanged, this, &AddressingPage::choiceEdited);
    for (QSpinBox *spin : {m_nodes, m_node, m_mtu})
        connect(spin, &QSpinBox::valueChanged, this, &AddressingPage::choiceEdited);
    connect(m_subnet, &QLineEdit::textChanged, this, &AddressingPage::choiceEdited);
    connect(plan, &PlanModel::changed, this, &AddressingPage::showPlan);
    choiceEdited();
}

QString AddressingPage::title() const
{
    return tr("Addressing plan");
}

QString AddressingPage::subtitle() const
{
    return tr("How the Sparks are cabled, and the addresses that follow. Each twin half gets its "
              "own subnet, so both carry traffic.");
}

bool AddressingPage::isComplete() const
{
    return m_plan->ok();
}

void AddressingPage::enterPage()
{
    showChoice();
    showPlan();
}

void AddressingPage::showChoice()
{
    const TopologySpec &spec = m_plan->spec();
    const QList<QWidget *> fields = {m_topology, m_nodes, m_node,      m_port,
                                     m_subnet,   m_mtu,   m_addressing};
    for (QWidget *w : fields)
        w->blockSignals(true);
    m_topology->setCurrentIndex(m_topology->findData(int(spec.topology)));
    m_nodes->setMaximum(TopologySpec::kMaxSwitchNodes);
    m_nodes->setValue(spec.nodes);
    m_nodes->setEnabled(spec.topology == Topology::Switch);
    m_node->setMaximum(spec.nodes);
    m_node->setValue(m_plan->node());
    m_port->setCurrentIndex(m_port->findData(spec.port));
    m_port->setEnabled(spec.topology != Topology::Ring3);
    if (m_subnet->text().trimmed() != spec.subnetBase)
        m_subnet->setText(spec.subnetBase);
    m_mtu->setValue(spec.mtu);
    m_addressing->setCurrentIndex(m_addressing->findData(int(spec.addressing)));
    for (QWidget *w : fields)
        w->blockSignals(false);
}

void AddressingPage::choiceEdited()
{
    TopologySpec spec;
    spec.topology = Topology(m_topology->currentData().toInt());
    // The node count is fixed except behind a switch.
    const bool star = spec.topology == Topology::Switch;
    if (!star) {
        const QSignalBlocker block(m_nodes);
        m_nodes->setValue(spec.topology == Topology::Ring3 ? 3 : 2);
    }
    m_nodes->setEnabled(star);
    m_port->setEnabled(spec.topology != Topology::Ring3); // a ring uses both ports
    spec.nodes = m_nodes->value();
    {
        const QSignalBlocker block(m_node);
        m_node->setMaximum(spec.nodes);
    }
    spec.port = m_port->currentData().toInt();
    spec.subnetBase = m_subnet->text().trimmed();
    spec.mtu = m_mtu->value();
    spec.addressing = Addressing(m_addressing->currentData().toInt());
    m_subnet->setEnabled(spec.addressing == Addressing::Static);
    // A discovered cabling stays while the cabling itself is not edited here.
    const TopologySpec &current = m_plan->spec();
    if (current.cables && current.topology == spec.topology && current.nodes == spec.nodes &&
        current.port == spec.port)
        spec.cables = current.cables;
    m_plan->setChoice(spec, m_node->value());
}

void AddressingPage::showPlan()
{
    const PlanResult &result = m_plan->result();
    m_cablingNote->setVisible(m_plan->spec().cables.has_value());
    m_problems->setText(result.messages().join(QLatin1Char('\n')));
    m_problems->setVisible(!result.ok());
    const bool subnetBad = result.concerns(PlanInput::Subnet);
    m_subnet->setStyleSheet(subnetBad ? QStringLiteral("QLineEdit { border: 2px solid #b3261e; }")
                                      : QString());

    m_table->setRowCount(0);
    for (const NodePlan &node : result.plan.nodes) {
        for (const PlannedNetdev &d : node.netdevs) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const QString nodeText = node.node == m_plan->node()
                                         ? tr("%1 (this Spark)").arg(node.node)
                                         : QString::number(node.node);
            const QString peer = d.peerNode > 0
                                     ? tr("node %1 port %2").arg(d.peerNode).arg(d.peerPort)
                                     : tr("switch");
            const QStringList cells = {
                nodeText, d.netdev,
                tr("%1 / %2").arg(d.port).arg(PortDescriptions::halfLetter(d.half)),
                d.address.isEmpty() ? tr("link-local") : d.address, peer};
            for (int c = 0; c < cells.size(); ++c) {
                auto *item = new QTableWidgetItem(cells[c]);
                if (node.node == m_plan->node()) {
                    QFont f = item->font();
                    f.setBold(true);
                    item->setFont(f);
                }
                m_table->setItem(row, c, item);
            }
        }
    }
    Q_EMIT completeChanged();
}
