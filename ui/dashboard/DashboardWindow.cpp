#include "DashboardWindow.h"

#include "bench/KeptResults.h"
#include "cluster/ClusterModel.h"
#include "cluster/ClusterSummary.h"

#include "ClusterLinksTable.h"
#include "FleetView.h"

#include "LinkChart.h"
#include "TestsPanel.h"
#include "TroubleCountersTable.h"

#include "metrics/MetricsHistory.h"
#include "metrics/MetricsSampler.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

DashboardWindow::DashboardWindow(sparkwire::metrics::MetricsSampler *sampler,
                                 const QList<int> &ports, sparkwire::bench::LinkTests *tests,
                                 bool demo, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_history(new sparkwire::metrics::MetricsHistory(ports, this))
    , m_tabs(new QTabWidget(this))
    , m_window(new QComboBox(this))
    , m_pause(new QCheckBox(tr("&Pause"), this))
    , m_trouble(new TroubleCountersTable(this))
    , m_tests(new TestsPanel(tests, this))
    , m_side(new QVBoxLayout)
    , m_demo(demo)
{
    setObjectName(QStringLiteral("dashboard"));
    // Ends with the application's name, so the platform does not append it a second time
    // ("Sparkwire — Bandwidth dashboard — Sparkwire").
    setWindowTitle(demo ? tr("Bandwidth dashboard (demo) — Sparkwire")
                        : tr("Bandwidth dashboard — Sparkwire"));
    m_tabs->setObjectName(QStringLiteral("linkTabs"));
    m_window->setObjectName(QStringLiteral("windowCombo"));
    m_pause->setObjectName(QStringLiteral("pauseCheck"));
    for (const auto &[label, seconds] : {std::pair{tr("Last minute"), 60},
                                         {tr("Last 5 minutes"), 300},
                                         {tr("Last 15 minutes"), 900},
                                         {tr("Last hour"), 3600}})
        m_window->addItem(label, seconds);
    m_window->setCurrentIndex(0);
    for (int port : ports) {
        auto *chart =
            new LinkChart(m_history->link(port),
                          tr("Port %1: RoCE throughput per twin and summed").arg(port), m_tabs);
        chart->setWindowSeconds(60);
        m_charts << chart;
        m_tabs->addTab(chart, tr("Port %1").arg(port));
    }
    // Show the busiest link first once traffic is seen: default to port 1, the usual cable.
    for (int i = 0; i < m_charts.size(); ++i)
        if (m_charts.at(i)->port() == 1)
            m_tabs->setCurrentIndex(i);

    auto *png = new QPushButton(tr("&Export PNG…"), this);
    png->setObjectName(QStringLiteral("exportPngButton"));
    auto *csv = new QPushButton(tr("Export &data as CSV…"), this);
    csv->setObjectName(QStringLiteral("exportCsvButton"));
    auto *svg = new QPushButton(tr("E&xport SVG…"), this);
    svg->setObjectName(QStringLiteral("exportSvgButton"));
    m_exportButtons = {png, svg, csv};
    auto *windowLabel = new QLabel(tr("&Show:"), this);
    windowLabel->setBuddy(m_window);
    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(windowLabel);
    toolbar->addWidget(m_window);
    toolbar->addWidget(m_pause);
    toolbar->addStretch();
    if (demo) {
        auto *badge = new QLabel(tr("DEMO — simulated counters"), this);
        badge->setObjectName(QStringLiteral("demoBadge"));
        badge->setStyleSheet(QStringLiteral("QLabel { background: #ffd23f; color: #2b2200; "
                                            "font-weight: bold; padding: 3px 8px; }"));
        toolbar->addWidget(badge);
    }
    toolbar->addWidget(png);
    toolbar->addWidget(svg);
    toolbar->addWidget(csv);

    auto *troubleTitle = new QLabel(tr("<b>Trouble counters</b>"), this);
    m_side->addWidget(troubleTitle);
    m_side->addWidget(m_trouble,
                      1); // shares the height with the cable list: every counter row in view
    auto *troubleWidget = new QWidget(this);
    troubleWidget->setLayout(m_side);
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_tabs);
    top->addWidget(troubleWidget);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 1);
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(top);
    vertical->addWidget(m_tests);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(toolbar);
    layout->addWidget(vertical, 1);
    m_local = vertical;
    resize(1200, 820);

    const auto showWindow = [this] {
        for (LinkChart *c : std::as_const(m_charts))
            c->setWindowSeconds(m_window->currentData().toInt());
        if (m_fleet)
            m_fleet->setWindowSeconds(m_window->currentData().toInt());
    };
    connect(m_window, &QComboBox::currentIndexChanged, this, showWindow);
    // Choosing the window already shown shows all of it again after a drag to zoom.
    connect(m_window, &QComboBox::activated, this, showWindow);
    connect(m_pause, &QCheckBox::toggled, this, [this](bool paused) {
        for (LinkChart *c : std::as_const(m_charts))
            c->setPaused(paused);
        if (m_fleet)
            m_fleet->setPaused(paused);
    });
    connect(png, &QPushButton::clicked, this, [this] { exportWithDialog(QStringLiteral("png")); });
    connect(svg, &QPushButton::clicked, this, [this] { exportWithDialog(QStringLiteral("svg")); });
    connect(csv, &QPushButton::clicked, this, [this] { exportWithDialog(QStringLiteral("csv")); });
    connect(m_history, &sparkwire::metrics::MetricsHistory::recorded, this,
            &DashboardWindow::showSample);
    if (sampler)
        m_history->attach(sampler);
}

