#include "FleetChart.h"

#include "ChartStyle.h"
#include "PlotEnvelope.h"
#include "StampedExport.h"

#include "metrics/FleetHistory.h"

#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

using sparkwire::metrics::LinkHistory;

namespace {
ChartStyle::Role roleOf(int series)
{
    static const ChartStyle::Role roles[] = {ChartStyle::Role::Half0, ChartStyle::Role::Half1,
                                             ChartStyle::Role::Sum};
    return roles[series / 2];
}

// ChartStyle's pen as thin passes: a pen wider than one pixel goes through Qt's general
// stroker, which takes ~70 ms for a wobbly hour of 900 points; one-pixel cosmetic passes
// offset by a fraction of a pixel look the same width and take well under a millisecond.
// The dashes keep ChartStyle's length (its pattern is in pen widths).
void strokeThick(QPainter &painter, const QPolygonF &line, int series)
{
    const QPen style = ChartStyle::pen(roleOf(series), series % 2 == 1);
    QPen thin(style.color(), 1);
    thin.setCosmetic(true);
    if (style.style() != Qt::SolidLine) {
        QList<qreal> dashes = style.dashPattern();
        for (qreal &d : dashes)
            d *= style.widthF();
        thin.setDashPattern(dashes);
    }
    painter.setPen(thin);
    for (double offset = 0; offset < style.widthF() - 0.9; offset += 0.6) {
        if (line.size() == 1) {
            painter.drawPoint(line.first() + QPointF(0, offset));
            continue;
        }
        painter.drawPolyline(offset == 0 ? line : line.translated(0, offset));
    }
}

// Above this many points a piece keeps each bucket's lowest and highest (in time order):
// more points than pixels only cost time.
constexpr int kMaxPoints = 900;
QPolygonF envelope(const QPolygonF &points)
{
    return plotEnvelope(points, kMaxPoints);
}
} // namespace

FleetChart::FleetChart(const sparkwire::metrics::FleetHistory *history, int member, int port,
                       QWidget *parent)
    : QWidget(parent)
    , m_history(history)
    , m_member(member)
    , m_port(port)
{
    setObjectName(QStringLiteral("fleetChart%1_%2").arg(member).arg(port));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    refresh();
}

void FleetChart::refresh()
{
    m_nowMs = double(m_history->nowMs());
    const LinkHistory *link = m_history->link(m_member, m_port);
    const auto &gaps = m_history->gaps(m_member);
    m_top = 10;
    for (int s = 0; s < kSeries; ++s) {
        m_pieces[size_t(s)].clear();
        if (!link || link->isEmpty())
            continue;
        // The link's window ends at its newest sample; the plot's at the seat's now.
        const int seconds =
            int(std::ceil((m_nowMs - double(link->lastMs())) / 1000.0)) + m_windowSeconds;
        const QList<QPointF> points =
            link->window(LinkHistory::Series(s), qMin(seconds, LinkHistory::kMaxWindowSeconds));
        QPolygonF piece;
        qsizetype gap = 0;
        double previous = -1; // the last point's time (ms), or none
        for (const QPointF &p : points) {
            // A gap that ended (its first sample back) after the previous point: break there.
            bool broken = false;
            for (; gap < gaps.size() && double(gaps.at(gap).second) <= p.x(); ++gap)
                broken = broken || (previous >= 0 && double(gaps.at(gap).second) > previous);
            previous = p.x();
            const double x = (p.x() - m_nowMs) / 1000.0;
            if (x < -m_windowSeconds)
                continue;
            if (broken && !piece.isEmpty()) {
                m_pieces[size_t(s)] << envelope(piece);
                piece.clear();
            }
            piece << QPointF(x, p.y());
            m_top = qMax(m_top, p.y());
        }
        if (!piece.isEmpty())
            m_pieces[size_t(s)] << envelope(piece);
    }
    m_top = m_top <= 10 ? 10 : m_top <= 50 ? 50 : m_top <= 100 ? 100 : m_top <= 200 ? 200 : 400;
    update();
}

