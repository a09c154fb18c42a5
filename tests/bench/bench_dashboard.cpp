// What one dashboard update costs with full history: two links (12 plotted series, more than
// the 8 the target names) each holding an hour at 10 Hz, the window at "last hour", then one
// new sample: record, rebuild every series from the decimated history (at most 1,200 points
// drawn per series: the min/max envelope), repaint. Target: <= 16 ms (one frame at 60 Hz).
// Offscreen platform: software rendering, no GPU.
#include "dashboard/DashboardWindow.h"
#include "dashboard/LinkChart.h"
#include "metrics/MetricsSample.h"
#include "sim/DemoLinkTests.h"

#include <QApplication>
#include <QComboBox>
#include <QLineSeries>
#include <QTest>

#include <cmath>
#include <utility>

using namespace sparkwire;

namespace {
metrics::MetricsSample sample(qint64 ms)
{
    metrics::MetricsSample s;
    s.timeMs = ms;
    s.intervalS = 0.1;
    for (int port : {0, 1})
        for (int half : {0, 1}) {
            metrics::TwinRates t;
            t.port = port;
            t.half = half;
            t.present = true;
            t.txGbps = 90 + 5 * std::sin(double(ms) / 7000.0 + half);
            t.rxGbps = t.txGbps - 1;
            s.twins << t;
        }
    return s;
}
} // namespace

class BenchDashboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void updateWithAnHourOfHistory();
};

void BenchDashboard::updateWithAnHourOfHistory()
{
    sim::DemoLinkTests tests;
    DashboardWindow dashboard(nullptr, {0, 1}, &tests, true);
    dashboard.show();
    dashboard.findChild<QComboBox *>(QStringLiteral("windowCombo"))->setCurrentIndex(3); // 1 h
    const auto charts = dashboard.charts();
    for (LinkChart *c : charts)
        c->setPaused(true); // fill fast, draw once
    qint64 ms = 0;
    for (int i = 0; i < 36000; ++i, ms += 100)
        dashboard.addSample(sample(ms));
    for (LinkChart *c : charts)
        c->setPaused(false);
    QApplication::processEvents();
    int points = 0;
    QBENCHMARK
    {
        dashboard.addSample(sample(ms += 100));
        dashboard.repaint(); // paint now, as the next frame would
    }
    for (LinkChart *c : charts)
        for (int i = 0; i < c->seriesCount(); ++i)
            points += int(c->series(i)->count());
    static bool printed = false; // QBENCHMARK may run this function more than once
    if (!std::exchange(printed, true))
        std::printf(
            "figure: dashboard with %d series of an hour at 10 Hz each (36,000 samples, kept as "
            "3,600 one-second means), %d points drawn\n",
            2 * charts.first()->seriesCount(), points);
    QVERIFY(points >= 12 * 600);
}

QTEST_MAIN(BenchDashboard)
#include "bench_dashboard.moc"
