// Rings of four to eight and switches of up to sixteen on the wizard's cluster diagram and the
// dashboard's fleet page (#30 item 6), on real plans (ClusterPlanner over recorded Sparks'
// inventories): every member and cable inside the drawing, no two members on each other, each
// cable from the right member's right twin to the right one's (a ring's port 0 to the next
// node's port 1), no cable over another member or any text, every twin's label whole, also
// after the window is resized; Find peers hearing fifteen peers through a switch; the
// fleet page of eight and sixteen members reflows, every card a scroll away and never under
// its minimum size. Saves sparkwire-ring8.png, sparkwire-switch16.png (one column, as at
// 1024×700), their -wide.png (two columns), sparkwire-findpeers16.png and
// sparkwire-fleet16.png in the temporary folder.
// About 10 s.
#include "ClusterFixtures.h"
#include "cluster/ClusterPlanner.h"
#include "dashboard/FleetChart.h"
#include "dashboard/FleetMemberCard.h"
#include "dashboard/FleetView.h"
#include "diagram/CableRoute.h"
#include "diagram/CablingDiagram.h"
#include "diagram/ClusterDiagram.h"
#include "diagram/RearPanelWidget.h"
#include "diagram/TwinHalfButton.h"
#include "discovery/CablingMap.h"
#include "sim/DemoFleet.h"

#include <QDir>
#include <QLabel>
#include <QPainterPathStroker>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QTextDocumentFragment>

using namespace sparkwire;
using namespace ClusterFixtures;

