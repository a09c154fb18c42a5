#include "ClusterDiagram.h"

#include "CableRoute.h"
#include "RearPanelWidget.h"
#include "TwinHalfButton.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainterPath>
#include <QVBoxLayout>

using namespace sparkwire;

namespace {
// From four members on, cells of a grid: a lane of their own for the cables that pass panels
// (a ring's closing cable, a switch's), and two columns where the width allows.
constexpr int kColumnsFrom = 4;
constexpr int kLaneRoom = 40;     // between a ring's columns, and right of one column
constexpr int kRightRoom = 28;    // right of the right column, for its lanes
constexpr int kSwitchSpacing = 8; // either side of the switch between the columns
} // namespace

QList<ClusterDiagram::Cable> ClusterDiagram::cables() const
{
    QList<Cable> out;
    for (const DrawnCable &c : drawnCables())
        out << Cable{c.path, c.half};
    return out;
}

QList<ClusterDiagram::DrawnCable> ClusterDiagram::drawnCables() const
{
    QList<DrawnCable> out;
    for (const TwinCable &c : m_cables) {
        const RearPanelWidget *from = m_panels.value(c.idA);
        const TwinHalfButton *a = from ? from->halfButton(c.portA, c.half) : nullptr;
        if (!a)
            continue;
        const DrawnCable drawn{c.idA, c.portA, c.idB, c.portB, c.half, {}};
        if (m_columns) {
            QPainterPath path = c.idB.isEmpty() ? switchRoute(c) : columnRoute(c);
            if (!path.isEmpty()) {
                out << drawn;
                out.last().path = std::move(path);
            }
            continue;
        }
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
            out << drawn;
            out.last().path = path;
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
        out << drawn;
        out.last().path = CableRoute::route(
            from_, to_, CableRoute::lane(from_.plug, to_.plug, c.half, rows > 1 ? 1 : 0));
    }
    return out;
}

QPainterPath ClusterDiagram::columnRoute(const TwinCable &c) const
{
    const RearPanelWidget *panelA = m_panels.value(c.idA);
    const RearPanelWidget *panelB = m_panels.value(c.idB);
    const TwinHalfButton *a = panelA ? panelA->halfButton(c.portA, c.half) : nullptr;
    const TwinHalfButton *b = panelB ? panelB->halfButton(c.portB, c.half) : nullptr;
    if (!a || !b)
        return {};
    CableRoute::End endA = CableRoute::end(a, this, b);
    CableRoute::End endB = CableRoute::end(b, this, a);
    const QPoint cellA = m_cell.value(c.idA);
    const QPoint cellB = m_cell.value(c.idB);
    if (cellA.x() == cellB.x() && std::abs(cellA.y() - cellB.y()) <= 1)
        return CableRoute::route(endA, endB, CableRoute::lane(endA.plug, endB.plug, c.half));
    if (cellA.x() == cellB.x()) {
        // One column, the ring's closing cable: in the lane right of every panel, which it
        // passes.
        const int right =
            std::max(QRect(panelA->mapTo(this, QPoint(0, 0)), panelA->size()).right(),
                     QRect(panelB->mapTo(this, QPoint(0, 0)), panelB->size()).right());
        return CableRoute::route(endA, endB, right + 12 + 8 * (c.half & 1));
    }
    // Across the columns, the ring's turn at the top or the bottom: the port 0 end leaves
    // under its panel (over it in the top row) and the cable runs beside the port 1 end's
    // panel, in a lane further out than that column's own cables.
    const bool down = cellA.y() != 0 && cellB.y() != 0;
    if (endA.detour)
        endA = CableRoute::end(a, this, b, down);
    if (endB.detour)
        endB = CableRoute::end(b, this, a, down);
    const QPointF &inner = endA.detour ? endB.plug : endA.plug;
    return CableRoute::route(endA, endB, CableRoute::lane(inner, inner, c.half, 1));
}

QPainterPath ClusterDiagram::switchRoute(const TwinCable &c) const
{
    const RearPanelWidget *panel = m_panels.value(c.idA);
    const TwinHalfButton *a = panel ? panel->halfButton(c.portA, c.half) : nullptr;
    if (!a || !m_switch)
        return {};
    const QRect s = switchRect();
    const bool left = m_cell.value(c.idA).x() == 0;
    const qreal edge = left ? s.left() : s.right() + 1;
    const QPointF plug = CableRoute::plug(a, this);
    QPainterPath path(plug);
    if (left && c.portA == 1) { // straight across: nothing lies between port 1 and the switch
        path.lineTo(edge, plug.y());
        return path;
    }
    // Under the panel, then along the gap below it into the switch: out of port 0 through
    // the gap between the cages, out of a right-hand port 1 round its lane.
    const QRect box(panel->mapTo(this, QPoint(0, 0)), panel->size());
    const qreal turnY = box.bottom() + 5 + 5 * (c.half & 1);
    const qreal outX =
        c.portA == 0 ? panel->mapTo(this, QPointF(panel->cageGapX(), 0)).x() - 2 + 4 * (c.half & 1)
                     : CableRoute::lane(plug, plug, c.half);
    path.lineTo(outX, plug.y());
    path.lineTo(outX, turnY);
    path.lineTo(edge, turnY);
    return path;
}

