#include "AddressingPage.h"

#include "cluster/ClusterModel.h"
#include "diagram/ClusterDiagram.h"
#include "widgets/OtherToolOffer.h"
#include "widgets/PortDescriptions.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace sparkwire;

AddressingPage::AddressingPage(ClusterModel *cluster, QWidget *parent)
    : WizardPage(parent)
    , m_cluster(cluster)
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_reread(new QPushButton(tr("&Read again"), this))
    , m_numbers(new QGroupBox(tr("Node n&umbers"), this))
    , m_numbersForm(new QFormLayout(m_numbers))
    , m_subnet(new QLineEdit(this))
    , m_mtu(new QSpinBox(this))
    , m_shape(new QLabel(this))
    , m_problems(new QLabel(this))
    , m_diagram(new ClusterDiagram(this))
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("addressingPage"));
    m_status->setObjectName(QStringLiteral("statesStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_progress->setObjectName(QStringLiteral("statesProgress"));
    m_progress->setRange(0, 0); // busy: the members answer together
    m_progress->setMaximumWidth(160);
    m_cancel->setObjectName(QStringLiteral("cancelStatesButton"));
    m_cancel->setToolTip(tr("Stop waiting for the members' answers."));
    m_reread->setObjectName(QStringLiteral("rereadStatesButton"));
    m_reread->setToolTip(tr("Ask every member for its state again."));
    m_numbers->setObjectName(QStringLiteral("nodeNumbers"));
    m_numbers->setToolTip(tr("Node N gets host address .N on every subnet. The numbers a "
                             "configured cluster keeps are kept."));
    m_subnet->setObjectName(QStringLiteral("subnetEdit"));
    m_subnet->setPlaceholderText(QStringLiteral("192.168.177.0/24"));
    m_subnet->setText(m_cluster->subnet());
    m_subnet->setToolTip(
        tr("The first subnet. Each cable-twin gets the next block of the same size."));
    m_mtu->setObjectName(QStringLiteral("mtuSpin"));
    m_mtu->setRange(1280, 9216);
    m_mtu->setValue(m_cluster->mtu());
    m_mtu->setToolTip(tr("9000 gives RoCE 4096-byte frames; 1500 limits it to 1024."));
    m_shape->setObjectName(QStringLiteral("clusterShape"));
    m_shape->setWordWrap(true);
    m_shape->setTextFormat(Qt::PlainText);
    m_problems->setObjectName(QStringLiteral("planProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    m_table->setObjectName(QStringLiteral("planTable"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Member"), tr("Netdev"), tr("Port / half"), tr("Address"), tr("Cabled to")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move in it
    m_table->setAccessibleName(tr("Planned addresses of every member"));

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_progress);
    statusRow->addWidget(m_cancel);
    statusRow->addWidget(m_reread);
    auto *settings = new QFormLayout;
    settings->addRow(tr("First &subnet:"), m_subnet);
    settings->addRow(tr("&MTU:"), m_mtu);
    auto *choices = new QHBoxLayout;
    choices->addWidget(m_numbers, 1);
    choices->addLayout(settings, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_diagram);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setMinimumHeight(220);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(scroll);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({600, 200}); // the drawing first; the table lists the same
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(statusRow);
    layout->addLayout(choices);
    layout->addWidget(m_shape);
    layout->addWidget(m_problems);
    layout->addWidget(split, 1);

    connect(m_cancel, &QPushButton::clicked, m_cluster, &ClusterModel::cancel);
    connect(m_reread, &QPushButton::clicked, m_cluster, &ClusterModel::readStates);
    connect(m_subnet, &QLineEdit::textChanged, m_cluster, &ClusterModel::setSubnet);
    connect(m_mtu, &QSpinBox::valueChanged, m_cluster, &ClusterModel::setMtu);
    connect(m_cluster, &ClusterModel::activityChanged, this, &AddressingPage::showActivity);
    connect(m_cluster, &ClusterModel::statesChanged, this, &AddressingPage::showActivity);
    connect(m_cluster, &ClusterModel::membersChanged, this, &AddressingPage::showMembers);
    connect(m_cluster, &ClusterModel::planChanged, this, &AddressingPage::showPlan);
    // A seat took this Spark's cluster, or let it go: what was read here is stale, read again.
    connect(m_cluster, &ClusterModel::heldChanged, this, [this] {
        if (isVisible())
            m_cluster->readStatesIfStale();
        showActivity();
    });
    showMembers();
    showActivity();
    showPlan();
}

QString AddressingPage::title() const
{
    return tr("Addressing plan");
}

QString AddressingPage::subtitle() const
{
    return tr("Every member's node number and addresses, planned together from the cabling they "
              "report. Each twin half gets its own subnet, so both carry traffic.");
}

bool AddressingPage::isComplete() const
{
    return m_cluster->planOk();
}

void AddressingPage::setOtherToolOffer(OtherToolOffer *offer)
{
    m_offer = offer;
    offer->setParent(this);
    // Above the plan's problems: a conflict the other file makes is explained right there.
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->insertWidget(layout->indexOf(m_shape), offer);
    connect(offer, &OtherToolOffer::adopted, this,
            [this](const QString &subnet, int mtu, int node) {
                // Through the page's own fields, so they show what the plan now uses.
                m_subnet->setText(subnet);
                m_mtu->setValue(mtu);
                QSpinBox *seat = m_nodeSpins.value(m_cluster->seatId());
                if (!seat || seat->value() == node)
                    return;
                // The member that had this number takes the seat's old one: no two on one number.
                for (auto it = m_nodeSpins.cbegin(); it != m_nodeSpins.cend(); ++it)
                    if (it.value() != seat && it.value()->value() == node)
                        it.value()->setValue(seat->value());
                seat->setValue(node);
            });
}

void AddressingPage::enterPage()
{
    if (m_offer)
        m_offer->refresh();
    if (!m_cluster->statesFresh() && m_cluster->activity() == ClusterModel::Activity::Idle)
        m_cluster->readStates();
    showActivity();
}

void AddressingPage::showActivity()
{
    const bool reading = m_cluster->activity() == ClusterModel::Activity::ReadingStates;
    QStringList names;
    for (const cluster::ClusterMember &m : m_cluster->members())
        names << m.hostname;
    m_progress->setVisible(reading);
    m_cancel->setVisible(reading);
    m_reread->setVisible(!reading && m_cluster->activity() == ClusterModel::Activity::Idle);
    m_status->setStyleSheet(QString());
    if (m_cluster->heldBy()) {
        // Another seat configures this Spark: what it gets, and no plan of this window's own.
        m_reread->hide();
        m_status->setText(m_cluster->heldShort());
    } else if (reading)
        m_status->setText(tr("Reading the state of %1…").arg(names.join(QStringLiteral(", "))));
    else if (const auto &error = m_cluster->readError()) {
        const QString who = m_cluster->readErrorMemberId();
        m_status->setText(who.isEmpty() ? tr("✘ %1").arg(error->message)
                                        : tr("✘ Could not read the state of %1: %2")
                                              .arg(m_cluster->nameOf(who), error->message));
        m_status->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    } else if (m_cluster->statesFresh())
        m_status->setText(tr("Read the state of %1.").arg(names.join(QStringLiteral(", "))));
    else
        m_status->setText(QString());
    if (reading && isVisible()) // not when another page (Review) reads them again
        m_cancel->setFocus();
    const auto &cabling = m_cluster->cabling();
    if (!m_cluster->statesFresh())
        m_shape->clear();
    else if (!cabling)
        m_shape->setText(cabling.error().message);
    else
        switch (cabling->topology) {
        case topology::Topology::TwoNode:
            m_shape->setText(tr("Two Sparks, one cable: both twins of it carry traffic."));
            break;
        case topology::Topology::Ring:
            m_shape->setText(tr("%n Sparks in a ring: each cable is its own pair of subnets.",
                                nullptr, int(m_cluster->members().size())));
            break;
        case topology::Topology::Switch:
            m_shape->setText(tr("%n Sparks on a switch, every one on its port %1.", nullptr,
                                int(m_cluster->members().size()))
                                 .arg(cabling->switchPort));
            break;
        }
    m_shape->setVisible(!m_shape->text().isEmpty());
    m_numbers->setEnabled(m_cluster->statesFresh());
    Q_EMIT completeChanged();
}

void AddressingPage::showMembers()
{
    QStringList ids;
    for (const cluster::ClusterMember &m : m_cluster->members())
        ids << m.id;
    if (ids == m_order) // the same members: showPlan() keeps their numbers in step
        return;
    m_order = ids;
    while (m_numbersForm->rowCount() > 0)
        m_numbersForm->removeRow(0);
    m_nodeSpins.clear();
    QWidget *previous = m_cancel;
    for (const cluster::ClusterMember &m : m_cluster->members()) {
        auto *spin = new QSpinBox(m_numbers);
        spin->setObjectName(QStringLiteral("nodeSpin-") + m.hostname);
        // Node N gets host address .N: N members are numbered 1 to N.
        spin->setRange(1, std::max<int>(1, int(m_cluster->members().size())));
        spin->setValue(std::max(1, m.node));
        spin->setAccessibleName(tr("Node number of %1").arg(m.hostname));
        const QString id = m.id;
        connect(spin, &QSpinBox::valueChanged, m_cluster,
                [this, id](int node) { m_cluster->setNode(id, node); });
        m_numbersForm->addRow(m.id == m_cluster->seatId() ? tr("%1 (this Spark):").arg(m.hostname)
                                                          : tr("%1:").arg(m.hostname),
                              spin);
        m_nodeSpins.insert(m.id, spin);
        setTabOrder(previous, spin);
        previous = spin;
    }
    setTabOrder(previous, m_subnet);
    setTabOrder(m_subnet, m_mtu);
    setTabOrder(m_mtu, m_table);
    showPlan();
}

void AddressingPage::showPlan()
{
    for (const cluster::ClusterMember &m : m_cluster->members())
        if (QSpinBox *spin = m_nodeSpins.value(m.id);
            spin && m.node > 0 && spin->value() != m.node) {
            const QSignalBlocker blocker(spin);
            spin->setValue(m.node);
        }
    const auto &plan = m_cluster->plan();
    QString problems;
    if (m_cluster->statesFresh() && !plan) {
        problems = plan.error().message;
        if (!plan.error().detail.isEmpty() && plan.error().detail != problems)
            problems += QLatin1Char('\n') + plan.error().detail;
    }
    m_problems->setText(problems);
    m_problems->setVisible(!problems.isEmpty());
    m_table->setRowCount(0);
    if (!m_cluster->planOk()) {
        m_diagram->clear();
        Q_EMIT completeChanged();
        return;
    }
    m_diagram->setPlan(*plan, m_cluster->states(), m_cluster->seatId());
    const cluster::ClusterRecord &record = plan->record;
    const auto nameOf = [&record](int node) {
        const cluster::ClusterMember *m = record.memberByNode(node);
        return m ? m->hostname : QString::number(node);
    };
    for (const topology::NodePlan &node : plan->addressPlan.nodes)
        for (const topology::PlannedNetdev &d : node.netdevs) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const bool seat = record.memberByNode(node.node) &&
                              record.memberByNode(node.node)->id == m_cluster->seatId();
            const QStringList cells = {
                seat ? tr("%1 (node %2, this Spark)").arg(nameOf(node.node)).arg(node.node)
                     : tr("%1 (node %2)").arg(nameOf(node.node)).arg(node.node),
                d.netdev, tr("%1 / %2").arg(d.port).arg(PortDescriptions::halfLetter(d.half)),
                d.address.isNull() ? tr("link-local") : d.address.toString(),
                d.peerNode > 0 ? tr("%1 port %2").arg(nameOf(d.peerNode)).arg(d.peerPort)
                               : tr("switch")};
            for (int c = 0; c < cells.size(); ++c)
                m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
        }
    fitTable();
    Q_EMIT completeChanged();
}

void AddressingPage::fitTable()
{
    // Two Sparks' rows (and a ring's first six) are seen whole without scrolling the table;
    // the drawing above it scrolls instead, which at 1024×700 it does anyway.
    constexpr int kRowsAlwaysShown = 6;
    m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int row = 0; row < qMin(m_table->rowCount(), kRowsAlwaysShown); ++row)
        height += m_table->rowHeight(row);
    if (m_table->horizontalHeader()->length() > m_table->viewport()->width())
        height += m_table->horizontalScrollBar()->sizeHint().height();
    m_table->setMinimumHeight(height);
}
