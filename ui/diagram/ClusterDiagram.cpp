#include "ClusterDiagram.h"

#include "CableRoute.h"
#include "RearPanelWidget.h"
#include "TwinHalfButton.h"

#include <QLabel>
#include <QPainterPath>
#include <QVBoxLayout>

using namespace sparkwire;

QList<ClusterDiagram::Cable> ClusterDiagram::cables() const
{
    QList<Cable> out;
    for (const TwinCable &c : m_cables) {
        const RearPanelWidget *from = m_panels.value(c.idA);
        const TwinHalfButton *a = from ? from->halfButton(c.portA, c.half) : nullptr;
        if (!a)
            continue;
        const QPointF start = CableRoute::plug(a, this);
        if (c.idB.isEmpty()) {
            // Down into the switch: out to the lane, along it to just above the switch, in.
            if (!m_switch)
                continue;
            const QRect s = m_switch->geometry();
            const QPointF end(s.center().x() + (c.half == 0 ? -8 : 8), s.top());
            const qreal laneX = CableRoute::lane(start, start, c.half);
            QPainterPath path(start);
            path.lineTo(laneX, start.y());
            path.lineTo(laneX, end.y() - 14 - 8 * c.half);
            path.lineTo(end.x(), end.y() - 14 - 8 * c.half);
            path.lineTo(end);
            out << Cable{path, c.half};
            continue;
        }
        const RearPanelWidget *to = m_panels.value(c.idB);
        const TwinHalfButton *b = to ? to->halfButton(c.portB, c.half) : nullptr;
        if (!b)
            continue;
        const CableRoute::End from_ = CableRoute::end(a, this, b);
        const CableRoute::End to_ = CableRoute::end(b, this, a);
        // A cable that passes panels in between runs in a lane further out.
        const int rows = int(std::abs(m_order.indexOf(c.idA) - m_order.indexOf(c.idB)));
        out << Cable{
            CableRoute::route(from_, to_,
                              CableRoute::lane(from_.plug, to_.plug, c.half, rows > 1 ? 1 : 0)),
            c.half};
    }
    return out;
}

