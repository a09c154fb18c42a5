#pragma once

#include "common/Result.h"

#include <QPointer>
#include <QWidget>

namespace sparkwire::bench {
class LinkTests;
}
namespace sparkwire::metrics {
class MetricsHistory;
class MetricsSampler;
struct MetricsSample;
} // namespace sparkwire::metrics
namespace sparkwire::metrics {
class FleetHistory;
}
class ClusterLinksTable;
class FleetView;
class QPushButton;
class ClusterModel;
class LinkChart;
class QCheckBox;
class QVBoxLayout;
class QComboBox;
class QTabWidget;
class TestsPanel;
class TroubleCountersTable;

// The live bandwidth dashboard: per link (physical port) a plot of RoCE Gb/s per twin and
// summed, pause, zoom (window and drag), export to PNG and CSV; the trouble counters beside
// it; the tests panel below. The hour of history and the CSV are core's (MetricsHistory).
class DashboardWindow : public QWidget
{
    Q_OBJECT
public:
    DashboardWindow(sparkwire::metrics::MetricsSampler *sampler, const QList<int> &ports,
                    sparkwire::bench::LinkTests *tests, bool demo, QWidget *parent = nullptr);

    LinkChart *currentChart() const;
    QList<LinkChart *> charts() const { return m_charts; }
    TestsPanel *testsPanel() const { return m_tests; }
    const sparkwire::metrics::MetricsHistory *history() const { return m_history; }
    // The current link: the plot as PNG; the plotted window as CSV.
    sparkwire::Status exportPng(const QString &path) const;
    sparkwire::Status exportCsv(const QString &path) const;
    sparkwire::Status exportSvg(const QString &path) const;
    // Where the save dialog starts: the person's Pictures folder for a PNG, Documents for a
    // CSV (their home when the folder is missing), never the working directory.
    static QString suggestedExportPath(bool png, int port);

    // Adds the fleet view (every member of the cluster, fed by core's FleetHistory) as a
    // second page beside this Spark's; the window and pause apply to both. Called again with
    // another history (the record changed), the page is rebuilt for it; nullptr removes it.
    void setFleet(sparkwire::metrics::FleetHistory *fleet);
    FleetView *fleetView() const { return m_fleet; }
    QTabWidget *views() const { return m_views; }

    // Lists every cable of the cluster being configured, with its checks, beside the counters.
    void setCluster(ClusterModel *cluster);
    // Where this Spark keeps its test results and record: the fleet's "Copy as text" reads them.
    void setStateDir(const QString &stateDir) { m_stateDir = stateDir; }
    ClusterLinksTable *clusterLinks() const { return m_clusterLinks; }

    // Records a sample into the history (the sampler's ticks arrive the same way).
    void addSample(const sparkwire::metrics::MetricsSample &sample);

private:
    void showSample(const sparkwire::metrics::MetricsSample &sample);
    void exportWithDialog(const QString &format);

    sparkwire::metrics::MetricsHistory *m_history;
    QList<LinkChart *> m_charts;
    QTabWidget *m_tabs;
    QComboBox *m_window;
    QCheckBox *m_pause;
    TroubleCountersTable *m_trouble;
    TestsPanel *m_tests;
    QVBoxLayout *m_side;
    ClusterLinksTable *m_clusterLinks = nullptr;
    QWidget *m_local = nullptr;    // this Spark's page
    QTabWidget *m_views = nullptr; // this Spark | fleet, once there is a fleet
    FleetView *m_fleet = nullptr;
    QString m_stateDir;
    QPointer<ClusterModel> m_cluster;                           // for the fleet's "Copy as text"
    sparkwire::metrics::FleetHistory *m_fleetHistory = nullptr; // what m_fleet shows
    QList<QPushButton *> m_exportButtons;                       // this Spark's plots only
    bool m_demo = false;
};
