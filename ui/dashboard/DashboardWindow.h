#pragma once

#include <QWidget>

namespace sparkwire::bench {
class LinkTests;
}
namespace sparkwire::metrics {
class MetricsSampler;
struct MetricsSample;
} // namespace sparkwire::metrics
class LinkChart;
class QCheckBox;
class QComboBox;
class QTabWidget;
class TestsPanel;
class TroubleCountersTable;

// The live bandwidth dashboard: per link (physical port) a plot of RoCE Gb/s per twin and
// summed, an hour of history, pause, zoom (window and drag), export to PNG and CSV; the
// trouble counters beside it; the tests panel below.
class DashboardWindow : public QWidget
{
    Q_OBJECT
public:
    DashboardWindow(sparkwire::metrics::MetricsSampler *sampler, const QList<int> &ports,
                    sparkwire::bench::LinkTests *tests, bool demo, QWidget *parent = nullptr);

    LinkChart *currentChart() const;
    QList<LinkChart *> charts() const { return m_charts; }
    TestsPanel *testsPanel() const { return m_tests; }
    bool exportPng(const QString &path, QString *error) const;
    bool exportCsv(const QString &path, QString *error) const;

    // Feeds every view (the sampler's signal lands here).
    void addSample(const sparkwire::metrics::MetricsSample &sample);

private:
    void exportWithDialog(bool png);

    QList<LinkChart *> m_charts;
    QTabWidget *m_tabs;
    QComboBox *m_window;
    QCheckBox *m_pause;
    TroubleCountersTable *m_trouble;
    TestsPanel *m_tests;
};