namespace {
QString lettersOf(int n)
{
    QString letters;
    for (int i = 0; i < n; ++i)
        letters += QLatin1Char(char('A' + i));
    return letters;
}

// "A:0-B:1 B:0-C:1 ... X:0-A:1": each node's port 0 to the next one's port 1.
QString ringCabling(int n)
{
    QStringList cables;
    for (int i = 0; i < n; ++i)
        cables << QStringLiteral("%1:0-%2:1")
                      .arg(QLatin1Char(char('A' + i)))
                      .arg(QLatin1Char(char('A' + (i + 1) % n)));
    return cables.join(QLatin1Char(' '));
}

QRect inDiagram(const QWidget *w, const QWidget *diagram)
{
    return QRect(w->mapTo(diagram, QPoint(0, 0)), w->size());
}

// Where a label's text is, not its whole box (a title's box spans its column).
QRect textRect(const QLabel *l, const QWidget *diagram)
{
    QFont bold = l->font();
    bold.setBold(true);
    const QString plain = Qt::mightBeRichText(l->text())
                              ? QTextDocumentFragment::fromHtml(l->text()).toPlainText()
                              : l->text();
    return QFontMetrics(bold)
        .boundingRect(l->contentsRect(),
                      int(l->alignment()) | (l->wordWrap() ? int(Qt::TextWordWrap) : 0), plain)
        .translated(l->mapTo(diagram, QPoint(0, 0)));
}
// Everything the drawing in `area` must hold for `plan` at the area's present width.
void checkDrawing(QScrollArea &area, const cluster::ClusterPlan &plan)
{
    auto *diagram = qobject_cast<ClusterDiagram *>(area.widget());
    QVERIFY(diagram);
    const int width = area.width();
    const int n = int(plan.record.members.size());
    const bool star = plan.record.topology == topology::Topology::Switch;
    QCOMPARE(diagram->columnCount(), width < 1000 ? 1 : 2);
    // Nothing sideways to scroll.
    QVERIFY2(
        diagram->width() <= area.viewport()->width(),
        qPrintable(QStringLiteral("%1 > %2").arg(diagram->width()).arg(area.viewport()->width())));

    QHash<QString, int> nodeOf;
    for (const cluster::ClusterMember &m : plan.record.members)
        nodeOf.insert(m.id, m.node);
    const QRect all = diagram->rect();
    QList<QPair<QString, QRectF>> texts; // everything a person reads on the drawing
    for (const cluster::ClusterMember &m : plan.record.members) {
        const QRect r = diagram->memberRect(m.id);
        QVERIFY2(all.contains(r), qPrintable(m.hostname));
        for (const cluster::ClusterMember &o : plan.record.members)
            QVERIFY2(m.id == o.id || !r.intersects(diagram->memberRect(o.id)),
                     qPrintable(m.hostname + QLatin1String(" on ") + o.hostname));
        QVERIFY(!r.intersects(diagram->switchRect()));
        RearPanelWidget *panel = diagram->memberPanel(m.id);
        for (int port = 0; port < 2; ++port) {
            texts << qMakePair(
                m.hostname + QStringLiteral(" caption %1").arg(port),
                QRectF(panel->captionRect(port)).translated(panel->mapTo(diagram, QPoint(0, 0))));
            for (int half = 0; half < 2; ++half) {
                // Both twins of each port shown, their names and addresses whole.
                const TwinHalfButton *b = panel->halfButton(port, half);
                QVERIFY(b->isVisible() && b->width() > 40 && b->height() > 16);
                QVERIFY2(!b->isElided(), qPrintable(b->labelText()));
                texts << qMakePair(
                    b->labelText(),
                    QRectF(b->labelRect()).translated(b->mapTo(diagram, QPoint(0, 0))));
            }
        }
    }
    for (const QLabel *l : diagram->findChildren<QLabel *>())
        if (l->isVisible() && !l->text().isEmpty())
            texts << qMakePair(l->text(), QRectF(textRect(l, diagram)));
    QCOMPARE(star, !diagram->switchRect().isEmpty());
    if (star)
        QVERIFY(all.contains(diagram->switchRect()));

    const QList<ClusterDiagram::DrawnCable> cables = diagram->drawnCables();
    QCOMPARE(cables.size(), 2 * n); // a ring's n cables or the switch's n, twin by twin
    QCOMPARE(diagram->cableCount(), 2 * n);
    QPainterPathStroker stroker;
    stroker.setWidth(CableRoute::kWidth);
    QSet<QString> joined;
    for (const ClusterDiagram::DrawnCable &c : cables) {
        const QString what = QStringLiteral("node %1 port %2 half %3")
                                 .arg(nodeOf.value(c.idA))
                                 .arg(c.portA)
                                 .arg(c.half);
        const QPainterPath stroke = stroker.createStroke(c.path);
        QVERIFY2(all.contains(stroke.boundingRect().toAlignedRect()), qPrintable(what));
        // Each end at its member's twin, or at the switch.
        const RearPanelWidget *a = diagram->memberPanel(c.idA);
        QVERIFY2(inDiagram(a->halfButton(c.portA, c.half), diagram)
                     .contains(c.path.pointAtPercent(0).toPoint()),
                 qPrintable(what));
        if (c.idB.isEmpty()) {
            QVERIFY(star);
            QVERIFY2(diagram->switchRect()
                         .adjusted(-1, -1, 1, 1)
                         .contains(c.path.pointAtPercent(1).toPoint()),
                     qPrintable(what));
            QCOMPARE(c.portA, plan.record.switchPort);
            joined << QStringLiteral("%1:%2%3-switch")
                          .arg(nodeOf.value(c.idA))
                          .arg(c.portA)
                          .arg(c.half);
        } else {
            const RearPanelWidget *b = diagram->memberPanel(c.idB);
            QVERIFY2(inDiagram(b->halfButton(c.portB, c.half), diagram)
                         .contains(c.path.pointAtPercent(1).toPoint()),
                     qPrintable(what));
            // Written from the port 0 end: "2:0a-3:1a".
            const bool aFirst = c.portA == 0;
            joined << QString::asprintf(
                "%d:%d%d-%d:%d%d", nodeOf.value(aFirst ? c.idA : c.idB), aFirst ? c.portA : c.portB,
                c.half, nodeOf.value(aFirst ? c.idB : c.idA), aFirst ? c.portB : c.portA, c.half);
        }
        // Never over another member's panel, nor over anything written.
        for (const cluster::ClusterMember &m : plan.record.members)
            if (m.id != c.idA && m.id != c.idB)
                QVERIFY2(!stroke.intersects(QRectF(inDiagram(diagram->memberPanel(m.id), diagram))),
                         qPrintable(what + QLatin1String(" crosses ") + m.hostname));
        for (const auto &[text, rect] : std::as_const(texts))
            QVERIFY2(!stroke.intersects(rect), qPrintable(what + QLatin1String(" covers ") + text));
    }
    QSet<QString> expected;
    for (int node = 1; node <= n; ++node)
        for (int half = 0; half < 2; ++half)
            expected
                << (star ? QStringLiteral("%1:%2%3-switch")
                               .arg(node)
                               .arg(plan.record.switchPort)
                               .arg(half)
                         : QStringLiteral("%1:0%2-%3:1%2").arg(node).arg(half).arg(node % n + 1));
    QCOMPARE(joined, expected);
}
} // namespace

class TestScaleView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void diagram_data();
    void diagram();
    void findPeersThroughASwitch();
    void fleet_data();
    void fleet();
};

