// The dashboard's trouble counters beside the plots, offscreen: never clipped at 1024×700,
// and on soft-RoCE (the virtual Sparks) rxe's own counters with the plot's rates marked ~.
// The soft-RoCE dashboard is saved as sparkwire-dashboard-softroce.png in the temporary folder.
#include "dashboard/DashboardWindow.h"
#include "dashboard/LinkChart.h"
#include "dashboard/TroubleCountersTable.h"
#include "sim/DemoLinkTests.h"

#include "common/DashboardSamples.h"

#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QScrollBar>
#include <QTest>

using namespace sparkwire;

class TestTroubleCounters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void troubleCountersNotClippedAt1024x700();
    void softRoceRowsAndRatesAreMarked();
};

void TestTroubleCounters::troubleCountersNotClippedAt1024x700()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, true);
    dashboard.resize(1024, 700);
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    // Four twins with large totals that grew: the widest the table gets.
    metrics::MetricsSample s;
    s.timeMs = 1000;
    s.intervalS = 1;
    for (int port : {0, 1})
        for (int half : {0, 1}) {
            metrics::TwinRates t;
            t.port = port;
            t.half = half;
            t.present = true;
            t.rdmaDevice = QStringLiteral("roceP2p1s0f%1").arg(port);
            for (const QString &name :
                 metrics::troubleCounters(metrics::RoceCounting::PortCounters)) {
                t.troubleTotals.insert(name, 98'765'432'109ULL);
                t.troubleDeltas.insert(name, 123'456);
            }
            s.twins << t;
        }
    dashboard.addSample(s);
    dashboard.addSample(s);
    QApplication::processEvents();
    auto *table = dashboard.findChild<TroubleCountersTable *>(QStringLiteral("troubleCounters"));
    QVERIFY(table);
    QCOMPARE(table->columnCount(), 4);
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
    QVERIFY2(table->viewport()->width() >= table->horizontalHeader()->length(),
             qPrintable(QStringLiteral("%1 < %2")
                            .arg(table->viewport()->width())
                            .arg(table->horizontalHeader()->length())));
    // The increase under the total: the row is two lines high, not cut to one.
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("98.8G\n+123.5k"));
    QVERIFY2(table->rowHeight(0) >= 2 * table->fontMetrics().height(),
             qPrintable(QString::number(table->rowHeight(0))));
    // Every row two lines high at once still fits: the table keeps that room, never scrolls.
    QTRY_COMPARE(table->verticalScrollBar()->maximum(), 0);
    QCOMPARE(TroubleCountersTable::compact(98'765'432'109ULL), QStringLiteral("98.8G"));
    QCOMPARE(TroubleCountersTable::compact(12'345), QStringLiteral("12345"));
    // The charts keep most of the width.
    QVERIFY(dashboard.currentChart()->width() > 500);
}

// The virtual Sparks' soft-RoCE: the trouble table shows rxe's own counters (mlx5's do not
// exist there), and the plot says its rates are the netdev's bytes; an adapter's sample puts
// both back.
void TestTroubleCounters::softRoceRowsAndRatesAreMarked()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, true);
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    auto *table = dashboard.findChild<TroubleCountersTable *>(QStringLiteral("troubleCounters"));
    QVERIFY(table);
    const auto rows = [table] {
        QStringList names;
        for (int r = 0; r < table->rowCount(); ++r)
            names << table->verticalHeaderItem(r)->text();
        return names;
    };
    const auto portCounters = metrics::troubleCounters(metrics::RoceCounting::PortCounters);
    QCOMPARE(rows(), portCounters); // a Spark's CX-7 until a sample says otherwise

    metrics::MetricsSample soft = dashboardSample(1000, 0.4, 0.3);
    for (metrics::TwinRates &t : soft.twins) {
        t.counting = metrics::RoceCounting::SoftRoce;
        t.troubleTotals = {{QStringLiteral("out_of_seq_request"), 12}};
        t.troubleDeltas = {{QStringLiteral("out_of_seq_request"), 2}};
    }
    dashboard.addSample(soft);
    QApplication::processEvents();
    const QStringList rxe = metrics::troubleCounters(metrics::RoceCounting::SoftRoce);
    QCOMPARE(rows(), rxe);
    QCOMPARE(table->item(rxe.indexOf(QStringLiteral("out_of_seq_request")), 0)->text(),
             QStringLiteral("12\n+2"));
    LinkChart *chart = dashboard.currentChart();
    QVERIFY(chart->isSoftRoce());
    QVERIFY(chart->toolTip().contains(QStringLiteral("netdev's bytes")));
    QVERIFY(dashboard.grab().save(
        QDir::temp().filePath(QStringLiteral("sparkwire-dashboard-softroce.png"))));

    dashboard.addSample(dashboardSample(1100, 90, 90));
    QApplication::processEvents();
    QCOMPARE(rows(), portCounters);
    QVERIFY(!chart->isSoftRoce());
    QVERIFY(chart->toolTip().isEmpty());
}

QTEST_MAIN(TestTroubleCounters)
#include "tst_troublecounters.moc"