void FleetChart::setWindowSeconds(int seconds)
{
    m_windowSeconds = qBound(10, seconds, LinkHistory::kMaxWindowSeconds);
    refresh();
}

int FleetChart::segmentCount(int series) const
{
    return int(m_pieces.at(size_t(series)).size());
}

void FleetChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    draw(painter, rect());
}

namespace {
// The legend's entries, in series order.
const char *const kLegendNames[] = {
    QT_TRANSLATE_NOOP("FleetChart", "half 0 tx"), QT_TRANSLATE_NOOP("FleetChart", "half 0 rx"),
    QT_TRANSLATE_NOOP("FleetChart", "half 1 tx"), QT_TRANSLATE_NOOP("FleetChart", "half 1 rx"),
    QT_TRANSLATE_NOOP("FleetChart", "port tx"),   QT_TRANSLATE_NOOP("FleetChart", "port rx")};
constexpr int kLegendLine = 22; // the series' pen, drawn before its name
constexpr int kLegendGap = 12;
} // namespace

int FleetChart::yLabelWidth(const QFontMetrics &fm) const
{
    const double step = ChartStyle::niceStep(m_top, 5);
    return fm.horizontalAdvance(QString::number(m_top, 'f', ChartStyle::decimalsFor(step))) + 6;
}

int FleetChart::plotLeft(const QFontMetrics &fm) const
{
    return yLabelWidth(fm) + fm.height() + 4; // the labels, and the axis title turned upright
}

// Below the plot: one row, or where that does not fit (Japanese at 1024 px) the halves on
// one row and the port's two on a second.
FleetChart::LegendLayout FleetChart::legendLayout(const QFontMetrics &fm, int room) const
{
    int all = 0;
    int halves = 0;
    for (int s = 0; s < kSeries; ++s) {
        const int entry = kLegendLine + 4 + fm.horizontalAdvance(tr(kLegendNames[s])) +
                          (s + 1 < kSeries ? kLegendGap : 0);
        all += entry;
        if (s < 4)
            halves += entry;
    }
    if (all <= room)
        return {false, all};
    return {true, std::max(halves - kLegendGap, all - halves)};
}

bool FleetChart::legendFits() const
{
    const QFontMetrics fm(font());
    const int room = width() - plotLeft(fm);
    return legendLayout(fm, room).widest <= room;
}