void TestScaleView::diagram_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("cabling");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("shot");
    // 756: what the Addressing page gives its drawing in the smallest window (1024×700), one
    // column; 1300: the window made wider, two columns.
    for (int width : {756, 1300}) {
        for (int n : {4, 5, 8})
            QTest::addRow("ring of %d at %d", n, width)
                << n << ringCabling(n) << width
                << (n != 8         ? QString()
                    : width == 756 ? QStringLiteral("sparkwire-ring8.png")
                                   : QStringLiteral("sparkwire-ring8-wide.png"));
        QTest::addRow("switch of 16 at %d", width)
            << 16 << QStringLiteral("star:1:") + lettersOf(16) << width
            << (width == 756 ? QStringLiteral("sparkwire-switch16.png")
                             : QStringLiteral("sparkwire-switch16-wide.png"));
        QTest::addRow("switch of 7 on port 0 at %d", width)
            << 7 << QStringLiteral("star:0:") + lettersOf(7) << width << QString();
    }
}

void TestScaleView::diagram()
{
    QFETCH(int, n);
    QFETCH(QString, cabling);
    QFETCH(int, width);
    QFETCH(QString, shot);
    const QString letters = lettersOf(n);
    cluster::ClusterPlanner::Inputs in;
    in.seatId = idOf(QLatin1Char('A'));
    in.members = members(letters);
    in.states = states(letters, cabling);
    const Result<cluster::ClusterPlan> plan = cluster::ClusterPlanner::plan(in);
    QVERIFY2(plan, qPrintable(plan.errorMessage()));
    QCOMPARE(plan->record.members.size(), n);

    QScrollArea area;
    auto *diagram = new ClusterDiagram;
    area.setWidget(diagram);
    area.setWidgetResizable(true);
    area.setFrameShape(QFrame::NoFrame);
    area.resize(width, 460);
    diagram->setPlan(*plan, in.states, in.seatId);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QApplication::processEvents();
    checkDrawing(area, *plan);
    if (QTest::currentTestFailed())
        return;
    if (!shot.isEmpty()) {
        const QString file = QDir::temp().filePath(shot);
        QVERIFY(diagram->grab().save(file));
        qInfo("saved %s", qPrintable(file));
    }
    // The window made narrower or wider: the drawing follows, still right.
    area.resize(width < 1000 ? 1300 : 756, 460);
    QApplication::processEvents();
    checkDrawing(area, *plan);
}

// Find peers on a switch of sixteen: this Spark hears fifteen peers on its port 1, both twins
// each; every cable from this Spark's twin to the peer's, none over a peer's panel it does not
// reach past or over anything written.
void TestScaleView::findPeersThroughASwitch()
{
    QList<discovery::NeighbourLink> links;
    const hw::HostInventory self = inventoryOf(QLatin1Char('A'));
    for (int i = 1; i < 16; ++i) {
        const QChar letter(char('A' + i));
        for (int half = 0; half < 2; ++half) {
            discovery::NeighbourLink l;
            l.localNetdev = netdevOf(QLatin1Char('A'), 1, half);
            l.localPort = 1;
            l.localHalf = half;
            l.peerId = idOf(letter);
            l.peerHostname = hostnameOf(letter);
            l.peerNetdev = netdevOf(letter, 1, half);
            l.peerPort = 1;
            l.peerHalf = half;
            links << l;
        }
    }
    QScrollArea area;
    auto *diagram = new CablingDiagram;
    area.setWidget(diagram);
    area.setWidgetResizable(true);
    area.resize(756, 460);
    diagram->setCabling(self, discovery::CablingMap::fromLinks(links));
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QApplication::processEvents();
    QCOMPARE(diagram->cableCount(), 30);
    QList<QPair<QString, QRectF>> texts;
    for (const TwinHalfButton *b : diagram->findChildren<TwinHalfButton *>())
        texts << qMakePair(b->labelText(),
                           QRectF(b->labelRect()).translated(b->mapTo(diagram, QPoint(0, 0))));
    for (const QLabel *l : diagram->findChildren<QLabel *>())
        if (l->isVisible() && !l->text().isEmpty())
            texts << qMakePair(l->text(), QRectF(textRect(l, diagram)));
    QPainterPathStroker stroker;
    stroker.setWidth(CableRoute::kWidth);
    const QList<CablingDiagram::Cable> cables = diagram->cables();
    for (int i = 0; i < int(cables.size()); ++i) {
        const QPainterPath stroke = stroker.createStroke(cables.at(i).path);
        QVERIFY(diagram->rect().contains(stroke.boundingRect().toAlignedRect()));
        // The peers in the order heard (B, B, C, C...): none crossed but its own.
        for (int peer = 1; peer < 16; ++peer) {
            const RearPanelWidget *panel =
                diagram->peerPanel(hostnameOf(QLatin1Char(char('A' + peer))));
            QVERIFY(panel);
            const bool own =
                cables.at(i).path.pointAtPercent(1).toPoint().y() >= panel->y() &&
                cables.at(i).path.pointAtPercent(1).toPoint().y() <= panel->geometry().bottom();
            QVERIFY2(
                own || !stroke.intersects(QRectF(panel->geometry())),
                qPrintable(QStringLiteral("cable %1 crosses %2").arg(i).arg(panel->objectName())));
        }
        for (const auto &[text, rect] : std::as_const(texts))
            QVERIFY2(!stroke.intersects(rect), qPrintable(QLatin1String("covers ") + text));
    }
    QVERIFY(
        diagram->grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-findpeers16.png"))));
}

void TestScaleView::fleet_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("star");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("columns");
    QTest::addColumn<QString>("shot");
    QTest::newRow("ring of 8 at 1024x700") << 8 << false << QSize(1024, 640) << 1 << QString();
    QTest::newRow("switch of 16 at 1024x700") << 16 << true << QSize(1024, 640) << 1 << QString();
    QTest::newRow("ring of 8 at 1920x1080") << 8 << false << QSize(1900, 1000) << 2 << QString();
    QTest::newRow("switch of 16 at 1920x1080")
        << 16 << true << QSize(1900, 1000) << 2 << QStringLiteral("sparkwire-fleet16.png");
}

