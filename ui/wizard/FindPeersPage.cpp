#include "FindPeersPage.h"

#include "LanPeersList.h"
#include "cluster/ClusterModel.h"
#include "diagram/CablingDiagram.h"
#include "discovery/CablingSource.h"
#include "hw/InventoryMonitor.h"
#include "peers/PeerResponder.h"
#include "peers/PeerSession.h"
#include "widgets/PairingDialog.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHostAddress>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

FindPeersPage::FindPeersPage(sparkwire::hw::InventoryMonitor *inventory,
                             sparkwire::discovery::CablingSource *cabling,
                             sparkwire::peers::PeerSession *peers,
                             sparkwire::peers::PeerResponder *responder, ClusterModel *cluster,
                             QWidget *parent)
    : WizardPage(parent)
    , m_inventory(inventory)
    , m_cabling(cabling)
    , m_cluster(cluster)
    , m_diagram(new CablingDiagram(this))
    , m_topology(new QLabel(this))
    , m_warnings(new QLabel(this))
    , m_members(new QListWidget(this))
    , m_membersNote(new QLabel(this))
    , m_lanPeers(new LanPeersList(this))
    , m_peerChoice(new QComboBox(this))
    , m_pair(new QPushButton(this))
    , m_acceptPairing(new QPushButton(this))
    , m_armCountdown(new QTimer(this))
    , m_ssh(new QPushButton(tr("Set up passwordless &SSH"), this))
    , m_sshResult(new QLabel(this))
    , m_noPeers(new QLabel(this))
    , m_peers(peers)
    , m_responder(responder)
{
    setObjectName(QStringLiteral("findPeersPage"));
    m_topology->setObjectName(QStringLiteral("discoveredTopology"));
    m_topology->setWordWrap(true);
    m_warnings->setObjectName(QStringLiteral("cablingWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::PlainText);
    m_warnings->setStyleSheet(QStringLiteral("QLabel { color: #8a4b00; }"));
    m_members->setObjectName(QStringLiteral("memberList"));
    m_members->setAccessibleName(tr("Members of the cluster"));
    m_members->setMaximumHeight(140);
    m_members->setWordWrap(true);
    m_members->setToolTip(tr("The Sparks Sparkwire configures together. This Spark is always "
                             "one; a Spark must be paired before it can be one."));
    m_membersNote->setObjectName(QStringLiteral("membersNote"));
    m_membersNote->setWordWrap(true);
    m_membersNote->setTextFormat(Qt::PlainText);
    connect(m_members, &QListWidget::itemChanged, this, &FindPeersPage::memberToggled);
    connect(m_members, &QListWidget::currentRowChanged, this, &FindPeersPage::memberSelected);
    connect(m_cluster, &ClusterModel::activityChanged, this, [this] {
        // The members stay as they are while the joint apply runs.
        m_members->setEnabled(m_cluster->activity() == ClusterModel::Activity::Idle);
    });
    if (m_peers)
        m_diagram->setPairedNames(
            [peers = m_peers](const QString &id) { return peers->pairedName(id); });

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_diagram);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *side = new QVBoxLayout;
    side->addWidget(m_topology);
    side->addWidget(m_warnings);
    auto *membersLabel = new QLabel(tr("&Members of the cluster:"), this);
    membersLabel->setBuddy(m_members);
    side->addWidget(membersLabel);
    side->addWidget(m_members);
    side->addWidget(m_membersNote);
    side->addWidget(m_lanPeers);
    side->addSpacing(16);
    auto *peerLabel = new QLabel(tr("P&eer:"), this);
    peerLabel->setBuddy(m_peerChoice);
    auto *peerRow = new QHBoxLayout;
    peerRow->addWidget(peerLabel);
    peerRow->addWidget(m_peerChoice, 1);
    side->addLayout(peerRow);
    side->addWidget(m_noPeers);
    side->addWidget(m_pair);
    side->addWidget(m_acceptPairing);
    side->addWidget(m_ssh);
    side->addWidget(m_sshResult);
    side->addStretch();
    m_peerChoice->setObjectName(QStringLiteral("peerChoice"));
    m_peerChoice->setToolTip(tr("The Spark that pairing and SSH setup talk to."));
    connect(m_peerChoice, &QComboBox::currentIndexChanged, this, &FindPeersPage::selectPeer);
    m_pair->setObjectName(QStringLiteral("pairButton"));
    m_ssh->setObjectName(QStringLiteral("sshButton"));
    m_sshResult->setObjectName(QStringLiteral("sshResult"));
    m_sshResult->setWordWrap(true);
    m_sshResult->setTextFormat(Qt::PlainText);
    connect(m_pair, &QPushButton::clicked, this, [this] {
        PairingDialog dialog(m_peers, m_peerName, m_target, this);
        dialog.exec();
        refresh(); // paired now, or not: a paired Spark becomes a member
    });
    connect(m_ssh, &QPushButton::clicked, this, [this] {
        const sparkwire::peers::PeerTarget target = sshTarget();
        if (QHostAddress(target.address).protocol() != QAbstractSocket::IPv4Protocol)
            return; // not offered then (selectPeer)
        m_ssh->setEnabled(false);
        m_sshRunning = true;
        m_sshResult->setText(tr("Setting up SSH to %1…").arg(m_peerName));
        m_peers->setupSsh(target);
    });
    // Pairing requests are answered only while the person here expects one.
    m_acceptPairing->setObjectName(QStringLiteral("acceptPairingButton"));
    m_acceptPairing->setCheckable(true);
    m_acceptPairing->setToolTip(
        tr("Lets this Spark answer one pairing request from another Spark for %1 minutes. "
           "Without it, pairing requests are refused without asking you.")
            .arg(sparkwire::peers::PeerResponder::kDefaultArmSeconds / 60));
    m_armCountdown->setInterval(1000);
    connect(m_armCountdown, &QTimer::timeout, this, &FindPeersPage::showPairingArmed);
    connect(m_acceptPairing, &QPushButton::clicked, this, [this](bool on) {
        if (!m_responder)
            return;
        if (on)
            m_responder->armPairing();
        else
            m_responder->disarmPairing();
    });
    m_responder = nullptr;
    setResponder(responder);
    showPairingArmed();
    // Without a peer session (this Spark's identity failed at start) the cabling is still
    // drawn and planned from; pairing and SSH say why they are not there.
    m_noPeers->setObjectName(QStringLiteral("peersUnavailable"));
    m_noPeers->setWordWrap(true);
    m_noPeers->setTextFormat(Qt::PlainText);
    m_noPeers->setText(
        tr("Pairing and SSH setup are not available: this Spark's identity key could not be "
           "read or made at start (the status bar says why). Fix what it names, then start "
           "Sparkwire again. The cabling and the plan below work without it."));
    m_noPeers->setVisible(peers == nullptr);
    m_peerChoice->setVisible(peers != nullptr);
    peerLabel->setVisible(peers != nullptr);
    m_pair->setVisible(peers != nullptr);
    // SSH is offered here only where it can run (selectPeer); the apply gives the cables IPv4.
    connect(m_cluster, &ClusterModel::applyFinished, this, &FindPeersPage::selectPeer);
    registerField(WizardField::ChosenPeerId, m_peerChoice, "currentData",
                  SIGNAL(currentIndexChanged(int)));
    if (peers) {
        connect(peers, &sparkwire::peers::PeerSession::progress, this, [this](const QString &what) {
            if (m_sshRunning) // not the pairing's progress, nor Verify's SSH
                m_sshResult->setText(what);
        });
        // Verify sets up SSH through the same session: only this page's own run shows here.
        connect(peers, &sparkwire::peers::PeerSession::sshReady, this,
                [this](const QString &, const QString &summary) {
                    if (!std::exchange(m_sshRunning, false))
                        return;
                    m_ssh->setEnabled(true);
                    m_sshResult->setText(tr("✔ %1").arg(summary));
                });
        connect(peers, &sparkwire::peers::PeerSession::sshFailed, this,
                [this](const sparkwire::Error &why) {
                    if (!std::exchange(m_sshRunning, false))
                        return;
                    m_ssh->setEnabled(true);
                    m_sshResult->setText(tr("✘ SSH not set up: %1").arg(why.message));
                });
    }
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(scroll, 3);
    layout->addLayout(side, 1);

    connect(cabling, &sparkwire::discovery::CablingSource::cablingChanged, this,
            &FindPeersPage::refresh);
    connect(inventory, &sparkwire::hw::InventoryMonitor::inventoryChanged, this,
            &FindPeersPage::refresh);
    refresh();
}

void FindPeersPage::setResponder(sparkwire::peers::PeerResponder *responder)
{
    if (m_responder)
        disconnect(m_responder, nullptr, this, nullptr);
    m_responder = responder;
    m_acceptPairing->setVisible(responder != nullptr);
    if (responder) {
        connect(responder, &sparkwire::peers::PeerResponder::pairingArmedChanged, this,
                &FindPeersPage::showPairingArmed);
        // A pairing answered here (or a key or plan taken) changes what is paired: the
        // diagram, the member list and Pair show it at once.
        connect(responder, &sparkwire::peers::PeerResponder::notice, this, &FindPeersPage::refresh);
        connect(responder, &QObject::destroyed, this, [this] { setResponder(nullptr); });
    }
    showPairingArmed();
}

void FindPeersPage::setLanDiscovery(sparkwire::mdns::LanDiscovery *lan)
{
    m_lanPeers->setDiscovery(lan);
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

QString FindPeersPage::shapeName(const sparkwire::discovery::CablingMap &map)
{
    using sparkwire::discovery::CablingMap;
    using sparkwire::topology::Topology;
    switch (map.state) {
    case CablingMap::State::NoPeer:
        return tr("No peer found yet");
    case CablingMap::State::Partial:
        return tr("Incomplete cabling");
    case CablingMap::State::Complete:
        break;
    }
    switch (map.shape) {
    case Topology::TwoNode:
        return tr("Two Sparks, one cable");
    case Topology::Ring:
        return tr("A ring: a Spark on each port"); // from here, a ring of any size looks so
    case Topology::Switch:
        return tr("Sparks on a switch");
    }
    return {};
}

void FindPeersPage::refresh()
{
    const sparkwire::discovery::CablingMap map = m_cabling->map();
    m_diagram->setCabling(m_inventory->inventory(), map);
    QString text = QStringLiteral("<b>%1</b>").arg(shapeName(map).toHtmlEscaped());
    if (map.state == sparkwire::discovery::CablingMap::State::NoPeer)
        text += QStringLiteral("<br>") +
                tr("Check that the other Spark is on, cabled to a QSFP port, and runs Sparkwire "
                   "(or <tt>sparkwirectl agent</tt>).");
    m_topology->setText(text);
    QStringList warnings;
    for (const sparkwire::discovery::CablingWarning &w : map.warnings)
        warnings << QStringLiteral("⚠ ") + w.message;
    m_warnings->setText(warnings.join(QStringLiteral("\n\n")));
    m_warnings->setVisible(!warnings.isEmpty());
    QStringList cabledIds;
    QStringList cabledHostnames;
    for (const sparkwire::discovery::PeerLinks &peer : map.peers) {
        cabledIds << peer.id;
        cabledHostnames << peer.hostname;
    }
    m_lanPeers->setCabled(cabledIds, cabledHostnames);
    // Every discovered peer can be chosen; the choice survives beacons coming and going.
    const QString chosen = m_peerChoice->currentData().toString();
    {
        const QSignalBlocker blocker(m_peerChoice);
        m_peerChoice->clear();
        for (const sparkwire::discovery::PeerLinks &peer : map.peers)
            m_peerChoice->addItem(m_peers && m_peers->pairedName(peer.id)
                                      ? tr("%1 (paired)").arg(*m_peers->pairedName(peer.id))
                                      : tr("%1 (not paired; name as it claims)").arg(peer.hostname),
                                  peer.id);
        const int index = m_peerChoice->findData(chosen);
        m_peerChoice->setCurrentIndex(index >= 0 ? index : 0);
    }
    m_peerChoice->setEnabled(map.peers.size() > 1);
    selectPeer();
    showMembers(map);
}

bool FindPeersPage::isComplete() const
{
    return m_cluster->available() && m_cluster->members().size() >= 2;
}

void FindPeersPage::enterPage()
{
    showMembers(m_cabling->map()); // a Spark may have been paired meanwhile
}

void FindPeersPage::showMembers(const sparkwire::discovery::CablingMap &map)
{
    const QString current = m_members->currentItem()
                                ? m_members->currentItem()->data(Qt::UserRole).toString()
                                : QString();
    {
        const QSignalBlocker blocker(m_members);
        m_members->clear();
        auto *self = new QListWidgetItem(
            tr("%1 (this Spark)").arg(m_inventory->inventory().hostname), m_members);
        self->setToolTip(tr("This Spark is always a member: it is the one configuring them."));
        self->setData(Qt::UserRole, m_cluster->seatId());
        self->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        self->setCheckState(Qt::Checked);
        for (const sparkwire::discovery::PeerLinks &peer : map.peers) {
            const std::optional<QString> paired =
                m_peers ? m_peers->pairedName(peer.id) : std::nullopt;
            auto *item = new QListWidgetItem(m_members);
            item->setData(Qt::UserRole, peer.id);
            if (paired) {
                item->setText(tr("%1 (paired)").arg(*paired));
                item->setToolTip(
                    tr("Paired. Key fingerprint: %1").arg(CablingDiagram::fingerprint(peer.id)));
                item->setData(Qt::UserRole + 1, *paired);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
                item->setCheckState(m_leftOut.contains(peer.id) ? Qt::Unchecked : Qt::Checked);
            } else {
                item->setText(tr("%1 — pair first").arg(peer.hostname));
                item->setToolTip(tr("Not paired: select it and press Pair. Its name is what "
                                    "its beacons claim."));
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
                item->setCheckState(Qt::Unchecked);
            }
            if (peer.id == current)
                m_members->setCurrentItem(item);
        }
    }
    chooseMembers();
}

void FindPeersPage::memberToggled(QListWidgetItem *item)
{
    const QString id = item->data(Qt::UserRole).toString();
    if (!(item->flags() & Qt::ItemIsUserCheckable))
        return;
    if (item->checkState() == Qt::Checked)
        m_leftOut.removeAll(id);
    else if (!m_leftOut.contains(id))
        m_leftOut << id;
    chooseMembers();
}

void FindPeersPage::memberSelected()
{
    // A peer selected in the list is the one Pair and SSH act on.
    const QListWidgetItem *item = m_members->currentItem();
    const int index = item ? m_peerChoice->findData(item->data(Qt::UserRole)) : -1;
    if (index >= 0)
        m_peerChoice->setCurrentIndex(index);
}

void FindPeersPage::chooseMembers()
{
    QList<sparkwire::cluster::ClusterMember> members;
    members.append({m_cluster->seatId(), m_inventory->inventory().hostname, 0});
    int unpaired = 0;
    for (int row = 1; row < m_members->count(); ++row) {
        const QListWidgetItem *item = m_members->item(row);
        if (!(item->flags() & Qt::ItemIsUserCheckable))
            ++unpaired;
        else if (item->checkState() == Qt::Checked)
            members.append(
                {item->data(Qt::UserRole).toString(), item->data(Qt::UserRole + 1).toString(), 0});
    }
    m_cluster->setMembers(members);
    QString note;
    if (!m_cluster->available())
        note = tr("Configuring other Sparks from here needs the peer features, which are off.");
    else if (members.size() < 2)
        note = unpaired > 0 ? tr("Pair with at least one Spark to configure the cluster.")
                            : tr("Choose at least one other Spark.");
    else
        note = tr("%n Spark(s) will be configured together.", nullptr, int(members.size()));
    m_membersNote->setText(note);
    Q_EMIT completeChanged();
}

void FindPeersPage::showPairingArmed()
{
    const bool armed = m_responder && m_responder->pairingArmed();
    m_acceptPairing->setChecked(armed);
    m_acceptPairing->setText(
        armed ? tr("A&ccepting one pairing request (%1 s)…").arg(m_responder->pairingSecondsLeft())
              : tr("A&ccept a pairing request"));
    if (armed)
        m_armCountdown->start();
    else
        m_armCountdown->stop();
}

void FindPeersPage::selectPeer()
{
    const sparkwire::discovery::CablingMap map = m_cabling->map();
    const QString id = m_peerChoice->currentData().toString();
    m_peerName.clear();
    m_target = {};
    m_peerPaired = false;
    for (const sparkwire::discovery::PeerLinks &peer : map.peers)
        if (peer.id == id && !peer.links.isEmpty()) {
            // A beacon's name and id are claims; the name shown for a paired key is the one
            // it was paired as, and the connection checks that key.
            const std::optional<QString> paired =
                m_peers ? m_peers->pairedName(peer.id) : std::nullopt;
            m_peerPaired = paired.has_value();
            m_peerName = paired.value_or(peer.hostname);
            m_target = {peer.links.first().peerAddress, peer.id};
        }
    const bool found = !m_peerName.isEmpty();
    m_pair->setText(!found         ? tr("&Pair…")
                    : m_peerPaired ? tr("P&aired with %1").arg(m_peerName)
                                   : tr("P&air with %1…").arg(m_peerName));
    m_pair->setEnabled(found && !m_peerPaired);
    // Only with IPv4 to the peer: before the plan is in force the peer is known by its
    // beacons' link-local IPv6 alone, which a key's from= list cannot name; Verify sets SSH up
    // after the apply. Offered, it does what it says (it was enabled only to say so).
    const bool sshPossible =
        m_peers && found && m_peerPaired &&
        QHostAddress(sshTarget().address).protocol() == QAbstractSocket::IPv4Protocol;
    m_ssh->setVisible(sshPossible);
    m_ssh->setEnabled(sshPossible && !m_sshRunning);
}

sparkwire::peers::PeerTarget FindPeersPage::sshTarget() const
{
    // SSH keeps the member's planned address once the plan is in force.
    sparkwire::peers::PeerTarget target = m_target;
    if (const std::optional<QString> planned = m_cluster->addressInForce(target.id))
        target.address = *planned;
    return target;
}
