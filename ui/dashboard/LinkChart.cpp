#include "LinkChart.h"

#include "ChartStyle.h"
#include "PlotEnvelope.h"
#include "StampedExport.h"

#include "metrics/LinkHistory.h"

#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QImage>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QPen>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QValueAxis>

namespace {
// tx solid, rx dashed; half 0 blue, half 1 orange, the sum black (ChartStyle).
QPen penFor(int twin, bool rx)
{
    static const ChartStyle::Role roles[] = {ChartStyle::Role::Half0, ChartStyle::Role::Half1,
                                             ChartStyle::Role::Sum};
    return ChartStyle::pen(roles[twin], rx);
}
// More points than the plot has pixels only cost time: above kMaxPoints, keep each bucket's
// lowest and highest value (in time order), so dips and peaks still show.
constexpr int kMaxPoints = 1200;
constexpr int kTimeTicks = 6; // labels on the time axis, at most
QList<QPointF> envelope(const QList<QPointF> &points)
{
    return plotEnvelope(points, kMaxPoints);
}
} // namespace

using sparkwire::metrics::LinkHistory;

LinkChart::LinkChart(const LinkHistory *history, const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_history(history)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_x(new QValueAxis(m_chart))
    , m_y(new QValueAxis(m_chart))
    , m_title(title)
{
    setObjectName(QStringLiteral("linkChart%1").arg(history->port()));
    m_chart->setTitle(m_title);
    // Six entries side by side were cut at 1024 px in German ("Hälfte ..."): one per line on
    // the right takes the width the longest name needs in any language.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    // The legend draws each series' own line, so rx shows dashed there too.
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_x->setTitleText(tr("seconds ago"));
    m_y->setTitleText(tr("RoCE Gb/s"));
    ChartStyle::applyTicks(m_y, 0, 200);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    const QString names[] = {tr("half 0 tx"), tr("half 0 rx"), tr("half 1 tx"),
                             tr("half 1 rx"), tr("port tx"),   tr("port rx")};
    static_assert(LinkHistory::kSeriesCount == 6);
    for (int i = 0; i < LinkHistory::kSeriesCount; ++i) {
        auto *line = new QLineSeries(m_chart);
        line->setName(names[i]);
        line->setPen(penFor(i / 2, i % 2 == 1));
        line->setUseOpenGL(false);
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        m_series << line;
    }
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setRubberBand(QChartView::HorizontalRubberBand); // drag to zoom in time
    // Ticks that fit the span dragged to (the window's step of 10 s left one label, or none).
    connect(m_x, &QValueAxis::rangeChanged, this, [this] {
        if (m_chart->isZoomed())
            ChartStyle::fitTicks(m_x, kTimeTicks);
    });
    m_view->setMinimumHeight(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

int LinkChart::port() const
{
    return m_history->port();
}

void LinkChart::historyGrew()
{
    if (m_paused)
        return;
    if (isVisible())
        redraw();
    else
        m_stale = true; // a hidden plot (the other port's tab, a closed window) costs nothing
}

void LinkChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale && !m_paused)
        redraw();
}

void LinkChart::redraw()
{
    m_stale = false;
    const double now = double(m_history->lastMs());
    double top = 10;
    for (int i = 0; i < m_series.size(); ++i) {
        QList<QPointF> points =
            envelope(m_history->window(LinkHistory::Series(i), m_windowSeconds));
        for (QPointF &p : points) {
            p.setX((p.x() - now) / 1000.0); // seconds relative to now (negative)
            top = qMax(top, p.y());
        }
        m_series.at(i)->replace(points);
    }
    // A span the person dragged to stays while the plot runs ("seconds ago" slides with it);
    // the window menu shows the whole window again (setWindowSeconds).
    if (!m_chart->isZoomed())
        ChartStyle::applyTicks(m_x, -m_windowSeconds, 0, kTimeTicks);
    // Scale to what is plotted, in steps, never below 10 Gb/s nor jumping on every tick.
    const double ceiling = top <= 10    ? 10
                           : top <= 50  ? 50
                           : top <= 100 ? 100
                           : top <= 200 ? 200
                                        : 400;
    if (m_y->max() != ceiling)
        ChartStyle::applyTicks(m_y, 0, ceiling);
}

void LinkChart::setSoftRoce(bool softRoce)
{
    if (softRoce == m_softRoce)
        return;
    m_softRoce = softRoce;
    // The axis title has only the plot's height: the explanation goes in the chart's title,
    // which has its width (the longer axis title was cut at the window's default size).
    m_y->setTitleText(softRoce ? tr("~RoCE Gb/s") : tr("RoCE Gb/s"));
    m_chart->setTitle(softRoce ? tr("%1 (soft-RoCE: ~ the netdev's bytes)").arg(m_title) : m_title);
    setToolTip(softRoce ? tr("Soft-RoCE has no port counters: the rates are its netdev's bytes, "
                             "which include UDP/IP headers, retransmissions and any other "
                             "traffic on that netdev.")
                        : QString());
}

void LinkChart::setWindowSeconds(int seconds)
{
    m_windowSeconds = qBound(10, seconds, LinkHistory::kMaxWindowSeconds);
    m_chart->zoomReset();
    redraw();
}

void LinkChart::setPaused(bool paused)
{
    m_paused = paused;
    if (!paused)
        redraw();
}

QString LinkChart::footer(const ExportStamp &stamp) const
{
    return stamp.demo ? tr("%1 · %2 · DEMO — simulated counters").arg(stamp.host, stamp.time)
                      : tr("%1 · %2").arg(stamp.host, stamp.time);
}

sparkwire::Status LinkChart::exportPng(const QString &path, const ExportStamp &stamp) const
{
    const QPixmap plot = m_view->grab();
    return StampedExport::png(
        path, plot.size(),
        [&plot](QPainter &painter, const QRect &area) { painter.drawPixmap(area.topLeft(), plot); },
        footer(stamp), stamp, font());
}

sparkwire::Status LinkChart::exportSvg(const QString &path, const ExportStamp &stamp) const
{
    return StampedExport::svg(
        path, m_view->size(),
        [this](QPainter &painter, const QRect &area) { m_view->render(&painter, QRectF(area)); },
        footer(stamp), stamp, font());
}
