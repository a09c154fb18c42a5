// At 1024x700 (the smallest size Sparkwire promises) nothing the person reads is cut: on every
// wizard page of the demo no visible twin half shortens its netdev name or address, no
// visible one-line label is wider than its box, and no drawn cable runs over a twin half's
// label or a caption of the drawing (issue 17); the dashboard and its fleet page fit without
// a horizontal scroll bar, a cut button or an elided chart text (issue 16); also at 1366x768
// and 1920x1080. About 6 s.
#include "DemoParts.h"
#include "DemoSeat.h"
#include "LayoutChecks.h"
#include "MainWindow.h"
#include "RingNeighbours.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/NcclChart.h"
#include "dashboard/TestsPanel.h"
#include "diagram/CableRoute.h"
#include "diagram/CablingDiagram.h"
#include "diagram/ClusterDiagram.h"
#include "diagram/RearPanelWidget.h"
#include "diagram/TwinHalfButton.h"
#include "discovery/CablingSource.h"
#include "hw/InventoryMonitor.h"
#include "mdns/LanDiscovery.h"
#include "peers/PeerResponder.h"
#include "sim/DemoApplyBackend.h"
#include "sim/DemoCabling.h"
#include "sim/DemoCluster.h"
#include "sim/DemoLinkTests.h"
#include "sim/DemoMemberLink.h"
#include "sim/DemoPeerSession.h"
#include "wizard/FindPeersPage.h"
#include "wizard/WizardFrame.h"
#include "wizard/WizardPage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QPainterPathStroker>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextDocumentFragment>

using namespace sparkwire;
using namespace LayoutChecks;

namespace {
// No drawn cable runs over a twin half's label or a caption of the drawing.
QStringList coverage(QWidget *diagram, const QList<QPainterPath> &cables, const QString &page)
{
    QStringList cut;
    if (!diagram->isVisible())
        return cut;
    QPainterPathStroker stroker;
    stroker.setWidth(CableRoute::kWidth);
    QList<QPair<QString, QRectF>> texts;
    for (const TwinHalfButton *half : diagram->findChildren<TwinHalfButton *>())
        if (half->isVisible())
            texts << qMakePair(
                half->labelText(),
                QRectF(half->labelRect()).translated(half->mapTo(diagram, QPoint(0, 0))));
    for (const QLabel *l : diagram->findChildren<QLabel *>()) {
        if (!l->isVisible() || l->text().isEmpty())
            continue;
        // Where its text is, not its whole box (a title's box spans the drawing).
        QFont bold = l->font();
        bold.setBold(true); // wide enough for a rich title's bold part
        const QString plain = Qt::mightBeRichText(l->text())
                                  ? QTextDocumentFragment::fromHtml(l->text()).toPlainText()
                                  : l->text();
        const QRect r = QFontMetrics(bold).boundingRect(
            l->contentsRect(), int(l->alignment()) | (l->wordWrap() ? int(Qt::TextWordWrap) : 0),
            plain);
        texts << qMakePair(plain, QRectF(r.translated(l->mapTo(diagram, QPoint(0, 0)))));
    }
    // The port captions each panel draws under its cages.
    for (const RearPanelWidget *panel : diagram->findChildren<RearPanelWidget *>())
        if (panel->isVisible())
            for (int port = 0; port < 2; ++port)
                texts << qMakePair(
                    QStringLiteral("%1 port %2 caption").arg(panel->objectName()).arg(port),
                    QRectF(panel->captionRect(port))
                        .translated(panel->mapTo(diagram, QPoint(0, 0))));
    for (const QPainterPath &cable : cables)
        for (const auto &[text, rect] : std::as_const(texts))
            if (stroker.createStroke(cable).intersects(rect))
                cut << QStringLiteral("%1: a cable covers '%2'").arg(page, text);
    return cut;
}

QStringList cablesOverText(QWidget *window, const QString &page)
{
    QStringList cut;
    for (CablingDiagram *d : window->findChildren<CablingDiagram *>()) {
        QList<QPainterPath> paths;
        for (const CablingDiagram::Cable &c : d->cables())
            paths << c.path;
        cut << coverage(d, paths, page);
    }
    for (ClusterDiagram *d : window->findChildren<ClusterDiagram *>()) {
        QList<QPainterPath> paths;
        for (const ClusterDiagram::Cable &c : d->cables())
            paths << c.path;
        cut << coverage(d, paths, page);
    }
    return cut;
}

// Find peers at 1024x700: the cable between the two Sparks was below the scroll area's edge
// (issue 26). Every cable of a visible drawing lies inside what its scroll area shows.
QStringList cablesOutOfSight(QWidget *window, const QString &page)
{
    QStringList cut;
    for (CablingDiagram *d : window->findChildren<CablingDiagram *>()) {
        if (!d->isVisible())
            continue;
        auto *area = qobject_cast<QScrollArea *>(d->parentWidget()->parentWidget());
        const QRect shown =
            area ? QRect(d->mapFrom(area->viewport(), QPoint(0, 0)), area->viewport()->size())
                 : d->rect();
        for (const CablingDiagram::Cable &c : d->cables())
            if (!shown.contains(c.path.boundingRect().toAlignedRect()))
                cut << QStringLiteral("%1: a cable is out of sight (%2 of %3)")
                           .arg(page)
                           .arg(QStringLiteral("%1,%2 %3x%4")
                                    .arg(c.path.boundingRect().x())
                                    .arg(c.path.boundingRect().y())
                                    .arg(c.path.boundingRect().width())
                                    .arg(c.path.boundingRect().height()))
                           .arg(QStringLiteral("%1,%2 %3x%4")
                                    .arg(shown.x())
                                    .arg(shown.y())
                                    .arg(shown.width())
                                    .arg(shown.height()));
    }
    return cut;
}
} // namespace

class TestLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nothingElided_data();
    void nothingElided();
    void dashboardFits_data();
    void dashboardFits();
    void ringCablesClearOfCaptions();
    void findPeersAsOnASpark();
};

void TestLayout::nothingElided_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestLayout::nothingElided()
{
    QFETCH(QSize, size);
    DemoParts demo;
    demo.cluster.setStepMs(20);
    demo.peers.confirmPairing(true); // paired as the dialog would
    QVERIFY(QTest::qWaitFor(
        [&] { return demo.peers.pairedName(QString(64, QLatin1Char('b'))).has_value(); }));
    Session session = demo.session();
    session.signer = [](const QByteArray &) { return Result<QByteArray>(QByteArray("demo")); };
    MainWindow window(session);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), size);
    WizardFrame *wizard = window.wizard();
    auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
    QStringList cut;
    for (WizardPageId id = wizard->currentId(); id != WizardPageId::Apply;) {
        QTest::qWait(30); // laid out and painted
        const QString page = wizard->currentPage()->objectName();
        for (const TwinHalfButton *half : window.findChildren<TwinHalfButton *>())
            if (half->isVisible() && half->isElided())
                cut << QStringLiteral("%1: %2 (%3 px wide)")
                           .arg(page, half->labelText())
                           .arg(half->width());
        cut << cablesOverText(&window, page);
        cut << cutLabels(&window, page);
        // Find peers' drawing does not scroll sideways, and its cables are in sight whole.
        if (id == WizardPageId::FindPeers)
            cut << cutWidgets(wizard->currentPage(), page);
        cut << cablesOutOfSight(&window, page);
        QVERIFY2(QTest::qWaitFor([next] { return next->isEnabled(); }, 15000), qPrintable(page));
        QTest::qWait(30); // what the page shows once it is complete (the plan's table), laid out
        cut << scrollingTables(wizard->currentPage(), page);
        wizard->next();
        id = wizard->currentId();
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

void TestLayout::dashboardFits_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("faults");
    for (const QSize size : {QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080)})
        for (const bool faults : {false, true})
            QTest::addRow("%dx%d%s", size.width(), size.height(), faults ? " faults" : "")
                << size << faults;
}

