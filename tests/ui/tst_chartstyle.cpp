// One chart style everywhere (ChartStyle): ticks that never print the same label twice,
// the Okabe–Ito colours with tx solid and rx dashed in every chart and legend, and the
// folders the export dialogs start in. Split from tst_dashboard, which drives the window.
#include "dashboard/ChartStyle.h"
#include "dashboard/DashboardWindow.h"
#include "dashboard/LinkChart.h"
#include "dashboard/NcclChart.h"
#include "sim/DemoLinkTests.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QValueAxis>

using namespace sparkwire;

class TestChartStyle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ticksNeverRepeat_data();
    void ticksNeverRepeat();
    void rescalingNeverLaysOutFineSteps_data();
    void rescalingNeverLaysOutFineSteps();
    void oneStyleForChartsAndLegends();
    void okabeItoColours_data();
    void okabeItoColours();
    void saveDialogsStartInPicturesAndDocuments();
};

// The window's colours are the Okabe–Ito values the SVG charts core writes (one table,
// common/ChartPalette.h): unchanged since they were written out in ChartStyle.
void TestChartStyle::okabeItoColours_data()
{
    QTest::addColumn<int>("role");
    QTest::addColumn<QColor>("colour");
    QTest::addColumn<QString>("svg");
    QTest::newRow("half 0: blue") << int(ChartStyle::Role::Half0) << QColor(0x00, 0x72, 0xb2)
                                  << "#0072b2";
    QTest::newRow("half 1: orange")
        << int(ChartStyle::Role::Half1) << QColor(0xe6, 0x9f, 0x00) << "#e69f00";
    QTest::newRow("sum: black") << int(ChartStyle::Role::Sum) << QColor(0x00, 0x00, 0x00)
                                << "#000000";
    QTest::newRow("warning: vermillion")
        << int(ChartStyle::Role::Warning) << QColor(0xd5, 0x5e, 0x00) << "#d55e00";
}

void TestChartStyle::okabeItoColours()
{
    QFETCH(int, role);
    QFETCH(QColor, colour);
    QFETCH(QString, svg);
    const QColor c = ChartStyle::colour(ChartStyle::Role(role));
    QCOMPARE(c, colour);
    QCOMPARE(c.name(), svg);
}

void TestChartStyle::ticksNeverRepeat_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("step");
    QTest::addColumn<int>("decimals");
    QTest::newRow("busbw 1.6 GB/s (was 0,0,1,1)") << 0.0 << 1.6 << 0.5 << 1;
    QTest::newRow("10 Gb/s") << 0.0 << 10.0 << 2.0 << 0;
    QTest::newRow("200 Gb/s") << 0.0 << 200.0 << 50.0 << 0;
    QTest::newRow("tiny") << 0.0 << 0.12 << 0.05 << 2;
    QTest::newRow("last minute") << -60.0 << 0.0 << 20.0 << 0;
    QTest::newRow("last hour") << -3600.0 << 0.0 << 1000.0 << 0;
}

