#include "OtherToolOffer.h"

#include "cluster/ClusterModel.h"
#include "helperclient/ApplyBackend.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

using namespace sparkwire;

OtherToolOffer::OtherToolOffer(ClusterModel *cluster, QString netplanRoot,
                               helper::ApplyBackend *applier, QWidget *parent)
    : QFrame(parent)
    , m_cluster(cluster)
    , m_root(std::move(netplanRoot))
    , m_applier(applier)
    , m_text(new QLabel(this))
    , m_use(new QPushButton(this))
    , m_moveAside(new QPushButton(this))
    , m_outcome(new QLabel(this))
{
    setObjectName(QStringLiteral("otherToolOffer"));
    setFrameShape(QFrame::StyledPanel);
    m_text->setObjectName(QStringLiteral("otherToolText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText); // file names and addresses are the files' words
    m_use->setObjectName(QStringLiteral("adoptOtherToolButton"));
    m_use->setAutoDefault(false); // Enter stays Next
    m_moveAside->setObjectName(QStringLiteral("moveOtherToolAsideButton"));
    m_moveAside->setAutoDefault(false);
    m_moveAside->setToolTip(tr("Netplan no longer reads it; it is kept in "
                               "/var/lib/sparkwire/other-tools and `sparkwirectl netplan "
                               "other-tools --restore` puts it back."));
    m_outcome->setObjectName(QStringLiteral("otherToolOutcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextFormat(Qt::PlainText);
    m_outcome->hide();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_use);
    buttons->addWidget(m_moveAside);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    layout->addWidget(m_outcome);

    connect(m_use, &QPushButton::clicked, this, &OtherToolOffer::adopt);
    connect(m_moveAside, &QPushButton::clicked, this, &OtherToolOffer::moveAside);
    connect(&m_reading, &QFutureWatcher<Result<netplan::ForeignSettings>>::finished, this,
            &OtherToolOffer::adoptRead);
    connect(m_cluster, &ClusterModel::planChanged, this, [this] {
        m_use->setEnabled(m_adoptable >= 0 && m_cluster->planOk() && !m_reading.isRunning());
    });
    refresh();
}

void OtherToolOffer::refresh()
{
    m_files.clear();
    m_adoptable = -1;
    for (const netplan::OtherToolFile &f : netplan::OtherToolFiles::find(m_root)) {
        if (f.disabled || f.path.startsWith(QLatin1String("lib/"))) // netplan does not read it,
            continue;                                               // or a package's
        // The playbook's link-local 40-cx7.yaml: Sparkwire's apply replaces it, and it has no
        // address to adopt.
        if (f.path == QLatin1String("etc/netplan/40-cx7.yaml") && f.readable &&
            f.addresses.isEmpty())
            continue;
        m_files << f;
    }
    setVisible(!m_files.isEmpty());
    if (m_files.isEmpty())
        return;
    m_text->show();
    QStringList lines;
    for (int i = 0; i < m_files.size(); ++i) {
        const netplan::OtherToolFile &f = m_files[i];
        QStringList sets;
        for (auto it = f.addresses.cbegin(); it != f.addresses.cend(); ++it)
            sets << tr("%1 %2").arg(it.key(), it.value().join(QStringLiteral(", ")));
        const QString tool = netplan::OtherToolFile::toolName(f.tool);
        if (!f.readable)
            lines << tr("/%1 (%2): cannot be read here").arg(f.path, tool);
        else if (sets.isEmpty())
            lines << tr("/%1 (%2): no addresses").arg(f.path, tool);
        else
            lines << tr("/%1 (%2): %3").arg(f.path, tool, sets.join(QStringLiteral("; ")));
        if (m_adoptable < 0 && f.readable && !f.addresses.isEmpty())
            m_adoptable = i;
    }
    m_text->setText(tr("Another tool's netplan file configures this Spark's CX-7 ports; netplan "
                       "reads it besides Sparkwire's:") +
                    QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    const netplan::OtherToolFile &shown = m_files[std::max(0, m_adoptable)];
    m_use->setText(tr("Use the &addresses from %1 (%2)")
                       .arg(shown.name, netplan::OtherToolFile::toolName(shown.tool)));
    m_use->setVisible(m_adoptable >= 0);
    m_use->setEnabled(m_adoptable >= 0 && m_cluster->planOk() && !m_reading.isRunning());
    m_moveAside->setText(m_files.size() == 1 ? tr("Move it as&ide") : tr("Move them as&ide"));
    m_moveAside->setVisible(bool(m_applier));
    m_moveAside->setEnabled(true);
}

void OtherToolOffer::adopt()
{
    if (m_adoptable < 0 || m_reading.isRunning())
        return;
    m_use->setEnabled(false);
    say(tr("Reading %1 with netplan…").arg(m_files[m_adoptable].name), false);
    // netplan's own parser takes a moment: off the GUI thread.
    const QString path = m_root + QLatin1Char('/') + m_files[m_adoptable].path;
    m_reading.setFuture(
        QtConcurrent::run([path] { return netplan::OtherToolAdoption().read(path); }));
}

void OtherToolOffer::adoptRead()
{
    const Result<netplan::ForeignSettings> settings = m_reading.result();
    m_use->setEnabled(m_adoptable >= 0 && m_cluster->planOk());
    if (!settings)
        return say(settings.errorMessage(), true);
    if (!m_cluster->planOk())
        return say(tr("The plan needs every member's state first: read them again."), true);
    const cluster::ClusterPlan &plan = *m_cluster->plan();
    // The plan's own cabling and netdev names: the file's subnets land on the same twins.
    topology::AddressPlanner planner;
    for (const topology::NodePlan &node : plan.addressPlan.nodes) {
        topology::NetdevNames names = topology::NetdevNames::dgxOsDefaults();
        for (const topology::PlannedNetdev &d : node.netdevs)
            names.set(d.port, d.half, d.netdev);
        planner.setNames(node.node, names);
    }
    const Result<netplan::Adoption> adoption =
        netplan::OtherToolAdoption::adopt(*settings, plan.addressPlan.spec, 0, planner);
    if (!adoption)
        return say(tr("The addresses of %1 cannot be used: %2")
                       .arg(m_files[m_adoptable].name, adoption.errorMessage()),
                   true);
    QStringList lines{tr("Using the addresses of %1: first subnet %2, MTU %3, this Spark is "
                         "node %4.")
                          .arg(m_files[m_adoptable].name, adoption->spec.subnetBase)
                          .arg(adoption->spec.mtu)
                          .arg(adoption->node)};
    for (const netplan::AdoptedAddress &a : adoption->addresses)
        if (!a.kept)
            lines << tr("Not kept: %1 on %2: %3").arg(a.address, a.netdev, a.why);
    lines << adoption->notes;
    say(lines.join(QLatin1Char('\n')), false);
    Q_EMIT adopted(adoption->spec.subnetBase, adoption->spec.mtu, adoption->node);
}

void OtherToolOffer::moveAside()
{
    if (!m_applier)
        return;
    m_moveAside->setEnabled(false);
    say(tr("Moving the files aside…"), false);
    QPointer<OtherToolOffer> self(this);
    m_applier->moveAsideOtherTools([self](const Result<QStringList> &moved) {
        if (!self)
            return;
        if (!moved) {
            self->m_moveAside->setEnabled(true);
            return self->say(tr("Nothing was moved: %1").arg(moved.errorMessage()), true);
        }
        const QString outcome =
            tr("Moved aside (kept in /var/lib/sparkwire/other-tools; `sparkwirectl netplan "
               "other-tools --restore` puts them back):\n%1")
                .arg(moved->join(QLatin1Char('\n')));
        self->refresh();
        if (self->m_files.isEmpty()) { // only the outcome stays in view
            self->m_text->hide();
            self->m_use->hide();
            self->m_moveAside->hide();
            self->show();
        }
        self->say(outcome, false);
        // The members' states again: the conflict the other file made goes with it.
        self->m_cluster->readStates();
    });
}

void OtherToolOffer::say(const QString &text, bool error)
{
    m_outcome->setStyleSheet(error ? QStringLiteral("QLabel { color: #b3261e; }") : QString());
    m_outcome->setText(text);
    m_outcome->setVisible(!text.isEmpty());
}
