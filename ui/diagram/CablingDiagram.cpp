#include "CablingDiagram.h"

#include "CableRoute.h"
#include "RearPanelWidget.h"
#include "TwinHalfButton.h"

#include <QLabel>
#include <QPainterPath>
#include <QVBoxLayout>

using sparkwire::discovery::NeighbourLink;

namespace {
// Past two peers (the neighbours of a ring), as through a switch, the cables run in a lane of
// their own right of the panels: down the panels' edge they would cross every peer between.
constexpr int kOwnLaneFrom = 2;
constexpr int kPeerLaneRoom = 24; // the lanes at 12 and 20 px, half a cable beyond
} // namespace

CablingDiagram::CablingDiagram(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
    , m_selfTitle(new QLabel(this))
    , m_self(new RearPanelWidget(this))
    , m_overlay(new CableOverlay(this, [this] { return cables(); }))
{
    setObjectName(QStringLiteral("cablingDiagram"));
    m_self->setObjectName(QStringLiteral("selfPanel"));
    // A long hostname wraps instead of widening the drawing past its scroll area (it scrolled
    // sideways at 1024 px and cut the names).
    m_selfTitle->setWordWrap(true);
    m_layout->addWidget(m_selfTitle);
    m_layout->addWidget(m_self);
    m_layout->addSpacing(60); // room for the cables to run
    m_layout->addStretch();
    m_margins = m_layout->contentsMargins();
}

QList<CablingDiagram::Cable> CablingDiagram::cables() const
{
    QList<Cable> out;
    for (const NeighbourLink &l : m_links) {
        const TwinHalfButton *from = m_self->halfButton(l.localPort, l.localHalf);
        const RearPanelWidget *peer = m_peers.value(l.peerHostname);
        const TwinHalfButton *to = peer ? peer->halfButton(l.peerPort, l.peerHalf) : nullptr;
        if (!from || !to)
            continue;
        const CableRoute::End a = CableRoute::end(from, this, to);
        const CableRoute::End b = CableRoute::end(to, this, from);
        qreal laneX = CableRoute::lane(a.plug, b.plug, l.localHalf);
        if (m_peers.size() > kOwnLaneFrom) // right of the panels it passes, not over them
            laneX = std::max(m_self->geometry().right(), peer->geometry().right()) + 12 +
                    8 * (l.localHalf & 1);
        out << Cable{CableRoute::route(a, b, laneX), l.localHalf};
    }
    return out;
}

QString CablingDiagram::fingerprint(const QString &id)
{
    // The key's id in groups of four, as far as a person compares it (the first 16 digits).
    QStringList groups;
    for (qsizetype i = 0; i < std::min<qsizetype>(id.size(), 16); i += 4)
        groups << id.mid(i, 4);
    return groups.join(QLatin1Char(' '));
}

RearPanelWidget *CablingDiagram::peerPanel(const QString &hostname) const
{
    return m_peers.value(hostname);
}

void CablingDiagram::setCabling(const sparkwire::hw::HostInventory &self,
                                const sparkwire::discovery::CablingMap &map)
{
    m_selfTitle->setText(tr("<b>This Spark</b> — %1").arg(self.hostname.toHtmlEscaped()));
    m_self->setInventory(self);
    qDeleteAll(m_peerWidgets);
    m_peerWidgets.clear();
    m_peers.clear();
    m_links.clear();
    for (const sparkwire::discovery::PeerLinks &peer : map.peers) {
        // The peer as its beacons describe it: every half it sent from, the rest "not seen".
        sparkwire::hw::HostInventory drawn;
        drawn.hostname = peer.hostname;
        for (int port = 0; port < 2; ++port)
            for (int half = 0; half < 2; ++half) {
                sparkwire::hw::Cx7Port p;
                p.port = port;
                p.half = half;
                drawn.ports << p;
            }
        for (const NeighbourLink &l : peer.links) {
            sparkwire::hw::Cx7Port &p = drawn.ports[l.peerPort * 2 + l.peerHalf];
            p.netdev = l.peerNetdev;
            p.link.carrier = true;
            p.link.mac = l.peerMac;
            m_links << l;
        }
        const std::optional<QString> paired = m_pairedName ? m_pairedName(peer.id) : std::nullopt;
        auto *title = new QLabel(
            paired ? tr("<b>%1</b> — paired, key %2")
                         .arg(paired->toHtmlEscaped(), fingerprint(peer.id))
                   : tr("<b>%1</b> — peer, not paired").arg(peer.hostname.toHtmlEscaped()),
            this);
        title->setWordWrap(true);
        auto *panel = new RearPanelWidget(this);
        panel->setObjectName(QStringLiteral("peerPanel-") + peer.hostname);
        panel->setInventory(drawn);
        const int at = m_layout->count() - 1; // before the stretch
        m_layout->insertWidget(at, title);
        m_layout->insertWidget(at + 1, panel);
        m_peerWidgets << title << panel;
        m_peers.insert(peer.hostname, panel);
    }
    m_layout->setContentsMargins(
        m_margins + QMargins(0, 0, m_peers.size() > kOwnLaneFrom ? kPeerLaneRoom : 0, 0));
    m_overlay->raise();
    m_overlay->update();
}

void CablingDiagram::resizeEvent(QResizeEvent *)
{
    m_overlay->setGeometry(rect());
    m_overlay->raise();
}