// The dashboard at the window's size: this Spark's page after the recorded NCCL run (its
// result text and verdicts beside the chart; the faults' are longer) and the demo fleet's page
// (3 Sparks) fit without a horizontal scroll bar or anything cut.
void TestLayout::dashboardFits()
{
    QFETCH(QSize, size);
    QFETCH(bool, faults);
    DemoSeat seat(faults ? sim::DemoEnvironment::Scenario::Faults
                         : sim::DemoEnvironment::Scenario::Healthy);
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    MainWindow window(seat.session());
    DashboardWindow *dashboard = window.dashboard();
    dashboard->resize(size);
    dashboard->show();
    QVERIFY(QTest::qWaitForWindowExposed(dashboard));
    QSignalSpy ran(seat.session().linkTests, &bench::LinkTests::ncclFinished);
    dashboard->findChild<QPushButton *>(QStringLiteral("ncclTestButton"))->click();
    QVERIFY(ran.wait(10000));
    QCOMPARE(dashboard->size(), size);
    QVERIFY(dashboard->views());
    QStringList cut;
    for (int page = 0; page < dashboard->views()->count(); ++page) {
        dashboard->views()->setCurrentIndex(page);
        QTest::qWait(100); // laid out and painted
        cut << settledCutWidgets(dashboard, dashboard->views()->tabText(page));
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

// Three Sparks in a ring at 1024x700: Find peers and Addressing draw the cables from port 0 to
// the next Spark's port 1; they ran over port 1's labels and captions (issue 26).
void TestLayout::ringCablesClearOfCaptions()
{
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = QStringLiteral(SPARKWIRE_FIXTURES "/sysfs/dgx-port1");
    options.live = false;
    options.hostname = QStringLiteral("spark-ring-a");
    hw::InventoryMonitor inventory(options);
    sim::DemoApplyBackend applier;
    testing::RingCabling cabling;
    testing::RingPeers peers;
    const QString netplanRoot = QStringLiteral(SPARKWIRE_FIXTURES "/netplan/demo-root");
    sim::DemoCluster cluster(inventory.inventory(), &cabling, netplanRoot);
    cluster.setStepMs(20);
    cluster.addCable(testing::kRingB, 0, testing::kRingC, 1);
    Session session;
    session.inventory = inventory;
    session.applier = applier;
    session.cabling = cabling;
    session.peers = peers;
    session.netplanRoot = netplanRoot;
    session.demo = true;
    session.seatId = sim::DemoCluster::seatId();
    session.memberLinks = [&cluster](const QList<cluster::ClusterMember> &members,
                                     QObject *parent) {
        return sim::DemoMemberLink::linksFor(&cluster, members, parent);
    };
    session.signer = [](const QByteArray &) { return Result<QByteArray>(QByteArray("demo")); };
    MainWindow window(session);
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    WizardFrame *wizard = window.wizard();
    auto *next = window.findChild<QPushButton *>(QStringLiteral("nextButton"));
    QStringList cut;
    wizard->goTo(WizardPageId::ThisSpark);
    wizard->goTo(WizardPageId::FindPeers);
    for (const WizardPageId id : {WizardPageId::FindPeers, WizardPageId::Addressing}) {
        QVERIFY(QTest::qWaitFor([next] { return next->isEnabled(); }, 15000));
        if (wizard->currentId() != id)
            wizard->next();
        QCOMPARE(wizard->currentId(), id);
        QVERIFY(QTest::qWaitFor([next] { return next->isEnabled(); }, 15000));
        QTest::qWait(50); // laid out and painted
        const QString page = wizard->currentPage()->objectName();
        window.grab().save(
            QDir::temp().filePath(QStringLiteral("sparkwire-ring-%1.png").arg(page)));
        cut << cablesOverText(&window, page);
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

// Find peers as a Spark's window shows it (issue 26): the LAN list with a neighbour, "Accept a
// pairing request" counting down, at 1024x700. The drawing scrolled sideways and cut names, and
// the cable between the two Sparks was out of sight.
void TestLayout::findPeersAsOnASpark()
{
    DemoSeat seat;
    QVERIFY2(seat.ok(), qPrintable(seat.error()));
    MainWindow window(seat.session());
    testing::OneLanPeer lan(mdns::LanService::Sparkwire, QStringLiteral("spark-lan-neighbour"),
                            47312);
    peers::PeerResponder responder(
        peers::PeerResponder::Options(),
        [](const peers::PeerQuestion &, peers::PeerResponder::Answer answer) { answer(false); });
    window.findChild<FindPeersPage *>(QStringLiteral("findPeersPage"))->setLanDiscovery(&lan);
    window.setAnswering(&responder, {});
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.wizard()->goTo(WizardPageId::ThisSpark);
    window.wizard()->goTo(WizardPageId::FindPeers);
    responder.armPairing();
    QTest::qWait(100); // laid out and painted
    window.grab().save(QDir::temp().filePath(QStringLiteral("sparkwire-findpeers-spark.png")));
    const QString page = QStringLiteral("findPeersPage");
    QStringList cut;
    cut << cutLabels(&window, page) << cutWidgets(window.wizard()->currentPage(), page)
        << cablesOverText(&window, page) << cablesOutOfSight(&window, page);
    for (const TwinHalfButton *half : window.findChildren<TwinHalfButton *>())
        if (half->isVisible() && half->isElided())
            cut << QStringLiteral("%1: %2 elided").arg(page, half->labelText());
    responder.disarmPairing();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