ClusterDiagram::ClusterDiagram(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
    , m_overlay(new CableOverlay(this, [this] { return cables(); }))
{
    setObjectName(QStringLiteral("clusterDiagram"));
    m_layout->setSpacing(18); // room for the cables between the panels
    m_layout->addStretch();
}

QString ClusterDiagram::memberTitle(const QString &id) const
{
    const QLabel *title = m_titles.value(id);
    return title ? title->text() : QString();
}

void ClusterDiagram::clear()
{
    m_drawn.clear();
    qDeleteAll(m_widgets);
    m_widgets.clear();
    m_panels.clear();
    m_titles.clear();
    m_order.clear();
    m_switch = nullptr;
    m_cables.clear();
    m_overlay->update();
}

void ClusterDiagram::setPlan(const cluster::ClusterPlan &plan,
                             const QList<cluster::MemberState> &states, const QString &seatId)
{
    // Everything drawn: members, numbers, every member's file (its addresses), what it hears.
    cluster::ClusterRecord record = plan.record;
    record.plannedAt = {}; // a plan made again a second later is drawn the same
    QByteArray drawn = seatId.toUtf8() + record.toJson();
    for (const cluster::MemberPlan &p : plan.members)
        drawn += p.member.id.toUtf8() + p.netplan;
    for (const cluster::MemberState &s : states)
        for (const cluster::HeardLink &l : s.links)
            drawn += QStringLiteral("%1%2%3%4")
                         .arg(s.id, l.localNetdev)
                         .arg(l.localPort)
                         .arg(l.localHalf)
                         .toUtf8();
    if (drawn == m_drawn)
        return;
    clear();
    m_drawn = drawn;
    const auto insert = [this](QWidget *w) {
        m_layout->insertWidget(m_layout->count() - 1, w); // before the stretch
        m_widgets << w;
    };
    for (const cluster::ClusterMember &member : plan.record.members) {
        const QString name = member.hostname.toHtmlEscaped();
        auto *title = new QLabel(
            member.id == seatId ? tr("<b>%1</b> — node %2 (this Spark)").arg(name).arg(member.node)
                                : tr("<b>%1</b> — node %2").arg(name).arg(member.node),
            this);
        title->setObjectName(QStringLiteral("memberTitle-") + member.hostname);
        title->setWordWrap(true); // a long hostname must not widen the drawing
        // The member's halves: planned ones with their addresses, cabled ones it hears.
        hw::HostInventory drawn;
        drawn.hostname = member.hostname;
        QHash<int, QString> notes;
        for (int port = 0; port < 2; ++port)
            for (int half = 0; half < 2; ++half) {
                hw::Cx7Port p;
                p.port = port;
                p.half = half;
                drawn.ports << p;
                notes.insert(port * 2 + half, tr("no cable"));
            }
        for (const cluster::MemberState &s : states)
            if (s.id == member.id)
                for (const cluster::HeardLink &l : s.links) {
                    hw::Cx7Port &p = drawn.ports[(l.localPort & 1) * 2 + (l.localHalf & 1)];
                    p.netdev = l.localNetdev;
                    p.link.carrier = true;
                    notes.insert((l.localPort & 1) * 2 + (l.localHalf & 1), tr("not in the plan"));
                }
        if (const topology::NodePlan *n = plan.addressPlan.node(member.node))
            for (const topology::PlannedNetdev &d : n->netdevs) {
                hw::Cx7Port &p = drawn.ports[(d.port & 1) * 2 + (d.half & 1)];
                p.netdev = d.netdev;
                p.link.carrier = true;
                notes.insert((d.port & 1) * 2 + (d.half & 1),
                             d.address.isNull() ? tr("link-local") : d.address.toString());
            }
        auto *panel = new RearPanelWidget(this);
        panel->setObjectName(QStringLiteral("memberPanel-") + member.hostname);
        panel->setAccessibleName(tr("Rear panel of %1").arg(member.hostname));
        panel->setInventory(drawn);
        for (int port = 0; port < 2; ++port)
            for (int half = 0; half < 2; ++half) {
                TwinHalfButton *button = panel->halfButton(port, half);
                button->setNote(notes.value(port * 2 + half));
                button->setFocusPolicy(Qt::NoFocus); // the table beside says the same
            }
        insert(title);
        insert(panel);
        m_panels.insert(member.id, panel);
        m_titles.insert(member.id, title);
        m_order << member.id;
    }
    const auto idOf = [&plan](int node) {
        const cluster::ClusterMember *m = plan.record.memberByNode(node);
        return m ? m->id : QString();
    };
    for (const topology::Cable &c : plan.addressPlan.cables)
        for (int half = 0; half < 2; ++half)
            m_cables.append({idOf(c.nodeA), c.portA, idOf(c.nodeB), c.portB, half});
    if (plan.record.topology == topology::Topology::Switch) {
        m_switch = new QLabel(tr("Switch"), this);
        m_switch->setObjectName(QStringLiteral("switchBox"));
        m_switch->setAlignment(Qt::AlignCenter);
        m_switch->setMinimumHeight(36);
        m_switch->setStyleSheet(QStringLiteral("QLabel { background: #4a4f57; color: white; "
                                               "font-weight: bold; border-radius: 4px; }"));
        auto *room = new QWidget(this); // for the cables to run down
        room->setFixedHeight(60);
        insert(room);
        insert(m_switch);
        for (const topology::NodePlan &n : plan.addressPlan.nodes)
            for (const topology::PlannedNetdev &d : n.netdevs)
                m_cables.append({idOf(n.node), d.port, {}, 0, d.half});
    }
    m_overlay->raise();
    m_overlay->update();
}

void ClusterDiagram::resizeEvent(QResizeEvent *)
{
    m_overlay->setGeometry(rect());
    m_overlay->raise();
}
