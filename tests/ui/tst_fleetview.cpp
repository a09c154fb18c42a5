// The dashboard's fleet page in demo mode (offscreen): the two simulated Sparks the wizard
// configures (this Spark and spark-demo-b, cabled port 1 to port 1), each live with its own
// curves, port 0 (no cable, no link on This Spark) not plotted; a member whose feed stops is marked
// lost within 3 s, its curves break (never a flat zero) and it comes back by itself; every plot
// exports as PNG, SVG and CSV with host, time and DEMO; nothing is clipped at 1024×700.
// About 6 s.
#include "DemoSeat.h"
#include "MainWindow.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/FleetChart.h"
#include "dashboard/FleetMemberCard.h"
#include "dashboard/FleetView.h"
#include "dashboard/TwinTable.h"

#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

class TestFleetView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_seat = std::make_unique<DemoSeat>();
        QVERIFY2(m_seat->ok(), qPrintable(m_seat->error()));
        m_window = std::make_unique<MainWindow>(m_seat->session());
        m_dashboard = m_window->dashboard();
        m_dashboard->resize(1024, 700);
        m_dashboard->show();
        QVERIFY(m_dashboard->views());
        m_dashboard->views()->setCurrentIndex(1);
        m_fleet = m_dashboard->fleetView();
        QVERIFY(m_fleet);
    }
    void cleanupTestCase()
    {
        m_window.reset();
        m_seat.reset();
    }

    void showsEveryMemberOfTheRecordLive()
    {
        QCOMPARE(m_fleet->cards().size(), 2);
        QCOMPARE(m_dashboard->views()->tabText(1), QStringLiteral("Fleet (2 Sparks)"));
        const auto &record = m_seat->fleet()->record();
        // The same Sparks the wizard finds and pairs: this one and its cabled peer.
        QCOMPARE(record.members.at(0).hostname, QStringLiteral("spark-demo-a"));
        QCOMPARE(record.members.at(1).hostname, QStringLiteral("spark-demo-b"));
        for (int i = 0; i < 2; ++i) {
            FleetMemberCard *card =
                m_fleet->findChild<FleetMemberCard *>(QStringLiteral("fleetMember%1").arg(i));
            QVERIFY(card);
            // The name is the record's, and only the cabled port 1 is plotted.
            QVERIFY(card->findChild<QLabel *>(QStringLiteral("fleetName%1").arg(i))
                        ->text()
                        .contains(record.members.at(i).hostname));
            QCOMPARE(card->charts().size(), 1);
            QVERIFY(card->findChild<TwinTable *>(QStringLiteral("fleetTable%1_1").arg(i)));
            QVERIFY(!card->findChild<TwinTable *>(QStringLiteral("fleetTable%1_0").arg(i)));
            QTRY_COMPARE_WITH_TIMEOUT(card->status()->text(), QStringLiteral("live"), 2000);
        }
        auto *table = m_fleet->findChild<TwinTable *>(QStringLiteral("fleetTable1_1"));
        QVERIFY(table);
        QTRY_VERIFY_WITH_TIMEOUT(table->text().contains(QStringLiteral("200G")), 1000);
    }

    void marksALostMemberWithin3sAndItComesBack()
    {
        const QString c = m_seat->fleet()->record().members.at(1).id;
        QTest::qWait(600); // some curve first
        QElapsedTimer clock;
        clock.start();
        m_seat->fleet()->setFeedStopped(c, true);
        QLabel *status = m_fleet->cards().at(1)->status();
        QTRY_VERIFY_WITH_TIMEOUT(
            status->text().startsWith(QStringLiteral("no data from spark-demo-b for ")), 3000);
        QVERIFY2(clock.elapsed() <= 3000, qPrintable(QString::number(clock.elapsed())));
        // The others stay live; the lost member's rates are no longer shown as figures.
        QCOMPARE(m_fleet->cards().at(0)->status()->text(), QStringLiteral("live"));
        const QString table =
            m_fleet->findChild<TwinTable *>(QStringLiteral("fleetTable1_1"))->text();
        QVERIFY2(table.endsWith(QStringLiteral("sum\t\t–\t–")), qPrintable(table));
        m_seat->fleet()->setFeedStopped(c, false);
        QTRY_COMPARE_WITH_TIMEOUT(status->text(), QStringLiteral("live"), 2000);
        QTest::qWait(2 * FleetView::kRefreshMs + 100);
        FleetChart *chart = m_fleet->cards().at(1)->charts().first();
        chart->refresh();
        // Before and after the silence: two pieces, nothing drawn through it, no zero.
        for (int series = 0; series < 6; ++series)
            QCOMPARE(chart->segmentCount(series), 2);
        QCOMPARE(m_fleet->cards().at(0)->charts().first()->segmentCount(0), 1);
    }

    void exportsPngSvgAndCsv()
    {
        QTemporaryDir dir;
        FleetChart *chart = m_fleet->cards().at(1)->charts().at(0);
        const QString png = dir.filePath(QStringLiteral("b.png"));
        const QString svg = dir.filePath(QStringLiteral("b.svg"));
        const QString csv = dir.filePath(QStringLiteral("b.csv"));
        QVERIFY(m_fleet->exportChart(chart, QStringLiteral("png"), png));
        QVERIFY(m_fleet->exportChart(chart, QStringLiteral("svg"), svg));
        QVERIFY(m_fleet->exportChart(chart, QStringLiteral("csv"), csv));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.text(QStringLiteral("Demo")), QStringLiteral("yes"));
        QVERIFY(!image.text(QStringLiteral("Host")).isEmpty());
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains("DEMO"));
        QVERIFY(svgText.contains("UTC"));
        // This Spark's plot exports as SVG too (LinkChart, through the toolbar's button).
        const QString local = dir.filePath(QStringLiteral("local.svg"));
        QVERIFY(m_dashboard->exportSvg(local));
        QFile localFile(local);
        QVERIFY(localFile.open(QIODevice::ReadOnly));
        const QByteArray localText = localFile.readAll();
        QVERIFY(localText.contains("<svg") && localText.contains("DEMO"));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        QVERIFY(csvFile.readLine().startsWith("seconds,half_0_tx_gbps"));
        QVERIFY(!csvFile.readLine().isEmpty());
    }

    void nothingClippedAt1024x700()
    {
        // The fleet page itself fits 1024×700 (the window around it is as wide as its other
        // page, "This Spark", needs: its tests panel's row of buttons).
        QVERIFY2(m_fleet->minimumSizeHint().width() <= 1000 &&
                     m_fleet->minimumSizeHint().height() <= 600,
                 qPrintable(QStringLiteral("%1x%2")
                                .arg(m_fleet->minimumSizeHint().width())
                                .arg(m_fleet->minimumSizeHint().height())));
        m_dashboard->resize(1024, 700);
        QTest::qWait(50);
        auto *scroll = m_fleet->findChild<QScrollArea *>(QStringLiteral("fleetScroll"));
        QVERIFY(scroll->widget()->minimumSizeHint().width() <= scroll->viewport()->width());
        // What does not fit is a scroll away (the pair's two cards fit whole).
        QVERIFY(scroll->widget()->height() <=
                scroll->viewport()->height() + scroll->verticalScrollBar()->maximum());
        for (FleetChart *chart : m_fleet->charts())
            QVERIFY(chart->width() >= chart->minimumSizeHint().width());
    }

private:
    std::unique_ptr<DemoSeat> m_seat;
    std::unique_ptr<MainWindow> m_window;
    DashboardWindow *m_dashboard = nullptr;
    FleetView *m_fleet = nullptr;
};

QTEST_MAIN(TestFleetView)
#include "tst_fleetview.moc"
