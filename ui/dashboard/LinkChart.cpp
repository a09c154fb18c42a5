#include "LinkChart.h"

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

LinkChart::LinkChart(int port, const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_port(port)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_x(new QValueAxis(m_chart))
    , m_y(new QValueAxis(m_chart))
{
    setObjectName(QStringLiteral("linkChart%1").arg(port));
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
    for (int i = 0; i < 6; ++i) {
        auto *line = new QLineSeries(m_chart);
        line->setName(names[i]);
        line->setPen(penFor(i / 2, i % 2 == 1));
        line->setUseOpenGL(false);
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        m_series.push_back(
            {names[i], line,
             sparkwire::metrics::DecimatedHistory(kFinePoints, kDecimation, kCoarsePoints)});
    }
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setRubberBand(QChartView::HorizontalRubberBand); // drag to zoom in time
    m_view->setMinimumHeight(220);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void LinkChart::append(const sparkwire::metrics::MetricsSample &sample)
{
    double values[6] = {0, 0, 0, 0, sample.portTxGbps(m_port), sample.portRxGbps(m_port)};
    for (const sparkwire::metrics::TwinRates &t : sample.twins)
        if (t.port == m_port && (t.half == 0 || t.half == 1)) {
            values[t.half * 2] = t.txGbps;
            values[t.half * 2 + 1] = t.rxGbps;
        }
    for (size_t i = 0; i < m_series.size(); ++i)
        m_series[i].history.append(sample.timeMs, values[i]);
    m_lastMs = sample.timeMs;
    if (!m_paused)
        redraw();
}

void LinkChart::redraw()
{
    const qint64 from = m_lastMs - qint64(m_windowSeconds) * 1000;
    double top = 10;
    for (Series &s : m_series) {
        QList<QPointF> points = envelope(s.history.window(from));
        for (QPointF &p : points) {
            p.setX((p.x() - double(m_lastMs)) / 1000.0); // seconds relative to now (negative)
            top = qMax(top, p.y());
        }
        s.line->replace(points);
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
    m_windowSeconds = qBound(10, seconds, 3600);
    m_chart->zoomReset();
    redraw();
}

void LinkChart::setPaused(bool paused)
{
    m_paused = paused;
    if (!paused)
        redraw();
}

bool LinkChart::exportPng(const QString &path, QString *error) const
{
    const QPixmap pixmap = m_view->grab();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !pixmap.save(&file, "PNG") || !file.commit()) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool LinkChart::exportCsv(const QString &path, QString *error) const
{
    // The plotted window, one row per time: seconds relative to the newest sample.
    const qint64 from = m_lastMs - qint64(m_windowSeconds) * 1000;
    QList<QList<QPointF>> columns;
    for (const Series &s : m_series)
        columns << s.history.window(from);
    QByteArray csv = "seconds";
    for (const Series &s : m_series)
        csv += ',' + s.name.toUtf8().replace(' ', '_') + "_gbps";
    csv += '\n';
    for (int row = 0; row < columns.first().size(); ++row) {
        csv +=
            QByteArray::number((columns.first().at(row).x() - double(m_lastMs)) / 1000.0, 'f', 3);
        for (const QList<QPointF> &column : columns)
            csv += ',' + (row < column.size() ? QByteArray::number(column.at(row).y(), 'f', 3)
                                              : QByteArray());
        csv += '\n';
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit()) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