QRect ClusterDiagram::memberRect(const QString &id) const
{
    const QWidget *title = m_titles.value(id);
    const QWidget *panel = m_panels.value(id);
    if (!title || !panel)
        return {};
    return QRect(title->mapTo(this, QPoint(0, 0)), title->size())
        .united(QRect(panel->mapTo(this, QPoint(0, 0)), panel->size()));
}

QRect ClusterDiagram::switchRect() const
{
    return m_switch ? QRect(m_switch->mapTo(this, QPoint(0, 0)), m_switch->size()) : QRect();
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
    m_cell.clear();
    m_grid.clear();
    m_columns = nullptr; // deleted with the widgets
    m_columnCount = 1;
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
    QList<QPair<QLabel *, RearPanelWidget *>> drawnMembers; // in node order
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
        drawnMembers << qMakePair(title, panel);
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
    const bool star = plan.record.topology == topology::Topology::Switch;
    if (star) {
        m_switch = new QLabel(tr("Switch"), this);
        m_switch->setObjectName(QStringLiteral("switchBox"));
        m_switch->setAlignment(Qt::AlignCenter);
        m_switch->setMinimumHeight(36);
        m_switch->setStyleSheet(QStringLiteral("QLabel { background: #4a4f57; color: white; "
                                               "font-weight: bold; border-radius: 4px; }"));
        for (const topology::NodePlan &n : plan.addressPlan.nodes)
            for (const topology::PlannedNetdev &d : n.netdevs)
                m_cables.append({idOf(n.node), d.port, {}, 0, d.half});
    }
    if (drawnMembers.size() >= kColumnsFrom) {
        m_columns = new QWidget(this);
        m_columns->setObjectName(QStringLiteral("diagramColumns"));
        m_grid = drawnMembers;
        if (m_switch) {
            m_switch->setParent(m_columns);
            QFont bold = m_switch->font(); // as its style sheet draws it
            bold.setBold(true);
            m_switch->setFixedWidth(QFontMetrics(bold).horizontalAdvance(m_switch->text()) + 24);
        }
        m_layout->insertWidget(m_layout->count() - 1, m_columns); // before the stretch
        m_widgets << m_columns;
        placeMembers(wantedColumns());
    } else {
        for (const auto &[title, panel] : std::as_const(drawnMembers)) {
            insert(title);
            insert(panel);
        }
        if (m_switch) {
            auto *room = new QWidget(this); // for the cables to run down
            room->setFixedHeight(60);
            insert(room);
            insert(m_switch);
        }
    }
    m_overlay->raise();
    m_overlay->update();
}

int ClusterDiagram::twoColumnWidth() const
{
    if (m_grid.isEmpty())
        return 0;
    const int middle = m_switch ? m_switch->width() + 2 * kSwitchSpacing : kLaneRoom;
    return 2 * m_grid.first().second->minimumSizeHint().width() + middle + kRightRoom;
}

int ClusterDiagram::wantedColumns() const
{
    // The width it is given: its scroll area's, which it may be wider than.
    const int available = parentWidget() ? parentWidget()->width() : width();
    return available >= twoColumnWidth() ? 2 : 1;
}

void ClusterDiagram::placeMembers(int columns)
{
    m_columnCount = columns;
    delete m_columns->layout(); // the widgets stay, placed again
    auto *grid = new QGridLayout(m_columns);
    // Room for the lanes right of the right column.
    grid->setContentsMargins(0, 0, columns == 2 ? kRightRoom : 0, 0);
    grid->setHorizontalSpacing(m_switch ? kSwitchSpacing : 0);
    grid->setVerticalSpacing(18); // the cables turn above and below the panels here
    const int n = int(m_grid.size());
    const int rows = columns == 2 ? (n + 1) / 2 : n;
    m_cell.clear();
    for (int k = 0; k < n; ++k) {
        // A switch: the first half down the left, the rest down the right. A ring: down the
        // left and back up the right, so every cable joins neighbours.
        const bool right = k >= rows;
        const int row = !right ? k : m_switch ? k - rows : rows - 1 - (k - rows);
        const auto &[title, panel] = m_grid.at(k);
        grid->addWidget(title, 2 * row, right ? 2 : 0);
        grid->addWidget(panel, 2 * row + 1, right ? 2 : 0);
        m_cell.insert(m_order.value(k), QPoint(right ? 2 : 0, row));
    }
    grid->setRowMinimumHeight(2 * rows, 16); // the turns under the bottom row
    if (m_switch)
        grid->addWidget(m_switch, 1, 1, 2 * rows, 1);
    else
        grid->setColumnMinimumWidth(1, kLaneRoom); // the left column's lanes
    grid->setColumnStretch(0, 1);
    if (columns == 2)
        grid->setColumnStretch(2, 1);
    m_overlay->update();
}

void ClusterDiagram::placeIfWidthChanged()
{
    if (m_columns && wantedColumns() != m_columnCount)
        placeMembers(wantedColumns());
}

bool ClusterDiagram::event(QEvent *event)
{
    if (event->type() == QEvent::ParentAboutToChange && parentWidget())
        parentWidget()->removeEventFilter(this);
    if (event->type() == QEvent::ParentChange && parentWidget())
        parentWidget()->installEventFilter(this); // its width decides the columns
    return QWidget::event(event);
}

bool ClusterDiagram::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        placeIfWidthChanged();
    return QWidget::eventFilter(watched, event);
}

void ClusterDiagram::resizeEvent(QResizeEvent *)
{
    placeIfWidthChanged();
    m_overlay->setGeometry(rect());
    m_overlay->raise();
}