void DashboardWindow::setCluster(ClusterModel *cluster)
{
    if (m_clusterLinks)
        return;
    m_cluster = cluster;
    m_clusterLinks = new ClusterLinksTable(cluster, this);
    auto *title = new QLabel(tr("<b>Every cable of the cluster</b>"), this);
    title->setBuddy(m_clusterLinks);
    m_side->addWidget(title);
    m_side->addWidget(m_clusterLinks, 1);
}

void DashboardWindow::setFleet(sparkwire::metrics::FleetHistory *fleet)
{
    if (fleet == m_fleetHistory)
        return;
    m_fleetHistory = fleet;
    // A new record (or none): the old page goes (deleting it removes its tab), a new one comes.
    const bool fleetShown = m_views && m_fleet && m_views->currentWidget() == m_fleet;
    delete m_fleet;
    m_fleet = nullptr;
    if (!m_views && fleet) {
        m_views = new QTabWidget(this);
        m_views->setObjectName(QStringLiteral("dashboardViews"));
        m_views->setDocumentMode(true);
        delete layout()->replaceWidget(m_local, m_views); // the old item is ours to delete
        m_views->addTab(m_local, tr("This Spark"));
        if (isVisible())
            m_views->show(); // made while the window is open (a hidden one shows it with itself)
        // Each fleet plot has its own export menu; the toolbar's export this Spark's plot.
        connect(m_views, &QTabWidget::currentChanged, this, [this] {
            for (QPushButton *b : std::as_const(m_exportButtons))
                b->setVisible(m_views->currentWidget() == m_local);
        });
    }
    if (!m_views)
        return;
    m_views->tabBar()->setVisible(fleet != nullptr);
    if (!fleet)
        return;
    m_fleet = new FleetView(fleet, m_demo, m_views);
    // The cluster as text from what this Spark keeps: its record (names as paired here), its
    // kept results and its versions (ClusterSummary).
    if (m_cluster)
        m_fleet->setClusterText([cluster = m_cluster, dir = m_stateDir] {
            if (!cluster || !cluster->keptRecord())
                return tr("This Spark keeps no cluster record yet.");
            const sparkwire::bench::KeptResults::Newest newest =
                sparkwire::bench::KeptResults(dir).newest();
            return sparkwire::cluster::ClusterSummary::text(
                *cluster->keptRecord(), cluster->seatId(), newest.links + newest.nccl,
                sparkwire::cluster::ClusterSummary::seatVersions(
                    QStringLiteral("/"), QStringLiteral(SPARKWIRE_VERSION)));
        });
    m_fleet->setWindowSeconds(m_window->currentData().toInt());
    m_fleet->setPaused(m_pause->isChecked());
    const int members = fleet->memberCount();
    m_views->addTab(m_fleet, tr("Fleet (%n Sparks)", nullptr, members));
    if (fleetShown)
        m_views->setCurrentWidget(m_fleet);
}