void TestChartStyle::ticksNeverRepeat()
{
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(double, step);
    QFETCH(int, decimals);
    QValueAxis axis;
    ChartStyle::applyTicks(&axis, low, high);
    QCOMPARE(axis.tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(axis.tickInterval(), step);
    QCOMPARE(axis.labelFormat(), QStringLiteral("%.%1f").arg(decimals));
    QVERIFY(axis.min() <= low && axis.max() >= high);
    // Every tick label as the axis prints it: all different.
    QStringList labels;
    for (double v = axis.min(); v <= axis.max() + step / 2; v += step)
        labels << QString::asprintf(qPrintable(axis.labelFormat()), v);
    QVERIFY(labels.size() >= 2);
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
}

// A visible axis with dynamic ticks lays out a label for every step of its range whenever the
// range or the step changes. Widening 0..10 Gb/s (steps of 2) to 0..200 with the range first
// made 100 labels for a moment: 24 ms of a dashboard tick. Every intermediate state of a
// rescale has at most as many steps as the coarser of the two ends.
void TestChartStyle::rescalingNeverLaysOutFineSteps_data()
{
    QTest::addColumn<double>("fromHigh");
    QTest::addColumn<double>("toHigh");
    QTest::newRow("idle to a busy link (was 100 steps)") << 10.0 << 200.0;
    QTest::newRow("busy to idle") << 200.0 << 10.0;
    QTest::newRow("200 to 400 Gb/s") << 200.0 << 400.0;
    QTest::newRow("first ticks of a new axis") << 0.0 << 200.0;
}

void TestChartStyle::rescalingNeverLaysOutFineSteps()
{
    QFETCH(double, fromHigh);
    QFETCH(double, toHigh);
    QValueAxis axis;
    if (fromHigh > 0)
        ChartStyle::applyTicks(&axis, 0, fromHigh);
    int mostSteps = 0;
    auto count = [&] {
        if (axis.tickType() == QValueAxis::TicksDynamic && axis.tickInterval() > 0)
            mostSteps = qMax(mostSteps, int((axis.max() - axis.min()) / axis.tickInterval()));
    };
    connect(&axis, &QValueAxis::rangeChanged, this, count);
    connect(&axis, &QValueAxis::tickIntervalChanged, this, count);
    connect(&axis, &QValueAxis::tickTypeChanged, this, count);
    ChartStyle::applyTicks(&axis, 0, toHigh);
    QCOMPARE(axis.max(), toHigh);
    QVERIFY2(mostSteps <= 6, qPrintable(QStringLiteral("%1 steps at once").arg(mostSteps)));
}

void TestChartStyle::oneStyleForChartsAndLegends()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, true);
    dashboard.show();
    for (LinkChart *chart : dashboard.charts()) {
        const ChartStyle::Role roles[] = {ChartStyle::Role::Half0, ChartStyle::Role::Half1,
                                          ChartStyle::Role::Sum};
        for (int i = 0; i < chart->seriesCount(); ++i) {
            QLineSeries *line = chart->series(i);
            QCOMPARE(line->pen().color(), ChartStyle::colour(roles[i / 2]));
            QCOMPARE(line->pen().style(), i % 2 ? Qt::DashLine : Qt::SolidLine); // rx dashed
            // The legend shows the same colour as the curve.
            const QList<QLegendMarker *> markers = line->chart()->legend()->markers(line);
            QCOMPARE(markers.size(), 1);
            QCOMPARE(markers.first()->brush().color(), line->pen().color());
            QCOMPARE(line->chart()->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
        }
    }
    // tx and rx of a twin share the colour and differ in dash; twins differ in colour.
    QVERIFY(ChartStyle::colour(ChartStyle::Role::Half0) !=
            ChartStyle::colour(ChartStyle::Role::Half1));
    auto *nccl = dashboard.findChild<NcclChart *>(QStringLiteral("ncclChart"));
    QVERIFY(nccl);
    auto *view = nccl->findChild<QChartView *>();
    QVERIFY(view);
    const QList<QAbstractSeries *> ncclLines = view->chart()->series();
    QCOMPARE(ncclLines.size(), 3);
    for (QAbstractSeries *series : ncclLines) {
        const QColor c = qobject_cast<QLineSeries *>(series)->pen().color();
        QVERIFY2(c == ChartStyle::colour(ChartStyle::Role::Half0) ||
                     c == ChartStyle::colour(ChartStyle::Role::Half1) ||
                     c == ChartStyle::colour(ChartStyle::Role::Warning),
                 qPrintable(c.name()));
    }
}

void TestChartStyle::saveDialogsStartInPicturesAndDocuments()
{
    const auto expected = [](QStandardPaths::StandardLocation where) {
        const QString dir = QStandardPaths::writableLocation(where);
        return QFileInfo(dir).isDir() ? dir : QDir::homePath();
    };
    QCOMPARE(QFileInfo(DashboardWindow::suggestedExportPath(true, 1)).path(),
             expected(QStandardPaths::PicturesLocation));
    QCOMPARE(QFileInfo(DashboardWindow::suggestedExportPath(false, 1)).path(),
             expected(QStandardPaths::DocumentsLocation));
    QVERIFY(DashboardWindow::suggestedExportPath(true, 1).endsWith(QLatin1String("port1.png")));
    QVERIFY(QFileInfo(DashboardWindow::suggestedExportPath(false, 0)).isAbsolute());
}

QTEST_MAIN(TestChartStyle)
#include "tst_chartstyle.moc"