void FleetChart::draw(QPainter &painter, const QRect &area) const
{
    painter.fillRect(area, palette().base());
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetrics fm(font());
    const double step = ChartStyle::niceStep(m_top, 5);
    const int decimals = ChartStyle::decimalsFor(step);
    const int labelWidth = yLabelWidth(fm);
    const int left = plotLeft(fm);
    const bool twoRows = legendLayout(fm, area.width() - left).twoRows;
    const int rowHeight = fm.height() + 4;
    const int legendHeight = (twoRows ? 2 : 1) * rowHeight;
    const QRect plot =
        area.adjusted(left, fm.height() / 2 + 2, -(fm.horizontalAdvance(tr("now")) / 2 + 6),
                      -(fm.height() + 4 + legendHeight));
    if (plot.width() < 20 || plot.height() < 20)
        return;
    const QColor text = palette().color(QPalette::Text);
    // Axes: Gb/s at 1-2-5 steps, seconds ago at six steps.
    painter.setPen(QPen(palette().color(QPalette::Mid), 0));
    painter.drawRect(plot);
    painter.save();
    painter.translate(area.left() + fm.ascent(), plot.center().y());
    painter.rotate(-90);
    painter.setPen(text);
    painter.drawText(QRect(-plot.height() / 2, -fm.ascent(), plot.height(), fm.height()),
                     Qt::AlignCenter, tr("RoCE Gb/s"));
    painter.restore();
    for (double y = 0; y <= m_top + step / 2; y += step) {
        const double py = plot.bottom() - y / m_top * plot.height();
        painter.setPen(QPen(palette().color(QPalette::Midlight), 0));
        painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        painter.setPen(text);
        painter.drawText(
            QRectF(plot.left() - labelWidth - 2, py - fm.height() / 2.0, labelWidth, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(y, 'f', decimals));
    }
    const double xStep = ChartStyle::niceStep(m_windowSeconds, 6);
    for (double x = 0; x <= m_windowSeconds + xStep / 2; x += xStep) {
        const double px = plot.right() - x / m_windowSeconds * plot.width();
        painter.setPen(text);
        painter.drawText(QRectF(px - 30, plot.bottom() + 2, 60, fm.height()), Qt::AlignCenter,
                         x == 0 ? tr("now") : QStringLiteral("−%1 s").arg(x));
    }
    // The curves, clipped to the plot.
    painter.save();
    painter.setClipRect(plot);
    const double sx = plot.width() / double(m_windowSeconds);
    const double sy = plot.height() / m_top;
    for (int s = 0; s < kSeries; ++s) {
        for (const QPolygonF &piece : m_pieces.at(size_t(s))) {
            QPolygonF mapped;
            mapped.reserve(piece.size());
            for (const QPointF &p : piece)
                mapped << QPointF(plot.right() + p.x() * sx, plot.bottom() - p.y() * sy);
            strokeThick(painter, mapped, s); // one sample after a gap: a dot, not nothing
        }
    }
    painter.restore();
    // Legend.
    int x = plot.left();
    int y = area.bottom() - legendHeight + rowHeight / 2;
    for (int s = 0; s < kSeries; ++s) {
        if (twoRows && s == 4) { // the port's tx and rx on the second row
            x = plot.left();
            y += rowHeight;
        }
        strokeThick(painter, QPolygonF({QPointF(x, y), QPointF(x + kLegendLine, y)}), s);
        painter.setPen(text);
        const QString name = tr(kLegendNames[s]);
        painter.drawText(x + kLegendLine + 4, y - fm.height() / 2, fm.horizontalAdvance(name) + 2,
                         fm.height(), Qt::AlignVCenter, name);
        x += kLegendLine + 4 + fm.horizontalAdvance(name) + kLegendGap;
    }
}

QString FleetChart::footer(const LinkChart::ExportStamp &stamp) const
{
    const QString member = m_history->member(m_member).name;
    return stamp.demo ? tr("%1, port %2 · seat %3 · %4 · DEMO — simulated counters")
                            .arg(member)
                            .arg(m_port)
                            .arg(stamp.host, stamp.time)
                      : tr("%1, port %2 · seat %3 · %4")
                            .arg(member)
                            .arg(m_port)
                            .arg(stamp.host, stamp.time);
}

sparkwire::Status FleetChart::exportPng(const QString &path,
                                        const LinkChart::ExportStamp &stamp) const
{
    return StampedExport::png(
        path, QSize(qMax(width(), 640), qMax(height(), 240)),
        [this](QPainter &painter, const QRect &area) { draw(painter, area); }, footer(stamp), stamp,
        font());
}

sparkwire::Status FleetChart::exportSvg(const QString &path,
                                        const LinkChart::ExportStamp &stamp) const
{
    return StampedExport::svg(
        path, QSize(qMax(width(), 640), qMax(height(), 240)),
        [this](QPainter &painter, const QRect &area) { draw(painter, area); }, footer(stamp), stamp,
        font());
}

sparkwire::Status FleetChart::exportCsv(const QString &path) const
{
    const LinkHistory *link = m_history->link(m_member, m_port);
    if (!link || link->isEmpty())
        return sparkwire::makeError(sparkwire::ErrorCode::NotFound,
                                    tr("There is no recorded history of this link to export."));
    return link->exportCsv(path, m_windowSeconds);
}