void DashboardWindow::addSample(const sparkwire::metrics::MetricsSample &sample)
{
    m_history->record(sample);
}

void DashboardWindow::showSample(const sparkwire::metrics::MetricsSample &sample)
{
    for (LinkChart *c : std::as_const(m_charts)) {
        // How the port's twins are counted this tick; a tick where none was read says nothing.
        bool read = false, softRoce = false;
        for (const sparkwire::metrics::TwinRates &t : sample.twins)
            if (t.port == c->port() && t.present) {
                read = true;
                softRoce = softRoce || t.counting == sparkwire::metrics::RoceCounting::SoftRoce;
            }
        if (read)
            c->setSoftRoce(softRoce);
        c->historyGrew();
    }
    m_trouble->update(sample);
}

LinkChart *DashboardWindow::currentChart() const
{
    return qobject_cast<LinkChart *>(m_tabs->currentWidget());
}

sparkwire::Status DashboardWindow::exportPng(const QString &path) const
{
    if (!currentChart())
        return sparkwire::makeError(sparkwire::ErrorCode::NotFound,
                                    tr("There is no link to export."));
    return currentChart()->exportPng(path, {QSysInfo::machineHostName(),
                                            QDateTime::currentDateTimeUtc().toString(
                                                QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")),
                                            m_demo});
}

sparkwire::Status DashboardWindow::exportSvg(const QString &path) const
{
    if (!currentChart())
        return sparkwire::makeError(sparkwire::ErrorCode::NotFound,
                                    tr("There is no link to export."));
    return currentChart()->exportSvg(path, {QSysInfo::machineHostName(),
                                            QDateTime::currentDateTimeUtc().toString(
                                                QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")),
                                            m_demo});
}

sparkwire::Status DashboardWindow::exportCsv(const QString &path) const
{
    if (!currentChart())
        return sparkwire::makeError(sparkwire::ErrorCode::NotFound,
                                    tr("There is no link to export."));
    return m_history->exportCsv(currentChart()->port(), path, currentChart()->windowSeconds());
}

QString DashboardWindow::suggestedExportPath(bool png, int port)
{
    QString dir = QStandardPaths::writableLocation(png ? QStandardPaths::PicturesLocation
                                                       : QStandardPaths::DocumentsLocation);
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    return QStringLiteral("%1/sparkwire-port%2.%3")
        .arg(dir)
        .arg(port)
        .arg(png ? QStringLiteral("png") : QStringLiteral("csv"));
}

void DashboardWindow::exportWithDialog(const QString &format)
{
    const bool png = format == QLatin1String("png");
    const bool svg = format == QLatin1String("svg");
    QString name = suggestedExportPath(png || svg, currentChart() ? currentChart()->port() : 0);
    if (svg)
        name = name.left(name.size() - 3) + QStringLiteral("svg");
    const QString path = QFileDialog::getSaveFileName(this,
                                                      png   ? tr("Export the plot as PNG")
                                                      : svg ? tr("Export the plot as SVG")
                                                            : tr("Export the plotted data as CSV"),
                                                      name,
                                                      png   ? tr("PNG images (*.png)")
                                                      : svg ? tr("SVG images (*.svg)")
                                                            : tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const sparkwire::Status written = png   ? exportPng(path)
                                      : svg ? exportSvg(path)
                                            : exportCsv(path);
    if (!written)
        QMessageBox::warning(this, tr("Export failed"), written.errorMessage());
}