void TestScaleView::fleet()
{
    QFETCH(int, n);
    QFETCH(bool, star);
    QFETCH(QSize, size);
    QFETCH(int, columns);
    QFETCH(QString, shot);
    cluster::ClusterRecord record;
    record.seatId = idOf(QLatin1Char('A'));
    record.topology = star ? topology::Topology::Switch : topology::Topology::Ring;
    record.switchPort = 1;
    for (int i = 0; i < n; ++i)
        record.members << member(QLatin1Char(char('A' + i)), i + 1);
    if (!star)
        for (int i = 0; i < n; ++i)
            record.cabling << cluster::ClusterCable{record.members.at(i).id, 0,
                                                    record.members.at((i + 1) % n).id, 1};
    record.name = cluster::ClusterRecord::defaultName(record.members);
    sim::DemoFleet fleet(record);
    fleet.start();
    FleetView view(fleet.history(), true);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY_WITH_TIMEOUT(fleet.history()->latest(n - 1).has_value(), 2000);
    QTest::qWait(2 * FleetView::kRefreshMs); // laid out, the cards in sight drawn

    auto *scroll = view.findChild<QScrollArea *>(QStringLiteral("fleetScroll"));
    QVERIFY(scroll);
    QCOMPARE(view.cards().size(), n);
    QSet<int> lefts;
    for (FleetMemberCard *card : view.cards()) {
        // Every card as big as it asks, each of its plots too, inside the page's width.
        QVERIFY2(card->width() >= card->minimumSizeHint().width() &&
                     card->height() >= card->minimumSizeHint().height(),
                 qPrintable(card->objectName()));
        QCOMPARE(card->charts().size(), star ? 1 : 2); // the cabled ports
        for (FleetChart *chart : card->charts())
            QVERIFY(chart->width() >= chart->minimumSizeHint().width() &&
                    chart->height() >= chart->minimumSizeHint().height());
        const QRect r(card->mapTo(scroll->widget(), QPoint(0, 0)), card->size());
        QVERIFY2(r.right() < scroll->viewport()->width(), qPrintable(card->objectName()));
        for (FleetMemberCard *other : view.cards())
            QVERIFY(
                other == card ||
                !r.intersects(QRect(other->mapTo(scroll->widget(), QPoint(0, 0)), other->size())));
        lefts << r.left();
        // A scroll away: brought into view, the whole card is seen.
        scroll->ensureWidgetVisible(card, 0, 0);
        QApplication::processEvents();
        const QRect seen(card->mapTo(scroll->viewport(), QPoint(0, 0)), card->size());
        QVERIFY2(scroll->viewport()->rect().contains(seen), qPrintable(card->objectName()));
    }
    QCOMPARE(int(lefts.size()), columns);
    if (!shot.isEmpty()) {
        scroll->verticalScrollBar()->setValue(0);
        const QString file = QDir::temp().filePath(shot);
        QVERIFY(view.grab().save(file));
        qInfo("saved %s", qPrintable(file));
    }
}

QTEST_MAIN(TestScaleView)
#include "tst_scaleview.moc"
