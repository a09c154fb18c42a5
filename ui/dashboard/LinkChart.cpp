#include "LinkChart.h"

#include "metrics/LinkHistory.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QPen>
#include <QSaveFile>
#include <QVBoxLayout>
#include <QValueAxis>

namespace {
// tx solid, rx dashed; half 0 blue, half 1 orange, the sum dark.
QPen penFor(int twin, bool rx)
{
    static const QColor colours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                     QColor(0x22, 0x22, 0x22)};
    QPen pen(colours[twin]);
    pen.setWidthF(twin == 2 ? 2.2 : 1.4);
    if (rx)
        pen.setStyle(Qt::DashLine);
    return pen;
}
// More points than the plot has pixels only cost time: above kMaxPoints, keep each bucket's
// lowest and highest value (in time order), so dips and peaks still show.
constexpr int kMaxPoints = 1200;
QList<QPointF> envelope(const QList<QPointF> &points)
{
    if (points.size() <= kMaxPoints)
        return points;
    QList<QPointF> out;
    out.reserve(kMaxPoints);
    const int buckets = kMaxPoints / 2;
    const qsizetype n = points.size();
    for (int b = 0; b < buckets; ++b) {
        const qsizetype from = n * b / buckets;
        const qsizetype to = qMax(from + 1, n * (b + 1) / buckets);
        qsizetype lo = from;
        qsizetype hi = from;
        for (qsizetype i = from; i < to; ++i) {
            if (points.at(i).y() < points.at(lo).y())
                lo = i;
            if (points.at(i).y() > points.at(hi).y())
                hi = i;
        }
        out << points.at(qMin(lo, hi));
        if (lo != hi)
            out << points.at(qMax(lo, hi));
    }
    return out;
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
{
    setObjectName(QStringLiteral("linkChart%1").arg(history->port()));
    m_chart->setTitle(title);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_x->setTitleText(tr("seconds ago"));
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_y->setTitleText(tr("RoCE Gb/s"));
    m_y->setRange(0, 200);
    m_y->setLabelFormat(QStringLiteral("%d"));
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
    if (!m_paused)
        redraw();
}

void LinkChart::redraw()
{
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
    m_x->setRange(-m_windowSeconds, 0);
    // Scale to what is plotted, in steps, never below 10 Gb/s nor jumping on every tick.
    const double ceiling = top <= 10    ? 10
                           : top <= 50  ? 50
                           : top <= 100 ? 100
                           : top <= 200 ? 200
                                        : 400;
    if (m_y->max() != ceiling)
        m_y->setRange(0, ceiling);
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

sparkwire::Status LinkChart::exportPng(const QString &path) const
{
    const QPixmap pixmap = m_view->grab();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !pixmap.save(&file, "PNG") || !file.commit())
        return sparkwire::makeError(sparkwire::ErrorCode::Io,
                                    tr("Cannot write %1: %2").arg(path, file.errorString()));
    return {};
}
